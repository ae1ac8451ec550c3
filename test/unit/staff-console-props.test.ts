/**
 * widgets/staff-console/staff-console.props.ts and its catalogues (issue 19
 * "A staff console"): attributes, what a guest, a member and a failed check
 * see, the tabs, the open submission (facts, previews on the API's origin,
 * IPTC/EXIF, similar photos on the site, the decision and each file's
 * "credit to" box only while undecided, problems at their fields (a
 * credit's at its file), the server's refusal), takedowns,
 * applications, members (one's own editor role cannot be taken), the audit
 * log (read only; the command line as actor), failures as the server's
 * message or the code's text — in zh and en; and every key the props ask
 * for is in both catalogues.
 */
import { describe, expect, it, vi } from "vitest";
import { AUDIT_ACTIONS, REVIEW_STATES, type SubmissionDto } from "../../common/staff.js";
import { PANELS, REVIEW_FILTERS } from "../../widgets/staff-console/staff-console.rules.js";
import {
  auditView,
  failureText,
  membersView,
  parseAttributes,
  problemText,
  reviewView,
  staffConsoleProps,
  submissionView,
  takedownsView,
  type StaffContext,
} from "../../widgets/staff-console/staff-console.props.js";
import { initialStaffState, type StaffState } from "../../widgets/staff-console/staff-console.store.js";
import type { StaffActions } from "../../widgets/staff-console/StaffConsoleView.js";
import { messages, t } from "../../widgets/staff-console/locale/index.js";
import { member, ME, story, submission } from "./staff-console-fake.js";

const ctx = (lang: "zh" | "en"): StaffContext => ({
  lang,
  rows: 20,
  fileOrigin: "https://api.pw.example",
  siteOrigin: null,
  loginHref: "/public_resource/public/html/login2.html?redirect=%2Fcn%2Fstaff%2Fconsole.html",
  timeZone: "UTC",
});
const on = new Proxy({}, { get: () => () => undefined }) as StaffActions;
const editor = (patch: Partial<StaffState> = {}): StaffState => ({ ...initialStaffState("review"), access: "editor", me: ME, ...patch });
const review = (sub: SubmissionDto | null, patch: Partial<StaffState["review"]> = {}): StaffState["review"] => ({
  ...initialStaffState("review").review,
  oid: sub?.oid ?? null,
  detail: sub,
  detailPhase: sub ? "ready" : "idle",
  ...patch,
});

