/**
 * The licence in the downloaded file (issue 20 "Licences": the IPTC of the
 * downloaded file agrees with the page): media/xmp.ts builds the XMP packet
 * and splices it into a JPEG or PNG without re-encoding; the files the
 * server serves (the original, medium, small) are read back with exifr, an
 * independent reader, and compared with the story page's licence block and
 * JSON-LD; every byte of the original outside the XMP is unchanged.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { relation, story, ucMember } from "../../server/src/db/schema.js";
import { originalFile, siteFile, storeMedia, type StoredMedia } from "../../server/src/media/derivatives.js";
import { JPEG_XMP_MAX, jpegSegments, licenceXmp, readXmp, spliceXmp, type XmpLicence } from "../../server/src/media/xmp.js";
import { publishStory } from "../../server/src/publish/site.js";
import { storyUrls } from "../../server/src/adapters/story.js";
import { loadConfig } from "../../server/src/config.js";
import type { LicenceDto } from "../../common/licence.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory } from "./search-fixtures.js";
import { IPTC_UTF8, IPTC_VERSION, iptcRecord2, withIptcSegment } from "../fixtures/iptc.js";

const OLD_XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:Credit="Old credit" photoshop:City="Nipomo"/></rdf:RDF></x:xmpmeta>';

/** A gradient image (real encoders' sizes) of `width` × `height`. */
function gradient(width: number, height: number) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 96], (y * width + x) * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } });
}
/** A JPEG with an IPTC block (By-line) and an XMP packet of its own (an old Credit, a City). */
async function jpegWithMeta(width: number, height: number): Promise<Buffer> {
  const jpg = await gradient(width, height).withXmp(OLD_XMP).jpeg({ quality: 90 }).toBuffer();
  return withIptcSegment(jpg, Buffer.concat([IPTC_UTF8, IPTC_VERSION, iptcRecord2([[80, "Dorothea Lange"]])]));
}

const LICENCE: XmpLicence = {
  usageTerms: { zh: "仅限新闻编辑用途。", en: "Editorial use only." },
  lang: "en",
  webStatement: "https://photo.example/terms",
  credit: "Dorothea Lange / Photowire",
  rights: "© Dorothea Lange, all rights reserved",
  marked: true,
  modelRelease: "none",
  propertyRelease: "not_applicable",
  creators: ["Dorothea Lange"],
  source: "Photowire",
  description: "Nipomo, California",
  title: "Migrant mother",
  dateCreated: "1936-03-01",
};

/** HTML attribute text → the text (the entities liquid's escape writes). */
export const unescapeHtml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The file without its standard XMP segment (JPEG). */
function jpegWithoutXmp(file: Buffer): Buffer {
  const seg = jpegSegments(file).find((s) => s.marker === 0xe1 && file.subarray(s.data, s.data + 28).toString("latin1") === "http://ns.adobe.com/xap/1.0/");
  return seg ? Buffer.concat([file.subarray(0, seg.start), file.subarray(seg.end)]) : file;
}

