/**
 * The agency's staff (issue 19): the editor role and its calls (separate
 * from the agent role), the review queue end to end (submitted → in review
 * → approved in the chosen editions, rejected or sent back, with what the
 * contributor sees), a contributor's application blocking publication,
 * near-identical archive photos beside a submission, takedown and restore
 * (pages in every edition and variant, home pages, search, downloads; the
 * members' records stay), and the audit log nobody can edit. On the
 * embedded database and on PostgreSQL (unit-pg).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, photographer, relation, storeRecord, story, ucMember } from "../../server/src/db/schema.js";
import { DEMO_AGENTS, DEMO_EDITORS, MemberService } from "../../server/src/services/members.js";
import { storyUrls } from "../../server/src/adapters/story.js";
import { makeApp, type TestApp } from "./helpers.js";
import { uploadedJpeg } from "./contribution-fixtures.js";

let t: TestApp;
let contributor: string;
let member: string;
let editor: string;
let agent: string;
let contributorId: number;

const post = (url: string, payload: unknown, cookie?: string) => t.call({ method: "POST", url, payload: payload as Record<string, unknown>, cookie });
const get = (url: string, cookie?: string) => t.call({ method: "GET", url, cookie });
const site = () => path.join(t.dataDir, "site");
const fileOf = (url: string) => path.join(site(), ...url.split("/"));

/** A contributor's saved and submitted draft of one photo; returns the submission's oid. */
async function submitted(oid: string, title: string, cookie = contributor, memberId = contributorId, code = "demo_contributor", seed = 1): Promise<string> {
  const photo = await uploadedJpeg(t.dataDir, memberId, seed, `${title} caption`);
  expect((await post("/api/guest/addPublicationContent", { oid, title, subjectCode: "news", relationList: [photo] }, cookie)).statusCode).toBe(200);
  const res = await post("/api/guest/Contribute", { oid }, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return `${code}_${oid}`;
}

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  contributor = await t.login(0);
  member = await t.login(1);
  editor = await t.loginAs(DEMO_EDITORS[0].code, DEMO_EDITORS[0].password);
  agent = await t.loginAs(DEMO_AGENTS[0].code, DEMO_AGENTS[0].password);
  contributorId = (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor")))[0].id;
  // one online story gives the site its subjects (and the site its first pages)
  await t.handle.db.insert(story).values({ pcId: "pw-sub-1", type: "image", siteCode: "pw", siteId: 1, subjectCode: "news", subjectName: "News", subjectNameZh: "新闻", titleZh: "旧闻", titleEn: "Old news", relContentUrl: "2026/01/01/pw-sub-1" });
}, 120_000);
afterAll(() => t.close());

describe("roles", () => {
  it("the staff calls are an editor's: a guest is asked to log in, a member and an agent are refused; an editor is not an agent", async () => {
    expect((await get("/api/staff/me")).json().code).toBe("access_denied");
    for (const cookie of [member, agent, contributor]) {
      const res = await get("/api/staff/submissions", cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe("forbidden");
    }
    expect((await get("/api/staff/me", editor)).json().data).toEqual({ code: "demo_editor", name: DEMO_EDITORS[0].name });
    expect((await get("/api/service/me", editor)).statusCode).toBe(403);
    // a refused call changes nothing, whatever its body
    expect((await post("/api/staff/members/demo_member/quota", { delta: 5 }, agent)).statusCode).toBe(403);
  });

  it("an editor gives and takes the agent and editor roles, but not their own editor role; each change is audited", async () => {
    const on = await post("/api/staff/members/demo_member/roles", { editor: true }, editor);
    expect(on.json().data).toMatchObject({ code: "demo_member", editor: true, agent: false });
    expect((await get("/api/staff/me", member)).statusCode).toBe(200);
    expect((await post("/api/staff/members/demo_member/roles", { editor: false, agent: true }, editor)).json().data).toMatchObject({ editor: false, agent: true });
    expect((await get("/api/staff/me", member)).statusCode).toBe(403);
    expect((await get("/api/service/me", member)).statusCode).toBe(200);
    await post("/api/staff/members/demo_member/roles", { agent: false }, editor);
    const self = await post("/api/staff/members/demo_editor/roles", { editor: false }, editor);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors[0]).toEqual({ field: "editor", rule: "self" });
    const log = (await get("/api/staff/audit?rows=3", editor)).json().data.page_data;
    expect(log.map((e: { action: string; target: string; actor: string }) => [e.action, e.target, e.actor])).toEqual([
      ["member.role", "demo_member", "demo_editor"],
      ["member.role", "demo_member", "demo_editor"],
      ["member.role", "demo_member", "demo_editor"],
    ]);
    expect(log[0].detail).toEqual({ agent: false });
  });
});

