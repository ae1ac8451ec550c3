/**
 * Buying and licensing (issue 20): the contract of settings, download sizes,
 * download packs and their orders, payments, contributor earnings and
 * organisation accounts, between the widgets (download dialog, member
 * centre, staff console) and the server (/api/commerce/*, /api/staff/*).
 * Shared by the browser and the server; knows neither.
 *
 * Units: quota and costs are in photos of quota (a size may cost several);
 * money in the currency's minor unit (fen for CNY) as integers; points as
 * integers; times ISO 8601 UTC.
 *
 * Money moves exactly once (DESIGN §7): an order is marked paid by one
 * conditional update in the transaction that records the payment (unique per
 * provider and reference: the idempotency key) and adds the pack's quota, so
 * a confirmation that arrives twice, or on two processes at once, adds it once.
 */
import type { LicenceDto } from "./licence.js";

/** Download sizes, smallest first: small for the web, medium, the original file. */
export const DOWNLOAD_SIZES = ["small", "medium", "original"] as const;
export type DownloadSize = (typeof DOWNLOAD_SIZES)[number];
/** The size of a download that names none (SPEC §7 downloadImgs as it always was): the original. */
export const DEFAULT_DOWNLOAD_SIZE: DownloadSize = "original";

/** One size as the settings define it. */
export interface SizeSetting {
  /** longest edge in px of the file made from the original (never larger than the original); null for the original */
  longEdgePx: number | null;
  /** photos of quota one photo at this size costs (0 = free at this size) */
  cost: number;
}

/**
 * The settings staff change in the console (audited, setting.change),
 * stored in app_setting "commerce"; DEFAULT_COMMERCE_SETTINGS until changed.
 */
export interface CommerceSettings {
  /** points one photo of quota costs (legacy web/order/save) */
  pointsPerPhoto: number;
  /** fewest points one withdrawal takes (web/order/withdraw) */
  withdrawMinPoints: number;
  /** most photos of quota one points order buys (web/order/save) */
  orderMaxQuantity: number;
  /** how long a signed download address stays valid, minutes */
  downloadLinkMinutes: number;
  /**
   * the contributor's share of a sale, percent: a paid download of a
   * contributor's photo earns them cost × pointsPerPhoto × share / 100 points
   * (rounded down), credited in the download's transaction
   */
  contributorSharePercent: number;
  /** the sizes a download offers */
  sizes: Record<DownloadSize, SizeSetting>;
}

/** Today's values (before issue 20 they were constants in the code); every size costs what a download always cost: one photo. */
export const DEFAULT_COMMERCE_SETTINGS: CommerceSettings = {
  pointsPerPhoto: 10,
  withdrawMinPoints: 100,
  orderMaxQuantity: 1000,
  downloadLinkMinutes: 10,
  contributorSharePercent: 50,
  sizes: {
    small: { longEdgePx: 640, cost: 1 },
    medium: { longEdgePx: 1600, cost: 1 },
    original: { longEdgePx: null, cost: 1 },
  },
};

/** Bounds of each setting (the server's schema and the console's form both use them). */
export const SETTING_BOUNDS = {
  pointsPerPhoto: { min: 1, max: 100_000 },
  withdrawMinPoints: { min: 1, max: 10_000_000 },
  orderMaxQuantity: { min: 1, max: 100_000 },
  downloadLinkMinutes: { min: 1, max: 1440 },
  contributorSharePercent: { min: 0, max: 100 },
  longEdgePx: { min: 64, max: 20_000 },
  cost: { min: 0, max: 1000 },
} as const;

/** GET /api/commerce/settings: what any reader may know of the settings (the download dialog, the member centre). */
export type PublicSettingsDto = CommerceSettings;

