/**
 * The staff console's pure rules of buying and licensing (issue 20;
 * common/commerce.ts, common/licence.ts): what the settings, pack, order
 * confirmation, organisation and licence forms may send, checked as the
 * server checks them (the bounds SETTING_BOUNDS, PACK_BOUNDS,
 * ORGANISATION_BOUNDS, RESTRICTIONS_MAX), with problems in the server's
 * `{ field, rule }` shape and at the server's field names (so that a
 * refusal of the server lands on the same box); money typed in the
 * currency's major unit ("1280.00") as integer minor units without
 * floating point. No state, no I/O.
 */
import {
  CURRENCIES,
  DOWNLOAD_SIZES,
  ORDER_STATES,
  ORGANISATION_BOUNDS,
  PACK_BOUNDS,
  SETTING_BOUNDS,
  type CommerceSettings,
  type ConfirmInput,
  type Currency,
  type DownloadSize,
  type OrderState,
  type OrganisationInput,
  type PackDto,
  type PackInput,
} from "../../common/commerce.js";
import { LICENCE_TYPES, RELEASE_STATES, RESTRICTIONS_MAX, type LicenceInput } from "../../common/licence.js";
import { parseInteger, type Problem } from "./staff-console.rules.js";

/** An integer box: required (unless `optional`), a whole number within `b`; the problem at `field`. */
function boundedInteger(text: string, field: string, b: { min: number; max: number }, problems: Problem[], optional = false): number | null {
  if (!text.trim()) {
    if (!optional) problems.push({ field, rule: "required" });
    return null;
  }
  const n = parseInteger(text);
  if (n === null) problems.push({ field, rule: "integer" });
  else if (n < b.min) problems.push({ field, rule: "minimum" });
  else if (n > b.max) problems.push({ field, rule: "maximum" });
  else return n;
  return null;
}

/** A text box: required once trimmed, at most `max` characters; the trimmed text, or null with a problem at `field`. */
function boundedText(text: string, field: string, max: number, problems: Problem[]): string | null {
  const v = text.trim();
  if (!v) problems.push({ field, rule: "required" });
  else if ([...v].length > max) problems.push({ field, rule: "maxLength" });
  else return v;
  return null;
}

// ---- settings (PUT /api/staff/settings) ----

/** The settings form's boxes, named as the server names their fields in an invalid_param answer. */
export const SETTING_FIELDS = [
  "pointsPerPhoto",
  "withdrawMinPoints",
  "orderMaxQuantity",
  "downloadLinkMinutes",
  "contributorSharePercent",
  "sizes.small.longEdgePx",
  "sizes.small.cost",
  "sizes.medium.longEdgePx",
  "sizes.medium.cost",
  "sizes.original.cost",
] as const;
export type SettingField = (typeof SETTING_FIELDS)[number];
/** What the settings form holds: each box's text. */
export type SettingsForm = Record<SettingField, string>;

/** The bounds of a setting's field (`sizes.small.cost` → SETTING_BOUNDS.cost), null for an unknown one. */
export function settingBounds(field: string): { min: number; max: number } | null {
  const key = field.split(".").at(-1) as keyof typeof SETTING_BOUNDS;
  return Object.prototype.hasOwnProperty.call(SETTING_BOUNDS, key) ? SETTING_BOUNDS[key] : null;
}

/** The value of `field` in `s`. */
function settingAt(s: CommerceSettings, field: SettingField): number | null {
  const [a, size, k] = field.split(".");
  if (a === "sizes") return s.sizes[size as DownloadSize][k as "longEdgePx" | "cost"];
  return s[a as Exclude<keyof CommerceSettings, "sizes">];
}

/** The form's first texts: the settings in force. */
export function settingsForm(s: CommerceSettings): SettingsForm {
  return Object.fromEntries(SETTING_FIELDS.map((f) => [f, String(settingAt(s, f) ?? "")])) as SettingsForm;
}

/** The body of PUT /api/staff/settings: only what changed (a size by its changed fields). */
export interface SettingsPatchBody {
  pointsPerPhoto?: number;
  withdrawMinPoints?: number;
  orderMaxQuantity?: number;
  downloadLinkMinutes?: number;
  contributorSharePercent?: number;
  sizes?: Partial<Record<DownloadSize, { longEdgePx?: number; cost?: number }>>;
}

