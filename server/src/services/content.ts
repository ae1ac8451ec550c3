/**
 * Content: stories and their relations as the client sees them (SPEC §3
 * Story, Relation, Content item; SPEC §2 content URL scheme).
 *
 * One story row carries both editions' text (titleZh/titleEn …); the DTO
 * builders pick one edition and add the page and JSON addresses of that
 * edition. The publisher (server/src/publish/publish.ts) writes these DTOs
 * beside each page, the search route returns them, and other services (likes,
 * collections, downloads) can build their records from them.
 */
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { contentUrl, jsonUrlOf, langOfEdition, type Edition } from "../../../widgets/core/edition.js";
import type { Lang } from "../../../widgets/core/i18n/index.js";
import type { Db } from "../db/client.js";
import { relation, story, type Relation, type Story } from "../db/schema.js";
import { ApiError } from "../http/errors.js";

/** SPEC §3 Relation.photographer entry. */
export interface PhotographerRef {
  id: number;
  name: string;
}

/** Stored form of relation.photographer (jsonb): the Chinese name rides along. */
export interface StoredPhotographer {
  id: number;
  name: string;
  nameZh?: string;
}

/** SPEC §3 Relation, in one edition's language. */
export interface RelationDto {
  relationId: string;
  pcId: string;
  /** 1,2 article, 3 photo, 4 audio, 5 video, 9 other (SPEC §9) */
  mediaType: number;
  /** px of the original */
  width: number;
  height: number;
  /** bytes of the original */
  size: number;
  photographerStr: string;
  photographer: PhotographerRef[];
  /** caption */
  description: string;
  flagWordStr: string;
  /** the story page, with #relationId for a photo */
  htmlUrl: string;
  mHtmlUrl: string;
  /** the original file (/media/…) or null for text */
  imgUrl: string | null;
  /** the list-size image (480 px wide) or null */
  titleImage: string | null;
  mediaId: string | null;
  /** YYYY-MM-DD or "" */
  shootingDate: string;
  /** ISO 8601 */
  createTime: string;
  free: boolean;
}

/** SPEC §3 Story / Content item, in one edition's language. */
export interface StoryDto {
  pcId: string;
  title: string;
  description: string;
  /** image | image_group | video | video_group | text */
  type: string;
  author: string;
  /** YYYY-MM-DD or "" */
  shootDate: string;
  flagWordStr: string;
  /** the JSON beside the desktop page */
  jsonUrl: string;
  htmlUrl: string;
  mHtmlUrl: string;
  siteCode: string;
  siteId: number;
  subjectCode: string;
  subjectName: string;
  relContentUrl: string;
  /** ISO 8601 */
  publishTime: string;
  /** "YYYY-MM-DD HH:mm:ss" (UTC) */
  fullPublishTime: string;
  /** 1200 px image of the first photo, or null */
  titleImage: string | null;
  /** 480 px image of the first photo, or null */
  listImage: string | null;
  /** 3 for photo stories, 1 for text stories */
  mediaType: number;
  publishResList: RelationDto[];
  /** text stories only: body paragraphs, and their language (the Chinese edition shows the English original) */
  body?: string[];
  bodyLang?: Lang;
}

/** "photo" for image and image_group stories, "detail" for the others (SPEC §2). */
export function kindOf(type: string): "photo" | "detail" {
  return type === "image" || type === "image_group" ? "photo" : "detail";
}

/** Page and JSON addresses of a story in an edition (SPEC §2, DESIGN §3.3). */
export function storyUrls(
  s: Pick<Story, "siteCode" | "subjectCode" | "type" | "relContentUrl">,
  edition: Edition,
): { htmlUrl: string; mHtmlUrl: string; jsonUrl: string; mJsonUrl: string } {
  const parts = { edition, siteCode: s.siteCode, subjectCode: s.subjectCode, kind: kindOf(s.type), rel: s.relContentUrl };
  const htmlUrl = contentUrl(parts);
  const mHtmlUrl = contentUrl({ ...parts, mobile: true });
  return { htmlUrl, mHtmlUrl, jsonUrl: jsonUrlOf(htmlUrl), mJsonUrl: jsonUrlOf(mHtmlUrl) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD HH:mm:ss" in UTC (SPEC §3 fullPublishTime). */
export function fullTime(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(
    d.getUTCMinutes(),
  )}:${pad(d.getUTCSeconds())}`;
}

/** Splits a stored body (paragraphs separated by a blank line) into paragraphs. */
export function paragraphsOf(body: string | null | undefined): string[] {
  return (body ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** Relation row → DTO in the language of `edition`. */
export function toRelationDto(r: Relation, s: Pick<Story, "siteCode" | "subjectCode" | "type" | "relContentUrl">, edition: Edition): RelationDto {
  const zh = langOfEdition(edition) === "zh";
  const urls = storyUrls(s, edition);
  const anchor = r.mediaType === 3 ? `#${r.relationId}` : "";
  const stored = Array.isArray(r.photographer) ? (r.photographer as StoredPhotographer[]) : [];
  return {
    relationId: r.relationId,
    pcId: r.pcId,
    mediaType: r.mediaType,
    width: r.width,
    height: r.height,
    size: r.size,
    photographerStr: zh ? r.photographerStrZh || r.photographerStr : r.photographerStr,
    photographer: stored.map((p) => ({ id: p.id, name: zh ? p.nameZh || p.name : p.name })),
    description: zh ? r.descriptionZh || r.descriptionEn : r.descriptionEn || r.descriptionZh,
    flagWordStr: zh ? r.flagWordStrZh || r.flagWordStr : r.flagWordStr,
    htmlUrl: urls.htmlUrl + anchor,
    mHtmlUrl: urls.mHtmlUrl + anchor,
    imgUrl: r.imgUrl,
    titleImage: r.titleImage,
    mediaId: r.mediaId,
    shootingDate: r.shootingDate,
    createTime: r.createTime.toISOString(),
    free: r.free,
  };
}

/**
 * Story row (+ its relations, in seq order) → DTO in the language of
 * `edition`. `withBody` adds the paragraphs of a text story (story JSON);
 * search results leave it out.
 */
export function toStoryDto(s: Story, relations: Relation[], edition: Edition, opts: { withBody?: boolean } = {}): StoryDto {
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
    publishTime: s.publishTime.toISOString(),
    fullPublishTime: fullTime(s.publishTime),
    titleImage: s.titleImage,
    listImage: s.listImage,
    mediaType: kindOf(s.type) === "photo" ? 3 : 1,
    publishResList: relations.map((r) => toRelationDto(r, s, edition)),
  };
  if (opts.withBody && (s.bodyEn || s.bodyZh)) {
    const own = zh ? s.bodyZh : s.bodyEn;
    dto.body = paragraphsOf(own || s.bodyEn || s.bodyZh);
    dto.bodyLang = own ? langOfEdition(edition) : s.bodyEn ? "en" : "zh";
  }
  return dto;
}

