/**
 * MSW handlers for the <pw-member-center> stories of issue 20
 * (MemberCenterCommerce.stories.tsx), answering as the issue 20 contract
 * says the server does (common/commerce.ts; the HTTP contract of the issue
 * 20 brief; envelope `{ code, data }`):
 * - GET commerce/settings → PublicSettingsDto;
 * - GET commerce/packs → PackDto[] (active only);
 * - POST commerce/orders { packId, forOrganisation } → a new pending
 *   PackOrderDto (number PW-YYYYMMDD-NNNNNN, bank transfer instructions),
 *   listed first afterwards; GET commerce/orders?page=&rows= → `{ list,
 *   total }`; POST commerce/orders/{number}/cancel → the cancelled order
 *   (order_state 409 unless pending);
 * - POST web/order/save { quantity } → `{ order, point, residueCount }`
 *   (point_short 409);
 * - GET commerce/earnings?page=&rows= → EarningsDto; POST web/order/withdraw
 *   { point } → `{ order, point }` (bank_missing 409, invalid_param 422);
 * - GET commerce/organisation → OrganisationDto | null; GET
 *   commerce/organisation/downloads?page=&rows= → `{ list, total }`.
 */
import { http, type HttpHandler } from "msw";
import { DEFAULT_COMMERCE_SETTINGS, type EarningDto, type EarningsDto, type OrganisationDto, type OrgDownloadDto, type PackDto, type PackOrderDto, type PublicSettingsDto } from "../common/commerce.js";
import type { Member } from "../common/types.js";
import { fail, ok } from "./api-mocks.js";

/** The demo agency's packs. */
export const PACKS: PackDto[] = [
  { id: 1, nameZh: "入门套餐", nameEn: "Starter pack", count: 10, priceCents: 50_000, currency: "CNY", validityDays: 365, active: true },
  { id: 2, nameZh: "专业套餐", nameEn: "Professional pack", count: 50, priceCents: 200_000, currency: "CNY", validityDays: 365, active: true },
  { id: 3, nameZh: "机构套餐", nameEn: "Agency pack", count: 200, priceCents: 680_000, currency: "CNY", validityDays: null, active: true },
];

/** The agency's bank account (the server's configuration) for an order. */
const transfer = (number: string, pack: PackDto) => ({
  accountName: "光影图片社有限公司 / Lightfield Photo Agency Ltd.",
  bank: "中国银行北京朝阳支行 / Bank of China, Beijing Chaoyang",
  accountNumber: "3456 7890 1234 5678",
  swift: "BKCHCNBJ110",
  reference: number,
  amountCents: pack.priceCents,
  currency: pack.currency,
});

/** An order of `pack` by `member` as the server answers it; pending with its transfer unless `extra` says otherwise. */
export function packOrder(n: number, pack: PackDto, member: Member, extra: Partial<PackOrderDto> = {}): PackOrderDto {
  const number = `PW-202611${String(27 - (n % 20)).padStart(2, "0")}-${String(40 + n).padStart(6, "0")}`;
  return {
    number,
    state: "pending",
    pack: { id: pack.id, nameZh: pack.nameZh, nameEn: pack.nameEn, count: pack.count, validityDays: pack.validityDays },
    priceCents: pack.priceCents,
    currency: pack.currency,
    provider: "bank_transfer",
    member: { code: member.code, name: member.name },
    organisation: null,
    createTime: new Date(Date.UTC(2026, 10, 27 - (n % 20), 8, 30)).toISOString(),
    paidAt: null,
    cancelledAt: null,
    paymentReference: null,
    grant: null,
    invoiceUrl: `/api/commerce/orders/${number}/invoice`,
    payment: transfer(number, pack),
    ...extra,
  };
}

/** A paid order (its quota added) and a cancelled one. */
export const paid = (n: number, pack: PackDto, member: Member, remaining = pack.count - 3): PackOrderDto =>
  packOrder(n, pack, member, {
    state: "paid",
    paidAt: new Date(Date.UTC(2026, 10, 28 - (n % 20), 10)).toISOString(),
    paymentReference: `BOC${20261100 + n}`,
    payment: null,
    grant: { remaining, validUntil: pack.validityDays ? new Date(Date.UTC(2027, 10, 28 - (n % 20))).toISOString() : null },
  });
