/**
 * The staff console store's deps on a page (staff-console.store.ts
 * StaffDeps): the staff calls of common/staff.ts (/api/staff/*, every one
 * for editors only) through the api client, never redirecting: a guest sees
 * the console's own message with a login link. Path parts (oid, pcId, code,
 * order number, relationId) are URI-encoded. Issue 20: the commerce calls
 * (settings, packs, orders, organisations, licences), commerceApi.
 */
import type { CommerceSettings, OrganisationDto, PackDto, PackOrderDto } from "../../common/commerce.js";
import type { LicenceDto } from "../../common/licence.js";
import type { Envelope } from "../../common/types.js";
import type {
  AuditEntryDto,
  StaffMeDto,
  StaffMemberDto,
  StaffPageDto,
  StaffPhotographerDto,
  StaffStoryDto,
  SubmissionDto,
} from "../../common/staff.js";
import { call } from "../core/api.js";
import type { CommerceApi, StaffApi, StaffDeps, StoryLicence } from "./staff-console.store.js";

const data = async <T>(p: Promise<Envelope<T>>): Promise<T> => (await p).data as T;
const S = "staff";
const enc = encodeURIComponent;
/** A list's query without its empty parts (no `q=` when nothing is searched). */
const query = (q: Record<string, string | number | undefined>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== ""));

/** The staff calls (common/staff.ts). */
export const staffApi: StaffApi = {
  me: (lang) => data(call<StaffMeDto>(`${S}/me`, { lang, noRedirect: true })),
  submissions: (q, lang) => data(call<StaffPageDto<SubmissionDto>>(`${S}/submissions`, { lang, noRedirect: true, query: query(q) })),
  submission: (oid, lang) => data(call<SubmissionDto>(`${S}/submissions/${enc(oid)}`, { lang, noRedirect: true })),
  claim: (oid, lang) => data(call<SubmissionDto>(`${S}/submissions/${enc(oid)}/claim`, { method: "POST", lang, noRedirect: true, body: {} })),
  approve: (oid, editions, lang, credits) =>
    data(
      call<SubmissionDto>(`${S}/submissions/${enc(oid)}/approve`, {
        method: "POST",
        lang,
        noRedirect: true,
        body: credits && Object.keys(credits).length ? { editions, credits } : { editions },
      }),
    ),
  reject: (oid, reason, lang) => data(call<SubmissionDto>(`${S}/submissions/${enc(oid)}/reject`, { method: "POST", lang, noRedirect: true, body: { reason } })),
  changes: (oid, reason, lang) =>
    data(call<SubmissionDto>(`${S}/submissions/${enc(oid)}/changes`, { method: "POST", lang, noRedirect: true, body: { reason } })),
  stories: (q, lang) => data(call<StaffPageDto<StaffStoryDto>>(`${S}/stories`, { lang, noRedirect: true, query: query(q) })),
  withdraw: (pcId, reason, lang) => data(call<StaffStoryDto>(`${S}/stories/${enc(pcId)}/withdraw`, { method: "POST", lang, noRedirect: true, body: { reason } })),
  restore: (pcId, lang) => data(call<StaffStoryDto>(`${S}/stories/${enc(pcId)}/restore`, { method: "POST", lang, noRedirect: true, body: {} })),
  members: (q, lang) => data(call<StaffPageDto<StaffMemberDto>>(`${S}/members`, { lang, noRedirect: true, query: query(q) })),
  contributor: (code, verdict, lang) =>
    data(call<StaffMemberDto>(`${S}/members/${enc(code)}/contributor`, { method: "POST", lang, noRedirect: true, body: { verdict } })),
  quota: (code, delta, lang) => data(call<StaffMemberDto>(`${S}/members/${enc(code)}/quota`, { method: "POST", lang, noRedirect: true, body: { delta } })),
  grant: (code, body, lang) => data(call<StaffMemberDto>(`${S}/members/${enc(code)}/grants`, { method: "POST", lang, noRedirect: true, body })),
  revokeGrant: (id, lang) => data(call<StaffMemberDto>(`${S}/grants/${id}/revoke`, { method: "POST", lang, noRedirect: true, body: {} })),
  roles: (code, body, lang) => data(call<StaffMemberDto>(`${S}/members/${enc(code)}/roles`, { method: "POST", lang, noRedirect: true, body })),
  photographers: (q, lang) => data(call<StaffPageDto<StaffPhotographerDto>>(`${S}/photographers`, { lang, noRedirect: true, query: query(q) })),
  photographer: (id, verdict, lang) => data(call<StaffPhotographerDto>(`${S}/photographers/${id}/${verdict}`, { method: "POST", lang, noRedirect: true, body: {} })),
  audit: (q, lang) => data(call<StaffPageDto<AuditEntryDto>>(`${S}/audit`, { lang, noRedirect: true, query: query(q) })),
};

