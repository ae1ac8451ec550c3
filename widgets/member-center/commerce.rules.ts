/**
 * Member-centre rules of issue 20 (buying and licensing), pure: no React, no
 * DOM, no calls. The home page's sections opened by `?tab=` (orders on both
 * centres, earnings on uc1, the organisation on uc2 for its admin), the
 * download entitlements' grant rows (issue 19; issue 20: a pack's grant
 * names its order, and an organisation's shared quota), the words-free
 * parts of orders (pack names in a language, the invoice address), the
 * amount checks of the withdrawal (web/order/withdraw) and of the points
 * exchange (web/order/save) against the settings (GET /api/commerce/settings:
 * no limit is a constant here), and months and sizes as the sections show
 * them. Shapes are common/commerce.ts's. The state is in store/orders.ts,
 * store/earnings.ts and store/organisation.ts.
 */
import dayjs from "dayjs";
import type { CommerceSettings, OrganisationDto } from "../../common/commerce.js";
import type { GrantDto } from "../../common/staff.js";
import type { Lang } from "./locale/index.js";

/** The home page's issue 20 sections, each a tab list of its own (`?tab=`). */
export const SECTION_TABS = ["orders", "earnings", "organisation"] as const;
export type SectionTab = (typeof SECTION_TABS)[number];

/** Whether a tab is one of the issue 20 sections (not a form, not a list of records). */
export const isSectionTab = (tab: string): tab is SectionTab => (SECTION_TABS as readonly string[]).includes(tab);

/**
 * The section a page's `?tab=` opens, null for none: only on the home pages;
 * orders on both centres, earnings on uc1 (contributors), the organisation
 * on uc2 (whether the member is its admin is known later: the section says
 * so when not).
 */
export function sectionTabOf(page: string, tab: string | null): SectionTab | null {
  if (!page.endsWith("-index") || !tab) return null;
  const uc1 = page.startsWith("uc1-");
  if (tab === "orders") return "orders";
  if (tab === "earnings" && uc1) return "earnings";
  if (tab === "organisation" && !uc1) return "organisation";
  return null;
}

/** An ISO time as the member centre shows dates (YYYY-MM-DD, the reader's day), "" for none or a bad one. */
export function dayOf(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = dayjs(iso);
  return d.isValid() ? d.format("YYYY-MM-DD") : "";
}

/** An order number as the server writes it (common/commerce.ts PackOrderDto.number: "PW-" + YYYYMMDD + "-" + 6 digits or more). */
export const ORDER_NUMBER = /^PW-\d{8}-\d{6,}$/;

/**
 * The pack order a grant came from: its `orderNumber`, else its label when
 * the label is an order number (the server labels a pack's grant with its
 * order's number); null for a staff grant.
 */
export function orderNumberOf(g: { label: string; orderNumber?: string | null }): string | null {
  if (g.orderNumber) return g.orderNumber;
  const label = g.label.trim();
  return ORDER_NUMBER.test(label) ? label : null;
}

/** Why a grant is not usable (GrantDto.active false): revoked, ended, all its photos used, or not started yet. */
export type GrantWhy = "revoked" | "expired" | "used" | "pending";

/** A download grant as a row of the member's entitlements. */
export interface GrantRow {
  id: number;
  label: string;
  /** issue 20: the pack order that bought it, null for a staff grant */
  orderNumber: string | null;
  /** photos left and at first; null: no count limit */
  remaining: number | null;
  total: number | null;
  /** YYYY-MM-DD; until "" when open-ended */
  from: string;
  until: string;
  /** YYYY-MM-DD of the revocation, "" when not revoked */
  revoked: string;
  /** null while active */
  why: GrantWhy | null;
}

/**
 * The member's grants (GET download/grants) as the entitlements section
 * lists them (issue 19 "Entitlements"): the active ones, then the expired,
 * used-up, revoked or not yet started ones under them, each group in the
 * server's order.
 * @param now to tell an ended grant from one not started yet
 */
export function grantRows(grants: readonly GrantDto[], now: Date): { active: GrantRow[]; past: GrantRow[] } {
  const row = (g: GrantDto): GrantRow => {
    let why: GrantWhy | null = null;
    if (!g.active) {
      if (g.revokedAt) why = "revoked";
      else if (g.validUntil && Date.parse(g.validUntil) <= now.getTime()) why = "expired";
      else if (g.remaining !== null && g.remaining <= 0) why = "used";
      else if (Date.parse(g.validFrom) > now.getTime()) why = "pending";
      else why = "expired";
    }
    const orderNumber = orderNumberOf(g);
    return { id: g.id, label: g.label, orderNumber, remaining: g.remaining, total: g.total, from: dayOf(g.validFrom), until: dayOf(g.validUntil), revoked: dayOf(g.revokedAt), why };
  };
  const rows = grants.map(row);
  return { active: rows.filter((r) => r.why === null), past: rows.filter((r) => r.why !== null) };
}

/** One grant of an organisation's shared quota (OrganisationDto.grants) as a row. */
export interface SharedGrantRow {
  id: number;
  label: string;
  /** the pack order that bought it (orderNumberOf), null for a staff grant */
  orderNumber: string | null;
  remaining: number | null;
  total: number | null;
  /** YYYY-MM-DD, "" when open-ended */
  until: string;
  active: boolean;
}

