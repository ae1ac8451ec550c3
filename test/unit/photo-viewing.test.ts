/**
 * Photo viewing and structured data on story pages (issue 12): the media
 * sizes sharp makes (JPEG, WebP, AVIF; never enlarged), the <picture> of a
 * published photo (srcset, sizes capped at the file's width, width/height),
 * the facts under each photo, the schema.org JSON-LD with Google's
 * licensable-image fields, and the IPTC metadata of the downloaded file,
 * read back with exifr.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import exifr from "exifr";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/src/config.js";
import { relation, story, ucMember } from "../../server/src/db/schema.js";
import { addModernFormats, mediaUrls, pictureOf, siteFile, storeMedia, type StoredMedia } from "../../server/src/media/derivatives.js";
import { photoJsonLd } from "../../server/src/media/photo-data.js";
import { publishStory } from "../../server/src/publish/site.js";
import { storyUrls } from "../../server/src/adapters/story.js";
import { makeApp, type TestApp } from "./helpers.js";
import { addStory } from "./search-fixtures.js";
import { IPTC_UTF8, IPTC_VERSION, iptcRecord2, withIptcSegment } from "../fixtures/iptc.js";

/**
 * A JPEG of `width` × `height` carrying an IPTC block (APP13 Photoshop 8BIM
 * resource 0x0404) with By-line (2:80), Credit (2:110), Copyright (2:116).
 */
async function jpegWithIptc(width: number, height: number, fields: [number, string][]): Promise<Buffer> {
  // a gradient, not a flat colour: real encoders' sizes
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set([(x * 255) / width, (y * 255) / height, 128], (y * width + x) * 3);
  const jpg = await sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
  return withIptcSegment(jpg, Buffer.concat([IPTC_UTF8, IPTC_VERSION, iptcRecord2(fields)]));
}

const IPTC: [number, string][] = [
  [80, "Dorothea Lange"],
  [110, "Photowire / Dorothea Lange"],
  [116, "(c) Photowire 2026"],
];

let t: TestApp;
let storage: string;
let small: StoredMedia; // 790 × 1024
let big: StoredMedia; // 1600 × 1000
let original: Buffer;

const read = (url: string) => readFileSync(siteFile(storage, url), "utf8");
const size = async (url: string) => sharp(readFileSync(siteFile(storage, url))).metadata();

beforeAll(async () => {
  storage = mkdtempSync(path.join(tmpdir(), "pw-viewing-"));
  t = await makeApp({ STORAGE_DIR: storage, RATE_LIMIT_FACTOR: "1000" });
  original = await jpegWithIptc(790, 1024, IPTC);
  small = await storeMedia(storage, 7901, original, "jpg");
  big = await storeMedia(storage, 7902, await jpegWithIptc(1600, 1000, IPTC), "jpg");
  await addStory(t.handle.db, {
    pcId: "view",
    type: "image_group",
    titleEn: "Migrant mother",
    titleZh: "移民母亲",
    descriptionEn: "A group of two photos",
    items: [
      { photographer: "Dorothea Lange", caption: "Nipomo, California" },
      { photographer: "Dorothea Lange", caption: "A second photo" },
    ],
  });
  for (const [i, m] of [small, big].entries()) {
    await t.handle.db
      .update(relation)
      .set({ mediaId: String(m.mediaId), width: m.width, height: m.height, size: m.size, originalPath: m.originalPath, imgUrl: m.urls.large, shootingDate: "1936-03-01" })
      .where(eq(relation.relationId, `view-r${i}`));
  }
  await publishStory(t.handle.db, "view", { dataDir: storage, siteCode: "t2" });
}, 180_000);

afterAll(async () => {
  await t?.close();
  rmSync(storage, { recursive: true, force: true });
});

