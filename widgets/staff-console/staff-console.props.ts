/**
 * Attributes + the staff console store's state → the view's props (DESIGN §2
 * `<feature>.props.ts`): pure, every string from the feature's catalogue
 * (and the codes catalogue for the server's codes).
 *
 * - who is here: a guest gets the login link (back to this page), a member
 *   without the editor role "editors only", a failed check a retry;
 * - the tabs, and the panel shown: the review queue and the open submission
 *   (its facts, files with previews, IPTC/EXIF, similar archive photos, each
 *   file's "credit to" box while undecided, the decision with each problem
 *   at its field), takedowns, contributor
 *   applications, photographer profiles, members (quota, grants, roles) and
 *   the audit log;
 * - a failure is the server's message when it sent one, else the codes
 *   catalogue's text of its code; field problems have their own texts.
 *
 * Over 400 lines, kept whole: one pure mapping per panel over the same
 * helpers (lists, facts, failures and problems). The buying and licensing
 * panels of issue 20 are mapped in commerce.props.ts over the helpers
 * exported here.
 */
import type { Edition } from "../../common/edition.js";
import { onSite } from "../../common/edition.js";
import { formatSize } from "../../common/format.js";
import { CREDIT_MAX, GRANT_DAYS_MAX, GRANT_LABEL_MAX, GRANT_QUOTA_MAX, REASON_MAX, REVIEW_EDITIONS, STAFF_ROWS, STAFF_ROWS_MAX, type StaffMemberDto, type SubmissionDto } from "../../common/staff.js";
import { attr } from "../core/element.js";
import { auditDetailPairs, dateText, decidable, pageCount, PANELS, REVIEW_FILTERS, STAFF_ROLES, timeText, type Panel, type Problem } from "./staff-console.rules.js";
import type { Failure, PageState, StaffState } from "./staff-console.store.js";
import type { ApplicationsView, AuditView, FactView, ListStatusView, MembersView, ReviewView, StaffActions, StaffConsoleViewProps, SubmissionView, TakedownsView } from "./StaffConsoleView.js";
import { t, type Lang } from "./locale/index.js";

export const TAG = "pw-staff-console";
export const ATTRIBUTES = ["panel", "rows"] as const;
export type StaffAttribute = (typeof ATTRIBUTES)[number];

/** The parsed attributes. */
export interface StaffAttributes {
  /** the panel shown first */
  panel: Panel;
  /** items a page of every list (1–100) */
  rows: number;
}

/** Parses the raw attributes (undefined when absent); a bad value logs `[photowire] …` and falls back. */
export function parseAttributes(raw: Partial<Record<StaffAttribute, string>>): StaffAttributes {
  return {
    panel: attr.enumeration(TAG, "panel", raw.panel, PANELS, "review"),
    rows: Math.trunc(attr.number(TAG, "rows", raw.rows, STAFF_ROWS, 1, STAFF_ROWS_MAX)),
  };
}

/** What the props need besides the state. */
export interface StaffContext {
  lang: Lang;
  /** items a page (the pager) */
  rows: number;
  /** origin of the API (preview and image URLs are site-relative to it) */
  fileOrigin: string;
  /** the Photowire site's origin when the page is another site's, else null (story links go there) */
  siteOrigin: string | null;
  /** the login page, coming back here */
  loginHref: string;
  /** the IANA time zone times are shown in (undefined: the browser's) */
  timeZone?: string;
}

/** A failure's text: the server's message when it sent one, else the code's text (the codes catalogue), else the code. */
export function failureText(lang: Lang, f: Failure | null | undefined): string {
  if (!f) return "";
  if (f.msg) return f.msg;
  return t(lang, f.code === "998" ? "api_tools_1" : f.code);
}

