/**
 * The shapes of the staff console's view (issue 19 "A staff console"): what
 * staff-console.props.ts builds from the store's state and the element's
 * attributes, and what the StaffConsole*.tsx parts render. Types only.
 */
import type { Phase } from "./staff-console.store.js";
import type { GrantInput, Panel, ReviewFilter, StaffRole } from "./staff-console.rules.js";
import type { GateView } from "../ui/ConsoleGate.js";

/** What a guest, a member without the console's role, or a failed check sees instead of the console (ui/ConsoleGate.tsx). */
export type { GateView };

/** One term and its value (a description list's entry). */
export interface FactView {
  term: string;
  value: string;
}

/** The pages of a list (shown when there is more than one). */
export interface PagerView {
  /** the navigation's name ("审核队列分页") */
  label: string;
  /** "第 2 / 5 页" */
  text: string;
  prev: string;
  next: string;
  page: number;
  pages: number;
}

/** A list's loading, empty and error lines, its count and its pages. */
export interface ListStatusView {
  phase: Phase;
  /** the list's accessible name */
  label: string;
  loading: string;
  empty: string;
  /** the failure's text (phase "error") */
  error: string;
  retry: string;
  /** "共 12 条" ("" while nothing is known) */
  count: string;
  pager: PagerView | null;
}

export interface SubmissionItemView {
  oid: string;
  title: string;
  /** who submitted it, and when */
  byline: string;
  when: string;
  dateTime: string;
  state: string;
  stateKey: string;
  selected: boolean;
}

export interface SimilarView {
  key: string;
  href: string;
  title: string;
  /** how near it is: "同一画面" or "非常相似（差异 3/64）" */
  match: string;
  image: string | null;
}

/** A file's "credit to" box while the submission is undecided (issue 19 "Credits"). */
export interface CreditView {
  /** "署名给" */
  label: string;
  /** any photographer, a registered one included; at most CREDIT_MAX characters */
  hint: string;
  /** the box's first value: the contributor's byline as shown ("" when none) */
  value: string;
  /** the problem at `credits.<relationId>` ("" when none) */
  error: string;
}

export interface FileView {
  /** the upload's relationId */
  key: string;
  heading: string;
  preview: { src: string; alt: string } | null;
  /** the contributor's caption, byline, keywords */
  facts: FactView[];
  /** IPTC/EXIF read from the file */
  meta: FactView[];
  similar: SimilarView[];
  /** null once the submission is decided */
  credit: CreditView | null;
}

export interface DecisionView {
  editions: { value: string; label: string }[];
  busy: "claim" | "approve" | "reject" | "changes" | null;
  editionsError: string;
  reasonError: string;
  /** the server's refusal (review_state, contributor_not_approved …) */
  alert: string;
}

export interface SubmissionView {
  oid: string;
  phase: Phase;
  error: string;
  heading: string;
  state: string;
  stateKey: string;
  facts: FactView[];
  description: string;
  /** the reason given with a rejection or a request for changes */
  reason: string;
  storyLink: { href: string; label: string } | null;
  claiming: boolean;
  files: FileView[];
  /** null when the submission is decided already */
  decision: DecisionView | null;
}

export interface ReviewView {
  s: Record<
    | "filterLabel"
    | "close"
    | "detailLoading"
    | "claiming"
    | "filesHeading"
    | "metaHeading"
    | "similarHeading"
    | "noSimilar"
    | "noPreview"
    | "approveHeading"
    | "editionsLegend"
    | "approve"
    | "approving"
    | "decideHeading"
    | "reasonLabel"
    | "reasonHint"
    | "reject"
    | "rejecting"
    | "changes"
    | "changing"
    | "noSelection"
    | "descriptionLabel",
    string
  >;
  filter: ReviewFilter;
  filters: { value: ReviewFilter; label: string }[];
  list: ListStatusView;
  items: SubmissionItemView[];
  detail: SubmissionView | null;
}

export interface StoryItemView {
  pcId: string;
  title: string;
  href: string;
  facts: FactView[];
  /** "已于 … 由 … 撤下：原因" ("" while online) */
  withdrawn: string;
  action: "withdraw" | "restore";
  actionLabel: string;
  /** accessible name of its "licences" button (issue 20) */
  licencesLabel: string;
  /** its photos' licences are open in the editor */
  licencesOpen: boolean;
  busy: boolean;
}

