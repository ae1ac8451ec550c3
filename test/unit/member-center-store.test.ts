/**
 * The member-center store (widgets/member-center/member-center.store.ts)
 * with injected calls, session and page: who is here (a guest to the login
 * page, the other nature to their own center, both announced and
 * cancelable), tabs and `?tab=`, the fee_record tab list, paging, removal,
 * a list that fails (SPEC §8: logged "failed to get list", nothing shown),
 * the avatar, and the back button (style_1).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiCallError } from "../../widgets/core/api.js";
import type { Member } from "../../common/types.js";
import type { Page, TabId } from "../../widgets/member-center/member-center.rules.js";
import { createMemberCenterStore, type MemberCenterDeps, type MemberCenterStore } from "../../widgets/member-center/member-center.store.js";
import { commerceFake } from "./member-center-fake.js";

const CONTRIBUTOR: Member = {
  id: 1,
  name: "演示投稿人",
  mobile: "13800008001",
  email: "c@photowire.test",
  imgUrl: "/public_resource/public/img/default-avatar.svg",
  idCard: null,
  code: "demo_contributor",
  nature: 1,
  photographerId: 1,
  photographerInfoObj: null,
  point: 100,
  ucMemberClass: { type: 1 },
};
const MEMBER: Member = { ...CONTRIBUTOR, id: 2, code: "demo_member", nature: 2, photographerId: null, ucMemberClass: { type: 0 } };

const like = (n: number) => ({ id: `demo_member_s_r${n}`, title: `Story ${n}`, htmlUrl: `/pw/a/photo/articles/${n}.html`, thumbsUpTime: "2026-03-01T08:00:00.000Z" });

/** Deps over an in-memory store of records; every call is recorded. */
function fakeDeps(opts: { member?: Member | null; pathname?: string; search?: string; records?: Record<string, Record<string, unknown>[]>; filled?: boolean } = {}) {
  const records: Record<string, Record<string, unknown>[]> = opts.records ?? {};
  const calls: string[] = [];
  const navigated: string[] = [];
  const redirects: unknown[] = [];
  const backs: unknown[] = [];
  const tabQuery: string[] = [];
  let memberListener: ((m: Member | null) => void) | null = null;
  const deps: MemberCenterDeps & { preventRedirect: boolean; preventBack: boolean; history: number; failList: boolean; failDelete: boolean; filled: boolean } = {
    preventRedirect: false,
    preventBack: false,
    history: 2,
    failList: false,
    failDelete: false,
    filled: opts.filled ?? false,
    getMember: async () => (opts.member === undefined ? MEMBER : opts.member),
    onMemberChange(fn) {
      memberListener = fn;
      return () => (memberListener = null);
    },
    setMember: (m) => memberListener?.(m),
    async searchStore(store, page, rows) {
      calls.push(`search ${store} ${page} ${rows}`);
      if (deps.failList) throw new ApiCallError("998", "network");
      const docs = records[store] ?? [];
      return { page_data: docs.slice((page - 1) * rows, page * rows), total_count: docs.length };
    },
    async queryStories(status, page, rows) {
      calls.push(`query_story ${status} ${page} ${rows}`);
      if (deps.failList) throw new ApiCallError("998", "network");
      const docs = (records.contribution ?? []).filter((d) => (d.statusId === 13) === (status === "submit"));
      return { page_data: docs.slice((page - 1) * rows, page * rows), total_count: docs.length };
    },
    reviewChannel: () => () => {},
    ...commerceFake().deps, // issue 20: no organisation, no order
    downloadQuota: async () => 20,
    grants: async () => [],
    async deleteRecord(store, oid) {
      calls.push(`delete ${store} ${oid}`);
      if (deps.failDelete) throw new ApiCallError("invalid_param", "参数错误");
      const docs = records[store] ?? [];
      records[store] = docs.filter((d) => d.id !== oid && d.key !== oid && d.oid !== oid);
    },
    async fetchRecords(tab, page, rows) {
      calls.push(`records ${tab} ${page} ${rows}`);
      if (deps.failList) throw new ApiCallError("998", "network");
      const list = records[tab] ?? [];
      return { list: list.slice((page - 1) * rows, page * rows), total: list.length };
    },
    memberClass: async (type) => (type === 1 ? "签约摄影师" : "普通会员"),
    uploadAvatar: async () => "/api/guest/avatar/new.webp",
    location: () => ({ pathname: opts.pathname ?? "/public_resource/public/html/uc2-like.html", search: opts.search ?? "" }),
    setTabQuery: (tab) => tabQuery.push(tab),
    isMobile: () => false,
    hasFilledInput: () => deps.filled,
    onRedirect(detail) {
      redirects.push(detail);
      return !deps.preventRedirect;
    },
    onBack(detail) {
      backs.push(detail);
      return !deps.preventBack;
    },
    navigate: (url) => navigated.push(url),
    goBack: () => deps.history > 1,
  };
  return { deps, calls, navigated, redirects, backs, tabQuery, records };
}

