/**
 * Attributes + state → view props for <pw-member-center> (DESIGN §2
 * `<feature>.props.ts`): pure, used by the element and nothing else.
 * Strings come from this feature's catalogue (locale/) in the element's
 * language; URLs from member-center.rules.ts. Issue 20's sections (orders,
 * earnings, organisation) and the shared quota come from commerce.props.ts.
 */
import { attr } from "../core/element.js";
import type { Edition } from "../../common/edition.js";
import { maskPhone } from "../../common/format.js";
import { t, type Lang, type MessageKey } from "./locale/index.js";
import { CONTRIBUTOR_STATUS } from "../../common/staff.js";
import type { EntitlementsView, GrantView, MemberCenterViewProps, ViewItem } from "./MemberCenter.js";
import { grantRows, highlighted, isRecordTab, isUc1, memberUrl, menuFor, pageCount, PAGES, photographerUrl, safeUrl, storeOf, type GrantRow, type ListItem, type Page, type TabId } from "./member-center.rules.js";
import { isOrgAdmin, isSectionTab } from "./commerce.rules.js";
import { earningsView, organisationView, ordersView, sharedQuotaView } from "./commerce.props.js";
import type { OrganisationDto } from "../../common/commerce.js";
import type { Entitlements, MemberCenterState, MemberCenterStore, ReviewNotice } from "./member-center.store.js";

const TAG = "pw-member-center";

/** The default avatar (SPEC §3: under a public resource folder). */
export const DEFAULT_AVATAR = "/public_resource/public/img/default-avatar.svg";

/** The account element shown in each form tab's panel. */
export const FORM_TAGS: Partial<Record<TabId, string>> = {
  profile: "pw-profile-form",
  password: "pw-password-form",
  certificate: "pw-certificate-form",
  bank: "pw-bank-form",
  bindings: "pw-bind-account",
};

/** List tabs whose rows can be removed. */
const REMOVABLE: TabId[] = ["like", "collect"];

/** The parsed attributes. */
export interface MemberCenterAttributes {
  page: Page;
  /** link template of the photographer page ({subjectCode}, {id}) */
  photographerUrl: string;
}

/** Parses the raw attributes (undefined when absent; a bad page logs and falls back to uc2-index). */
export function parseAttributes(raw: Partial<Record<"page" | "photographerUrl", string>>): MemberCenterAttributes {
  return {
    page: attr.enumeration(TAG, "page", raw.page, PAGES, "uc2-index"),
    photographerUrl: attr.string(raw.photographerUrl, "/search.html?subjectCode={subjectCode}"),
  };
}

/** The actions the view calls (the store's). */
export type MemberCenterActions = Pick<MemberCenterStore, "back" | "selectTab" | "goPage" | "remove" | "uploadAvatar" | "confirmLeave" | "cancelLeave" | "orders" | "earnings" | "organisation">;

/** The avatar to show: a same-site or http(s) URL, else the default one. */
export function avatarOf(url: string | null | undefined): string {
  return safeUrl((url ?? "").trim()) ?? DEFAULT_AVATAR;
}

/** A list row in words: a draft's status line, a contribution's review state and reason (issue 19). */
export function viewItem(lang: Lang, it: ListItem): ViewItem {
  const note = it.note === "submitted" || it.note === "draft" ? t(lang, `uc_draft_${it.note}`) : it.note;
  if (!it.review) return { ...it, note, review: null };
  const { state, reason } = it.review;
  return { ...it, note, review: { state, status: t(lang, `uc_review_${state}`), reason: reason ? t(lang, "uc_review_reason", { reason }) : "" } };
}

/** What the live region says of a review event (issue 19): the story, its new state, and the editor's reason when there is one. */
export function reviewSaid(lang: Lang, n: ReviewNotice): string {
  const story = n.title ? t(lang, "uc_review_story", { title: n.title }) : t(lang, "uc_review_untitled");
  const said = t(lang, `uc_review_said_${n.state}`, { story });
  return n.reason ? t(lang, "uc_review_said_with_reason", { said, reason: t(lang, "uc_review_reason", { reason: n.reason }) }) : said;
}

/** The contributor application's notice (issue 19): while applied (0) and when rejected (2); none once approved or for an older server's member without the field. */
export function applicationNotice(lang: Lang, status: number | undefined): MemberCenterViewProps["notice"] {
  if (status === CONTRIBUTOR_STATUS.APPLIED) return { text: t(lang, "uc_applied"), tone: "info" };
  if (status === CONTRIBUTOR_STATUS.REJECTED) return { text: t(lang, "uc_app_rejected"), tone: "warning" };
  return null;
}

/**
 * The download entitlements in words (issue 19): the quota, the active grants, then the past ones; issue 20: a pack's
 * grant is named by its order number with its expiry, and a member in an organisation sees its shared quota.
 */
export function entitlementsView(lang: Lang, e: Entitlements, now: Date, org: OrganisationDto | null = null): EntitlementsView {
  const grant = (g: GrantRow): GrantView => ({
    id: g.id,
    label: g.orderNumber ? t(lang, "uc_ent_order", { number: g.orderNumber }) : g.label,
    amount: g.remaining === null ? t(lang, "uc_ent_unlimited") : t(lang, "uc_ent_left", { count: g.remaining, total: g.total ?? g.remaining }),
    period: g.orderNumber
      ? g.until
        ? t(lang, "uc_ent_until", { until: g.until })
        : t(lang, "uc_ent_no_expiry")
      : g.until
        ? t(lang, "uc_ent_period", { from: g.from, until: g.until })
        : t(lang, "uc_ent_from", { from: g.from }),
    why: g.why === null ? "" : g.why === "revoked" ? t(lang, "uc_ent_why_revoked", { date: g.revoked }) : t(lang, `uc_ent_why_${g.why}`),
  });
  const rows = grantRows(e.grants, now);
  return {
    title: t(lang, "uc_ent_title"),
    quota: e.quota === null ? "" : t(lang, "uc_ent_quota", { count: e.quota }),
    grantsTitle: t(lang, "uc_ent_grants"),
    active: rows.active.map(grant),
    noneText: t(lang, "uc_ent_none"),
    pastTitle: t(lang, "uc_ent_past"),
    past: rows.past.map(grant),
    shared: sharedQuotaView(lang, org, e.grants),
  };
}

