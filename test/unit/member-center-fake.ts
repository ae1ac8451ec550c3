/**
 * Fake issue 20 calls of the member centre (widgets/member-center
 * MemberCenterDeps: settings, packs, orders, the points exchange, earnings,
 * the withdrawal, the organisation and its downloads) over in-memory data
 * that behaves as the server's contract says (common/commerce.ts; routes of
 * the issue 20 brief): orders are numbered PW-YYYYMMDD-NNNNNN, newest first,
 * cancel only while pending (order_state otherwise), the exchange and the
 * withdrawal take points (point_short, bank_missing, invalid_param as the
 * server answers them). Every call is recorded in `calls`; `fail` makes the
 * named call throw a network failure, `refuse` a given ApiCallError.
 * Also used by the issue 19 store tests (with no organisation, as most
 * members have).
 */
import { DEFAULT_COMMERCE_SETTINGS, type EarningsDto, type OrganisationDto, type OrgDownloadDto, type PackDto, type PackOrderDto, type PublicSettingsDto } from "../../common/commerce.js";
import { ApiCallError } from "../../widgets/core/api.js";
import type { MemberCenterDeps } from "../../widgets/member-center/member-center.store.js";

export type CommerceDeps = Pick<
  MemberCenterDeps,
  "settings" | "packs" | "placeOrder" | "orders" | "cancelOrder" | "exchangePoints" | "earnings" | "withdraw" | "organisation" | "orgDownloads"
>;

export const PACKS: PackDto[] = [
  { id: 1, nameZh: "入门套餐", nameEn: "Starter pack", count: 10, priceCents: 50_000, currency: "CNY", validityDays: 365, active: true },
  { id: 2, nameZh: "机构套餐", nameEn: "Agency pack", count: 100, priceCents: 380_000, currency: "CNY", validityDays: null, active: true },
];

/** An order of a pack as the server answers it (pending, with its bank transfer). */
export function orderOf(n: number, pack: PackDto, member: { code: string; name: string }, extra: Partial<PackOrderDto> = {}): PackOrderDto {
  const number = `PW-20261127-${String(n).padStart(6, "0")}`;
  return {
    number,
    state: "pending",
    pack: { id: pack.id, nameZh: pack.nameZh, nameEn: pack.nameEn, count: pack.count, validityDays: pack.validityDays },
    priceCents: pack.priceCents,
    currency: pack.currency,
    provider: "bank_transfer",
    member,
    organisation: null,
    createTime: "2026-11-27T08:00:00.000Z",
    paidAt: null,
    cancelledAt: null,
    paymentReference: null,
    grant: null,
    invoiceUrl: `/api/commerce/orders/${number}/invoice`,
    payment: { accountName: "光影图片社有限公司", bank: "中国银行北京分行", accountNumber: "1234 5678 9012", swift: "BKCHCNBJ", reference: number, amountCents: pack.priceCents, currency: pack.currency },
    ...extra,
  };
}

export interface CommerceFakeOptions {
  member?: { code: string; name: string; point?: number };
  settings?: PublicSettingsDto;
  packs?: PackDto[];
  orders?: PackOrderDto[];
  organisation?: OrganisationDto | null;
  earnings?: EarningsDto;
  orgDownloads?: OrgDownloadDto[];
  /** bank details saved (withdrawals need them) */
  bank?: boolean;
}

