/**
 * MSW handlers for the <pw-staff-console> stories of issue 20 (buying and
 * licensing; stories/StaffConsole.stories.tsx), answering as the brief's
 * HTTP contract says the server does (envelope `{ code, data }`), over a
 * small in-memory set that the calls change (and the audit log records):
 * - GET/PUT staff/settings → CommerceSettings (a patch within
 *   SETTING_BOUNDS; small below medium: invalid_param sizes.small.longEdgePx
 *   order);
 * - GET/POST staff/packs, PUT staff/packs/{id} → PackDto(s);
 * - GET staff/orders?state=&q=&page=&rows= → `{ list, total }`; POST
 *   …/{number}/confirm { reference, amountCents } (not the price:
 *   invalid_param amountCents mismatch; paid: order_state) and …/cancel;
 * - GET/POST staff/organisations, PUT …/{id}, POST …/{id}/members { code }
 *   (organisation_full 409 when every seat is taken), DELETE
 *   …/{id}/members/{code}, POST …/{id}/grants;
 * - GET staff/stories/{pcId}/licences, PUT staff/relations/{relationId}/licence.
 * Use them before staffCalls() (stories/staff-console-mocks.ts), which
 * answers the issue 19 calls; commerceAudit() answers the audit log with
 * issue 20's entries.
 */
import { http, type HttpHandler } from "msw";
import { DEFAULT_COMMERCE_SETTINGS, SETTING_BOUNDS, type CommerceSettings, type OrganisationDto, type PackDto, type PackOrderDto } from "../common/commerce.js";
import { DEFAULT_LICENCE, type LicenceInput } from "../common/licence.js";
import type { AuditEntryDto } from "../common/staff.js";
import { fail, ok } from "./api-mocks.js";
import { EDITOR } from "./staff-console-mocks.js";

/** A small picture (an SVG data URL) in `sky` and `sea` colours. */
const picture = (sky: string, sea: string) =>
  "data:image/svg+xml," +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240" viewBox="0 0 320 240"><rect width="320" height="240" fill="${sky}"/><path d="M0 240V150l70-30 60 25 70-40 120 50v85z" fill="${sea}"/></svg>`,
  );

const PACKS: PackDto[] = [
  { id: 1, nameZh: "入门套餐", nameEn: "Starter pack", count: 10, priceCents: 50_000, currency: "CNY", validityDays: 365, active: true },
  { id: 2, nameZh: "专业套餐", nameEn: "Professional pack", count: 50, priceCents: 200_000, currency: "CNY", validityDays: 365, active: true },
  { id: 3, nameZh: "2025 年旧套餐", nameEn: "2025 pack (retired)", count: 20, priceCents: 98_000, currency: "USD", validityDays: null, active: false },
];

function packOrder(number: string, pack: PackDto, member: { code: string; name: string }, extra: Partial<PackOrderDto> = {}): PackOrderDto {
  return {
    number,
    state: "pending",
    pack: { id: pack.id, nameZh: pack.nameZh, nameEn: pack.nameEn, count: pack.count, validityDays: pack.validityDays },
    priceCents: pack.priceCents,
    currency: pack.currency,
    provider: "bank_transfer",
    member,
    organisation: null,
    createTime: "2026-11-27T02:30:00.000Z",
    paidAt: null,
    cancelledAt: null,
    paymentReference: null,
    grant: null,
    invoiceUrl: `/api/commerce/orders/${number}/invoice`,
    payment: null,
    ...extra,
  };
}

/** The staff's buying and licensing data for the stories (zh). */
export function demoCommerce() {
  const reader = { code: "demo_member", name: "Wang Reader" };
  const orders: PackOrderDto[] = [
    packOrder("PW-20261127-000042", PACKS[1], reader),
    packOrder("PW-20261126-000041", PACKS[0], { code: "xinhua_admin", name: "新华图片部 赵" }, { organisation: { id: 1, name: "新华社图片部" }, createTime: "2026-11-26T06:00:00.000Z" }),
    packOrder("PW-20261120-000030", PACKS[0], reader, {
      state: "paid",
      createTime: "2026-11-20T01:00:00.000Z",
      paidAt: "2026-11-21T03:00:00.000Z",
      paymentReference: "BOC20261121-7781",
      grant: { remaining: 6, validUntil: "2027-11-21T03:00:00.000Z" },
    }),
  ];
  const organisations: OrganisationDto[] = [
    {
      id: 1,
      name: "新华社图片部",
      seats: 3,
      used: 3,
      admin: { code: "xinhua_admin", name: "新华图片部 赵" },
      grants: [{ id: 21, label: "2026 年度", remaining: 140, total: 200, validUntil: "2027-01-01T00:00:00.000Z", revokedAt: null, active: true }],
      members: [
        { code: "xinhua_admin", name: "新华图片部 赵" },
        { code: "xinhua_li", name: "李编辑" },
        { code: "xinhua_wu", name: "吴记者" },
      ],
    },
    { id: 2, name: "Harbour Weekly", seats: 5, used: 1, admin: { code: "harbour_ed", name: "Ann Harbour" }, grants: [], members: [{ code: "harbour_ed", name: "Ann Harbour" }] },
  ];
  const licences = new Map<string, { relationId: string; caption: string; titleImage: string | null; licence: LicenceInput }[]>([
    [
      "pw000042",
      [
        { relationId: "r42", caption: "海鸥与防波堤", titleImage: picture("#cfe0ee", "#5b7c8d"), licence: { ...DEFAULT_LICENCE } },
        { relationId: "r43", caption: "渔船回港", titleImage: picture("#f6d8b8", "#3f6f8f"), licence: { type: "rf", restrictionsZh: "不得用于烟草广告", restrictionsEn: "No tobacco advertising", modelRelease: "released", propertyRelease: "not_applicable" } },
      ],
    ],
  ]);
  return { settings: structuredClone(DEFAULT_COMMERCE_SETTINGS) as CommerceSettings, packs: PACKS.map((p) => ({ ...p })), orders, organisations, licences, audit: [] as AuditEntryDto[] };
}

