/**
 * MSW handlers for the <pw-staff-console> stories: the staff calls of
 * common/staff.ts (/api/staff/*) as the server answers them (the envelope,
 * pages of `page_data` and `total_count`), over a small in-memory set of
 * submissions, stories, members, photographer profiles and audit entries,
 * so that a claim, a decision (an approval's credits checked as the server
 * checks them: invalid_param at `credits.<relationId>`), a takedown, a
 * quota change or a grant
 * changes what the next call answers (and adds an audit entry), as on a
 * real console. Previews and archive photos are small SVG pictures.
 */
import { http, type HttpHandler } from "msw";
import type { Edition } from "../common/edition.js";
import { CREDIT_MAX, type AuditEntryDto, type StaffMemberDto, type StaffPhotographerDto, type StaffStoryDto, type SubmissionDto } from "../common/staff.js";
import { fail, ok, pending } from "./api-mocks.js";

export const EDITOR = { code: "demo_editor", name: "编辑小陈" };

/** A small picture (an SVG data URL) in `sky` and `sea` colours. */
const picture = (sky: string, sea: string) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${sky}"/><circle cx="240" cy="60" r="26" fill="#f4c542"/><path d="M0 240V150l70-30 60 25 70-40 120 50v85z" fill="${sea}"/></svg>`,
  );

