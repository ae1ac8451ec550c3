/**
 * A fake of the staff console's commerce calls (issue 20; widgets/staff-console
 * CommerceApi) over in-memory settings, packs, orders, organisations and
 * photo licences, answering as the brief's HTTP contract says the server
 * does: settings within SETTING_BOUNDS (invalid_param at the field, small
 * below medium: rule order), a confirmation whose amount is not the price
 * refused (invalid_param amountCents mismatch), a paid order confirmed
 * again with the same reference answered unchanged and with another
 * refused (order_state), only a pending order cancelled, organisation_full
 * when every seat is taken, not_found for an unknown member code, the
 * admin not removable (invalid_param code admin). Calls are
 * recorded; one can be held (`hold(name)`) to answer later.
 */
import {
  DEFAULT_COMMERCE_SETTINGS,
  SETTING_BOUNDS,
  type CommerceSettings,
  type OrganisationDto,
  type PackDto,
  type PackOrderDto,
} from "../../common/commerce.js";
import { DEFAULT_LICENCE, type LicenceInput } from "../../common/licence.js";
import type { SettingsPatchBody } from "../../widgets/staff-console/commerce.rules.js";
import type { CommerceApi, StoryLicence } from "../../widgets/staff-console/staff-console.store.js";
import { ApiErr, T0 } from "./staff-console-fake.js";

const invalid = (field: string, rule: string) => new ApiErr("invalid_param", "参数错误", { errors: [{ field, rule }] });

export function pack(id: number, extra: Partial<PackDto> = {}): PackDto {
  return { id, nameZh: `下载包 ${id}`, nameEn: `Pack ${id}`, count: 50, priceCents: 128_000, currency: "CNY", validityDays: 365, active: true, ...extra };
}

export function order(number: string, extra: Partial<PackOrderDto> = {}): PackOrderDto {
  return {
    number,
    state: "pending",
    pack: { id: 1, nameZh: "下载包 1", nameEn: "Pack 1", count: 50, validityDays: 365 },
    priceCents: 128_000,
    currency: "CNY",
    provider: "bank_transfer",
    member: { code: "demo_member", name: "Wang Reader" },
    organisation: null,
    createTime: T0,
    paidAt: null,
    cancelledAt: null,
    paymentReference: null,
    grant: null,
    invoiceUrl: `/api/commerce/orders/${number}/invoice`,
    payment: null,
    ...extra,
  };
}

export function organisation(id: number, extra: Partial<OrganisationDto> = {}): OrganisationDto {
  return { id, name: `Org ${id}`, seats: 3, used: 1, admin: { code: "admin1", name: "Admin One" }, grants: [], members: [{ code: "admin1", name: "Admin One" }], ...extra };
}

