/**
 * Contribution calls and publishing of one story (issue 11 "Drafts and
 * submission", "Publishing"; SPEC §3 Contributed story draft, §4, §7, §8
 * api_1, api_2, api_tools_30): drafts validated by the server, submission
 * through add/pc / Contribute into editorial review (issue 19: nothing is
 * public until an editor approves it), approval publishing pages, JSON,
 * media and the search index, and the time from approval to searchable.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { photographer, relation, story, storeRecord, ucMember } from "../../server/src/db/schema.js";
import { ContributionService } from "../../server/src/services/contribution.js";
import { createPublisher } from "../../server/src/publish/publisher.js";
import { DEMO_EDITORS, MemberService } from "../../server/src/services/members.js";
import { chunkCount, UPLOAD_CHUNK_BYTES, type RelationDraftDto } from "../../common/contribution.js";
import { probeVideo } from "../../server/src/media/ffmpeg.js";
import { multipart } from "./chat-helpers.js";
import { makeMp4 } from "./video-fixture.js";
import { TEST_PG_URL } from "./db.js";
import { makeApp, type TestApp } from "./helpers.js";
import { uploadedJpeg } from "./contribution-fixtures.js";

let t: TestApp;
let contributor: string;
let member: string;
let contributorId: number;
let editor: string;

/**
 * Submits a draft for review (add/pc) and has the demo editor approve it in
 * `editions`; answers what add/pc answered before review existed: the
 * published story's id and page, and the draft with the published relation
 * details merged (its relationList).
 */
async function publish(oid: string, cookie = contributor, code = "demo_contributor", editions = ["zh", "en", "ann"]) {
  const sub = await post("/api/add/pc", { oid }, cookie);
  expect(sub.statusCode, sub.body).toBe(200);
  const approved = await post(`/api/staff/submissions/${code}_${oid}/approve`, { editions }, editor);
  expect(approved.statusCode, approved.body).toBe(200);
  const draft = (await get(`/api/guest/getPublicationContent?oid=${oid}`, cookie)).json().data.draft;
  return { storyId: draft.storyId as string, htmlUrl: draft.htmlUrl as string, relationList: draft.relationList as Record<string, unknown>[], draft, submitted: sub.json().data };
}

/** A real JPEG put where the upload service assembles files (contribution-fixtures.ts). */
const uploaded = (memberId: number, seed: number, caption = "") => uploadedJpeg(t.dataDir, memberId, seed, caption);

const post = (url: string, payload: unknown, cookie?: string) => t.call({ method: "POST", url, payload: payload as Record<string, unknown>, cookie });
const get = (url: string, cookie?: string) => t.call({ method: "GET", url, cookie });

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  contributor = await t.login(0);
  member = await t.login(1);
  editor = await t.loginAs(DEMO_EDITORS[0].code, DEMO_EDITORS[0].password);
  const [c] = await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor"));
  contributorId = c.id;
  // one online story gives the site its subjects
  await t.handle.db.insert(story).values({
    pcId: "pw-sub-1",
    type: "image",
    siteCode: "pw",
    siteId: 1,
    subjectCode: "news",
    subjectName: "News",
    subjectNameZh: "新闻",
    titleZh: "旧闻",
    titleEn: "Old news",
    relContentUrl: "2026/01/01/pw-sub-1",
  });
}, 120_000);
afterAll(() => t.close());

