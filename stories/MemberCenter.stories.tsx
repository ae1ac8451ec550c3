/**
 * <pw-member-center> view (widgets/member-center/MemberCenter.tsx) on every
 * member page (SPEC §2 uc1-*, uc2-*), with the props member-center.element.ts
 * computes: the left menu of the member's nature with its highlight
 * (member-center.logic menuFor, highlighted, memberUrl), the tab list and the
 * selected tab (tabsFor, selectedTab; `?tab=fee_record` switches the home
 * page to the records), the profile card (maskPhone, "not set"), list tabs
 * with rows mapped by toItem, paging (pageCount) and removal, and the back
 * confirmation (style_1). Form tabs show the account views in their own
 * shadow root with account.css, as the nested elements do. Every string is
 * from the catalogue in the toolbar language.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type ReactNode } from "react";
import { fn } from "storybook/test";
import { maskPhone } from "../widgets/core/format.js";
import { t, type Lang, type MessageKey } from "../widgets/core/i18n/index.js";
import type { Member } from "../widgets/core/session.js";
import { BindAccount } from "../widgets/account/BindAccount.js";
import { ProfileForm } from "../widgets/account/ProfileForm.js";
import { SimpleForm } from "../widgets/account/SimpleForm.js";
import accountCss from "../widgets/account/account.css?raw";
import { EMPTY_PASSWORD } from "../widgets/account/member-forms.logic.js";
import { MemberCenter, type ListProps, type MemberCenterViewProps } from "../widgets/member-center/MemberCenter.js";
import css from "../widgets/member-center/member-center.css?raw";
import {
  highlighted,
  isUc1,
  memberUrl,
  menuFor,
  pageCount,
  PAGE_SIZE,
  PAGES,
  photographerUrl,
  selectedTab,
  tabsFor,
  toItem,
  type ListItem,
  type Page,
  type TabId,
} from "../widgets/member-center/member-center.logic.js";
import { anyFilled } from "../widgets/member-center/use-member-center.js";
import defaultAvatar from "../pages/public_resource/public/img/default-avatar.svg?url";
import {
  BINDINGS,
  bankProps,
  bindProps,
  certificateProps,
  CODE_IDLE,
  editionOfLang,
  FORM_IDLE,
  passwordProps,
  PROFILE_CONTACTS,
  PROFILE_FILLED,
  profileProps,
  svgPicture,
} from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

/** Tabs whose panel is an account element (FORM_TAGS of the element); the others are lists. */
const FORM_TABS: TabId[] = ["profile", "password", "certificate", "bank", "bindings"];
const REMOVABLE: TabId[] = ["like", "collect"];

type Args = {
  page: Page;
  /** the page's `?tab=` value ("" for none) */
  tab: string;
  /** the member is known (false: the "loading…" frame) */
  ready: boolean;
  /** the member (SPEC §3 Member: data, not catalogue strings); nature follows the page */
  name: string;
  code: string;
  mobile: string;
  email: string;
  point: number;
  /** member class name (GET guest/getByUcMemberClass); "" when unknown */
  className: string;
  /** the member has a photographer page (photographerId) */
  photographer: boolean;
  avatar: "photo" | "default";
  avatarBusy: boolean;
  avatarAlertKey: MessageKey | "";
  /** the uc_avatar_done status line */
  avatarDone: boolean;
  /** the selected list tab's state */
  list: "items" | "empty" | "loading" | "failed";
  /** records in the whole list (paging: 10 a page) */
  total: number;
  listPage: number;
  /** catalogue key of a failed removal's message ("" for none) */
  listAlertKey: MessageKey | "";
  /** the back-confirmation dialog is open */
  confirming: boolean;
  onBack: () => void;
  onTab: (id: string) => void;
  onRemove: (oid: string) => void;
  onPage: (n: number) => void;
  onAvatarFile: (file: File | undefined) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

const TITLES = ["城市晨光", "山间云海", "老街记忆", "冬日渔村", "夜色长桥", "麦田守望", "古镇雨巷", "高原星空", "湖畔秋色", "雪后故宫"];
const AUTHORS = ["李摄影", "Wang Reader", "陈光", "Anna Schmidt"];

/** Stored records of a list tab (SPEC §3 field names), mapped to rows by toItem as loadList does. */
function sampleRows(tab: TabId, lang: Lang, count: number, offset: number): ListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    const title = TITLES[n % TITLES.length];
    const date = `2026-0${1 + (n % 9)}-1${n % 10}T08:30:00+08:00`;
    const author = AUTHORS[n % AUTHORS.length];
    const html = `/2026/0${1 + (n % 9)}/story-${1000 + n}.html`;
    let doc: Record<string, unknown>;
    if (tab === "like") doc = { id: `like-${n}`, title, htmlUrl: html, thumbsUpTime: date, photographerStr: author };
    else if (tab === "collect") doc = { key: `col-${n}`, story_title: title, htmlUrl: html, collect_date: date, content_author_name: author };
    else if (tab === "download") doc = { oid: `dl-${n}`, title, articleLink: html, shootDate: date, photographerStr: author };
    else doc = { oid: `ctb-${n}`, title, statusId: tab === "publish" ? 13 : 1, commitDate: date };
    const item = toItem(tab, doc, lang);
    // toItem keeps same-site or http(s) images only; the stories use inline pictures (no network), the last row none
    const withImage = tab !== "publish" && tab !== "draft" && i !== count - 1;
    return { ...item, image: withImage ? svgPicture("landscape", (n * 47) % 360) : null };
  });
}