export interface TakedownsView {
  s: Record<"searchLabel" | "qLabel" | "qHint" | "withdrawnOnly" | "search" | "withdraw" | "restore" | "dialogTitle" | "reasonLabel" | "reasonHint" | "confirm" | "working" | "cancel" | "licences", string>;
  q: string;
  withdrawnOnly: boolean;
  list: ListStatusView;
  items: StoryItemView[];
  /** the reason dialog of a withdrawal (null when closed) */
  dialog: { storyTitle: string; reasonError: string; alert: string; busy: boolean } | null;
}

export interface ApplicationItemView {
  /** member code or photographer id */
  key: string;
  name: string;
  facts: FactView[];
  approveLabel: string;
  rejectLabel: string;
  busy: boolean;
}

export interface ApplicationsView {
  s: Record<"approve" | "reject" | "intro", string>;
  list: ListStatusView;
  items: ApplicationItemView[];
}

export interface GrantView {
  id: number;
  label: string;
  /** remaining photos, period */
  text: string;
  state: string;
  active: boolean;
  revocable: boolean;
  revokeLabel: string;
  busy: boolean;
}

export interface MemberDetailView {
  code: string;
  heading: string;
  facts: FactView[];
  busy: string | null;
  /** each form field's problem ("" when none): delta, label, quota, days, grant */
  errors: Record<"delta" | "label" | "quota" | "days" | "grant", string>;
  alert: string;
  grants: GrantView[];
  roles: { role: StaffRole; label: string; checked: boolean; disabled: boolean; hint: string }[];
  /** grows after each quota change or grant saved (the forms empty their boxes) */
  savedSeq: number;
}

export interface MemberItemView {
  code: string;
  name: string;
  facts: FactView[];
  open: boolean;
  manageLabel: string;
}

export interface MembersView {
  s: Record<
    | "searchLabel"
    | "qLabel"
    | "qHint"
    | "search"
    | "manage"
    | "close"
    | "quotaHeading"
    | "deltaLabel"
    | "deltaHint"
    | "applyQuota"
    | "grantsHeading"
    | "noGrants"
    | "revoke"
    | "grantHeading"
    | "labelLabel"
    | "grantQuotaLabel"
    | "daysLabel"
    | "grantHint"
    | "addGrant"
    | "rolesHeading"
    | "working",
    string
  >;
  q: string;
  list: ListStatusView;
  items: MemberItemView[];
  detail: MemberDetailView | null;
}

export interface AuditRowView {
  id: number;
  time: string;
  dateTime: string;
  actor: string;
  action: string;
  target: string;
  detail: { key: string; value: string }[];
}

export interface AuditView {
  s: Record<"caption" | "time" | "actor" | "action" | "target" | "detail" | "readOnly" | "refresh", string>;
  list: ListStatusView;
  rows: AuditRowView[];
}

/** What the view's controls call (the element wires them to the store). */
export interface StaffActions {
  retry(): void;
  panel(p: Panel): void;
  reviewFilter(f: ReviewFilter): void;
  reviewPage(page: number): void;
  open(oid: string): void;
  closeSubmission(): void;
  retryDetail(): void;
  /** `credits`: each file's "credit to" box as typed (relationId → text); the store sends only those that differ from the byline */
  approve(editions: string[], credits?: Record<string, string>): Promise<boolean>;
  reject(reason: string): Promise<boolean>;
  changes(reason: string): Promise<boolean>;
  reviewInput(): void;
  storiesSearch(q: string, withdrawnOnly: boolean): void;
  storiesPage(page: number): void;
  startWithdraw(pcId: string): void;
  cancelWithdraw(): void;
  withdraw(reason: string): Promise<boolean>;
  restore(pcId: string): void;
  takedownInput(): void;
  /** opens the licence editor of story `pcId`'s photos (issue 20) */
  licences(pcId: string): void;
  contributorsPage(page: number): void;
  contributor(code: string, verdict: "approve" | "reject"): void;
  photographersPage(page: number): void;
  photographer(id: number, verdict: "approve" | "reject"): void;
  membersSearch(q: string): void;
  membersPage(page: number): void;
  openMember(code: string): void;
  closeMember(): void;
  quota(delta: string): Promise<boolean>;
  grant(input: GrantInput): Promise<boolean>;
  revoke(id: number): void;
  role(role: StaffRole, on: boolean): void;
  memberInput(): void;
  auditPage(page: number): void;
}

export interface StaffConsoleViewProps {
  s: { title: string; tabsLabel: string };
  gate: GateView | null;
  /** "当前编辑：编辑小陈" */
  editorLine: string;
  tabs: { id: Panel; label: string }[];
  panel: Panel;
  review: ReviewView | null;
  takedowns: TakedownsView | null;
  contributors: ApplicationsView | null;
  photographers: ApplicationsView | null;
  members: MembersView | null;
  audit: AuditView | null;
  on: StaffActions;
}
