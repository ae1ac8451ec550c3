/**
 * Issue 19 in the member center (widgets/member-center), as a contributor
 * and a member see it: each story's review state and the editor's reason
 * in the uc1 lists (from guest/query_story), review events heard in
 * realtime on the uc1 pages (the row changes, the live region says it in
 * the page's language, the page is told; a story sent back for changes
 * moves to the drafts), the contributor application's notice, and the
 * download entitlements (quota and grants, active first, then the ended or
 * revoked ones) on the pages that list downloads.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GrantDto, ReviewEvent } from "../../common/staff.js";
import type { Member } from "../../common/types.js";
import { applicationNotice, entitlementsView, memberCenterProps, parseAttributes, reviewSaid, viewItem } from "../../widgets/member-center/member-center.props.js";
import { applyReview, dayOf, grantRows, isReviewEvent, reviewOf, toItem, type Page } from "../../widgets/member-center/member-center.rules.js";
import { createMemberCenterStore, type MemberCenterDeps, type MemberCenterStore } from "../../widgets/member-center/member-center.store.js";
import { commerceFake } from "./member-center-fake.js";

const CONTRIBUTOR: Member = {
  id: 1,
  name: "李摄影",
  mobile: "13800138001",
  email: "c@photowire.test",
  imgUrl: "",
  idCard: null,
  code: "demo_contributor",
  nature: 1,
  photographerId: null,
  photographerInfoObj: null,
  point: 0,
  ucMemberClass: { type: 0 },
  contributorStatus: 1,
};
const MEMBER: Member = { ...CONTRIBUTOR, id: 2, code: "demo_member", nature: 2 };

const doc = (oid: string, title: string, statusId: number, extra: Record<string, unknown> = {}) => ({ oid, title, statusId, status: statusId === 13 ? "submit" : "draft", modifyTime: "2026-11-20T08:00:00.000Z", ...extra });
const event = (oid: string, state: ReviewEvent["state"], extra: Partial<ReviewEvent> = {}): ReviewEvent => ({ type: "review", oid, state, reason: "", storyId: null, htmlUrl: null, ...extra });
const grant = (id: number, extra: Partial<GrantDto> = {}): GrantDto => ({
  id,
  label: `Org ${id}`,
  remaining: 5,
  total: 10,
  validFrom: "2026-01-01T00:00:00.000Z",
  validUntil: "2026-12-31T00:00:00.000Z",
  revokedAt: null,
  active: true,
  ...extra,
});

describe("review rules (issue 19)", () => {
  it("reads a draft's review state; only an approved story links to its page, any other to its view in uc1-new", () => {
    expect(reviewOf({ reviewState: "rejected", reviewReason: "Blurred" })).toEqual({ state: "rejected", reason: "Blurred" });
    expect(reviewOf({ reviewState: null })).toBeNull();
    expect(reviewOf({ reviewState: "published" })).toBeNull();
    const page = "/pw/news/photo/articles/2026/11/25/pw000123.html";
    expect(toItem("publish", doc("m_a", "A", 13, { reviewState: "approved", reviewReason: "", htmlUrl: page }), "zh")).toMatchObject({ href: page, review: { state: "approved", reason: "" } });
    expect(toItem("publish", doc("m_b", "B", 13, { reviewState: "in_review", reviewReason: "", htmlUrl: page }), "en").href).toBe("/public_resource/public/html/uc1-new.html?oid=m_b&lang=en");
    expect(toItem("publish", doc("m_c", "C", 13, { reviewState: "rejected", reviewReason: "Not news" }), "zh")).toMatchObject({ href: "/public_resource/public/html/uc1-new.html?oid=m_c", review: { state: "rejected", reason: "Not news" } });
    expect(toItem("draft", doc("m_d", "D", 0, { reviewState: "changes", reviewReason: "Add captions" }), "zh").review).toEqual({ state: "changes", reason: "Add captions" });
    expect(toItem("draft", doc("m_e", "E", 0, { reviewState: null, reviewReason: "" }), "zh").review).toBeNull();
  });

  it("tells a review event from anything else on the member's channel", () => {
    expect(isReviewEvent(event("m_a", "approved"))).toBe(true);
    expect(isReviewEvent({ type: "chat_message", oid: "m_a", state: "approved" })).toBe(false);
    expect(isReviewEvent({ type: "review", oid: "", state: "approved" })).toBe(false);
    expect(isReviewEvent({ type: "review", oid: "m_a", state: "deleted" })).toBe(false);
    expect(isReviewEvent({ type: "review", oid: "m_a", state: "rejected", reason: 5 })).toBe(false);
    expect(isReviewEvent(null)).toBe(false);
  });

  it("an event changes its row in place; changes moves it to the drafts; an unknown row asks for the list again", () => {
    const list = { items: [toItem("publish", doc("m_a", "A", 13, { reviewState: "in_review" }), "zh")], total: 1 };
    const approved = applyReview("publish", list, event("m_a", "approved", { htmlUrl: "/pw/a.html", storyId: "pw1" }));
    expect(approved.moved).toBe(false);
    expect(approved.list.items[0]).toMatchObject({ href: "/pw/a.html", review: { state: "approved", reason: "" } });
    expect(applyReview("publish", list, event("m_a", "approved", { htmlUrl: "javascript:alert(1)" })).list.items[0].href).toBe(list.items[0].href);
    expect(applyReview("publish", list, event("m_a", "changes", { reason: "Crop" }))).toMatchObject({ moved: true, list: { items: [{ review: { state: "changes", reason: "Crop" } }] } });
    expect(applyReview("publish", list, event("m_z", "rejected")).moved).toBe(true);
  });

  it("grants: active first, then the ended ones with why; dates as the member centre shows them", () => {
    const now = new Date("2026-06-01T00:00:00.000Z");
    const rows = grantRows(
      [
        grant(1),
        grant(2, { remaining: null, total: null, validUntil: null }),
        grant(3, { active: false, revokedAt: "2026-05-02T10:00:00.000Z" }),
        grant(4, { active: false, validUntil: "2026-03-01T00:00:00.000Z" }),
        grant(5, { active: false, remaining: 0 }),
        grant(6, { active: false, validFrom: "2026-07-01T00:00:00.000Z" }),
      ],
      now,
    );
    expect(rows.active.map((r) => r.id)).toEqual([1, 2]);
    expect(rows.past.map((r) => [r.id, r.why])).toEqual([
      [3, "revoked"],
      [4, "expired"],
      [5, "used"],
      [6, "pending"],
    ]);
    expect(rows.past[0].revoked).toBe(dayOf("2026-05-02T10:00:00.000Z"));
    expect(dayOf("2026-05-02T10:00:00.000Z")).toMatch(/^2026-05-0[23]$/);
    expect(dayOf(null)).toBe("");
    expect(dayOf("not a date")).toBe("");
  });
});

describe("review and entitlements in words (zh, en)", () => {
  it("a row's state and reason; the live region's sentence", () => {
    const it1 = toItem("publish", doc("m_c", "Harbour", 13, { reviewState: "rejected", reviewReason: "Out of focus" }), "en");
    expect(viewItem("en", it1).review).toEqual({ state: "rejected", status: "Rejected", reason: "Reason: Out of focus" });
    expect(viewItem("zh", it1).review).toEqual({ state: "rejected", status: "未通过", reason: "原因：Out of focus" });
    expect(viewItem("zh", toItem("draft", doc("m_e", "E", 0), "zh"))).toMatchObject({ note: "草稿", review: null });
    expect(reviewSaid("en", { state: "approved", reason: "", title: "Harbour", seq: 1 })).toBe("“Harbour” was approved and is now published.");
    expect(reviewSaid("zh", { state: "changes", reason: "请补充图片说明", title: "", seq: 2 })).toBe("您的稿件需要修改后才能发布，请编辑后重新提交。原因：请补充图片说明");
    expect(reviewSaid("zh", { state: "rejected", reason: "", title: "渔港", seq: 3 })).toBe("《渔港》未通过审核。");
  });

  it("the application notice while applied and when rejected, none once approved or when the field is absent", () => {
    expect(applicationNotice("en", 0)).toEqual({ tone: "info", text: expect.stringContaining("awaiting approval by the agency's editors") });
    expect(applicationNotice("zh", 0)?.text).toContain("审核通过前不会发布任何内容");
    expect(applicationNotice("en", 2)).toMatchObject({ tone: "warning" });
    expect(applicationNotice("en", 1)).toBeNull();
    expect(applicationNotice("en", undefined)).toBeNull();
  });

  it("the entitlements: quota with English plurals, counted and open grants, past ones with why", () => {
    const now = new Date("2026-06-01T00:00:00.000Z");
    const v = entitlementsView("en", { quota: 1, grants: [grant(1), grant(2, { remaining: null, total: null, validUntil: null }), grant(3, { active: false, revokedAt: "2026-05-02T10:00:00.000Z" })] }, now);
    expect(v.quota).toBe("Download quota left: 1 photo");
    expect(v.active.map((g) => g.amount)).toEqual(["5 of 10 photos left", "No photo limit"]);
    expect(v.active[1].period).toBe(`From ${dayOf("2026-01-01T00:00:00.000Z")}`);
    expect(v.past[0].why).toBe(`Revoked on ${dayOf("2026-05-02T10:00:00.000Z")}`);
    const zh = entitlementsView("zh", { quota: null, grants: [] }, now);
    expect(zh).toMatchObject({ quota: "", active: [], past: [], noneText: "暂无有效的下载授权" });
  });
});

/** Deps over in-memory drafts, with a realtime channel the test drives. */
function fakeDeps(opts: { member?: Member; pathname: string; search?: string; drafts?: Record<string, unknown>[]; grants?: GrantDto[] | Error; quota?: number | Error }) {
  const calls: string[] = [];
  const reviews: ReviewEvent[] = [];
  const channel = { opened: [] as string[], closed: 0, event: (_d: unknown) => {}, reconnect: () => {} };
  let drafts = opts.drafts ?? [];
  const deps: MemberCenterDeps = {
    getMember: async () => opts.member ?? CONTRIBUTOR,
    setMember: () => {},
    async searchStore(store, page, rows) {
      calls.push(`search ${store} ${page} ${rows}`);
      return { page_data: [], total_count: 0 };
    },
    async queryStories(status, page, rows) {
      calls.push(`query_story ${status} ${page} ${rows}`);
      const docs = drafts.filter((d) => (d.statusId === 13) === (status === "submit"));
      return { page_data: docs, total_count: docs.length };
    },
    reviewChannel(m, on) {
      channel.opened.push(`${m.code}/${m.nature}`);
      channel.event = on.event;
      channel.reconnect = on.reconnect;
      return () => void channel.closed++;
    },
    onReview: (ev) => reviews.push(ev),
    ...commerceFake().deps, // issue 20: no organisation, no order
    async downloadQuota() {
      calls.push("quota");
      if (opts.quota instanceof Error) throw opts.quota;
      return opts.quota ?? 7;
    },
    async grants() {
      calls.push("grants");
      if (opts.grants instanceof Error) throw opts.grants;
      return opts.grants ?? [];
    },
    deleteRecord: async () => {},
    fetchRecords: async () => ({ list: [], total: 0 }),
    memberClass: async () => "",
    uploadAvatar: async () => "",
    location: () => ({ pathname: opts.pathname, search: opts.search ?? "" }),
    setTabQuery: () => {},
    isMobile: () => false,
    hasFilledInput: () => false,
    onRedirect: () => true,
    onBack: () => true,
    navigate: () => {},
    goBack: () => true,
  };
  return { deps, calls, reviews, channel, setDrafts: (d: Record<string, unknown>[]) => (drafts = d) };
}

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