/** The text of a form problem (the rules' or the server's) at its field (`credits.<relationId>`: a file's "credit to" box). */
export function problemText(lang: Lang, p: Problem): string {
  if (p.field.startsWith("credits.")) {
    const key = `problem_credit_${p.rule}`;
    return t.has(key) ? t(lang, key, { max: CREDIT_MAX }) : t(lang, "problem_other", { rule: p.rule });
  }
  const key = `problem_${p.field}_${p.rule}`;
  if (t.has(key)) {
    return t(lang, key, { max: p.field === "label" ? GRANT_LABEL_MAX : p.field === "days" ? GRANT_DAYS_MAX : p.field === "reason" ? REASON_MAX : GRANT_QUOTA_MAX });
  }
  return t(lang, "problem_other", { rule: p.rule });
}

/** The problems at `fields` joined as one text ("" when none). */
export const errorAt = (lang: Lang, problems: Problem[], ...fields: string[]) =>
  problems
    .filter((p) => fields.includes(p.field))
    .map((p) => problemText(lang, p))
    .join(" ");

/** A URL the server gave (site-relative), absolute on `origin`. */
export const absoluteOn = (url: string, origin: string) => new URL(url, `${origin}/`).href;

/** A list's lines and pages. */
export function listStatus<T>(c: StaffContext, l: PageState<T>, label: string, empty: string): ListStatusView {
  const { lang } = c;
  const pages = pageCount(l.total, c.rows);
  return {
    phase: l.phase,
    label,
    empty,
    loading: t(lang, "list_loading"),
    retry: t(lang, "retry"),
    error: t(lang, "list_failed", { reason: failureText(lang, l.error) }),
    count: l.phase === "ready" ? t(lang, "list_count", { count: l.total }) : "",
    pager:
      l.phase === "ready" && pages > 1
        ? { label: t(lang, "pager_label", { list: label }), text: t(lang, "pager_text", { page: l.page, pages }), prev: t(lang, "pager_prev"), next: t(lang, "pager_next"), page: l.page, pages }
        : null,
  };
}

const editionLabel = (lang: Lang, e: Edition) => t(lang, `edition_${e}`);
/** A fact, or none when its value is empty. */
export const fact = (term: string, value: string | number | null | undefined): FactView[] => (value === null || value === undefined || value === "" ? [] : [{ term, value: String(value) }]);

