/**
 * widgets/staff-console/commerce.props.ts and its catalogues (issue 20):
 * the settings boxes with their bounds and problems (the rules' and the
 * server's, at the same field), packs with money in the console's language,
 * an order's facts, invoice link (on the API's origin, in the console's
 * language) and confirmation (the price first, a mismatch said at the
 * amount box), organisations (seats, the full-seats problem explained), the
 * licence editor (problems at their photo), the new audit actions named —
 * in zh and en; no view shows a catalogue key instead of its text.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_COMMERCE_SETTINGS } from "../../common/commerce.js";
import { DEFAULT_LICENCE } from "../../common/licence.js";
import { AUDIT_ACTIONS } from "../../common/staff.js";
import { commerceProps, licencesView, ordersView, organisationsView, packsView, settingsView } from "../../widgets/staff-console/commerce.props.js";
import { auditView, takedownsView, type StaffContext } from "../../widgets/staff-console/staff-console.props.js";
import { initialStaffState, type StaffState } from "../../widgets/staff-console/staff-console.store.js";
import { messages } from "../../widgets/staff-console/locale/index.js";
import { order, organisation, pack, photos } from "./staff-console-commerce-fake.js";
import { ME, story } from "./staff-console-fake.js";

const ctx = (lang: "zh" | "en"): StaffContext => ({ lang, rows: 20, fileOrigin: "https://api.pw.example", siteOrigin: null, loginHref: "/login", timeZone: "UTC" });
const first = initialStaffState("settings");

/** Every string of a view, deeply. */
const strings = (v: unknown): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === "object" ? Object.values(v).flatMap(strings) : [];
/** A string that is a catalogue key of the feature (a text the props forgot to translate). */
const keys = new Set(Object.keys(messages.zh));
const untranslated = (v: unknown) => strings(v).filter((x) => keys.has(x) || /^(cp|lic|licence|orgs?|orders?|packs?|settings?|size|currency|release)_\w+$/.test(x));

describe("settings", () => {
  it("every setting's box with its bounds; sizes with long edge and cost (the original keeps its own); problems at their boxes", () => {
    const st: StaffState["settings"] = {
      ...first.settings,
      phase: "ready",
      value: DEFAULT_COMMERCE_SETTINGS,
      problems: [
        { field: "sizes.small.longEdgePx", rule: "order" },
        { field: "downloadLinkMinutes", rule: "maximum" },
      ],
      failure: { code: "forbidden", msg: "无权执行此操作", problems: [] },
    };
    const v = settingsView(ctx("zh"), st);
    const boxes = v.groups.flatMap((g) => g.boxes);
    expect(boxes.map((b) => b.field)).toEqual(["pointsPerPhoto", "withdrawMinPoints", "orderMaxQuantity", "downloadLinkMinutes", "contributorSharePercent"]);
    const link = boxes.find((b) => b.field === "downloadLinkMinutes")!;
    expect(link).toMatchObject({ label: "下载链接有效期（分钟）", hint: "签名下载地址的有效时间，1 至 1440 分钟", error: "不能大于 1440" });
    expect(v.sizes.map((s) => [s.size, s.legend, s.edge?.field ?? null, s.cost.field])).toEqual([
      ["small", "小图（网页用）", "sizes.small.longEdgePx", "sizes.small.cost"],
      ["medium", "中图", "sizes.medium.longEdgePx", "sizes.medium.cost"],
      ["original", "原图", null, "sizes.original.cost"],
    ]);
    expect(v.sizes[0].edge!.error).toBe("小图的长边须小于中图的长边");
    expect(v.sizes[1].cost).toMatchObject({ hint: "下载一张此尺寸的照片所需的额度，0 至 1000；0 为免费", error: "" });
    expect(v.values).toMatchObject({ pointsPerPhoto: "10", "sizes.original.cost": "1" });
    expect(v.alert).toBe("无权执行此操作");
    expect(untranslated(v)).toEqual([]);
    const en = settingsView(ctx("en"), st);
    expect(en.groups[1].boxes[0].error).toBe("At most 1440");
    expect(en.sizes[0].edge!.error).toBe("Small's long edge must be below medium's");
    expect(untranslated(en)).toEqual([]);
  });

  it("before the settings are read: the loading line and no boxes' values", () => {
    const v = settingsView(ctx("en"), { ...first.settings, phase: "loading" });
    expect(v.values).toBeNull();
    expect(v.status).toMatchObject({ phase: "loading", loading: "Loading…" });
  });
});