type Commerce = ReturnType<typeof demoCommerce>;
const invalid = (field: string, rule: string) => fail("invalid_param", "请求参数有误", 422, { errors: [{ field, rule }] });

/** Every issue 20 staff call over `d` (changed by the calls, as the server's database would be). */
export function commerceCalls(d: Commerce = demoCommerce()): HttpHandler[] {
  let nextAudit = 500;
  const log = (action: AuditEntryDto["action"], target: string, detail: Record<string, unknown> = {}) =>
    d.audit.unshift({ id: nextAudit++, at: new Date().toISOString(), actor: EDITOR.code, action, target, detail });
  const org = (id: unknown) => d.organisations.find((o) => o.id === Number(id));
  return [
    http.get("*/api/staff/settings", () => ok(d.settings)),
    http.put("*/api/staff/settings", async ({ request }) => {
      const patch = (await request.json()) as Record<string, unknown> & { sizes?: Record<string, Record<string, number>> };
      const next = structuredClone(d.settings);
      for (const [k, v] of Object.entries(patch)) {
        if (k === "sizes") continue;
        const b = SETTING_BOUNDS[k as keyof typeof SETTING_BOUNDS];
        if (typeof v !== "number" || v < b.min || v > b.max) return invalid(k, typeof v !== "number" ? "type" : v < b.min ? "minimum" : "maximum");
        (next as unknown as Record<string, number>)[k] = v;
      }
      for (const [size, v] of Object.entries(patch.sizes ?? {})) Object.assign(next.sizes[size as keyof CommerceSettings["sizes"]], v);
      if ((next.sizes.small.longEdgePx ?? 0) >= (next.sizes.medium.longEdgePx ?? 0)) return invalid("sizes.small.longEdgePx", "order");
      log("setting.change", "commerce", { after: patch });
      d.settings = next;
      return ok(next);
    }),
    http.get("*/api/staff/packs", () => ok(d.packs)),
    http.post("*/api/staff/packs", async ({ request }) => {
      const p = { id: d.packs.length + 1, ...((await request.json()) as Omit<PackDto, "id">) };
      d.packs.push(p);
      log("pack.create", String(p.id));
      return ok(p);
    }),
    http.put("*/api/staff/packs/:id", async ({ params, request }) => {
      const i = d.packs.findIndex((p) => p.id === Number(params.id));
      d.packs[i] = { id: Number(params.id), ...((await request.json()) as Omit<PackDto, "id">) };
      log("pack.change", String(params.id));
      return ok(d.packs[i]);
    }),
    http.get("*/api/staff/orders", ({ request }) => {
      const url = new URL(request.url);
      const q = url.searchParams.get("q") ?? "";
      const state = url.searchParams.get("state");
      const list = d.orders.filter((o) => (!state || o.state === state) && (!q || o.number === q || o.member.code === q));
      const page = Math.max(1, Number(url.searchParams.get("page") ?? 1));
      const rows = Math.max(1, Number(url.searchParams.get("rows") ?? 20));
      return ok({ list: list.slice((page - 1) * rows, page * rows), total: list.length });
    }),
    http.post("*/api/staff/orders/:number/confirm", async ({ params, request }) => {
      const o = d.orders.find((x) => x.number === params.number);
      if (!o) return fail("not_found", "请求的资源不存在", 404);
      const b = (await request.json()) as { reference: string; amountCents: number };
      if (o.state === "paid" && o.paymentReference === b.reference) return ok(o);
      if (o.state !== "pending") return fail("order_state", "订单当前的状态不能进行此操作", 409);
      if (b.amountCents !== o.priceCents) return invalid("amountCents", "mismatch");
      Object.assign(o, { state: "paid", paidAt: new Date().toISOString(), paymentReference: b.reference, grant: { remaining: o.pack.count, validUntil: "2027-11-27T00:00:00.000Z" } });
      log("order.confirm", o.number, b);
      return ok(o);
    }),
    http.post("*/api/staff/orders/:number/cancel", ({ params }) => {
      const o = d.orders.find((x) => x.number === params.number)!;
      if (o.state !== "pending") return fail("order_state", "订单当前的状态不能进行此操作", 409);
      Object.assign(o, { state: "cancelled", cancelledAt: new Date().toISOString() });
      log("order.cancel", o.number);
      return ok(o);
    }),
    http.get("*/api/staff/organisations", () => ok(d.organisations)),
    http.post("*/api/staff/organisations", async ({ request }) => {
      const b = (await request.json()) as { name: string; seats: number; adminCode: string };
      const admin = { code: b.adminCode, name: b.adminCode };
      const o: OrganisationDto = { id: d.organisations.length + 1, name: b.name, seats: b.seats, used: 1, admin, grants: [], members: [admin] };
      d.organisations.push(o);
      log("organisation.create", String(o.id));
      return ok(o);
    }),
    http.put("*/api/staff/organisations/:id", async ({ params, request }) => {
      const o = org(params.id)!;
      Object.assign(o, (await request.json()) as { name: string; seats: number });
      log("organisation.change", String(o.id));
      return ok(o);
    }),
    http.post("*/api/staff/organisations/:id/members", async ({ params, request }) => {
      const o = org(params.id)!;
      const { code } = (await request.json()) as { code: string };
      if (o.used >= o.seats) return fail("organisation_full", "机构的席位已满", 409);
      o.members.push({ code, name: code });
      o.used += 1;
      log("organisation.member", String(o.id), { add: code });
      return ok(o);
    }),
    http.delete("*/api/staff/organisations/:id/members/:code", ({ params }) => {
      const o = org(params.id)!;
      o.members = o.members.filter((m) => m.code !== params.code);
      o.used = o.members.length;
      log("organisation.member", String(o.id), { remove: params.code });
      return ok(o);
    }),
    http.post("*/api/staff/organisations/:id/grants", async ({ params, request }) => {
      const o = org(params.id)!;
      const b = (await request.json()) as { label: string; quota?: number; days?: number };
      o.grants.push({ id: 100 + o.grants.length, label: b.label, remaining: b.quota ?? null, total: b.quota ?? null, validUntil: b.days ? new Date(Date.now() + b.days * 86_400_000).toISOString() : null, revokedAt: null, active: true });
      log("organisation.grant", String(o.id), b);
      return ok(o);
    }),
    http.get("*/api/staff/stories/:pcId/licences", ({ params }) => {
      const list = d.licences.get(String(params.pcId));
      return list ? ok(list) : fail("not_found", "请求的资源不存在", 404);
    }),
    http.put("*/api/staff/relations/:relationId/licence", async ({ params, request }) => {
      const input = (await request.json()) as LicenceInput;
      for (const list of d.licences.values()) {
        const x = list.find((y) => y.relationId === params.relationId);
        if (x) {
          x.licence = input;
          log("licence.change", x.relationId, { type: input.type });
          return ok({ ...input, creditLine: "李摄影 / 光影图片社", licenceUrl: "/terms.html" });
        }
      }
      return fail("not_found", "请求的资源不存在", 404);
    }),
  ];
}

