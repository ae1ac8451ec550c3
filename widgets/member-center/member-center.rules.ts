/**
 * Member-center rules (SPEC §2 uc1-* and uc2-* pages, fee-record tab; §6
 * roles: nature 1 gets the uc1 pages and the upload shortcut, every other
 * nature the uc2 pages; §3 Thumbs-up, Collection, Download and draft
 * records; §7 search stores and their answers as list rows; issue 19: the
 * review state of a contribution, review events, download grants; issue 20:
 * the orders, earnings and organisation sections of the home pages, whose
 * own rules are in commerce.rules.ts). Pure: no
 * React, no DOM, no calls; the page's state and calls are in
 * member-center.store.ts.
 */
import type { Edition } from "../../common/edition.js";
import { REVIEW_STATES, type ReviewEvent, type ReviewState } from "../../common/staff.js";
import { STATUS_SUBMITTED } from "../../common/types.js";
import type { Lang, MessageKey } from "./locale/index.js";
import { isSectionTab, sectionTabOf, type SectionTab } from "./commerce.rules.js";

/** The member pages (SPEC §2). */
export const PAGES = ["uc1-index", "uc1-like", "uc1-upload", "uc1-new", "uc2-index", "uc2-like", "uc2-download"] as const;
export type Page = (typeof PAGES)[number];

/** Whether a page belongs to contributors (nature 1). */
export const isUc1 = (page: Page) => page.startsWith("uc1-");
/** Whether a member of `nature` may see `page` (SPEC §6). */
export const pageFitsNature = (page: Page, nature: number) => isUc1(page) === (nature === 1);

/** Folder of the member pages. */
export const PAGES_DIR = "/public_resource/public/html";

/** URL of a member page in an edition (English adds ?lang=en, the alternate edition /ann, as the login page does). */
export function memberUrl(page: Page, edition: Edition, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (edition === "en") params.set("lang", "en");
  const q = params.toString();
  return `${edition === "ann" ? "/ann" : ""}${PAGES_DIR}/${page}.html${q ? `?${q}` : ""}`;
}

/**
 * Where a member of the other nature goes instead (SPEC §2: "each page
 * redirects a member of the other nature to its own center"): the same kind
 * of page when it exists (favourites ↔ favourites), else the center home.
 */
export function ownPageFor(page: Page, nature: number): Page {
  const kind = nature === 1 ? "uc1" : "uc2";
  const suffix = page.slice(4);
  const same = `${kind}-${suffix}` as Page;
  return (PAGES as readonly string[]).includes(same) ? same : (`${kind}-index` as Page);
}

/**
 * The query a member of the other nature keeps when sent to their own page
 * (ownPageFor): `tab` when that page has the tab (issue 20: the orders a
 * download dialog links to, uc2-index?tab=orders, open as uc1-index?tab=orders
 * for a contributor), else nothing.
 */
export function keptQuery(target: Page, search: string): Record<string, string> {
  const tab = new URLSearchParams(search).get("tab");
  return tab && (tabsFor(target, tab) as string[]).includes(tab) ? { tab } : {};
}

/** One left-menu entry. */
export interface MenuItem {
  id: "index" | "like" | "upload" | "new" | "download" | "fee_record" | SectionTab;
  page: Page;
  query?: Record<string, string>;
  label: MessageKey;
}

/**
 * The left menu of a member kind (SPEC §2, §6). Issue 20: the orders (both
 * kinds), the earnings (contributors) and, for an organisation's admin
 * (uc2), the organisation: tabs of the home page (`?tab=`).
 */
export function menuFor(nature: number, orgAdmin = false): MenuItem[] {
  const kind = nature === 1 ? "uc1" : "uc2";
  const home = `${kind}-index` as Page;
  const orders: MenuItem = { id: "orders", page: home, query: { tab: "orders" }, label: "uc_menu_orders" };
  const fee: MenuItem = { id: "fee_record", page: home, query: { tab: "fee_record" }, label: "uc_menu_fee" };
  if (nature === 1) {
    return [
      { id: "index", page: "uc1-index", label: "uc_menu_index" },
      { id: "like", page: "uc1-like", label: "uc_menu_like" },
      { id: "upload", page: "uc1-upload", query: { tab: "publish" }, label: "uc_menu_upload" },
      { id: "new", page: "uc1-new", label: "uc_menu_new" },
      // contributors' downloads: the download tab list of their favourites page (SPEC §2 has no uc1 download page)
      { id: "download", page: "uc1-like", query: { tab: "download" }, label: "uc_menu_download" },
      orders,
      { id: "earnings", page: home, query: { tab: "earnings" }, label: "uc_menu_earnings" },
      fee,
    ];
  }
  return [
    { id: "index", page: "uc2-index", label: "uc_menu_index" },
    { id: "like", page: "uc2-like", label: "uc_menu_like" },
    { id: "download", page: "uc2-download", label: "uc_menu_download" },
    orders,
    ...(orgAdmin ? [{ id: "organisation", page: home, query: { tab: "organisation" }, label: "uc_menu_organisation" } as MenuItem] : []),
    fee,
  ];
}