/** The staff's data for the stories (zh): two submissions to review, a decided one, stories, members, profiles, the log. */
export function demoStaff() {
  const submissions: SubmissionDto[] = [
    {
      oid: "demo_contributor_1764130000001",
      state: "submitted",
      reason: "",
      editions: [],
      submittedAt: "2026-11-26T02:10:00.000Z",
      updatedAt: "2026-11-26T02:10:00.000Z",
      storyId: null,
      htmlUrl: null,
      member: { code: "demo_contributor", name: "李摄影", contributorStatus: 1 },
      reviewer: null,
      title: "舟山渔港的清晨",
      description: "十一月的清晨，渔船陆续回港。",
      keywords: ["渔港", "舟山", "清晨"],
      subjectCode: "culture",
      type: "image_group",
      shootingDate: "2026-11-20",
      files: [
        {
          relationId: "up0000000000000001",
          mediaType: 3,
          caption: "渔船在晨光中回港",
          byline: "李摄影",
          keywords: ["渔船"],
          previewUrl: picture("#f6d8b8", "#3f6f8f"),
          meta: { width: 6000, height: 4000, size: 8_912_345, fileExt: "jpg", caption: "Fishing boats return at dawn", byline: "Li Sheying", keywords: ["harbour", "boats"], shootingDate: "2026-11-20", colorSp: "Adobe RGB" },
          similar: [],
        },
        {
          relationId: "up0000000000000002",
          mediaType: 3,
          caption: "防波堤上的海鸥",
          byline: "李摄影",
          keywords: ["海鸥"],
          previewUrl: picture("#cfe0ee", "#5b7c8d"),
          meta: { width: 4000, height: 3000, size: 5_120_000, fileExt: "jpg", caption: "", byline: "", keywords: [], shootingDate: "", colorSp: null },
          similar: [
            { pcId: "pw000042", relationId: "r42", title: "海鸥与防波堤", htmlUrl: "/pw/culture/photo/articles/2026/03/02/pw000042.html", titleImage: picture("#cfe0ee", "#5b7c8d"), distance: 2 },
          ],
        },
      ],
    },
    {
      oid: "applicant_1764130000002",
      state: "in_review",
      reason: "",
      editions: [],
      submittedAt: "2026-11-25T09:40:00.000Z",
      updatedAt: "2026-11-25T10:05:00.000Z",
      storyId: null,
      htmlUrl: null,
      member: { code: "new_contributor", name: "新投稿人", contributorStatus: 0 },
      reviewer: EDITOR.code,
      title: "Night market in Xi'an",
      description: "",
      keywords: ["market"],
      subjectCode: "society",
      type: "image",
      shootingDate: "",
      files: [],
    },
    {
      oid: "demo_contributor_1764000000003",
      state: "rejected",
      reason: "画面失焦，请补充清晰的原图。",
      editions: [],
      submittedAt: "2026-11-20T03:00:00.000Z",
      updatedAt: "2026-11-21T01:00:00.000Z",
      storyId: null,
      htmlUrl: null,
      member: { code: "demo_contributor", name: "李摄影", contributorStatus: 1 },
      reviewer: EDITOR.code,
      title: "雾中的桥",
      description: "",
      keywords: [],
      subjectCode: "culture",
      type: "image",
      shootingDate: "2026-11-18",
      files: [],
    },
  ];
  const stories: StaffStoryDto[] = [
    { pcId: "pw000042", title: "海鸥与防波堤", type: "image", htmlUrl: "/pw/culture/photo/articles/2026/03/02/pw000042.html", status: "online", publishTime: "2026-03-02T08:00:00.000Z", withdrawn: null },
    {
      pcId: "pw000043",
      title: "移民母亲",
      type: "image_group",
      htmlUrl: "/pw/culture/photo/articles/2026/03/03/pw000043.html",
      status: "online",
      publishTime: "2026-03-03T08:00:00.000Z",
      withdrawn: { at: "2026-11-24T07:30:00.000Z", by: EDITOR.code, reason: "版权方提出异议，待核实。" },
    },
  ];
  const members: StaffMemberDto[] = [
    {
      code: "demo_member",
      name: "Wang Reader",
      email: "member@photowire.test",
      nature: 2,
      contributorStatus: 1,
      agent: false,
      editor: false,
      downloadQuota: 20,
      grants: [
        { id: 1, label: "新华社图片部", remaining: 37, total: 50, validFrom: "2026-11-01T00:00:00.000Z", validUntil: "2027-01-31T00:00:00.000Z", revokedAt: null, active: true },
        { id: 2, label: "试用授权", remaining: null, total: null, validFrom: "2026-09-01T00:00:00.000Z", validUntil: "2026-10-01T00:00:00.000Z", revokedAt: null, active: false },
      ],
      createdAt: "2026-01-05T00:00:00.000Z",
    },
    { code: "demo_agent", name: "客服小周", email: "agent@photowire.test", nature: 2, contributorStatus: 1, agent: true, editor: false, downloadQuota: 0, grants: [], createdAt: "2026-01-05T00:00:00.000Z" },
    { code: EDITOR.code, name: EDITOR.name, email: "editor@photowire.test", nature: 2, contributorStatus: 1, agent: false, editor: true, downloadQuota: 0, grants: [], createdAt: "2026-01-05T00:00:00.000Z" },
    { code: "new_contributor", name: "新投稿人", email: "new@example.test", nature: 1, contributorStatus: 0, agent: false, editor: false, downloadQuota: 0, grants: [], createdAt: "2026-11-25T09:00:00.000Z" },
  ];
  const photographers: StaffPhotographerDto[] = [
    { id: 12, name: "Lin Hui", nameZh: "林辉", memberCode: "lin_hui", status: 0, claimedPhotos: 3, createdAt: "2026-11-22T00:00:00.000Z" },
  ];
  const audit: AuditEntryDto[] = [
    { id: 5, at: "2026-11-25T10:05:00.000Z", actor: EDITOR.code, action: "submission.claim", target: "applicant_1764130000002", detail: {} },
    { id: 4, at: "2026-11-24T07:30:00.000Z", actor: EDITOR.code, action: "story.withdraw", target: "pw000043", detail: { reason: "版权方提出异议，待核实。" } },
    { id: 3, at: "2026-11-21T01:00:00.000Z", actor: EDITOR.code, action: "submission.reject", target: "demo_contributor_1764000000003", detail: { reason: "画面失焦，请补充清晰的原图。" } },
    { id: 2, at: "2026-11-20T09:00:00.000Z", actor: "cli", action: "member.quota", target: "demo_member", detail: { delta: 20 } },
    { id: 1, at: "2026-11-01T00:00:00.000Z", actor: EDITOR.code, action: "member.grant", target: "demo_member", detail: { label: "新华社图片部", quota: 50, days: 92 } },
  ];
  return { submissions, stories, members, photographers, audit };
}

