/**
 * What a story page says about each of its photos (issue 12, photo viewing
 * and structured data; SPEC §3 Relation): the facts shown under a photo
 * (pixel dimensions, file size, photographer, credit line, date) and the
 * schema.org JSON-LD a search engine reads to show the photo as licensable
 * (Google's licensable-image fields on ImageObject: creator, creditText,
 * copyrightNotice, license, acquireLicensePage), inside a NewsArticle.
 *
 * Issue 20: a photo's licence as the reader sees it (licenceView: the
 * stored licence with the credit line and licence URL), its labels and the
 * usage-terms sentence the downloaded file's XMP carries, so the page, the
 * JSON-LD and the file say the same.
 *
 * Framework-free and pure: publish/view-models.ts fills it from the relation row, the
 * story DTO and the story's source (corpus credit and licence).
 */
import { formatSize } from "../../../common/format.js";
import type { LicenceDto, LicenceInput } from "../../../common/licence.js";
import { t, type Lang } from "../locale/index.js";

/** The facts of one photo, as the page shows them. */
export interface PhotoFacts {
  /** "790 × 1024 px" (px of the original, after EXIF orientation) */
  dimensions: string;
  /** the original's size, SPEC §9 units ("245.3 KB"); "" when unknown */
  fileSize: string;
  /** the photographer's name(s) (relation.photographerStr), "" when uncredited */
  photographer: string;
  /** "Dorothea Lange / Getty's Open Content Program" */
  creditLine: string;
  /** date taken (the source's date text, else relation.shootingDate), "" when unknown */
  date: string;
}

/** The source's credit of a story (story.source.credit) in the shape this module needs. */
export interface CreditSource {
  name: string;
  nameZh: string;
  licence: string;
  licenceUrl: string;
}

/** Input of photoFacts / photoJsonLd. */
export interface PhotoDataInput {
  lang: Lang;
  /** px of the original */
  width: number;
  height: number;
  /** bytes of the original */
  size: number;
  photographerStr: string;
  /** the date text shown ("about 1936"), or "" */
  dateText: string;
  /** ISO date taken (relation.shootingDate), or "" */
  shootingDate: string;
  credit?: CreditSource | null;
}

/** The credit line: photographer and source, or photographer and the site's name. */
export function creditLine(p: Pick<PhotoDataInput, "lang" | "photographerStr" | "credit">): string {
  return [p.photographerStr, sourceName(p)].filter(Boolean).join(" / ");
}

/** The source's name in the language, or the site's (agency's) name when the photo has no source credit. */
export function sourceName(p: Pick<PhotoDataInput, "lang" | "credit">): string {
  return p.credit ? (p.lang === "zh" ? p.credit.nameZh : p.credit.name) : t(p.lang, "page_site_name");
}

/** The copyright notice (schema.org copyrightNotice, XMP dc:rights): the source and its licence, else the photographer's or the site's rights. */
export function copyrightNotice(p: Pick<PhotoDataInput, "lang" | "photographerStr" | "credit">): string {
  return p.credit
    ? t(p.lang, "page_copyright_source", { source: p.lang === "zh" ? p.credit.nameZh : p.credit.name, licence: p.credit.licence })
    : t(p.lang, "page_copyright_site", { name: p.photographerStr || t(p.lang, "page_site_name") });
}

/**
 * A photo's licence as a reader sees it (issue 20; common/licence.ts
 * LicenceDto): the stored licence, the credit line in the language (what the
 * page shows, "copy credit line" copies and the file's photoshop:Credit
 * says) and the licence URL: the source's licence, else `defaultLicenceUrl`
 * (the story page, as the JSON-LD's license).
 */
export function licenceView(stored: LicenceInput, p: Pick<PhotoDataInput, "lang" | "photographerStr" | "credit">, defaultLicenceUrl: string): LicenceDto {
  return { ...stored, creditLine: creditLine(p), licenceUrl: p.credit?.licenceUrl || defaultLicenceUrl };
}

/** The labels of a licence in a language: type, restrictions ("None" when empty), model and property release. */
export function licenceLabels(l: LicenceInput, lang: Lang): { type: string; restrictions: string; model: string; property: string } {
  const restrictions = (lang === "zh" ? l.restrictionsZh || l.restrictionsEn : l.restrictionsEn || l.restrictionsZh).trim();
  return {
    type: t(lang, `page_licence_type_${l.type}`),
    restrictions: restrictions || t(lang, "page_licence_no_restrictions"),
    model: t(lang, `page_release_${l.modelRelease}`),
    property: t(lang, `page_release_${l.propertyRelease}`),
  };
}