/**
 * The view's props for a state.
 * @param idPrefix unique per element (ids of the tabs, panel, name)
 */
export function memberCenterProps(
  lang: Lang,
  a: MemberCenterAttributes,
  s: MemberCenterState,
  edition: Edition,
  actions: MemberCenterActions,
  idPrefix: string,
  now: Date = new Date(),
): MemberCenterViewProps {
  const { page } = a;
  const m = s.member;
  const current = highlighted(page, s.tabs);
  const menu = menuFor(m ? m.nature : isUc1(page) ? 1 : 2, isOrgAdmin(s.organisation, m)).map((it) => ({
    id: it.id,
    label: t(lang, it.label),
    href: memberUrl(it.page, edition, it.query),
    current: it.id === current,
  }));
  // the profile card heads the home page's account tabs only (not the records, nor issue 20's sections)
  const showProfile = !!m && page.endsWith("-index") && !s.tabs.some((tab) => tab === "fee_record" || isSectionTab(tab));
  const formTag = s.tab ? FORM_TAGS[s.tab] : undefined;
  const listTab = s.tab && !formTag && (isRecordTab(s.tab) || storeOf(s.tab)) ? s.tab : null;
  const pages = s.list ? pageCount(s.list.total) : 1;
  const removable = !!listTab && REMOVABLE.includes(listTab);
  return {
    idPrefix,
    title: t(lang, `uc_title_${page.replace("-", "_")}` as MessageKey),
    ready: !!m,
    loadingText: t(lang, "loading"),
    backLabel: t(lang, "uc_back"),
    onBack: () => actions.back(),
    upload: m?.nature === 1 ? { href: memberUrl("uc1-new", edition), label: t(lang, "uc_upload") } : undefined,
    menuLabel: t(lang, "uc_menu"),
    menu,
    notice: m && isUc1(page) ? applicationNotice(lang, m.contributorStatus) : null,
    reviewStatus: m && isUc1(page) ? (s.reviewNotice ? reviewSaid(lang, s.reviewNotice) : "") : null,
    profile:
      showProfile && m
        ? {
            name: m.name,
            code: m.code,
            avatarSrc: avatarOf(m.imgUrl),
            avatarAlt: t(lang, "avatar_alt", { name: m.name }),
            facts: [
              { label: t(lang, "f_mobile"), value: maskPhone(m.mobile) || t(lang, "uc_not_set") },
              { label: t(lang, "f_email"), value: m.email || t(lang, "uc_not_set") },
              { label: t(lang, "uc_points"), value: String(m.point) },
              { label: t(lang, "uc_class"), value: s.className },
            ],
            photographer: m.photographerId ? { href: photographerUrl(a.photographerUrl, m.photographerId), label: t(lang, "uc_photographer") } : undefined,
            changeAvatarLabel: t(lang, "uc_change_avatar"),
            avatarBusy: s.avatarBusy,
            avatarAlert: s.avatarAlert,
            avatarStatus: s.avatarStatus,
            onAvatarFile: (f) => void actions.uploadAvatar(f),
          }
        : undefined,
    tabsLabel: t(lang, "uc_tabs"),
    tabs: s.tabs.map((id) => ({ id, label: t(lang, `uc_tab_${id}`) })),
    selected: s.tab,
    onTab: (id) => actions.selectTab(id as TabId),
    form: formTag ? { tag: formTag, lang } : null,
    entitlements: m && s.entitlements ? entitlementsView(lang, s.entitlements, now, s.organisation ?? null) : undefined,
    list: listTab
      ? {
          items: s.list?.items.map((it) => viewItem(lang, it)) ?? [],
          loading: s.listLoading,
          failed: !s.listLoading && s.list === null,
          emptyText: t(lang, `uc_empty_${listTab}`),
          alert: s.listAlert,
          removeLabel: removable ? (title) => (title ? t(lang, "uc_remove_item", { title }) : t(lang, "uc_remove")) : undefined,
          onRemove: removable ? (oid) => void actions.remove(oid) : undefined,
          page: s.listPage,
          pages,
          pageText: t(lang, "uc_page", { page: s.listPage, pages }),
          prevLabel: t(lang, "uc_prev"),
          nextLabel: t(lang, "uc_next"),
          onPage: (n) => actions.goPage(n),
          listLabel: t(lang, `uc_tab_${listTab}`),
        }
      : undefined,
    orders: m && s.tab === "orders" ? ordersView(lang, s, actions.orders, idPrefix) : undefined,
    earnings: m && s.tab === "earnings" ? earningsView(lang, s, actions.earnings, idPrefix, edition, page) : undefined,
    organisation: (m && s.tab === "organisation" ? organisationView(lang, s, actions.organisation, idPrefix) : null) ?? undefined,
    confirm: {
      open: s.confirming,
      title: t(lang, "uc_leave_title"),
      message: t(lang, "style_1"),
      confirmLabel: t(lang, "uc_leave"),
      cancelLabel: t(lang, "uc_stay"),
      onConfirm: () => actions.confirmLeave(),
      onCancel: () => actions.cancelLeave(),
    },
  };
}
