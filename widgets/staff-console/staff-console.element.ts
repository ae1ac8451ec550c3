/**
 * `<pw-staff-console>`: the agency's staff console (issue 19 "A staff
 * console"; common/staff.ts, /api/staff/*), on its own page
 * (/cn/staff/console.html, /en/staff/console.html). It checks who is here
 * first (GET /api/staff/me): a guest sees a link to the login page that
 * comes back here, a member without the editor role "editors only" (the
 * agent role does not open it: roles are separate). An editor sees six
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
 *   reason (a dialog), restore it.
 * - Contributors: the contributor applications waiting; approve or reject.
 * - Photographers: the photographer profiles waiting (with the photos
 *   already credited to the name); approve or reject.
 * - Members: find members; open one to change the download quota, add an
 *   organisation grant (label, photos and/or days) or revoke one, and give
 *   or take the agent and editor roles (not one's own editor role).
 * - Audit log: every staff action, newest first; read only.
 * Every string comes from the element's language (zh or en: the nearest
 * lang attribute, then the edition of the page).
 *
 * @summary Staff console: review queue, takedowns, contributor and photographer applications, members and grants, audit log.
 * @attr panel - the tab shown first: "review" (default), "takedowns", "contributors", "photographers", "members" or "audit"; a later change shows that tab
 * @attr rows - items a page of every list, 1 to 100 (default 20); read once
 * @event pw-staff-console-access - the check of who is here ended; detail `{ access: "editor" | "guest" | "forbidden" | "error" }`
 * @event pw-staff-console-action - a staff action succeeded; detail `{ action, target }` (the audit log's action name, e.g. "submission.approve", and its target: an oid, pcId, member code or id)
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
 * @csspart dialog - the withdrawal dialog
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
import { pageDeps } from "./staff-console.api.js";
import { ATTRIBUTES, failureText, parseAttributes, staffConsoleProps, type StaffAttribute } from "./staff-console.props.js";
import type { StaffActions } from "./StaffConsoleView.js";
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

  const on: StaffActions = {
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
  };
  const view = staffConsoleProps({ lang, rows, fileOrigin, siteOrigin: site, loginHref }, state, on);
  return createElement("div", { className: "host" }, createElement(StaffConsole, view), createElement(Toast, { message }));
}

// the tag written out (scripts/element-manifest.mjs reads it); props.ts TAG is the same
defineWidget("pw-staff-console", StaffConsoleElement, { attributes: ATTRIBUTES, css: gateCss + css });
