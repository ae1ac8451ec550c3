/**
 * `<pw-member-center page="…">`: a member-centre page (SPEC §2: uc1-index,
 * uc1-like, uc1-upload?tab=publish, uc1-new for nature 1; uc2-index,
 * uc2-like, uc2-download for other natures; §6 roles). A guest is sent to
 * the login page, a member of the other nature to their own centre. Home:
 * the profile (avatar change, masked mobile, email, points, member class,
 * photographer link) and tabs with profile editing, password change,
 * certificate and bank details and third-party accounts; `?tab=fee_record`
 * switches the left-menu highlight and the tab list to the fee and point
 * records. Favourites: likes and collections with paging, removal and
 * links back to the stories. The top upload link shows for nature 1 only.
 * The back button asks for confirmation (style_1) when a non-radio input
 * is filled. Content of uc1-new (the upload widget) goes in the slot.
 *
 * @summary Member centre page frame and sections.
 * @attr page - uc1-index | uc1-like | uc1-upload | uc1-new | uc2-index | uc2-like | uc2-download (default uc2-index)
 * @attr photographer-url - link of the photographer's stories; `{subjectCode}` is replaced by the JSON array ["photographer_<id>"] (URI-encoded), `{id}` by the id (default "/search.html?subjectCode={subjectCode}")
 * @slot - content of the page's main area under the tabs (e.g. the upload widget on uc1-new)
 * @event pw-member-center-redirect - cancelable; a guest or a member of the other nature is about to be sent away; detail `{ to, reason: "guest" | "nature" }`
 * @event pw-member-center-back - cancelable; the back button is about to leave the page; detail `{ confirmed }`
 * @csspart base - the whole centre
 * @csspart topbar - the bar with back button, title and upload link
 * @csspart back - the back button
 * @csspart upload - the upload link (nature 1)
 * @csspart menu - the left menu
 * @csspart profile - the profile card
 * @csspart avatar - the avatar image
 * @csspart tabs - the tab list
 * @csspart panel - the selected tab's panel
 * @csspart dialog - the confirmation dialog
 * @cssproperty --pw-color-primary - buttons, highlights
 * @cssproperty --pw-member-center-menu-width - left menu width (12rem)
 * @cssproperty --pw-focus-ring - focus outline
 */
import { createElement, useId, type ReactNode } from "react";
import "../account/bank-form.element.js";
import "../account/bind-account.element.js";
import "../account/certificate-form.element.js";
import "../account/password-form.element.js";
import "../account/profile-form.element.js";
import { attr } from "../core/element.js";
import { maskPhone } from "../core/format.js";
import { t } from "../core/i18n/index.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./member-center.css";
import { MemberCenter, type MemberCenterViewProps } from "./MemberCenter.js";
import { isUc1, memberUrl, menuFor, highlighted, pageCount, PAGES, photographerUrl, type Page, type TabId } from "./member-center.logic.js";
import { useMemberCenter } from "./use-member-center.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-member-center-redirect": CustomEvent<{ to: string; reason: "guest" | "nature" }>;
    "pw-member-center-back": CustomEvent<{ confirmed: boolean }>;
  }
}

const TAG = "pw-member-center";
const ATTRS = ["page", "photographerUrl"] as const;
const DEFAULT_AVATAR = "/public_resource/public/img/default-avatar.svg";
const FORM_TAGS: Partial<Record<TabId, string>> = {
  profile: "pw-profile-form",
  password: "pw-password-form",
  certificate: "pw-certificate-form",
  bank: "pw-bank-form",
  bindings: "pw-bind-account",
};
const REMOVABLE: TabId[] = ["like", "collect"];

function avatarOf(url: string | null | undefined): string {
  const u = (url ?? "").trim();
  return /^\/(?![/\\])/.test(u) || /^https?:\/\//i.test(u) ? u : DEFAULT_AVATAR;
}

function MemberCenterElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const page = attr.enumeration(TAG, "page", attrs.page, PAGES, "uc2-index") as Page;
  const phTemplate = attr.string(attrs.photographerUrl, "/search.html?subjectCode={subjectCode}");
  const uid = useId().replace(/:/g, "");
  const c = useMemberCenter(page, lang, host);
  const m = c.member;
  const tabs = c.tabs;
  const current = highlighted(page, tabs);
  const menu = (m ? menuFor(m.nature) : menuFor(isUc1(page) ? 1 : 2)).map((it) => ({
    id: it.id,
    label: t(lang, it.label),
    href: memberUrl(it.page, c.edition, it.query),
    current: it.id === current,
  }));
  const showProfile = !!m && page.endsWith("-index") && !tabs.includes("fee_record");
  const listTab = c.tab && !FORM_TAGS[c.tab] ? c.tab : null;
  const pages = c.list ? pageCount(c.list.total) : 1;
  let panel: ReactNode = null;
  if (c.tab && FORM_TAGS[c.tab]) panel = createElement(FORM_TAGS[c.tab]!, { lang });
  const slot = createElement("slot", null);
  const props: MemberCenterViewProps = {
    idPrefix: `uc${uid}`,
    title: t(lang, `uc_title_${page.replace("-", "_")}`),
    ready: !!m,
    loadingText: t(lang, "loading"),
    backLabel: t(lang, "uc_back"),
    onBack: () => c.back(),
    upload: m?.nature === 1 ? { href: memberUrl("uc1-new", c.edition), label: t(lang, "uc_upload") } : undefined,
    menuLabel: t(lang, "uc_menu"),
    menu,
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
              { label: t(lang, "uc_class"), value: c.className || "" },
            ],
            photographer: m.photographerId ? { href: photographerUrl(phTemplate, m.photographerId), label: t(lang, "uc_photographer") } : undefined,
            changeAvatarLabel: t(lang, "uc_change_avatar"),
            avatarBusy: c.avatarBusy,
            avatarAlert: c.avatarAlert,
            avatarStatus: c.avatarStatus,
            onAvatarFile: (f) => void c.uploadAvatar(f),
          }
        : undefined,
    tabsLabel: t(lang, "uc_tabs"),
    tabs: tabs.map((id) => ({ id, label: t(lang, `uc_tab_${id}`) })),
    selected: c.tab,
    onTab: (id) => c.selectTab(id as TabId),
    panel: createElement("div", null, panel, slot),
    list: listTab
      ? {
          items: c.list?.items.map((it) => ({ ...it, note: it.note === "submitted" || it.note === "draft" ? t(lang, `uc_draft_${it.note}`) : it.note })) ?? [],
          loading: c.listLoading,
          failed: !c.listLoading && c.list === null,
          emptyText: t(lang, `uc_empty_${listTab}`),
          alert: c.listAlert,
          removeLabel: REMOVABLE.includes(listTab) ? (title) => (title ? t(lang, "uc_remove_item", { title }) : t(lang, "uc_remove")) : undefined,
          onRemove: REMOVABLE.includes(listTab) ? (oid) => void c.remove(oid) : undefined,
          page: c.listPage,
          pages,
          pageText: t(lang, "uc_page", { page: c.listPage, pages }),
          prevLabel: t(lang, "uc_prev"),
          nextLabel: t(lang, "uc_next"),
          onPage: c.goPage,
          listLabel: t(lang, `uc_tab_${listTab}`),
        }
      : undefined,
    confirm: {
      open: c.confirming,
      title: t(lang, "uc_leave_title"),
      message: t(lang, "style_1"),
      confirmLabel: t(lang, "uc_leave"),
      cancelLabel: t(lang, "uc_stay"),
      onConfirm: c.confirmLeave,
      onCancel: c.cancelLeave,
    },
  };
  return createElement(MemberCenter, props);
}

defineWidget(TAG, MemberCenterElement, { attributes: ATTRS, css });
