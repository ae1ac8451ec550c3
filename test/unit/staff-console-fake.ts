/**
 * A fake of the staff calls (common/staff.ts, widgets/staff-console
 * StaffApi) over in-memory submissions, stories, members, photographers and
 * an audit log, answering as the contract says the server does (review
 * states, contributor_not_approved, credits only for the submission's files,
 * the quota never below 0, an editor
 * cannot take their own editor role, every action audited), for the staff
 * console's store tests. A call can be held (`hold(name)`) to answer later,
 * so a test can change what is shown meanwhile.
 */
import type { Edition } from "../../common/edition.js";
import type {
  AuditEntryDto,
  StaffMemberDto,
  StaffPageDto,
  StaffPhotographerDto,
  StaffStoryDto,
  SubmissionDto,
} from "../../common/staff.js";
import type { StaffApi } from "../../widgets/staff-console/staff-console.store.js";

/** A failed call as the api client rejects (ApiCallError's fields). */
export class ApiErr extends Error {
  constructor(
    public code: string,
    public msg = "",
    public body?: unknown,
  ) {
    super(code);
  }
}

export const ME = { code: "demo_editor", name: "编辑小陈" };
export const T0 = "2026-11-20T08:00:00.000Z";

/** A submission of `member` in `state`, with one photo file. */
export function submission(oid: string, state: SubmissionDto["state"] = "submitted", extra: Partial<SubmissionDto> = {}): SubmissionDto {
  return {
    oid,
    state,
    reason: "",
    editions: [],
    submittedAt: T0,
    updatedAt: T0,
    storyId: null,
    htmlUrl: null,
    member: { code: "demo_contributor", name: "李摄影", contributorStatus: 1 },
    reviewer: state === "submitted" ? null : ME.code,
    title: `Story ${oid}`,
    description: "Harbour at dawn",
    keywords: ["harbour"],
    subjectCode: "culture",
    type: "image",
    shootingDate: "2026-11-19",
    files: [
      {
        relationId: `rel-${oid}`,
        mediaType: 3,
        caption: "Boats",
        byline: "李摄影",
        keywords: ["boats"],
        previewUrl: `/api/staff/preview/rel-${oid}`,
        meta: { width: 320, height: 240, size: 2048, fileExt: "jpg", caption: "Boats at dawn", byline: "Li", keywords: ["sea"], shootingDate: "2026-11-19", colorSp: "sRGB" },
        similar: [],
      },
    ],
    ...extra,
  };
}

export function member(code: string, extra: Partial<StaffMemberDto> = {}): StaffMemberDto {
  return {
    code,
    name: `Name ${code}`,
    email: `${code}@example.test`,
    nature: 2,
    contributorStatus: 1,
    agent: false,
    editor: false,
    downloadQuota: 5,
    grants: [],
    createdAt: T0,
    ...extra,
  };
}

export function story(pcId: string, extra: Partial<StaffStoryDto> = {}): StaffStoryDto {
  return { pcId, title: `Title ${pcId}`, type: "image", htmlUrl: `/pw/culture/photo/articles/2026/11/20/${pcId}.html`, status: "online", publishTime: T0, withdrawn: null, ...extra };
}

const page = <T>(all: T[], p: number, rows: number): StaffPageDto<T> => ({ page_data: all.slice((p - 1) * rows, p * rows), total_count: all.length });