/** Fee or point records as loadRecords maps them (title, date, amount or points). */
function sampleRecords(tab: "fee_record" | "point_record", count: number, offset: number): ListItem[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    return {
      oid: `${tab}-${n}`,
      title: tab === "fee_record" ? `${TITLES[n % TITLES.length]} · 高清下载` : `签到积分 #${n + 1}`,
      href: tab === "fee_record" ? `/2026/03/story-${1000 + n}.html` : null,
      image: null,
      date: `2026-03-${String(1 + (n % 28)).padStart(2, "0")}`,
      note: tab === "fee_record" ? `¥${(20 + n * 5).toFixed(2)}` : `+${5 + (n % 3) * 5}`,
    };
  });
}

/** The panel of a form tab: the account element's view in its own shadow root. */
function formPanel(tab: TabId, lang: Lang): ReactNode {
  let view: ReactNode = null;
  if (tab === "profile")
    view = (
      <ProfileForm
        {...profileProps(lang, {
          values: PROFILE_FILLED,
          form: FORM_IDLE,
          loading: false,
          failed: false,
          showMobileCode: false,
          showEmailCode: false,
          mobileCode: CODE_IDLE,
          emailCode: CODE_IDLE,
        })}
      />
    );
  else if (tab === "password") view = <SimpleForm {...passwordProps(lang, EMPTY_PASSWORD, FORM_IDLE)} />;
  else if (tab === "certificate") view = <SimpleForm {...certificateProps(lang, { certType: "id_card", name: "李摄影", certNumber: "11010519491231002X" }, FORM_IDLE)} />;
  else if (tab === "bank") view = <SimpleForm {...bankProps(lang, { bank: "中国工商银行北京朝阳支行", accountName: "李摄影", accountNumber: "" }, "**** 5678", FORM_IDLE)} />;
  else if (tab === "bindings") view = <BindAccount {...bindProps(lang, { kind: "list", member: true, bindings: BINDINGS }, { busy: false, alertKey: "", status: "" })} />;
  return view ? (
    <InShadow css={accountCss} lang={lang}>
      {view}
    </InShadow>
  ) : null;
}

