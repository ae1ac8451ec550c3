/**
 * Photographers (issue 11): web/photographer/send_mobile_code, valid_info,
 * register, update; guest/photographer/getPhotographerNode and get_ph_status;
 * the review command's service (setStatusOfMember); the portfolio pages
 * (publish/portfolio.ts) and the credit link of story pages. On the embedded
 * database, and on PostgreSQL under scripts/pg-cluster.mjs.
 *
 * One app and one outbox shared by the steps, in order.
 */
import { mkdirSync, readFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { makeApp, type TestApp } from "./helpers.js";
import { DEMO_ACCOUNTS } from "../../server/src/services/members.js";
import { importFolder } from "../../server/src/import/index.js";
import { publishStory, unpublishStory } from "../../server/src/publish/site.js";
import { publishPortfolio } from "../../server/src/publish/portfolio.js";
import { ensurePhotographer } from "../../server/src/services/stories/writer.js";
import { photographer, story, ucMember } from "../../server/src/db/schema.js";
import { PhotographerService } from "../../server/src/services/photographers.js";
import { portfolioUrl, PHOTOGRAPHER_STATUS } from "../../common/photographer.js";
import { validatePhotographer } from "../../common/validate.js";

let t: TestApp;
let cookie: string;
let other: string;
const MOBILE = "13912345678";
let phId = 0;

const outboxCode = (to: string) => t.outboxCode(to);

const post = (url: string, payload: unknown, c = cookie) => t.call({ method: "POST", url, payload: payload as object, cookie: c });
const get = (url: string, c?: string) => t.call({ method: "GET", url, cookie: c });
const site = (url: string) => path.join(t.dataDir, "site", url);

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "10" }); // many code sends from one address in one file
  cookie = await t.login(0);
  other = await t.login(1);
  // an imported photographer already credited under this name
  await ensurePhotographer(t.handle.db, "Dorothea Lange", "多萝西娅·兰格");
});

afterAll(async () => {
  await t?.close();
});

describe("validatePhotographer (common/validate.ts)", () => {
  it("needs a name and a mobile, the code when asked; checks email, emoji and lengths", () => {
    expect(validatePhotographer({}, { needCaptcha: true }).map((v) => [v.field, v.key])).toEqual([
      ["name", "v_name_empty"],
      ["mobile", "v_mobile_empty"],
      ["captcha", "v_captcha_empty"],
    ]);
    const bad = validatePhotographer({ name: "  ", nameZh: "摄影🙂", mobile: "12345", email: "x@", bio: "a".repeat(501) }, { needCaptcha: false });
    expect(bad.map((v) => [v.field, v.key])).toEqual([
      ["name", "v_name_blank"],
      ["nameZh", "v_emoji"],
      ["mobile", "v_mobile_format"],
      ["email", "v_email_format"],
      ["bio", "v_too_long"],
    ]);
    expect(validatePhotographer({ bio: "ok" }, { needCaptcha: false, partial: true })).toEqual([]);
    expect(validatePhotographer({ name: "Ann Lens", mobile: MOBILE, captcha: "123456" }, { needCaptcha: true })).toEqual([]);
  });
});

describe("POST /api/web/photographer/send_mobile_code", () => {
  it("needs a member", async () => {
    const res = await post("/api/web/photographer/send_mobile_code", { mobile: MOBILE }, "");
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("access_denied");
  });

  it("refuses a bad number with its SPEC §5 message, in the request's language", async () => {
    const res = await t.call({
      method: "POST",
      url: "/api/web/photographer/send_mobile_code",
      payload: { mobile: "2345" },
      cookie,
      headers: { "x-lang": "en" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: "invalid_param", errors: [{ field: "mobile", rule: "v_mobile_format" }] });
    expect(res.json().msg).toMatch(/mobile/i);
  });

  it("sends a code through the verification service, then refuses a resend within 60 s", async () => {
    const res = await post("/api/web/photographer/send_mobile_code", { mobile: MOBILE });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ resendIn: 60, expiresIn: 600 });
    expect(outboxCode(MOBILE)).toMatch(/^\d{6}$/);
    const again = await post("/api/web/photographer/send_mobile_code", { mobile: MOBILE });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("code_too_frequent");
    expect(again.json().retryAfter).toBeGreaterThan(0);
  });
});

