/**
 * Content: stories and their relations as the client sees them (SPEC §3
 * Story, Relation, Content item; SPEC §2 content URL scheme).
 *
 * The rows become DTOs in adapters/story.ts (one edition's text, with the
 * page and JSON addresses of that edition); the publisher writes the same
 * DTOs beside each page and the search route returns them.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Edition } from "../../../common/edition.js";
import type { RelationDto, StoryDto } from "../../../common/types.js";
import type { Db } from "../db/client.js";
import { relation, story, type Relation, type Story } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { toRelationDto, toStoryDto } from "../adapters/story.js";
import { relationsOf } from "../adapters/story-queries.js";

/** A story row with its relation rows (seq order). */
export interface StoryRows {
  story: Story;
  relations: Relation[];
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
    if (rows.story.status !== "online") throw new ApiError("offline", undefined, { pcId });
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
    if (row.story.status !== "online") throw new ApiError("offline", undefined, { pcId: row.story.pcId });
    const rels = await relationsOf(this.db, [row.story.pcId]);
    return {
      story: toStoryDto(row.story, rels.get(row.story.pcId) ?? [], edition),
      relation: toRelationDto(row.relation, row.story, edition),
    };
  }
}