/** The props member-center.element.ts passes for this state. */
function viewProps(lang: Lang, a: Args, tabOverride?: TabId | null): MemberCenterViewProps {
  const edition = editionOfLang(lang);
  const nature = isUc1(a.page) ? 1 : 2;
  const m: Member | null = a.ready
    ? {
        id: 7,
        name: a.name,
        mobile: a.mobile || null,
        email: a.email || null,
        imgUrl: a.avatar === "photo" ? svgPicture("portrait", 20) : defaultAvatar,
        idCard: null,
        code: a.code,
        nature,
        photographerId: a.photographer ? 42 : null,
        photographerInfoObj: null,
        point: a.point,
        ucMemberClass: { type: 1 },
      }
    : null;
  const tabQuery = tabOverride ?? (a.tab || null);
  const tabs = tabsFor(a.page, tabQuery);
  const tab = selectedTab(tabs, tabQuery);
  const current = highlighted(a.page, tabs);
  const menu = menuFor(nature).map((it) => ({
    id: it.id,
    label: t(lang, it.label),
    href: memberUrl(it.page, edition, it.query),
    current: it.id === current,
  }));
  const showProfile = !!m && a.page.endsWith("-index") && !tabs.includes("fee_record");
  const listTab = tab && !FORM_TABS.includes(tab) ? tab : null;
  const pages = pageCount(a.total);
  const pageNo = Math.min(Math.max(1, a.listPage), pages);
  let list: ListProps | undefined;
  if (listTab && m) {
    const count = a.list === "items" ? Math.max(0, Math.min(PAGE_SIZE, a.total - (pageNo - 1) * PAGE_SIZE)) : 0;
    const rows =
      listTab === "fee_record" || listTab === "point_record"
        ? sampleRecords(listTab, count, (pageNo - 1) * PAGE_SIZE)
        : sampleRows(listTab, lang, count, (pageNo - 1) * PAGE_SIZE);
    const shownPages = a.list === "items" ? pages : 1;
    list = {
      items: rows.map((it) => ({ ...it, note: it.note === "submitted" || it.note === "draft" ? t(lang, `uc_draft_${it.note}`) : it.note })),
      loading: a.list === "loading",
      failed: a.list === "failed",
      emptyText: t(lang, `uc_empty_${listTab}`),
      alert: a.listAlertKey ? t(lang, a.listAlertKey) : "",
      removeLabel: REMOVABLE.includes(listTab) ? (title) => (title ? t(lang, "uc_remove_item", { title }) : t(lang, "uc_remove")) : undefined,
      onRemove: REMOVABLE.includes(listTab) ? a.onRemove : undefined,
      page: a.list === "items" ? pageNo : 1,
      pages: shownPages,
      pageText: t(lang, "uc_page", { page: a.list === "items" ? pageNo : 1, pages: shownPages }),
      prevLabel: t(lang, "uc_prev"),
      nextLabel: t(lang, "uc_next"),
      onPage: a.onPage,
      listLabel: t(lang, `uc_tab_${listTab}`),
    };
  }
  return {
    idPrefix: "uc-story",
    title: t(lang, `uc_title_${a.page.replace("-", "_")}`),
    ready: !!m,
    loadingText: t(lang, "loading"),
    backLabel: t(lang, "uc_back"),
    onBack: a.onBack,
    upload: m?.nature === 1 ? { href: memberUrl("uc1-new", edition), label: t(lang, "uc_upload") } : undefined,
    menuLabel: t(lang, "uc_menu"),
    menu,
    profile:
      showProfile && m
        ? {
            name: m.name,
            code: m.code,
            avatarSrc: m.imgUrl,
            avatarAlt: t(lang, "avatar_alt", { name: m.name }),
            facts: [
              { label: t(lang, "f_mobile"), value: maskPhone(m.mobile) || t(lang, "uc_not_set") },
              { label: t(lang, "f_email"), value: m.email || t(lang, "uc_not_set") },
              { label: t(lang, "uc_points"), value: String(m.point) },
              { label: t(lang, "uc_class"), value: a.className },
            ],
            photographer: m.photographerId ? { href: photographerUrl("/search.html?subjectCode={subjectCode}", m.photographerId), label: t(lang, "uc_photographer") } : undefined,
            changeAvatarLabel: t(lang, "uc_change_avatar"),
            avatarBusy: a.avatarBusy,
            avatarAlert: a.avatarAlertKey ? t(lang, a.avatarAlertKey) : "",
            avatarStatus: a.avatarDone ? t(lang, "uc_avatar_done") : "",
            onAvatarFile: a.onAvatarFile,
          }
        : undefined,
    tabsLabel: t(lang, "uc_tabs"),
    tabs: tabs.map((id) => ({ id, label: t(lang, `uc_tab_${id}`) })),
    selected: tab,
    onTab: a.onTab,
    panel: <div>{tab && FORM_TABS.includes(tab) && m ? formPanel(tab, lang) : null}</div>,
    list,
    confirm: {
      open: a.confirming,
      title: t(lang, "uc_leave_title"),
      message: t(lang, "style_1"),
      confirmLabel: t(lang, "uc_leave"),
      cancelLabel: t(lang, "uc_stay"),
      onConfirm: a.onConfirm,
      onCancel: a.onCancel,
    },
  };
}