describe("media sizes (sharp)", () => {
  it("never enlarges: a 790 px original gives 790 px files, a 1600 px one 1200 and 480 px files", async () => {
    expect([small.width, small.height]).toEqual([790, 1024]);
    const s = mediaUrls(small.mediaId);
    for (const url of [s.large, s.largeWebp, s.largeAvif]) expect(await size(url), url).toMatchObject({ width: 790, height: 1024 });
    expect(await size(s.list)).toMatchObject({ width: 480, height: 622 });
    expect(await size(s.listWebp)).toMatchObject({ width: 480, height: 622, format: "webp" });
    expect(await size(s.listAvif)).toMatchObject({ width: 480, height: 622, format: "heif" });
    expect(await size(s.thumb)).toMatchObject({ width: 110, height: 110 });
    const b = mediaUrls(big.mediaId);
    expect(await size(b.large)).toMatchObject({ width: 1200, height: 750, format: "jpeg" });
    expect(await size(b.largeWebp)).toMatchObject({ width: 1200, height: 750, format: "webp" });
    expect(await size(b.largeAvif)).toMatchObject({ width: 1200, height: 750, format: "heif" });
    expect(await size(b.list)).toMatchObject({ width: 480, height: 300 });
  });

  it("the public files carry no IPTC (small files); the original keeps it", async () => {
    expect(await exifr.parse(readFileSync(siteFile(storage, mediaUrls(small.mediaId).large)), { iptc: true })).toBeFalsy();
    const iptc = await exifr.parse(original, { iptc: true });
    expect(iptc.Byline).toBe("Dorothea Lange");
  });
});

describe("addModernFormats", () => {
  it("makes the WebP and AVIF files a photo stored by an older version lacks, from its original, once", async () => {
    const u = mediaUrls(small.mediaId);
    const modern = [u.largeWebp, u.listWebp, u.largeAvif, u.listAvif];
    for (const url of modern) rmSync(siteFile(storage, url));
    expect(await addModernFormats(t.handle.db, storage)).toBe(1);
    for (const url of modern) expect(existsSync(siteFile(storage, url)), url).toBe(true);
    expect(await size(u.listAvif)).toMatchObject({ width: 480, height: 622 });
    expect(await addModernFormats(t.handle.db, storage)).toBe(0);
  });
});