export const cancelled = (n: number, pack: PackDto, member: Member): PackOrderDto =>
  packOrder(n, pack, member, { state: "cancelled", cancelledAt: new Date(Date.UTC(2026, 10, 28 - (n % 20), 9)).toISOString(), payment: null });

/**
 * The issue 20 calls over in-memory data: the settings, packs, the member's
 * orders (ordering and cancelling change them), the points exchange, the
 * earnings and the withdrawal (`bank`: bank details saved), the organisation
 * and its downloads.
 */
export function commerceHandlers(
  member: Member,
  opts: {
    settings?: PublicSettingsDto;
    packs?: PackDto[] | "fail";
    orders?: PackOrderDto[];
    earnings?: EarningsDto;
    bank?: boolean;
    organisation?: OrganisationDto | null;
    orgDownloads?: OrgDownloadDto[];
  } = {},
): HttpHandler[] {
  const orders = [...(opts.orders ?? [])];
  let point = member.point;
  let next = 100;
  const paged = <T>(list: T[], url: string) => {
    const q = new URL(url).searchParams;
    const page = Number(q.get("page") ?? 1);
    const rows = Number(q.get("rows") ?? 10);
    return { list: list.slice((page - 1) * rows, page * rows), total: list.length };
  };
  const packs = opts.packs === "fail" ? [] : (opts.packs ?? PACKS);
  return [
    http.get("*/api/commerce/settings", () => ok(opts.settings ?? DEFAULT_COMMERCE_SETTINGS)),
    http.get("*/api/commerce/packs", () => (opts.packs === "fail" ? fail("server_error", "服务器内部错误", 500) : ok(packs.filter((p) => p.active)))),
    http.post("*/api/commerce/orders", async ({ request }) => {
      const body = (await request.json()) as { packId: number; forOrganisation?: boolean };
      const pack = packs.find((p) => p.id === body.packId);
      if (!pack) return fail("not_found", "请求的资源不存在", 404);
      const org = body.forOrganisation && opts.organisation ? { id: opts.organisation.id, name: opts.organisation.name } : null;
      const o = packOrder(next++, pack, member, { organisation: org, createTime: new Date().toISOString() });
      orders.unshift(o);
      return ok(o);
    }),
    http.get("*/api/commerce/orders", ({ request }) => ok(paged(orders, request.url))),
    http.post("*/api/commerce/orders/:number/cancel", ({ params }) => {
      const i = orders.findIndex((o) => o.number === params.number);
      if (i < 0) return fail("not_found", "请求的资源不存在", 404);
      if (orders[i].state !== "pending") return fail("order_state", "订单状态已改变", 409);
      orders[i] = { ...orders[i], state: "cancelled", cancelledAt: new Date().toISOString(), payment: null };
      return ok(orders[i]);
    }),
    http.post("*/api/web/order/save", async ({ request }) => {
      const { quantity } = (await request.json()) as { quantity: number };
      const cost = quantity * (opts.settings ?? DEFAULT_COMMERCE_SETTINGS).pointsPerPhoto;
      if (cost > point) return fail("point_short", "积分不足", 409);
      point -= cost;
      return ok({ order: { id: next++, kind: "quota", quantity, points: cost, status: "done", createTime: new Date().toISOString() }, point, residueCount: quantity });
    }),
    http.get("*/api/commerce/earnings", ({ request }) => {
      const e = opts.earnings ?? { list: [], total: 0, months: [], totalPoints: 0, point, sharePercent: 50 };
      const p = paged(e.list, request.url);
      return ok({ ...e, list: p.list, point });
    }),
    http.post("*/api/web/order/withdraw", async ({ request }) => {
      const body = (await request.json()) as { point: number };
      if (body.point < (opts.settings ?? DEFAULT_COMMERCE_SETTINGS).withdrawMinPoints) return fail("invalid_param", "请求参数有误", 422, { errors: [{ field: "point", rule: "min" }] });
      if (opts.bank === false) return fail("bank_missing", "请先填写银行账户信息", 409);
      if (body.point > point) return fail("point_short", "积分不足", 409);
      point -= body.point;
      return ok({ order: { id: next++, kind: "withdraw", quantity: 0, points: body.point, status: "requested", createTime: new Date().toISOString() }, point });
    }),
    http.get("*/api/commerce/organisation", () => ok(opts.organisation ?? null)),
    http.get("*/api/commerce/organisation/downloads", ({ request }) => ok(paged(opts.orgDownloads ?? [], request.url))),
  ];
}

