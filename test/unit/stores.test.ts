/**
 * Search stores, likes and collections (SPEC §3 Collection record and
 * Thumbs-up record, §4 "Collection and like", §7 Search stores, user
 * collection calls and web/pw_content; DESIGN §3.1, §7).
 *
 * Stays whole (about 570 lines): the suites share one app with the demo
 * corpus imported once, and the like/collection records they create.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { relation, story, storeRecord } from "../../server/src/db/schema.js";
import { formatSize } from "../../common/format.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let member: string; // demo_member
let contributor: string; // demo_contributor

const PC = "pw-unit-0001";
const R1 = "pw-unit-0001-r1";
const R2 = "pw-unit-0001-r2";
const RV = "pw-unit-0002-v1";
const PC_TEXT = "pw-unit-0003";
const PC_VIDEO = "pw-unit-0002";
const PC_OFF = "pw-unit-0004";

/** Every field of the Thumbs-up record of SPEC §3 (videoTime only for videos). */
const THUMBS_UP_FIELDS = [
  "id", "userCode", "relationId", "mediaType", "width", "height", "size", "photographerStr", "caption",
  "flagWordStr", "storyId", "title", "description", "jsonUrl", "htmlUrl", "mHtmlUrl", "titleImage",
  "shootingDate", "thumbsUpTime", "siteCode", "siteId",
];
/** Every field of the Collection record of SPEC §3 (video_time only for videos). */
const COLLECTION_FIELDS = [
  "key", "user_key", "content_key", "content_type", "content_wh", "content_wh_str", "content_size",
  "content_size_str", "content_author_name", "content_caption", "content_keyword", "story_key", "story_title",
  "story_caption", "story_type", "take_date", "collect_date", "htmlUrl", "mHtmlUrl", "imgUrl", "mediaId",
  "siteCode", "siteId", "photographer", "width", "height", "jsonUrl",
];

beforeAll(async () => {
  t = await makeApp();
  const db = t.handle.db;
  const base = {
    siteCode: "pw",
    siteId: 1,
    subjectCode: "culture",
    subjectName: "Culture",
    subjectNameZh: "文化",
    author: "Dorothea Lange",
    authorZh: "多萝西娅·兰格",
  };
  await db.insert(story).values([
    {
      ...base,
      pcId: PC,
      type: "image_group",
      titleZh: "移民母亲",
      titleEn: "Migrant Mother",
      descriptionZh: "加利福尼亚州尼波莫的豌豆采摘工人",
      descriptionEn: "Destitute pea pickers in California",
      shootDate: "1936-03-01",
      flagWordStr: "depression,farm",
      flagWordStrZh: "大萧条,农场",
      relContentUrl: "2026/01/02/pw-unit-0001",
      titleImage: "/media/pw-unit-0001/title.jpg",
    },
    {
      ...base,
      pcId: PC_VIDEO,
      type: "video",
      titleZh: "奔跑的马",
      titleEn: "The Horse in Motion",
      relContentUrl: "2026/01/03/pw-unit-0002",
    },
    {
      ...base,
      pcId: PC_TEXT,
      type: "text",
      titleZh: "国情咨文",
      titleEn: "State of the Union",
      relContentUrl: "2026/01/04/pw-unit-0003",
    },
    { ...base, pcId: PC_OFF, type: "image", titleZh: "下线", titleEn: "Offline", relContentUrl: "x/pw-unit-0004", status: "offline" },
  ]);
  await db.insert(relation).values([
    {
      relationId: R1,
      pcId: PC,
      seq: 1,
      mediaType: 3,
      width: 2400,
      height: 3000,
      size: 1_572_864,
      photographerStr: "Dorothea Lange",
      photographerStrZh: "多萝西娅·兰格",
      photographer: [{ id: 7, name: "Dorothea Lange" }],
      descriptionZh: "母亲与孩子",
      descriptionEn: "A mother and her children",
      flagWordStr: "mother",
      imgUrl: "/media/pw-unit-0001/r1.jpg",
      titleImage: "/media/pw-unit-0001/r1-thumb.jpg",
      mediaId: "m-r1",
      shootingDate: "1936-03-02",
    },
    { relationId: R2, pcId: PC, seq: 2, mediaType: 3, width: 800, height: 600, size: 900, imgUrl: "/media/r2.jpg" },
    { relationId: RV, pcId: PC_VIDEO, seq: 1, mediaType: 5, width: 1920, height: 1080, size: 10_000_000 },
    { relationId: "pw-unit-0003-t1", pcId: PC_TEXT, seq: 1, mediaType: 1 },
    { relationId: "pw-unit-0004-r1", pcId: PC_OFF, seq: 1, mediaType: 3 },
  ]);
  member = await t.login(1);
  contributor = await t.login(0);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie?: string, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url, payload: payload as Record<string, unknown>, cookie, headers });
