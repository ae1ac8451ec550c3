/**
 * Contributed stories (issue 11 "Drafts and submission", "Publishing"; SPEC
 * §3 Contributed story draft, §4 Contribution draft, §6 member nature 1, §7
 * guest/getPublicationContent, addPublicationContent, getRelationList,
 * getUploadCount, Contribute, delete, query_story, add/pc and the
 * contribution search store; §8 api_1, api_2, api_tools_30).
 *
 * Rules:
 * - Drafts are documents of the `contribution` search store (table
 *   store_record, oid `${member.code}_${local}`), shaped as
 *   common/contribution.ts ContributionDraftDto. Only contributors (nature 1)
 *   write them; a member sees and changes only their own.
 * - The server validates every field that goes in and sets the state fields
 *   itself: a client can never write status "submit", statusId 13, storyId
 *   or commitDate. A submitted draft cannot be changed, deleted or submitted
 *   again (api_tools_30).
 * - relationList entries must be the member's own uploads: filePath
 *   `files/<member id>/<md5>.<ext>` under STORAGE_DIR/uploads (services/uploads.ts).
 * - Each photo is credited (relation.photographer, by id) to the member's own
 *   photographer profile (uc_member.photographer_id, registered through
 *   web/photographer/register) when its byline is empty or names that
 *   profile (name or nameZh, case-insensitive), so it lists on their
 *   portfolio; a byline naming someone else credits that name, and a member
 *   without a profile is credited by byline, else name, else code
 *   (ensurePhotographer: credit by name, as the imports do).
 * - Submission (Contribute, add/pc) publishes the one story
 *   (contribution-publish.ts publishDraft): the uploaded files go into the
 *   private originals folder and the public derived sizes
 *   (media/derivatives.ts storeMedia, like the imports; a video through
 *   media/video-media.ts storeVideo: private original, public playable
 *   copy videoUrl, poster in the photo sizes, duration and px from ffprobe,
 *   one ffprobe/ffmpeg cannot read is invalid_param rule `video`), the story and its
 *   relations are written (services/stories/writer.ts upsertStory), its pages
 *   and JSON in every edition plus the home pages are rendered through the
 *   Publisher port (ports.ts; options.sitePublisher) and it is
 *   indexed for search (services/stories/publishing.ts publishStory) — nothing
 *   rebuilds the whole site; this file never imports publish/. Then the draft
 *   becomes status submit, statusId 13, with storyId, the published relation
 *   details merged, modifyTime and commitDate stamped. An empty answer of the
 *   publisher is api_2.
 *
 * Stays whole (about 430 lines): the draft rules (field checks, the owner's
 * uploads, saving, listing, the one submission queue and its lock) are one
 * service class; publishing a draft is contribution-publish.ts.
 */
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { UPLOAD_MAX_FILES, type RelationDraftDto } from "../../../common/contribution.js";
import { STATUS_SUBMITTED } from "../../../common/types.js";
import type { StoryPublishedEvent } from "../../../common/realtime.js";
import type { Db } from "../db/client.js";
import { story, storeRecord, submission, type UcMember } from "../db/schema.js";
import type { Edition } from "../../../common/edition.js";
import { ApiError } from "../http/errors.js";
import { checkBylines, checkFiles, DRAFT_TYPES, ID_RE, keywordsOf, relationOf, text, checkDate, DRAFT_LIMITS } from "./contribution-fields.js";
import { publishDraft, typeOf, type Credits, type DraftPublisher, type StoredDraft, type SubjectDto, type SubmitResultDto } from "./contribution-publish.js";
import type { Publisher } from "../ports.js";
import { CONTRIBUTION_STORE } from "./stores.js";

export { checkDate, DRAFT_LIMITS, DRAFT_TYPES } from "./contribution-fields.js";
export type { Credits, DraftPublisher, PublishedRelationDto, StoredDraft, SubjectDto, SubmitResultDto } from "./contribution-publish.js";

/** Largest draft accepted, bytes of JSON (50 relations with long captions fit). */
export const MAX_DRAFT_BYTES = 256 * 1024;
/** Advisory lock key of submissions (PostgreSQL, several processes); db/client.ts STARTUP_LOCK_KEY is 7_431_001. */
export const PUBLISH_LOCK_KEY = 7_431_011;
/** Page size of query_story: default 10 (SPEC §9), at most 100. */
export const QUERY_ROWS = 10;

/** Where events about a new story go (/socket/content and /socket/promotion_to_story), if anywhere. */
export type StoryNotifier = (data: StoryPublishedEvent) => void;