describe("POST /api/web/photographer/valid_info", () => {
  it("answers every field violation", async () => {
    const res = await post("/api/web/photographer/valid_info", { name: " ", mobile: "1" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "name", rule: "v_name_blank" },
      { field: "mobile", rule: "v_mobile_format" },
    ]);
  });

  it("refuses a name another photographer uses (any case)", async () => {
    const res = await post("/api/web/photographer/valid_info", { name: "dorothea lange", mobile: MOBILE });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "photographer_name_taken", errors: [{ field: "name", rule: "exists" }] });
  });

  it("checks a code without using it up; a wrong one is captcha_invalid", async () => {
    const wrong = outboxCode(MOBILE) === "000000" ? "111111" : "000000";
    const bad = await post("/api/web/photographer/valid_info", { name: "Ann Lens", mobile: MOBILE, captcha: wrong });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe("captcha_invalid");
    const ok = await post("/api/web/photographer/valid_info", { name: "Ann Lens", mobile: MOBILE, captcha: outboxCode(MOBILE) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ valid: true });
  });
});

describe("POST /api/web/photographer/register", () => {
  it("refuses a wrong code and creates nothing", async () => {
    const wrong = outboxCode(MOBILE) === "000000" ? "111111" : "000000";
    const res = await post("/api/web/photographer/register", { name: "Ann Lens", mobile: MOBILE, captcha: wrong });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("captcha_invalid");
    const rows = await t.handle.db.select().from(photographer).where(eq(photographer.name, "Ann Lens"));
    expect(rows).toEqual([]);
    const me = await get("/api/guest/getLoginUcMember", cookie);
    expect(me.json().data.member.photographerId).toBeNull();
  });

  it("refuses missing fields with their messages", async () => {
    const res = await post("/api/web/photographer/register", { name: "Ann Lens" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(["mobile", "captcha"]);
  });

  it("makes the member a pending photographer with a photographerId and publishes the portfolio page", async () => {
    const res = await post("/api/web/photographer/register", {
      name: "Ann Lens",
      nameZh: "安·莱恩斯",
      mobile: MOBILE,
      captcha: outboxCode(MOBILE),
      email: "ann@lens.test",
      bio: "Street photographer in Shanghai.",
    });
    expect(res.statusCode).toBe(200);
    const node = res.json().data;
    phId = node.id;
    expect(node).toMatchObject({
      name: "Ann Lens",
      nameZh: "安·莱恩斯",
      status: PHOTOGRAPHER_STATUS.PENDING,
      bio: "Street photographer in Shanghai.",
      registered: true,
      mobile: MOBILE,
      email: "ann@lens.test",
      photoCount: 0,
      photos: [],
      portfolioUrl: { zh: `/cn/photographer/${phId}.html`, en: `/en/photographer/${phId}.html` },
    });
    const me = (await get("/api/guest/getLoginUcMember", cookie)).json().data.member;
    expect(me.photographerId).toBe(phId);
    expect(me.photographerInfoObj).toEqual({ id: phId, name: "Ann Lens", nameZh: "安·莱恩斯", status: 0 });
    const zh = readFileSync(site(portfolioUrl("zh", phId)), "utf8");
    expect(zh).toContain("安·莱恩斯的作品");
    expect(zh).toContain("暂无已发布的照片");
    expect(zh).toContain("该摄影师资料正在审核中");
    expect(zh).not.toContain("Street photographer"); // the introduction waits for review
    expect(readFileSync(site(portfolioUrl("en", phId)), "utf8")).toContain("Photographs by Ann Lens");
  });

  it("refuses a second registration and a used code", async () => {
    const res = await post("/api/web/photographer/register", { name: "Ann Lens 2", mobile: MOBILE, captcha: outboxCode(MOBILE) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("photographer_exists");
  });
});

describe("GET /api/guest/photographer/get_ph_status", () => {
  it("answers the status of known ids (pending 0, approved 1) and ignores bad ones", async () => {
    const [lange] = await t.handle.db.select().from(photographer).where(eq(photographer.name, "Dorothea Lange"));
    const res = await get(`/api/guest/photographer/get_ph_status?phIds=${phId},${lange.id},abc,-3,999999`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ [String(phId)]: 0, [String(lange.id)]: 1 });
    expect((await get("/api/guest/photographer/get_ph_status")).json().data).toEqual({});
  });
});

describe("GET /api/guest/photographer/getPhotographerNode", () => {
  it("shows a guest the public profile only: no introduction while pending, no contact", async () => {
    const res = await get(`/api/guest/photographer/getPhotographerNode?id=${phId}`);
    expect(res.statusCode).toBe(200);
    const node = res.json().data;
    expect(node).toMatchObject({ id: phId, name: "Ann Lens", status: 0, bio: "" });
    expect(node).not.toHaveProperty("mobile");
    expect(node).not.toHaveProperty("email");
  });

  it("shows the owner their own profile without an id", async () => {
    const res = await get("/api/guest/photographer/getPhotographerNode", cookie);
    expect(res.json().data).toMatchObject({ id: phId, bio: "Street photographer in Shanghai.", mobile: MOBILE });
  });

  it("answers photographer_not_found for an unknown id, and invalid_param for a bad one", async () => {
    const res = await get("/api/guest/photographer/getPhotographerNode?id=999999");
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("photographer_not_found");
    expect((await get("/api/guest/photographer/getPhotographerNode")).statusCode).toBe(404);
    expect((await get("/api/guest/photographer/getPhotographerNode?id=abc")).statusCode).toBe(422);
  });
});

describe("review: setStatusOfMember (photowire photographer <code> approve)", () => {
  it("approves: status 1, the introduction goes public, the page is republished", async () => {
    const res = await t.app.services.photographers.setStatusOfMember(DEMO_ACCOUNTS[0].code, PHOTOGRAPHER_STATUS.APPROVED);
    expect(res).toEqual({ id: phId, name: "Ann Lens", status: 1 });
    const node = (await get(`/api/guest/photographer/getPhotographerNode?id=${phId}`)).json().data;
    expect(node.bio).toBe("Street photographer in Shanghai.");
    expect(readFileSync(site(portfolioUrl("en", phId)), "utf8")).toContain("Street photographer in Shanghai.");
    const me = (await get("/api/guest/getLoginUcMember", cookie)).json().data.member;
    expect(me.photographerInfoObj.status).toBe(1);
  });

  it("fails for a member without a profile or an unknown member", async () => {
    await expect(t.app.services.photographers.setStatusOfMember(DEMO_ACCOUNTS[1].code, 1)).rejects.toThrow(/not registered/);
    await expect(t.app.services.photographers.setStatusOfMember("nobody_here", 1)).rejects.toThrow(/no member/);
  });
});

describe("POST /api/web/photographer/update", () => {
  it("needs a profile", async () => {
    const res = await post("/api/web/photographer/update", { bio: "x" }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("photographer_not_found");
  });

  it("changes the introduction and keeps the other fields", async () => {
    const res = await post("/api/web/photographer/update", { bio: "Street and harbour photographs." });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: "Ann Lens", bio: "Street and harbour photographs.", mobile: MOBILE, status: 1 });
    expect(readFileSync(site(portfolioUrl("zh", phId)), "utf8")).toContain("Street and harbour photographs.");
  });

  it("needs a code for a new mobile and refuses a taken name, changing nothing", async () => {
    const noCode = await post("/api/web/photographer/update", { mobile: "13912340000" });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().errors).toEqual([{ field: "captcha", rule: "v_captcha_empty" }]);
    const taken = await post("/api/web/photographer/update", { name: "Dorothea Lange" });
    expect(taken.statusCode).toBe(409);
    const [row] = await t.handle.db.select().from(photographer).where(eq(photographer.id, phId));
    expect(row).toMatchObject({ name: "Ann Lens", mobile: MOBILE, status: 1 });
  });

  it("changes the mobile with a code sent to the new number", async () => {
    const next = "13912340000";
    expect((await post("/api/web/photographer/send_mobile_code", { mobile: next })).statusCode).toBe(200);
    const res = await post("/api/web/photographer/update", { mobile: next, captcha: outboxCode(next) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mobile).toBe(next);
  });

  it("renaming an approved profile sends it back to review", async () => {
    const res = await post("/api/web/photographer/update", { name: "Ann M. Lens" });
    expect(res.json().data).toMatchObject({ name: "Ann M. Lens", status: 0 });
    const me = (await get("/api/guest/getLoginUcMember", cookie)).json().data.member;
    expect(me.photographerInfoObj).toMatchObject({ name: "Ann M. Lens", status: 0 });
    await t.app.services.photographers.setStatusOfMember(DEMO_ACCOUNTS[0].code, PHOTOGRAPHER_STATUS.APPROVED);
  });
});

describe("portfolio pages and published photos", () => {
  const pcIds: string[] = [];

  beforeAll(async () => {
    // two stories crediting the photographer by name (as an import or add/pc does), published one after the other
    for (const [i, title] of ["Harbour lights", "Night market"].entries()) {
      const folder = path.join(t.dataDir, `in-${i}`);
      mkdirSync(folder);
      writeFileSync(path.join(folder, "a.jpg"), await sharp({ create: { width: 800, height: 600, channels: 3, background: i ? "#531" : "#235" } }).jpeg().toBuffer());
      writeFileSync(path.join(folder, "a.json"), JSON.stringify({ title, caption: `${title}, caption.`, photographer: "Ann M. Lens", date: "2026-11-0" + (i + 1) }));
      await importFolder(t.handle.db, folder, { dataDir: t.dataDir, siteCode: "pw", siteId: 1, now: new Date(`2026-11-2${i}T10:00:00Z`) });
      const [s] = await t.handle.db.select().from(story).where(eq(story.titleEn, title));
      pcIds.push(s.pcId);
      await publishStory(t.handle.db, s.pcId, { dataDir: t.dataDir, siteCode: "pw" });
    }
  });

  it("lists their published photos, newest first, linking to the story pages", async () => {
    const html = readFileSync(site(portfolioUrl("en", phId)), "utf8");
    expect(html).toContain("2 published photos");
    const links = [...html.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]).filter((h) => h.includes("/articles/"));
    const node = (await get(`/api/guest/photographer/getPhotographerNode?id=${phId}&edition=en`)).json().data;
    expect(node.photoCount).toBe(2);
    expect(node.photos.map((p: { title: string }) => p.title)).toEqual(["Night market", "Harbour lights"]);
    expect(links).toEqual(node.photos.map((p: { htmlUrl: string }) => p.htmlUrl));
    expect(links[0]).toMatch(/^\/en\/pw\/.+\/photo\/articles\/.+\.html#\w+$/);
    expect(html.indexOf("Night market")).toBeLessThan(html.indexOf("Harbour lights"));
    expect(readFileSync(site(portfolioUrl("zh", phId)), "utf8")).toContain("已发布 2 张照片");
  });

  it("story pages link the photo credit to the portfolio page", async () => {
    const node = (await get(`/api/guest/photographer/getPhotographerNode?id=${phId}&edition=en`)).json().data;
    const page = node.photos[0].htmlUrl.split("#")[0];
    const html = readFileSync(site(page), "utf8");
    expect(html).toContain(`<a href="/en/photographer/${phId}.html">Photo: Ann M. Lens</a>`);
    const zhPage = readFileSync(site(page.replace(/^\/en/, "")), "utf8");
    expect(zhPage).toContain(`<a href="/cn/photographer/${phId}.html">`);
  });

  it("the search's author matching finds their photos", async () => {
    const res = await get(`/api/en/articles/search?author=${encodeURIComponent("Ann M. Lens")}&_rid=1`);
    expect(res.statusCode).toBe(200);
    const titles = res.json().result.page_data.map((s: { title: string }) => s.title).sort();
    expect(titles).toEqual(["Harbour lights", "Night market"]);
  });

  it("a story taken offline leaves the portfolio", async () => {
    await unpublishStory(t.handle.db, pcIds[1], { dataDir: t.dataDir, siteCode: "pw" });
    const html = readFileSync(site(portfolioUrl("en", phId)), "utf8");
    expect(html).toContain("1 published photo");
    expect(html).not.toContain("Night market");
    await publishStory(t.handle.db, pcIds[1], { dataDir: t.dataDir, siteCode: "pw" });
  });

  it("publishPortfolio removes the pages of a photographer that no longer exists", async () => {
    const [gone] = await t.handle.db.insert(photographer).values({ name: "Gone Soon" }).returning();
    await publishPortfolio(t.handle, t.app.config, gone.id);
    expect(existsSync(site(portfolioUrl("zh", gone.id)))).toBe(true);
    await t.handle.db.delete(photographer).where(eq(photographer.id, gone.id));
    expect(await publishPortfolio(t.handle, t.app.config, gone.id)).toEqual({ pages: 0 });
    expect(existsSync(site(portfolioUrl("zh", gone.id)))).toBe(false);
  });
});

describe("concurrent registrations", () => {
  it("the same member registering twice at once gets one profile; the other call fails cleanly", async () => {
    const mobile = "13977778888";
    expect((await post("/api/web/photographer/send_mobile_code", { mobile }, other)).statusCode).toBe(200);
    const captcha = outboxCode(mobile);
    const body = { name: "Twice Lens", mobile, captcha };
    const [a, b] = await Promise.all([post("/api/web/photographer/register", body, other), post("/api/web/photographer/register", { ...body, name: "Twice Lens B" }, other)]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([409, 422]).toContain(codes[1]);
    const rows = await t.handle.db.select().from(photographer).where(eq(photographer.mobile, mobile));
    expect(rows.length).toBe(1);
    const me = (await get("/api/guest/getLoginUcMember", other)).json().data.member;
    expect(me.photographerId).toBe(rows[0].id);
  });
});

describe("republishing", () => {
  it("a failure to write the portfolio pages does not fail a change that is stored", async () => {
    const svc = new PhotographerService(t.handle.db, t.app.services.verification, async () => {
      throw new Error("disk full");
    });
    const [m] = await t.handle.db.select().from(ucMember).where(eq(ucMember.photographerId, phId));
    const node = await svc.update(m, { bio: "Still saved." }, "en", { lang: "en" });
    expect(node.bio).toBe("Still saved.");
    const [row] = await t.handle.db.select().from(photographer).where(eq(photographer.id, phId));
    expect(row.bio).toBe("Still saved.");
  });
});
