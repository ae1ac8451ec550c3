/**
 * TypeBox schemas of the commerce calls (issue 20; the DTOs are
 * common/commerce.ts): settings, packs, pack orders, bank transfer,
 * organisations and their downloads. Response schemas list every field
 * (fastify's serializer drops what a schema does not name); each is checked
 * against its DTO type (SameShape: a drift fails tsc). Body schemas bound
 * every number (issue 19); the services check the rules again and answer
 * invalid_param with `{ field, rule }`.
 */
import { Type, type Static, type TSchema } from "@sinclair/typebox";
import {
  COVERED_BY,
  CURRENCIES,
  DOWNLOAD_SIZES,
  ORDER_STATES,
  ORGANISATION_BOUNDS,
  PACK_BOUNDS,
  PAYMENT_PROVIDERS,
  SETTING_BOUNDS,
  type BankTransferDto,
  type CommerceSettings,
  type OrgDownloadDto,
  type OrganisationDto,
  type PackDto,
  type PackOrderDto,
} from "../../../common/commerce.js";
import { type SameShape } from "./schemas.js";

const Str = Type.String();
const Int = Type.Integer();
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()]);
const OneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((v) => Type.Literal(v)));

const Size = Type.Object({ longEdgePx: Nullable(Int), cost: Int });
export const CommerceSettingsSchema = Type.Object({
  pointsPerPhoto: Int,
  withdrawMinPoints: Int,
  orderMaxQuantity: Int,
  downloadLinkMinutes: Int,
  contributorSharePercent: Int,
  sizes: Type.Object({ small: Size, medium: Size, original: Size }),
});
true satisfies SameShape<Static<typeof CommerceSettingsSchema>, CommerceSettings>;

/**
 * PUT /api/staff/settings body: a partial patch, bounded as SETTING_BOUNDS
 * (services/settings.ts SettingsPatch holds the same rules and checks them
 * again, with the size rules between fields).
 */
const bounded = (b: { min: number; max: number }) => Type.Integer({ minimum: b.min, maximum: b.max });
const SizePatch = Type.Object(
  { longEdgePx: Type.Optional(Nullable(bounded(SETTING_BOUNDS.longEdgePx))), cost: Type.Optional(bounded(SETTING_BOUNDS.cost)) },
  { additionalProperties: false },
);
export const SettingsPatchBody = Type.Object(
  {
    pointsPerPhoto: Type.Optional(bounded(SETTING_BOUNDS.pointsPerPhoto)),
    withdrawMinPoints: Type.Optional(bounded(SETTING_BOUNDS.withdrawMinPoints)),
    orderMaxQuantity: Type.Optional(bounded(SETTING_BOUNDS.orderMaxQuantity)),
    downloadLinkMinutes: Type.Optional(bounded(SETTING_BOUNDS.downloadLinkMinutes)),
    contributorSharePercent: Type.Optional(bounded(SETTING_BOUNDS.contributorSharePercent)),
    sizes: Type.Optional(Type.Object({ small: Type.Optional(SizePatch), medium: Type.Optional(SizePatch), original: Type.Optional(SizePatch) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);

export const PackSchema = Type.Object({
  id: Int,
  nameZh: Str,
  nameEn: Str,
  count: Int,
  priceCents: Int,
  currency: OneOf(CURRENCIES),
  validityDays: Nullable(Int),
  active: Type.Boolean(),
});
true satisfies SameShape<Static<typeof PackSchema>, PackDto>;

/** POST /api/staff/packs, PUT /api/staff/packs/{id} body (PackInput). */
export const PackBody = Type.Object({
  nameZh: Type.String({ minLength: 1, maxLength: PACK_BOUNDS.nameMax }),
  nameEn: Type.String({ minLength: 1, maxLength: PACK_BOUNDS.nameMax }),
  count: bounded(PACK_BOUNDS.count),
  priceCents: bounded(PACK_BOUNDS.priceCents),
  currency: OneOf(CURRENCIES),
  validityDays: Nullable(bounded(PACK_BOUNDS.validityDays)),
  active: Type.Boolean(),
});

const BankTransferSchema = Type.Object({
  accountName: Str,
  bank: Str,
  accountNumber: Str,
  swift: Str,
  reference: Str,
  amountCents: Int,
  currency: OneOf(CURRENCIES),
});
true satisfies SameShape<Static<typeof BankTransferSchema>, BankTransferDto>;

const CodeName = Type.Object({ code: Str, name: Str });

export const PackOrderSchema = Type.Object({
  number: Str,
  state: OneOf(ORDER_STATES),
  pack: Type.Object({ id: Int, nameZh: Str, nameEn: Str, count: Int, validityDays: Nullable(Int) }),
  priceCents: Int,
  currency: OneOf(CURRENCIES),
  provider: OneOf(PAYMENT_PROVIDERS),
  member: CodeName,
  organisation: Nullable(Type.Object({ id: Int, name: Str })),
  createTime: Str,
  paidAt: Nullable(Str),
  cancelledAt: Nullable(Str),
  paymentReference: Nullable(Str),
  grant: Nullable(Type.Object({ remaining: Nullable(Int), validUntil: Nullable(Str) })),
  invoiceUrl: Str,
  payment: Nullable(BankTransferSchema),
});
true satisfies SameShape<Static<typeof PackOrderSchema>, PackOrderDto>;

/** `{ list, total }` of a list of orders. */
export const OrderPage = Type.Object({ list: Type.Array(PackOrderSchema), total: Int });

/** POST /api/commerce/orders body (OrderInput). */
export const OrderBody = Type.Object({ packId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), forOrganisation: Type.Optional(Type.Boolean()) });

/** POST /api/staff/orders/{number}/confirm body (ConfirmInput): the bank's reference and the amount received, minor units. */
export const ConfirmBody = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: 100 }),
  amountCents: bounded(PACK_BOUNDS.priceCents),
});

/** An order number in a path: "PW-YYYYMMDD-NNNNNN" (the id part may grow past 6 digits). */
export const OrderNumberParam = Type.String({ pattern: "^PW-\\d{8}-\\d{6,10}$", maxLength: 24 });

export const OrganisationSchema = Type.Object({
  id: Int,
  name: Str,
  seats: Int,
  used: Int,
  admin: Nullable(CodeName),
  grants: Type.Array(Type.Object({ id: Int, label: Str, remaining: Nullable(Int), total: Nullable(Int), validUntil: Nullable(Str), revokedAt: Nullable(Str), active: Type.Boolean() })),
  members: Type.Array(CodeName),
});
true satisfies SameShape<Static<typeof OrganisationSchema>, OrganisationDto>;

/** POST /api/staff/organisations body (OrganisationInput). */
export const OrganisationBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: ORGANISATION_BOUNDS.nameMax }),
  seats: bounded(ORGANISATION_BOUNDS.seats),
  adminCode: Type.String({ minLength: 1, maxLength: 100 }),
});
/** PUT /api/staff/organisations/{id} body. */
export const OrganisationUpdateBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: ORGANISATION_BOUNDS.nameMax }),
  seats: bounded(ORGANISATION_BOUNDS.seats),
});
/** POST /api/staff/organisations/{id}/members body. */
export const MemberCodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 100 }) });

export const OrgDownloadSchema = Type.Object({
  member: CodeName,
  relationId: Str,
  pcId: Str,
  title: Str,
  htmlUrl: Str,
  size: OneOf(DOWNLOAD_SIZES),
  cost: Int,
  coveredBy: OneOf(COVERED_BY),
  createTime: Str,
});
true satisfies SameShape<Static<typeof OrgDownloadSchema>, OrgDownloadDto>;