const meta: Meta<Args> = {
  title: "Widgets/pw-member-center",
  args: {
    page: "uc1-index",
    tab: "",
    ready: true,
    name: "李摄影",
    code: "li_sheying",
    mobile: PROFILE_CONTACTS.mobile,
    email: PROFILE_CONTACTS.email,
    point: 1280,
    className: "金牌摄影师",
    photographer: true,
    avatar: "photo",
    avatarBusy: false,
    avatarAlertKey: "",
    avatarDone: false,
    list: "items",
    total: 23,
    listPage: 1,
    listAlertKey: "",
    confirming: false,
    onBack: fn(),
    onTab: fn(),
    onRemove: fn(),
    onPage: fn(),
    onAvatarFile: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    page: { control: "select", options: PAGES },
    tab: { control: "select", options: ["", "profile", "password", "certificate", "bank", "bindings", "fee_record", "point_record", "like", "collect", "publish", "draft", "download"] },
    avatar: { control: "inline-radio", options: ["photo", "default"] },
    list: { control: "inline-radio", options: ["items", "empty", "loading", "failed"] },
    total: { control: { type: "number", min: 0, max: 200 } },
    listPage: { control: { type: "number", min: 1, max: 20 } },
    avatarAlertKey: { control: "select", options: ["", "api_tools_1", "invalid_param", "too_many_requests"] },
    listAlertKey: { control: "select", options: ["", "api_tools_1", "access_denied"] },
  },
  parameters: { layout: "padded" },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <MemberCenter {...viewProps(lang, a)} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

// --- frame, menu and profile card ---------------------------------------------------------

/** The member is not known yet: the top bar and "loading…" in the reserved frame. */
export const Loading: Story = { args: { ready: false } };

/** uc1-index (contributor): menu with "home" highlighted, upload link, profile card with photographer link, profile tab. */
export const Uc1Home: Story = {};

/** uc2-index (member, nature 2): no upload link, the uc2 menu (downloads), default avatar, no mobile (not set), no photographer page. */
export const Uc2Home: Story = {
  args: { page: "uc2-index", name: "Wang Reader", code: "wang_reader", mobile: "", avatar: "default", photographer: false, className: "", point: 0 },
};

/** A long name and email in the card. */
export const ProfileCardLongText: Story = {
  args: { name: "Alexandra Konstantinopoulou-Whitmore", code: "alexandra_kw_2026", email: "alexandra.konstantinopoulou-whitmore@example.org" },
};

/** Avatar upload running: the change button is aria-busy and its input disabled. */
export const AvatarUploading: Story = { args: { avatarBusy: true } };

/** Avatar upload refused: the message in the card's alert line. */
export const AvatarError: Story = { args: { avatarAlertKey: "invalid_param" } };

/** Avatar changed: uc_avatar_done. */
export const AvatarDone: Story = { args: { avatarDone: true } };

// --- home tabs --------------------------------------------------------------------------

/** Password tab (the pw-password-form view inside). */
export const TabPassword: Story = { args: { tab: "password" } };

/** Certificate tab. */
export const TabCertificate: Story = { args: { tab: "certificate" } };

/** Bank details tab. */
export const TabBank: Story = { args: { tab: "bank" } };

/** Third-party accounts tab. */
export const TabBindings: Story = { args: { tab: "bindings" } };

/** uc1-index?tab=fee_record: menu highlight moves to "fee records", tabs become fee/point records, no profile card. */
export const Uc1FeeRecord: Story = { args: { tab: "fee_record", total: 14 } };

/** uc2-index?tab=fee_record. */
export const Uc2FeeRecord: Story = { args: { page: "uc2-index", tab: "fee_record", total: 4, name: "Wang Reader", code: "wang_reader" } };

/** Fee records, none yet. */
export const FeeRecordEmpty: Story = { args: { tab: "fee_record", list: "empty", total: 0 } };

/** Fee records loading (aria-busy list). */
export const FeeRecordLoading: Story = { args: { tab: "fee_record", list: "loading" } };

/** Point records tab. */
export const PointRecord: Story = { args: { tab: "point_record", total: 8 } };

// --- favourites ---------------------------------------------------------------------------

/** uc1-like: likes with pictures, removal buttons ("remove “title”" for screen readers) and paging (page 1 of 3). */
export const FavouritesLikes: Story = { args: { page: "uc1-like", total: 23 } };

/** Collections tab. */
export const FavouritesCollections: Story = { args: { page: "uc1-like", tab: "collect", total: 6 } };

/** The last page (page 3 of 3: three rows, "next" disabled). */
export const FavouritesLastPage: Story = { args: { page: "uc1-like", total: 23, listPage: 3 } };

/** uc2-like (nature 2 menu, "my favourites" highlighted). */
export const Uc2Favourites: Story = { args: { page: "uc2-like", name: "Wang Reader", code: "wang_reader", total: 5 } };

/** No likes yet: uc_empty_like. */
export const FavouritesEmpty: Story = { args: { page: "uc1-like", list: "empty", total: 0 } };

/** No collections yet: uc_empty_collect. */
export const CollectionsEmpty: Story = { args: { page: "uc1-like", tab: "collect", list: "empty", total: 0 } };

/** Loading the list. */
export const FavouritesLoading: Story = { args: { page: "uc1-like", list: "loading" } };

/** The list could not be loaded: nothing is shown (SPEC §8 "failed to get list" is logged only). */
export const FavouritesLoadFailed: Story = { args: { page: "uc1-like", list: "failed" } };

/** A removal failed: its message in the list's alert line, rows kept. */
export const FavouritesRemoveError: Story = { args: { page: "uc1-like", total: 6, listAlertKey: "api_tools_1" } };

// --- other pages ------------------------------------------------------------------------------

/** uc1-upload?tab=publish: submitted stories (no pictures, no removal). */
export const Uc1Submitted: Story = { args: { page: "uc1-upload", tab: "publish", total: 3 } };

/** uc1-upload drafts. */
export const Uc1Drafts: Story = { args: { page: "uc1-upload", tab: "draft", total: 2 } };

/** uc1-new: no tabs; the upload widget goes in the slot (empty here). */
export const Uc1New: Story = { args: { page: "uc1-new" } };

/** uc2-download: downloads. */
export const Uc2Downloads: Story = { args: { page: "uc2-download", name: "Wang Reader", code: "wang_reader", total: 12 } };

/** uc2-download, none yet. */
export const Uc2DownloadsEmpty: Story = { args: { page: "uc2-download", name: "Wang Reader", code: "wang_reader", list: "empty", total: 0 } };

// --- back confirmation ------------------------------------------------------------------------

/** Back with a filled input: the modal confirmation (style_1), "stay" focused first. */
export const BackConfirmation: Story = { args: { confirming: true } };

/**
 * Click the tabs (arrow keys, Home, End move between them) and the back
 * button: as use-member-center.ts, the dialog opens only when a non-radio
 * input on the page is filled (anyFilled, looking into shadow roots) —
 * the profile tab's inputs are filled, the password tab's are empty.
 */
export const Interactive: Story = {
  render: (a, { globals }) => <CentreDemo lang={storyLang(globals)} start={a} />,
};

function CentreDemo({ lang, start }: { lang: Lang; start: Args }) {
  const first = selectedTab(tabsFor(start.page, start.tab || null), start.tab || null);
  const [tab, setTab] = useState<TabId | null>(first);
  const [listPage, setListPage] = useState(start.listPage);
  const [confirming, setConfirming] = useState(false);
  const props = viewProps(
    lang,
    {
      ...start,
      listPage,
      confirming,
      onTab: (id) => {
        start.onTab(id);
        setTab(id as TabId);
        setListPage(1);
      },
      onPage: (n) => {
        start.onPage(n);
        setListPage(n);
      },
      onBack: () => {
        start.onBack();
        if (anyFilled(document)) setConfirming(true);
      },
      onConfirm: () => {
        start.onConfirm();
        setConfirming(false);
      },
      onCancel: () => {
        start.onCancel();
        setConfirming(false);
      },
    },
    tab,
  );
  return (
    <InShadow css={css} lang={lang}>
      <MemberCenter {...props} />
    </InShadow>
  );
}
