/**
 * Story and relation rows → the DTOs of SPEC §3 (Story / Content item,
 * Relation; SPEC §2 content URL scheme). The one place that shapes them:
 * the content, article and search services, the publisher and the store
 * records (adapters/store-records.ts) all go through here.
 *
 * One story row carries both editions' text (titleZh/titleEn …); the DTO
 * builders pick one edition and add the page and JSON addresses of that
 * edition, falling back to the other edition's text when one is empty.
 * Pure: no database (its two queries are in story-queries.ts), so the render
 * worker threads load no database library (issue 24).
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";
import { contentUrl, jsonUrlOf, langOfEdition, searchPageUrl, type Edition } from "../../../common/edition.js";
import type { RelationDto, StoryDto } from "../../../common/types.js";
import type { Relation, ShownStory, Story } from "../db/schema.js";
import type { StorySource } from "../db/story-source.js";
import { allowListHtml } from "../sanitize.js";
import { licenceOf } from "./licence.js";

dayjs.extend(utc);

/** Stored form of relation.photographer (jsonb): the Chinese name rides along. */
export interface StoredPhotographer {
  id: number;
  name: string;
  nameZh?: string;
}

/** The story columns its addresses depend on. */
export type StoryAddressFields = Pick<Story, "siteCode" | "subjectCode" | "type" | "relContentUrl">;

/**
 * Whether a story appears in an edition (CMS ingest, docs/server.md "Importing from a
 * CMS"): only when it has a title in that edition's language, and, when an
 * editor chose its editions (story.editions, issue 19), only in those.
 * Stories of the demo corpus and the folder import have both titles and no
 * chosen editions. editionSql is the same rule in SQL.
 */
export function inEdition(s: Pick<Story, "titleZh" | "titleEn"> & { editions?: string[] | null }, edition: Edition): boolean {
  if (s.editions && !s.editions.includes(edition)) return false;
  return langOfEdition(edition) === "zh" ? s.titleZh.trim() !== "" : s.titleEn.trim() !== "";
}

/** The edition a story's own address is given in: the Chinese one unless an editor left it out, then the first chosen. */
export function firstEdition(s: { editions?: string[] | null }): Edition {
  return !s.editions?.length || s.editions.includes("zh") ? "zh" : (s.editions[0] as Edition);
}

/** "photo" for image and image_group stories, "detail" for the others (SPEC §2). */
export function kindOf(type: string): "photo" | "detail" {
  return type === "image" || type === "image_group" ? "photo" : "detail";
}

/** True for video and video_group stories (issue 11): their pages carry a <video> player; SPEC §2 files them under detail/. */
export function isVideoType(type: string): boolean {
  return type === "video" || type === "video_group";
}

/**
 * Page and JSON addresses of a story in an edition (SPEC §2, DESIGN §3.3):
 * {prefix}/{siteCode}/{subjectCode}/{photo|detail}/articles/{rel}.html, the
 * m_ variant for narrow screens, and the .json beside each page.
 */
export function storyUrls(
  s: StoryAddressFields,
  edition: Edition,
): { htmlUrl: string; mHtmlUrl: string; jsonUrl: string; mJsonUrl: string } {
  const parts = { edition, siteCode: s.siteCode, subjectCode: s.subjectCode, kind: kindOf(s.type), rel: s.relContentUrl };
  const htmlUrl = contentUrl(parts);
  const mHtmlUrl = contentUrl({ ...parts, mobile: true });
  return { htmlUrl, mHtmlUrl, jsonUrl: jsonUrlOf(htmlUrl), mJsonUrl: jsonUrlOf(mHtmlUrl) };
}

/** "YYYY-MM-DD HH:mm:ss" in UTC (SPEC §3 fullPublishTime). */
function fullTime(d: Date): string {
  return dayjs.utc(d).format("YYYY-MM-DD HH:mm:ss");
}

/** paragraphsOf's last text and answer (frozen: DTOs share it). */
let lastBody: { text: string; paragraphs: string[] } = { text: "", paragraphs: Object.freeze([]) as unknown as string[] };