/** Currencies a pack may be priced in (ISO 4217; minor unit 1/100). */
export const CURRENCIES = ["CNY", "USD", "EUR", "HKD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Bounds of a pack. */
export const PACK_BOUNDS = {
  nameMax: 100,
  count: { min: 1, max: 100_000 },
  /** minor units */
  priceCents: { min: 0, max: 100_000_000 },
  validityDays: { min: 1, max: 3660 },
} as const;

/** A download pack staff define in the console (table download_pack). */
export interface PackDto {
  id: number;
  nameZh: string;
  nameEn: string;
  /** photos of quota it adds */
  count: number;
  /** price in minor units (fen) */
  priceCents: number;
  currency: Currency;
  /** days the quota stays usable after payment; null: until used */
  validityDays: number | null;
  /** offered to members (inactive packs stay on the orders that bought them) */
  active: boolean;
}
/** POST /api/staff/packs, PUT /api/staff/packs/{id} body. */
export type PackInput = Omit<PackDto, "id">;

/** An order's state: pending (awaiting payment) → paid (quota added) | cancelled (by the member or staff, while pending). */
export const ORDER_STATES = ["pending", "paid", "cancelled"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Payment providers. Only bank_transfer works (confirmed by staff); the others are documented in docs/payments.md and not registered. */
export const PAYMENT_PROVIDERS = ["bank_transfer"] as const;
export type PaymentProviderId = (typeof PAYMENT_PROVIDERS)[number];

/** How to pay an order by bank transfer: the agency's account (configuration) and the reference to write on the transfer. */
export interface BankTransferDto {
  accountName: string;
  bank: string;
  accountNumber: string;
  /** SWIFT/BIC, "" when not configured */
  swift: string;
  /** the order number: the transfer's reference, by which staff find the order */
  reference: string;
  amountCents: number;
  currency: Currency;
}

/** An order of a pack (table pack_order), as the member and staff see it. */
export interface PackOrderDto {
  /** "PW-20261127-000042": what the invoice, the transfer reference and the console show */
  number: string;
  state: OrderState;
  pack: { id: number; nameZh: string; nameEn: string; count: number; validityDays: number | null };
  priceCents: number;
  currency: Currency;
  provider: PaymentProviderId;
  /** who ordered */
  member: { code: string; name: string };
  /** the organisation the quota goes to (its shared quota), null: the member's own */
  organisation: { id: number; name: string } | null;
  createTime: string;
  paidAt: string | null;
  cancelledAt: string | null;
  /** the payment's reference as confirmed (the bank's transaction number), null until paid */
  paymentReference: string | null;
  /** until the quota runs out or the validity ends, once paid: the grant it added */
  grant: { remaining: number | null; validUntil: string | null } | null;
  /** the printable invoice (GET /api/commerce/orders/{number}/invoice), site-relative */
  invoiceUrl: string;
  /** how to pay, while pending */
  payment: BankTransferDto | null;
}

/** POST /api/commerce/orders body. */
export interface OrderInput {
  packId: number;
  /** true: for the member's organisation (its admin only); default false */
  forOrganisation?: boolean;
}

/** POST /api/staff/orders/{number}/confirm body: the bank transfer as received. */
export interface ConfirmInput {
  /** the bank's transaction reference (1..100 characters): the idempotency key of the payment */
  reference: string;
  /** the amount received, minor units: must equal the order's price */
  amountCents: number;
}

/** How a download of one photo was paid (download_log.covered_by). */
export const COVERED_BY = ["quota", "grant", "organisation", "free", "own", "repeat"] as const;
export type CoveredBy = (typeof COVERED_BY)[number];

/** One size a download dialog offers (GET /api/download/sizes). */
export interface SizeOptionDto {
  size: DownloadSize;
  /** px of the file of the first photo at this size (the original's when smaller) */
  width: number;
  height: number;
  /** bytes of all the files at this size (the zip's contents); exact when `exact`, else an estimate from the original's */
  bytes: number;
  exact: boolean;
  /** photos of quota this download at this size costs the member now (after free, own, bought before and grants) */
  cost: number;
  /** cost of one photo at this size (the setting) */
  unitCost: number;
}

/**
 * GET /api/download/options?relationIds=a,b (member): what the download
 * dialog shows before anything is spent: each size with its px, bytes and
 * cost for these photos, and each photo's licence in the caller's language.
 */
export interface DownloadOptionsDto {
  sizes: SizeOptionDto[];
  licences: { relationId: string; title: string; licence: LicenceDto }[];
  /** quota left (residueCount) and what the member's grants and organisation still cover */
  residueCount: number;
}

/** A sale of a contributor's photo (GET /api/commerce/earnings). */
export interface EarningDto {
  relationId: string;
  pcId: string;
  /** the story's title in the caller's language */
  title: string;
  titleImage: string | null;
  htmlUrl: string;
  size: DownloadSize;
  /** photos of quota the buyer spent */
  cost: number;
  /** points the contributor earned */
  points: number;
  /** when it was downloaded */
  createTime: string;
}

/** GET /api/commerce/earnings answer. */
export interface EarningsDto {
  list: EarningDto[];
  total: number;
  /** per month (YYYY-MM, UTC), newest first: sales and points */
  months: { month: string; sales: number; points: number }[];
  /** every point earned from sales, all time */
  totalPoints: number;
  /** the member's points now (what a withdrawal may take) */
  point: number;
  /** the share in force now, percent */
  sharePercent: number;
}

/** Bounds of an organisation. */
export const ORGANISATION_BOUNDS = { nameMax: 100, seats: { min: 1, max: 10_000 } } as const;

/** An organisation account (table organisation): members in its seats spend its shared quota; its admin sees who downloaded what. */
export interface OrganisationDto {
  id: number;
  name: string;
  seats: number;
  /** members in it (the admin included) */
  used: number;
  admin: { code: string; name: string } | null;
  /** the shared quota: the organisation's active grants (packs bought for it, staff grants) */
  /** revokedAt: when staff revoked it (ISO), null while not revoked */
  grants: { id: number; label: string; remaining: number | null; total: number | null; validUntil: string | null; revokedAt: string | null; active: boolean }[];
  /** members, for the admin and staff (empty for other members) */
  members: { code: string; name: string }[];
}

/** One download by a member of an organisation, as its admin sees it (GET /api/commerce/organisation/downloads). */
export interface OrgDownloadDto {
  member: { code: string; name: string };
  relationId: string;
  pcId: string;
  title: string;
  htmlUrl: string;
  size: DownloadSize;
  cost: number;
  coveredBy: CoveredBy;
  createTime: string;
}

/** POST /api/staff/organisations body; PUT takes name and seats. */
export interface OrganisationInput {
  name: string;
  seats: number;
  /** the admin's member code (they join the organisation) */
  adminCode: string;
}

/** Formats minor units as money in a language: "¥1,280.00" / "CN¥1,280.00". */
export function formatMoney(cents: number, currency: Currency, lang: "zh" | "en"): string {
  return new Intl.NumberFormat(lang === "en" ? "en-GB" : "zh-CN", { style: "currency", currency }).format(cents / 100);
}
