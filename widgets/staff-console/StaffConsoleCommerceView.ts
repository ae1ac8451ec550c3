/**
 * The shapes of the staff console's buying and licensing views (issue 20):
 * the settings, packs, orders and organisations panels and the licence
 * editor of a story's photos, what commerce.props.ts builds from the
 * store's state and what StaffConsoleSettings, StaffConsolePacks,
 * StaffConsoleOrders (with StaffConsoleOrder), StaffConsoleOrganisations
 * (with StaffConsoleOrganisation) and StaffConsoleLicences render; and the
 * whole console's props and actions (the issue 19 ones of
 * StaffConsoleView.ts with these). Types only.
 */
import type { Currency, DownloadSize } from "../../common/commerce.js";
import type { LicenceInput, LicenceType, ReleaseState } from "../../common/licence.js";
import type { ConfirmForm, OrderFilter, OrganisationForm, PackForm, SettingField, SettingsForm } from "./commerce.rules.js";
import type { GrantInput } from "./staff-console.rules.js";
import type { FactView, ListStatusView, StaffActions, StaffConsoleViewProps } from "./StaffConsoleView.js";

/** A panel's loading and error lines when its list is not paged (packs, organisations, the licence editor). */
export type PanelStatusView = ListStatusView;

/** One box of a form: its label, hint and problem ("" when none). */
export interface BoxView {
  label: string;
  hint: string;
  error: string;
}

/** One setting's box (named as the server names the field). */
export interface SettingBoxView extends BoxView {
  field: SettingField;
}

export interface SettingsView {
  s: Record<"intro" | "save" | "saving" | "originalEdge", string>;
  status: PanelStatusView;
  /** the settings in force as the form's first texts (null until read) */
  values: SettingsForm | null;
  /** points, withdrawals and orders; downloads and the contributor's share: each a fieldset */
  groups: { key: string; legend: string; boxes: SettingBoxView[] }[];
  /** each size a fieldset: its long edge (null for the original, which keeps its own) and its cost */
  sizes: { size: DownloadSize; legend: string; edge: SettingBoxView | null; cost: SettingBoxView }[];
  busy: boolean;
  /** the server's refusal that is no field's */
  alert: string;
  /** grows after each save (the form takes the values saved) */
  savedSeq: number;
}

export interface PackItemView {
  id: number;
  /** in the console's language */
  name: string;
  /** the other language's name ("" when the same) */
  otherName: string;
  facts: FactView[];
  state: string;
  active: boolean;
  editLabel: string;
  selected: boolean;
}

export interface PackFormView {
  /** "new" or the pack's id: the form is made again for another pack */
  key: string;
  heading: string;
  initial: PackForm;
  currencies: { value: Currency; label: string }[];
  boxes: Record<"nameZh" | "nameEn" | "count" | "priceCents" | "currency" | "validityDays" | "active", BoxView>;
  alert: string;
  busy: boolean;
  savedSeq: number;
}

export interface PacksView {
  s: Record<"intro" | "newPack" | "edit" | "save" | "saving" | "close", string>;
  status: PanelStatusView;
  items: PackItemView[];
  form: PackFormView | null;
}

export interface OrderItemView {
  number: string;
  /** who, which pack, how much */
  line: string;
  when: string;
  dateTime: string;
  state: string;
  stateKey: string;
  open: boolean;
  openLabel: string;
}

export interface OrderDetailView {
  number: string;
  heading: string;
  state: string;
  stateKey: string;
  facts: FactView[];
  invoice: { href: string; label: string };
  /** pending: it can be confirmed or cancelled */
  pending: boolean;
  /** the refusal of a cancellation, or of a confirmation once its dialog closed */
  alert: string;
  dialog: "confirm" | "cancel" | null;
  confirm: {
    /** the amount box's first text: the price, major units */
    amount: string;
    price: string;
    reference: BoxView;
    amountBox: BoxView;
    alert: string;
    busy: boolean;
  };
  cancel: { message: string; busy: boolean };
}

export interface OrdersView {
  s: Record<
    | "searchLabel"
    | "qLabel"
    | "qHint"
    | "filterLabel"
    | "search"
    | "open"
    | "close"
    | "invoice"
    | "confirm"
    | "cancelOrder"
    | "confirmTitle"
    | "confirmSubmit"
    | "confirming"
    | "dialogCancel"
    | "cancelTitle"
    | "cancelConfirm"
    | "keep",
    string
  >;
  q: string;
  filter: OrderFilter;
  filters: { value: OrderFilter; label: string }[];
  list: ListStatusView;
  items: OrderItemView[];
  detail: OrderDetailView | null;
}