const get = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
  t.call({ method: "GET", url, cookie, headers });

async function recordsOf(store: string, oid?: string) {
  const rows = await t.handle.db.select().from(storeRecord).where(eq(storeRecord.store, store));
  return oid ? rows.filter((r) => r.oid === oid) : rows;
}
async function clear() {
  await t.handle.db.delete(storeRecord);
}

describe("commit builds the whole record on the server (SPEC §3)", () => {
  it("ss_thumps_up: every Thumbs-up field, keyed member_story_relation, texts in X-Lang", async () => {
    await clear();
    const res = await post("/api/store/ss_thumps_up/commit", { storyId: PC, relationId: R1 }, member, { "x-lang": "en" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe("success");
    expect(body.data.created).toBe(true);
    expect(body.data.oid).toBe(`demo_member_${PC}_${R1}`);
    const doc = body.data.doc;
    for (const f of THUMBS_UP_FIELDS) expect(doc, `field ${f}`).toHaveProperty(f);
    expect(doc).not.toHaveProperty("videoTime");
    expect(doc).toMatchObject({
      id: `demo_member_${PC}_${R1}`,
      userCode: "demo_member",
      relationId: R1,
      storyId: PC,
      mediaType: 3,
      width: 2400,
      height: 3000,
      size: 1_572_864,
      photographerStr: "Dorothea Lange",
      caption: "A mother and her children",
      flagWordStr: "mother",
      title: "Migrant Mother",
      description: "Destitute pea pickers in California",
      htmlUrl: "/en/pw/culture/photo/articles/2026/01/02/pw-unit-0001.html",
      mHtmlUrl: "/en/pw/culture/m_photo/articles/2026/01/02/pw-unit-0001.html",
      jsonUrl: "/en/pw/culture/photo/articles/2026/01/02/pw-unit-0001.json",
      titleImage: "/media/pw-unit-0001/r1-thumb.jpg",
      shootingDate: "1936-03-02",
      siteCode: "pw",
      siteId: 1,
    });
    expect(Number.isNaN(Date.parse(doc.thumbsUpTime))).toBe(false);
    // stored as returned, and found by search
    const stored = await recordsOf("ss_thumps_up", doc.id);
    expect(stored[0].doc).toEqual(doc);
    expect(stored[0].userCode).toBe("demo_member");
  });

  it("search answers like and collection records in the reader's edition, whichever edition they were made in (issue 12)", async () => {
    await clear();
    expect((await post("/api/store/ss_thumps_up/commit", { storyId: PC, relationId: R1 }, member, { "x-lang": "en" })).statusCode).toBe(200);
    expect((await post("/api/store/collection/commit", { storyId: PC, relationId: R1 }, member, { "x-lang": "zh" })).statusCode).toBe(200);
    const like = async (lang: string) => (await get("/api/store/ss_thumps_up/search", member, { "x-lang": lang })).json().result.page_data[0];
    const fav = async (lang: string) => (await get("/api/store/collection/search", member, { "x-lang": lang })).json().result.page_data[0];
    expect(await like("zh")).toMatchObject({ title: "移民母亲", caption: "母亲与孩子", photographerStr: "多萝西娅·兰格", htmlUrl: "/pw/culture/photo/articles/2026/01/02/pw-unit-0001.html" });
    expect(await like("en")).toMatchObject({ title: "Migrant Mother", caption: "A mother and her children", htmlUrl: "/en/pw/culture/photo/articles/2026/01/02/pw-unit-0001.html" });
    expect(await fav("en")).toMatchObject({ story_title: "Migrant Mother", content_caption: "A mother and her children", content_author_name: "Dorothea Lange" });
    expect(await fav("zh")).toMatchObject({ story_title: "移民母亲", content_caption: "母亲与孩子" });
    // the stored record itself is unchanged (made in English)
    expect((await recordsOf("ss_thumps_up"))[0].doc).toMatchObject({ title: "Migrant Mother" });
  });

  it("collection: every Collection field, Chinese edition by default, human size", async () => {
    await clear();
    const res = await post("/api/store/collection/commit", { storyId: PC, relationId: R1 }, member);
    expect(res.statusCode).toBe(200);
    const doc = res.json().data.doc;
    for (const f of COLLECTION_FIELDS) expect(doc, `field ${f}`).toHaveProperty(f);
    expect(doc).not.toHaveProperty("video_time");
    expect(doc).toMatchObject({
      key: `demo_member_${PC}_${R1}`,
      user_key: "demo_member",
      content_key: R1,
      content_type: 3,
      content_wh: "2400x3000",
      content_wh_str: "2400 × 3000 px",
      content_size: 1_572_864,
      content_size_str: "1.5 MB",
      content_author_name: "多萝西娅·兰格",
      content_caption: "母亲与孩子",
      content_keyword: "mother",
      story_key: PC,
      story_title: "移民母亲",
      story_caption: "加利福尼亚州尼波莫的豌豆采摘工人",
      story_type: "image_group",
      take_date: "1936-03-02",
      htmlUrl: "/pw/culture/photo/articles/2026/01/02/pw-unit-0001.html",
      mHtmlUrl: "/pw/culture/m_photo/articles/2026/01/02/pw-unit-0001.html",
      jsonUrl: "/pw/culture/photo/articles/2026/01/02/pw-unit-0001.json",
      imgUrl: "/media/pw-unit-0001/r1.jpg",
      mediaId: "m-r1",
      siteCode: "pw",
      siteId: 1,
      photographer: [{ id: 7, name: "Dorothea Lange" }],
      width: 2400,
      height: 3000,
    });
    expect(Number.isNaN(Date.parse(doc.collect_date))).toBe(false);
  });

  it("videos carry videoTime / video_time; non-photo stories use the detail page", async () => {
    await clear();
    const like = (await post("/api/store/ss_thumps_up/commit", { storyId: PC_VIDEO, relationId: RV }, member)).json().data.doc;
    const coll = (await post("/api/store/collection/commit", { storyId: PC_VIDEO, relationId: RV }, member)).json().data.doc;
    expect(like).toHaveProperty("videoTime");
    expect(coll).toHaveProperty("video_time");
    expect(like.htmlUrl).toBe("/pw/culture/detail/articles/2026/01/03/pw-unit-0002.html");
    expect(coll.mHtmlUrl).toBe("/pw/culture/m_detail/articles/2026/01/03/pw-unit-0002.html");
    const text = (await post("/api/store/collection/commit", { storyId: PC_TEXT, relationId: "pw-unit-0003-t1" }, member)).json()
      .data.doc;
    expect(text.htmlUrl).toContain("/detail/articles/");
    expect(text).not.toHaveProperty("video_time");
  });

  it("unknown story → api_3 (404); relation of another story or unknown → invalid_param (422); offline → offline with pcId", async () => {
    await clear();
    const a = await post("/api/store/ss_thumps_up/commit", { storyId: "no-such-story", relationId: R1 }, member);
    expect(a.statusCode).toBe(404);
    expect(a.json().code).toBe("api_3");
    const b = await post("/api/store/ss_thumps_up/commit", { storyId: PC, relationId: RV }, member);
    expect(b.statusCode).toBe(422);
    expect(b.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "relationId", rule: "notFound" }] });
    const c = await post("/api/store/collection/commit", { storyId: PC, relationId: "nope" }, member);
    expect(c.statusCode).toBe(422);
    const d = await post("/api/store/collection/commit", { storyId: PC_OFF, relationId: "pw-unit-0004-r1" }, member);
    expect(d.statusCode).toBe(404);
    expect(d.json()).toMatchObject({ code: "offline", pcId: PC_OFF });
    expect(await recordsOf("ss_thumps_up")).toHaveLength(0);
    expect(await recordsOf("collection")).toHaveLength(0);
  });
});

