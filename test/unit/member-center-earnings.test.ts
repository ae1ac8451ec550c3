/**
 * Issue 20 in the member centre (widgets/member-center), as a contributor
 * and an organisation's admin see it, over fake calls that answer as the
 * contract says (member-center-fake.ts, member-center-page.ts): the
 * withdrawal (web/order/withdraw) with the settings' minimum, refused by the
 * server without losing what was typed (no bank details: a link to them);
 * the earnings (totals, share, months, sales with sizes in words, paged);
 * the organisation (seats, members, shared quota, who downloaded what,
 * paged; nothing for a member who is not its admin) and its shared quota in
 * the entitlements, with a pack's grant named by its order; a member of the
 * other nature keeping the section. In Chinese and English.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_COMMERCE_SETTINGS, type EarningsDto, type OrgDownloadDto } from "../../common/commerce.js";
import { ADMIN, CONTRIBUTOR, grant, MEMBER, open, ORG, settle, stopAll } from "./member-center-page.js";

afterEach(() => {
  stopAll();
  vi.restoreAllMocks();
});

describe("the withdrawal (web/order/withdraw)", () => {
  it("the withdrawal's minimum is the settings'; a success lowers the points and reads the earnings again", async () => {
    const settings = { ...DEFAULT_COMMERCE_SETTINGS, withdrawMinPoints: 200 };
    const { store, props, c, members } = await open("uc1-index", CONTRIBUTOR, "?tab=earnings", { settings }, "en");
    let w = props().earnings!.withdraw!;
    expect(w.hint).toBe("At least 200 points at a time, paid to the account in your bank details.");
    store.earnings.setWithdraw("150");
    await store.earnings.withdraw();
    expect(props().earnings!.withdraw!.error).toBe("At least 200 points at a time");
    store.earnings.setWithdraw("300");
    await store.earnings.withdraw();
    expect(props().earnings!.withdraw!.error).toBe("You have 250 points: withdraw no more than that");
    expect(c.calls.filter((k) => k.startsWith("withdraw"))).toEqual([]);
    store.earnings.setWithdraw("200");
    await store.earnings.withdraw();
    await settle();
    w = props().earnings!.withdraw!;
    expect(w.done).toBe("Withdrawal of 200 points requested: 50 points left.");
    expect(members.at(-1)?.point).toBe(50);
    expect(props().earnings!.facts[0]).toEqual({ label: "Points now", value: "50" });
    expect(c.calls.filter((k) => k.startsWith("earnings"))).toEqual(["earnings 1 10", "earnings 1 10"]);
  });

  it("without bank details the refusal links to the bank tab; the server's minimum names the field", async () => {
    const { store, props, c } = await open("uc1-index", CONTRIBUTOR, "?tab=earnings", { bank: false });
    store.earnings.setWithdraw("120");
    await store.earnings.withdraw();
    expect(props().earnings!.withdraw).toMatchObject({ value: "120", alert: "请先填写银行账户信息", alertLink: { href: "/public_resource/public/html/uc1-index.html?tab=bank", label: "填写银行信息" } });
    // the minimum was raised by staff since the page read the settings
    c.data.settings = { ...DEFAULT_COMMERCE_SETTINGS, withdrawMinPoints: 150 };
    await store.earnings.withdraw();
    expect(props().earnings!.withdraw).toMatchObject({ value: "120", error: "每次至少 150 积分", alert: "" });
    expect(props().earnings!.withdraw!.hint).toBe("每次至少 150 积分，支付到您银行信息中的账户。");
  });
});
describe("earnings (uc1-index?tab=earnings)", () => {
  const sale = (n: number) => ({
    relationId: `r${n}`,
    pcId: `pc${n}`,
    title: `Harbour ${n}`,
    titleImage: null,
    htmlUrl: `/pw/news/photo/articles/pc${n}.html`,
    size: (["small", "medium", "original"] as const)[n % 3],
    cost: 1 + (n % 2),
    points: 5 * (1 + (n % 2)),
    createTime: "2026-11-20T08:00:00.000Z",
  });
  const earnings: EarningsDto = { list: Array.from({ length: 12 }, (_, i) => sale(i)), total: 12, months: [{ month: "2026-11", sales: 12, points: 90 }], totalPoints: 90, point: 250, sharePercent: 50 };

  it("totals, how a sale earns (from the settings), months and the sales with sizes in words, paged", async () => {
    const { store, props, c } = await open("uc1-index", CONTRIBUTOR, "?tab=earnings", { earnings }, "en");
    const e = props().earnings!;
    expect(props().menu.find((m) => m.current)?.label).toBe("My earnings");
    expect(e.facts).toEqual([
      { label: "Points now", value: "250" },
      { label: "Points from sales, all time", value: "90" },
      { label: "Your share", value: "50%" },
    ]);
    expect(e.explain).toBe("Each photo of quota a buyer spends on one of your photos earns you 50% of 10 points: 5 points.");
    expect(e.months?.rows).toEqual([{ key: "2026-11", cells: ["November 2026", "12", "90"] }]);
    expect(e.sales.heads).toEqual(["Photo", "Size", "Date", "Quota spent", "Points"]);
    expect(e.sales.rows[1].cells).toEqual([{ text: "Harbour 1", href: "/pw/news/photo/articles/pc1.html" }, "Medium", "2026-11-20", "2 photos", "10"]);
    expect(e.sales.rows).toHaveLength(10);
    expect(e.pager).toMatchObject({ page: 1, pages: 2, text: "Page 1 of 2" });
    e.pager.onPage(2);
    await settle();
    expect(props().earnings!.sales.rows.map((r) => (r.cells[0] as { text: string }).text)).toEqual(["Harbour 10", "Harbour 11"]);
    expect(c.calls).toContain("earnings 2 10");
    store.earnings.refresh();
    await settle();
    expect(c.calls.at(-1)).toBe("earnings 2 10");
  });

  it("none yet: the empty text; not on uc2 (the tab is the account tabs there)", async () => {
    const { props } = await open("uc1-index", CONTRIBUTOR, "?tab=earnings");
    expect(props().earnings!.sales.rows).toEqual([]);
    expect(props().earnings!.emptyText).toBe("还没有销售记录：买家下载您的图片后会在此显示。");
    const m = await open("uc2-index", MEMBER, "?tab=earnings");
    expect(m.props().earnings).toBeUndefined();
    expect(m.c.calls.some((k) => k.startsWith("earnings"))).toBe(false);
  });
});

describe("the organisation (uc2-index?tab=organisation) and its shared quota", () => {
  const downloads: OrgDownloadDto[] = Array.from({ length: 11 }, (_, i) => ({
    member: { code: "demo_member", name: "演示会员" },
    relationId: `r${i}`,
    pcId: `pc${i}`,
    title: `城市晨光 ${i}`,
    htmlUrl: `/pw/news/photo/articles/pc${i}.html`,
    size: "medium",
    cost: 1,
    coveredBy: i === 0 ? "organisation" : "repeat",
    createTime: "2026-11-21T08:00:00.000Z",
  }));

  it("the admin sees seats, members, the shared quota and who downloaded what, paged", async () => {
    const { props, c } = await open("uc2-index", ADMIN, "?tab=organisation", { organisation: ORG, orgDownloads: downloads });
    const o = props().organisation!;
    expect(props().menu.find((m) => m.current)?.label).toBe("我的机构");
    expect(o).toMatchObject({ denied: "", name: "光影图片社", seats: "已用席位 2 / 5" });
    expect(o.members.map((m) => m.text)).toEqual(["机构管理员 (org_admin) · 管理员", "演示会员 (demo_member)"]);
    expect(o.shared.map((g) => [g.label, g.meta])).toEqual([
      ["机构套餐", "剩余 80 / 100 张 · 2099-12-31 到期"],
      ["旧授权", "剩余 0 / 10 张 · 不限期 · 已结束"],
    ]);
    expect(o.downloads.rows[0].cells).toEqual(["演示会员", { text: "城市晨光 0", href: "/pw/news/photo/articles/pc0.html" }, "中图", "1 张", "机构共享额度", "2026-11-21"]);
    expect(o.pager.pages).toBe(2);
    expect(c.calls).toContain("org downloads 1 10");
  });

  it("a member who is not its admin is told so, and nothing is read", async () => {
    const { props, c } = await open("uc2-index", MEMBER, "?tab=organisation", { organisation: ORG });
    expect(props().organisation!.denied).toBe("只有机构管理员可以查看此页面。");
    expect(props().menu.map((m) => m.id)).not.toContain("organisation");
    expect(c.calls.some((k) => k.startsWith("org downloads"))).toBe(false);
  });

  it("the downloads page: a pack's grant is named by its order with its expiry; the organisation's shared quota follows", async () => {
    const own = [grant(9, { label: "PW-20261127-000001", orderNumber: "PW-20261127-000001", remaining: 8, total: 10, validUntil: "2027-11-27T00:00:00.000Z" }), grant(40)];
    const { props } = await open("uc2-download", MEMBER, "", { organisation: ORG }, "en", own);
    const e = props().entitlements!;
    expect(e.active[0]).toMatchObject({ label: "Pack order PW-20261127-000001", amount: "8 of 10 photos left", period: expect.stringMatching(/^Expires on 2027-11-2[67]$/) });
    expect(e.shared?.title).toBe("Shared quota of 光影图片社");
    // grant 40 is already in the member's own list (the server's list of a member's grants may hold the organisation's)
    expect(e.shared?.active).toEqual([]);
    expect(e.shared?.noneText).toBe("No active shared quota");
    expect(e.shared?.past.map((g) => [g.label, g.why])).toEqual([["旧授权", "Ended"]]);
  });

  it("no organisation: no shared quota, no admin entry", async () => {
    const { props } = await open("uc2-download", MEMBER, "");
    expect(props().entitlements!.shared).toBeNull();
    expect(props().menu.map((m) => m.id)).toEqual(["index", "like", "download", "orders", "fee_record"]);
  });
});

describe("sent to one's own centre with the section kept", () => {
  it("a contributor on uc2-index?tab=orders goes to uc1-index?tab=orders", async () => {
    const { navigated } = await open("uc2-index", CONTRIBUTOR, "?tab=orders&lang=en");
    expect(navigated).toEqual(["/public_resource/public/html/uc1-index.html?tab=orders&lang=en"]);
  });
});