export function fakeCommerce() {
  const s = {
    access: "editor" as "editor" | "forbidden",
    settings: structuredClone(DEFAULT_COMMERCE_SETTINGS) as CommerceSettings,
    packs: [] as PackDto[],
    orders: [] as PackOrderDto[],
    organisations: [] as OrganisationDto[],
    /** member codes that exist (for organisations) */
    memberCodes: new Set(["admin1", "m1", "m2", "m3"]),
    /** each story's photos */
    stories: new Map<string, StoryLicence[]>(),
    calls: [] as { name: string; args: unknown[] }[],
    held: new Map<string, { release: () => void; promise: Promise<void> }>(),
    hold(name: string) {
      let release!: () => void;
      const promise = new Promise<void>((r) => (release = r));
      s.held.set(name, { release, promise });
    },
    release(name: string) {
      s.held.get(name)?.release();
      s.held.delete(name);
    },
    count: (name: string) => s.calls.filter((c) => c.name === name).length,
    last: (name: string) => s.calls.filter((c) => c.name === name).at(-1)?.args,
  };
  const enter = async (name: string, ...args: unknown[]) => {
    s.calls.push({ name, args });
    const h = s.held.get(name);
    if (h) await h.promise;
    if (s.access === "forbidden") throw new ApiErr("forbidden", "");
  };
  const orderOf = (number: string) => {
    const o = s.orders.find((x) => x.number === number);
    if (!o) throw new ApiErr("not_found", "请求的资源不存在");
    return o;
  };
  const orgOf = (id: number) => {
    const o = s.organisations.find((x) => x.id === id);
    if (!o) throw new ApiErr("not_found", "请求的资源不存在");
    return o;
  };
  const checkPatch = (p: SettingsPatchBody) => {
    for (const [k, v] of Object.entries(p)) {
      if (k === "sizes") continue;
      const b = SETTING_BOUNDS[k as keyof typeof SETTING_BOUNDS];
      if (typeof v !== "number" || v < b.min) throw invalid(k, "minimum");
      if (v > b.max) throw invalid(k, "maximum");
    }
  };
  const api: CommerceApi = {
    async settings() {
      await enter("settings");
      return structuredClone(s.settings);
    },
    async saveSettings(patch) {
      await enter("saveSettings", patch);
      checkPatch(patch);
      const next = structuredClone(s.settings);
      const { sizes, ...rest } = patch;
      Object.assign(next, rest);
      for (const [size, v] of Object.entries(sizes ?? {})) Object.assign(next.sizes[size as keyof typeof next.sizes], v);
      if ((next.sizes.small.longEdgePx ?? 0) >= (next.sizes.medium.longEdgePx ?? 0)) throw invalid("sizes.small.longEdgePx", "order");
      s.settings = next;
      return structuredClone(next);
    },
    async packs() {
      await enter("packs");
      return s.packs.map((p) => ({ ...p }));
    },
    async createPack(input) {
      await enter("createPack", input);
      const p = { id: s.packs.length + 1, ...input };
      s.packs.push(p);
      return { ...p };
    },
    async updatePack(id, input) {
      await enter("updatePack", id, input);
      const i = s.packs.findIndex((x) => x.id === id);
      if (i < 0) throw new ApiErr("not_found");
      s.packs[i] = { id, ...input };
      return { ...s.packs[i] };
    },
    async orders(q) {
      await enter("orders", q);
      const all = s.orders.filter((o) => (!q.state || o.state === q.state) && (!q.q || o.number === q.q || o.member.code === q.q));
      return { page_data: all.slice((q.page - 1) * q.rows, q.page * q.rows).map((o) => ({ ...o })), total_count: all.length };
    },
    async confirmOrder(number, input) {
      await enter("confirmOrder", number, input);
      const o = orderOf(number);
      if (o.state === "paid" && o.paymentReference === input.reference) return { ...o };
      if (o.state !== "pending") throw new ApiErr("order_state", "订单当前的状态不能进行此操作");
      if (input.amountCents !== o.priceCents) throw invalid("amountCents", "mismatch");
      Object.assign(o, { state: "paid", paidAt: T0, paymentReference: input.reference, grant: { remaining: o.pack.count, validUntil: "2027-11-20T08:00:00.000Z" } });
      return { ...o };
    },
    async cancelOrder(number) {
      await enter("cancelOrder", number);
      const o = orderOf(number);
      if (o.state !== "pending") throw new ApiErr("order_state", "订单当前的状态不能进行此操作");
      Object.assign(o, { state: "cancelled", cancelledAt: T0 });
      return { ...o };
    },
    async organisations() {
      await enter("organisations");
      return structuredClone(s.organisations);
    },
    async createOrganisation(input) {
      await enter("createOrganisation", input);
      if (!s.memberCodes.has(input.adminCode)) throw new ApiErr("not_found", "请求的资源不存在");
      const admin = { code: input.adminCode, name: `Name ${input.adminCode}` };
      const o = organisation(s.organisations.length + 1, { name: input.name, seats: input.seats, used: 1, admin, members: [admin] });
      s.organisations.push(o);
      return structuredClone(o);
    },
    async updateOrganisation(id, body) {
      await enter("updateOrganisation", id, body);
      const o = orgOf(id);
      if (body.seats < o.used) throw invalid("seats", "minimum");
      Object.assign(o, body);
      return structuredClone(o);
    },
    async addOrganisationMember(id, code) {
      await enter("addOrganisationMember", id, code);
      const o = orgOf(id);
      if (!s.memberCodes.has(code)) throw new ApiErr("not_found", "请求的资源不存在");
      if (o.used >= o.seats) throw new ApiErr("organisation_full", "机构席位已满");
      o.members.push({ code, name: `Name ${code}` });
      o.used += 1;
      return structuredClone(o);
    },
    async removeOrganisationMember(id, code) {
      await enter("removeOrganisationMember", id, code);
      const o = orgOf(id);
      if (o.admin?.code === code) throw invalid("code", "admin");
      o.members = o.members.filter((m) => m.code !== code);
      o.used = o.members.length;
      return structuredClone(o);
    },
    async organisationGrant(id, body) {
      await enter("organisationGrant", id, body);
      const o = orgOf(id);
      o.grants.push({ id: 500 + o.grants.length, label: body.label, remaining: body.quota ?? null, total: body.quota ?? null, validUntil: body.days ? "2026-12-20T08:00:00.000Z" : null, revokedAt: null, active: true });
      return structuredClone(o);
    },
    async revokeOrganisationGrant(id, grantId) {
      await enter("revokeOrganisationGrant", id, grantId);
      const o = orgOf(id);
      const grant = o.grants.find((x) => x.id === grantId && x.active);
      if (!grant) throw new ApiErr("not_found", "请求的资源不存在");
      grant.active = false;
      grant.revokedAt = "2026-11-27T12:00:00.000Z";
      return structuredClone(o);
    },
    async storyLicences(pcId) {
      await enter("storyLicences", pcId);
      const list = s.stories.get(pcId);
      if (!list) throw new ApiErr("not_found", "请求的资源不存在");
      return structuredClone(list);
    },
    async saveLicence(relationId, input: LicenceInput) {
      await enter("saveLicence", relationId, input);
      for (const list of s.stories.values()) {
        const x = list.find((y) => y.relationId === relationId);
        if (x) {
          x.licence = { ...input };
          return { ...input, creditLine: "Li / Photowire", licenceUrl: "/terms.html" };
        }
      }
      throw new ApiErr("not_found");
    },
  };
  return Object.assign(s, { api });
}

/** A story's photos with the default licence. */
export function photos(pcId: string, n = 2): StoryLicence[] {
  return Array.from({ length: n }, (_, i) => ({ relationId: `${pcId}-r${i + 1}`, caption: `Photo ${i + 1}`, titleImage: `/pw/photo/${pcId}-${i + 1}.jpg`, licence: { ...DEFAULT_LICENCE } }));
}