describe("attributes", () => {
  it("panel and rows with defaults; a bad value warns and falls back", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(parseAttributes({})).toEqual({ panel: "review", rows: 20 });
    expect(parseAttributes({ panel: "audit", rows: "50" })).toEqual({ panel: "audit", rows: 50 });
    expect(parseAttributes({ panel: "nonsense", rows: "500" })).toEqual({ panel: "review", rows: 20 });
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe("who is here", () => {
  it("a guest gets the login link, a member 'editors only', a failed check a retry; an editor the tabs", () => {
    const g = staffConsoleProps(ctx("zh"), { ...initialStaffState("review"), access: "guest" }, on);
    expect(g.gate).toMatchObject({ kind: "guest", title: "请先登录", link: { href: ctx("zh").loginHref, label: "登录编辑账号" } });
    expect(g.review).toBeNull();
    const f = staffConsoleProps(ctx("en"), { ...initialStaffState("review"), access: "forbidden" }, on);
    expect(f.gate).toMatchObject({ kind: "forbidden", title: "Editors only", link: null });
    const e = staffConsoleProps(ctx("en"), { ...initialStaffState("review"), access: "error", accessError: { code: "998", msg: "", problems: [] } }, on);
    expect(e.gate).toMatchObject({ kind: "error", retryLabel: "Try again" });
    expect(e.gate!.title).toBe("The staff console could not open: Network error, please try again later");
    const ok = staffConsoleProps(ctx("zh"), editor({ panel: "audit" }), on);
    expect(ok.gate).toBeNull();
    expect(ok.editorLine).toBe("当前编辑：编辑小陈");
    expect(ok.tabs.map((x) => x.label)).toEqual(["审核队列", "撤稿", "投稿人申请", "摄影师认证", "会员管理", "设置", "下载包", "订单", "机构", "操作日志"]);
    // only the shown panel is built
    expect(ok.audit).not.toBeNull();
    expect(ok.review).toBeNull();
  });
});

describe("failures and problems", () => {
  it("the server's message first, else the code's text from the codes catalogue, else the code", () => {
    expect(failureText("zh", { code: "review_state", msg: "当前状态不能进行此操作", problems: [] })).toBe("当前状态不能进行此操作");
    expect(failureText("en", { code: "forbidden", msg: "", problems: [] })).toBe("You are not allowed to do this");
    expect(failureText("en", { code: "998", msg: "", problems: [] })).toBe("Network error, please try again later");
    expect(failureText("en", { code: "brand_new_code", msg: "", problems: [] })).toBe("brand_new_code");
    expect(failureText("en", null)).toBe("");
  });

  it("each field problem has its text, with its bound; an unknown one says its rule", () => {
    expect(problemText("zh", { field: "reason", rule: "required" })).toBe("请填写原因");
    expect(problemText("en", { field: "reason", rule: "maxLength" })).toBe("A reason can have at most 1000 characters");
    expect(problemText("en", { field: "days", rule: "maximum" })).toBe("At most 3660 days");
    expect(problemText("en", { field: "delta", rule: "maximum" })).toBe("At most 100000 photos at a time");
    expect(problemText("en", { field: "editor", rule: "self" })).toBe("You cannot take your own editor role");
    expect(problemText("en", { field: "x", rule: "weird" })).toBe("This is not valid (weird)");
  });
});

describe("the review panel", () => {
  it("lists submissions with who, when and state; the open one is selected", () => {
    const st = review(null, { list: { phase: "ready", items: [submission("a"), submission("b", "in_review")], total: 41, page: 2, error: null }, oid: "b", detailPhase: "loading" });
    const v = reviewView(ctx("en"), st);
    expect(v.items.map((x) => [x.title, x.byline, x.state, x.selected])).toEqual([
      ["Story a", "by 李摄影", "Submitted", false],
      ["Story b", "by 李摄影", "In review", true],
    ]);
    expect(v.items[0].when).toBe("20 Nov 2026, 08:00");
    expect(v.list.count).toBe("41 items");
    expect(v.list.pager).toMatchObject({ text: "Page 2 of 3", page: 2, pages: 3 });
    expect(v.filters.map((f) => f.value)).toEqual([...REVIEW_FILTERS]);
    expect(v.detail).toMatchObject({ oid: "b", phase: "loading", decision: null });
  });

  it("the open submission: facts, previews on the API's origin, IPTC/EXIF, similar photos, all editions offered", () => {
    const sub = submission("a", "in_review");
    sub.files[0].similar = [{ pcId: "pw000001", relationId: "r1", title: "Boats", htmlUrl: "/pw/culture/photo/articles/2026/01/01/pw000001.html", titleImage: "/img/pw000001.jpg", distance: 0 }, { pcId: "pw000002", relationId: "r2", title: "", htmlUrl: "/pw/culture/photo/articles/2026/01/02/pw000002.html", titleImage: null, distance: 4 }];
    const v = submissionView(ctx("zh"), review(sub))!;
    expect(v.heading).toBe("Story a");
    expect(v.state).toBe("审核中");
    expect(v.facts).toContainEqual({ term: "投稿人", value: "李摄影 (demo_contributor)" });
    expect(v.facts).toContainEqual({ term: "投稿人申请", value: "已批准" });
    expect(v.facts).toContainEqual({ term: "审核人", value: "demo_editor" });
    expect(v.facts).toContainEqual({ term: "类型", value: "单张图片" });
    const f = v.files[0];
    expect(f.heading).toBe("文件 1（照片）");
    expect(f.preview).toEqual({ src: "https://api.pw.example/api/staff/preview/rel-a", alt: "Boats" });
    expect(f.meta).toEqual([
      { term: "尺寸", value: "320 × 240 像素" },
      { term: "文件大小", value: "2 KB" },
      { term: "格式", value: "JPG" },
      { term: "图片说明", value: "Boats at dawn" },
      { term: "署名", value: "Li" },
      { term: "关键词", value: "sea" },
      { term: "拍摄日期", value: "2026-11-19" },
      { term: "色彩空间", value: "sRGB" },
    ]);
    expect(f.similar).toEqual([
      { key: "pw000001:r1", href: "/pw/culture/photo/articles/2026/01/01/pw000001.html", title: "Boats", match: "同一画面（可能尺寸或压缩不同）", image: "https://api.pw.example/img/pw000001.jpg" },
      { key: "pw000002:r2", href: "/pw/culture/photo/articles/2026/01/02/pw000002.html", title: "pw000002", match: "非常相似（差异 4/64）", image: null },
    ]);
    expect(v.decision!.editions).toEqual([
      { value: "zh", label: "中文版" },
      { value: "en", label: "英文版" },
      { value: "ann", label: "备用版" },
    ]);
  });

  it("links to the Photowire site when the page is another site's", () => {
    const sub = submission("a", "approved", { storyId: "pw000900", htmlUrl: "/pw/culture/photo/articles/2026/11/20/pw000900.html", editions: ["zh", "en"] });
    const v = submissionView({ ...ctx("en"), siteOrigin: "https://pw.example" }, review(sub))!;
    expect(v.storyLink).toEqual({ href: "https://pw.example/pw/culture/photo/articles/2026/11/20/pw000900.html", label: "View the published story (pw000900)" });
    expect(v.facts).toContainEqual({ term: "Editions", value: "Chinese edition, English edition" });
    // decided: no decision any more
    expect(v.decision).toBeNull();
  });

  it("a rejected one shows its reason; problems at their fields; the server's refusal as the alert", () => {
    const rejected = submissionView(ctx("en"), review(submission("a", "rejected", { reason: "Out of focus" })))!;
    expect(rejected.reason).toBe("Reason for rejection: Out of focus");
    const st = review(submission("b", "in_review"), {
      problems: [{ field: "reason", rule: "required" }],
      failure: { code: "contributor_not_approved", msg: "The contributor's application is not approved yet", problems: [] },
      busy: "approve",
    });
    const d = submissionView(ctx("en"), st)!.decision!;
    expect(d.reasonError).toBe("Enter a reason");
    expect(d.editionsError).toBe("");
    expect(d.alert).toBe("The contributor's application is not approved yet");
    expect(d.busy).toBe("approve");
  });

  it("each file of an undecided submission has its 'credit to' box with the contributor's byline; its problem (credits.<relationId>) at that file only", () => {
    const sub = submission("a", "in_review");
    sub.files = [sub.files[0], { ...sub.files[0], relationId: "rel-2", byline: "" }];
    const zhView = submissionView(ctx("zh"), review(sub))!;
    expect(zhView.files.map((f) => f.credit)).toEqual([
      { label: "署名给", hint: "可填写任何摄影师，包括已认证的摄影师（照片归入其主页），最多 200 个字；保留投稿人的署名则不变。", value: "李摄影", error: "" },
      { label: "署名给", hint: expect.any(String), value: "", error: "" },
    ]);
    const en = submissionView(ctx("en"), review(sub, { problems: [{ field: "credits.rel-2", rule: "maxLength" }] }))!;
    expect(en.files[0].credit).toMatchObject({ label: "Credit to", value: "李摄影", error: "" });
    expect(en.files[0].credit!.hint).toContain("a registered one included");
    expect(en.files[1].credit!.error).toBe("A name can have at most 200 characters");
    expect(en.decision!.editionsError).toBe("");
    expect(submissionView(ctx("en"), review(sub, { problems: [{ field: "credits.rel-a", rule: "notFound" }] }))!.files[0].credit!.error).toBe("This file is no longer in the submission");
    expect(problemText("zh", { field: "credits.rel-a", rule: "required" })).toBe("请填写摄影师姓名");
    expect(problemText("en", { field: "credits.rel-a", rule: "pattern" })).toBe("This is not valid (pattern)");
    // decided: no box
    expect(submissionView(ctx("en"), review(submission("b", "approved")))!.files[0].credit).toBeNull();
  });

  it("a failed detail says why", () => {
    const v = submissionView(ctx("en"), { ...review(null), oid: "x", detailPhase: "error", detailError: { code: "not_found", msg: "", problems: [] } })!;
    expect(v).toMatchObject({ phase: "error", error: "The requested resource does not exist" });
  });
});

describe("takedowns, members, audit", () => {
  it("a withdrawn story says when, by whom and why, and offers a restore named after it", () => {
    const st: StaffState["takedowns"] = {
      ...initialStaffState("takedowns").takedowns,
      list: { phase: "ready", items: [story("pw1"), story("pw2", { withdrawn: { at: "2026-11-21T09:30:00.000Z", by: "demo_editor", reason: "Rights dispute" } })], total: 2, page: 1, error: null },
      withdrawing: "pw1",
      problems: [{ field: "reason", rule: "required" }],
    };
    const v = takedownsView(ctx("en"), st);
    expect(v.items[0]).toMatchObject({ action: "withdraw", actionLabel: "Withdraw “Title pw1”", withdrawn: "" });
    expect(v.items[1]).toMatchObject({ action: "restore", actionLabel: "Restore “Title pw2”", withdrawn: "Withdrawn 21 Nov 2026, 09:30 by demo_editor: Rights dispute" });
    expect(v.items[1].facts).toContainEqual({ term: "Status", value: "Withdrawn" });
    expect(v.dialog).toEqual({ storyTitle: "Title pw1", reasonError: "Enter a reason", alert: "", busy: false });
    expect(v.list.empty).toBe("No stories");
  });

  it("the open member: quota, grants, roles; one's own editor role is disabled with the reason", () => {
    const me = member(ME.code, { editor: true, downloadQuota: 1, grants: [{ id: 3, label: "Xinhua", remaining: 2, total: 5, validFrom: "2026-11-01T00:00:00.000Z", validUntil: "2026-12-01T00:00:00.000Z", revokedAt: null, active: true }] });
    const st: StaffState["members"] = { ...initialStaffState("members").members, list: { phase: "ready", items: [me], total: 1, page: 1, error: null }, code: ME.code, member: me };
    const v = membersView(ctx("en"), st, ME.code);
    expect(v.items[0]).toMatchObject({ open: true, manageLabel: `Manage Name ${ME.code}` });
    const d = v.detail!;
    expect(d.facts).toContainEqual({ term: "Download quota", value: "1 photo" });
    expect(d.facts).toContainEqual({ term: "Roles", value: "Editor" });
    expect(d.grants[0]).toMatchObject({ label: "Xinhua", text: "2 of 5 photos left, 1 Nov 2026 to 1 Dec 2026", state: "Active", revocable: true, revokeLabel: "Revoke the grant to Xinhua" });
    expect(d.roles).toEqual([
      { role: "agent", label: "Agent", checked: false, disabled: false, hint: "Opens the agent console: answers readers" },
      { role: "editor", label: "Editor", checked: true, disabled: true, hint: "You cannot take your own editor role" },
    ]);
    const other = membersView(ctx("zh"), { ...st, code: "m2", member: member("m2", { editor: true }) }, ME.code).detail!;
    expect(other.roles[1]).toMatchObject({ checked: true, disabled: false });
  });

  it("the audit log: read only rows, the command line as actor, each action named", () => {
    const st: StaffState["audit"] = {
      list: {
        phase: "ready",
        items: [
          { id: 2, at: "2026-11-21T09:30:00.000Z", actor: "cli", action: "member.quota", target: "demo_member", detail: { delta: 5 } },
          { id: 1, at: "2026-11-21T09:00:00.000Z", actor: "demo_editor", action: "submission.approve", target: "demo_contributor_1", detail: { editions: ["zh", "en"] } },
        ],
        total: 2,
        page: 1,
        error: null,
      },
    };
    const v = auditView(ctx("zh"), st);
    expect(v.rows.map((r) => [r.actor, r.action, r.target])).toEqual([
      ["命令行", "调整额度", "demo_member"],
      ["demo_editor", "批准投稿", "demo_contributor_1"],
    ]);
    expect(v.rows[1].detail).toEqual([{ key: "editions", value: "zh, en" }]);
    expect(v.s.caption).toBe("操作日志（最新在前，只读）");
  });
});

describe("catalogues", () => {
  it("zh and en have the same keys, and every state, filter, panel and audit action has its text", () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.zh).sort());
    const keys = [
      ...REVIEW_STATES.map((s) => `state_${s}`),
      ...REVIEW_FILTERS.map((f) => `filter_${f}`),
      ...PANELS.map((p) => `tab_${p}`),
      ...AUDIT_ACTIONS.map((a) => `action_${a}`),
    ];
    for (const k of keys) expect(Object.prototype.hasOwnProperty.call(messages.zh, k), k).toBe(true);
    for (const k of ["approve_done", "reject_done", "changes_done", "contributor_approved", "contributor_rejected", "photographer_approved", "photographer_rejected", "role_agent_on", "role_agent_off", "role_editor_on", "role_editor_off"]) {
      expect(t.has(k), k).toBe(true);
    }
  });
});