/** GET staff/audit with issue 20's entries, newest first. */
export const commerceAudit = (): HttpHandler => {
  const at = (h: number) => new Date(Date.UTC(2026, 10, 27, h)).toISOString();
  const entries: AuditEntryDto[] = [
    { id: 10, at: at(9), actor: EDITOR.code, action: "licence.change", target: "r42", detail: { type: "rf" } },
    { id: 9, at: at(8), actor: EDITOR.code, action: "organisation.grant", target: "1", detail: { label: "2026 年度", quota: 200 } },
    { id: 8, at: at(7), actor: EDITOR.code, action: "organisation.member", target: "1", detail: { add: "xinhua_wu" } },
    { id: 7, at: at(6), actor: EDITOR.code, action: "organisation.create", target: "1", detail: { name: "新华社图片部", seats: 3 } },
    { id: 6, at: at(5), actor: EDITOR.code, action: "order.cancel", target: "PW-20261125-000039", detail: {} },
    { id: 5, at: at(4), actor: EDITOR.code, action: "order.confirm", target: "PW-20261120-000030", detail: { reference: "BOC20261121-7781", amountCents: 50_000 } },
    { id: 4, at: at(3), actor: EDITOR.code, action: "pack.change", target: "3", detail: { active: false } },
    { id: 3, at: at(2), actor: EDITOR.code, action: "pack.create", target: "2", detail: { count: 50 } },
    { id: 2, at: at(1), actor: EDITOR.code, action: "setting.change", target: "commerce", detail: { before: { pointsPerPhoto: 10 }, after: { pointsPerPhoto: 12 } } },
    { id: 1, at: at(0), actor: "cli", action: "organisation.change", target: "2", detail: { seats: 5 } },
  ];
  return http.get("*/api/staff/audit", () => ok({ page_data: entries, total_count: entries.length }));
};