/**
 * The organisation's shared quota as the entitlements list it (issue 20
 * "Shared quota of {organisation}"): its grants, active first, leaving out
 * any the member's own list already shows (same grant id).
 */
export function sharedGrantRows(org: OrganisationDto, own: readonly GrantDto[]): { active: SharedGrantRow[]; past: SharedGrantRow[] } {
  const shown = new Set(own.map((g) => g.id));
  const rows = org.grants
    .filter((g) => !shown.has(g.id))
    .map((g): SharedGrantRow => ({ id: g.id, label: g.label, orderNumber: orderNumberOf(g), remaining: g.remaining, total: g.total, until: dayOf(g.validUntil), active: g.active }));
  return { active: rows.filter((r) => r.active), past: rows.filter((r) => !r.active) };
}

/** Whether `member` is the admin of `org` (the organisation section, ordering for the organisation). */
export function isOrgAdmin(org: OrganisationDto | null | undefined, member: { code: string } | null | undefined): boolean {
  return !!org && !!member && org.admin?.code === member.code;
}

/** A pack's (or an order's pack's) name in a language, the other language's when it has none. */
export function packName(p: { nameZh: string; nameEn: string }, lang: Lang): string {
  return (lang === "en" ? p.nameEn || p.nameZh : p.nameZh || p.nameEn).trim();
}

/**
 * The address of an order's printable invoice in the reader's language
 * (GET /api/commerce/orders/{number}/invoice?lang=zh|en): the order's
 * invoiceUrl with `lang` added unless it has one. Null for anything but a
 * same-site path or an http(s) address (no javascript: links).
 */
export function invoiceHref(url: string, lang: Lang): string | null {
  const s = url.trim();
  const sameSite = /^\/(?![/\\])/.test(s);
  if (!sameSite && !/^https?:\/\//i.test(s)) return null;
  const u = new URL(s, "http://same.site");
  if (!u.searchParams.has("lang")) u.searchParams.set("lang", lang);
  return sameSite ? u.pathname + u.search + u.hash : u.href;
}

/** What is wrong with an amount typed into the withdrawal or the points exchange. */
export type AmountProblem = "whole" | "min" | "max" | "points";

/** A whole number from 1 to 999,999,999 typed into a field (spaces around allowed), else null. */
export function wholeNumber(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 ? n : null;
}

/**
 * The check of a withdrawal (web/order/withdraw) before it is sent: a whole
 * number ("whole"), at least the settings' minimum ("min"), at most the
 * member's points ("points").
 */
export function withdrawProblem(text: string, point: number, settings: Pick<CommerceSettings, "withdrawMinPoints">): AmountProblem | null {
  const n = wholeNumber(text);
  if (n === null) return "whole";
  if (n < settings.withdrawMinPoints) return "min";
  if (n > point) return "points";
  return null;
}

/**
 * The check of a points exchange (web/order/save: photos of quota bought
 * with points) before it is sent: a whole number of photos ("whole"), at
 * most the settings' order cap ("max"), no more than the member's points
 * pay for at the settings' points per photo ("points").
 */
export function exchangeProblem(text: string, point: number, settings: Pick<CommerceSettings, "orderMaxQuantity" | "pointsPerPhoto">): AmountProblem | null {
  const n = wholeNumber(text);
  if (n === null) return "whole";
  if (n > settings.orderMaxQuantity) return "max";
  if (n * settings.pointsPerPhoto > point) return "points";
  return null;
}

/** The most photos of quota the member's points buy in one exchange now (0 when not even one). */
export function exchangeMax(point: number, settings: Pick<CommerceSettings, "orderMaxQuantity" | "pointsPerPhoto">): number {
  return Math.max(0, Math.min(settings.orderMaxQuantity, Math.floor(point / Math.max(1, settings.pointsPerPhoto))));
}

/**
 * The amount problem a refused call names (invalid_param with `errors`
 * `[{ field, rule }]`): the withdrawal's `point` under the minimum ("min"),
 * the exchange's `quantity` over the cap ("max"); null for any other.
 */
export function amountProblemOf(errors: unknown, field: "point" | "quantity"): AmountProblem | null {
  if (!Array.isArray(errors)) return null;
  const e = errors.find((x) => x && typeof x === "object" && (x as { field?: unknown }).field === field) as { rule?: unknown } | undefined;
  if (!e) return null;
  if (e.rule === "min" || e.rule === "minimum") return "min";
  if (e.rule === "max" || e.rule === "maximum") return "max";
  return "whole";
}

/** Points a photo of quota spent on a contributor's photo earns them at a share (percent), as the server credits it: rounded down. */
export const pointsPerSale = (settings: Pick<CommerceSettings, "pointsPerPhoto">, sharePercent: number): number =>
  Math.floor((settings.pointsPerPhoto * sharePercent) / 100);

/** A month "YYYY-MM" (UTC) in words: "2026年11月", "November 2026"; the text itself when it is not one. */
export function monthLabel(month: string, lang: Lang): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) return month;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1));
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "zh-CN", { year: "numeric", month: "long", timeZone: "UTC" }).format(date);
}