const props = (store: MemberCenterStore, page: Page, lang: "zh" | "en" = "zh") => memberCenterProps(lang, parseAttributes({ page }), store.getState(), store.edition, store, "t", new Date("2026-06-01T00:00:00.000Z"));

describe("member-center store: review events in realtime (issue 19)", () => {
  const UPLOAD = "/public_resource/public/html/uc1-upload.html";

  it("uc1: listens on the member's room; an event changes the row, the live region says it, the page is told", async () => {
    const f = fakeDeps({ pathname: UPLOAD, search: "?tab=publish", drafts: [doc("m_a", "Harbour", 13, { reviewState: "in_review", reviewReason: "" })] });
    const store = await started("uc1-upload", f.deps, "en");
    expect(f.channel.opened).toEqual(["demo_contributor/1"]);
    expect(props(store, "uc1-upload", "en").reviewStatus).toBe("");
    expect(props(store, "uc1-upload", "en").list?.items[0].review?.status).toBe("In review");
    f.channel.event({ type: "chat_message", message: {} });
    expect(store.getState().reviewNotice).toBeNull();
    f.channel.event(event("m_a", "approved", { storyId: "pw9", htmlUrl: "/pw/news/photo/articles/pw9.html" }));
    const p = props(store, "uc1-upload", "en");
    expect(p.list?.items[0]).toMatchObject({ href: "/pw/news/photo/articles/pw9.html", review: { status: "Approved and published" } });
    expect(p.reviewStatus).toBe("“Harbour” was approved and is now published.");
    expect(f.reviews.map((e) => e.state)).toEqual(["approved"]);
    expect(f.calls).toEqual(["query_story submit 1 10"]);
  });

  it("a request for changes moves the story to the drafts: the list is read again; so after a reconnection", async () => {
    const f = fakeDeps({ pathname: UPLOAD, search: "?tab=publish", drafts: [doc("m_a", "Harbour", 13, { reviewState: "in_review", reviewReason: "" })] });
    const store = await started("uc1-upload", f.deps, "zh");
    f.setDrafts([doc("m_a", "Harbour", 0, { reviewState: "changes", reviewReason: "请裁剪" })]);
    f.channel.event(event("m_a", "changes", { reason: "请裁剪" }));
    expect(props(store, "uc1-upload").reviewStatus).toBe("《Harbour》需要修改后才能发布，请编辑后重新提交。原因：请裁剪");
    await settle();
    expect(store.getState().list?.items).toEqual([]);
    f.channel.reconnect();
    await settle();
    expect(f.calls).toEqual(["query_story submit 1 10", "query_story submit 1 10", "query_story submit 1 10"]);
    store.selectTab("draft");
    await settle();
    expect(props(store, "uc1-upload").list?.items[0].review).toEqual({ state: "changes", status: "需要修改", reason: "原因：请裁剪" });
  });

  it("every uc1 page listens (the announcement shows there); uc2 pages do not; stopping closes the channel", async () => {
    const f = fakeDeps({ pathname: "/public_resource/public/html/uc1-new.html" });
    const store = await started("uc1-new", f.deps);
    f.channel.event(event("m_x", "rejected", { reason: "重复" }));
    expect(props(store, "uc1-new").reviewStatus).toBe("您的稿件未通过审核。原因：重复");
    expect(f.calls).toEqual([]);
    stop!();
    stop = null;
    expect(f.channel.closed).toBe(1);
    f.channel.event(event("m_x", "approved"));
    expect(store.getState().reviewNotice?.state).toBe("rejected");
    const g = fakeDeps({ member: MEMBER, pathname: "/public_resource/public/html/uc2-like.html" });
    const s2 = await started("uc2-like", g.deps);
    expect(g.channel.opened).toEqual([]);
    expect(props(s2, "uc2-like").reviewStatus).toBeNull();
    expect(props(s2, "uc2-like").notice).toBeNull();
  });

  it("the application notice on uc1 pages while applied", async () => {
    const f = fakeDeps({ member: { ...CONTRIBUTOR, contributorStatus: 0 }, pathname: "/public_resource/public/html/uc1-index.html" });
    const store = await started("uc1-index", f.deps, "en");
    expect(props(store, "uc1-index", "en").notice?.text).toMatch(/awaiting approval .* nothing is published until then/);
  });
});