const TITLES = ["城市晨光", "山间云海", "老街记忆", "冬日渔村", "夜色长桥", "麦田守望", "古镇雨巷", "高原星空", "湖畔秋色", "雪后故宫"];
const SIZES = ["small", "medium", "original"] as const;
const story = (n: number) => `/pw/culture/photo/articles/pw${String(5000 + n).padStart(6, "0")}.html`;

/** `n` sales of the contributor's photos, newest first, over the last months (share 50%, 10 points a photo). */
export function earnings(n: number, point: number): EarningsDto {
  const list: EarningDto[] = Array.from({ length: n }, (_, i) => {
    const size = SIZES[i % 3];
    const cost = size === "original" ? 2 : 1;
    return {
      relationId: `pw${String(5000 + i).padStart(6, "0")}r01`,
      pcId: `pw${String(5000 + i).padStart(6, "0")}`,
      title: TITLES[i % TITLES.length],
      titleImage: null,
      htmlUrl: story(i),
      size,
      cost,
      points: cost * 5,
      createTime: new Date(Date.UTC(2026, 10 - Math.floor(i / 6), 26 - (i % 6) * 4, 9)).toISOString(),
    };
  });
  const months = new Map<string, { sales: number; points: number }>();
  for (const s of list) {
    const m = s.createTime.slice(0, 7);
    const v = months.get(m) ?? { sales: 0, points: 0 };
    months.set(m, { sales: v.sales + 1, points: v.points + s.points });
  }
  return {
    list,
    total: n,
    months: [...months].map(([month, v]) => ({ month, ...v })),
    totalPoints: list.reduce((a, s) => a + s.points, 0),
    point,
    sharePercent: 50,
  };
}

/** An organisation with `admin` as its admin and a few members, a pack bought for it and a used-up staff grant. */
export function organisation(admin: Member): OrganisationDto {
  return {
    id: 7,
    name: "光影图片社 / Lightfield Agency",
    seats: 10,
    used: 4,
    admin: { code: admin.code, name: admin.name },
    grants: [
      { id: 70, label: "PW-20261120-000031", remaining: 164, total: 200, validUntil: null, revokedAt: null, active: true },
      { id: 71, label: "试用 / Trial", remaining: 0, total: 20, validUntil: "2026-10-31T00:00:00.000Z", revokedAt: null, active: false },
    ],
    members: [
      { code: admin.code, name: admin.name },
      { code: "org_editor_1", name: "王编辑" },
      { code: "org_editor_2", name: "Anna Schmidt" },
      { code: "org_editor_3", name: "陈光" },
    ],
  };
}

/** `n` downloads by the organisation's members. */
export function orgDownloads(n: number, org: OrganisationDto): OrgDownloadDto[] {
  const covered = ["organisation", "organisation", "repeat", "free"] as const;
  return Array.from({ length: n }, (_, i) => ({
    member: org.members[i % org.members.length],
    relationId: `pw${String(6000 + i).padStart(6, "0")}r01`,
    pcId: `pw${String(6000 + i).padStart(6, "0")}`,
    title: TITLES[(i + 3) % TITLES.length],
    htmlUrl: story(100 + i),
    size: SIZES[(i + 1) % 3],
    cost: covered[i % 4] === "organisation" ? 1 : 0,
    coveredBy: covered[i % 4],
    createTime: new Date(Date.UTC(2026, 10, 27 - i, 11)).toISOString(),
  }));
}