/** What a licence allows as one sentence in a language (the file's xmpRights:UsageTerms). */
export function usageTerms(l: LicenceInput, lang: Lang): string {
  return t(lang, "page_licence_usage", licenceLabels(l, lang));
}

/** The facts shown under a photo (strings in the page's language). */
export function photoFacts(p: PhotoDataInput): PhotoFacts {
  return {
    dimensions: p.width > 0 && p.height > 0 ? t(p.lang, "page_meta_pixels", { width: p.width, height: p.height }) : "",
    fileSize: p.size > 0 ? formatSize(p.size) : "",
    photographer: p.photographerStr,
    creditLine: creditLine(p),
    date: p.dateText || p.shootingDate,
  };
}

/** Input of photoJsonLd beyond the photo's facts: the story and its addresses. */
export interface ArticleInput {
  /** absolute or site-relative URL of this page (the acquire-licence page: download and purchase are on it) */
  pageUrl: string;
  headline: string;
  description: string;
  /** ISO publish time */
  datePublished: string;
  /** the language of the page (BCP 47: "zh-CN", "en") */
  inLanguage: string;
  /** site-relative or absolute base of every URL ("" keeps them site-relative, "https://photo.example" makes them absolute) */
  base: string;
  /** the licence page of photos without a source credit (the site's terms) */
  defaultLicenceUrl: string;
}

/** One photo of the article for the JSON-LD. */
export interface JsonLdPhoto extends PhotoDataInput {
  /** the largest published file (site-relative) */
  contentUrl: string;
  /** the list-size file (site-relative) */
  thumbnailUrl: string;
  /** the photo's title or caption */
  name: string;
  caption: string;
}

const abs = (base: string, url: string) => (!url || /^https?:\/\//.test(url) ? url : `${base.replace(/\/$/, "")}${url}`);

/**
 * The schema.org ImageObject of a photo with Google's licensable-image fields.
 * license: the source's licence (CC0 for the Getty photos), else the site's
 * terms; acquireLicensePage: the story page (where the photo is downloaded
 * or bought).
 */
export function imageObject(p: JsonLdPhoto, a: ArticleInput): Record<string, unknown> {
  const names = p.photographerStr.split(/[,，、]/).map((n) => n.trim()).filter(Boolean);
  return {
    "@type": "ImageObject",
    contentUrl: abs(a.base, p.contentUrl),
    thumbnailUrl: abs(a.base, p.thumbnailUrl),
    name: p.name,
    caption: p.caption || p.name,
    width: p.width,
    height: p.height,
    ...(p.size > 0 ? { contentSize: formatSize(p.size) } : {}),
    ...(p.shootingDate ? { dateCreated: p.shootingDate } : {}),
    creator: names.length ? names.map((name) => ({ "@type": "Person", name })) : { "@type": "Organization", name: t(p.lang, "page_site_name") },
    creditText: creditLine(p),
    copyrightNotice: copyrightNotice(p),
    license: abs(a.base, p.credit?.licenceUrl || a.defaultLicenceUrl),
    acquireLicensePage: abs(a.base, a.pageUrl),
  };
}

/**
 * The JSON-LD of a photo story page: a NewsArticle whose `image` lists an
 * ImageObject per photo. Serialised for a `<script type="application/ld+json">`:
 * "<" is escaped (\u003c) so that no text can close the script element.
 */
export function photoJsonLd(photos: JsonLdPhoto[], a: ArticleInput): string {
  const images = photos.map((p) => imageObject(p, a));
  const authors = [...new Set(photos.flatMap((p) => p.photographerStr.split(/[,，、]/).map((n) => n.trim()).filter(Boolean)))];
  const doc = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: a.headline.slice(0, 110),
    ...(a.description ? { description: a.description } : {}),
    datePublished: a.datePublished,
    inLanguage: a.inLanguage,
    mainEntityOfPage: abs(a.base, a.pageUrl),
    ...(authors.length ? { author: authors.map((name) => ({ "@type": "Person", name })) } : {}),
    image: images,
  };
  return JSON.stringify(doc).replace(/</g, "\\u003c");
}