describe("packs", () => {
  it("each pack's name in the language, count, price as money, validity, state; the form of the one edited with its problems", () => {
    const st: StaffState["packs"] = {
      ...first.packs,
      phase: "ready",
      items: [pack(1), pack(2, { active: false, validityDays: null, currency: "USD", priceCents: 1999, count: 1 })],
      editing: 2,
      problems: [{ field: "priceCents", rule: "money" }],
    };
    const zh = packsView(ctx("zh"), st);
    expect(zh.items.map((x) => [x.name, x.otherName, x.state, x.selected])).toEqual([
      ["下载包 1", "Pack 1", "在售", false],
      ["下载包 2", "Pack 2", "已停用", true],
    ]);
    expect(zh.items[0].facts.map((f) => `${f.term}:${f.value}`)).toEqual(["张数:50 张", "价格:¥1,280.00", "有效期:付款后 365 天内"]);
    expect(zh.items[1].facts.map((f) => f.value)).toEqual(["1 张", "US$19.99", "用完为止"]);
    expect(zh.form).toMatchObject({ key: "2", heading: "编辑下载包：下载包 2", initial: { price: "19.99", currency: "USD", validityDays: "", active: false } });
    expect(zh.form!.boxes.priceCents.error).toBe("请填写金额，如 1280.00（最多两位小数）");
    expect(zh.form!.boxes.priceCents.hint).toBe("按所选币种的元填写，如 1280.00（0.00 至 1000000.00）");
    expect(zh.form!.currencies.map((c) => c.value)).toEqual(["CNY", "USD", "EUR", "HKD"]);
    expect(untranslated(zh)).toEqual([]);
    const en = packsView(ctx("en"), { ...st, editing: "new", problems: [] });
    expect(en.items[0].facts.map((f) => f.value)).toEqual(["50 photos", "CN¥1,280.00", "365 days after payment"]);
    expect(en.items[1].facts[0].value).toBe("1 photo");
    expect(en.form).toMatchObject({ key: "new", heading: "New pack", initial: { currency: "CNY", active: true } });
    expect(untranslated(en)).toEqual([]);
    // a pack edited that is gone: no form
    expect(packsView(ctx("en"), { ...st, editing: 99 }).form).toBeNull();
  });
});

describe("orders", () => {
  const paid = order("PW-20261126-000009", { state: "paid", paidAt: "2026-11-26T09:00:00.000Z", paymentReference: "HSBC-9", grant: { remaining: 12, validUntil: "2027-11-26T00:00:00.000Z" }, organisation: { id: 4, name: "Xinhua" } });
  const st = (patch: Partial<StaffState["orders"]> = {}): StaffState["orders"] => ({
    ...first.orders,
    list: { phase: "ready", items: [order("PW-20261127-000001"), paid], total: 2, page: 1, error: null },
    ...patch,
  });

  it("the list: number, who, which pack, how much, state; the open one's facts and invoice in the console's language", () => {
    const v = ordersView(ctx("zh"), st({ number: paid.number, order: paid }));
    expect(v.filter).toBe("pending");
    expect(v.filters.map((f) => f.label)).toEqual(["全部", "待付款", "已付款", "已取消"]);
    expect(v.items[0]).toMatchObject({ number: "PW-20261127-000001", line: "Wang Reader（demo_member） · 下载包 1 · ¥1,280.00", state: "待付款", open: false });
    expect(v.items[1]).toMatchObject({ line: "Wang Reader（demo_member） · Xinhua · 下载包 1 · ¥1,280.00", open: true, openLabel: "查看订单 PW-20261126-000009" });
    const d = v.detail!;
    expect(d.heading).toBe("订单 PW-20261126-000009");
    expect(d.facts.map((f) => `${f.term}:${f.value}`)).toEqual([
      "状态:已付款",
      "会员:Wang Reader（demo_member）",
      "机构:Xinhua",
      "下载包:下载包 1，50 张",
      "有效期:付款后 365 天内",
      "金额:¥1,280.00",
      "下单时间:2026年11月20日 08:00",
      "付款时间:2026年11月26日 09:00",
      "银行流水号:HSBC-9",
      "加入的额度:剩余 12 张，有效至 2027年11月26日",
    ]);
    expect(d.invoice.href).toBe("https://api.pw.example/api/commerce/orders/PW-20261126-000009/invoice?lang=zh");
    expect(d.pending).toBe(false);
    expect(untranslated(v)).toEqual([]);
    const en = ordersView(ctx("en"), st({ number: paid.number, order: paid }));
    expect(en.detail!.invoice.href).toBe("https://api.pw.example/api/commerce/orders/PW-20261126-000009/invoice?lang=en");
    expect(en.detail!.facts.at(-1)!.value).toBe("12 photos left, valid until 26 Nov 2026".replace("2026", "2027"));
    expect(untranslated(en)).toEqual([]);
  });

  it("the confirmation: the price first; a mismatch at the amount box; a refusal in the dialog while it is open, else in the order", () => {
    const o = order("PW-1");
    const open = ordersView(ctx("zh"), st({ number: "PW-1", order: o, dialog: "confirm", problems: [{ field: "amountCents", rule: "mismatch" }] })).detail!;
    expect(open.pending).toBe(true);
    expect(open.confirm.amount).toBe("1280.00");
    expect(open.confirm.amountBox).toMatchObject({ label: "收到的金额", error: "收到的金额与订单价格 ¥1,280.00 不符，请核对银行回单" });
    expect(open.confirm.reference.hint).toContain("最多 100 个字符");
    const refused = { code: "order_state", msg: "订单当前的状态不能进行此操作", problems: [] };
    const inDialog = ordersView(ctx("zh"), st({ number: "PW-1", order: o, dialog: "confirm", failure: refused })).detail!;
    expect([inDialog.confirm.alert, inDialog.alert]).toEqual(["订单当前的状态不能进行此操作", ""]);
    const after = ordersView(ctx("zh"), st({ number: "PW-1", order: o, dialog: null, failure: refused })).detail!;
    expect([after.confirm.alert, after.alert]).toEqual(["", "订单当前的状态不能进行此操作"]);
    const en = ordersView(ctx("en"), st({ number: "PW-1", order: o, dialog: "cancel" })).detail!;
    expect(en.cancel.message).toBe("Cancel order PW-1 of Wang Reader (demo_member) (CN¥1,280.00)? The member can no longer pay it.");
  });
});

