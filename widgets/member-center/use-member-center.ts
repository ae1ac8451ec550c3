/**
 * Hook over member-center.logic: the member (a guest goes to the login
 * page, a member of the other nature to their own centre), the tab list and
 * selected tab (kept in the address as ?tab=), the list of the selected
 * tab with paging and removal, the member class name, the avatar upload,
 * and the back button's confirmation when a non-radio input is filled.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { ApiCallError, call, navigation } from "../core/api.js";
import { homeUrl, loginUrl } from "../core/edition.js";
import { t, type Lang } from "../core/i18n/index.js";
import { getMember, onMemberChange, setMember, type Member } from "../core/session.js";
import {
  isFilled,
  loadClassName,
  loadList,
  loadRecords,
  memberUrl,
  ownPageFor,
  pageCount,
  pageEdition,
  pageFitsNature,
  removeItem,
  selectedTab,
  tabsFor,
  type ListPage,
  type Page,
  type TabId,
} from "./member-center.logic.js";

/** Whether any non-radio input or textarea under `root` is filled, looking into open shadow roots too. */
export function anyFilled(root: ParentNode): boolean {
  for (const el of Array.from(root.querySelectorAll("*"))) {
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && isFilled(el)) return true;
    if (el.shadowRoot && anyFilled(el.shadowRoot)) return true;
  }
  return false;
}

/**
 * Dispatches a cancelable, bubbling, composed `pw-member-center-…` event;
 * returns false when a listener called preventDefault (the host handles it).
 */
export function announce<K extends "pw-member-center-redirect" | "pw-member-center-back">(
  host: HTMLElement,
  name: K,
  detail: GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never,
): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: true }));
}

export function useMemberCenter(page: Page, lang: Lang, host: HTMLElement) {
  const edition = pageEdition(location.pathname, location.search);
  const [member, setMemberState] = useState<Member | null | undefined>(undefined);
  const [tab, setTab] = useState<TabId | null>(() => {
    const q = new URLSearchParams(location.search).get("tab");
    return selectedTab(tabsFor(page, q), q);
  });
  const tabs = useMemo(() => tabsFor(page, tab), [page, tab]);
  const [list, setList] = useState<ListPage | null>(null);
  const [listPage, setListPage] = useState(1);
  const [listLoading, setListLoading] = useState(false);
  const [listAlert, setListAlert] = useState("");
  const [className, setClassName] = useState("");
  const [avatarBusy, setAvatarBusy] = useState(false);
  const [avatarAlert, setAvatarAlert] = useState("");
  const [avatarStatus, setAvatarStatus] = useState("");
  const [confirming, setConfirming] = useState(false);

  // who is here: a guest → login; the other nature → own centre
  useEffect(() => {
    let live = true;
    void getMember(lang).then((m) => {
      if (!live) return;
      if (!m) {
        const to = loginUrl(edition, location.pathname + location.search);
        if (announce(host, "pw-member-center-redirect", { to, reason: "guest" })) navigation.assign(to);
        setMemberState(null);
        return;
      }
      if (!pageFitsNature(page, m.nature)) {
        const to = memberUrl(ownPageFor(page, m.nature), edition);
        if (announce(host, "pw-member-center-redirect", { to, reason: "nature" })) navigation.assign(to);
        setMemberState(null);
        return;
      }
      setMemberState(m);
    });
    const off = onMemberChange((m) => live && setMemberState(m && pageFitsNature(page, m.nature) ? m : null));
    return () => {
      live = false;
      off();
    };
  }, [page, lang, edition, host]);

  useEffect(() => {
    if (!member) return;
    void loadClassName(member.ucMemberClass?.type ?? 0, lang).then(setClassName);
  }, [member, lang]);

  const refreshList = useCallback(async () => {
    if (!member || !tab) return;
    setListLoading(true);
    const mobile = window.innerWidth <= 1024;
    const res =
      tab === "fee_record" || tab === "point_record" ? await loadRecords(tab, listPage, lang) : await loadList(tab, listPage, lang, mobile);
    setList(res);
    setListLoading(false);
  }, [member, tab, listPage, lang]);

  useEffect(() => {
    setList(null);
    void refreshList();
  }, [refreshList]);

  const selectTab = useCallback((id: TabId) => {
    setTab(id);
    setListPage(1);
    setListAlert("");
    const url = new URL(location.href);
    url.searchParams.set("tab", id);
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  }, []);

  const remove = useCallback(
    async (oid: string) => {
      if (!tab) return;
      setListAlert("");
      try {
        await removeItem(tab, oid, lang);
        // the last row of a page went: show the page before
        if (list && list.items.length === 1 && listPage > 1) setListPage(listPage - 1);
        else await refreshList();
      } catch (err) {
        setListAlert(err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1"));
      }
    },
    [tab, lang, list, listPage, refreshList],
  );

  const goPage = useCallback(
    (n: number) => {
      if (!list) return;
      setListPage(Math.min(Math.max(1, n), pageCount(list.total)));
    },
    [list],
  );

  const uploadAvatar = useCallback(
    async (file: File | undefined) => {
      if (!file || !member) return;
      setAvatarBusy(true);
      setAvatarAlert("");
      setAvatarStatus("");
      try {
        const body = new FormData();
        body.append("file", file);
        const res = await call<{ imgUrl: string }>("guest/update_titleImg", { method: "POST", body, lang });
        setMember({ ...member, imgUrl: res.data!.imgUrl });
        setAvatarStatus(t(lang, "uc_avatar_done"));
      } catch (err) {
        setAvatarAlert(err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1"));
      } finally {
        setAvatarBusy(false);
      }
    },
    [member, lang],
  );

  const leave = useCallback(
    (confirmed: boolean) => {
      if (!announce(host, "pw-member-center-back", { confirmed })) return;
      if (history.length > 1) history.back();
      else navigation.assign(homeUrl(edition));
    },
    [host, edition],
  );

  /** The back button: confirm (style_1) when a non-radio input is filled, then go back. */
  const back = useCallback(() => {
    if (anyFilled(document) || (host.shadowRoot && anyFilled(host.shadowRoot))) setConfirming(true);
    else leave(false);
  }, [host, leave]);

  const confirmLeave = useCallback(() => {
    setConfirming(false);
    leave(true);
  }, [leave]);

  return {
    edition,
    member,
    tabs,
    tab,
    selectTab,
    list,
    listPage,
    listLoading,
    listAlert,
    goPage,
    remove,
    className,
    avatarBusy,
    avatarAlert,
    avatarStatus,
    uploadAvatar,
    confirming,
    back,
    confirmLeave,
    cancelLeave: () => setConfirming(false),
  };
}
