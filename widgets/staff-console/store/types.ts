/**
 * The staff console store's shapes, shared by its slices (store/*.ts) and
 * the store that composes them (staff-console.store.ts re-exports them):
 * the calls it takes injected (StaffApi: the page's are in
 * staff-console.api.ts), the state the view reads (StaffState), and the
 * first state. Types, constants and the first state only. Issue 19 "A
 * staff console"; common/staff.ts. Issue 20 (buying and licensing): the
 * commerce calls (CommerceApi: settings, packs, orders, organisations,
 * licences; common/commerce.ts, common/licence.ts) and their panels' state.
 */
import type { CommerceSettings, ConfirmInput, OrganisationDto, OrganisationInput, PackDto, PackInput, PackOrderDto } from "../../../common/commerce.js";
import type { Edition } from "../../../common/edition.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { LicenceDto, LicenceInput } from "../../../common/licence.js";
import type {
  AuditEntryDto,
  StaffMeDto,
  StaffMemberDto,
  StaffPageDto,
  StaffPhotographerDto,
  StaffStoryDto,
  SubmissionDto,
} from "../../../common/staff.js";
import { DEFAULT_ORDER_FILTER, type OrderFilter, type SettingsPatchBody } from "../commerce.rules.js";
import { problemsOf, type Credits, type GrantBody, type Panel, type Problem, type ReviewFilter } from "../staff-console.rules.js";

/** The staff calls (common/staff.ts, /api/staff/*), each rejecting with an error carrying `code` (and `msg`, and the envelope as `body`). */
export interface StaffApi {
  me(lang: Lang): Promise<StaffMeDto>;
  submissions(q: { state: ReviewFilter; page: number; rows: number }, lang: Lang): Promise<StaffPageDto<SubmissionDto>>;
  submission(oid: string, lang: Lang): Promise<SubmissionDto>;
  claim(oid: string, lang: Lang): Promise<SubmissionDto>;
  /** `credits` (relationId → photographer name) only when the editor credited a file to someone else (issue 19 "Credits") */
  approve(oid: string, editions: Edition[], lang: Lang, credits?: Credits): Promise<SubmissionDto>;
  reject(oid: string, reason: string, lang: Lang): Promise<SubmissionDto>;
  changes(oid: string, reason: string, lang: Lang): Promise<SubmissionDto>;
  stories(q: { q: string; withdrawn: 0 | 1; page: number; rows: number }, lang: Lang): Promise<StaffPageDto<StaffStoryDto>>;
  withdraw(pcId: string, reason: string, lang: Lang): Promise<StaffStoryDto>;
  restore(pcId: string, lang: Lang): Promise<StaffStoryDto>;
  members(q: { q: string; status?: "applied"; page: number; rows: number }, lang: Lang): Promise<StaffPageDto<StaffMemberDto>>;
  contributor(code: string, verdict: "approve" | "reject", lang: Lang): Promise<StaffMemberDto>;
  quota(code: string, delta: number, lang: Lang): Promise<StaffMemberDto>;
  grant(code: string, body: GrantBody, lang: Lang): Promise<StaffMemberDto>;
  revokeGrant(id: number, lang: Lang): Promise<StaffMemberDto>;
  roles(code: string, body: { agent?: boolean; editor?: boolean }, lang: Lang): Promise<StaffMemberDto>;
  photographers(q: { status: 0; page: number; rows: number }, lang: Lang): Promise<StaffPageDto<StaffPhotographerDto>>;
  photographer(id: number, verdict: "approve" | "reject", lang: Lang): Promise<StaffPhotographerDto>;
  audit(q: { page: number; rows: number }, lang: Lang): Promise<StaffPageDto<AuditEntryDto>>;
}

/** One photo of a story with its licence (GET /api/staff/stories/{pcId}/licences), in the story's order. */
export interface StoryLicence {
  relationId: string;
  caption: string;
  /** site-relative to the API's origin, null when none */
  titleImage: string | null;
  licence: LicenceInput;
}

/**
 * The commerce calls of the console (issue 20; /api/staff/*, editors only,
 * audited), each rejecting as StaffApi's do. Lists that the server answers
 * as `{ list, total }` come as StaffPageDto (the page's api converts).
 */