describe("search, idempotency, delete (SPEC §4, §7)", () => {
  it("commit twice keeps one record; search by story+relation finds it; delete twice succeeds", async () => {
    await clear();
    const first = await post("/api/store/ss_thumps_up/commit", { storyId: PC, relationId: R1 }, member);
    const again = await post("/api/store/ss_thumps_up/commit", { storyId: PC, relationId: R1 }, member);
    expect(first.json().data.created).toBe(true);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.created).toBe(false);
    expect(again.json().data.doc).toEqual(first.json().data.doc);
    expect(await recordsOf("ss_thumps_up")).toHaveLength(1);

    const found = await get(`/api/store/ss_thumps_up/search?storyId=${PC}&relationId=${R1}`, member);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ code: "success", result: { page_data: [first.json().data.doc], total_count: 1, pageNum: 1, totalCount: 1 } });
    const none = await get(`/api/store/ss_thumps_up/search?storyId=${PC}&relationId=${R2}`, member);
    expect(none.json().result).toEqual({ page_data: [], total_count: 0, pageNum: 1, totalCount: 0 });

    const oid = first.json().data.oid;
    const del = await get(`/api/store/ss_thumps_up/delete?oid=${encodeURIComponent(oid)}`, member);
    expect(del.json()).toEqual({ code: "success", data: { oid, deleted: true } });
    const del2 = await get(`/api/store/ss_thumps_up/delete?oid=${encodeURIComponent(oid)}`, member);
    expect(del2.statusCode).toBe(200);
    expect(del2.json().data.deleted).toBe(false);
    expect(await recordsOf("ss_thumps_up")).toHaveLength(0);
  });

  it("pages newest first with page and rows/size (default 10, max 100)", async () => {
    await clear();
    // 12 download records, written one after another (by the server only: services/downloads.ts)
    for (let i = 1; i <= 12; i++) {
      const oid = `demo_member_dl-${i}`;
      await t.handle.db.insert(storeRecord).values({ store: "ss_download", oid, userCode: "demo_member", storyId: PC, relationId: R1, doc: { oid, contentId: R1, title: `n${i}` }, createdAt: new Date(Date.now() - (13 - i) * 1000) });
    }
    // a client can no longer commit a download record
    const forged = await post("/api/store/ss_download/commit", { oid: "dl-forged", storyId: PC, contentId: R1, title: "forged" }, member);
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe("forbidden");
    const p1 = (await get("/api/store/ss_download/search", member)).json().result;
    expect(p1.total_count).toBe(12);
    expect(p1.page_data).toHaveLength(10);
    expect(p1.page_data[0].title).toBe("n12");
    expect(p1).toMatchObject({ pageNum: 1, totalCount: 12 });
    const p2 = (await get("/api/store/ss_download/search?page=2", member)).json().result;
    expect(p2).toMatchObject({ pageNum: 2, totalCount: 12, total_count: 12 });
    expect(p2.page_data.map((d: { title: string }) => d.title)).toEqual(["n2", "n1"]);
    const s5 = (await get("/api/store/ss_download/search?size=5&page=3", member)).json().result;
    expect(s5.page_data.map((d: { title: string }) => d.title)).toEqual(["n2", "n1"]);
    const r3 = (await get("/api/store/ss_download/search?rows=3", member)).json().result;
    expect(r3.page_data).toHaveLength(3);
    const byRelation = (await get(`/api/store/ss_download/search?relationId=${R1}&rows=100`, member)).json().result;
    expect(byRelation.total_count).toBe(12);
    expect((await get("/api/store/ss_download/search?rows=101", member)).statusCode).toBe(422);
    expect((await get("/api/store/ss_download/search?page=0", member)).statusCode).toBe(422);
  });

  it("document stores prefix the oid with the member code and replace on re-commit", async () => {
    await clear();
    const a = await post("/api/store/contribution/commit", { oid: "draft-1", status: "draft", relationList: [] }, contributor);
    expect(a.statusCode).toBe(200);
    expect(a.json().data).toMatchObject({ oid: "demo_contributor_draft-1", created: true });
    expect(a.json().data.doc).toMatchObject({ oid: "demo_contributor_draft-1", userCode: "demo_contributor", status: "draft" });
    // the state fields are the server's (issue 11): a client cannot write a submitted draft
    const b = await post("/api/store/contribution/commit", { oid: "draft-1", status: "submit", statusId: 13 }, contributor);
    expect(b.json().data.created).toBe(false);
    const rows = await recordsOf("contribution");
    expect(rows).toHaveLength(1);
    expect(rows[0].doc).toMatchObject({ status: "draft", statusId: 0 });
    // a contributor trying to spoof another member's code in the doc gets their own
    const c = await post("/api/store/contribution/commit", { oid: "draft-9", userCode: "demo_member" }, contributor);
    expect(c.json().data.doc.userCode).toBe("demo_contributor");
    expect(c.json().data.oid).toBe("demo_contributor_draft-9");
    // only contributors (nature 1) write drafts (SPEC §6)
    expect((await post("/api/store/contribution/commit", { oid: "draft-9" }, member)).statusCode).toBe(403);
  });

  it("20 parallel commits and deletes of one like leave zero or one record and never fail", async () => {
    await clear();
    const oid = `demo_member_${PC}_${R2}`;
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? post("/api/store/ss_thumps_up/commit", { storyId: PC, relationId: R2 }, member)
        : get(`/api/store/ss_thumps_up/delete?oid=${oid}`, member),
    );
    const res = await Promise.all(calls);
    for (const r of res) {
      expect(r.statusCode).toBe(200);
      expect(r.json().code).toBe("success");
    }
    expect((await recordsOf("ss_thumps_up", oid)).length).toBeLessThanOrEqual(1);

    // 20 parallel commits: exactly one record, exactly one "created"
    await clear();
    const commits = await Promise.all(
      Array.from({ length: 20 }, () => post("/api/web/pw_content/collection", { storyId: PC, relationId: R2 }, member)),
    );
    for (const r of commits) expect(r.json()).toEqual({ code: "success", data: { like: false, collect: true, likeCount: 0 } });
    expect(await recordsOf("collection", oid)).toHaveLength(1);
    // 20 parallel deletes: none left, none failed
    const dels = await Promise.all(
      Array.from({ length: 20 }, () => post("/api/web/pw_content/cancelCollection", { storyId: PC, relationId: R2 }, member)),
    );
    for (const r of dels) expect(r.statusCode).toBe(200);
    expect(await recordsOf("collection", oid)).toHaveLength(0);
  });
});

