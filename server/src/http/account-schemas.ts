/**
 * TypeBox schemas shared by the account-area routes (routes/account/*):
 * the member-detail DTO, the session answer, the verification-code purpose
 * and third-party provider enums, and the failures of the area (DESIGN §3.1).
 */
import { Type, type Static } from "@sinclair/typebox";
import type { MemberDetail } from "../../../common/types.js";
import { PROVIDERS, PURPOSES } from "../../../common/account.js";
import { Failure, failures, MemberSchema, type SameShape } from "./schemas.js";

/** A string of at most `max` characters. */
export const Str = (max: number) => Type.String({ maxLength: max });

/** Verification-code purpose: register | reset | modify. */
export const Purpose = Type.Union(PURPOSES.map((p) => Type.Literal(p)));

/** Third-party provider: weibo | wechat | qq. */
export const ProviderType = Type.Union(PROVIDERS.map((p) => Type.Literal(p)));

/** A login's answer: the SPEC §3 member and the session token. */
export const SessionResult = Type.Object({ member: MemberSchema, token: Type.String() });

/** Member details (common/types.ts MemberDetail, built by adapters/member.ts; account number masked). */
export const DetailSchema = Type.Object({
  nickname: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  company: Type.String(),
  title: Type.String(),
  country: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  provinceName: Type.String(),
  cityName: Type.String(),
  areaName: Type.String(),
  address: Type.String(),
  zipCode: Type.String(),
  contact: Type.String(),
  remark: Type.String(),
  certType: Type.String(),
  certNumber: Type.String(),
  certName: Type.String(),
  bank: Type.String(),
  accountName: Type.String(),
  accountNumberMasked: Type.String(),
});

// the schema answers exactly common/types.ts MemberDetail (adapters/member.ts builds it); a drift fails tsc
true satisfies SameShape<Static<typeof DetailSchema>, MemberDetail>;

/** Failures of the account area: the standard ones, plus retryAfter (s) on 429 code_too_frequent and home on 403 nature_mismatch. */
export const accountFailures = {
  ...failures,
  403: Type.Composite([Failure, Type.Object({ home: Type.Optional(Type.String()) })]),
  415: Failure,
  429: Type.Composite([Failure, Type.Object({ retryAfter: Type.Optional(Type.Integer()) })]),
  502: Failure,
};