/**
 * Splits a stored body (paragraphs separated by a blank line) into
 * paragraphs. The same text twice in a row (a story's English and alternate
 * editions, which both show its English body) answers the same frozen array,
 * so the publisher's paragraphsHtml (publish/view-models.ts) escapes it once.
 */
function paragraphsOf(body: string | null | undefined): string[] {
  const text = body ?? "";
  if (text !== lastBody.text) {
    const paragraphs = text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    lastBody = { text, paragraphs: Object.freeze(paragraphs) as unknown as string[] };
  }
  return lastBody.paragraphs;
}

/** relation.photographer (jsonb) as a list, [] when it is not one. */
export function storedPhotographers(r: Pick<Relation, "photographer">): StoredPhotographer[] {
  return Array.isArray(r.photographer) ? (r.photographer as StoredPhotographer[]) : [];
}

/**
 * Relation row → SPEC §3 Relation in the language of `edition` (htmlUrl with #relationId for a photo or video; poster, videoUrl and duration for a video;
 * a photo's licence, issue 20, with the credit of the story's source when `s` carries it).
 */
export function toRelationDto(r: Relation, s: StoryAddressFields & Partial<Pick<Story, "source">>, edition: Edition): RelationDto {
  const zh = langOfEdition(edition) === "zh";
  const urls = storyUrls(s, edition);
  const anchor = r.mediaType === 3 || r.mediaType === 5 ? `#${r.relationId}` : "";
  return {
    relationId: r.relationId,
    pcId: r.pcId,
    mediaType: r.mediaType,
    width: r.width,
    height: r.height,
    size: r.size,
    photographerStr: zh ? r.photographerStrZh || r.photographerStr : r.photographerStr,
    photographer: storedPhotographers(r).map((p) => ({ id: p.id, name: zh ? p.nameZh || p.name : p.name })),
    description: zh ? r.descriptionZh || r.descriptionEn : r.descriptionEn || r.descriptionZh,
    flagWordStr: zh ? r.flagWordStrZh || r.flagWordStr : r.flagWordStr,
    htmlUrl: urls.htmlUrl + anchor,
    mHtmlUrl: urls.mHtmlUrl + anchor,
    imgUrl: r.imgUrl,
    titleImage: r.titleImage,
    mediaId: r.mediaId,
    shootingDate: r.shootingDate,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
    free: r.free,
    jsonStr: r.jsonStr,
    ...(r.mediaType === 5 ? { poster: r.poster, videoUrl: r.videoUrl, duration: r.duration } : {}),
    ...(r.mediaType === 3 ? { licence: licenceOf(r, { source: s.source ?? null }, zh ? "zh" : "en", urls.htmlUrl) } : {}),
  };
}

/**
 * Story row (+ its relations, in seq order) → SPEC §3 Story in the language
 * of `edition`. `withBody` adds the paragraphs of a text story (story JSON,
 * and bodyLang: the Chinese edition shows the English original when there is
 * no translation); search results leave it out.
 */
export function toStoryDto(s: ShownStory, relations: Relation[], edition: Edition, opts: { withBody?: boolean; withExcerpt?: boolean } = {}): StoryDto {
  const zh = langOfEdition(edition) === "zh";
  const urls = storyUrls(s, edition);
  const dto: StoryDto = {
    pcId: s.pcId,
    title: zh ? s.titleZh || s.titleEn : s.titleEn || s.titleZh,
    description: zh ? s.descriptionZh || s.descriptionEn : s.descriptionEn || s.descriptionZh,
    type: s.type,
    author: zh ? s.authorZh || s.author : s.author,
    shootDate: s.shootDate,
    flagWordStr: zh ? s.flagWordStrZh || s.flagWordStr : s.flagWordStr,
    jsonUrl: urls.jsonUrl,
    htmlUrl: urls.htmlUrl,
    mHtmlUrl: urls.mHtmlUrl,
    siteCode: s.siteCode,
    siteId: s.siteId,
    subjectCode: s.subjectCode,
    subjectName: zh ? s.subjectNameZh : s.subjectName,
    relContentUrl: s.relContentUrl,
    relParentUrl: `${s.siteCode}/${s.subjectCode}`,
    parentUrl: `${searchPageUrl(edition)}?subject=${encodeURIComponent(zh ? s.subjectNameZh || s.subjectName : s.subjectName)}`,
    compId: s.compId,
    publishTime: s.publishTime.toISOString(),
    fullPublishTime: fullTime(s.publishTime),
    titleImage: s.titleImage,
    listImage: s.listImage,
    mediaType: kindOf(s.type) === "photo" ? 3 : isVideoType(s.type) ? 5 : 1,
    publishResList: relations.map((r) => toRelationDto(r, s, edition)),
  };
  if (opts.withBody && (s.bodyEn || s.bodyZh)) {
    const own = zh ? s.bodyZh : s.bodyEn;
    dto.body = paragraphsOf(own || s.bodyEn || s.bodyZh);
    dto.bodyLang = own ? langOfEdition(edition) : s.bodyEn ? "en" : "zh";
  }
  if (opts.withExcerpt && (s.bodyEn || s.bodyZh)) {
    const own = zh ? s.bodyZh : s.bodyEn;
    dto.excerpt = excerptOf(own || s.bodyEn || s.bodyZh);
  }
  return dto;
}