describe("organisations", () => {
  it("seats used of seats and the admin; the open one's members, grants and boxes; every seat taken explained at the code box", () => {
    const o = organisation(1, { seats: 2, used: 2, members: [{ code: "admin1", name: "Admin One" }, { code: "m2", name: "" }], grants: [{ id: 9, label: "年度", remaining: 40, total: 100, validUntil: "2027-01-01T00:00:00.000Z", revokedAt: null, active: true }] });
    const st: StaffState["organisations"] = { ...first.organisations, phase: "ready", items: [o, organisation(2, { admin: null })], open: 1, problems: [{ field: "code", rule: "full" }] };
    const v = organisationsView(ctx("zh"), st);
    expect(v.items.map((x) => x.facts.map((f) => f.value))).toEqual([
      ["已用 2 / 共 2", "Admin One（admin1）"],
      ["已用 1 / 共 3", "无"],
    ]);
    const d = v.detail!;
    expect(d.members.map((m) => [m.name, m.admin, m.removeLabel])).toEqual([
      ["Admin One（admin1）", true, "把 Admin One 移出“Org 1”"],
      ["m2（m2）", false, "把 m2 移出“Org 1”"],
    ]);
    expect(d.grants[0]).toMatchObject({ label: "年度", text: "剩余 40 / 100 张，有效至 2027年1月1日", state: "有效" });
    expect(d.boxes.code.error).toBe("这个机构的 2 个席位都已占用：请先增加席位，或移出一位成员");
    expect(d.initial).toEqual({ name: "Org 1", seats: "2" });
    expect(v.create).toBeNull();
    expect(untranslated(v)).toEqual([]);
    // the server's own rules: removing the admin said in the alert (not at the add-member box), seats below the members, a seat elsewhere
    const refused = organisationsView(ctx("zh"), { ...st, problems: [{ field: "code", rule: "admin" }, { field: "seats", rule: "used" }] }).detail!;
    expect(refused.alert).toBe("机构管理员不能移出机构");
    expect(refused.boxes.code.error).toBe("");
    expect(refused.boxes.seats.error).toBe("不能少于已有的 2 位成员");
    expect(organisationsView(ctx("en"), { ...st, problems: [{ field: "code", rule: "taken" }] }).detail!.boxes.code.error).toBe("This member holds a seat in an organisation already");
    const en = organisationsView(ctx("en"), { ...st, open: "new", problems: [{ field: "adminCode", rule: "notFound" }, { field: "label", rule: "required" }] });
    expect(en.detail).toBeNull();
    expect(en.create!.boxes.adminCode).toMatchObject({ label: "Admin's member code", error: "No member has this code" });
    expect(untranslated(en)).toEqual([]);
  });
});