/** The open submission. */
export function submissionView(c: StaffContext, st: StaffState["review"]): SubmissionView | null {
  const { lang } = c;
  if (!st.oid) return null;
  const d: SubmissionDto | null = st.detail;
  const failure = st.detailPhase === "error" ? failureText(lang, st.detailError) : "";
  if (!d) {
    return { oid: st.oid, phase: st.detailPhase, error: failure, heading: "", state: "", stateKey: "", facts: [], description: "", reason: "", storyLink: null, claiming: false, files: [], decision: null };
  }
  const facts: FactView[] = [
    ...fact(t(lang, "f_contributor"), `${d.member.name || d.member.code} (${d.member.code})`),
    ...fact(t(lang, "f_application"), t(lang, `contributor_${d.member.contributorStatus}`)),
    ...fact(t(lang, "f_submitted"), timeText(d.submittedAt, lang, c.timeZone)),
    ...fact(t(lang, "f_updated"), d.updatedAt !== d.submittedAt ? timeText(d.updatedAt, lang, c.timeZone) : ""),
    ...fact(t(lang, "f_reviewer"), d.reviewer),
    ...fact(t(lang, "f_type"), t.has(`type_${d.type}`) ? t(lang, `type_${d.type}`) : d.type),
    ...fact(t(lang, "f_subject"), d.subjectCode),
    ...fact(t(lang, "f_shooting_date"), d.shootingDate),
    ...fact(t(lang, "f_keywords"), d.keywords.join(t(lang, "list_separator"))),
    ...fact(t(lang, "f_editions"), d.editions.map((e) => editionLabel(lang, e)).join(t(lang, "list_separator"))),
  ];
  const open = decidable(d.state);
  const files = d.files.map((f, i) => {
    const kind = t(lang, f.mediaType === 5 ? "media_video" : "media_photo");
    const m = f.meta;
    return {
      key: f.relationId,
      heading: t(lang, "file_heading", { n: i + 1, kind }),
      preview: f.previewUrl ? { src: absoluteOn(f.previewUrl, c.fileOrigin), alt: f.caption || t(lang, "file_heading", { n: i + 1, kind }) } : null,
      facts: [...fact(t(lang, "f_caption"), f.caption), ...fact(t(lang, "f_byline"), f.byline), ...fact(t(lang, "f_keywords"), f.keywords.join(t(lang, "list_separator")))],
      meta: [
        ...fact(t(lang, "m_dimensions"), m.width && m.height ? t(lang, "m_dimensions_value", { width: m.width, height: m.height }) : ""),
        ...fact(t(lang, "m_size"), m.size ? formatSize(m.size) : ""),
        ...fact(t(lang, "m_format"), m.fileExt.toUpperCase()),
        ...fact(t(lang, "f_caption"), m.caption),
        ...fact(t(lang, "f_byline"), m.byline),
        ...fact(t(lang, "f_keywords"), m.keywords.join(t(lang, "list_separator"))),
        ...fact(t(lang, "f_shooting_date"), m.shootingDate),
        ...fact(t(lang, "m_color_space"), m.colorSp),
      ],
      similar: f.similar.map((x) => ({
        key: `${x.pcId}:${x.relationId}`,
        href: onSite(x.htmlUrl, c.siteOrigin),
        title: x.title || x.pcId,
        match: x.distance === 0 ? t(lang, "match_same") : t(lang, "match_near", { distance: x.distance }),
        image: x.titleImage ? absoluteOn(x.titleImage, c.fileOrigin) : null,
      })),
      credit: open
        ? { label: t(lang, "credit_label"), hint: t(lang, "credit_hint", { max: CREDIT_MAX }), value: f.byline, error: errorAt(lang, st.problems, `credits.${f.relationId}`) }
        : null,
    };
  });
  return {
    oid: d.oid,
    phase: st.detailPhase,
    error: failure,
    heading: d.title || d.oid,
    state: t(lang, `state_${d.state}`),
    stateKey: d.state,
    facts,
    description: d.description,
    reason: d.reason && (d.state === "rejected" || d.state === "changes") ? t(lang, d.state === "rejected" ? "reason_rejected" : "reason_changes", { reason: d.reason }) : "",
    storyLink: d.htmlUrl ? { href: onSite(d.htmlUrl, c.siteOrigin), label: t(lang, "story_link", { id: d.storyId ?? "" }) } : null,
    claiming: st.busy === "claim",
    files,
    decision: open
      ? {
          editions: REVIEW_EDITIONS.map((e) => ({ value: e, label: editionLabel(lang, e) })),
          busy: st.busy,
          editionsError: errorAt(lang, st.problems, "editions"),
          reasonError: errorAt(lang, st.problems, "reason"),
          alert: failureText(lang, st.failure),
        }
      : null,
  };
}

/** The review panel. */
export function reviewView(c: StaffContext, st: StaffState["review"]): ReviewView {
  const { lang } = c;
  const keys = ["filterLabel", "close", "detailLoading", "claiming", "filesHeading", "metaHeading", "similarHeading", "noSimilar", "noPreview", "approveHeading", "editionsLegend", "approve", "approving", "decideHeading", "reasonLabel", "reasonHint", "reject", "rejecting", "changes", "changing", "noSelection", "descriptionLabel"] as const;
  const s = Object.fromEntries(keys.map((k) => [k, t(lang, `review_${k}`, { max: REASON_MAX })])) as ReviewView["s"];
  return {
    s,
    filter: st.filter,
    filters: REVIEW_FILTERS.map((f) => ({ value: f, label: t(lang, `filter_${f}`) })),
    list: listStatus(c, st.list, t(lang, "review_list_label"), t(lang, "review_empty")),
    items: st.list.items.map((x) => ({
      oid: x.oid,
      title: x.title || x.oid,
      byline: t(lang, "review_item_by", { name: x.member.name || x.member.code }),
      when: timeText(x.submittedAt, lang, c.timeZone),
      dateTime: x.submittedAt,
      state: t(lang, `state_${x.state}`),
      stateKey: x.state,
      selected: st.oid === x.oid,
    })),
    detail: submissionView(c, st),
  };
}