/** Lets every pending promise of the store settle. */
const settle = () => new Promise((r) => setTimeout(r, 0));

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
});

async function started(page: Page, deps: MemberCenterDeps, lang: "zh" | "en" = "zh"): Promise<MemberCenterStore> {
  const store = createMemberCenterStore(deps, { page, lang });
  stop = store.start();
  await settle();
  return store;
}

describe("member-center store: who is here (SPEC §2, §6)", () => {
  it("sends a guest to the login page with the page as redirect, announced first", async () => {
    const f = fakeDeps({ member: null, pathname: "/public_resource/public/html/uc2-index.html", search: "?tab=fee_record" });
    const store = await started("uc2-index", f.deps);
    const to = "/public_resource/public/html/login2.html?redirect=%2Fpublic_resource%2Fpublic%2Fhtml%2Fuc2-index.html%3Ftab%3Dfee_record";
    expect(f.redirects).toEqual([{ to, reason: "guest" }]);
    expect(f.navigated).toEqual([to]);
    expect(store.getState().member).toBeNull();
    expect(f.calls).toEqual([]);
  });

  it("sends a member of the other nature to the same kind of page of their center, in their edition", async () => {
    const f = fakeDeps({ member: MEMBER, pathname: "/ann/public_resource/public/html/uc1-like.html" });
    await started("uc1-like", f.deps);
    expect(f.redirects).toEqual([{ to: "/ann/public_resource/public/html/uc2-like.html", reason: "nature" }]);
    expect(f.navigated).toEqual(["/ann/public_resource/public/html/uc2-like.html"]);
    const g = fakeDeps({ member: CONTRIBUTOR, pathname: "/public_resource/public/html/uc2-download.html", search: "?lang=en" });
    await started("uc2-download", g.deps);
    expect(g.navigated).toEqual(["/public_resource/public/html/uc1-index.html?lang=en"]);
    expect(g.calls).toEqual([]);
  });

  it("a prevented redirect event keeps the page (the host handles it)", async () => {
    const f = fakeDeps({ member: null });
    f.deps.preventRedirect = true;
    const store = await started("uc2-like", f.deps);
    expect(f.redirects).toHaveLength(1);
    expect(f.navigated).toEqual([]);
    expect(store.getState().member).toBeNull();
  });

  it("a member of the right nature gets the class name and the first tab's list", async () => {
    const f = fakeDeps({ member: MEMBER, records: { ss_thumps_up: [like(1), like(2)] } });
    const store = await started("uc2-like", f.deps);
    const s = store.getState();
    expect(s.member?.code).toBe("demo_member");
    expect(s.className).toBe("普通会员");
    expect(s.tabs).toEqual(["like", "collect"]);
    expect(s.tab).toBe("like");
    expect(s.list?.items.map((i) => i.title)).toEqual(["Story 1", "Story 2"]);
    expect(s.listLoading).toBe(false);
    expect(f.calls).toEqual(["search ss_thumps_up 1 10"]);
  });

  it("logging out on the page empties it; a new member of the nature reloads", async () => {
    const f = fakeDeps({ member: MEMBER });
    const store = await started("uc2-like", f.deps);
    f.deps.setMember({ ...CONTRIBUTOR });
    expect(store.getState().member).toBeNull();
    f.deps.setMember({ ...MEMBER, id: 9 });
    await settle();
    expect(store.getState().member?.id).toBe(9);
    expect(f.calls).toEqual(["search ss_thumps_up 1 10", "search ss_thumps_up 1 10"]);
  });
});