describe("the review queue", () => {
  it("submitted → in review → approved in the chosen editions: live there only, the contributor sees each state", async () => {
    const oid = await submitted("r1", "Lanterns over the canal");
    const queue = (await get("/api/staff/submissions", editor)).json().data;
    expect(queue.page_data.map((s: { oid: string }) => s.oid)).toContain(oid);
    const listed = queue.page_data.find((s: { oid: string }) => s.oid === oid);
    expect(listed).toMatchObject({ state: "submitted", member: { code: "demo_contributor", contributorStatus: 1 }, title: "Lanterns over the canal", files: [] });

    const claimed = (await post(`/api/staff/submissions/${oid}/claim`, {}, editor)).json().data;
    expect(claimed).toMatchObject({ state: "in_review", reviewer: "demo_editor" });
    expect(claimed.files).toHaveLength(1);
    expect(claimed.files[0]).toMatchObject({ caption: "Lanterns over the canal caption", meta: { width: 640, height: 480, fileExt: "jpg" } });
    expect((await get("/api/guest/getPublicationContent?oid=r1", contributor)).json().data.draft.reviewState).toBe("in_review");

    // approving needs editions from the list
    expect((await post(`/api/staff/submissions/${oid}/approve`, { editions: [] }, editor)).statusCode).toBe(422);
    expect((await post(`/api/staff/submissions/${oid}/approve`, { editions: ["fr"] }, editor)).statusCode).toBe(422);
    const approved = (await post(`/api/staff/submissions/${oid}/approve`, { editions: ["zh"] }, editor)).json().data;
    expect(approved).toMatchObject({ state: "approved", editions: ["zh"], storyId: expect.stringMatching(/^pw\d{6}$/) });
    const [row] = await t.handle.db.select().from(story).where(eq(story.pcId, approved.storyId));
    expect(row).toMatchObject({ status: "online", editions: ["zh"], contributorId });
    // the Chinese edition only: its pages, not the English or alternate ones; Chinese search only
    expect(existsSync(fileOf(storyUrls(row, "zh").htmlUrl))).toBe(true);
    expect(existsSync(fileOf(storyUrls(row, "en").htmlUrl))).toBe(false);
    expect(existsSync(fileOf(storyUrls(row, "ann").htmlUrl))).toBe(false);
    expect(readFileSync(fileOf("/cn/index.html"), "utf8")).toContain("Lanterns over the canal");
    expect(readFileSync(fileOf("/en/index.html"), "utf8")).not.toContain("Lanterns over the canal");
    expect(JSON.stringify((await get(`/api/articles/search?text=Lanterns&lang=zh`)).json())).toContain(approved.storyId);
    expect((await get("/api/guest/getPublicationContent?oid=r1", contributor)).json().data.draft).toMatchObject({ reviewState: "approved", storyId: approved.storyId });
    // decided: nothing more to do with it
    expect((await post(`/api/staff/submissions/${oid}/reject`, { reason: "late" }, editor)).json().code).toBe("review_state");
  }, 60_000);

  it("rejected with a reason the contributor sees, or sent back for changes: editable and submitted again", async () => {
    const a = await submitted("r2", "Blurred harbour", contributor, contributorId, "demo_contributor", 2);
    const noReason = await post(`/api/staff/submissions/${a}/reject`, { reason: "   " }, editor);
    expect(noReason.statusCode).toBe(422);
    expect((await post(`/api/staff/submissions/${a}/reject`, { reason: "Out of focus" }, editor)).json().data).toMatchObject({ state: "rejected", reason: "Out of focus" });
    const draftA = (await get("/api/guest/getPublicationContent?oid=r2", contributor)).json().data.draft;
    expect(draftA).toMatchObject({ status: "submit", statusId: 13, storyId: null, reviewState: "rejected", reviewReason: "Out of focus" });
    expect((await post("/api/guest/Contribute", { oid: "r2" }, contributor)).json().code).toBe("api_tools_30");

    const b = await submitted("r3", "Night market", contributor, contributorId, "demo_contributor", 3);
    expect((await post(`/api/staff/submissions/${b}/changes`, { reason: "Please add the place to the caption" }, editor)).json().data.state).toBe("changes");
    const draftB = (await get("/api/guest/getPublicationContent?oid=r3", contributor)).json().data.draft;
    expect(draftB).toMatchObject({ status: "draft", statusId: 0, reviewState: "changes", reviewReason: "Please add the place to the caption" });
    // edited (the reason stays shown while editing), submitted again: back in the queue
    const edited = await post("/api/guest/addPublicationContent", { ...draftB, oid: "r3", title: "Night market, Ningbo" }, contributor);
    expect(edited.json().data.doc).toMatchObject({ reviewState: "changes", reviewReason: "Please add the place to the caption" });
    expect((await post("/api/guest/Contribute", { oid: "r3" }, contributor)).statusCode).toBe(200);
    const again = (await get(`/api/staff/submissions/${b}`, editor)).json().data;
    expect(again).toMatchObject({ state: "submitted", reason: "", title: "Night market, Ningbo" });
    const states = (await get("/api/guest/query_story?status=submit", contributor)).json().result.page_data.map((d: { oid: string; reviewState: string }) => [d.oid, d.reviewState]);
    expect(states).toEqual(expect.arrayContaining([["demo_contributor_r3", "submitted"], ["demo_contributor_r2", "rejected"]]));
  }, 60_000);

  it("an applicant's submissions are not published until staff approve the application", async () => {
    const applicant = await new MemberService(t.handle.db, 0).create({ code: "new_lens", name: "New Lens", password: "Abcdef123", nature: 1, contributorStatus: 0 });
    const cookie = await t.loginAs("new_lens", "Abcdef123");
    expect((await get("/api/guest/getLoginUcMember", cookie)).json().data.member.contributorStatus).toBe(0);
    const oid = await submitted("a1", "First light", cookie, applicant.id, "new_lens", 4);
    const applied = (await get("/api/staff/members?status=applied", editor)).json().data.page_data;
    expect(applied.map((m: { code: string }) => m.code)).toContain("new_lens");
    const refused = await post(`/api/staff/submissions/${oid}/approve`, { editions: ["zh", "en", "ann"] }, editor);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("contributor_not_approved");
    expect(await t.handle.db.select().from(story).where(eq(story.titleEn, "First light"))).toHaveLength(0);
    expect((await post("/api/staff/members/new_lens/contributor", { verdict: "approve" }, editor)).json().data.contributorStatus).toBe(1);
    expect((await post(`/api/staff/submissions/${oid}/approve`, { editions: ["zh", "en", "ann"] }, editor)).json().data.state).toBe("approved");
    expect(await t.handle.db.select().from(story).where(eq(story.titleEn, "First light"))).toHaveLength(1);
  }, 60_000);

  it("crediting another photographer is the editor's act: the contributor's byline is refused with its message; the editor credits the file on approval, audited", async () => {
    const [p] = await t.handle.db
      .insert(photographer)
      .values({ name: "Harbour Eye", nameZh: "港眼", status: 1, memberId: (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_member")))[0].id })
      .returning();
    const photo = { ...(await uploadedJpeg(t.dataDir, contributorId, 7, "Cranes at the quay")), byline: "港眼" };
    expect((await post("/api/guest/addPublicationContent", { oid: "cr1", title: "Cranes", subjectCode: "news", relationList: [photo] }, contributor)).statusCode).toBe(200);
    const refused = await t.call({ method: "POST", url: "/api/guest/Contribute", payload: { oid: "cr1" }, cookie: contributor, headers: { "accept-language": "en" } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "relationList.0.byline", rule: "registered" }] });
    expect(refused.json().msg).toMatch(/only the agency's editors can credit/);
    // submitted with the contributor's own byline; the editor credits the registered photographer
    await post("/api/guest/addPublicationContent", { oid: "cr1", title: "Cranes", subjectCode: "news", relationList: [{ ...photo, byline: "" }] }, contributor);
    expect((await post("/api/guest/Contribute", { oid: "cr1" }, contributor)).statusCode).toBe(200);
    const url = "/api/staff/submissions/demo_contributor_cr1/approve";
    expect((await post(url, { editions: ["zh"], credits: { nope: "Harbour Eye" } }, editor)).json().errors[0]).toEqual({ field: "credits.nope", rule: "notFound" });
    const approved = await post(url, { editions: ["zh"], credits: { [photo.relationId]: "harbour eye" } }, editor);
    expect(approved.statusCode, approved.body).toBe(200);
    const [rel] = await t.handle.db.select().from(relation).where(eq(relation.pcId, approved.json().data.storyId));
    expect(rel.photographer).toEqual([{ id: p.id, name: "Harbour Eye", nameZh: "港眼" }]);
    const line = (await get("/api/staff/audit?rows=1", editor)).json().data.page_data[0];
    expect(line).toMatchObject({ action: "submission.approve", detail: { credits: { [photo.relationId]: "harbour eye" } } });
  }, 60_000);

  it("the editor sees the archive's near-identical photos beside a submitted one", async () => {
    // the same picture as r1's (seed 1), now in the archive: a resubmission of it is flagged
    const oid = await submitted("dup", "Lanterns again", contributor, contributorId, "demo_contributor", 1);
    const [first] = await t.handle.db.select().from(story).where(eq(story.titleEn, "Lanterns over the canal"));
    const detail = (await get(`/api/staff/submissions/${oid}`, editor)).json().data;
    expect(detail.files[0].similar[0]).toMatchObject({ pcId: first.pcId, distance: 0 });
    // and a picture unlike any other is not
    const other = await submitted("nodup", "Something else", contributor, contributorId, "demo_contributor", 6);
    const none = (await get(`/api/staff/submissions/${other}`, editor)).json().data;
    expect(none.files[0].similar.filter((s: { pcId: string }) => s.pcId === first.pcId)).toEqual([]);
  }, 60_000);
});

describe("takedown and restore", () => {
  it("a withdrawn story leaves every page, the home pages, search and downloads; the members' records stay; restoring brings it all back", async () => {
    const oid = await submitted("t1", "Ferry at the breakwater", contributor, contributorId, "demo_contributor", 5);
    const { storyId } = (await post(`/api/staff/submissions/${oid}/approve`, { editions: ["zh", "en", "ann"] }, editor)).json().data;
    const [row] = await t.handle.db.select().from(story).where(eq(story.pcId, storyId));
    const pages = (["zh", "en", "ann"] as const).flatMap((e) => [storyUrls(row, e).htmlUrl, storyUrls(row, e).mHtmlUrl, storyUrls(row, e).jsonUrl]);
    expect(pages.every((p) => existsSync(fileOf(p)))).toBe(true);
    // a member downloads it first (a record that must stay)
    await t.handle.db.update(ucMember).set({ downloadQuota: 5 }).where(eq(ucMember.code, "demo_member"));
    const [rel] = await t.handle.db.execute<{ relation_id: string }>(sql`select relation_id from relation where pc_id = ${storyId}`).then((r) => ("rows" in r ? r.rows : r) as { relation_id: string }[]);
    const dl = await post("/api/ucMemberDownload/downloadImgs", { data: [{ relationId: rel.relation_id }] }, member);
    expect(dl.statusCode, dl.body).toBe(200);

    const withdrawn = await post(`/api/staff/stories/${storyId}/withdraw`, { reason: "Rights dispute" }, editor);
    expect(withdrawn.json().data).toMatchObject({ pcId: storyId, status: "offline", withdrawn: { by: "demo_editor", reason: "Rights dispute" } });
    expect(pages.filter((p) => existsSync(fileOf(p)))).toEqual([]);
    for (const home of ["/cn/index.html", "/en/index.html", "/ann/index.html"]) expect(readFileSync(fileOf(home), "utf8")).not.toContain("Ferry at the breakwater");
    expect(JSON.stringify((await get("/api/articles/search?text=Ferry")).json())).not.toContain(storyId);
    const again = await post("/api/ucMemberDownload/downloadImgs", { data: [{ relationId: rel.relation_id }] }, member);
    expect(again.json()).toMatchObject({ code: "offline" });
    expect(await t.handle.db.select().from(storeRecord).where(and(eq(storeRecord.store, "ss_download"), eq(storeRecord.storyId, storyId)))).toHaveLength(1);
    expect((await get(`/api/staff/stories?withdrawn=1`, editor)).json().data.page_data.map((s: { pcId: string }) => s.pcId)).toContain(storyId);
    expect((await post(`/api/staff/stories/${storyId}/withdraw`, { reason: "twice" }, editor)).json().code).toBe("review_state");

    const restored = await post(`/api/staff/stories/${storyId}/restore`, {}, editor);
    expect(restored.json().data).toMatchObject({ status: "online", withdrawn: null });
    expect(pages.every((p) => existsSync(fileOf(p)))).toBe(true);
    expect(readFileSync(fileOf("/en/index.html"), "utf8")).toContain("Ferry at the breakwater");
    expect(JSON.stringify((await get("/api/articles/search?text=Ferry")).json())).toContain(storyId);
    expect((await post("/api/ucMemberDownload/downloadImgs", { data: [{ relationId: rel.relation_id }] }, member)).statusCode).toBe(200);
    const log = (await get("/api/staff/audit?rows=2", editor)).json().data.page_data;
    expect(log.map((e: { action: string; target: string }) => [e.action, e.target])).toEqual([["story.restore", storyId], ["story.withdraw", storyId]]);
  }, 90_000);
});

describe("the audit log", () => {
  it("lists staff actions newest first, and nobody can change or delete a line, the server's own connection included", async () => {
    await post("/api/staff/members/demo_member/quota", { delta: 3 }, editor);
    await post("/api/staff/members/demo_member/grants", { label: "Harbour Daily", quota: 10, days: 30 }, editor);
    const m = (await get("/api/staff/members?q=demo_member", editor)).json().data.page_data[0];
    expect(m.grants[0]).toMatchObject({ label: "Harbour Daily", remaining: 10, active: true });
    expect((await get("/api/download/grants", member)).json().data[0]).toMatchObject({ label: "Harbour Daily", remaining: 10 });
    const revoked = (await post(`/api/staff/grants/${m.grants[0].id}/revoke`, {}, editor)).json().data;
    expect(revoked.grants[0]).toMatchObject({ active: false, revokedAt: expect.any(String) });
    const log = (await get("/api/staff/audit?rows=3", editor)).json().data.page_data;
    expect(log.map((e: { action: string }) => e.action)).toEqual(["member.grant_revoke", "member.grant", "member.quota"]);
    expect(log[2].detail).toMatchObject({ delta: 3 });
    const [{ n }] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    await expect(t.handle.db.update(auditLog).set({ actor: "someone_else" })).rejects.toThrow();
    await expect(t.handle.db.delete(auditLog)).rejects.toThrow();
    await expect(t.handle.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [{ n: after }] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(after).toBe(n);
    expect((await t.handle.db.select().from(auditLog).where(eq(auditLog.actor, "someone_else")))).toHaveLength(0);
  });
});