/** A story row with its relation rows (seq order). */
export interface StoryRows {
  story: Story;
  relations: Relation[];
}

/** Loads the relations of several stories in one query, grouped by pcId (seq order). */
export async function relationsOf(db: Db, pcIds: string[]): Promise<Map<string, Relation[]>> {
  const out = new Map<string, Relation[]>(pcIds.map((id) => [id, []]));
  if (pcIds.length === 0) return out;
  const rows = await db
    .select()
    .from(relation)
    .where(inArray(relation.pcId, pcIds))
    .orderBy(asc(relation.pcId), asc(relation.seq));
  for (const r of rows) out.get(r.pcId)?.push(r);
  return out;
}

export class ContentService {
  constructor(private readonly db: Db) {}

  /** The story row and its relations, whatever its status, or null. */
  async findStory(pcId: string): Promise<StoryRows | null> {
    const [s] = await this.db.select().from(story).where(eq(story.pcId, pcId)).limit(1);
    if (!s) return null;
    const rels = await relationsOf(this.db, [pcId]);
    return { story: s, relations: rels.get(pcId) ?? [] };
  }

  /**
   * An online story by pcId as the client sees it (with body for text stories).
   * @throws ApiError api_3 (404) when there is no such story; offline (404, extra { pcId }) when it was taken offline (SPEC §8)
   */
  async getStory(pcId: string, edition: Edition = "zh"): Promise<StoryDto> {
    const rows = await this.findStory(pcId);
    if (!rows) throw new ApiError("api_3");
    if (rows.story.status !== "online") throw new ApiError("offline", undefined, undefined, { pcId });
    return toStoryDto(rows.story, rows.relations, edition, { withBody: true });
  }

  /**
   * The latest online stories, newest first (publishTime, then pcId).
   * @param opts.limit 1..200 (default 20); opts.offset ≥ 0; opts.siteCode filters by site when given
   */
  async latest(opts: { edition?: Edition; limit?: number; offset?: number; siteCode?: string } = {}): Promise<StoryDto[]> {
    const edition = opts.edition ?? "zh";
    const limit = Math.min(Math.max(Math.trunc(opts.limit ?? 20), 1), 200);
    const offset = Math.max(Math.trunc(opts.offset ?? 0), 0);
    const where = opts.siteCode
      ? and(eq(story.status, "online"), eq(story.siteCode, opts.siteCode))
      : eq(story.status, "online");
    const rows = await this.db
      .select()
      .from(story)
      .where(where)
      .orderBy(desc(story.publishTime), desc(story.pcId))
      .limit(limit)
      .offset(offset);
    const rels = await relationsOf(this.db, rows.map((r) => r.pcId));
    return rows.map((s) => toStoryDto(s, rels.get(s.pcId) ?? [], edition));
  }

  /** A relation row and its story row, or null. */
  async findRelation(relationId: string): Promise<{ story: Story; relation: Relation } | null> {
    const [row] = await this.db
      .select({ story, relation })
      .from(relation)
      .innerJoin(story, eq(story.pcId, relation.pcId))
      .where(eq(relation.relationId, relationId))
      .limit(1);
    return row ?? null;
  }

  /**
   * A relation of an online story as the client sees it, with its story (no body).
   * @throws ApiError api_3 (404) for an unknown relation; offline (404, extra { pcId }) when its story is offline
   */
  async getRelation(relationId: string, edition: Edition = "zh"): Promise<{ story: StoryDto; relation: RelationDto }> {
    const row = await this.findRelation(relationId);
    if (!row) throw new ApiError("api_3");
    if (row.story.status !== "online") throw new ApiError("offline", undefined, undefined, { pcId: row.story.pcId });
    const rels = await relationsOf(this.db, [row.story.pcId]);
    return {
      story: toStoryDto(row.story, rels.get(row.story.pcId) ?? [], edition),
      relation: toRelationDto(row.relation, row.story, edition),
    };
  }
}