describe("drafts (guest/addPublicationContent, getPublicationContent, getRelationList, getUploadCount, query_story, delete)", () => {
  it("save, read back, list and count; the server sets the state fields", async () => {
    const r = await uploaded(contributorId, 1, "Boats at dawn");
    const res = await post(
      "/api/guest/addPublicationContent",
      { oid: "d1", title: " Harbour ", description: "Morning", keywords: "boats, sea，boats", subjectCode: "news", shootingDate: "2026-11-20", relationList: [r], status: "submit", statusId: 13, storyId: "x", commitDate: "2020-01-01" },
      contributor,
    );
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data.doc;
    expect(res.json().data).toMatchObject({ oid: "demo_contributor_d1", created: true });
    expect(doc).toMatchObject({ title: "Harbour", keywords: ["boats", "sea"], status: "draft", statusId: 0, storyId: null, commitDate: null, type: "image", userCode: "demo_contributor" });
    expect(Date.parse(doc.modifyTime)).toBeGreaterThan(Date.now() - 60_000);

    const back = await get("/api/guest/getPublicationContent?oid=d1", contributor);
    expect(back.json().data.draft).toMatchObject({ oid: "demo_contributor_d1", title: "Harbour" });
    expect(back.json().data.subjects).toEqual([{ code: "news", name: "News", nameZh: "新闻" }]);
    const rels = await get("/api/guest/getRelationList?oid=demo_contributor_d1", contributor);
    expect(rels.json().data).toHaveLength(1);
    expect(rels.json().data[0]).toMatchObject({ relationId: r.relationId, caption: "Boats at dawn", filePath: r.filePath });
    expect((await get("/api/guest/getUploadCount", contributor)).json().data).toEqual({ draft: 1, submit: 0, total: 1 });
    const q = await get("/api/guest/query_story?status=draft", contributor);
    expect(q.json().result.total_count).toBe(1);
    expect((await get("/api/guest/query_story?status=submit", contributor)).json().result.total_count).toBe(0);
  });

  it("refuses bad fields with a code and field, and keeps the last good draft", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "x".repeat(201) }, "title", "maxLength"],
      [{ title: "hi 😀" }, "title", "v_emoji"],
      [{ shootingDate: "2026-02-30" }, "shootingDate", "date"],
      [{ subjectCode: "nope" }, "subjectCode", "notFound"],
      [{ type: "text" }, "type", "enum"],
      [{ relationList: [{ filePath: "../../etc/passwd", relationId: "a" }] }, "relationList.0.filePath", "pattern"],
      [{ keywords: 5 }, "keywords", "type"],
    ];
    for (const [body, field, rule] of cases) {
      const res = await post("/api/guest/addPublicationContent", { oid: "d1", title: "T", ...body }, contributor);
      expect(res.statusCode, field).toBe(422);
      expect(res.json(), field).toMatchObject({ code: "invalid_param", errors: [{ field, rule }] });
      expect(res.json().msg).toBeTruthy();
    }
    const back = await get("/api/guest/getPublicationContent?oid=d1", contributor);
    expect(back.json().data.draft.title).toBe("Harbour");
  });

  it("another member's file, another member's draft, a non-contributor and a guest are refused", async () => {
    const other = await uploaded(contributorId + 1000, 2);
    const res = await post("/api/guest/addPublicationContent", { oid: "d9", relationList: [other] }, contributor);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({ field: "relationList.0.filePath", rule: "owner" });
    // demo_member (not nature 1) may not write drafts
    expect((await post("/api/guest/addPublicationContent", { oid: "d1", title: "mine" }, member)).statusCode).toBe(403);
    expect((await post("/api/store/contribution/commit", { oid: "d1", title: "mine" }, member)).statusCode).toBe(403);
    // nor read or submit the contributor's draft: it is not theirs (api_1)
    expect((await get("/api/guest/getPublicationContent?oid=demo_contributor_d1", member)).json().code).toBe("api_1");
    expect((await post("/api/add/pc", { oid: "demo_contributor_d1" }, member)).statusCode).toBe(403);
    expect((await get("/api/guest/getUploadCount")).statusCode).toBe(401);
    expect((await post("/api/guest/addPublicationContent", { title: "x" })).statusCode).toBe(401);
    const back = await get("/api/guest/getPublicationContent?oid=d1", contributor);
    expect(back.json().data.draft.title).toBe("Harbour");
  });

  it("the contribution store validates too: no client-written submitted state", async () => {
    const res = await post("/api/store/contribution/commit", { oid: "s1", title: "Store draft", status: "submit", statusId: 13 }, contributor);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.doc).toMatchObject({ oid: "demo_contributor_s1", status: "draft", statusId: 0 });
    const [row] = await t.handle.db.select().from(storeRecord).where(eq(storeRecord.oid, "demo_contributor_s1"));
    expect(row.doc).toMatchObject({ statusId: 0 });
    expect((await post("/api/guest/delete", { oid: "s1" }, contributor)).json().data).toEqual({ oid: "demo_contributor_s1", deleted: true });
    expect((await post("/api/guest/delete", { oid: "s1" }, contributor)).json().data.deleted).toBe(false);
  });

  it("a draft that is not ready is not submitted (title, subject, files)", async () => {
    await post("/api/guest/addPublicationContent", { oid: "empty", title: "" }, contributor);
    const res = await post("/api/guest/Contribute", { oid: "empty" }, contributor);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({ field: "title", rule: "required" });
    expect((await post("/api/guest/Contribute", { oid: "missing" }, contributor)).json().code).toBe("api_1");
  });
});