/** The takedowns panel; `licencesOf`: the story whose photos' licences are open in the editor (issue 20). */
export function takedownsView(c: StaffContext, st: StaffState["takedowns"], licencesOf: string | null = null): TakedownsView {
  const { lang } = c;
  const keys = ["searchLabel", "qLabel", "qHint", "withdrawnOnly", "search", "withdraw", "restore", "dialogTitle", "reasonLabel", "reasonHint", "confirm", "working", "cancel", "licences"] as const;
  const s = Object.fromEntries(keys.map((k) => [k, t(lang, `takedown_${k}`, { max: REASON_MAX })])) as TakedownsView["s"];
  const dialogStory = st.withdrawing ? st.list.items.find((x) => x.pcId === st.withdrawing) : undefined;
  return {
    s,
    q: st.q,
    withdrawnOnly: st.withdrawnOnly,
    list: listStatus(c, st.list, t(lang, "takedown_list_label"), t(lang, st.q ? "takedown_empty_search" : "takedown_empty")),
    items: st.list.items.map((x) => ({
      pcId: x.pcId,
      title: x.title || x.pcId,
      href: onSite(x.htmlUrl, c.siteOrigin),
      facts: [
        ...fact(t(lang, "f_story_id"), x.pcId),
        ...fact(t(lang, "f_type"), t.has(`type_${x.type}`) ? t(lang, `type_${x.type}`) : x.type),
        ...fact(t(lang, "f_published"), timeText(x.publishTime, lang, c.timeZone) || x.publishTime),
        ...fact(t(lang, "f_status"), t(lang, x.withdrawn ? "story_withdrawn" : x.status === "online" ? "story_online" : "story_offline")),
      ],
      withdrawn: x.withdrawn ? t(lang, "withdrawn_line", { at: timeText(x.withdrawn.at, lang, c.timeZone), by: x.withdrawn.by, reason: x.withdrawn.reason }) : "",
      action: x.withdrawn ? "restore" : "withdraw",
      actionLabel: t(lang, x.withdrawn ? "takedown_restore_label" : "takedown_withdraw_label", { title: x.title || x.pcId }),
      licencesLabel: t(lang, "takedown_licences_label", { title: x.title || x.pcId }),
      licencesOpen: licencesOf === x.pcId,
      busy: st.busy === x.pcId,
    })),
    dialog: st.withdrawing
      ? { storyTitle: dialogStory?.title || st.withdrawing, reasonError: errorAt(lang, st.problems, "reason"), alert: failureText(lang, st.failure), busy: st.busy === st.withdrawing }
      : null,
  };
}

/** The contributor applications panel. */
export function contributorsView(c: StaffContext, st: StaffState["contributors"]): ApplicationsView {
  const { lang } = c;
  return {
    s: { approve: t(lang, "approve"), reject: t(lang, "reject"), intro: t(lang, "contributors_intro") },
    list: listStatus(c, st.list, t(lang, "contributors_list_label"), t(lang, "contributors_empty")),
    items: st.list.items.map((m) => ({
      key: m.code,
      name: m.name || m.code,
      facts: [...fact(t(lang, "f_code"), m.code), ...fact(t(lang, "f_email"), m.email), ...fact(t(lang, "f_registered"), dateText(m.createdAt, lang, c.timeZone))],
      approveLabel: t(lang, "contributor_approve_label", { name: m.name || m.code }),
      rejectLabel: t(lang, "contributor_reject_label", { name: m.name || m.code }),
      busy: st.busy === m.code,
    })),
  };
}