/**
 * The settings form against the settings in force: every box a whole
 * number within its SETTING_BOUNDS (required, integer, minimum, maximum),
 * small's long edge below medium's (`sizes.small.longEdgePx` order, as the
 * server's rule), then the patch of what differs (empty when nothing does).
 */
export function checkSettings(form: SettingsForm, current: CommerceSettings): { patch: SettingsPatchBody } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const values = new Map<SettingField, number>();
  for (const f of SETTING_FIELDS) {
    const n = boundedInteger(form[f] ?? "", f, settingBounds(f)!, problems);
    if (n !== null) values.set(f, n);
  }
  const small = values.get("sizes.small.longEdgePx");
  const medium = values.get("sizes.medium.longEdgePx");
  if (small !== undefined && medium !== undefined && small >= medium) problems.push({ field: "sizes.small.longEdgePx", rule: "order" });
  if (problems.length) return { problems };
  const patch: SettingsPatchBody = {};
  for (const [f, n] of values) {
    if (n === settingAt(current, f)) continue;
    const [a, size, k] = f.split(".");
    if (a === "sizes") {
      const sizes = (patch.sizes ??= {});
      const one = (sizes[size as DownloadSize] ??= {});
      one[k as "longEdgePx" | "cost"] = n;
    } else patch[a as Exclude<keyof SettingsPatchBody, "sizes">] = n;
  }
  return { patch };
}

/** Whether a patch changes nothing. */
export const emptyPatch = (p: SettingsPatchBody): boolean => Object.keys(p).length === 0;

/** The sizes in the form's order (smallest first). */
export const SIZES: readonly DownloadSize[] = DOWNLOAD_SIZES;

// ---- money ----

/**
 * Money typed in the currency's major unit ("1280", "1280.5", "1,280.00",
 * "¥1280.00" without the sign) as integer minor units (128000), or null when
 * it is not an amount (negative, more than two decimals, not a number).
 * Digits only: no floating point.
 */
export function parseMoney(text: string): number | null {
  const t = text.trim().replace(/[,\s]/g, "");
  const m = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(t);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
}

/** Minor units as the box shows them in the major unit: 128000 → "1280.00". */
export function moneyText(cents: number): string {
  const c = Math.max(0, Math.trunc(cents));
  return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
}

// ---- packs (POST /api/staff/packs, PUT /api/staff/packs/{id}) ----

/** What the pack form holds. */
export interface PackForm {
  nameZh: string;
  nameEn: string;
  count: string;
  /** major units ("1280.00") */
  price: string;
  currency: Currency;
  /** "" for no limit (until used) */
  validityDays: string;
  active: boolean;
}

/** The form of pack `p`, or of a new pack (CNY, active, nothing else). */
export function packForm(p?: PackDto | null): PackForm {
  if (!p) return { nameZh: "", nameEn: "", count: "", price: "", currency: "CNY", validityDays: "", active: true };
  return {
    nameZh: p.nameZh,
    nameEn: p.nameEn,
    count: String(p.count),
    price: moneyText(p.priceCents),
    currency: p.currency,
    validityDays: p.validityDays === null ? "" : String(p.validityDays),
    active: p.active,
  };
}

/**
 * A pack: names in zh and en (required, at most PACK_BOUNDS.nameMax), a
 * count, a price (money: rule "money"; its bounds at `priceCents`), a
 * currency of CURRENCIES (enum), validity days or none, active.
 */
export function checkPack(form: PackForm): { input: PackInput } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const nameZh = boundedText(form.nameZh, "nameZh", PACK_BOUNDS.nameMax, problems);
  const nameEn = boundedText(form.nameEn, "nameEn", PACK_BOUNDS.nameMax, problems);
  const count = boundedInteger(form.count, "count", PACK_BOUNDS.count, problems);
  let priceCents: number | null = null;
  if (!form.price.trim()) problems.push({ field: "priceCents", rule: "required" });
  else {
    priceCents = parseMoney(form.price);
    if (priceCents === null) problems.push({ field: "priceCents", rule: "money" });
    else if (priceCents < PACK_BOUNDS.priceCents.min) problems.push({ field: "priceCents", rule: "minimum" });
    else if (priceCents > PACK_BOUNDS.priceCents.max) problems.push({ field: "priceCents", rule: "maximum" });
  }
  if (!(CURRENCIES as readonly string[]).includes(form.currency)) problems.push({ field: "currency", rule: "enum" });
  const validityDays = boundedInteger(form.validityDays, "validityDays", PACK_BOUNDS.validityDays, problems, true);
  if (problems.length || nameZh === null || nameEn === null || count === null || priceCents === null) return { problems };
  return { input: { nameZh, nameEn, count, priceCents, currency: form.currency, validityDays, active: form.active } };
}