/** The fake server; `api` is what the store takes. */
export function fakeStaff() {
  const s = {
    access: "editor" as "editor" | "guest" | "forbidden" | "down",
    submissions: [] as SubmissionDto[],
    stories: [] as StaffStoryDto[],
    members: [] as StaffMemberDto[],
    photographers: [] as StaffPhotographerDto[],
    audit: [] as AuditEntryDto[],
    calls: [] as { name: string; args: unknown[] }[],
    /** held calls by name: the call waits until `release(name)` */
    held: new Map<string, { release: () => void; promise: Promise<void> }>(),
    hold(name: string) {
      let release!: () => void;
      const promise = new Promise<void>((r) => (release = r));
      s.held.set(name, { release, promise });
    },
    release(name: string) {
      s.held.get(name)?.release();
      s.held.delete(name);
    },
    count: (name: string) => s.calls.filter((c) => c.name === name).length,
    find(oid: string) {
      const x = s.submissions.find((y) => y.oid === oid);
      if (!x) throw new ApiErr("not_found");
      return x;
    },
    memberOf(code: string) {
      const x = s.members.find((y) => y.code === code);
      if (!x) throw new ApiErr("not_found");
      return x;
    },
    log(action: AuditEntryDto["action"], target: string, detail: Record<string, unknown> = {}) {
      s.audit.unshift({ id: s.audit.length + 1, at: T0, actor: ME.code, action, target, detail });
    },
  };
  /** Records the call, waits while it is held, refuses a non-editor. */
  const enter = async (name: string, ...args: unknown[]) => {
    s.calls.push({ name, args });
    const h = s.held.get(name);
    if (h) await h.promise;
    if (s.access === "guest") throw new ApiErr("access_denied", "请先登录");
    if (s.access === "forbidden") throw new ApiErr("forbidden", "");
    if (s.access === "down") throw new ApiErr("998", "网络错误");
  };
  const listed = (x: SubmissionDto) => ({ ...x, files: [] });
  const decide = (oid: string, state: SubmissionDto["state"], patch: Partial<SubmissionDto>, detail: Record<string, unknown> = {}) => {
    const x = s.find(oid);
    if (x.state !== "submitted" && x.state !== "in_review") throw new ApiErr("review_state", "当前状态不能进行此操作");
    Object.assign(x, { state, reviewer: ME.code, updatedAt: T0, ...patch });
    s.log(`submission.${state === "approved" ? "approve" : state === "rejected" ? "reject" : "changes"}` as AuditEntryDto["action"], oid, detail);
    return { ...x };
  };
  const reasonOk = (reason: string) => {
    if (!reason.trim()) throw new ApiErr("invalid_param", "参数错误", { errors: [{ field: "reason", rule: "required" }] });
  };
  const api: StaffApi = {
    async me() {
      await enter("me");
      return ME;
    },
    async submissions(q) {
      await enter("submissions", q);
      const all = s.submissions.filter((x) => (q.state === "all" ? true : q.state === "open" ? x.state === "submitted" || x.state === "in_review" : x.state === q.state));
      return page(all.map(listed), q.page, q.rows);
    },
    async submission(oid) {
      await enter("submission", oid);
      return { ...s.find(oid) };
    },
    async claim(oid) {
      await enter("claim", oid);
      const x = s.find(oid);
      if (x.state !== "submitted") throw new ApiErr("review_state", "当前状态不能进行此操作");
      Object.assign(x, { state: "in_review", reviewer: ME.code });
      s.log("submission.claim", oid);
      return listed(x);
    },
    async approve(oid, editions: Edition[], _lang, credits) {
      // credits recorded only when sent
      await enter("approve", oid, editions, ...(credits === undefined ? [] : [credits]));
      const x = s.find(oid);
      if (x.member.contributorStatus !== 1) throw new ApiErr("contributor_not_approved", "投稿人的申请尚未批准");
      for (const id of Object.keys(credits ?? {})) {
        if (!x.files.some((f) => f.relationId === id)) throw new ApiErr("invalid_param", "参数错误", { errors: [{ field: `credits.${id}`, rule: "notFound" }] });
      }
      return decide(oid, "approved", { editions, storyId: "pw000900", htmlUrl: "/pw/culture/photo/articles/2026/11/20/pw000900.html" }, { editions, ...(credits ? { credits } : {}) });
    },
    async reject(oid, reason) {
      await enter("reject", oid, reason);
      reasonOk(reason);
      return decide(oid, "rejected", { reason });
    },
    async changes(oid, reason) {
      await enter("changes", oid, reason);
      reasonOk(reason);
      return decide(oid, "changes", { reason });
    },
    async stories(q) {
      await enter("stories", q);
      const all = s.stories.filter((x) => (!q.q || x.pcId === q.q || x.title.includes(q.q)) && (q.withdrawn ? !!x.withdrawn : true));
      return page(all, q.page, q.rows);
    },
    async withdraw(pcId, reason) {
      await enter("withdraw", pcId, reason);
      reasonOk(reason);
      const x = s.stories.find((y) => y.pcId === pcId)!;
      x.withdrawn = { at: T0, by: ME.code, reason };
      s.log("story.withdraw", pcId, { reason });
      return { ...x };
    },
    async restore(pcId) {
      await enter("restore", pcId);
      const x = s.stories.find((y) => y.pcId === pcId)!;
      x.withdrawn = null;
      s.log("story.restore", pcId);
      return { ...x };
    },
    async members(q) {
      await enter("members", q);
      const all = s.members.filter((x) => (q.status === "applied" ? x.nature === 1 && x.contributorStatus === 0 : true) && (!q.q || x.code.includes(q.q) || x.name.includes(q.q)));
      return page(all, q.page, q.rows);
    },
    async contributor(code, verdict) {
      await enter("contributor", code, verdict);
      const x = s.memberOf(code);
      x.contributorStatus = verdict === "approve" ? 1 : 2;
      s.log(`contributor.${verdict}`, code);
      return { ...x };
    },
    async quota(code, delta) {
      await enter("quota", code, delta);
      const x = s.memberOf(code);
      x.downloadQuota = Math.max(0, x.downloadQuota + delta);
      s.log("member.quota", code, { delta });
      return { ...x };
    },
    async grant(code, body) {
      await enter("grant", code, body);
      const x = s.memberOf(code);
      x.grants = [...x.grants, { id: 100 + x.grants.length, label: body.label, remaining: body.quota ?? null, total: body.quota ?? null, validFrom: T0, validUntil: body.days ? "2026-12-20T08:00:00.000Z" : null, revokedAt: null, active: true }];
      s.log("member.grant", code, { ...body });
      return { ...x };
    },
    async revokeGrant(id) {
      await enter("revokeGrant", id);
      const x = s.members.find((m) => m.grants.some((g) => g.id === id))!;
      x.grants = x.grants.map((g) => (g.id === id ? { ...g, revokedAt: T0, active: false } : g));
      s.log("member.grant_revoke", String(id));
      return { ...x };
    },
    async roles(code, body) {
      await enter("roles", code, body);
      if (code === ME.code && body.editor === false) throw new ApiErr("invalid_param", "参数错误", { errors: [{ field: "editor", rule: "self" }] });
      const x = s.memberOf(code);
      Object.assign(x, body);
      s.log("member.role", code, { ...body });
      return { ...x };
    },
    async photographers(q) {
      await enter("photographers", q);
      return page(s.photographers.filter((p) => p.status === 0), q.page, q.rows);
    },
    async photographer(id, verdict) {
      await enter("photographer", id, verdict);
      const p = s.photographers.find((x) => x.id === id)!;
      p.status = verdict === "approve" ? 1 : 2;
      s.log(`photographer.${verdict}`, String(id));
      return { ...p };
    },
    async audit(q) {
      await enter("audit", q);
      return page(s.audit, q.page, q.rows);
    },
  };
  return Object.assign(s, { api });
}

/** Lets pending promise callbacks run. */
export const settle = async (n = 5) => {
  for (let i = 0; i < n; i++) await Promise.resolve();
};