export type TabId =
  | "profile" | "password" | "certificate" | "bank" | "bindings"
  | "fee_record" | "point_record"
  | "like" | "collect"
  | "publish" | "draft"
  | "download"
  | SectionTab;

/**
 * The tab list of a page for a `tab` query value; fee_record switches the
 * home page to the records tab list (SPEC §2); download switches uc1-like to
 * the contributor's downloads; issue 20: orders, earnings (uc1) and
 * organisation (uc2) switch the home page to that section alone.
 */
export function tabsFor(page: Page, tab: string | null): TabId[] {
  const suffix = page.slice(4);
  if (suffix === "index") {
    if (tab === "fee_record" || tab === "point_record") return ["fee_record", "point_record"];
    const section = sectionTabOf(page, tab);
    return section ? [section] : ["profile", "password", "certificate", "bank", "bindings"];
  }
  if (suffix === "like") return page === "uc1-like" && tab === "download" ? ["download"] : ["like", "collect"];
  if (suffix === "upload") return ["publish", "draft"];
  if (suffix === "download") return ["download"];
  return [];
}

/** The selected tab: the query's when it is in the list, else the first. */
export function selectedTab(tabs: TabId[], tab: string | null): TabId | null {
  return (tabs as string[]).includes(tab ?? "") ? (tab as TabId) : (tabs[0] ?? null);
}

/** The highlighted left-menu entry: fee_record when that tab list is shown, else the page's own entry (SPEC §2). */
export function highlighted(page: Page, tabs: TabId[]): MenuItem["id"] {
  if (tabs.includes("fee_record")) return "fee_record";
  if (tabs.includes("download")) return "download";
  const section = tabs.find(isSectionTab);
  if (section) return section;
  return page.slice(4) as MenuItem["id"];
}

/** Page size of the lists (SPEC §9 search page size 10). */
export const PAGE_SIZE = 10;

/** The store of a list tab (DESIGN §3.1 search stores). */
export function storeOf(tab: TabId): "ss_thumps_up" | "collection" | "contribution" | "ss_download" | null {
  if (tab === "like") return "ss_thumps_up";
  if (tab === "collect") return "collection";
  if (tab === "publish" || tab === "draft") return "contribution";
  if (tab === "download") return "ss_download";
  return null;
}

/** One row of a list, whatever the record kind. */
export interface ListItem {
  /** the record's oid for deletion (like id, collection key, draft oid) */
  oid: string;
  title: string;
  href: string | null;
  image: string | null;
  date: string;
  /** extra line (status, size …) */
  note: string;
  /** download rows: the photo, downloaded again (for free) by a <pw-download-button> in the row */
  download?: { pcId: string; relationId: string };
  /** contribution rows (issue 19): the editors' review, null for a draft never submitted */
  review?: { state: ReviewState; reason: string } | null;
}

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "");