describe("pictureOf", () => {
  it("caps sizes and width at the file's own width, one candidate per distinct width", () => {
    const p = pictureOf(7901, 790, 1024);
    expect(p.width).toBe(790);
    expect(p.height).toBe(1024);
    expect(p.sizes).toBe("(max-width: 790px) 100vw, 790px");
    const u = mediaUrls(7901);
    expect(p.srcset).toBe(`${u.list} 480w, ${u.large} 790w`);
    expect(p.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
    expect(p.sources[0].srcset).toBe(`${u.listAvif} 480w, ${u.largeAvif} 790w`);
    expect(p.sources[1].srcset).toBe(`${u.listWebp} 480w, ${u.largeWebp} 790w`);
    // a photo narrower than the list size: one candidate each
    const tiny = pictureOf(5, 300, 200);
    expect(tiny.srcset).toBe(`${mediaUrls(5).large} 300w`);
    expect(tiny.sizes).toBe("(max-width: 300px) 100vw, 300px");
    // never a w descriptor larger than the original
    for (const p2 of [p, tiny, pictureOf(9, 4000, 3000)]) {
      for (const set of [p2.srcset, ...p2.sources.map((s) => s.srcset)]) {
        for (const w of set.matchAll(/ (\d+)w/g)) expect(Number(w[1])).toBeLessThanOrEqual(Math.max(p2.width, 480));
      }
    }
  });
});

describe("the published photo page", () => {
  const pageOf = async (en: boolean, mobile = false) => {
    const [s] = await t.handle.db.select().from(story).where(eq(story.pcId, "view"));
    const u = storyUrls(s, en ? "en" : "zh");
    return { html: read(mobile ? u.mHtmlUrl : u.htmlUrl), url: u.htmlUrl };
  };

  it("shows each photo in a <picture> with AVIF and WebP sources, never wider than its file", async () => {
    const { html } = await pageOf(true);
    const pictures = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map((m) => m[1]);
    expect(pictures).toHaveLength(2);
    const [first, second] = pictures;
    expect(first).toMatch(/<source type="image\/avif" srcset="[^"]+7901_480\.avif 480w, [^"]+7901_1200\.avif 790w" sizes="\(max-width: 790px\) 100vw, 790px">/);
    expect(first).toMatch(/<source type="image\/webp" srcset="[^"]+7901_480\.webp 480w, [^"]+7901_1200\.webp 790w"/);
    expect(first).toMatch(/<img src="[^"]+7901_1200\.jpg" srcset="[^"]+" sizes="\(max-width: 790px\) 100vw, 790px" width="790" height="1024" alt="Migrant mother" fetchpriority="high"/);
    expect(second).toMatch(/width="1200" height="750"[^>]*loading="lazy"/);
    // the link opens the viewer (or the file, without script); the CSS caps the width at the file's px and the window's height
    expect(html).toMatch(/<a class="photo-open" href="[^"]+7901_1200\.jpg" aria-label="View larger: Migrant mother" data-pw-photo style="--pw-photo-w: 790px; --pw-photo-ratio: 0.7715">/);
    expect(html).toContain("<pw-photo-viewer></pw-photo-viewer>");
    expect(html).toContain('<script type="module" src="/widgets/esm/pw-photo-viewer.js"></script>');
    const css = readFileSync(path.join(import.meta.dirname, "../../templates/assets/site.css"), "utf8");
    expect(css).toMatch(/\.photo-open \{[^}]*width: min\(100%, var\(--pw-photo-w, 100%\), calc\(\(100svh - 5rem\) \* var\(--pw-photo-ratio, 1\)\)\)/);
    expect(css).not.toMatch(/\.photo img \{[^}]*width: 100%; \}[\s\S]*\.photo-open/);
  });

  it("shows pixel dimensions, file size, photographer, credit line and date of each photo, in the edition's language", async () => {
    const { html } = await pageOf(true);
    expect(html).toContain('<dl class="photo-meta" aria-label="Photo details">');
    expect(html).toContain('<dt>Dimensions</dt><dd class="photo-pixels">790 × 1024 px</dd>');
    const kb = Math.round((small.size / 1024) * 10) / 10;
    expect(html).toContain(`<dt>File size</dt><dd class="photo-size">${kb} KB</dd>`);
    expect(html).toContain('<dt>Photographer</dt><dd class="photo-photographer">Dorothea Lange</dd>');
    expect(html).toContain('<dt>Credit</dt><dd class="photo-credit-line">Dorothea Lange / Photowire</dd>');
    expect(html).toContain('<dt>Date taken</dt><dd class="photo-date">1936-03-01</dd>');
    const zh = (await pageOf(false)).html;
    expect(zh).toContain('<dt>尺寸</dt><dd class="photo-pixels">790 × 1024 像素</dd>');
    expect(zh).toContain("<dt>文件大小</dt>");
    expect(zh).toContain('<dd class="photo-credit-line">Dorothea Lange / Photowire 图片通讯社</dd>');
    // the phone page: the same picture, the list size as src
    const m = (await pageOf(true, true)).html;
    expect(m).toMatch(/<img src="[^"]+7901_480\.jpg" srcset="[^"]+" sizes="\(max-width: 790px\) 100vw, 790px" width="790" height="1024"/);
  });

  it("carries schema.org NewsArticle and ImageObject JSON-LD with the licensable-image fields", async () => {
    const { html, url } = await pageOf(true);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
    expect(scripts).toHaveLength(1);
    const doc = scripts[0];
    expect(doc["@context"]).toBe("https://schema.org");
    expect(doc["@type"]).toBe("NewsArticle");
    expect(doc.headline).toBe("Migrant mother");
    expect(doc.inLanguage).toBe("en");
    expect(doc.author).toEqual([{ "@type": "Person", name: "Dorothea Lange" }]);
    expect(doc.image).toHaveLength(2);
    const img = doc.image[0];
    expect(img).toMatchObject({
      "@type": "ImageObject",
      width: 790,
      height: 1024,
      caption: "Nipomo, California",
      creator: [{ "@type": "Person", name: "Dorothea Lange" }],
      creditText: "Dorothea Lange / Photowire",
      copyrightNotice: "© Dorothea Lange, all rights reserved",
      // absolute on the public site origin (PUBLIC_URL; default http://HOST:PORT)
      license: `${loadConfig().siteOrigin}${url}`,
      acquireLicensePage: `${loadConfig().siteOrigin}${url}`,
      dateCreated: "1936-03-01",
    });
    expect(img.contentUrl).toMatch(/7901_1200\.jpg$/);
    expect(img.thumbnailUrl).toMatch(/7901_480\.jpg$/);
  });

  it("shows each photo's licence in the edition's language (issue 20), and the JSON-LD agrees with it", async () => {
    const unescape = (x: string) => x.replace(/&#(\d+);/g, (_m, n: string) => String.fromCharCode(Number(n))).replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
    for (const [en, labels] of [
      [true, { type: "Editorial use only", none: "None", release: "Not released", copy: "Copy credit line" }],
      [false, { type: "仅限新闻编辑用途", none: "无", release: "未取得", copy: "复制署名" }],
    ] as const) {
      const { html } = await pageOf(en);
      const figures = [...html.matchAll(/<figure class="photo" id="([^"]+)">([\s\S]*?)<\/figure>/g)];
      expect(figures).toHaveLength(2);
      const doc = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
      for (const [i, [, id, fig]] of figures.entries()) {
        // the static page contract: the block with its LicenceDto as JSON, readable without script
        const block = /<div class="photo-licence" data-pw-licence="([^"]*)" role="group" aria-label="[^"]+">([\s\S]*?)<\/div>\s*<\/figcaption>/.exec(fig);
        expect(block, id).toBeTruthy();
        const licence = JSON.parse(unescape(block![1]));
        expect(licence).toMatchObject({ type: "editorial", restrictionsZh: "", restrictionsEn: "", modelRelease: "none", propertyRelease: "none" });
        expect(block![2]).toContain(`<dd class="licence-type" data-licence-type="editorial">${labels.type}</dd>`);
        expect(block![2]).toContain(`<dd class="licence-restrictions">${labels.none}</dd>`);
        expect(block![2]).toContain(`<dd class="licence-model-release">${labels.release}</dd>`);
        const shown = unescape(/<dd class="licence-credit-line" id="credit-[^"]+">([^<]*)<\/dd>/.exec(block![2])![1]);
        expect(shown).toBe(licence.creditLine);
        expect(shown).toBe(en ? "Dorothea Lange / Photowire" : "Dorothea Lange / Photowire 图片通讯社");
        // the copy button copies exactly that line (site.css shows it once <pw-photo-viewer>, which wires it, is defined)
        const button = /<button type="button" class="licence-copy" data-pw-copy="([^"]*)"[^>]*>([^<]*)<\/button>/.exec(block![2]);
        expect(unescape(button![1])).toBe(shown);
        expect(button![2]).toBe(labels.copy);
        expect(block![2]).toContain(`href="${licence.licenceUrl}" rel="license"`);
        // JSON-LD: the same credit line and licence URL (absolute on the site origin)
        expect(doc.image[i].creditText).toBe(shown);
        expect(doc.image[i].license).toBe(`${loadConfig().siteOrigin}${licence.licenceUrl}`);
      }
      // the element that wires the copy buttons (widgets/viewer/copy-credit.lazy.ts), on every page with photos
      expect(html).toContain("<pw-photo-viewer></pw-photo-viewer>");
    }
  });

  it("JSON-LD: a source's licence, absolute URLs under a base, and no way to close the script", () => {
    const photo = {
      lang: "en" as const,
      width: 10,
      height: 10,
      size: 0,
      photographerStr: "Felice Beato",
      dateText: "",
      shootingDate: "",
      credit: { name: "Getty's Open Content Program", nameZh: "盖蒂", licence: "CC0-1.0", licenceUrl: "https://creativecommons.org/publicdomain/zero/1.0/" },
      contentUrl: "/media/1.jpg",
      thumbnailUrl: "/media/1s.jpg",
      name: "</script><script>alert(1)</script>",
      caption: "",
    };
    const json = photoJsonLd([photo], { pageUrl: "/pw/a.html", headline: "x", description: "", datePublished: "2026-01-01", inLanguage: "en", base: "https://photo.example/", defaultLicenceUrl: "/terms" });
    expect(json).not.toContain("<");
    const doc = JSON.parse(json);
    expect(doc.image[0]).toMatchObject({
      contentUrl: "https://photo.example/media/1.jpg",
      license: "https://creativecommons.org/publicdomain/zero/1.0/",
      acquireLicensePage: "https://photo.example/pw/a.html",
      creditText: "Felice Beato / Getty's Open Content Program",
      copyrightNotice: "Getty's Open Content Program, CC0-1.0",
      name: "</script><script>alert(1)</script>",
    });
  });
});

describe("downloads keep the IPTC metadata", () => {
  it("the downloaded file is the original with its IPTC (By-line, Credit, Copyright), read back with exifr", async () => {
    const member = await t.login(1);
    await t.handle.db.update(ucMember).set({ downloadQuota: 5 }).where(eq(ucMember.code, "demo_member"));
    const res = await t.call({ method: "POST", url: "/api/ucMemberDownload/downloadImgs", cookie: member, payload: { data: [{ relationId: "view-r0" }] } });
    expect(res.statusCode).toBe(200);
    const file = await t.call({ method: "GET", url: res.json().data.url, cookie: member });
    expect(file.statusCode).toBe(200);
    const iptc = await exifr.parse(file.rawPayload, { iptc: true, tiff: false, xmp: false });
    expect(iptc).toMatchObject({ Byline: "Dorothea Lange", Credit: "Photowire / Dorothea Lange", CopyrightNotice: "(c) Photowire 2026" });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: 790, height: 1024 });
  });
});