describe("member-center store: download entitlements (issue 19)", () => {
  it("uc2-download: the quota and the grants, active first, then the ended ones", async () => {
    const f = fakeDeps({ member: MEMBER, pathname: "/public_resource/public/html/uc2-download.html", quota: 3, grants: [grant(1), grant(2, { active: false, revokedAt: "2026-05-02T10:00:00.000Z" })] });
    const store = await started("uc2-download", f.deps);
    const e = props(store, "uc2-download").entitlements!;
    expect(e.quota).toBe("剩余下载额度：3 张");
    expect(e.active.map((g) => g.label)).toEqual(["Org 1"]);
    expect(e.past.map((g) => g.label)).toEqual(["Org 2"]);
    expect(f.calls).toContain("grants");
  });

  it("uc1-like?tab=download too; not the favourites of uc2-like", async () => {
    const f = fakeDeps({ pathname: "/public_resource/public/html/uc1-like.html", search: "?tab=download", grants: [grant(1)] });
    const store = await started("uc1-like", f.deps, "en");
    expect(props(store, "uc1-like", "en").entitlements?.active[0].amount).toBe("5 of 10 photos left");
    const g = fakeDeps({ member: MEMBER, pathname: "/public_resource/public/html/uc2-like.html" });
    const s2 = await started("uc2-like", g.deps);
    expect(g.calls).not.toContain("grants");
    expect(props(s2, "uc2-like").entitlements).toBeUndefined();
  });

  it("one call failing shows what the other answered (logged); both failing shows nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const f = fakeDeps({ member: MEMBER, pathname: "/public_resource/public/html/uc2-download.html", grants: new Error("down") });
    const store = await started("uc2-download", f.deps);
    expect(store.getState().entitlements).toEqual({ quota: 7, grants: [] });
    expect(warn).toHaveBeenCalledWith("[photowire] failed to get the download entitlements", expect.any(Error));
    const g = fakeDeps({ member: MEMBER, pathname: "/public_resource/public/html/uc2-download.html", grants: new Error("down"), quota: new Error("down") });
    const s2 = await started("uc2-download", g.deps);
    expect(s2.getState().entitlements).toBeNull();
    expect(props(s2, "uc2-download").entitlements).toBeUndefined();
  });
});