export interface OrganisationItemView {
  id: number;
  name: string;
  facts: FactView[];
  open: boolean;
  manageLabel: string;
}

export interface OrganisationDetailView {
  id: number;
  heading: string;
  facts: FactView[];
  initial: { name: string; seats: string };
  boxes: Record<"name" | "seats" | "code" | "label" | "quota" | "days" | "grant", BoxView>;
  alert: string;
  busy: string | null;
  members: { code: string; name: string; admin: boolean; removeLabel: string; busy: boolean }[];
  /** revocable: active and not revoked (a revoke button); revokeLabel its accessible name */
  grants: { id: number; label: string; text: string; state: string; active: boolean; revocable: boolean; revokeLabel: string; busy: boolean }[];
  savedSeq: number;
}

export interface OrganisationCreateView {
  boxes: Record<"name" | "seats" | "adminCode", BoxView>;
  alert: string;
  busy: boolean;
}

export interface OrganisationsView {
  s: Record<
    | "intro"
    | "newOrganisation"
    | "manage"
    | "close"
    | "createHeading"
    | "create"
    | "editHeading"
    | "save"
    | "membersHeading"
    | "noMembers"
    | "admin"
    | "remove"
    | "addMemberHeading"
    | "addMember"
    | "grantsHeading"
    | "noGrants"
    | "grantHeading"
    | "addGrant"
    | "revoke"
    | "working",
    string
  >;
  status: PanelStatusView;
  items: OrganisationItemView[];
  detail: OrganisationDetailView | null;
  create: OrganisationCreateView | null;
}

export interface LicenceItemView {
  relationId: string;
  heading: string;
  caption: string;
  image: { src: string; alt: string } | null;
  initial: LicenceInput;
  types: { value: LicenceType; label: string; hint: string }[];
  releases: { value: ReleaseState; label: string }[];
  boxes: Record<"type" | "restrictionsZh" | "restrictionsEn" | "modelRelease" | "propertyRelease", BoxView>;
  alert: string;
  busy: boolean;
  /** "saved" beside the button after a save ("" otherwise) */
  saved: string;
  saveLabel: string;
}

export interface LicencesView {
  pcId: string;
  heading: string;
  s: Record<"intro" | "close" | "save" | "saving" | "empty", string>;
  status: PanelStatusView;
  items: LicenceItemView[];
}

/** What the buying and licensing views' controls call (the element wires them to the store). */
export interface CommerceActions {
  settingsSave(form: SettingsForm): Promise<boolean>;
  settingsInput(): void;
  packEdit(id: number | "new"): void;
  packClose(): void;
  packSave(form: PackForm): Promise<boolean>;
  packInput(): void;
  ordersSearch(q: string, filter: OrderFilter): void;
  ordersPage(page: number): void;
  orderOpen(number: string): void;
  orderClose(): void;
  orderStartConfirm(): void;
  orderStartCancel(): void;
  orderCloseDialog(): void;
  orderConfirm(form: ConfirmForm): Promise<boolean>;
  orderCancel(): void;
  orderInput(): void;
  orgOpen(id: number): void;
  orgStartCreate(): void;
  orgClose(): void;
  orgCreate(form: OrganisationForm): Promise<boolean>;
  orgUpdate(form: Pick<OrganisationForm, "name" | "seats">): Promise<boolean>;
  orgAddMember(code: string): Promise<boolean>;
  orgRemoveMember(code: string): void;
  orgGrant(input: GrantInput): Promise<boolean>;
  /** revokes one of the open organisation's grants (issue 20) */
  orgRevokeGrant(grantId: number): void;
  orgInput(): void;
  licencesClose(): void;
  licencesRetry(): void;
  licenceSave(relationId: string, input: LicenceInput): Promise<boolean>;
  licenceInput(): void;
}

/** Every control's call: issue 19's and issue 20's. */
export type ConsoleActions = StaffActions & CommerceActions;

/** The buying and licensing views: only the shown panel's is built (the licence editor with the takedowns panel). */
export interface CommerceViews {
  settings: SettingsView | null;
  packs: PacksView | null;
  orders: OrdersView | null;
  organisations: OrganisationsView | null;
  licences: LicencesView | null;
}

/** The whole console's props. */
export type ConsoleViewProps = Omit<StaffConsoleViewProps, "on"> & CommerceViews & { on: ConsoleActions };