export interface CommerceApi {
  settings(lang: Lang): Promise<CommerceSettings>;
  /** only what changed */
  saveSettings(patch: SettingsPatchBody, lang: Lang): Promise<CommerceSettings>;
  /** every pack, active or not */
  packs(lang: Lang): Promise<PackDto[]>;
  createPack(input: PackInput, lang: Lang): Promise<PackDto>;
  updatePack(id: number, input: PackInput, lang: Lang): Promise<PackDto>;
  /** `state` omitted for every state; `q` an order number or a member code */
  orders(q: { q: string; state?: Exclude<OrderFilter, "all">; page: number; rows: number }, lang: Lang): Promise<StaffPageDto<PackOrderDto>>;
  confirmOrder(number: string, input: ConfirmInput, lang: Lang): Promise<PackOrderDto>;
  cancelOrder(number: string, lang: Lang): Promise<PackOrderDto>;
  organisations(lang: Lang): Promise<OrganisationDto[]>;
  createOrganisation(input: OrganisationInput, lang: Lang): Promise<OrganisationDto>;
  updateOrganisation(id: number, body: { name: string; seats: number }, lang: Lang): Promise<OrganisationDto>;
  addOrganisationMember(id: number, code: string, lang: Lang): Promise<OrganisationDto>;
  removeOrganisationMember(id: number, code: string, lang: Lang): Promise<OrganisationDto>;
  organisationGrant(id: number, body: GrantBody, lang: Lang): Promise<OrganisationDto>;
  /** POST /api/staff/organisations/{id}/grants/{grantId}/revoke (issue 20) */
  revokeOrganisationGrant(id: number, grantId: number, lang: Lang): Promise<OrganisationDto>;
  storyLicences(pcId: string, lang: Lang): Promise<StoryLicence[]>;
  saveLicence(relationId: string, input: LicenceInput, lang: Lang): Promise<LicenceDto>;
}

export interface StaffDeps {
  api: StaffApi;
  /** the commerce calls (issue 20) */
  commerce: CommerceApi;
}

/** A failed call as the view shows it: its code, and the server's message (in the caller's language) when it sent one. */
export interface Failure {
  code: string;
  msg: string;
  problems: Problem[];
}

/** The failure a call rejected with. */
export function failureOf(err: unknown): Failure {
  const e = err as { code?: unknown; msg?: unknown } | null;
  const code = typeof e?.code === "string" ? e.code : "998";
  const msg = typeof e?.msg === "string" ? e.msg : "";
  return { code, msg, problems: problemsOf(err) };
}

/** A text for the view to translate (a toast): a catalogue key with its variables, or a failure under `key`. */
export interface Note {
  seq: number;
  key: string;
  vars?: Record<string, string | number>;
  failure?: Failure;
  /** a quick toast (2000 ms) or not (5000 ms) */
  quick?: boolean;
}

export type Phase = "idle" | "loading" | "ready" | "error";

/** One page of a staff list. */
export interface PageState<T> {
  phase: Phase;
  items: T[];
  total: number;
  /** 1-based; 0 before the first answer */
  page: number;
  error: Failure | null;
}

export const emptyPage = <T>(): PageState<T> => ({ phase: "idle", items: [], total: 0, page: 0, error: null });

/** A staff action that succeeded (the element announces it: pw-staff-console-action). */
export interface ActionNote {
  seq: number;
  action: string;
  target: string;
}

