/**
 * TypeBox schemas of the staff console's calls and of download grants
 * (issue 19; the DTOs are common/staff.ts). Response schemas list every
 * field (fastify's serializer drops what a schema does not name).
 */
import { Type } from "@sinclair/typebox";
import { UPLOAD_MAX_FILES } from "../../../common/contribution.js";
import { CREDIT_MAX, GRANT_DAYS_MAX, GRANT_LABEL_MAX, GRANT_QUOTA_MAX, REASON_MAX, REVIEW_EDITIONS, REVIEW_STATES, STAFF_ROWS, STAFF_ROWS_MAX } from "../../../common/staff.js";
import { SerialId } from "./schemas.js";

const Str = Type.String();
const NullableStr = Type.Union([Type.String(), Type.Null()]);

/** Paging of a staff list: page from 1, rows 1–STAFF_ROWS_MAX (default STAFF_ROWS). */
export const StaffPaging = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  rows: Type.Optional(Type.Integer({ minimum: 1, maximum: STAFF_ROWS_MAX, default: STAFF_ROWS })),
};

export const GrantSchema = Type.Object({
  id: Type.Integer(),
  label: Str,
  remaining: Type.Union([Type.Integer(), Type.Null()]),
  total: Type.Union([Type.Integer(), Type.Null()]),
  validFrom: Str,
  validUntil: NullableStr,
  revokedAt: NullableStr,
  active: Type.Boolean(),
  /** the pack order that bought it (issue 20), null for a staff grant */
  orderNumber: Type.Optional(NullableStr),
});

export const StaffMeSchema = Type.Object({ code: Str, name: Str });

const SimilarSchema = Type.Object({ pcId: Str, relationId: Str, title: Str, htmlUrl: Str, titleImage: NullableStr, distance: Type.Integer() });

const FileSchema = Type.Object({
  relationId: Str,
  mediaType: Type.Integer(),
  caption: Str,
  byline: Str,
  keywords: Type.Array(Str),
  previewUrl: NullableStr,
  meta: Type.Object({
    width: Type.Integer(),
    height: Type.Integer(),
    size: Type.Integer(),
    fileExt: Str,
    caption: Str,
    byline: Str,
    keywords: Type.Array(Str),
    shootingDate: Str,
    colorSp: NullableStr,
  }),
  similar: Type.Array(SimilarSchema),
});

export const SubmissionSchema = Type.Object({
  oid: Str,
  state: Type.Union(REVIEW_STATES.map((s) => Type.Literal(s))),
  reason: Str,
  editions: Type.Array(Str),
  submittedAt: Str,
  updatedAt: Str,
  storyId: NullableStr,
  htmlUrl: NullableStr,
  member: Type.Object({ code: Str, name: Str, contributorStatus: Type.Integer() }),
  reviewer: NullableStr,
  title: Str,
  description: Str,
  keywords: Type.Array(Str),
  subjectCode: Str,
  type: Str,
  shootingDate: Str,
  files: Type.Array(FileSchema),
});

export const StaffStorySchema = Type.Object({
  pcId: Str,
  title: Str,
  type: Str,
  htmlUrl: Str,
  status: Str,
  publishTime: Str,
  withdrawn: Type.Union([Type.Object({ at: Str, by: Str, reason: Str }), Type.Null()]),
});

export const StaffMemberSchema = Type.Object({
  code: Str,
  name: Str,
  email: NullableStr,
  nature: Type.Integer(),
  contributorStatus: Type.Integer(),
  agent: Type.Boolean(),
  editor: Type.Boolean(),
  downloadQuota: Type.Integer(),
  grants: Type.Array(GrantSchema),
  createdAt: Str,
});

export const StaffPhotographerSchema = Type.Object({
  id: Type.Integer(),
  name: Str,
  nameZh: NullableStr,
  memberCode: NullableStr,
  status: Type.Integer(),
  claimedPhotos: Type.Integer(),
  createdAt: Str,
});

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Str,
  actor: Str,
  action: Str,
  target: Str,
  detail: Type.Record(Type.String(), Type.Unknown()),
});

/** StaffPageDto<T> */
export const StaffPage = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Object({ page_data: Type.Array(item), total_count: Type.Integer() });

/** A submission oid (a contribution draft's store oid). */
export const OidParam = Type.String({ minLength: 1, maxLength: 200, pattern: "^[A-Za-z0-9][A-Za-z0-9_.:/-]*$" });
/** A member code in a path. */
export const CodeParam = Type.String({ minLength: 1, maxLength: 100 });
/** A pcId in a path. */
export const PcIdParam = Type.String({ minLength: 1, maxLength: 64, pattern: "^[A-Za-z0-9_-]+$" });
/** A reason: 1–REASON_MAX characters (trimmed by the service). */
export const ReasonBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: REASON_MAX }) });
export const EditionsBody = Type.Object({
  editions: Type.Array(Type.Union(REVIEW_EDITIONS.map((e) => Type.Literal(e))), { minItems: 1, maxItems: REVIEW_EDITIONS.length, uniqueItems: true }),
  /** the editor's credits: upload relationId → photographer name (1–CREDIT_MAX characters), at most UPLOAD_MAX_FILES */
  credits: Type.Optional(Type.Record(Type.String({ maxLength: 128 }), Type.String({ minLength: 1, maxLength: CREDIT_MAX }), { maxProperties: UPLOAD_MAX_FILES })),
});
export const QuotaBody = Type.Object({ delta: Type.Integer({ minimum: -GRANT_QUOTA_MAX, maximum: GRANT_QUOTA_MAX }) });
export const GrantBody = Type.Object({
  label: Type.String({ minLength: 1, maxLength: GRANT_LABEL_MAX }),
  quota: Type.Optional(Type.Integer({ minimum: 1, maximum: GRANT_QUOTA_MAX })),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: GRANT_DAYS_MAX })),
});
export const RolesBody = Type.Object({ agent: Type.Optional(Type.Boolean()), editor: Type.Optional(Type.Boolean()) });
export const VerdictBody = Type.Object({ verdict: Type.Union([Type.Literal("approve"), Type.Literal("reject")]) });
export { SerialId };