describe("licences", () => {
  it("each photo's licence boxes; problems and refusals at their photo; pictures on the API's origin; the takedowns' button", () => {
    const st: StaffState["licences"] = {
      ...first.licences,
      pcId: "pw000001",
      title: "Harbour",
      phase: "ready",
      items: photos("pw000001", 2),
      at: "pw000001-r2",
      problems: [{ field: "restrictionsZh", rule: "maxLength" }],
      saved: { relationId: "pw000001-r1", seq: 1 },
    };
    const v = licencesView(ctx("zh"), st)!;
    expect(v.heading).toBe("照片授权：Harbour");
    expect(v.items.map((x) => [x.heading, x.saved, x.boxes.restrictionsZh.error])).toEqual([
      ["照片 1", "已保存", ""],
      ["照片 2", "", "最多 500 个字符"],
    ]);
    expect(v.items[0].image).toEqual({ src: "https://api.pw.example/pw/photo/pw000001-1.jpg", alt: "Photo 1" });
    expect(v.items[0].initial).toEqual(DEFAULT_LICENCE);
    expect(v.items[0].types.map((x) => x.label)).toEqual(["版权管理（RM）", "免版税（RF）", "仅限新闻编辑使用"]);
    expect(v.items[0].releases.map((x) => x.label)).toEqual(["已签署", "未签署", "不适用"]);
    expect(untranslated(v)).toEqual([]);
    const en = licencesView(ctx("en"), st)!;
    expect(en.items[1]).toMatchObject({ saveLabel: "Save licence: photo 2" });
    expect(en.items[0].types.map((x) => x.label)).toEqual(["Rights-managed (RM)", "Royalty-free (RF)", "Editorial use only"]);
    expect(untranslated(en)).toEqual([]);
    expect(licencesView(ctx("en"), first.licences)).toBeNull();

    const t = takedownsView(ctx("en"), { ...first.takedowns, list: { phase: "ready", items: [story("pw000001"), story("pw000002")], total: 2, page: 1, error: null } }, "pw000001");
    expect(t.s.licences).toBe("Licences");
    expect(t.items.map((x) => [x.licencesLabel, x.licencesOpen])).toEqual([
      ["Edit the licences of “Title pw000001”'s photos", true],
      ["Edit the licences of “Title pw000002”'s photos", false],
    ]);
  });
});

describe("the console", () => {
  it("only the shown panel's view is built (the licence editor with the takedowns); nothing for a visitor who is no editor", () => {
    const editor: StaffState = { ...initialStaffState("orders"), access: "editor", me: ME };
    const v = commerceProps(ctx("zh"), editor);
    expect(v.orders).not.toBeNull();
    expect([v.settings, v.packs, v.organisations, v.licences]).toEqual([null, null, null, null]);
    const withLicences = commerceProps(ctx("zh"), { ...editor, panel: "takedowns", licences: { ...editor.licences, pcId: "pw1" } });
    expect(withLicences.licences).not.toBeNull();
    expect(commerceProps(ctx("zh"), { ...editor, access: "guest" }).orders).toBeNull();
  });

  it("the audit log names every issue 20 action in zh and en", () => {
    const items = AUDIT_ACTIONS.map((action, i) => ({ id: i + 1, at: "2026-11-27T08:00:00.000Z", actor: "demo_editor", action, target: "x", detail: {} }));
    const st = { list: { phase: "ready" as const, items, total: items.length, page: 1, error: null } };
    const zh = auditView(ctx("zh"), st).rows;
    expect(zh.find((r) => r.id === AUDIT_ACTIONS.indexOf("setting.change") + 1)!.action).toBe("修改设置");
    const en = auditView(ctx("en"), st).rows;
    expect(en.find((r) => r.id === AUDIT_ACTIONS.indexOf("setting.change") + 1)!.action).toBe("Changed settings");
    expect(en.find((r) => r.id === AUDIT_ACTIONS.indexOf("order.confirm") + 1)!.action).toBe("Confirmed a bank transfer");
    for (const r of [...zh, ...en]) expect(r.action, r.action).not.toMatch(/^[a-z]+\.[a-z_]+$/);
  });
});