describe("submission (add/pc, Contribute)", () => {
  it("goes to review, not online; approved, it publishes one story: pages, JSON, media, private original, search; then statusId 13 and api_tools_30", async () => {
    const r1 = await uploaded(contributorId, 3, "A ferry leaves the quay");
    const r2 = await uploaded(contributorId, 4, "Gulls over the breakwater");
    const save = await post(
      "/api/guest/addPublicationContent",
      { oid: "pub1", title: "Zhoushan harbour morning", description: "Fishing boats return", keywords: ["zhoushan"], subjectCode: "news", shootingDate: "2026-11-19", relationList: [r1, r2] },
      contributor,
    );
    expect(save.statusCode, save.body).toBe(200);

    // submitted: in review, nothing public
    const sub = await post("/api/add/pc", { oid: "pub1" }, contributor);
    expect(sub.statusCode, sub.body).toBe(200);
    expect(sub.json().data).toMatchObject({ storyId: null, htmlUrl: "", relationList: [], draft: { status: "submit", statusId: 13, storyId: null, reviewState: "submitted" } });
    expect(JSON.stringify((await get(`/api/articles/search?text=${encodeURIComponent("Zhoushan")}`)).json())).not.toContain("Zhoushan harbour");
    expect(await t.handle.db.select().from(story).where(eq(story.titleEn, "Zhoushan harbour morning"))).toHaveLength(0);

    const started = performance.now();
    const approved = await post("/api/staff/submissions/demo_contributor_pub1/approve", { editions: ["zh", "en", "ann"] }, editor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: "approved", editions: ["zh", "en", "ann"], reviewer: "demo_editor" });
    const back0 = (await get("/api/guest/getPublicationContent?oid=pub1", contributor)).json().data.draft;
    const d = { storyId: back0.storyId as string, htmlUrl: back0.htmlUrl as string, relationList: back0.relationList, draft: back0 };
    // searchable at once
    const search = await get(`/api/articles/search?text=${encodeURIComponent("Zhoushan")}`);
    const ms = performance.now() - started;
    console.log(`approval to searchable: ${ms.toFixed(0)} ms (2 photos, in-process, PGlite or PostgreSQL)`);
    expect(search.statusCode).toBe(200);
    const found = JSON.stringify(search.json());
    expect(found).toContain(d.storyId);

    expect(d.storyId).toMatch(/^pw\d{6}$/);
    expect(d.htmlUrl).toMatch(/^\/pw\/news\/photo\/articles\/\d{4}\/\d{2}\/\d{2}\/pw\d{6}\.html$/);
    expect(d.relationList).toHaveLength(2);
    expect(d.draft).toMatchObject({ status: "submit", statusId: 13, storyId: d.storyId, htmlUrl: d.htmlUrl, reviewState: "approved" });
    expect(d.draft.commitDate).toBe(sub.json().data.draft.commitDate);
    expect(d.draft.relationList[0]).toMatchObject({ relationId: r1.relationId, caption: "A ferry leaves the quay", publishedRelationId: d.relationList[0].publishedRelationId, width: 640, height: 480 });

    // the static page and its JSON, in both editions
    const site = path.join(t.dataDir, "site");
    const page = path.join(site, ...d.htmlUrl.split("/"));
    expect(existsSync(page)).toBe(true);
    expect(readFileSync(page, "utf8")).toContain("Zhoushan harbour morning");
    expect(readFileSync(page, "utf8")).toContain("A ferry leaves the quay");
    expect(existsSync(page.replace(/\.html$/, ".json"))).toBe(true);
    expect(existsSync(path.join(site, ...`/en${d.htmlUrl}`.split("/")))).toBe(true);
    // public derivatives, private original
    const img = d.relationList[0].imgUrl as string;
    expect(existsSync(path.join(site, ...img.split("/")))).toBe(true);
    const mediaId = d.relationList[0].mediaId as string;
    const [row] = await t.handle.db.select().from(story).where(eq(story.pcId, d.storyId));
    expect(row).toMatchObject({ status: "online", titleEn: "Zhoushan harbour morning", subjectCode: "news", shootDate: "2026-11-19", author: expect.any(String), contributorId, editions: ["zh", "en", "ann"] });
    expect(existsSync(path.join(site, "media", mediaId))).toBe(false);
    // the stored draft is the submitted one
    const back = (await get("/api/guest/getPublicationContent?oid=pub1", contributor)).json().data.draft;
    expect(back).toMatchObject({ statusId: 13, status: "submit", storyId: d.storyId });

    // api_tools_30: not again, not edited, not deleted
    for (const call of [
      post("/api/add/pc", { oid: "pub1" }, contributor),
      post("/api/guest/Contribute", { oid: "pub1" }, contributor),
      post("/api/guest/addPublicationContent", { oid: "pub1", title: "changed" }, contributor),
      post("/api/store/contribution/commit", { oid: "pub1", title: "changed", statusId: 0 }, contributor),
      post("/api/guest/delete", { oid: "pub1" }, contributor),
    ]) {
      const again = await call;
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe("api_tools_30");
    }
    expect((await get("/api/guest/getUploadCount", contributor)).json().data.submit).toBe(1);
    const listed = (await get("/api/guest/query_story?status=submit", contributor)).json().result;
    expect(listed.page_data[0]).toMatchObject({ storyId: d.storyId, htmlUrl: d.htmlUrl });
  }, 60_000);

  it("two submissions of one draft at once queue it once; two approvals at once publish it once, announced to readers and to the contributor", async () => {
    const r = await uploaded(contributorId, 5, "Nets");
    await post("/api/guest/addPublicationContent", { oid: "twice", title: "Nets drying", subjectCode: "news", relationList: [r] }, contributor);
    const [a, b] = await Promise.all([post("/api/guest/Contribute", { oid: "twice" }, contributor), post("/api/add/pc", { oid: "twice" }, contributor)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    // a stand-in for socket.io (app.realtime is only set by `photowire serve`)
    const emitted: [string, string, unknown][] = [];
    const app = t.app as unknown as { realtime?: unknown };
    app.realtime = {
      io: { of: (ns: string) => ({ emit: (ev: string, data: unknown) => emitted.push([ns, ev, data]) }) },
      notify: (ns: string, code: string, data: unknown) => emitted.push([ns, code, data]),
    };
    const url = "/api/staff/submissions/demo_contributor_twice/approve";
    const [x, y] = await Promise.all([post(url, { editions: ["zh", "en"] }, editor), post(url, { editions: ["zh", "en"] }, editor)]);
    app.realtime = undefined;
    expect([x.statusCode, y.statusCode].sort(), `${x.body} ${y.body}`).toEqual([200, 409]);
    const ok = (await get("/api/guest/getPublicationContent?oid=twice", contributor)).json().data.draft;
    expect(emitted).toEqual([
      ["/socket/content", "refresh", { type: "story_published", pcId: ok.storyId, htmlUrl: ok.htmlUrl, title: "Nets drying" }],
      ["/socket/promotion_to_story", "refresh", { type: "story_published", pcId: ok.storyId, htmlUrl: ok.htmlUrl, title: "Nets drying" }],
      ["/socket/uc_message_uc_member", "demo_contributor", { type: "review", oid: "demo_contributor_twice", state: "approved", reason: "", storyId: ok.storyId, htmlUrl: ok.htmlUrl }],
    ]);
    const rows = await t.handle.db.select().from(story).where(eq(story.titleEn, "Nets drying"));
    expect(rows).toHaveLength(1);
  }, 60_000);

  it("an uploaded file gone from the server is invalid_param and the draft stays a draft", async () => {
    const r = { ...(await uploaded(contributorId, 6)), filePath: `files/${contributorId}/${"0".repeat(32)}.jpg`, md5: "0".repeat(32) };
    await post("/api/guest/addPublicationContent", { oid: "gone", title: "Gone", subjectCode: "news", relationList: [r] }, contributor);
    const res = await post("/api/guest/Contribute", { oid: "gone" }, contributor);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toEqual({ field: "relationList.0.filePath", rule: "missing" });
    expect((await get("/api/guest/getPublicationContent?oid=gone", contributor)).json().data.draft.statusId).toBe(0);
  });

  it("an empty answer from publishing an approved draft is api_2 and nothing changes", async () => {
    const svc = new ContributionService(t.handle.db, { storageDir: t.dataDir, siteCode: "pw", siteId: 1, publisher: async () => null, sitePublisher: createPublisher(t.handle.db, { dataDir: t.dataDir, siteCode: "pw" }) });
    const [c] = await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor"));
    const r = await uploaded(contributorId, 7);
    await svc.save(c, { oid: "empty-answer", title: "Nothing back", subjectCode: "news", relationList: [r] });
    await svc.submit(c, "empty-answer");
    await expect(svc.publishApproved(c, "empty-answer", ["zh"])).rejects.toMatchObject({ code: "api_2", status: 502 });
    expect(await svc.get(c, "empty-answer")).toMatchObject({ statusId: 13, storyId: null, reviewState: "submitted" });
  });

  // PostgreSQL only: the embedded database is single-process (one service, its queue)
  it.runIf(Boolean(TEST_PG_URL))("two processes (two services, one PostgreSQL) publish approved drafts at once: distinct stories, never one draft twice", async () => {
    const [c] = await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor"));
    const mk = () =>
      new ContributionService(t.handle.db, {
        storageDir: t.dataDir,
        siteCode: "pw",
        siteId: 1,
        crossProcessLock: true,
        sitePublisher: createPublisher(t.handle.db, { dataDir: t.dataDir, siteCode: "pw" }),
      });
    const [p1, p2] = [mk(), mk()];
    for (const [i, oid] of ["xa", "xb", "xc"].entries()) {
      await p1.save(c, { oid, title: `Cross ${oid}`, subjectCode: "news", relationList: [await uploaded(contributorId, 10 + i)] });
      await p1.submit(c, oid);
    }
    const [a, b] = await Promise.all([p1.publishApproved(c, "xa", ["zh"]), p2.publishApproved(c, "xb", ["zh"])]);
    expect(a.storyId).not.toBe(b.storyId);
    expect(a.relationList[0].mediaId).not.toBe(b.relationList[0].mediaId);
    const same = await Promise.allSettled([p1.publishApproved(c, "xc", ["zh"]), p2.publishApproved(c, "xc", ["zh"])]);
    expect(same.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((same.find((r) => r.status === "rejected") as PromiseRejectedResult).reason).toMatchObject({ code: "api_tools_30" });
  }, 60_000);

  it("a video uploaded in chunks is published as a video story: poster, duration, px and a playable public copy; the original stays private", async () => {
    const mp4 = makeMp4({ seconds: 2, width: 320, height: 240, padBytes: 6 * 1024 * 1024 });
    const sum = createHash("md5").update(mp4).digest("hex");
    let answer: { complete: boolean; relation: RelationDraftDto | null } | null = null;
    for (let i = 0; i < chunkCount(mp4.length); i++) {
      const data = mp4.subarray(i * UPLOAD_CHUNK_BYTES, (i + 1) * UPLOAD_CHUNK_BYTES);
      const fields = { md5: sum, fileName: "tide.mp4", fileSize: String(mp4.length), chunks: String(chunkCount(mp4.length)), chunk: String(i) };
      const res = await t.call({ method: "POST", url: "/api/upload_file", cookie: contributor, ...multipart(fields, [{ name: "tide.mp4", data }]) });
      expect(res.statusCode, res.body).toBe(200);
      answer = res.json().data;
    }
    expect(answer!.complete).toBe(true);
    const video = { ...answer!.relation!, caption: "Tide at the quay" };
    expect(video).toMatchObject({ mediaType: 5, duration: 2, posterPath: `posters/${contributorId}/${sum}.jpg` });
    // a poster of another file is dropped from the draft
    const other = await post("/api/guest/addPublicationContent", { oid: "vid", relationList: [{ ...video, posterPath: `posters/${contributorId + 1}/${"6".repeat(32)}.jpg` }] }, contributor);
    expect(other.json().data.doc.relationList[0].posterPath).toBeNull();
    const saved = await post("/api/guest/addPublicationContent", { oid: "vid", title: "Tide video", subjectCode: "news", relationList: [video] }, contributor);
    expect(saved.json().data.doc.relationList[0].posterPath).toBe(video.posterPath);
    const d = await publish("vid");
    expect(d.htmlUrl).toMatch(/\/detail\/articles\//);
    const [row] = await t.handle.db.select().from(story).where(eq(story.pcId, d.storyId));
    expect(row.type).toBe("video");
    const [r] = await t.handle.db.select().from(relation).where(eq(relation.pcId, d.storyId));
    expect(r).toMatchObject({ mediaType: 5, width: 320, height: 240, duration: 2, size: mp4.length });
    expect(r.videoUrl).toMatch(/^\/media\/.+_web\.mp4$/);
    expect(r.poster).toMatch(/^\/media\/.+_1200\.jpg$/);
    expect(row.titleImage).toBe(r.poster);
    // the original stays private, byte for byte
    expect(r.originalPath).toMatch(/\.mp4$/);
    expect(readFileSync(path.join(t.dataDir, "originals", ...r.originalPath!.split("/"))).equals(mp4)).toBe(true);

    // the story JSON (SPEC §3) carries the video fields
    const site = path.join(t.dataDir, "site");
    const page = path.join(site, ...d.htmlUrl.split("/"));
    const json = JSON.parse(readFileSync(page.replace(/\.html$/, ".json"), "utf8"));
    expect(json.mediaType).toBe(5);
    expect(json.publishResList[0]).toMatchObject({ mediaType: 5, poster: r.poster, videoUrl: r.videoUrl, duration: 2, width: 320, height: 240 });
    // the page plays it, with the poster
    const html = readFileSync(page, "utf8");
    expect(html).toContain("<video");
    expect(html).toContain(`<source src="${r.videoUrl}" type="video/mp4">`);
    expect(html).toContain(r.poster!);
    // the public copy and the poster are served (by a server started over this STORAGE_DIR, now that site/ exists), and the copy is a playable video
    const web = await makeApp({ DATA_DIR: t.dataDir });
    try {
      const served = await web.app.inject({ method: "GET", url: r.videoUrl! });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("video/mp4");
      expect(served.rawPayload.equals(mp4)).toBe(true);
      const posterRes = await web.app.inject({ method: "GET", url: r.poster! });
      expect(posterRes.statusCode).toBe(200);
      expect(await sharp(posterRes.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 320, height: 240 });
    } finally {
      await web.close();
    }
    expect(await probeVideo(path.join(site, ...r.videoUrl!.split("/")))).toMatchObject({ codec: "h264", duration: 2, width: 320, height: 240 });
  }, 90_000);

  it("a file that is not a playable video is invalid_param (rule video) at approval and the draft stays submitted, unpublished", async () => {
    const base = await uploaded(contributorId, 9);
    const md5 = "5".repeat(32);
    const bad = { ...base, filePath: `files/${contributorId}/${md5}.mp4`, md5, relationId: "upvideo000000002", mediaType: 5, fileExt: "mp4", duration: 12.5, posterPath: null };
    writeFileSync(path.join(t.dataDir, "uploads", ...bad.filePath.split("/")), Buffer.from("not a video at all"));
    await post("/api/guest/addPublicationContent", { oid: "badvid", title: "Broken video", subjectCode: "news", relationList: [bad] }, contributor);
    expect((await post("/api/add/pc", { oid: "badvid" }, contributor)).statusCode).toBe(200);
    const res = await post("/api/staff/submissions/demo_contributor_badvid/approve", { editions: ["zh"] }, editor);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: "invalid_param" });
    expect(JSON.stringify(res.json())).toContain("video");
    const back = (await get("/api/guest/getPublicationContent?oid=badvid", contributor)).json().data.draft;
    expect(back).toMatchObject({ status: "submit", storyId: null, reviewState: "submitted" });
    // the editor sends it back for changes: a draft again
    expect((await post("/api/staff/submissions/demo_contributor_badvid/changes", { reason: "The video file does not play" }, editor)).statusCode).toBe(200);
    expect((await get("/api/guest/getPublicationContent?oid=badvid", contributor)).json().data.draft).toMatchObject({ status: "draft", statusId: 0, storyId: null, reviewState: "changes", reviewReason: "The video file does not play" });
  }, 60_000);

  it("setWebLog takes a well-formed line", async () => {
    expect((await post("/api/guest/setWebLog", { action: "autosave_failed", oid: "d1", detail: "offline" }, contributor)).json()).toEqual({ code: "success", data: { logged: true } });
    expect((await post("/api/guest/setWebLog", { action: "<script>" }, contributor)).statusCode).toBe(422);
  });
});

describe("credit of a contributor who is a registered photographer", () => {
  it("photos with no byline or the profile's own name are credited to the member's profile (and list on its portfolio); another byline credits that name", async () => {
    const [p] = await t.handle.db.insert(photographer).values({ name: "Wei Chen", nameZh: "陈伟", status: 1, memberId: contributorId, mobile: "13900001111", bio: "" }).returning();
    await t.handle.db.update(ucMember).set({ photographerId: p.id }).where(eq(ucMember.id, contributorId));
    try {
      const none = { ...(await uploaded(contributorId, 0, "Dawn over the dyke")), byline: "" };
      const own = { ...(await uploaded(contributorId, 1, "Nets at noon")), byline: "陈伟" };
      const other = { ...(await uploaded(contributorId, 2, "Gulls")), byline: "Lin Hui" };
      const saved = await post("/api/guest/addPublicationContent", { oid: "credit1", title: "Dyke at dawn", subjectCode: "news", relationList: [none, own, other] }, contributor);
      expect(saved.statusCode, saved.body).toBe(200);
      const res = await publish("credit1");
      const rows = await t.handle.db.select().from(relation).where(eq(relation.pcId, res.storyId));
      const credited = rows.sort((a, b) => a.seq - b.seq).map((r) => (r.photographer as { id: number; name: string }[])[0]);
      expect(credited[0]).toMatchObject({ id: p.id, name: "Wei Chen" });
      expect(credited[1]).toMatchObject({ id: p.id, name: "Wei Chen" });
      expect(credited[2].id).not.toBe(p.id);
      expect(credited[2].name).toBe("Lin Hui");
      const node = (await get(`/api/guest/photographer/getPhotographerNode?id=${p.id}`)).json().data;
      expect(node.photoCount).toBe(2);
      expect(node.photos.map((x: { caption: string }) => x.caption).sort()).toEqual(["Dawn over the dyke", "Nets at noon"]);
    } finally {
      await t.handle.db.update(ucMember).set({ photographerId: null }).where(eq(ucMember.id, contributorId));
    }
  }, 60_000);
});

describe("credits (issue 19): bylines and names", () => {
  it("a name used only in other people's bylines does not block its owner: they register and claim it, and the editor sees the claim; the archive's names and registered profiles stay others'", async () => {
    // a new contributor with no photographer profile; photos without a byline are credited to their member name
    const members = new MemberService(t.handle.db, 0);
    const early = await members.create({ code: "early_lens", name: "Early Lens", password: "Abcdef123", nature: 1 });
    const cookie = await t.loginAs("early_lens", "Abcdef123");
    const photo = { ...(await uploaded(early.id, 5, "Tide pools")), byline: "" };
    expect((await post("/api/guest/addPublicationContent", { oid: "early1", title: "Tide pools", subjectCode: "news", relationList: [photo] }, cookie)).statusCode).toBe(200);
    const published = await publish("early1", cookie, "early_lens");
    const [rel] = await t.handle.db.select().from(relation).where(eq(relation.pcId, published.storyId));
    const creditId = (rel.photographer as { id: number; name: string }[])[0].id;
    expect((rel.photographer as { name: string }[])[0].name).toBe("Early Lens");

    // demo_contributor publishes a photo bylined "Sea Watcher" (a name nobody has registered)
    const theirs = { ...(await uploaded(contributorId, 6, "Sea wall")), byline: "Sea Watcher" };
    expect((await post("/api/guest/addPublicationContent", { oid: "watcher1", title: "Sea wall", subjectCode: "news", relationList: [theirs] }, contributor)).statusCode).toBe(200);
    await publish("watcher1");

    // the real Sea Watcher (here demo_member) registers under that name: a claim, pending, which the editor sees with its photo
    const mobile = "13966665555";
    expect((await post("/api/web/photographer/send_mobile_code", { mobile }, member)).statusCode).toBe(200);
    const claim = await post("/api/web/photographer/register", { name: "Sea Watcher", mobile, captcha: t.outboxCode(mobile) }, member);
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().data).toMatchObject({ name: "Sea Watcher", status: 0 });
    const pending = (await get("/api/staff/photographers?status=0", editor)).json().data.page_data as { id: number; name: string; memberCode: string; claimedPhotos: number }[];
    expect(pending.find((p) => p.name === "Sea Watcher")).toMatchObject({ memberCode: "demo_member", claimedPhotos: 1 });
    const approved = await post(`/api/staff/photographers/${pending.find((p) => p.name === "Sea Watcher")!.id}/approve`, {}, editor);
    expect(approved.json().data).toMatchObject({ status: 1 });
    const audit = (await get("/api/staff/audit", editor)).json().data.page_data[0];
    expect(audit).toMatchObject({ actor: "demo_editor", action: "photographer.approve", target: "demo_member", detail: { name: "Sea Watcher", claimedPhotos: 1 } });

    // the contributor registers under the name their own photo was credited to: the same row, pending, with the photo
    const own = "13966664444";
    expect((await post("/api/web/photographer/send_mobile_code", { mobile: own }, cookie)).statusCode).toBe(200);
    expect((await post("/api/web/photographer/valid_info", { name: "Sea Watcher", mobile: own }, cookie)).json().code).toBe("photographer_name_taken");
    expect((await post("/api/web/photographer/valid_info", { name: "early lens", mobile: own }, cookie)).json().data).toEqual({ valid: true });
    const res = await post("/api/web/photographer/register", { name: "early lens", mobile: own, captcha: t.outboxCode(own) }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: creditId, name: "early lens", status: 0, registered: true, photoCount: 1 });
    const [row] = await t.handle.db.select().from(photographer).where(eq(photographer.id, creditId));
    expect(row).toMatchObject({ memberId: early.id, status: 0, mobile: own });
    expect((await get("/api/guest/getLoginUcMember", cookie)).json().data.member.photographerId).toBe(creditId);

    // a name the archive credits (an imported story) stays taken, for registration and for bylines
    const [archive] = await t.handle.db.insert(photographer).values({ name: "Archive Eye", status: 1 }).returning();
    await t.handle.db.insert(relation).values({ relationId: "pw-sub-1r1", pcId: "pw-sub-1", seq: 0, mediaType: 3, photographer: [{ id: archive.id, name: "Archive Eye" }], photographerStr: "Archive Eye" });
    const reg = await post("/api/web/photographer/valid_info", { name: "Archive Eye", mobile }, contributor);
    expect(reg.json().code).toBe("photographer_name_taken");
    // bylines: another member's registered profile, or the archive's photographer, are an editor's act
    for (const [byline, oid] of [["Archive Eye", "borrow1"], ["Early Lens", "borrow2"], ["sea watcher", "borrow3"]]) {
      const borrowed = { ...(await uploaded(contributorId, 20 + oid.length, "Borrowed")), byline };
      expect((await post("/api/guest/addPublicationContent", { oid, title: "Borrowed credit", subjectCode: "news", relationList: [borrowed] }, contributor)).statusCode).toBe(200);
      const refused = await post("/api/add/pc", { oid }, contributor);
      expect(refused.statusCode, byline).toBe(422);
      expect(refused.json().errors[0]).toEqual({ field: "relationList.0.byline", rule: "registered" });
    }
  }, 90_000);
});