// ---- orders (GET /api/staff/orders, POST …/confirm, …/cancel) ----

/** The orders list's state filters: every state, or one. */
export const ORDER_FILTERS = ["all", ...ORDER_STATES] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
/** The first filter: the orders awaiting a transfer. */
export const DEFAULT_ORDER_FILTER: OrderFilter = "pending";

/** Longest bank reference, characters (ConfirmInput.reference: 1..100). */
export const REFERENCE_MAX = 100;

/** What the confirmation form holds: the bank's reference and the amount received (major units). */
export interface ConfirmForm {
  reference: string;
  amount: string;
}

/**
 * A bank transfer as received: a reference (required, at most
 * REFERENCE_MAX) and an amount (money, at `amountCents`). Whether the
 * amount equals the price is the server's check (mismatch), not the form's:
 * an editor types what the bank statement says.
 */
export function checkConfirm(form: ConfirmForm): { input: ConfirmInput } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const reference = boundedText(form.reference, "reference", REFERENCE_MAX, problems);
  let amountCents: number | null = null;
  if (!form.amount.trim()) problems.push({ field: "amountCents", rule: "required" });
  else if ((amountCents = parseMoney(form.amount)) === null) problems.push({ field: "amountCents", rule: "money" });
  if (problems.length || reference === null || amountCents === null) return { problems };
  return { input: { reference, amountCents } };
}

/** Whether an order in `state` is in the list under `filter`. */
export const fitsOrderFilter = (state: OrderState, filter: OrderFilter): boolean => filter === "all" || state === filter;

// ---- organisations (POST/PUT /api/staff/organisations, members, grants) ----

/** What the organisation forms hold (the admin only when creating). */
export interface OrganisationForm {
  name: string;
  seats: string;
  adminCode: string;
}

/** An organisation: a name (1..nameMax), seats within ORGANISATION_BOUNDS, and when created an admin's member code. */
export function checkOrganisation(form: OrganisationForm, create: boolean): { input: OrganisationInput } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const name = boundedText(form.name, "name", ORGANISATION_BOUNDS.nameMax, problems);
  const seats = boundedInteger(form.seats, "seats", ORGANISATION_BOUNDS.seats, problems);
  const adminCode = create ? form.adminCode.trim() : "";
  if (create && !adminCode) problems.push({ field: "adminCode", rule: "required" });
  if (problems.length || name === null || seats === null) return { problems };
  return { input: { name, seats, adminCode } };
}

/** A member code to add to an organisation: required once trimmed. */
export function checkMemberCode(code: string): Problem | null {
  return code.trim() ? null : { field: "code", rule: "required" };
}

// ---- licences (PUT /api/staff/relations/{relationId}/licence) ----

/** A licence as edited: a type and release states of their lists (enum), restrictions trimmed, each at most RESTRICTIONS_MAX characters. */
export function checkLicence(input: LicenceInput): { input: LicenceInput } | { problems: Problem[] } {
  const problems: Problem[] = [];
  if (!(LICENCE_TYPES as readonly string[]).includes(input.type)) problems.push({ field: "type", rule: "enum" });
  for (const f of ["modelRelease", "propertyRelease"] as const) {
    if (!(RELEASE_STATES as readonly string[]).includes(input[f])) problems.push({ field: f, rule: "enum" });
  }
  const restrictionsZh = input.restrictionsZh.trim();
  const restrictionsEn = input.restrictionsEn.trim();
  if ([...restrictionsZh].length > RESTRICTIONS_MAX) problems.push({ field: "restrictionsZh", rule: "maxLength" });
  if ([...restrictionsEn].length > RESTRICTIONS_MAX) problems.push({ field: "restrictionsEn", rule: "maxLength" });
  if (problems.length) return { problems };
  return { input: { ...input, restrictionsZh, restrictionsEn } };
}

/** Whether two licences say the same. */
export const sameLicence = (a: LicenceInput, b: LicenceInput): boolean =>
  a.type === b.type && a.restrictionsZh === b.restrictionsZh && a.restrictionsEn === b.restrictionsEn && a.modelRelease === b.modelRelease && a.propertyRelease === b.propertyRelease;