describe("member-center store: tabs and lists", () => {
  it("takes the tab from ?tab=, writes a new one back and loads its list", async () => {
    const f = fakeDeps({ search: "?tab=collect", records: { collection: [{ key: "k1", story_title: "Collected" }] } });
    const store = await started("uc2-like", f.deps);
    expect(store.getState().tab).toBe("collect");
    expect(store.getState().list?.items[0]).toMatchObject({ oid: "k1", title: "Collected" });
    store.selectTab("like");
    expect(f.tabQuery).toEqual(["like"]);
    expect(store.getState()).toMatchObject({ tab: "like", list: null, listLoading: true, listPage: 1 });
    await settle();
    expect(store.getState().list).toEqual({ items: [], total: 0 });
    store.selectTab("download" as TabId);
    expect(store.getState().tab).toBe("like");
  });

  it("form tabs of the home page load no list", async () => {
    const f = fakeDeps({ pathname: "/public_resource/public/html/uc2-index.html" });
    const store = await started("uc2-index", f.deps);
    expect(store.getState().tabs).toEqual(["profile", "password", "certificate", "bank", "bindings"]);
    store.selectTab("password");
    // a tab with a list starts loading it within selectTab (listLoading, its call made): a form tab does neither
    expect(store.getState()).toMatchObject({ tab: "password", list: null, listLoading: false });
    expect(f.calls).toEqual([]);
  });

  it("tab=fee_record: the records' tab list, fee then point records from their calls", async () => {
    const f = fakeDeps({
      search: "?tab=fee_record",
      records: {
        fee_record: [],
        point_record: [{ id: 1, title: "开户赠送积分", amount: "+30", value: 30, htmlUrl: null, createTime: "2026-01-05T02:00:00.000Z" }],
      },
    });
    const store = await started("uc2-index", f.deps);
    expect(store.getState().tabs).toEqual(["fee_record", "point_record"]);
    expect(store.getState().tab).toBe("fee_record");
    expect(store.getState().list).toEqual({ items: [], total: 0 });
    store.selectTab("point_record");
    await settle();
    expect(store.getState().tabs).toEqual(["fee_record", "point_record"]);
    expect(store.getState().list?.items).toEqual([{ oid: "1", title: "开户赠送积分", href: null, image: null, date: "2026-01-05", note: "+30" }]);
    expect(f.calls).toEqual(["records fee_record 1 10", "records point_record 1 10"]);
  });

  it("pages 10 a page, clamped to the pages there are", async () => {
    const docs = Array.from({ length: 12 }, (_, i) => ({ oid: `demo_member_dl-${i + 1}`, title: `下载 ${i + 1}` }));
    const f = fakeDeps({ records: { ss_download: docs } });
    const store = await started("uc2-download", f.deps);
    expect(store.getState().list?.items).toHaveLength(10);
    expect(store.getState().list?.total).toBe(12);
    store.goPage(2);
    expect(store.getState().listPage).toBe(2);
    await settle();
    expect(store.getState().list?.items.map((i) => i.title)).toEqual(["下载 11", "下载 12"]);
    store.goPage(5);
    store.goPage(0);
    await settle();
    expect(store.getState().listPage).toBe(1);
    expect(f.calls).toEqual(["search ss_download 1 10", "search ss_download 2 10", "search ss_download 1 10"]);
  });

  it("the contributor's stories come from query_story, submitted (status submit) and drafts (status draft), paged by the server", async () => {
    const f = fakeDeps({
      member: CONTRIBUTOR,
      search: "?tab=publish",
      records: { contribution: [{ oid: "a", title: "Sent", statusId: 13 }, { oid: "b", title: "Draft", statusId: 1 }] },
    });
    const store = await started("uc1-upload", f.deps);
    expect(store.getState().list?.items.map((i) => [i.title, i.note])).toEqual([["Sent", "submitted"]]);
    store.selectTab("draft");
    await settle();
    expect(store.getState().list?.items.map((i) => [i.title, i.note])).toEqual([["Draft", "draft"]]);
    expect(f.calls).toEqual(["query_story submit 1 10", "query_story draft 1 10"]);
  });

  it("a list that fails is logged 'failed to get list' and nothing is shown (SPEC §8)", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const f = fakeDeps({ records: { ss_thumps_up: [like(1)] } });
    f.deps.failList = true;
    const store = await started("uc2-like", f.deps);
    expect(store.getState()).toMatchObject({ list: null, listLoading: false, listAlert: "" });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain("failed to get list");
  });

  it("an answer that arrives after another tab was chosen is dropped", async () => {
    const f = fakeDeps({ records: { ss_thumps_up: [like(1)], collection: [{ key: "k", story_title: "C" }] } });
    const store = createMemberCenterStore(f.deps, { page: "uc2-like", lang: "zh" });
    stop = store.start();
    await Promise.resolve();
    store.selectTab("collect");
    await settle();
    expect(store.getState().tab).toBe("collect");
    expect(store.getState().list?.items.map((i) => i.title)).toEqual(["C"]);
  });
});

