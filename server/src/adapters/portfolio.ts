/**
 * Photos crediting a photographer (issue 11 "Photographers"; SPEC §3
 * Relation.photographer, common/photographer.ts PortfolioPhoto): the read
 * model both the photographer service (getPhotographerNode,
 * services/photographers.ts) and the portfolio pages (publish/portfolio.ts)
 * list, one query in one place. Reads only.
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Edition } from "../../../common/edition.js";
import type { PortfolioPhoto } from "../../../common/photographer.js";
import type { Db } from "../db/client.js";
import { relation, shownStoryColumns, story, type Relation, type ShownStory } from "../db/schema.js";
import { LIST_WIDTH, mediaUrls, scaledSize } from "../media/derivatives.js";
import { shootingDateText, toRelationDto, toStoryDto } from "./story.js";
import { editionSql } from "./story-queries.js";

/** The photo relations of a photographer: relation.photographer contains { id } (GIN index relation_photographer_idx). */
export const credits = (id: number) => sql`${relation.photographer} @> ${JSON.stringify([{ id }])}::jsonb`;

/**
 * The published photos (media types 3 and 5) crediting photographer `id`
 * in online stories of an edition (those with a title in its language),
 * of any site unless `siteCode` is given; newest story first, then in story
 * order; `limit` at most.
 * @returns total: every such photo; photos: the first `limit`
 */
export async function portfolioPhotos(db: Db, id: number, edition: Edition, limit: number, siteCode?: string): Promise<{ total: number; photos: PortfolioPhoto[] }> {
  const where = and(
    credits(id),
    eq(story.status, "online"),
    // only stories of this edition: those with a title in its language (adapters/story.ts inEdition)
    editionSql([edition]),
    inArray(relation.mediaType, [3, 5]),
    siteCode ? eq(story.siteCode, siteCode) : undefined,
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(relation)
    .innerJoin(story, eq(story.pcId, relation.pcId))
    .where(where);
  const rows = await db
    // the story's shown columns: not its search texts and vectors (read for every photo listed)
    .select({ r: relation, s: shownStoryColumns })
    .from(relation)
    .innerJoin(story, eq(story.pcId, relation.pcId))
    .where(where)
    .orderBy(desc(story.publishTime), desc(story.pcId), asc(relation.seq))
    .limit(limit);
  return { total: n, photos: rows.map(({ r, s }) => portfolioPhoto(r, s, edition)) };
}

/** Ids of the photographers credited by the relations of a story (to republish their portfolios after it is published). */
export async function creditedIn(db: Db, pcId: string): Promise<number[]> {
  const rows = await db.select({ p: relation.photographer }).from(relation).where(eq(relation.pcId, pcId));
  const ids = new Set<number>();
  for (const { p } of rows) {
    if (Array.isArray(p)) for (const x of p as { id?: unknown }[]) if (typeof x?.id === "number") ids.add(x.id);
  }
  return [...ids];
}

/** One photo relation of an online story → PortfolioPhoto in an edition's language (list-size image, ≤ LIST_WIDTH px). */
export function portfolioPhoto(r: Relation, s: ShownStory, edition: Edition): PortfolioPhoto {
  const dto = toRelationDto(r, s, edition);
  const urls = r.mediaId && /^\d+$/.test(r.mediaId) ? mediaUrls(r.mediaId) : null;
  const size = scaledSize(r.width, r.height, LIST_WIDTH);
  const storyDto = toStoryDto(s, [], edition);
  return {
    relationId: r.relationId,
    pcId: r.pcId,
    title: storyDto.title,
    caption: dto.description,
    htmlUrl: dto.htmlUrl,
    imgUrl: urls ? urls.list : (r.titleImage ?? r.imgUrl ?? ""),
    width: size.width,
    height: size.height,
    shootingDate: r.shootingDate,
    shootingDateText: shootingDateText(r, s, edition === "en" ? "en" : "zh"),
    publishTime: s.publishTime.toISOString(),
  };
}