/** The commerce calls of the console (issue 20; /api/staff/*, the brief's HTTP contract). */
export const commerceApi: CommerceApi = {
  settings: (lang) => data(call<CommerceSettings>(`${S}/settings`, { lang, noRedirect: true })),
  saveSettings: (patch, lang) => data(call<CommerceSettings>(`${S}/settings`, { method: "PUT", lang, noRedirect: true, body: patch })),
  packs: (lang) => data(call<PackDto[]>(`${S}/packs`, { lang, noRedirect: true })),
  createPack: (input, lang) => data(call<PackDto>(`${S}/packs`, { method: "POST", lang, noRedirect: true, body: input })),
  updatePack: (id, input, lang) => data(call<PackDto>(`${S}/packs/${id}`, { method: "PUT", lang, noRedirect: true, body: input })),
  // the server answers { list, total }: as a staff page
  orders: async (q, lang) => {
    const r = await data(call<{ list: PackOrderDto[]; total: number }>(`${S}/orders`, { lang, noRedirect: true, query: query(q) }));
    return { page_data: r.list, total_count: r.total };
  },
  confirmOrder: (number, input, lang) => data(call<PackOrderDto>(`${S}/orders/${enc(number)}/confirm`, { method: "POST", lang, noRedirect: true, body: input })),
  cancelOrder: (number, lang) => data(call<PackOrderDto>(`${S}/orders/${enc(number)}/cancel`, { method: "POST", lang, noRedirect: true, body: {} })),
  organisations: (lang) => data(call<OrganisationDto[]>(`${S}/organisations`, { lang, noRedirect: true })),
  createOrganisation: (input, lang) => data(call<OrganisationDto>(`${S}/organisations`, { method: "POST", lang, noRedirect: true, body: input })),
  updateOrganisation: (id, body, lang) => data(call<OrganisationDto>(`${S}/organisations/${id}`, { method: "PUT", lang, noRedirect: true, body })),
  addOrganisationMember: (id, code, lang) => data(call<OrganisationDto>(`${S}/organisations/${id}/members`, { method: "POST", lang, noRedirect: true, body: { code } })),
  removeOrganisationMember: (id, code, lang) => data(call<OrganisationDto>(`${S}/organisations/${id}/members/${enc(code)}`, { method: "DELETE", lang, noRedirect: true })),
  organisationGrant: (id, body, lang) => data(call<OrganisationDto>(`${S}/organisations/${id}/grants`, { method: "POST", lang, noRedirect: true, body })),
  revokeOrganisationGrant: (id, grantId, lang) => data(call<OrganisationDto>(`${S}/organisations/${id}/grants/${grantId}/revoke`, { method: "POST", lang, noRedirect: true })),
  storyLicences: (pcId, lang) => data(call<StoryLicence[]>(`${S}/stories/${enc(pcId)}/licences`, { lang, noRedirect: true })),
  saveLicence: (relationId, input, lang) => data(call<LicenceDto>(`${S}/relations/${enc(relationId)}/licence`, { method: "PUT", lang, noRedirect: true, body: input })),
};

/** The deps of a page. */
export function pageDeps(): StaffDeps {
  return { api: staffApi, commerce: commerceApi };
}
