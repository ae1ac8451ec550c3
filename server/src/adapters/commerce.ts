/**
 * Commerce rows → the DTOs of common/commerce.ts (issue 20): download packs,
 * pack orders, organisations and their members' downloads. The services
 * (services/orders.ts, services/organisations.ts) read the rows and hand in
 * what they decide (the payment instructions of a pending order, who may
 * see an organisation's members).
 */
import type { BankTransferDto, CoveredBy, Currency, DownloadSize, OrderState, OrgDownloadDto, OrganisationDto, PackDto, PackOrderDto, PaymentProviderId } from "../../../common/commerce.js";
import type { GrantDto } from "../../../common/staff.js";
import type { Lang } from "../locale/index.js";
import type { DownloadLogRow, DownloadPack, Organisation, PackOrder, Story } from "../db/schema.js";
import { firstEdition, inEdition, storyUrls } from "./story.js";

/** The printable invoice of an order, site-relative (GET /api/commerce/orders/{number}/invoice). */
export const invoiceUrl = (number: string) => `/api/commerce/orders/${encodeURIComponent(number)}/invoice`;

/** A download_pack row → PackDto. */
export function packDto(p: DownloadPack): PackDto {
  return {
    id: p.id,
    nameZh: p.nameZh,
    nameEn: p.nameEn,
    count: p.count,
    priceCents: p.priceCents,
    currency: p.currency as Currency,
    validityDays: p.validityDays,
    active: p.active,
  };
}

/** An order row with what it joins: who ordered, the organisation, the payment's reference and the grant it added. */
export interface OrderRow {
  o: PackOrder;
  member: { code: string; name: string };
  organisation: { id: number; name: string } | null;
  reference: string | null;
  grant: { remaining: number | null; validUntil: Date | null } | null;
}

/**
 * An order → PackOrderDto.
 * @param payment how to pay it (the provider's instructions), used while it is pending; null otherwise
 */
export function orderDto(r: OrderRow, payment: BankTransferDto | null): PackOrderDto {
  const { o } = r;
  return {
    number: o.number,
    state: o.state as OrderState,
    pack: { id: o.packId, nameZh: o.nameZh, nameEn: o.nameEn, count: o.count, validityDays: o.validityDays },
    priceCents: o.priceCents,
    currency: o.currency as Currency,
    provider: o.provider as PaymentProviderId,
    member: r.member,
    organisation: r.organisation,
    createTime: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    cancelledAt: o.cancelledAt?.toISOString() ?? null,
    paymentReference: r.reference,
    grant: r.grant ? { remaining: r.grant.remaining, validUntil: r.grant.validUntil?.toISOString() ?? null } : null,
    invoiceUrl: invoiceUrl(o.number),
    payment: o.state === "pending" ? payment : null,
  };
}

/**
 * An organisation → OrganisationDto.
 * @param members its members (code order); pass [] to a caller who may not see them
 * @param used how many seats are taken (members, the admin included)
 */
export function organisationDto(
  o: Organisation,
  admin: { code: string; name: string } | null,
  used: number,
  grants: GrantDto[],
  members: { code: string; name: string }[],
): OrganisationDto {
  return {
    id: o.id,
    name: o.name,
    seats: o.seats,
    used,
    admin,
    grants: grants.map((g) => ({ id: g.id, label: g.label, remaining: g.remaining, total: g.total, validUntil: g.validUntil, revokedAt: g.revokedAt, active: g.active })),
    members,
  };
}

/** A download_log row with its member and story → OrgDownloadDto; the title and page in `lang` (the story's own edition when it has none in it). */
export function orgDownloadDto(row: DownloadLogRow, member: { code: string; name: string }, s: Story | null, lang: Lang): OrgDownloadDto {
  const edition = s ? (lang === "en" && inEdition(s, "en") ? "en" : inEdition(s, "zh") ? "zh" : firstEdition(s)) : "zh";
  return {
    member,
    relationId: row.relationId,
    pcId: row.pcId,
    title: s ? (lang === "en" ? s.titleEn || s.titleZh : s.titleZh || s.titleEn) : row.relationId,
    htmlUrl: s ? `${storyUrls(s, edition).htmlUrl}#${row.relationId}` : "",
    size: row.size as DownloadSize,
    cost: row.cost,
    coveredBy: row.coveredBy as CoveredBy,
    createTime: row.createdAt.toISOString(),
  };
}