describe("media/xmp.ts", () => {
  it("splices the licence into a JPEG without touching anything else; other XMP properties and the IPTC stay", async () => {
    const jpg = await jpegWithMeta(300, 200);
    const out = spliceXmp(jpg, licenceXmp(LICENCE, readXmp(jpg)))!;
    expect(out).toBeTruthy();
    const meta = await exifr.parse(out, { xmp: true, iptc: true });
    expect(meta).toMatchObject({
      Credit: "Dorothea Lange / Photowire",
      City: "Nipomo",
      Byline: "Dorothea Lange",
      WebStatement: "https://photo.example/terms",
      Marked: true,
      ModelReleaseStatus: "http://ns.useplus.org/ldf/vocab/MR-NON",
      PropertyReleaseStatus: "http://ns.useplus.org/ldf/vocab/PR-NAP",
      creator: "Dorothea Lange",
      DateCreated: "1936-03-01",
    });
    expect(meta.UsageTerms).toEqual([
      { lang: "x-default", value: "Editorial use only." },
      { lang: "zh", value: "仅限新闻编辑用途。" },
      { lang: "en", value: "Editorial use only." },
    ]);
    // the old packet is replaced, not repeated: one standard XMP segment, and the rest is the original's bytes
    const xmpSegments = jpegSegments(out).filter((s) => s.marker === 0xe1 && out.subarray(s.data, s.data + 28).toString("latin1") === "http://ns.adobe.com/xap/1.0/");
    expect(xmpSegments).toHaveLength(1);
    expect(jpegWithoutXmp(out).equals(jpegWithoutXmp(jpg))).toBe(true);
    // splicing again replaces it
    const again = spliceXmp(out, licenceXmp({ ...LICENCE, credit: "Second" }, readXmp(out)))!;
    expect((await exifr.parse(again, { xmp: true })).Credit).toBe("Second");
    expect(jpegWithoutXmp(again).equals(jpegWithoutXmp(jpg))).toBe(true);
  });

  it("writes an iTXt chunk into a PNG before its pixels; the pixels decode the same", async () => {
    const png = await gradient(120, 80).png().toBuffer();
    const out = spliceXmp(png, licenceXmp(LICENCE))!;
    expect((await exifr.parse(out, { xmp: true })).Credit).toBe("Dorothea Lange / Photowire");
    expect(out.indexOf(Buffer.from("iTXtXML:com.adobe.xmp"))).toBeLessThan(out.indexOf(Buffer.from("IDAT")));
    const [a, b] = await Promise.all([sharp(png).raw().toBuffer(), sharp(out).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
    expect(readXmp(out)).toContain("photoshop:Credit");
  });

  it("escapes text and drops what XML cannot hold; refuses what it cannot write", async () => {
    const packet = licenceXmp({ ...LICENCE, credit: 'A & B <c> "d"\u0001' });
    const out = spliceXmp(await gradient(20, 20).jpeg().toBuffer(), packet)!;
    // exifr hands entities back as written: the packet is well-formed XML
    expect((await exifr.parse(out, { xmp: true })).Credit).toBe("A &amp; B &lt;c&gt; &quot;d&quot;");
    expect(spliceXmp(await gradient(20, 20).jpeg().toBuffer(), "x".repeat(JPEG_XMP_MAX + 1))).toBeNull();
    expect(spliceXmp(await gradient(20, 20).tiff().toBuffer(), packet)).toBeNull();
    expect(spliceXmp(await gradient(20, 20).webp().toBuffer(), packet)).toBeNull();
    // a packet that does not parse is replaced by ours
    expect(licenceXmp(LICENCE, "<not xml")).toContain("photoshop:Credit>Dorothea Lange / Photowire<");
  });
});

describe("the files the server serves agree with the page", () => {
  let t: TestApp;
  let storage: string;
  let member: string;
  const media: StoredMedia[] = [];

  beforeAll(async () => {
    storage = mkdtempSync(path.join(tmpdir(), "pw-xmp-"));
    t = await makeApp({ STORAGE_DIR: storage, RATE_LIMIT_FACTOR: "1000" });
    member = await t.login(1);
    media.push(await storeMedia(storage, 8101, await jpegWithMeta(2000, 1500), "jpg"));
    media.push(await storeMedia(storage, 8102, await gradient(900, 600).png().toBuffer(), "png"));
    media.push(await storeMedia(storage, 8103, await gradient(300, 200).webp().toBuffer(), "webp"));
    await addStory(t.handle.db, {
      pcId: "xmps",
      type: "image_group",
      titleEn: "Migrant mother",
      titleZh: "移民母亲",
      items: [{ photographer: "Dorothea Lange", caption: "Nipomo" }, { photographer: "Dorothea Lange" }, { photographer: "Dorothea Lange" }],
    });
    for (const [i, m] of media.entries()) {
      await t.handle.db
        .update(relation)
        .set({ mediaId: String(m.mediaId), width: m.width, height: m.height, size: m.size, originalPath: m.originalPath, imgUrl: m.urls.large, shootingDate: "1936-03-01" })
        .where(eq(relation.relationId, `xmps-r${i}`));
    }
    await t.handle.db
      .update(relation)
      .set({ licenceType: "rm", restrictionsZh: "不得用于广告", restrictionsEn: "No advertising", modelRelease: "released", propertyRelease: "not_applicable" })
      .where(eq(relation.relationId, "xmps-r0"));
    await publishStory(t.handle.db, "xmps", { dataDir: storage, siteCode: "t2" });
    await t.handle.db.update(ucMember).set({ downloadQuota: 50 }).where(eq(ucMember.code, "demo_member"));
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    rmSync(storage, { recursive: true, force: true });
  });

  /** The licence block of a photo on the published page of an edition (its data-pw-licence JSON) and the page's JSON-LD image. */
  async function pageLicence(relationId: string, lang: "zh" | "en"): Promise<{ licence: LicenceDto; shown: string; ld: Record<string, unknown> }> {
    const [s] = await t.handle.db.select().from(story).where(eq(story.pcId, "xmps"));
    const html = readFileSync(siteFile(storage, storyUrls(s, lang).htmlUrl), "utf8");
    const figure = new RegExp(`<figure class="photo" id="${relationId}">([\\s\\S]*?)</figure>`).exec(html)![1];
    const attr = unescapeHtml(/data-pw-licence="([^"]*)"/.exec(figure)![1]);
    const shown = unescapeHtml(/<dd class="licence-credit-line"[^>]*>([^<]*)<\/dd>/.exec(figure)![1]);
    const doc = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
    const ld = doc.image.find((i: { contentUrl: string }) => i.contentUrl.includes(`/${media[Number(relationId.slice(-1))].mediaId}_`));
    return { licence: JSON.parse(attr), shown, ld };
  }

  async function fetchFile(relationId: string, size: string, lang: "zh" | "en"): Promise<Buffer> {
    const res = await t.call({ method: "POST", url: "/api/ucMemberDownload/downloadImgs", cookie: member, headers: { "x-lang": lang }, payload: { data: [{ relationId }], size } });
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.call({ method: "GET", url: res.json().data.url, cookie: member });
    expect(file.statusCode).toBe(200);
    return file.rawPayload;
  }

  it("the original: the page's credit line, licence URL and licence in its XMP; the IPTC and every other byte as stored", async () => {
    const { licence, shown, ld } = await pageLicence("xmps-r0", "en");
    expect(licence).toMatchObject({ type: "rm", restrictionsEn: "No advertising", modelRelease: "released", propertyRelease: "not_applicable", creditLine: "Dorothea Lange / Photowire" });
    expect(shown).toBe(licence.creditLine);
    const file = await fetchFile("xmps-r0", "original", "en");
    const meta = await exifr.parse(file, { xmp: true, iptc: true });
    const origin = loadConfig().siteOrigin;
    expect(meta.Credit).toBe(licence.creditLine);
    expect(meta.Credit).toBe(ld.creditText);
    expect(meta.WebStatement).toBe(`${origin}${licence.licenceUrl}`);
    expect(meta.WebStatement).toBe(ld.license);
    expect(meta.ModelReleaseStatus).toBe("http://ns.useplus.org/ldf/vocab/MR-UMR");
    expect(meta.PropertyReleaseStatus).toBe("http://ns.useplus.org/ldf/vocab/PR-NAP");
    const terms = Object.fromEntries((meta.UsageTerms as { lang: string; value: string }[]).map((x) => [x.lang, x.value]));
    expect(terms.en).toBe("Rights-managed. Restrictions: No advertising. Model release: Released. Property release: Not applicable.");
    expect(terms.zh).toBe("版权管理（RM）。使用限制：不得用于广告。肖像权许可：已取得。物权许可：不适用。");
    expect(terms["x-default"]).toBe(terms.en);
    // what the file said of itself stays: the IPTC By-line and the XMP properties that are not the licence's
    expect(meta).toMatchObject({ Byline: "Dorothea Lange", City: "Nipomo" });
    const stored = readFileSync(originalFile(storage, media[0].originalPath));
    expect(jpegWithoutXmp(file).equals(jpegWithoutXmp(stored))).toBe(true);
    expect(await sharp(file).metadata()).toMatchObject({ width: 2000, height: 1500 });
  });

  it("the medium file in Chinese: the Chinese page's credit line, the IPTC kept, 1600 px", async () => {
    const { licence } = await pageLicence("xmps-r0", "zh");
    expect(licence.creditLine).toBe("Dorothea Lange / Photowire 图片通讯社");
    const file = await fetchFile("xmps-r0", "medium", "zh");
    const meta = await exifr.parse(file, { xmp: true, iptc: true });
    expect(meta.Credit).toBe(licence.creditLine);
    expect(meta.Byline).toBe("Dorothea Lange");
    expect(Object.fromEntries((meta.UsageTerms as { lang: string; value: string }[]).map((x) => [x.lang, x.value]))["x-default"]).toContain("版权管理（RM）");
    expect(await sharp(file).metadata()).toMatchObject({ width: 1600, height: 1200, format: "jpeg" });
  });

  it("a PNG original gets the licence as iTXt, its pixels unchanged; a small PNG stays PNG with the licence", async () => {
    const { licence } = await pageLicence("xmps-r1", "en");
    expect(licence.type).toBe("editorial");
    const file = await fetchFile("xmps-r1", "original", "en");
    expect((await exifr.parse(file, { xmp: true })).Credit).toBe(licence.creditLine);
    const stored = readFileSync(originalFile(storage, media[1].originalPath));
    const [a, b] = await Promise.all([sharp(stored).raw().toBuffer(), sharp(file).raw().toBuffer()]);
    expect(a.equals(b)).toBe(true);
    const small = await fetchFile("xmps-r1", "small", "en");
    expect(await sharp(small).metadata()).toMatchObject({ format: "png", width: 640, height: 427 });
    expect((await exifr.parse(small, { xmp: true })).Credit).toBe(licence.creditLine);
  });

  it("a WebP original cannot carry the splice: it is served unchanged", async () => {
    const file = await fetchFile("xmps-r2", "original", "en");
    expect(file.equals(readFileSync(originalFile(storage, media[2].originalPath)))).toBe(true);
  });
});
