/**
 * The content calls of SPEC §7 "Search stores" besides the search itself:
 * q_articles?oid, the seen count icu?oid, story JSON by url, and articles by
 * pcId, type and site code with the edition variants; the codes api_1,
 * api_3 and offline (with pcId) of SPEC §8. Every text field passes the HTML
 * allow-list (SPEC §5, adapters/story.ts safeStory).
 *
 * Seen count ("increments once per view"): a view is the first icu call of
 * a viewer for a story within VIEW_WINDOW_MS (30 minutes); reloading the
 * page, or several widgets of one page asking, does not count again. The
 * viewer is a random id in the HttpOnly cookie pw_vid (set on the first
 * call). The remembered views live in process memory (at most MAX_VIEWS,
 * oldest first out); video and video_group stories are not incremented
 * (SPEC §9 "video is not incremented").
 */
import { and, eq, sql } from "drizzle-orm";
import type { Edition } from "../../../common/edition.js";
import type { Db } from "../db/client.js";
import { story, type Story } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { StoryDto } from "../../../common/types.js";
import { inEdition, kindOf, safeStory, toStoryDto } from "../adapters/story.js";
import { relationsOf } from "../adapters/story-queries.js";

/** One view per viewer and story within this window (ms). */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
/** Views remembered at most (the oldest are forgotten first). */
export const MAX_VIEWS = 100_000;
/** Story types whose seen count is not incremented (SPEC §9). */
export const NOT_COUNTED_TYPES = new Set(["video", "video_group"]);

/** Seen-count answer of icu. */
export interface SeenCount {
  oid: string;
  /** the story's seen count after this call */
  count: number;
  /** whether this call counted as a new view */
  counted: boolean;
}

/** Parts of a story page or JSON address (SPEC §2, DESIGN §3.3). */
export interface ContentAddress {
  edition: Edition;
  siteCode: string;
  subjectCode: string;
  kind: "photo" | "detail";
  mobile: boolean;
  rel: string;
}

const ADDRESS =
  /^(?:https?:\/\/[^/]+)?(\/en|\/ann)?\/([A-Za-z0-9_-]{1,32})\/([A-Za-z0-9_-]{1,64})\/(m_)?(photo|detail)\/articles\/([A-Za-z0-9_\/-]{1,200})\.(?:json|html?)(?:[?#].*)?$/;

/**
 * Parses a story page or JSON address: {prefix}/{siteCode}/{subjectCode}/
 * {photo|detail|m_photo|m_detail}/articles/{rel}.{json|html}; null when it is
 * not one.
 */
export function parseContentAddress(url: string): ContentAddress | null {
  const m = ADDRESS.exec(url.trim());
  if (!m || m[6].includes("..") || m[6].includes("//")) return null;
  const edition: Edition = m[1] === "/en" ? "en" : m[1] === "/ann" ? "ann" : "zh";
  return { edition, siteCode: m[2], subjectCode: m[3], mobile: !!m[4], kind: m[5] as "photo" | "detail", rel: m[6] };
}

export class ArticleService {
  private readonly views = new Map<string, number>();

  constructor(private readonly db: Db) {}

  /**
   * Story row + DTO (with body, allow-listed) of an online story, or the SPEC §8 error:
   * `missing` (api_1 / api_3) also for an online story without a title in `edition`.
   */
  private async dto(s: Story | undefined, edition: Edition, missing: "api_1" | "api_3"): Promise<StoryDto> {
    if (!s) throw new ApiError(missing);
    if (s.status !== "online") throw new ApiError("offline", undefined, { pcId: s.pcId });
    // a story appears only in the editions where it has a title (issue 11 CMS ingest): elsewhere it is missing
    if (!inEdition(s, edition)) throw new ApiError(missing);
    const rels = (await relationsOf(this.db, [s.pcId])).get(s.pcId) ?? [];
    return safeStory(toStoryDto(s, rels, edition, { withBody: true }));
  }

  private async byPcId(pcId: string): Promise<Story | undefined> {
    const [s] = await this.db.select().from(story).where(eq(story.pcId, pcId)).limit(1);
    return s;
  }

  /**
   * q_articles?oid — the story whose id is `oid` (SPEC §7, §8).
   * @returns StoryDto with body, in `edition`
   * @throws ApiError api_1 (404) no such story; offline (404, extra { pcId })
   */
  async byOid(oid: string, edition: Edition): Promise<StoryDto> {
    return this.dto(await this.byPcId(oid), edition, "api_1");
  }

  /**
   * Articles by pcId, type and site code (SPEC §7): the story `pcId` when it
   * is of `type` (when given) and of `siteCode`.
   * @throws ApiError api_3 (404) no such story (or another type or site); offline (404, extra { pcId })
   */
  async byPcIdFiltered(pcId: string, edition: Edition, opts: { type?: string; siteCode: string }): Promise<StoryDto> {
    const s = await this.byPcId(pcId);
    const match = s && s.siteCode === opts.siteCode && (!opts.type || s.type === opts.type);
    return this.dto(match ? s : undefined, edition, "api_3");
  }

  /**
   * Story JSON by url (SPEC §2, §7): the story of a page or JSON address, as
   * the JSON beside that page (the edition of the address).
   * @throws ApiError invalid_param (422, field url) not a story address; api_3 (404) no story there; offline (404, extra { pcId })
   */
  async byUrl(url: string): Promise<StoryDto> {
    const a = parseContentAddress(url);
    if (!a) throw new ApiError("invalid_param", [{ field: "url", rule: "format" }]);
    const [s] = await this.db
      .select()
      .from(story)
      .where(and(eq(story.siteCode, a.siteCode), eq(story.relContentUrl, a.rel)))
      .limit(1);
    const match = s && s.subjectCode === a.subjectCode && kindOf(s.type) === a.kind;
    return this.dto(match ? s : undefined, a.edition, "api_3");
  }

  /**
   * icu?oid — counts a view of the story by `viewer` (see the file comment)
   * and answers the seen count.
   * @throws ApiError api_1 (404) no such story; offline (404, extra { pcId })
   */
  async seen(oid: string, viewer: string, now = Date.now()): Promise<SeenCount> {
    const s = await this.byPcId(oid);
    if (!s) throw new ApiError("api_1");
    if (s.status !== "online") throw new ApiError("offline", undefined, { pcId: s.pcId });
    const key = `${viewer}\u0000${oid}`;
    const last = this.views.get(key);
    if (NOT_COUNTED_TYPES.has(s.type) || (last !== undefined && now - last < VIEW_WINDOW_MS)) {
      return { oid, count: s.seenCount, counted: false };
    }
    this.views.delete(key);
    this.views.set(key, now);
    if (this.views.size > MAX_VIEWS) {
      for (const k of this.views.keys()) {
        this.views.delete(k);
        if (this.views.size <= MAX_VIEWS) break;
      }
    }
    const [row] = await this.db
      .update(story)
      .set({ seenCount: sql`${story.seenCount} + 1` })
      .where(eq(story.pcId, oid))
      .returning({ count: story.seenCount });
    return { oid, count: row?.count ?? s.seenCount + 1, counted: true };
  }
}
