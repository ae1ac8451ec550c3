/** Shared TypeBox schemas for the response envelope (DESIGN §3.1). */
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import type { Member } from "../../../common/types.js";

/** `{ code: "success", msg?, data }` with `data` of the given schema. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.String(), msg: Type.Optional(Type.String()), data: Type.Optional(data) });

/** Failure envelope: `{ code, msg, errors?: [{ field, rule }] }`. */
export const Failure = Type.Object({
  code: Type.String(),
  msg: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), rule: Type.String() }))),
});

/** The largest value of a PostgreSQL integer (serial) column. */
export const INT4_MAX = 2_147_483_647;

/**
 * An id of a serial (integer) column in a query, body or path: 1 to
 * INT4_MAX. Every numeric parameter is bounded by its schema (issue 19): a
 * number past its column answers 422 invalid_param, never reaches the
 * database (500).
 */
export const SerialId = Type.Integer({ minimum: 1, maximum: INT4_MAX });

/** A cursor over a bigserial column (0: from the start): 0 to Number.MAX_SAFE_INTEGER (JS numbers). */
export const BigCursor = Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER });

/** Standard failure responses to add to a route's `response` map. */
export const failures = { 401: Failure, 403: Failure, 404: Failure, 409: Failure, 413: Failure, 422: Failure, 429: Failure };

/** Member fields of SPEC §3 (as guest/getLoginUcMember answers them). */
export const MemberSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  imgUrl: Type.String(),
  idCard: Type.Union([Type.String(), Type.Null()]),
  code: Type.String(),
  nature: Type.Integer(),
  photographerId: Type.Union([Type.Integer(), Type.Null()]),
  photographerInfoObj: Type.Unknown(),
  point: Type.Integer(),
  ucMemberClass: Type.Object({ type: Type.Integer() }),
  /** a contributor's application (issue 19, common/staff.ts CONTRIBUTOR_STATUS) */
  contributorStatus: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)])),
});

/** True when two types are the same shape (both ways assignable). */
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// One Member shape: the schema answers exactly common/types.ts Member (adapters/member.ts builds it); a drift fails tsc.
true satisfies SameShape<Static<typeof MemberSchema>, Member>;