export interface ContributionOptions {
  storageDir: string;
  siteCode: string;
  siteId: number;
  /** replaces the built-in draft publisher (tests) */
  publisher?: DraftPublisher;
  /** the renderer (ports.ts Publisher; publish/publisher.ts createPublisher), used by the built-in draft publisher */
  sitePublisher: Publisher;
  /**
   * PostgreSQL: submissions of every process take one advisory lock, so
   * identifiers (pcId, relationId, mediaId) are allocated by one at a time
   * and a draft is never submitted twice by two processes (the embedded
   * database has one process and one connection: the in-process queue does).
   */
  crossProcessLock?: boolean;
  now?: () => Date;
}

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);

export class ContributionService {
  /** one submission at a time in this process (identifier allocation, no double submit) */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly opts: ContributionOptions,
  ) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /** @throws access is checked by the route; forbidden (403) for a member who is not a contributor (nature 1, SPEC §6) */
  static requireContributor(member: UcMember): void {
    if (member.nature !== 1) throw new ApiError("forbidden");
  }

  /** The stored oid of a client oid: `${code}_${local}`, or the stored oid itself. */
  storedOid(member: UcMember, oid: unknown): string {
    if (typeof oid !== "string" || !ID_RE.test(oid)) throw invalid("oid", oid ? "pattern" : "required");
    return oid.startsWith(`${member.code}_`) ? oid : `${member.code}_${oid}`;
  }

  /** The subjects a contributor may choose: those of the site's online stories, by code. */
  async subjects(): Promise<SubjectDto[]> {
    return this.db
      .selectDistinct({ code: story.subjectCode, name: story.subjectName, nameZh: story.subjectNameZh })
      .from(story)
      .where(and(eq(story.siteCode, this.opts.siteCode), eq(story.status, "online"), sql`${story.subjectCode} not like 'photographer_%'`))
      .orderBy(asc(story.subjectCode));
  }

  /** One of the member's drafts, or null. */
  async find(member: UcMember, oid: string): Promise<StoredDraft | null> {
    const [row] = await this.db
      .select({ doc: storeRecord.doc })
      .from(storeRecord)
      .where(and(eq(storeRecord.store, CONTRIBUTION_STORE), eq(storeRecord.oid, this.storedOid(member, oid)), eq(storeRecord.userCode, member.code)));
    return row ? (row.doc as StoredDraft) : null;
  }

  /**
   * GET guest/getPublicationContent?oid= — one of the member's drafts.
   * @throws api_1 (404) no such draft of this member
   */
  async get(member: UcMember, oid: string): Promise<StoredDraft> {
    const d = await this.find(member, oid);
    if (!d) throw new ApiError("api_1");
    return d;
  }

  /**
   * POST guest/addPublicationContent (and the contribution store's commit):
   * saves a draft. Accepted fields: oid (optional: a new draft gets one),
   * type, title, description, keywords, subjectCode, shootingDate,
   * relationList; the state fields are the server's (status draft,
   * statusId 0, storyId null, commitDate null, modifyTime now).
   * @param opts.requireOid the contribution store's commit: the oid is required (invalid_param, rule required)
   * @returns the stored draft and whether it was created
   * @throws invalid_param (413, field body) over MAX_DRAFT_BYTES; forbidden (403) not a contributor or another member's file;
   *   invalid_param (422) a bad field (field, rule), (409 oid taken);
   *   api_tools_30 (409) the draft is already submitted
   */
  async save(member: UcMember, body: Record<string, unknown>, opts: { requireOid?: boolean } = {}): Promise<{ oid: string; created: boolean; doc: StoredDraft }> {
    ContributionService.requireContributor(member);
    if (opts.requireOid && (body.oid === undefined || body.oid === "")) throw invalid("oid", "required");
    if (Buffer.byteLength(JSON.stringify(body), "utf8") > MAX_DRAFT_BYTES) throw new ApiError("invalid_param", [{ field: "body", rule: "maxBytes" }]);
    const oid = body.oid === undefined || body.oid === null || body.oid === "" ? `${member.code}_d${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` : this.storedOid(member, body.oid);
    const title = text("title", body.title, DRAFT_LIMITS.title);
    const description = text("description", body.description, DRAFT_LIMITS.description);
    const keywords = keywordsOf("keywords", body.keywords);
    const subjectCode = text("subjectCode", body.subjectCode, 64);
    if (subjectCode && !(await this.subjects()).some((s) => s.code === subjectCode)) throw invalid("subjectCode", "notFound");
    const shootingDate = checkDate("shootingDate", body.shootingDate);
    const rawList = body.relationList ?? [];
    if (!Array.isArray(rawList)) throw invalid("relationList", "type");
    if (rawList.length > UPLOAD_MAX_FILES) throw invalid("relationList", "maxItems");
    const relationList = rawList.map((r, i) => relationOf(member, r, i));
    const ids = new Set(relationList.map((r) => r.relationId));
    if (ids.size !== relationList.length) throw invalid("relationList", "duplicate");
    let type = typeof body.type === "string" && body.type ? body.type : "";
    if (type && !(DRAFT_TYPES as readonly string[]).includes(type)) throw invalid("type", "enum");
    if (!type) type = typeOf(relationList);
    // a draft sent back for changes keeps showing the editor's reason while it is edited
    const before = body.oid ? await this.find(member, oid) : null;
    const doc: StoredDraft = {
      ...(before?.reviewState === "changes" ? { reviewState: "changes" as const, reviewReason: before.reviewReason ?? "" } : {}),
      oid,
      userCode: member.code,
      status: "draft",
      statusId: 0,
      storyId: null,
      type,
      title,
      description,
      keywords,
      subjectCode,
      shootingDate,
      relationList,
      modifyTime: this.now().toISOString(),
      commitDate: null,
    };
    // never over a submitted draft (api_tools_30), never over another member's oid
    const rows = await this.db
      .insert(storeRecord)
      .values({ store: CONTRIBUTION_STORE, oid, userCode: member.code, storyId: null, relationId: null, doc })
      .onConflictDoUpdate({
        target: [storeRecord.store, storeRecord.oid],
        set: { doc },
        setWhere: and(eq(storeRecord.userCode, member.code), sql`coalesce((${storeRecord.doc} ->> 'statusId'), '0') <> ${String(STATUS_SUBMITTED)}`),
      })
      .returning({ created: sql<boolean>`(xmax = 0)` });
    if (!rows.length) {
      const existing = await this.find(member, oid);
      if (existing && Number(existing.statusId) === STATUS_SUBMITTED) throw new ApiError("api_tools_30");
      throw new ApiError("invalid_param", [{ field: "oid", rule: "taken" }]);
    }
    return { oid, created: Boolean(rows[0].created), doc };
  }

  /** GET guest/getRelationList?oid= — the draft's relationList. @throws api_1 */
  async relationList(member: UcMember, oid: string): Promise<RelationDraftDto[]> {
    return (await this.get(member, oid)).relationList ?? [];
  }

  /** GET guest/getUploadCount — the member's drafts: `{ draft, submit, total }`. */
  async uploadCount(member: UcMember): Promise<{ draft: number; submit: number; total: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        submit: sql<number>`(count(*) filter (where ${storeRecord.doc} ->> 'statusId' = ${String(STATUS_SUBMITTED)}))::int`,
      })
      .from(storeRecord)
      .where(and(eq(storeRecord.store, CONTRIBUTION_STORE), eq(storeRecord.userCode, member.code)));
    const total = Number(row?.total ?? 0);
    const submit = Number(row?.submit ?? 0);
    return { draft: total - submit, submit, total };
  }

  /**
   * GET guest/query_story?status=&page=&rows= — the member's drafts and
   * stories, newest change first; status "submit", "draft" or all.
   * @returns SPEC §3 Search response `{ page_data, total_count }`
   */
  async query(member: UcMember, q: { status?: "draft" | "submit"; page: number; rows: number }): Promise<{ page_data: StoredDraft[]; total_count: number }> {
    const rows = Math.min(Math.max(1, Math.floor(q.rows)), 100);
    const page = Math.max(1, Math.floor(q.page));
    const submitted = sql`${storeRecord.doc} ->> 'statusId' = ${String(STATUS_SUBMITTED)}`;
    const where = and(
      eq(storeRecord.store, CONTRIBUTION_STORE),
      eq(storeRecord.userCode, member.code),
      q.status === "submit" ? submitted : q.status === "draft" ? sql`not coalesce(${submitted}, false)` : undefined,
    );
    const [docs, total] = await Promise.all([
      this.db
        .select({ doc: storeRecord.doc })
        .from(storeRecord)
        .where(where)
        .orderBy(desc(sql`${storeRecord.doc} ->> 'modifyTime'`), desc(storeRecord.oid))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(storeRecord).where(where),
    ]);
    return { page_data: docs.map((d) => d.doc as StoredDraft), total_count: Number(total[0]?.n ?? 0) };
  }

  /**
   * POST guest/delete { oid } — deletes one of the member's drafts. Deleting
   * a missing one changes nothing (deleted false).
   * @throws api_tools_30 (409) the draft is submitted (its story stays published)
   */
  async delete(member: UcMember, oid: string): Promise<{ oid: string; deleted: boolean }> {
    const stored = this.storedOid(member, oid);
    const d = await this.find(member, stored);
    if (d && Number(d.statusId) === STATUS_SUBMITTED) throw new ApiError("api_tools_30");
    const rows = await this.db
      .delete(storeRecord)
      .where(
        and(
          eq(storeRecord.store, CONTRIBUTION_STORE),
          eq(storeRecord.oid, stored),
          eq(storeRecord.userCode, member.code),
          sql`coalesce((${storeRecord.doc} ->> 'statusId'), '0') <> ${String(STATUS_SUBMITTED)}`,
        ),
      )
      .returning({ oid: storeRecord.oid });
    // a draft sent back for changes leaves the review records with it
    if (rows.length) await this.db.delete(submission).where(eq(submission.oid, stored));
    return { oid: stored, deleted: rows.length > 0 };
  }

  /**
   * POST guest/Contribute and POST add/pc { oid } — submits a draft (SPEC §4)
   * for editorial review (issue 19): checks it is ready (title, subject,
   * files, bylines), then status submit, statusId 13, reviewState
   * "submitted", modifyTime and commitDate stamped, saved, and the
   * submission enters the review queue (table submission; a draft sent back
   * for changes re-enters it). Nothing is published until an editor approves
   * it (publishApproved); the answer's storyId is null until then.
   * @throws api_1 (404) no such draft; api_tools_30 (409) already submitted;
   *   invalid_param (422) not ready: title, subjectCode or relationList
   *   (rule required), subjectCode (notFound), an uploaded file missing
   *   (relationList.N.filePath, rule missing), a byline crediting another
   *   member's registered photographer profile (relationList.N.byline, rule
   *   registered: an editor's act)
   */
  async submit(member: UcMember, oid: string): Promise<SubmitResultDto> {
    ContributionService.requireContributor(member);
    const draft = await this.get(member, oid);
    if (Number(draft.statusId) === STATUS_SUBMITTED) throw new ApiError("api_tools_30");
    if (!draft.title) throw invalid("title", "required");
    if (!draft.subjectCode) throw invalid("subjectCode", "required");
    if (!draft.relationList?.length) throw invalid("relationList", "required");
    if (!(await this.subjects()).some((x) => x.code === draft.subjectCode)) throw invalid("subjectCode", "notFound");
    await checkFiles(this.opts.storageDir, draft);
    await checkBylines(this.db, member, draft);
    const t = this.now();
    const doc: StoredDraft = { ...draft, status: "submit", statusId: STATUS_SUBMITTED, reviewState: "submitted", reviewReason: "", modifyTime: t.toISOString(), commitDate: t.toISOString() };
    await this.db.transaction(async (tx) => {
      const done = await tx
        .update(storeRecord)
        .set({ doc })
        .where(
          and(
            eq(storeRecord.store, CONTRIBUTION_STORE),
            eq(storeRecord.oid, draft.oid),
            eq(storeRecord.userCode, member.code),
            sql`coalesce((${storeRecord.doc} ->> 'statusId'), '0') <> ${String(STATUS_SUBMITTED)}`,
          ),
        )
        .returning({ oid: storeRecord.oid });
      // a second submission racing this one
      if (!done.length) throw new ApiError("api_tools_30");
      await tx
        .insert(submission)
        .values({ oid: draft.oid, memberId: member.id, state: "submitted", submittedAt: t, updatedAt: t })
        .onConflictDoUpdate({ target: submission.oid, set: { state: "submitted", reason: "", reviewerId: null, submittedAt: t, updatedAt: t } });
    });
    return { storyId: null, htmlUrl: "", jsonUrl: "", relationList: [], draft: doc };
  }

  /**
   * Publishes a submitted draft an editor approved (services/review.ts): one
   * publication at a time (identifier allocation; across processes on
   * PostgreSQL, crossProcessLock), then the draft gets storyId, the page
   * addresses and the published relation details merged, reviewState
   * "approved". Emits `notify` (the new story, /socket/content) once published.
   * @param member the contributor (the draft's owner)
   * @param editions where the story goes (the editor's choice)
   * @param credits the editor's credits, by upload relationId: a photographer's name (a registered profile's
   *   name or Chinese name credits that profile; issue 19 "Credits": an editor's act)
   * @throws api_1 (404) no such draft; api_tools_30 (409) the draft is not submitted or already published;
   *   invalid_param (422) as publishDraft; api_2 (502) the publisher answered nothing
   */
  publishApproved(member: UcMember, oid: string, editions: readonly Edition[], notify?: StoryNotifier, credits?: Credits): Promise<SubmitResultDto> {
    const run = this.queue.then(() => this.publishNow(member, oid, editions, notify, credits));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async publishNow(member: UcMember, oid: string, editions: readonly Edition[], notify?: StoryNotifier, credits?: Credits): Promise<SubmitResultDto> {
    if (!this.opts.crossProcessLock) return this.publishLocked(member, oid, editions, notify, credits);
    let out: SubmitResultDto | undefined;
    // held by this transaction's connection until it ends; the work itself runs on other pool connections
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`);
      out = await this.publishLocked(member, oid, editions, notify, credits);
    });
    return out!;
  }

  private async publishLocked(member: UcMember, oid: string, editions: readonly Edition[], notify?: StoryNotifier, credits?: Credits): Promise<SubmitResultDto> {
    const draft = await this.get(member, oid);
    if (Number(draft.statusId) !== STATUS_SUBMITTED || draft.storyId) throw new ApiError("api_tools_30");
    const published = await (this.opts.publisher ?? this.publish)(member, draft, editions, credits);
    if (!published || !published.storyId) throw new ApiError("api_2");
    const byUpload = new Map(published.relationList.map((r) => [r.uploadRelationId, r]));
    const doc: StoredDraft = {
      ...draft,
      storyId: published.storyId,
      htmlUrl: published.htmlUrl,
      jsonUrl: published.jsonUrl,
      relationList: draft.relationList.map((r) => ({ ...r, ...(byUpload.get(r.relationId) ?? {}) })),
      reviewState: "approved",
      reviewReason: "",
      modifyTime: this.now().toISOString(),
    };
    await this.db
      .update(storeRecord)
      .set({ doc, storyId: published.storyId })
      .where(and(eq(storeRecord.store, CONTRIBUTION_STORE), eq(storeRecord.oid, draft.oid), eq(storeRecord.userCode, member.code)));
    notify?.({ type: "story_published", pcId: published.storyId, htmlUrl: published.htmlUrl, title: draft.title });
    return { ...published, draft: doc };
  }

  /**
   * Writes an editor's decision other than approval into the contributor's
   * draft (services/review.ts): "in_review", "rejected" (the draft stays
   * submitted) or "changes" (the draft becomes a draft again, status draft,
   * statusId 0, so the contributor can edit and submit it anew).
   * @returns the draft as stored now, or null when it is gone
   */
  async recordReview(memberCode: string, oid: string, state: "in_review" | "rejected" | "changes", reason: string): Promise<StoredDraft | null> {
    const [row] = await this.db
      .select({ doc: storeRecord.doc })
      .from(storeRecord)
      .where(and(eq(storeRecord.store, CONTRIBUTION_STORE), eq(storeRecord.oid, oid), eq(storeRecord.userCode, memberCode)));
    if (!row) return null;
    const old = row.doc as StoredDraft;
    const doc: StoredDraft = { ...old, reviewState: state, reviewReason: reason, modifyTime: this.now().toISOString() };
    if (state === "changes") Object.assign(doc, { status: "draft", statusId: 0, commitDate: null });
    await this.db
      .update(storeRecord)
      .set({ doc })
      .where(and(eq(storeRecord.store, CONTRIBUTION_STORE), eq(storeRecord.oid, oid), eq(storeRecord.userCode, memberCode)));
    return doc;
  }

  /** The built-in draft publisher (the publishing service of add/pc): contribution-publish.ts publishDraft. */
  readonly publish: DraftPublisher = async (member, draft, editions, credits) => {
    const subject = (await this.subjects()).find((s) => s.code === draft.subjectCode);
    if (!subject) throw invalid("subjectCode", "notFound");
    const { storageDir, siteCode, siteId, sitePublisher } = this.opts;
    return publishDraft(this.db, { storageDir, siteCode, siteId, sitePublisher, now: () => this.now() }, member, draft, subject, editions, credits);
  };
}

export { creditOf, typeOf } from "./contribution-publish.js";
