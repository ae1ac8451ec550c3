/**
 * Editorial review (issue 19 "Editorial review"): a contributor's submitted
 * draft (services/contribution.ts submit) waits in the review queue (table
 * submission) until an editor decides:
 *
 *   submitted → in_review (claim: the editor who opens it) →
 *     approved (published in the editions chosen; the story is live) |
 *     rejected (a reason; the draft stays submitted) |
 *     changes (a reason; the draft is a draft again and may be submitted anew)
 *
 * Every decision is written to the audit log in the same transaction as the
 * state (services/audit.ts), into the contributor's draft (reviewState,
 * reviewReason: uc1 shows them) and is sent to the contributor's open pages
 * (ReviewEvent on /socket/uc_message_uc_member). A submission of a
 * contributor whose application is not approved (CONTRIBUTOR_STATUS) cannot
 * be approved: nothing they submit is published until staff accept them.
 *
 * For the editor, a submission's files come with the IPTC/XMP/EXIF read from
 * the uploaded file (services/upload-meta.ts readImageMeta), a preview
 * (GET /api/staff/preview/{oid}/{relationId}) and the near-identical photos
 * of the archive (services/similar.ts).
 */
import path from "node:path";
import { readFile, stat } from "node:fs/promises";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import type { Edition } from "../../../common/edition.js";
import {
  CONTRIBUTOR_STATUS,
  CREDIT_MAX,
  OPEN_REVIEW_STATES,
  REASON_MAX,
  REVIEW_EDITIONS,
  type ContributorStatus,
  type ReviewEvent,
  type ReviewState,
  type StaffPageDto,
  type SubmissionDto,
  type SubmissionFileDto,
} from "../../../common/staff.js";
import { MEDIA_TYPE } from "../../../common/types.js";
import type { Db } from "../db/client.js";
import { storeRecord, submission, ucMember, type Submission, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { audit, type Actor } from "./audit.js";
import type { ContributionService, Credits, StoredDraft, StoryNotifier, SubmitResultDto } from "./contribution.js";
import { ensureHashes, phashOf, similarTo } from "./similar.js";
import { CONTRIBUTION_STORE } from "./stores.js";
import { previewFile, readImageMeta } from "./upload-meta.js";

/** What the queue lists by: one state, the open ones (submitted and in_review), or all. */
export type ReviewFilter = ReviewState | "open" | "all";

/** Sends a ReviewEvent to a contributor's open pages (member code), when the server runs with realtime. */
export type ReviewNotifier = (memberCode: string, event: ReviewEvent) => void;

export interface ReviewOptions {
  /** where uploads are (STORAGE_DIR) */
  storageDir: string;
  contribution: ContributionService;
}

interface Loaded {
  row: Submission;
  member: UcMember;
  draft: StoredDraft | null;
}

export class ReviewService {
  constructor(
    private readonly db: Db,
    private readonly opts: ReviewOptions,
  ) {}

  /** A page of the queue, oldest submission first (what waits longest comes first). */
  async list(filter: ReviewFilter, page: number, rows: number): Promise<StaffPageDto<SubmissionDto>> {
    const where =
      filter === "all" ? undefined : filter === "open" ? inArray(submission.state, [...OPEN_REVIEW_STATES]) : eq(submission.state, filter);
    const [list, [total]] = await Promise.all([
      this.db
        .select({ row: submission, member: ucMember })
        .from(submission)
        .innerJoin(ucMember, eq(ucMember.id, submission.memberId))
        .where(where)
        .orderBy(filter === "open" || filter === "submitted" || filter === "in_review" ? submission.submittedAt : desc(submission.updatedAt), submission.oid)
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(submission).where(where),
    ]);
    const drafts = await this.drafts(list.map((l) => l.row.oid));
    const reviewers = await this.codes(list.map((l) => l.row.reviewerId));
    return {
      total_count: total?.n ?? 0,
      page_data: list.map((l) => this.dto({ row: l.row, member: l.member, draft: drafts.get(l.row.oid) ?? null }, reviewers, [])),
    };
  }

  /**
   * One submission as an editor opens it: its files with the metadata read
   * from each, a preview address and the archive's near-identical photos
   * (hashing a batch of the archive's photos not hashed yet first).
   * @throws not_found (404)
   */
  async get(oid: string): Promise<SubmissionDto> {
    await ensureHashes(this.db, this.opts.storageDir);
    return this.detail(oid);
  }

  /** One submission with its files, compared with the archive's photos hashed so far (what a decision answers). @throws not_found (404) */
  private async detail(oid: string): Promise<SubmissionDto> {
    const l = await this.load(oid);
    const uploads = path.join(this.opts.storageDir, "uploads");
    const files: SubmissionFileDto[] = [];
    for (const r of l.draft?.relationList ?? []) {
      const abs = path.join(uploads, ...r.filePath.split("/"));
      const isPhoto = r.mediaType !== MEDIA_TYPE.video;
      const meta = isPhoto ? await readImageMeta(abs).catch(() => null) : null;
      const size = (await stat(abs).catch(() => null))?.size ?? r.size ?? 0;
      // hashed from its 480 px preview, the size the archive's photos are hashed from (similar.ts), else from the file
      const md5 = "md5" in r ? String((r as { md5?: unknown }).md5 ?? "") : "";
      const preview = /^[0-9a-f]{32}$/.test(md5) ? previewFile(uploads, l.member.id, md5) : null;
      const bytes = isPhoto ? ((preview && (await readFile(preview).catch(() => null))) ?? (await readFile(abs).catch(() => null))) : null;
      const hash = bytes ? await phashOf(bytes) : null;
      files.push({
        relationId: r.relationId,
        mediaType: r.mediaType,
        caption: r.caption ?? "",
        byline: r.byline ?? "",
        keywords: r.keywords ?? [],
        previewUrl: r.previewUrl ? `/api/staff/preview/${encodeURIComponent(oid)}/${encodeURIComponent(r.relationId)}` : null,
        meta: {
          width: meta?.horizontal ?? r.horizontal ?? 0,
          height: meta?.vertical ?? r.vertical ?? 0,
          size,
          fileExt: r.fileExt,
          caption: meta?.caption ?? "",
          byline: meta?.byline ?? "",
          keywords: meta?.keywords ?? [],
          shootingDate: meta?.shootingDate ?? "",
          colorSp: meta?.colorSp ?? r.colorSp ?? null,
        },
        similar: hash ? await similarTo(this.db, hash, l.row.storyId) : [],
      });
    }
    return this.dto(l, await this.codes([l.row.reviewerId]), files);
  }

  /**
   * The preview file of one of a submission's uploads (480 px JPEG).
   * @throws not_found (404)
   */
  async preview(oid: string, relationId: string): Promise<{ abs: string; size: number }> {
    const l = await this.load(oid);
    const r = l.draft?.relationList.find((x) => x.relationId === relationId);
    const md5 = r && "md5" in r ? String((r as { md5?: unknown }).md5 ?? "") : "";
    if (!r || !/^[0-9a-f]{32}$/.test(md5)) throw new ApiError("not_found");
    const abs = previewFile(path.join(this.opts.storageDir, "uploads"), l.member.id, md5);
    const st = await stat(abs).catch(() => null);
    if (!st?.isFile()) throw new ApiError("not_found");
    return { abs, size: st.size };
  }

  /**
   * An editor opens a submitted one: in_review, the editor its reviewer.
   * Claiming one already in review by someone else takes it over (audited).
   * @throws not_found (404), review_state (409: not submitted or in review)
   */
  async claim(actor: Actor, oid: string, notify?: ReviewNotifier): Promise<SubmissionDto> {
    const l = await this.load(oid);
    if (!OPEN_REVIEW_STATES.includes(l.row.state as ReviewState)) throw new ApiError("review_state");
    if (l.row.state === "in_review" && l.row.reviewerId === actor.id) return this.get(oid);
    await this.decide(actor, l, "in_review", "", "submission.claim", notify);
    // claiming is opening it: compared with the whole archive
    return this.get(oid);
  }

  /**
   * Approves and publishes: the story goes live in `editions` (pages, home
   * pages, search), the contributor's draft gets its storyId and addresses.
   * `credits` (upload relationId → photographer name) is the editor's act of
   * crediting files to a photographer, a registered one included (issue 19
   * "Credits"); files without one are credited by their byline.
   * @throws not_found (404), review_state (409), contributor_not_approved
   *   (409: the contributor's application is not approved), invalid_param
   *   (422: editions empty or unknown; the draft's files or subject are
   *   gone), api_2 (502)
   */
  async approve(actor: Actor, oid: string, editions: readonly Edition[], notify?: ReviewNotifier, storyNotify?: StoryNotifier, credits: Credits = {}): Promise<SubmissionDto> {
    const chosen = REVIEW_EDITIONS.filter((e) => editions.includes(e));
    if (!chosen.length || chosen.length !== new Set(editions).size) throw new ApiError("invalid_param", [{ field: "editions", rule: "enum" }]);
    const l = await this.load(oid);
    if (!OPEN_REVIEW_STATES.includes(l.row.state as ReviewState)) throw new ApiError("review_state");
    if (l.member.contributorStatus !== CONTRIBUTOR_STATUS.APPROVED) throw new ApiError("contributor_not_approved");
    const files = new Set(l.draft?.relationList.map((r) => r.relationId) ?? []);
    for (const [relationId, name] of Object.entries(credits)) {
      if (!files.has(relationId)) throw new ApiError("invalid_param", [{ field: `credits.${relationId}`, rule: "notFound" }]);
      if (!name.trim() || name.trim().length > CREDIT_MAX) throw new ApiError("invalid_param", [{ field: `credits.${relationId}`, rule: name.trim() ? "maxLength" : "required" }]);
    }
    const published: SubmitResultDto = await this.opts.contribution.publishApproved(l.member, oid, chosen, storyNotify, credits);
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(submission)
        .set({ state: "approved", reason: "", editions: chosen, reviewerId: actor.id, storyId: published.storyId, updatedAt: now })
        .where(eq(submission.oid, oid));
      await audit(tx, actor, "submission.approve", oid, { member: l.member.code, storyId: published.storyId, editions: chosen, ...(Object.keys(credits).length ? { credits } : {}) });
    });
    notify?.(l.member.code, { type: "review", oid, state: "approved", reason: "", storyId: published.storyId, htmlUrl: published.htmlUrl || null });
    return this.detail(oid);
  }

  /**
   * Rejects with a reason the contributor sees; the draft stays submitted.
   * @throws not_found (404), review_state (409), invalid_param (422: reason)
   */
  async reject(actor: Actor, oid: string, reason: string, notify?: ReviewNotifier): Promise<SubmissionDto> {
    const l = await this.openOne(oid);
    await this.decide(actor, l, "rejected", reasonOf(reason), "submission.reject", notify);
    return this.detail(oid);
  }

  /**
   * Asks for changes with a reason the contributor sees; the draft becomes a
   * draft again, to be edited and submitted anew.
   * @throws not_found (404), review_state (409), invalid_param (422: reason)
   */
  async changes(actor: Actor, oid: string, reason: string, notify?: ReviewNotifier): Promise<SubmissionDto> {
    const l = await this.openOne(oid);
    await this.decide(actor, l, "changes", reasonOf(reason), "submission.changes", notify);
    return this.detail(oid);
  }

  /** A submission still open. @throws not_found, review_state */
  private async openOne(oid: string): Promise<Loaded> {
    const l = await this.load(oid);
    if (!OPEN_REVIEW_STATES.includes(l.row.state as ReviewState)) throw new ApiError("review_state");
    return l;
  }

  /** Writes a decision other than approval: the row and its audit line together, then the draft, then the event. */
  private async decide(
    actor: Actor,
    l: Loaded,
    state: "in_review" | "rejected" | "changes",
    reason: string,
    action: "submission.claim" | "submission.reject" | "submission.changes",
    notify?: ReviewNotifier,
  ): Promise<void> {
    const now = new Date();
    await this.db.transaction(async (tx) => {
      // only from the state read: two editors deciding at once, one wins
      const done = await tx
        .update(submission)
        .set({ state, reason, reviewerId: actor.id, updatedAt: now })
        .where(and(eq(submission.oid, l.row.oid), eq(submission.state, l.row.state)))
        .returning({ oid: submission.oid });
      if (!done.length) throw new ApiError("review_state");
      await audit(tx, actor, action, l.row.oid, { member: l.member.code, ...(reason ? { reason } : {}) });
    });
    await this.opts.contribution.recordReview(l.member.code, l.row.oid, state, reason);
    notify?.(l.member.code, { type: "review", oid: l.row.oid, state, reason, storyId: null, htmlUrl: null });
  }

  /** @throws not_found (404) */
  private async load(oid: string): Promise<Loaded> {
    const [r] = await this.db.select({ row: submission, member: ucMember }).from(submission).innerJoin(ucMember, eq(ucMember.id, submission.memberId)).where(eq(submission.oid, oid));
    if (!r) throw new ApiError("not_found");
    return { ...r, draft: (await this.drafts([oid])).get(oid) ?? null };
  }

  /** The contribution drafts of `oids`, by oid. */
  private async drafts(oids: string[]): Promise<Map<string, StoredDraft>> {
    if (!oids.length) return new Map();
    const rows = await this.db
      .select({ oid: storeRecord.oid, doc: storeRecord.doc })
      .from(storeRecord)
      .where(and(eq(storeRecord.store, CONTRIBUTION_STORE), inArray(storeRecord.oid, oids)));
    return new Map(rows.map((r) => [r.oid, r.doc as StoredDraft]));
  }

  /** Member codes of ids (reviewers), by id. */
  private async codes(ids: (number | null)[]): Promise<Map<number, string>> {
    const list = [...new Set(ids.filter((i): i is number => i != null))];
    if (!list.length) return new Map();
    const rows = await this.db.select({ id: ucMember.id, code: ucMember.code }).from(ucMember).where(inArray(ucMember.id, list));
    return new Map(rows.map((r) => [r.id, r.code]));
  }

  private dto(l: Loaded, reviewers: Map<number, string>, files: SubmissionFileDto[]): SubmissionDto {
    const d = l.draft;
    return {
      oid: l.row.oid,
      state: l.row.state as ReviewState,
      reason: l.row.reason,
      editions: l.row.editions as Edition[],
      submittedAt: l.row.submittedAt.toISOString(),
      updatedAt: l.row.updatedAt.toISOString(),
      storyId: l.row.storyId,
      htmlUrl: d?.htmlUrl ?? null,
      member: { code: l.member.code, name: l.member.name, contributorStatus: l.member.contributorStatus as ContributorStatus },
      reviewer: l.row.reviewerId != null ? (reviewers.get(l.row.reviewerId) ?? null) : null,
      title: d?.title ?? "",
      description: d?.description ?? "",
      keywords: d?.keywords ?? [],
      subjectCode: d?.subjectCode ?? "",
      type: d?.type ?? "",
      shootingDate: d?.shootingDate ?? "",
      files,
    };
  }
}

/**
 * A reason, trimmed: 1 to REASON_MAX characters.
 * @throws invalid_param (422: reason required or maxLength)
 */
export function reasonOf(reason: unknown): string {
  const s = typeof reason === "string" ? reason.trim() : "";
  if (!s) throw new ApiError("invalid_param", [{ field: "reason", rule: "required" }]);
  if (s.length > REASON_MAX) throw new ApiError("invalid_param", [{ field: "reason", rule: "maxLength" }]);
  return s;
}