/** A same-site path or an http(s) URL, else null (no javascript: links from stored documents). */
export function safeUrl(v: unknown): string | null {
  const s = str(v).trim();
  if (/^\/(?![/\\])/.test(s) || /^https?:\/\//i.test(s)) return s;
  return null;
}

/** Maps a stored record of a tab to a list row (SPEC §3 record fields). */
export function toItem(tab: TabId, doc: Record<string, unknown>, lang: Lang, mobile = false): ListItem {
  const html = safeUrl(mobile ? doc.mHtmlUrl ?? doc.htmlUrl : doc.htmlUrl);
  if (tab === "like") {
    return { oid: str(doc.id), title: str(doc.title) || str(doc.caption), href: html, image: safeUrl(doc.titleImage ?? doc.imgUrl), date: str(doc.thumbsUpTime).slice(0, 10), note: str(doc.photographerStr) };
  }
  if (tab === "collect") {
    return { oid: str(doc.key), title: str(doc.story_title) || str(doc.title) || str(doc.content_caption), href: html, image: safeUrl(doc.titleImage ?? doc.imgUrl), date: str(doc.collect_date).slice(0, 10), note: str(doc.content_author_name) };
  }
  if (tab === "download") {
    const relationId = str(doc.contentId ?? doc.relationId);
    return {
      oid: str(doc.oid),
      title: str(doc.title) || str(doc.caption),
      href: safeUrl(doc.articleLink ?? doc.htmlUrl),
      image: safeUrl(doc.imgUrl),
      // as the source writes it ("约1865年"), else the day (records written before it was kept)
      date: str(doc.shootingDateText) || str(doc.shootDate ?? doc.shootingDate).slice(0, 10),
      note: str(doc.photographerStr),
      ...(relationId ? { download: { pcId: str(doc.storyId), relationId } } : {}),
    };
  }
  // contribution drafts
  const submitted = Number(doc.statusId) === STATUS_SUBMITTED;
  const review = reviewOf(doc);
  // issue 19: only an approved story is live and links to its page; any other draft links to its view in uc1-new
  // (the state and reason of a submission, or the form to go on editing); a story submitted before review existed
  // (no review state) links to its page as in issue 11
  const live = submitted && (review ? review.state === "approved" : true);
  const rels = Array.isArray(doc.relationList) ? (doc.relationList as Record<string, unknown>[]) : [];
  const href = live ? html : memberUrl("uc1-new", lang === "en" ? "en" : "zh", { oid: str(doc.oid) });
  return {
    oid: str(doc.oid),
    title: str(doc.title) || str(doc.storyId) || str(doc.oid),
    href,
    image: submitted ? safeUrl(rels[0]?.titleImage ?? rels[0]?.imgUrl ?? rels[0]?.previewUrl) : null,
    date: str(doc.commitDate ?? doc.modifyTime).slice(0, 10),
    note: submitted ? "submitted" : "draft",
    review,
  };
}

/**
 * The review of a contribution document (issue 19: ContributionDraftDto
 * reviewState, reviewReason): null for a draft never submitted, or an
 * unknown state.
 */
export function reviewOf(doc: Record<string, unknown>): { state: ReviewState; reason: string } | null {
  const state = doc.reviewState;
  if (typeof state !== "string" || !(REVIEW_STATES as readonly string[]).includes(state)) return null;
  return { state: state as ReviewState, reason: str(doc.reviewReason) };
}

/** Whether realtime data is a review event (common/staff.ts ReviewEvent) the center can show. */
export function isReviewEvent(v: unknown): v is ReviewEvent {
  if (!v || typeof v !== "object") return false;
  const e = v as Record<string, unknown>;
  return (
    e.type === "review" &&
    typeof e.oid === "string" &&
    e.oid !== "" &&
    typeof e.state === "string" &&
    (REVIEW_STATES as readonly string[]).includes(e.state) &&
    (e.reason === undefined || typeof e.reason === "string")
  );
}

/** The tab a contribution in `state` is listed under: "changes" makes it a draft again, every other state is submitted. */
export const tabOfReview = (state: ReviewState): "publish" | "draft" => (state === "changes" ? "draft" : "publish");

/**
 * A list after a review event (issue 19): the row of that draft gets the
 * new state and reason (an approved one links to its story page). `moved`:
 * the row is not on this page, or the event moves it to the other tab (a
 * request for changes makes a submission a draft again): the list is to be
 * read again.
 */
export function applyReview(tab: TabId, list: ListPage, ev: ReviewEvent): { list: ListPage; moved: boolean } {
  const i = list.items.findIndex((it) => it.oid === ev.oid);
  if (i < 0) return { list, moved: true };
  const old = list.items[i];
  const page = safeUrl(ev.htmlUrl);
  const item: ListItem = { ...old, review: { state: ev.state, reason: ev.reason ?? "" }, ...(ev.state === "approved" && page ? { href: page } : {}) };
  const items = [...list.items];
  items[i] = item;
  return { list: { ...list, items }, moved: tabOfReview(ev.state) !== tab };
}

// issue 20: the dates and grant rows of the entitlements live in commerce.rules.ts with the other sections' rules
export { dayOf, grantRows, type GrantRow, type GrantWhy } from "./commerce.rules.js";

/** Whether a page's tab list shows the member's downloads (and so their download entitlements: quota and grants). */
export const showsEntitlements = (tabs: readonly TabId[]): boolean => tabs.includes("download");

export interface ListPage {
  items: ListItem[];
  total: number;
}

/** The answer of GET /api/store/{store}/search (SPEC §3 Search response). */
export interface StoreSearchResult {
  page_data: Record<string, unknown>[];
  total_count: number;
}

/** The answer of GET /api/web/buy/get_record and web/point/get_record (server routes/records.ts). */
export interface RecordsResult {
  list: Record<string, unknown>[];
  total: number;
}

/**
 * The request of a list tab's page: a search store's (likes, collections,
 * downloads), or for the contributor's stories GET guest/query_story with
 * status "submit" (submitted: under review, approved, rejected) or "draft"
 * (never submitted, or sent back for changes), which carry the review state
 * (issue 19). Both are paged by the server, PAGE_SIZE a page.
 */
export function listRequest(tab: TabId, page: number): { store: NonNullable<ReturnType<typeof storeOf>>; status?: "submit" | "draft"; page: number; rows: number } | null {
  const store = storeOf(tab);
  if (!store) return null;
  if (tab === "publish" || tab === "draft") return { store, status: tab === "publish" ? "submit" : "draft", page, rows: PAGE_SIZE };
  return { store, page, rows: PAGE_SIZE };
}

/**
 * One page of a list tab from the answer of its request (listRequest). A
 * contribution tab keeps only the documents of its kind (statusId 13 =
 * submitted, SPEC §9), should the answer hold others.
 */
export function listPageOf(tab: TabId, result: Partial<StoreSearchResult>, lang: Lang, mobile = false): ListPage {
  let docs = result.page_data ?? [];
  let total = Number(result.total_count ?? docs.length);
  if (tab === "publish" || tab === "draft") {
    const kept = docs.filter((d) => (Number(d.statusId) === STATUS_SUBMITTED) === (tab === "publish"));
    total -= docs.length - kept.length;
    docs = kept;
  }
  return { items: docs.map((d) => toItem(tab, d, lang, mobile)), total };
}

/** One page of fee or point records (`{ list: [{ id, title, amount, htmlUrl, createTime }], total }`) as list rows. */
export function recordsPageOf(data: Partial<RecordsResult>): ListPage {
  const list = data.list ?? [];
  return {
    items: list.map((d) => ({
      oid: str(d.id),
      title: str(d.title) || str(d.description) || str(d.remark),
      href: safeUrl(d.htmlUrl ?? d.articleLink),
      image: null,
      date: str(d.createTime ?? d.time).slice(0, 10),
      note: str(d.amount ?? d.point ?? d.cost),
    })),
    total: Number(data.total ?? list.length),
  };
}

/** Whether a tab shows fee or point records (web/buy, web/point get_record) rather than a store. */
export const isRecordTab = (tab: TabId): tab is "fee_record" | "point_record" => tab === "fee_record" || tab === "point_record";

/** Number of pages for a total (at least 1). */
export function pageCount(total: number, size = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The photographer link of a member with a photographerId (SPEC §1, §3
 * photographer status lookup: subject codes photographer_<id>): the search
 * page with that subject code.
 */
export function photographerUrl(template: string, photographerId: number): string {
  return template.replace("{id}", String(photographerId)).replace("{subjectCode}", encodeURIComponent(JSON.stringify([`photographer_${photographerId}`])));
}

/**
 * Edition of a member page: /ann prefix → alternate; `?lang=en` → English
 * (as common/edition.ts loginUrl and the login-status links write it); else Chinese.
 */
export function pageEdition(pathname: string, search: string): Edition {
  if (pathname === "/ann" || pathname.startsWith("/ann/")) return "ann";
  return new URLSearchParams(search).get("lang") === "en" ? "en" : "zh";
}

/** Input types that never count as "filled" for the back-button rule. */
const IGNORED_INPUTS = new Set(["radio", "hidden", "submit", "button", "reset", "image"]);

/**
 * The back-button rule (SPEC §2 Overlays, §8 style_1): whether a field
 * counts as filled — any input except radios (and buttons, hidden fields)
 * with a non-blank value, a checked checkbox, or a chosen file; textareas too.
 */
export function isFilled(field: { tagName: string; type?: string; value?: string; checked?: boolean; disabled?: boolean }): boolean {
  if (field.disabled) return false;
  const tag = field.tagName.toLowerCase();
  if (tag === "textarea") return (field.value ?? "").trim() !== "";
  if (tag !== "input") return false;
  const type = (field.type ?? "text").toLowerCase();
  if (IGNORED_INPUTS.has(type)) return false;
  if (type === "checkbox") return !!field.checked;
  return (field.value ?? "").trim() !== "";
}