describe("members see and change only their own records; guests are refused", () => {
  it("guests get access_denied (401) on every store route and toggle", async () => {
    for (const [method, url, payload] of [
      ["GET", "/api/store/collection/search", undefined],
      ["POST", "/api/store/collection/commit", { storyId: PC, relationId: R1 }],
      ["GET", "/api/store/collection/delete?oid=x", undefined],
      ["POST", "/api/user/collection_story", { storyId: PC, relationId: R1 }],
      ["POST", "/api/user/cancel_collection_story", { storyId: PC, relationId: R1 }],
      ["POST", "/api/web/pw_content/like", { storyId: PC, relationId: R1 }],
      ["POST", "/api/web/pw_content/cancelLike", { storyId: PC, relationId: R1 }],
      ["POST", "/api/web/pw_content/collection", { storyId: PC, relationId: R1 }],
      ["POST", "/api/web/pw_content/cancelCollection", { storyId: PC, relationId: R1 }],
    ] as const) {
      const res = await t.call({ method, url, payload: payload as Record<string, string> | undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code, url).toBe("access_denied");
    }
  });

  it("another member cannot see or delete my records", async () => {
    await clear();
    const mine = (await post("/api/store/collection/commit", { storyId: PC, relationId: R1 }, member)).json().data;
    await post("/api/store/contribution/commit", { oid: "secret" }, contributor);
    const theirs = await get(`/api/store/collection/search?storyId=${PC}&relationId=${R1}`, contributor);
    expect(theirs.json().result).toEqual({ page_data: [], total_count: 0, pageNum: 1, totalCount: 0 });
    expect((await get("/api/store/contribution/search", member)).json().result.total_count).toBe(0);
    const del = await get(`/api/store/collection/delete?oid=${mine.oid}`, contributor);
    expect(del.statusCode).toBe(200);
    expect(del.json().data.deleted).toBe(false);
    const del2 = await get(`/api/store/contribution/delete?oid=demo_contributor_secret`, member);
    expect(del2.json().data.deleted).toBe(false);
    expect(await recordsOf("collection", mine.oid)).toHaveLength(1);
    expect(await recordsOf("contribution")).toHaveLength(1);
    // the contributor's own like of the same relation is a separate record
    const own = await post("/api/store/collection/commit", { storyId: PC, relationId: R1 }, contributor);
    expect(own.json().data.oid).toBe(`demo_contributor_${PC}_${R1}`);
    expect(await recordsOf("collection")).toHaveLength(2);
  });

  it("the delete GET needs X-Requested-With (CSRF)", async () => {
    await clear();
    const { oid } = (await post("/api/store/collection/commit", { storyId: PC, relationId: R1 }, member)).json().data;
    const res = await t.app.inject({ method: "GET", url: `/api/store/collection/delete?oid=${oid}`, headers: { cookie: member } });
    expect(res.statusCode).toBe(403);
    expect(await recordsOf("collection", oid)).toHaveLength(1);
  });
});

describe("bad input → invalid_param, never 500, nothing changed", () => {
  it("unknown store name", async () => {
    for (const [method, url] of [
      ["GET", "/api/store/orders/search"],
      ["POST", "/api/store/orders/commit"],
      ["GET", "/api/store/orders/delete?oid=x"],
    ] as const) {
      const res = await t.call({ method, url, cookie: member, payload: method === "POST" ? { oid: "x" } : undefined });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe("invalid_param");
    }
  });

  it("missing ids, wrong types, malformed ids, missing oid, oversize or non-object documents", async () => {
    await clear();
    const cases: [string, unknown, number, string][] = [
      ["/api/store/ss_thumps_up/commit", {}, 422, "storyId"],
      ["/api/store/ss_thumps_up/commit", { storyId: PC }, 422, "relationId"],
      ["/api/store/collection/commit", { storyId: 12, relationId: R1 }, 422, "storyId"],
      ["/api/store/collection/commit", { storyId: PC, relationId: ["a"] }, 422, "relationId"],
      ["/api/store/collection/commit", { storyId: "../../etc", relationId: R1 }, 422, "storyId"],
      ["/api/store/collection/commit", { storyId: PC, relationId: "a b" }, 422, "relationId"],
      ["/api/store/contribution/commit", { title: "no oid" }, 422, "oid"],
      ["/api/store/contribution/commit", { oid: "x", blob: "a".repeat(300_000) }, 413, "body"],
      ["/api/user/collection_story", { storyId: PC }, 422, "relationId"],
      ["/api/web/pw_content/like", { relationId: R1 }, 422, "storyId"],
      ["/api/web/pw_content/cancelLike", { storyId: PC, relationId: 5 }, 422, "relationId"],
    ];
    for (const [url, payload, status, field] of cases) {
      // drafts are written by contributors only (issue 11)
      const res = await post(url, payload, url.includes("contribution") ? contributor : member);
      expect(res.statusCode, `${url} ${JSON.stringify(payload).slice(0, 60)}`).toBe(status);
      expect(res.json().code).toBe("invalid_param");
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    for (const raw of ["[1,2]", '"text"', "null", "{bad json"]) {
      const res = await t.call({
        method: "POST",
        url: "/api/store/contribution/commit",
        payload: raw,
        cookie: member,
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode, raw).toBe(422);
      expect(res.json().code).toBe("invalid_param");
    }
    expect(await t.handle.db.select().from(storeRecord)).toHaveLength(0);
  });

  it("bad search and delete parameters", async () => {
    for (const url of [
      "/api/store/collection/search?page=abc",
      "/api/store/collection/search?rows=-1",
      "/api/store/collection/search?storyId=a%20b",
      "/api/store/collection/delete",
      "/api/store/collection/delete?oid=",
      "/api/web/pw_content/getStatus?storyId=" + PC,
      "/api/web/pw_content/getStatus?relationIds=" + R1,
      "/api/web/pw_content/getStatus?storyId=" + PC + "&relationIds=,,",
      "/api/web/pw_content/getStatus?storyId=" + PC + "&relationIds=a%20b",
      "/api/web/pw_content/getStatus?storyId=" + PC + "&relationIds=" + Array.from({ length: 201 }, (_, i) => `r${i}`).join(","),
    ]) {
      const res = await get(url, member);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe("invalid_param");
    }
  });
});

describe("user/collection_story and cancel_collection_story (SPEC §7)", () => {
  it("adds and removes the collection record on the same store", async () => {
    await clear();
    const add = await post("/api/user/collection_story", { storyId: PC, relationId: R1 }, member);
    expect(add.statusCode).toBe(200);
    expect(add.json().data.doc.key).toBe(`demo_member_${PC}_${R1}`);
    const s = await get(`/api/store/collection/search?storyId=${PC}&relationId=${R1}`, member);
    expect(s.json().result.total_count).toBe(1);
    const rm = await post("/api/user/cancel_collection_story", { storyId: PC, relationId: R1 }, member);
    expect(rm.json().data).toEqual({ oid: `demo_member_${PC}_${R1}`, deleted: true });
    expect(await recordsOf("collection")).toHaveLength(0);
    const rm2 = await post("/api/user/cancel_collection_story", { storyId: PC, relationId: R1 }, member);
    expect(rm2.json().data.deleted).toBe(false);
  });

  it("an add that fails answers photo_detail_9 with the reason", async () => {
    const a = await post("/api/user/collection_story", { storyId: "missing-story", relationId: R1 }, member, { "x-lang": "en" });
    expect(a.statusCode).toBe(409);
    expect(a.json()).toMatchObject({ code: "photo_detail_9", msg: "Could not add to collection", reason: "api_3" });
    const b = await post("/api/user/collection_story", { storyId: PC, relationId: RV }, member);
    expect(b.json()).toMatchObject({ code: "photo_detail_9", reason: "invalid_param" });
    expect(await recordsOf("collection")).toHaveLength(0);
  });
});

describe("web/pw_content like, collection and getStatus (SPEC §7)", () => {
  it("toggles answer the new status; getStatus answers every relation in one call", async () => {
    await clear();
    const l1 = await post("/api/web/pw_content/like", { storyId: PC, relationId: R1 }, member);
    expect(l1.json()).toEqual({ code: "success", data: { like: true, collect: false, likeCount: 1 } });
    const l2 = await post("/api/web/pw_content/like", { storyId: PC, relationId: R1 }, contributor);
    expect(l2.json().data).toEqual({ like: true, collect: false, likeCount: 2 });
    const c1 = await post("/api/web/pw_content/collection", { storyId: PC, relationId: R2 }, member);
    expect(c1.json().data).toEqual({ like: false, collect: true, likeCount: 0 });
    // the contributor's collection of R1 does not show as mine
    await post("/api/web/pw_content/collection", { storyId: PC, relationId: R1 }, contributor);

    const url = `/api/web/pw_content/getStatus?storyId=${PC}&relationIds=${R1},${R2},unknown-rel`;
    const mine = await get(url, member);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      code: "success",
      data: {
        [R1]: { like: true, collect: false, likeCount: 2 },
        [R2]: { like: false, collect: true, likeCount: 0 },
        "unknown-rel": { like: false, collect: false, likeCount: 0 },
      },
    });
    const guest = await get(url);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toEqual({
      [R1]: { like: false, collect: false, likeCount: 2 },
      [R2]: { like: false, collect: false, likeCount: 0 },
      "unknown-rel": { like: false, collect: false, likeCount: 0 },
    });

    const u = await post("/api/web/pw_content/cancelLike", { storyId: PC, relationId: R1 }, member);
    expect(u.json().data).toEqual({ like: false, collect: false, likeCount: 1 });
    const u2 = await post("/api/web/pw_content/cancelCollection", { storyId: PC, relationId: R2 }, member);
    expect(u2.json().data).toEqual({ like: false, collect: false, likeCount: 0 });
    // the records behind the legacy calls are the store records
    expect((await get(`/api/store/ss_thumps_up/search?storyId=${PC}`, contributor)).json().result.total_count).toBe(1);
  });

  it("getStatus makes one database query however many relations are asked", async () => {
    await clear();
    const ids = Array.from({ length: 50 }, (_, i) => `${PC}-x${i}`);
    const svc = t.app.services.stores;
    const db = t.handle.db as unknown as { select: (...a: unknown[]) => unknown };
    const original = db.select.bind(db);
    let selects = 0;
    db.select = (...a: unknown[]) => {
      selects++;
      return original(...a);
    };
    try {
      const out = await svc.status(PC, [R1, R2, ...ids], null);
      expect(Object.keys(out)).toHaveLength(52);
    } finally {
      db.select = original;
    }
    expect(selects).toBe(1);
  });
});

describe("OpenAPI", () => {
  it("documents every store, user and pw_content route", async () => {
    const paths = Object.keys((await get("/api/docs/json")).json().paths);
    for (const p of [
      "/api/store/{store}/search",
      "/api/store/{store}/commit",
      "/api/store/{store}/delete",
      "/api/user/collection_story",
      "/api/user/cancel_collection_story",
      "/api/web/pw_content/like",
      "/api/web/pw_content/cancelLike",
      "/api/web/pw_content/collection",
      "/api/web/pw_content/cancelCollection",
      "/api/web/pw_content/getStatus",
    ]) {
      expect(paths).toContain(p);
    }
  });
});

describe("formatSize (content_size_str, SPEC §9 units B, KB, MB, GB)", () => {
  it("formats bytes in 1024 steps with at most one decimal", () => {
    expect(formatSize(0)).toBe("0 B");
    expect(formatSize(1023)).toBe("1023 B");
    expect(formatSize(1024)).toBe("1 KB");
    expect(formatSize(1536)).toBe("1.5 KB");
    expect(formatSize(1024 * 1024 - 1)).toBe("1 MB");
    expect(formatSize(5_242_880)).toBe("5 MB");
    expect(formatSize(3.25 * 1024 ** 3)).toBe("3.3 GB");
    expect(formatSize(2048 * 1024 ** 3)).toBe("2048 GB");
    expect(formatSize(-1)).toBe("");
    expect(formatSize(Number.NaN)).toBe("");
  });
});