describe("member-center store: removal", () => {
  it("removes a row and reloads; the last row of a page shows the page before", async () => {
    const docs = Array.from({ length: 11 }, (_, i) => like(i + 1));
    const f = fakeDeps({ records: { ss_thumps_up: docs } });
    const store = await started("uc2-like", f.deps);
    store.goPage(2);
    await settle();
    expect(store.getState().list?.items.map((i) => i.oid)).toEqual(["demo_member_s_r11"]);
    await store.remove("demo_member_s_r11");
    expect(store.getState().listPage).toBe(1);
    expect(store.getState().list?.total).toBe(10);
    expect(store.getState().list?.items).toHaveLength(10);
    await store.remove("demo_member_s_r1");
    expect(store.getState().list?.total).toBe(9);
    expect(store.getState().list?.items.map((i) => i.oid)).not.toContain("demo_member_s_r1");
    expect(f.calls.filter((c) => c.startsWith("delete"))).toEqual(["delete ss_thumps_up demo_member_s_r11", "delete ss_thumps_up demo_member_s_r1"]);
  });

  it("a refused removal shows the server's message and keeps the rows; a network failure api_tools_1", async () => {
    const f = fakeDeps({ records: { ss_thumps_up: [like(1)] } });
    const store = await started("uc2-like", f.deps);
    f.deps.failDelete = true;
    await store.remove("demo_member_s_r1");
    expect(store.getState().listAlert).toBe("参数错误");
    expect(store.getState().list?.items).toHaveLength(1);
    f.deps.deleteRecord = async () => {
      throw new TypeError("fetch failed");
    };
    await store.remove("demo_member_s_r1");
    expect(store.getState().listAlert).toBe("网络异常，请稍后重试");
  });
});

describe("member-center store: avatar", () => {
  it("uploads, updates the member for the page and says so; a refusal shows its message", async () => {
    const f = fakeDeps({ pathname: "/public_resource/public/html/uc2-index.html" });
    const store = await started("uc2-index", f.deps);
    await store.uploadAvatar(new Blob(["x"]));
    expect(store.getState()).toMatchObject({ avatarBusy: false, avatarStatus: "头像已更新", avatarAlert: "" });
    expect(store.getState().member?.imgUrl).toBe("/api/guest/avatar/new.webp");
    f.deps.uploadAvatar = async () => {
      throw new ApiCallError("Q_TYPE_DENIED", "文件类型不允许");
    };
    await store.uploadAvatar(new Blob(["x"]));
    expect(store.getState()).toMatchObject({ avatarBusy: false, avatarStatus: "", avatarAlert: "文件类型不允许" });
  });
});

describe("member-center store: the back button (SPEC §2, §8 style_1)", () => {
  it("leaves at once when nothing is filled: announced, then history back, else the edition's home", async () => {
    const f = fakeDeps({ pathname: "/public_resource/public/html/uc2-like.html", search: "?lang=en" });
    const store = await started("uc2-like", f.deps);
    store.back();
    expect(f.backs).toEqual([{ confirmed: false }]);
    expect(f.navigated).toEqual([]);
    f.deps.history = 1;
    store.back();
    expect(f.navigated).toEqual(["/en/index.html"]);
    f.deps.preventBack = true;
    store.back();
    expect(f.navigated).toHaveLength(1);
  });

  it("asks when an input is filled; stay closes, leave goes with confirmed: true", async () => {
    const f = fakeDeps({ filled: true });
    const store = await started("uc2-like", f.deps);
    store.back();
    expect(store.getState().confirming).toBe(true);
    expect(f.backs).toEqual([]);
    store.cancelLeave();
    expect(store.getState().confirming).toBe(false);
    store.back();
    store.confirmLeave();
    expect(store.getState().confirming).toBe(false);
    expect(f.backs).toEqual([{ confirmed: true }]);
  });
});