export function commerceFake(opts: CommerceFakeOptions = {}) {
  const calls: string[] = [];
  const member = opts.member ?? { code: "demo_member", name: "演示会员" };
  const data = {
    point: opts.member?.point ?? 0,
    quota: 0,
    settings: opts.settings ?? DEFAULT_COMMERCE_SETTINGS,
    packs: opts.packs ?? PACKS,
    orders: [...(opts.orders ?? [])],
    organisation: opts.organisation ?? null,
    earnings: opts.earnings ?? ({ list: [], total: 0, months: [], totalPoints: 0, point: opts.member?.point ?? 0, sharePercent: 50 } as EarningsDto),
    orgDownloads: opts.orgDownloads ?? [],
    bank: opts.bank ?? true,
  };
  /** names of calls that fail as the network would */
  const fail = new Set<string>();
  /** calls refused with an ApiCallError */
  const refuse = new Map<string, ApiCallError>();
  let next = data.orders.length + 1;
  const check = (name: string) => {
    if (fail.has(name)) throw new ApiCallError("998", "网络异常，请稍后重试");
    const r = refuse.get(name);
    if (r) throw r;
  };
  const deps: CommerceDeps = {
    async settings() {
      calls.push("settings");
      check("settings");
      return data.settings;
    },
    async packs() {
      calls.push("packs");
      check("packs");
      return data.packs.filter((p) => p.active);
    },
    async placeOrder(input) {
      calls.push(`order ${input.packId}${input.forOrganisation ? " org" : ""}`);
      check("placeOrder");
      const pack = data.packs.find((p) => p.id === input.packId);
      if (!pack) throw new ApiCallError("not_found", "请求的资源不存在");
      if (!pack.active) throw new ApiCallError("pack_inactive", "该套餐已下架");
      if (input.forOrganisation && data.organisation?.admin?.code !== member.code) throw new ApiCallError("forbidden", "没有权限");
      const o = orderOf(next++, pack, member, input.forOrganisation && data.organisation ? { organisation: { id: data.organisation.id, name: data.organisation.name } } : {});
      data.orders.unshift(o);
      return o;
    },
    async orders(page, rows) {
      calls.push(`orders ${page} ${rows}`);
      check("orders");
      return { list: data.orders.slice((page - 1) * rows, page * rows), total: data.orders.length };
    },
    async cancelOrder(number) {
      calls.push(`cancel ${number}`);
      check("cancelOrder");
      const i = data.orders.findIndex((o) => o.number === number);
      if (i < 0) throw new ApiCallError("not_found", "请求的资源不存在");
      if (data.orders[i].state !== "pending") throw new ApiCallError("order_state", "订单状态已改变");
      data.orders[i] = { ...data.orders[i], state: "cancelled", cancelledAt: "2026-11-28T09:00:00.000Z", payment: null };
      return data.orders[i];
    },
    async exchangePoints(quantity) {
      calls.push(`exchange ${quantity}`);
      check("exchangePoints");
      if (quantity > data.settings.orderMaxQuantity) throw new ApiCallError("invalid_param", "请求参数有误", { code: "invalid_param", errors: [{ field: "quantity", rule: "maximum" }] });
      const points = quantity * data.settings.pointsPerPhoto;
      if (points > data.point) throw new ApiCallError("point_short", "积分不足");
      data.point -= points;
      data.quota += quantity;
      return { point: data.point, residueCount: data.quota };
    },
    async earnings(page, rows) {
      calls.push(`earnings ${page} ${rows}`);
      check("earnings");
      const e = data.earnings;
      return { ...e, point: data.point, list: e.list.slice((page - 1) * rows, page * rows) };
    },
    async withdraw(point) {
      calls.push(`withdraw ${point}`);
      check("withdraw");
      if (point < data.settings.withdrawMinPoints) throw new ApiCallError("invalid_param", "请求参数有误", { code: "invalid_param", errors: [{ field: "point", rule: "min" }] });
      if (!data.bank) throw new ApiCallError("bank_missing", "请先填写银行账户信息");
      if (point > data.point) throw new ApiCallError("point_short", "积分不足");
      data.point -= point;
      return { point: data.point };
    },
    async organisation() {
      calls.push("organisation");
      check("organisation");
      return data.organisation;
    },
    async orgDownloads(page, rows) {
      calls.push(`org downloads ${page} ${rows}`);
      check("orgDownloads");
      return { list: data.orgDownloads.slice((page - 1) * rows, page * rows), total: data.orgDownloads.length };
    },
  };
  return { deps, calls, data, fail, refuse };
}
