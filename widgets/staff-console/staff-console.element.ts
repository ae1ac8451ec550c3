/**
 * `<pw-staff-console>`: the agency's staff console (issue 19 "A staff
 * console"; common/staff.ts, /api/staff/*), on its own page
 * (/cn/staff/console.html, /en/staff/console.html). It checks who is here
 * first (GET /api/staff/me): a guest sees a link to the login page that
 * comes back here, a member without the editor role "editors only" (the
 * agent role does not open it: roles are separate). An editor sees ten
 * tabs:
 * - Review queue: submissions by state ("to do": submitted and in review),
 *   a page at a time; one opened shows its facts, its files with previews,
 *   the IPTC/EXIF read from each file and the similar photos already in
 *   the archive (links); opening a submitted one claims it (in review, the
 *   editor its reviewer); approve in the checked editions (all at first),
 *   each file credited to the photographer in its "credit to" box (the
 *   contributor's byline at first; any photographer's name, a registered
 *   one included; only changed boxes are sent as credits), or reject or
 *   ask for changes with a reason (required, at most 1000
 *   characters). Refusals such as review_state or
 *   contributor_not_approved show as messages.
 * - Takedowns: find a story by pcId or title words, withdraw it with a
 *   reason (a dialog), restore it; open its photos' licences (issue 20):
 *   each photo's licence type, restrictions in zh and en, model and
 *   property release, saved photo by photo (PUT
 *   /api/staff/relations/{relationId}/licence; the story is published
 *   again).
 * - Contributors: the contributor applications waiting; approve or reject.
 * - Photographers: the photographer profiles waiting (with the photos
 *   already credited to the name); approve or reject.
 * - Members: find members; open one to change the download quota, add an
 *   organisation grant (label, photos and/or days) or revoke one, and give
 *   or take the agent and editor roles (not one's own editor role).
 * - Settings (issue 20): every commerce setting (points per photo, the
 *   withdrawal minimum, the points order cap, the download link's lifetime
 *   in minutes, the contributor's share, each size's long edge and cost),
 *   each box checked against its bounds; only what changed is saved
 *   (PUT /api/staff/settings), "saved" said in the toast.
 * - Packs (issue 20): every download pack, on sale or not; create and edit
 *   one (names zh/en, photos, price in the currency's main unit, currency,
 *   days valid or none, on sale).
 * - Orders (issue 20): find orders by number or member code, by state; an
 *   order's facts and invoice; confirm a pending order's bank transfer with
 *   the bank's reference and the amount received (the price at first: the
 *   server refuses another amount), or cancel it after a confirmation.
 * - Organisations (issue 20): every organisation account (seats used of
 *   seats, admin); create one (name, seats, admin's member code); change
 *   its name and seats, add members by code (organisation_full when every
 *   seat is taken) or remove them, give it a grant (label, photos and/or
 *   days).
 * - Audit log: every staff action, newest first; read only.
 * Every string comes from the element's language (zh or en: the nearest
 * lang attribute, then the edition of the page).
 *
 * @summary Staff console: review queue, takedowns and licences, contributor and photographer applications, members and grants, settings, packs, orders, organisations, audit log.
 * @attr {"review" | "takedowns" | "contributors" | "photographers" | "members" | "settings" | "packs" | "orders" | "organisations" | "audit"} panel - the tab shown first: "review" (default), "takedowns", "contributors", "photographers", "members", "settings", "packs", "orders", "organisations" or "audit"; a later change shows that tab
 * @attr {number} rows - items a page of every list, 1 to 100 (default 20); read once
 * @event pw-staff-console-access - the check of who is here ended; detail `{ access: "editor" | "guest" | "forbidden" | "error" }`
 * @event pw-staff-console-action - a staff action succeeded; detail `{ action, target }` (the audit log's action name, e.g. "submission.approve" or "order.confirm", and its target: an oid, pcId, member code, id, order number, relationId, or "commerce" for the settings)
 * @csspart root - the console
 * @csspart title - the console's heading
 * @csspart gate - what a guest or a member without the editor role sees instead (also while checking)
 * @csspart login-link - the guest's link to the login page
 * @csspart header - the header (title, editor)
 * @csspart tabs - the tab list
 * @csspart tab - one tab (also `selected`)
 * @csspart selected - the shown tab, the open submission or member in its list
 * @csspart panel - the shown tab's panel
 * @csspart list-state - a list's loading, empty or error line
 * @csspart pager - a list's page navigation
 * @csspart queue - the review queue column (filter, submissions, pages)
 * @csspart review-filter - the review queue's filter
 * @csspart submissions - the list of submissions
 * @csspart submission - one submission's button in the list (also `selected`)
 * @csspart empty - the detail area before a submission is opened
 * @csspart detail-state - the open submission's loading or error line
 * @csspart detail - the open submission
 * @csspart state - the open submission's state
 * @csspart close - the open submission's close button
 * @csspart story-link - the link to an approved submission's story
 * @csspart files - the submission's files
 * @csspart file - one file
 * @csspart preview - a file's preview image
 * @csspart similar - a file's similar archive photos
 * @csspart credit - a file's "credit to" box (while the submission is undecided)
 * @csspart decision - the decision area
 * @csspart decision-alert - the server's refusal of a decision
 * @csspart approve-form - the approval form (editions)
 * @csspart approve - the approve button
 * @csspart reason-form - the reason form
 * @csspart reason - the reason box
 * @csspart reject - the reject button
 * @csspart changes - the ask-for-changes button
 * @csspart story-search - the takedowns' search form
 * @csspart story-q - its search box
 * @csspart withdrawn-only - its "withdrawn only" checkbox
 * @csspart stories - the stories found
 * @csspart story - one story
 * @csspart withdraw - a story's withdraw button
 * @csspart restore - a withdrawn story's restore button
 * @csspart withdraw-form - the withdrawal dialog's form
 * @csspart withdraw-reason - its reason box
 * @csspart withdraw-confirm - its confirm button
 * @csspart applications - the contributor applications
 * @csspart application - one contributor application
 * @csspart photographers - the photographer profiles waiting
 * @csspart photographer - one photographer profile
 * @csspart approve-application - an application's approve button
 * @csspart reject-application - an application's reject button
 * @csspart member-search - the members' search form
 * @csspart member-q - its search box
 * @csspart members - the members found
 * @csspart member - one member (also `selected`)
 * @csspart manage - a member's manage button
 * @csspart member-detail - the open member
 * @csspart member-alert - the server's refusal of a member change
 * @csspart quota-form - the quota form
 * @csspart delta - the quota change box
 * @csspart apply-quota - the quota form's button
 * @csspart grants - the member's grants
 * @csspart grant - one grant
 * @csspart revoke - a grant's revoke button
 * @csspart grant-form - the new grant's form
 * @csspart grant-label - its label box
 * @csspart grant-quota - its photos box
 * @csspart grant-days - its days box
 * @csspart add-grant - its button
 * @csspart roles - the roles group
 * @csspart role-agent - the agent role checkbox
 * @csspart role-editor - the editor role checkbox
 * @csspart audit-refresh - the audit log's refresh button
 * @csspart audit - the audit log table
 * @csspart audit-entry - one entry of the audit log
 * @csspart licences - a story's button opening its photos' licence editor (issue 20)
 * @csspart licence-editor - the licence editor of a story's photos
 * @csspart close-licences - its close button
 * @csspart licence-form - one photo's licence form
 * @csspart licence-type - its licence type choices
 * @csspart restrictions-zh - its Chinese restrictions box
 * @csspart restrictions-en - its English restrictions box
 * @csspart model-release - its model release list
 * @csspart property-release - its property release list
 * @csspart save-licence - its save button
 * @csspart licence-saved - "saved" beside it after a save
 * @csspart settings-form - the settings form (issue 20)
 * @csspart setting - one setting's box (its name attribute is the setting: pointsPerPhoto, sizes.small.cost …)
 * @csspart save-settings - the settings form's button
 * @csspart new-pack - the button opening the form on a new pack
 * @csspart packs - the packs
 * @csspart pack - one pack (also `selected`)
 * @csspart edit-pack - a pack's edit button
 * @csspart pack-form - the pack form
 * @csspart pack-name-zh - its Chinese name box
 * @csspart pack-name-en - its English name box
 * @csspart pack-count - its photos box
 * @csspart pack-price - its price box
 * @csspart pack-currency - its currency list
 * @csspart pack-days - its days-valid box
 * @csspart pack-active - its on-sale checkbox
 * @csspart save-pack - its button
 * @csspart order-search - the orders' search form
 * @csspart order-q - its search box
 * @csspart order-state - its state list
 * @csspart orders - the orders found
 * @csspart order - one order (also `selected`)
 * @csspart open-order - an order's open button
 * @csspart order-detail - the open order
 * @csspart order-state-tag - its state
 * @csspart order-alert - the server's refusal of a cancellation
 * @csspart invoice-link - its invoice link
 * @csspart confirm-order - a pending order's button opening the bank transfer confirmation
 * @csspart cancel-order - a pending order's cancel button
 * @csspart confirm-form - the confirmation dialog's form
 * @csspart confirm-reference - its bank reference box
 * @csspart confirm-amount - its amount box
 * @csspart confirm-submit - its button
 * @csspart cancel-confirm - the cancellation dialog's confirm button
 * @csspart new-organisation - the button opening the create form
 * @csspart organisations - the organisations
 * @csspart organisation - one organisation (also `selected`)
 * @csspart manage-organisation - an organisation's manage button
 * @csspart organisation-create - the create form
 * @csspart org-name - the name box (create and edit)
 * @csspart org-seats - the seats box (create and edit)
 * @csspart org-admin - the admin's member code box
 * @csspart create-organisation - the create form's button
 * @csspart organisation-detail - the open organisation
 * @csspart organisation-alert - the server's refusal of an organisation change
 * @csspart organisation-edit - its name and seats form
 * @csspart save-organisation - that form's button
 * @csspart org-members - its members
 * @csspart org-member - one member
 * @csspart remove-member - a member's remove button
 * @csspart org-member-form - the add-member form
 * @csspart org-member-code - its member code box
 * @csspart add-member - its button
 * @csspart org-grants - the organisation's grants
 * @csspart org-grant-revoke - an active organisation grant's revoke button
 * @csspart org-grant - one grant
 * @csspart org-grant-form - the organisation's add-grant form
 * @csspart org-grant-label - its label box
 * @csspart org-grant-quota - its photos box
 * @csspart org-grant-days - its days box
 * @csspart add-org-grant - its button
 * @csspart dialog - the withdrawal dialog, the bank transfer confirmation, the cancellation
 * @csspart dialog-title - its title
 * @csspart toast - the toast
 * @cssproperty --pw-staff-border - lines between areas (#d9d9de)
 * @cssproperty --pw-staff-selected-bg - background of the open submission or member in its list (#fdecee)
 * @cssproperty --pw-staff-sidebar - width of the list column (340px)
 * @cssproperty --pw-color-primary - buttons, the shown tab
 * @cssproperty --pw-color-on-primary - text on buttons
 * @cssproperty --pw-color-text - text colour (#1d1d1f)
 * @cssproperty --pw-color-muted - hints, times and tags (#5c5c66)
 * @cssproperty --pw-color-danger - reject and withdraw buttons, problems (#b3261e)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, useEffect, useMemo, useRef } from "react";
import { editionOf, loginUrl, onSite } from "../../common/edition.js";
import type { AuditAction } from "../../common/staff.js";
import { clientConfig, siteOrigin } from "../core/api.js";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { Toast, useToast } from "../ui/Toast.js";
import gateCss from "../ui/console-gate.css";
import css from "./staff-console.css";
import commerceCss from "./staff-console-commerce.css";
import { commerceProps } from "./commerce.props.js";
import { pageDeps } from "./staff-console.api.js";
import { ATTRIBUTES, failureText, parseAttributes, staffConsoleProps, type StaffAttribute } from "./staff-console.props.js";
import type { ConsoleActions } from "./StaffConsoleCommerceView.js";
import { StaffConsole } from "./StaffConsole.js";
import { t } from "./locale/index.js";
import { useStaffConsole } from "./use-staff-console.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-staff-console-access": CustomEvent<{ access: "editor" | "guest" | "forbidden" | "error" }>;
    "pw-staff-console-action": CustomEvent<{ action: AuditAction; target: string }>;
  }
}

function StaffConsoleElement({ host, lang, attrs }: WidgetProps<StaffAttribute>) {
  const a = parseAttributes(attrs);
  const { store, state } = useStaffConsole(lang, pageDeps, a);
  // the page size is read once (the store's)
  const rows = useRef(a.rows).current;
  const { message, show } = useToast();
  // preview and image URLs are site-relative to the API's origin (meta photowire:api)
  const fileOrigin = useMemo(() => new URL(clientConfig().base, location.href).origin, []);
  const site = useMemo(() => siteOrigin(), []);
  const loginHref = useMemo(() => onSite(loginUrl(editionOf(location.pathname), location.pathname + location.search + location.hash), site), [site]);

  // a later change of the panel attribute shows that tab
  const firstPanel = useRef(a.panel);
  useEffect(() => {
    if (a.panel !== firstPanel.current) {
      firstPanel.current = a.panel;
      void store.showPanel(a.panel);
    }
  }, [a.panel, store]);
  useEffect(() => {
    if (state.access !== "checking") emit(host, "pw-staff-console-access", { access: state.access });
  }, [state.access, host]);
  const action = state.action;
  useEffect(() => {
    if (action) emit(host, "pw-staff-console-action", { action: action.action as AuditAction, target: action.target });
    // once per action
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [action?.seq]);
  const toast = state.toast;
  useEffect(() => {
    if (toast) show(toast.failure ? t(lang, toast.key, { reason: failureText(lang, toast.failure) }) : t(lang, toast.key, toast.vars), { quick: toast.quick });
    // a toast once per note
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast?.seq]);

  const on: ConsoleActions = {
    retry: () => void store.retry(),
    panel: (p) => void store.showPanel(p),
    reviewFilter: (f) => void store.review.setFilter(f),
    reviewPage: (page) => void store.review.load(page),
    open: (oid) => void store.review.open(oid),
    closeSubmission: () => store.review.close(),
    retryDetail: () => {
      const oid = store.get().review.oid;
      if (oid) void store.review.open(oid);
    },
    approve: (editions, credits) => store.review.approve(editions, credits),
    reject: (reason) => store.review.reject(reason),
    changes: (reason) => store.review.changes(reason),
    reviewInput: () => store.review.clearProblems(),
    storiesSearch: (q, withdrawnOnly) => void store.takedowns.search(q, withdrawnOnly),
    storiesPage: (page) => void store.takedowns.load(page),
    startWithdraw: (pcId) => store.takedowns.startWithdraw(pcId),
    cancelWithdraw: () => store.takedowns.cancelWithdraw(),
    withdraw: (reason) => store.takedowns.withdraw(reason),
    restore: (pcId) => void store.takedowns.restore(pcId),
    takedownInput: () => store.takedowns.clearProblems(),
    contributorsPage: (page) => void store.applications.loadContributors(page),
    contributor: (code, verdict) => void store.applications.decideContributor(code, verdict),
    photographersPage: (page) => void store.applications.loadPhotographers(page),
    photographer: (id, verdict) => void store.applications.decidePhotographer(id, verdict),
    membersSearch: (q) => void store.members.search(q),
    membersPage: (page) => void store.members.load(page),
    openMember: (code) => store.members.open(code),
    closeMember: () => store.members.close(),
    quota: (delta) => store.members.changeQuota(delta),
    grant: (input) => store.members.addGrant(input),
    revoke: (id) => void store.members.revokeGrant(id),
    role: (role, checked) => void store.members.setRole(role, checked),
    memberInput: () => store.members.clearProblems(),
    auditPage: (page) => void store.loadAudit(page),
    // issue 20
    licences: (pcId) => {
      if (store.get().licences.pcId === pcId) return store.licences.close();
      const story = store.get().takedowns.list.items.find((x) => x.pcId === pcId);
      void store.licences.open(pcId, story?.title || pcId);
    },
    licencesClose: () => store.licences.close(),
    licencesRetry: () => {
      const l = store.get().licences;
      if (l.pcId) void store.licences.open(l.pcId, l.title);
    },
    licenceSave: (relationId, input) => store.licences.save(relationId, input),
    licenceInput: () => store.licences.clearProblems(),
    settingsSave: (form) => store.settings.save(form),
    settingsInput: () => store.settings.clearProblems(),
    packEdit: (id) => store.packs.edit(id),
    packClose: () => store.packs.close(),
    packSave: (form) => store.packs.save(form),
    packInput: () => store.packs.clearProblems(),
    ordersSearch: (q, filter) => void store.orders.search(q, filter),
    ordersPage: (page) => void store.orders.load(page),
    orderOpen: (number) => store.orders.open(number),
    orderClose: () => store.orders.close(),
    orderStartConfirm: () => store.orders.startConfirm(),
    orderStartCancel: () => store.orders.startCancel(),
    orderCloseDialog: () => store.orders.closeDialog(),
    orderConfirm: (form) => store.orders.confirm(form),
    orderCancel: () => void store.orders.cancel(),
    orderInput: () => store.orders.clearProblems(),
    orgOpen: (id) => store.organisations.open(id),
    orgStartCreate: () => store.organisations.startCreate(),
    orgClose: () => store.organisations.close(),
    orgCreate: (form) => store.organisations.create(form),
    orgUpdate: (form) => store.organisations.update(form),
    orgAddMember: (code) => store.organisations.addMember(code),
    orgRemoveMember: (code) => void store.organisations.removeMember(code),
    orgGrant: (input) => store.organisations.grant(input),
    orgRevokeGrant: (grantId) => void store.organisations.revokeGrant(grantId),
    orgInput: () => store.organisations.clearProblems(),
  };
  const ctx = { lang, rows, fileOrigin, siteOrigin: site, loginHref };
  const view = { ...staffConsoleProps(ctx, state, on), ...commerceProps(ctx, state), on };
  return createElement("div", { className: "host" }, createElement(StaffConsole, view), createElement(Toast, { message }));
}

// the tag written out (scripts/element-manifest.mjs reads it); props.ts TAG is the same
defineWidget("pw-staff-console", StaffConsoleElement, { attributes: ATTRIBUTES, css: gateCss + css + commerceCss });