type Staff = ReturnType<typeof demoStaff>;
const pageOf = <T>(items: T[], url: URL) => {
  const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
  const rows = Math.max(1, Number(url.searchParams.get("rows") ?? 20));
  return ok({ page_data: items.slice((page - 1) * rows, page * rows), total_count: items.length });
};

/** Every staff call over `d` (changed by the calls, as the server's database would be). */
export function staffCalls(d: Staff = demoStaff()): HttpHandler[] {
  let nextAudit = 100;
  const log = (action: AuditEntryDto["action"], target: string, detail: Record<string, unknown> = {}) =>
    d.audit.unshift({ id: nextAudit++, at: new Date().toISOString(), actor: EDITOR.code, action, target, detail });
  const sub = (oid: unknown) => d.submissions.find((s) => s.oid === oid);
  const member = (code: unknown) => d.members.find((m) => m.code === code);
  const decide = async (oid: unknown, state: SubmissionDto["state"], body: { reason?: string; editions?: Edition[]; credits?: Record<string, string> }) => {
    const s = sub(oid);
    if (!s) return fail("not_found", "请求的资源不存在", 404);
    if (s.state !== "submitted" && s.state !== "in_review") return fail("review_state", "这条投稿当前的状态不能进行此操作", 409);
    if (state === "approved" && s.member.contributorStatus !== 1) return fail("contributor_not_approved", "投稿人的申请尚未批准，暂不能发布", 409);
    for (const [id, name] of Object.entries(body.credits ?? {})) {
      const rule = !s.files.some((f) => f.relationId === id) ? "notFound" : !name.trim() ? "required" : name.trim().length > CREDIT_MAX ? "maxLength" : "";
      if (rule) return fail("invalid_param", "参数错误", 422, { errors: [{ field: `credits.${id}`, rule }] });
    }
    Object.assign(s, { state, reviewer: EDITOR.code, updatedAt: new Date().toISOString(), reason: body.reason ?? "", editions: body.editions ?? [] });
    if (state === "approved") Object.assign(s, { storyId: "pw000901", htmlUrl: "/pw/culture/photo/articles/2026/11/26/pw000901.html" });
    log(state === "approved" ? "submission.approve" : state === "rejected" ? "submission.reject" : "submission.changes", s.oid, body);
    return ok(s);
  };
  return [
    http.get("*/api/staff/me", () => ok(EDITOR)),
    http.get("*/api/staff/submissions", ({ request }) => {
      const url = new URL(request.url);
      const state = url.searchParams.get("state") ?? "open";
      const list = d.submissions.filter((s) => (state === "all" ? true : state === "open" ? s.state === "submitted" || s.state === "in_review" : s.state === state));
      return pageOf(list.map((s) => ({ ...s, files: [] })), url);
    }),
    http.get("*/api/staff/submissions/:oid", ({ params }) => {
      const s = sub(params.oid);
      return s ? ok(s) : fail("not_found", "请求的资源不存在", 404);
    }),
    http.post("*/api/staff/submissions/:oid/claim", ({ params }) => {
      const s = sub(params.oid);
      if (!s) return fail("not_found", "请求的资源不存在", 404);
      if (s.state !== "submitted") return fail("review_state", "这条投稿当前的状态不能进行此操作", 409);
      Object.assign(s, { state: "in_review", reviewer: EDITOR.code });
      log("submission.claim", s.oid);
      return ok(s);
    }),
    http.post("*/api/staff/submissions/:oid/approve", async ({ params, request }) => decide(params.oid, "approved", (await request.json()) as { editions: Edition[]; credits?: Record<string, string> })),
    http.post("*/api/staff/submissions/:oid/reject", async ({ params, request }) => decide(params.oid, "rejected", (await request.json()) as { reason: string })),
    http.post("*/api/staff/submissions/:oid/changes", async ({ params, request }) => decide(params.oid, "changes", (await request.json()) as { reason: string })),
    http.get("*/api/staff/stories", ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get("q") ?? "";
      const withdrawn = url.searchParams.get("withdrawn") === "1";
      return pageOf(d.stories.filter((s) => (!q || s.pcId === q || s.title.includes(q)) && (!withdrawn || s.withdrawn)), url);
    }),
    http.post("*/api/staff/stories/:pcId/withdraw", async ({ params, request }) => {
      const s = d.stories.find((x) => x.pcId === params.pcId)!;
      const { reason } = (await request.json()) as { reason: string };
      s.withdrawn = { at: new Date().toISOString(), by: EDITOR.code, reason };
      log("story.withdraw", s.pcId, { reason });
      return ok(s);
    }),
    http.post("*/api/staff/stories/:pcId/restore", ({ params }) => {
      const s = d.stories.find((x) => x.pcId === params.pcId)!;
      s.withdrawn = null;
      log("story.restore", s.pcId);
      return ok(s);
    }),
    http.get("*/api/staff/members", ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get("q") ?? "";
      const applied = url.searchParams.get("status") === "applied";
      return pageOf(d.members.filter((m) => (!applied || (m.nature === 1 && m.contributorStatus === 0)) && (!q || m.code.includes(q) || m.name.includes(q))), url);
    }),
    http.post("*/api/staff/members/:code/contributor", async ({ params, request }) => {
      const m = member(params.code)!;
      const { verdict } = (await request.json()) as { verdict: "approve" | "reject" };
      m.contributorStatus = verdict === "approve" ? 1 : 2;
      for (const s of d.submissions) if (s.member.code === m.code) s.member.contributorStatus = m.contributorStatus;
      log(`contributor.${verdict}`, m.code);
      return ok(m);
    }),
    http.post("*/api/staff/members/:code/quota", async ({ params, request }) => {
      const m = member(params.code)!;
      const { delta } = (await request.json()) as { delta: number };
      m.downloadQuota = Math.max(0, m.downloadQuota + delta);
      log("member.quota", m.code, { delta });
      return ok(m);
    }),
    http.post("*/api/staff/members/:code/grants", async ({ params, request }) => {
      const m = member(params.code)!;
      const b = (await request.json()) as { label: string; quota?: number; days?: number };
      const now = new Date();
      m.grants = [
        ...m.grants,
        { id: 1000 + m.grants.length, label: b.label, remaining: b.quota ?? null, total: b.quota ?? null, validFrom: now.toISOString(), validUntil: b.days ? new Date(now.getTime() + b.days * 86_400_000).toISOString() : null, revokedAt: null, active: true },
      ];
      log("member.grant", m.code, b);
      return ok(m);
    }),
    http.post("*/api/staff/grants/:id/revoke", ({ params }) => {
      const id = Number(params.id);
      const m = d.members.find((x) => x.grants.some((g) => g.id === id))!;
      m.grants = m.grants.map((g) => (g.id === id ? { ...g, revokedAt: new Date().toISOString(), active: false } : g));
      log("member.grant_revoke", String(id));
      return ok(m);
    }),
    http.post("*/api/staff/members/:code/roles", async ({ params, request }) => {
      const m = member(params.code)!;
      const b = (await request.json()) as { agent?: boolean; editor?: boolean };
      if (m.code === EDITOR.code && b.editor === false) return fail("invalid_param", "请求参数不合法", 422, { errors: [{ field: "editor", rule: "self" }] });
      Object.assign(m, b);
      log("member.role", m.code, b);
      return ok(m);
    }),
    http.get("*/api/staff/photographers", ({ request }) => pageOf(d.photographers.filter((p) => p.status === 0), new URL(request.url))),
    http.post("*/api/staff/photographers/:id/:verdict", ({ params }) => {
      const p = d.photographers.find((x) => x.id === Number(params.id))!;
      p.status = params.verdict === "approve" ? 1 : 2;
      log(params.verdict === "approve" ? "photographer.approve" : "photographer.reject", String(p.id));
      return ok(p);
    }),
    http.get("*/api/staff/audit", ({ request }) => pageOf(d.audit, new URL(request.url))),
  ];
}

/** GET /api/staff/me: a guest (access_denied, 401) or a member without the editor role (forbidden, 403). */
export const staffMeAs = (who: "guest" | "member"): HttpHandler =>
  http.get("*/api/staff/me", () => (who === "guest" ? fail("access_denied", "请先登录", 401) : fail("forbidden", "无权执行此操作", 403)));
/** The review queue never answers. */
export const queuePending = (): HttpHandler => http.get("*/api/staff/submissions", pending);
