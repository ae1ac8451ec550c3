/**
 * The search stores of SPEC §7 ("Search stores": contribution, collection,
 * ss_download, ss_thumps_up) on the `store_record` table, and the like and
 * collection toggles built on them (SPEC §3 Collection record, Thumbs-up
 * record; §4 "Collection and like"; DESIGN §3.1, §7).
 *
 * Rules:
 * - A member only ever sees and changes their own records: every query is
 *   scoped by `user_code = member.code`.
 * - Likes and collections are keyed `${member.code}_${storyId}_${relationId}`
 *   (SPEC §3) and built entirely on the server from the story and relation
 *   rows; commit is `INSERT … ON CONFLICT (store, oid) DO NOTHING` and delete
 *   of a missing record is a no-op, so concurrent toggles are idempotent.
 * - The other stores (contribution, ss_download) keep a client document whose
 *   `oid` the server prefixes with the member code; committing the same oid
 *   again replaces the document (a saved draft).
 */
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { relation, story, storeRecord, type Relation, type Story, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { Lang } from "../locale/index.js";
import {
  buildCollectionRecord,
  buildThumbsUpRecord,
  localiseRecord,
  recordKey,
  recordRefs,
  type BuildContext,
  type StoreDoc,
} from "../adapters/store-records.js";

export type { BuildContext, StoreDoc };

/** Store names of SPEC §7 / DESIGN §3.1. */
export const STORE_NAMES = ["contribution", "collection", "ss_download", "ss_thumps_up"] as const;
export type StoreName = (typeof STORE_NAMES)[number];
/** The store contributors' drafts live in (services/contribution.ts; its story_id is the published story). */
export const CONTRIBUTION_STORE = "contribution" satisfies StoreName;
/** Stores whose records the server builds from a story and a relation. */
export const BUILT_STORES = ["collection", "ss_thumps_up"] as const;
export type BuiltStore = (typeof BUILT_STORES)[number];

/** Search page size: default 10 (SPEC §9), at most 100. */
export const DEFAULT_ROWS = 10;
export const MAX_ROWS = 100;
/** Largest client document accepted by contribution / ss_download, in bytes of JSON. */
export const MAX_DOC_BYTES = 64 * 1024;
/** Most relation ids one getStatus call may ask about. */
export const MAX_STATUS_IDS = 200;
/**
 * Shape of story ids (pcId), relation ids and client oids: 1 to 128 of
 * letters, digits and `_ . : / -`, starting with a letter or digit.
 */
export const ID_PATTERN = "^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,127}$";
const ID_RE = new RegExp(ID_PATTERN);

/** Per-relation state of the member (SPEC §7 web/pw_content/getStatus). */
export interface RelationStatus {
  /** the member has a thumbs-up record for it */
  like: boolean;
  /** the member has a collection record for it */
  collect: boolean;
  /** thumbs-up records of every member */
  likeCount: number;
}

export interface SearchQuery {
  storyId?: string;
  relationId?: string;
  /** 1-based */
  page: number;
  /** page size, 1..100 */
  rows: number;
  /** the caller's language: like, collection and download records answer their texts in it (default: as stored) */
  lang?: Lang;
}

export interface SearchResult {
  page_data: StoreDoc[];
  total_count: number;
  /** SPEC §3 page info: the page returned (1-based) and the same number as total_count */
  pageNum: number;
  totalCount: number;
}

export interface CommitResult {
  /** the record key (stored oid) */
  oid: string;
  /** false when the record already existed (idempotent commit) */
  created: boolean;
  /** the record as stored */
  doc: StoreDoc;
}

export interface DeleteResult {
  oid: string;
  /** false when there was nothing to delete */
  deleted: boolean;
}

const isBuilt = (s: StoreName): s is BuiltStore => (BUILT_STORES as readonly string[]).includes(s);

function checkId(field: string, value: unknown): string {
  if (typeof value !== "string" || value === "") {
    throw new ApiError("invalid_param", [{ field, rule: "required" }]);
  }
  if (!ID_RE.test(value)) throw new ApiError("invalid_param", [{ field, rule: "pattern" }]);
  return value;
}

export class StoreService {
  constructor(private readonly db: Db) {}

  /**
   * The story and one of its relations.
   * @throws api_3 (404) unknown story; offline (404, with pcId) story not online;
   *   invalid_param (422, field relationId, rule notFound) unknown relation or a relation of another story
   */
  async storyAndRelation(storyId: string, relationId: string): Promise<{ s: Story; r: Relation }> {
    const rows = await this.db
      .select({ s: story, r: relation })
      .from(story)
      .leftJoin(relation, and(eq(relation.pcId, story.pcId), eq(relation.relationId, relationId)))
      .where(eq(story.pcId, storyId))
      .limit(1);
    const row = rows[0];
    if (!row) throw new ApiError("api_3");
    if (row.s.status !== "online") throw new ApiError("offline", undefined, { pcId: storyId });
    if (!row.r) throw new ApiError("invalid_param", [{ field: "relationId", rule: "notFound" }]);
    return { s: row.s, r: row.r };
  }

  /**
   * Search one store for the member's own records, newest first
   * (SPEC §7 "Search stores", §4: existence by story, relation and user).
   */
  async search(store: StoreName, member: UcMember, q: SearchQuery): Promise<SearchResult> {
    const rows = Math.min(Math.max(1, Math.floor(q.rows)), MAX_ROWS);
    const page = Math.max(1, Math.floor(q.page));
    const where = and(
      eq(storeRecord.store, store),
      eq(storeRecord.userCode, member.code),
      q.storyId !== undefined ? eq(storeRecord.storyId, q.storyId) : undefined,
      q.relationId !== undefined ? eq(storeRecord.relationId, q.relationId) : undefined,
    );
    const [docs, total] = await Promise.all([
      this.db
        .select({ doc: storeRecord.doc })
        .from(storeRecord)
        .where(where)
        .orderBy(desc(storeRecord.createdAt), desc(storeRecord.oid))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(storeRecord).where(where),
    ]);
    let pageData = docs.map((d) => d.doc as StoreDoc);
    if (q.lang) pageData = await this.localise(store, pageData, q.lang);
    const n = Number(total[0]?.n ?? 0);
    // SPEC §3 page info beside total_count
    return { page_data: pageData, total_count: n, pageNum: page, totalCount: n };
  }

  /**
   * Records with their texts in `lang` (adapters/store-records.ts
   * localiseRecord), from their stories and relations read in one query; a
   * record whose story or relation is gone stays as stored.
   */
  private async localise(store: StoreName, docs: StoreDoc[], lang: Lang): Promise<StoreDoc[]> {
    const refs = docs.map(recordRefs);
    const relIds = [...new Set(refs.flatMap((x) => (x ? [x.relationId] : [])))];
    if (!relIds.length || store === "contribution") return docs;
    const rows = await this.db.select({ s: story, r: relation }).from(relation).innerJoin(story, eq(story.pcId, relation.pcId)).where(inArray(relation.relationId, relIds));
    const byRel = new Map(rows.map((x) => [x.r.relationId, x]));
    return docs.map((d, i) => {
      const ref = refs[i];
      const row = ref ? byRel.get(ref.relationId) : undefined;
      return row && row.s.pcId === ref!.storyId ? localiseRecord(store, d, row.s, row.r, lang) : d;
    });
  }

  /**
   * Commit a record to a store for the member.
   * - collection, ss_thumps_up: `body` is `{ storyId, relationId }`; the
   *   record is built from the story and relation rows (SPEC §3) in `ctx.lang`.
   *   Idempotent: an existing record is kept and returned with created false.
   * - ss_download: refused (forbidden, 403); the server writes download
   *   records when a member downloads (services/downloads.ts).
   * - contribution: `body` is the client document with an `oid`
   *   (ID_PATTERN); it is stored under
   *   `${member.code}_${oid}` with `oid` and `userCode` set by the server,
   *   replacing an earlier document of that oid. Optional string fields
   *   storyId and relationId (or contentId) become search filters.
   * @throws forbidden (403, ss_download), invalid_param (422 bad or missing
   *   field, 413 document over 64 KiB), api_3, offline (see storyAndRelation)
   */
  async commit(store: StoreName, member: UcMember, body: Record<string, unknown>, ctx: BuildContext): Promise<CommitResult> {
    // download records are written by the server only, with the download itself (services/downloads.ts)
    if (store === "ss_download") throw new ApiError("forbidden");
    if (isBuilt(store)) {
      const storyId = checkId("storyId", body.storyId);
      const relationId = checkId("relationId", body.relationId);
      return this.commitBuilt(store, member, storyId, relationId, ctx);
    }
    return this.commitDoc(store, member, body);
  }

  /** Commit of a like or collection (see commit). */
  async commitBuilt(store: BuiltStore, member: UcMember, storyId: string, relationId: string, ctx: BuildContext): Promise<CommitResult> {
    const { s, r } = await this.storyAndRelation(storyId, relationId);
    const doc =
      store === "ss_thumps_up" ? buildThumbsUpRecord(member.code, s, r, ctx) : buildCollectionRecord(member.code, s, r, ctx);
    const oid = recordKey(member.code, storyId, relationId);
    const inserted = await this.db
      .insert(storeRecord)
      .values({ store, oid, userCode: member.code, storyId, relationId, doc })
      .onConflictDoNothing({ target: [storeRecord.store, storeRecord.oid] })
      .returning({ oid: storeRecord.oid });
    if (inserted.length) return { oid, created: true, doc };
    const [existing] = await this.db
      .select({ userCode: storeRecord.userCode, doc: storeRecord.doc })
      .from(storeRecord)
      .where(and(eq(storeRecord.store, store), eq(storeRecord.oid, oid)))
      .limit(1);
    // deleted by a concurrent toggle between the two statements: the last word was a delete
    if (!existing) return { oid, created: false, doc };
    // two members whose code_story_relation keys collide (codes with underscores): never touch the other's record
    if (existing.userCode !== member.code) throw new ApiError("invalid_param", [{ field: "oid", rule: "taken" }]);
    return { oid, created: false, doc: existing.doc as StoreDoc };
  }

  private async commitDoc(store: StoreName, member: UcMember, body: Record<string, unknown>): Promise<CommitResult> {
    const local = checkId("oid", body.oid);
    const bytes = Buffer.byteLength(JSON.stringify(body), "utf8");
    if (bytes > MAX_DOC_BYTES) throw new ApiError("invalid_param", [{ field: "body", rule: "maxBytes" }]);
    const oid = `${member.code}_${local}`;
    const str = (v: unknown) => (typeof v === "string" && v.length <= 128 ? v : null);
    const storyId = str(body.storyId);
    const relationId = str(body.relationId) ?? str(body.contentId);
    const doc: StoreDoc = { ...body, oid, userCode: member.code };
    const rows = await this.db
      .insert(storeRecord)
      .values({ store, oid, userCode: member.code, storyId, relationId, doc })
      .onConflictDoUpdate({
        target: [storeRecord.store, storeRecord.oid],
        set: { doc, storyId, relationId },
        setWhere: eq(storeRecord.userCode, member.code),
      })
      .returning({ created: sql<boolean>`(xmax = 0)` });
    if (!rows.length) throw new ApiError("invalid_param", [{ field: "oid", rule: "taken" }]);
    return { oid, created: Boolean(rows[0].created), doc };
  }

  /**
   * Delete one of the member's records by its stored oid (as commit and
   * search return it). Deleting a missing record, or another member's, is a
   * success that changes nothing (deleted false).
   */
  async delete(store: StoreName, member: UcMember, oid: string): Promise<DeleteResult> {
    const rows = await this.db
      .delete(storeRecord)
      .where(and(eq(storeRecord.store, store), eq(storeRecord.oid, oid), eq(storeRecord.userCode, member.code)))
      .returning({ oid: storeRecord.oid });
    return { oid, deleted: rows.length > 0 };
  }

  /** Delete the member's like or collection of a relation (idempotent). */
  async deleteBuilt(store: BuiltStore, member: UcMember, storyId: string, relationId: string): Promise<DeleteResult> {
    return this.delete(store, member, recordKey(member.code, storyId, relationId));
  }

  /**
   * Which of `relationIds` the member has collected, whatever the story
   * (legacy web/guest/api/collect/getBySourceIds).
   */
  async collectedAmong(member: UcMember, relationIds: readonly string[]): Promise<string[]> {
    if (!relationIds.length) return [];
    const rows = await this.db
      .select({ id: storeRecord.relationId })
      .from(storeRecord)
      .where(and(eq(storeRecord.store, "collection"), eq(storeRecord.userCode, member.code), inArray(storeRecord.relationId, [...relationIds])));
    const have = new Set(rows.map((r) => r.id));
    return relationIds.filter((id) => have.has(id));
  }

  /**
   * Like and collection state of several relations of one story, in ONE
   * query (SPEC §7 web/pw_content/getStatus). Every requested id gets an
   * entry; ids without records (or unknown ones) get false/false/0. A guest
   * (member null) gets the counts with like and collect false.
   */
  async status(storyId: string, relationIds: string[], member: UcMember | null): Promise<Record<string, RelationStatus>> {
    const out: Record<string, RelationStatus> = {};
    for (const id of relationIds) out[id] = { like: false, collect: false, likeCount: 0 };
    if (!relationIds.length) return out;
    const code = member?.code ?? null;
    const rows = await this.db
      .select({
        relationId: storeRecord.relationId,
        likeCount: sql<number>`(count(*) filter (where ${storeRecord.store} = 'ss_thumps_up'))::int`,
        like: sql<boolean>`coalesce(bool_or(${storeRecord.store} = 'ss_thumps_up' and ${storeRecord.userCode} = ${code}), false)`,
        collect: sql<boolean>`coalesce(bool_or(${storeRecord.store} = 'collection'), false)`,
      })
      .from(storeRecord)
      .where(
        and(
          eq(storeRecord.storyId, storyId),
          inArray(storeRecord.relationId, relationIds),
          code === null
            ? eq(storeRecord.store, "ss_thumps_up")
            : or(eq(storeRecord.store, "ss_thumps_up"), and(eq(storeRecord.store, "collection"), eq(storeRecord.userCode, code))),
        ),
      )
      .groupBy(storeRecord.relationId);
    for (const r of rows) {
      if (r.relationId && out[r.relationId]) {
        out[r.relationId] = { like: Boolean(r.like), collect: Boolean(r.collect), likeCount: Number(r.likeCount) };
      }
    }
    return out;
  }

  /**
   * Sets the member's like or collection of a relation on or off and returns
   * the relation's new status (SPEC §7 web/pw_content like, cancelLike,
   * collection, cancelCollection; user/collection_story).
   */
  async toggle(store: BuiltStore, on: boolean, member: UcMember, storyId: string, relationId: string, ctx: BuildContext): Promise<RelationStatus> {
    if (on) await this.commitBuilt(store, member, storyId, relationId, ctx);
    else await this.deleteBuilt(store, member, storyId, relationId);
    const status = await this.status(storyId, [relationId], member);
    return status[relationId];
  }
}