/** The photographer profiles panel. */
export function photographersView(c: StaffContext, st: StaffState["photographers"]): ApplicationsView {
  const { lang } = c;
  return {
    s: { approve: t(lang, "approve"), reject: t(lang, "reject"), intro: t(lang, "photographers_intro") },
    list: listStatus(c, st.list, t(lang, "photographers_list_label"), t(lang, "photographers_empty")),
    items: st.list.items.map((p) => {
      const name = (lang === "zh" ? p.nameZh : null) || p.name;
      return {
        key: String(p.id),
        name,
        facts: [
          ...fact(t(lang, "f_name_en"), lang === "zh" && p.nameZh ? p.name : ""),
          ...fact(t(lang, "f_name_zh"), lang === "en" ? p.nameZh : ""),
          ...fact(t(lang, "f_code"), p.memberCode),
          ...fact(t(lang, "f_claimed"), t(lang, "claimed_photos", { count: p.claimedPhotos })),
          ...fact(t(lang, "f_registered"), dateText(p.createdAt, lang, c.timeZone)),
        ],
        approveLabel: t(lang, "photographer_approve_label", { name }),
        rejectLabel: t(lang, "photographer_reject_label", { name }),
        busy: st.busy === p.id,
      };
    }),
  };
}

/** A member's roles and quota as facts. */
function memberFacts(c: StaffContext, m: StaffMemberDto): FactView[] {
  const { lang } = c;
  const roles = [m.editor ? t(lang, "role_editor") : "", m.agent ? t(lang, "role_agent") : ""].filter(Boolean);
  return [
    ...fact(t(lang, "f_code"), m.code),
    ...fact(t(lang, "f_email"), m.email),
    ...fact(t(lang, "f_nature"), t(lang, m.nature === 1 ? "nature_1" : "nature_other")),
    ...fact(t(lang, "f_application"), m.nature === 1 ? t(lang, `contributor_${m.contributorStatus}`) : ""),
    ...fact(t(lang, "f_quota"), t(lang, "quota_value", { count: m.downloadQuota })),
    ...fact(t(lang, "f_roles"), roles.length ? roles.join(t(lang, "list_separator")) : t(lang, "role_none")),
  ];
}

/** The members panel. */
export function membersView(c: StaffContext, st: StaffState["members"], me: string | null): MembersView {
  const { lang } = c;
  const keys = ["searchLabel", "qLabel", "qHint", "search", "manage", "close", "quotaHeading", "deltaLabel", "deltaHint", "applyQuota", "grantsHeading", "noGrants", "revoke", "grantHeading", "labelLabel", "grantQuotaLabel", "daysLabel", "grantHint", "addGrant", "rolesHeading", "working"] as const;
  const s = Object.fromEntries(keys.map((k) => [k, t(lang, `members_${k}`, { max: GRANT_QUOTA_MAX, days: GRANT_DAYS_MAX })])) as MembersView["s"];
  const m = st.member;
  return {
    s,
    q: st.q,
    list: listStatus(c, st.list, t(lang, "members_list_label"), t(lang, "members_empty")),
    items: st.list.items.map((x) => ({
      code: x.code,
      name: x.name || x.code,
      facts: memberFacts(c, x),
      open: st.code === x.code,
      manageLabel: t(lang, "members_manage_label", { name: x.name || x.code }),
    })),
    detail: m
      ? {
          code: m.code,
          heading: t(lang, "member_heading", { name: m.name || m.code }),
          facts: memberFacts(c, m),
          busy: st.busy,
          errors: {
            delta: errorAt(lang, st.problems, "delta"),
            label: errorAt(lang, st.problems, "label"),
            quota: errorAt(lang, st.problems, "quota"),
            days: errorAt(lang, st.problems, "days"),
            grant: errorAt(lang, st.problems, "grant"),
          },
          alert: [failureText(lang, st.failure), errorAt(lang, st.problems, "agent", "editor", "roles", "code", "id")].filter(Boolean).join(" "),
          grants: m.grants.map((g) => ({
            id: g.id,
            label: g.label,
            text: [
              g.total === null ? t(lang, "grant_unlimited") : t(lang, "grant_remaining", { remaining: g.remaining ?? 0, total: g.total }),
              g.validUntil ? t(lang, "grant_until", { from: dateText(g.validFrom, lang, c.timeZone), until: dateText(g.validUntil, lang, c.timeZone) }) : t(lang, "grant_from", { from: dateText(g.validFrom, lang, c.timeZone) }),
            ].join(t(lang, "list_separator")),
            state: t(lang, g.revokedAt ? "grant_revoked" : g.active ? "grant_active" : "grant_inactive"),
            active: g.active,
            revocable: !g.revokedAt,
            revokeLabel: t(lang, "grant_revoke_label", { label: g.label }),
            busy: st.busy === `revoke:${g.id}`,
          })),
          roles: STAFF_ROLES.map((role) => {
            const self = role === "editor" && m.code === me;
            return { role, label: t(lang, `role_${role}`), checked: m[role], disabled: self || st.busy !== null, hint: self ? t(lang, "role_self_hint") : t(lang, `role_${role}_hint`) };
          }),
          savedSeq: st.savedSeq,
        }
      : null,
  };
}

