/**
 * Members' comments on videos (issue 11; SPEC §7 POST
 * web/comment/save_video_comment). A comment belongs to one video relation
 * (mediaType 5) of an online story; its text is sanitised with the server's
 * DOMPurify allow-list (sanitize.ts, SPEC §5) before it is stored,
 * so what is listed is safe to insert as HTML.
 */
import { and, asc, count, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { relation, story, ucMember, videoComment } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { allowListHtml } from "../sanitize.js";

/** Longest comment, in characters of the text as sent (before sanitising). */
export const VIDEO_COMMENT_MAX = 500;

/** One listed comment. */
export interface VideoCommentDto {
  id: number;
  pcId: string;
  relationId: string;
  /** sanitised HTML (allow-list of SPEC §5) */
  content: string;
  /** the member's display name */
  memberName: string;
  /** ISO 8601 */
  createTime: string;
}

export class VideoCommentService {
  constructor(private readonly db: Db) {}

  /** The video relation of an online story, or ApiError not_found (404). */
  private async video(pcId: string, relationId: string): Promise<void> {
    const [row] = await this.db
      .select({ id: relation.relationId })
      .from(relation)
      .innerJoin(story, eq(story.pcId, relation.pcId))
      .where(and(eq(relation.relationId, relationId), eq(relation.pcId, pcId), eq(relation.mediaType, 5), eq(story.status, "online")))
      .limit(1);
    if (!row) throw new ApiError("not_found");
  }

  /**
   * Saves a member's comment under a video.
   * @param content plain text or a little HTML; trimmed, then sanitised
   * @returns the stored comment
   * @throws ApiError invalid_param (422) when the text is blank (before or after sanitising) or longer than VIDEO_COMMENT_MAX; not_found (404) when the story or video does not exist or is not a video
   */
  async save(memberId: number, memberName: string, input: { pcId: string; relationId: string; content: string }): Promise<VideoCommentDto> {
    const text = input.content.trim();
    if (!text) throw new ApiError("invalid_param", [{ field: "content", rule: "required" }]);
    if ([...text].length > VIDEO_COMMENT_MAX) throw new ApiError("invalid_param", [{ field: "content", rule: "too_long" }]);
    const body = allowListHtml(text).trim();
    if (!body) throw new ApiError("invalid_param", [{ field: "content", rule: "required" }]);
    await this.video(input.pcId, input.relationId);
    const [row] = await this.db
      .insert(videoComment)
      .values({ pcId: input.pcId, relationId: input.relationId, memberId, body })
      .returning();
    return { id: row.id, pcId: row.pcId, relationId: row.relationId, content: row.body, memberName, createTime: row.createdAt.toISOString() };
  }

  /**
   * Comments under a video, oldest first, `rows` at a time after comment `afterId` (0: from the start).
   * @returns `{ list, total }`
   * @throws ApiError not_found (404) when the video does not exist
   */
  async list(pcId: string, relationId: string, opts: { rows: number; afterId: number }): Promise<{ list: VideoCommentDto[]; total: number }> {
    await this.video(pcId, relationId);
    const rows = await this.db
      .select({ c: videoComment, name: ucMember.name })
      .from(videoComment)
      .innerJoin(ucMember, eq(ucMember.id, videoComment.memberId))
      .where(and(eq(videoComment.relationId, relationId), gt(videoComment.id, opts.afterId)))
      .orderBy(asc(videoComment.id))
      .limit(opts.rows);
    const [{ n }] = await this.db.select({ n: count() }).from(videoComment).where(eq(videoComment.relationId, relationId));
    return {
      list: rows.map(({ c, name }) => ({ id: c.id, pcId: c.pcId, relationId: c.relationId, content: c.body, memberName: name, createTime: c.createdAt.toISOString() })),
      total: Number(n),
    };
  }
}