export interface StaffState {
  /** who is here: checking, an editor, a guest (access_denied), a member without the editor role (forbidden), or the check failed */
  access: "checking" | "editor" | "guest" | "forbidden" | "error";
  accessError: Failure | null;
  me: StaffMeDto | null;
  panel: Panel;
  review: {
    filter: ReviewFilter;
    list: PageState<SubmissionDto>;
    /** the submission open (its oid), its latest copy with files, and how loading it went */
    oid: string | null;
    detail: SubmissionDto | null;
    detailPhase: Phase;
    detailError: Failure | null;
    /** a claim or a decision runs */
    busy: "claim" | "approve" | "reject" | "changes" | null;
    /** problems of the decision's fields (editions, reason, credits.<relationId>), from the rules or the server */
    problems: Problem[];
    /** the last decision's refusal (review_state, contributor_not_approved …), shown in the decision area */
    failure: Failure | null;
  };
  takedowns: {
    q: string;
    withdrawnOnly: boolean;
    list: PageState<StaffStoryDto>;
    /** the story whose withdrawal is being written (the reason dialog), null when none */
    withdrawing: string | null;
    problems: Problem[];
    failure: Failure | null;
    /** the pcId whose call runs */
    busy: string | null;
  };
  contributors: { list: PageState<StaffMemberDto>; busy: string | null };
  photographers: { list: PageState<StaffPhotographerDto>; busy: number | null };
  members: {
    q: string;
    list: PageState<StaffMemberDto>;
    /** the member open (code) and its latest copy */
    code: string | null;
    member: StaffMemberDto | null;
    /** which form of the open member runs: quota, grant, revoke:<id>, role:<agent|editor> */
    busy: string | null;
    problems: Problem[];
    /** the last refusal of a member call, shown in the member's area */
    failure: Failure | null;
    /** increases after each quota change or grant saved (the view empties its boxes) */
    savedSeq: number;
  };
  audit: { list: PageState<AuditEntryDto> };
  /** the commerce settings (issue 20) */
  settings: {
    phase: Phase;
    value: CommerceSettings | null;
    error: Failure | null;
    busy: boolean;
    /** problems of the form's boxes (SettingField names), from the rules or the server */
    problems: Problem[];
    failure: Failure | null;
    /** grows after each save (the form takes the values saved) */
    savedSeq: number;
  };
  /** download packs (issue 20): every one, and the one edited */
  packs: {
    phase: Phase;
    items: PackDto[];
    error: Failure | null;
    /** the pack in the form: its id, "new", or null when the form is closed */
    editing: number | "new" | null;
    busy: boolean;
    problems: Problem[];
    failure: Failure | null;
    savedSeq: number;
  };
  /** pack orders (issue 20): found by number or member code under a state filter; one open */
  orders: {
    q: string;
    filter: OrderFilter;
    list: PageState<PackOrderDto>;
    /** the order open (its number) and its latest copy */
    number: string | null;
    order: PackOrderDto | null;
    /** the dialog open over it: confirm a bank transfer, or cancel */
    dialog: "confirm" | "cancel" | null;
    busy: "confirm" | "cancel" | null;
    /** problems of the confirmation's boxes (reference, amountCents) */
    problems: Problem[];
    /** the last refusal (order_state …): in the dialog while it is open, else in the order */
    failure: Failure | null;
  };
  /** organisation accounts (issue 20): every one, one open or the create form */
  organisations: {
    phase: Phase;
    items: OrganisationDto[];
    error: Failure | null;
    open: number | "new" | null;
    /** which form runs: create, edit, member, remove:<code>, grant */
    busy: string | null;
    problems: Problem[];
    failure: Failure | null;
    /** grows after each save (the forms empty or take the values saved) */
    savedSeq: number;
  };
  /** the licence editor of a story's photos (issue 20), opened from the takedowns panel */
  licences: {
    pcId: string | null;
    title: string;
    phase: Phase;
    error: Failure | null;
    items: StoryLicence[];
    /** the photo (relationId) whose save runs */
    busy: string | null;
    /** the photo the problems and the refusal belong to */
    at: string | null;
    problems: Problem[];
    failure: Failure | null;
    /** the photo saved last and a count of saves (the view says "saved" beside it) */
    saved: { relationId: string; seq: number } | null;
  };
  toast: Note | null;
  action: ActionNote | null;
}

/** The state of a console before anything happened, showing `panel` first. */
export function initialStaffState(panel: Panel): StaffState {
  return {
    access: "checking",
    accessError: null,
    me: null,
    panel,
    review: { filter: "open", list: emptyPage(), oid: null, detail: null, detailPhase: "idle", detailError: null, busy: null, problems: [], failure: null },
    takedowns: { q: "", withdrawnOnly: false, list: emptyPage(), withdrawing: null, problems: [], failure: null, busy: null },
    contributors: { list: emptyPage(), busy: null },
    photographers: { list: emptyPage(), busy: null },
    members: { q: "", list: emptyPage(), code: null, member: null, busy: null, problems: [], failure: null, savedSeq: 0 },
    audit: { list: emptyPage() },
    settings: { phase: "idle", value: null, error: null, busy: false, problems: [], failure: null, savedSeq: 0 },
    packs: { phase: "idle", items: [], error: null, editing: null, busy: false, problems: [], failure: null, savedSeq: 0 },
    orders: { q: "", filter: DEFAULT_ORDER_FILTER, list: emptyPage(), number: null, order: null, dialog: null, busy: null, problems: [], failure: null },
    organisations: { phase: "idle", items: [], error: null, open: null, busy: null, problems: [], failure: null, savedSeq: 0 },
    licences: { pcId: null, title: "", phase: "idle", error: null, items: [], busy: null, at: null, problems: [], failure: null, saved: null },
    toast: null,
    action: null,
  };
}