/** Longest excerpt of a text story in search results, in characters (code points). */
export const EXCERPT_LENGTH = 160;

/**
 * The start of a story body as one plain line (search results, issue 12):
 * paragraphs joined by a space, whitespace collapsed, cut at EXCERPT_LENGTH
 * code points (at a word boundary when one is near) with "…" when cut.
 */
export function excerptOf(body: string | null | undefined): string {
  const all = body ?? "";
  // the start is enough (a speech is long): unless white space fills it, more than EXCERPT_LENGTH characters remain
  const head = all.length > 4096 ? all.slice(0, 4096).replace(/\s+/g, " ").trim() : "";
  const text = [...head].length > EXCERPT_LENGTH ? head : all.replace(/\s+/g, " ").trim();
  const chars = [...text];
  if (chars.length <= EXCERPT_LENGTH) return text;
  let cut = chars.slice(0, EXCERPT_LENGTH).join("");
  const space = cut.lastIndexOf(" ");
  if (space > EXCERPT_LENGTH * 0.7) cut = cut.slice(0, space);
  return `${cut.replace(/[\s,.;:，。；：、]+$/u, "")}…`;
}

/** HTML allow-list (SPEC §5, sanitize.ts) over every text field of a story DTO and its relations. */
export function safeStory(d: StoryDto): StoryDto {
  const safeRel = (r: RelationDto): RelationDto => ({
    ...r,
    photographerStr: allowListHtml(r.photographerStr),
    photographer: r.photographer.map((p) => ({ id: p.id, name: allowListHtml(p.name) })),
    description: allowListHtml(r.description),
    flagWordStr: allowListHtml(r.flagWordStr),
  });
  return {
    ...d,
    title: allowListHtml(d.title),
    description: allowListHtml(d.description),
    author: allowListHtml(d.author),
    flagWordStr: allowListHtml(d.flagWordStr),
    subjectName: allowListHtml(d.subjectName),
    publishResList: d.publishResList.map(safeRel),
    ...(d.body ? { body: d.body.map((p) => allowListHtml(p)) } : {}),
    ...(d.excerpt ? { excerpt: allowListHtml(d.excerpt) } : {}),
  };
}

/**
 * When a photo was taken, as its source writes it in a language (issue 22
 * item 6: "约1865年", "c. 1865", "1914—1929年"): story.source's photo of the
 * same mediaId (db/story-source.ts dateText / dateTextZh), else
 * relation.shootingDate (YYYY-MM-DD, which for an approximate date is only
 * its first day: 1865-01-01), else "".
 */
export function shootingDateText(r: Pick<Relation, "mediaId" | "shootingDate">, s: Pick<ShownStory, "source">, lang: "zh" | "en"): string {
  const src = s.source as StorySource | null;
  const sp = r.mediaId ? src?.photos?.find((p) => p.mediaId === r.mediaId) : undefined;
  return (lang === "zh" ? sp?.dateTextZh : sp?.dateText) || r.shootingDate || "";
}
