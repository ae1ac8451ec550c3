/**
 * Hook over member-center.store: one store per element (page, language),
 * wired to the real calls (member-center.api.ts apiDeps; issue 20's
 * commerceApi) and to the page around the element
 * (address, history, width, the inputs of the back-button rule, the
 * element's pw-member-center-… events, the member's realtime room),
 * read with useSyncExternalStore.
 */
import { useEffect, useMemo } from "react";
import { useReadable } from "../ui/use-store.js";
import { navigation } from "../core/api.js";
import { emit } from "../core/element.js";
import { DESKTOP_BREAKPOINT } from "../../common/edition.js";
import type { Lang } from "./locale/index.js";
import { apiDeps, commerceApi, reviewChannel } from "./member-center.api.js";
import { changedByReader, trackChanges } from "./member-center.dom.js";
import { isFilled, type Page } from "./member-center.rules.js";
import { createMemberCenterStore, type MemberCenterDeps, type MemberCenterStore } from "./member-center.store.js";

/**
 * Whether any non-radio input or textarea under `root` is filled by the
 * reader (member-center.dom.ts: a field the page pre-filled and the reader left
 * alone does not count), looking into open shadow roots too.
 */
export function anyFilled(root: ParentNode): boolean {
  for (const el of Array.from(root.querySelectorAll("*"))) {
    if ((el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) && isFilled(el) && changedByReader(el)) return true;
    if (el.shadowRoot && anyFilled(el.shadowRoot)) return true;
  }
  return false;
}

/** The browser wiring of the store for the element `host`. */
export function pageDeps(host: HTMLElement): MemberCenterDeps {
  trackChanges(document);
  return {
    ...apiDeps,
    ...commerceApi,
    reviewChannel,
    onReview: (ev) => void emit(host, "pw-member-center-review", ev),
    location: () => window.location,
    setTabQuery(tab) {
      const url = new URL(location.href);
      url.searchParams.set("tab", tab);
      history.replaceState(history.state, "", url.pathname + url.search + url.hash);
    },
    isMobile: () => window.innerWidth <= DESKTOP_BREAKPOINT,
    hasFilledInput: () => anyFilled(document) || (!!host.shadowRoot && anyFilled(host.shadowRoot)),
    onRedirect: (detail) => emit(host, "pw-member-center-redirect", detail, { cancelable: true }),
    onBack: (detail) => emit(host, "pw-member-center-back", detail, { cancelable: true }),
    navigate: (url) => navigation.assign(url),
    goBack() {
      if (history.length <= 1) return false;
      history.back();
      return true;
    },
  };
}

/** The member center's state and actions for `<pw-member-center page>` on `host`. */
export function useMemberCenter(page: Page, lang: Lang, host: HTMLElement): { store: MemberCenterStore; state: ReturnType<MemberCenterStore["getState"]> } {
  const store = useMemo(() => createMemberCenterStore(pageDeps(host), { page, lang }), [page, lang, host]);
  const state = useReadable({ get: store.getState, subscribe: store.subscribe });
  useEffect(() => store.start(), [store]);
  return { store, state };
}