/** The audit log panel. */
export function auditView(c: StaffContext, st: StaffState["audit"]): AuditView {
  const { lang } = c;
  const keys = ["caption", "time", "actor", "action", "target", "detail", "readOnly", "refresh"] as const;
  const s = Object.fromEntries(keys.map((k) => [k, t(lang, `audit_${k}`)])) as AuditView["s"];
  return {
    s,
    list: listStatus(c, st.list, t(lang, "audit_caption"), t(lang, "audit_empty")),
    rows: st.list.items.map((e) => ({
      id: e.id,
      time: timeText(e.at, lang, c.timeZone),
      dateTime: e.at,
      actor: e.actor === "cli" ? t(lang, "actor_cli") : e.actor,
      action: t.has(`action_${e.action}`) ? t(lang, `action_${e.action}`) : e.action,
      target: e.target,
      detail: auditDetailPairs(e.detail),
    })),
  };
}

/** The view's props: only the shown panel is built. */
export function staffConsoleProps(c: StaffContext, s: StaffState, on: StaffActions): StaffConsoleViewProps {
  const { lang } = c;
  const gate: StaffConsoleViewProps["gate"] =
    s.access === "checking"
      ? { kind: "checking", title: t(lang, "checking"), text: "", link: null, retryLabel: null }
      : s.access === "guest"
        ? { kind: "guest", title: t(lang, "guest_title"), text: t(lang, "guest_text"), link: { href: c.loginHref, label: t(lang, "guest_login") }, retryLabel: null }
        : s.access === "forbidden"
          ? { kind: "forbidden", title: t(lang, "forbidden_title"), text: t(lang, "forbidden_text"), link: null, retryLabel: null }
          : s.access === "error"
            ? { kind: "error", title: t(lang, "access_failed", { reason: failureText(lang, s.accessError) }), text: "", link: null, retryLabel: t(lang, "retry") }
            : null;
  const shown = gate ? null : s.panel;
  return {
    s: { title: t(lang, "title"), tabsLabel: t(lang, "tabs_label") },
    gate,
    editorLine: s.me ? t(lang, "editor_name", { name: s.me.name || s.me.code }) : "",
    tabs: PANELS.map((id) => ({ id, label: t(lang, `tab_${id}`) })),
    panel: s.panel,
    review: shown === "review" ? reviewView(c, s.review) : null,
    takedowns: shown === "takedowns" ? takedownsView(c, s.takedowns, s.licences.pcId) : null,
    contributors: shown === "contributors" ? contributorsView(c, s.contributors) : null,
    photographers: shown === "photographers" ? photographersView(c, s.photographers) : null,
    members: shown === "members" ? membersView(c, s.members, s.me?.code ?? null) : null,
    audit: shown === "audit" ? auditView(c, s.audit) : null,
    on,
  };
}
