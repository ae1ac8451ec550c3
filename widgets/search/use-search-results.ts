/**
 * Hook over search-results.store.ts: one store per element, fed by the page
 * address (text, subject, subjectCode, and the filters: filtersFromSearch),
 * the search box's `pw-search-submit`,
 * Back/Forward (popstate), infinite scroll (SPEC §9: 100 px bottom offset,
 * 80 ms debounce) and the Back snapshot in sessionStorage.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { call } from "../core/api.js";
import type { Readable } from "../core/store.js";
import { useReadable } from "../ui/use-store.js";
import type { Edition } from "../../common/edition.js";
import type { Lang } from "./locale/index.js";
import { searchHref } from "./search-box.rules.js";
import {
  nearBottom,
  photographerStatus,
  SCROLL_DEBOUNCE_MS,
  filtersFromSearch,
  searchWithFilters,
  snapshotKey,
  type PageQuery,
  type SearchFacets,
  type SearchFilters,
  type SearchResponse,
} from "./search-results.rules.js";
import {
  SearchResultsStore,
  type ResultsState,
} from "./search-results.store.js";
import { addressQuery, facetsPath, newRid, searchPath, takeEarly } from "./search-results.api.js";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function useSearchResults(opts: { lang: Lang; edition: Edition; size: number; text?: string; onPage?: (s: { pageNum: number; total: number }) => void }) {
  const { lang, edition, size, text } = opts;
  const onPage = useRef(opts.onPage);
  onPage.current = opts.onPage;
  const store = useMemo(
    () =>
      new SearchResultsStore(
        {
          lang,
          size,
          // the first page may have been asked for already, when the element's chunk ran (search-results.api.ts)
          search: async (params) =>
            (await takeEarly(searchPath(edition), lang, params, () => call(searchPath(edition), { query: params, lang }))) as unknown as SearchResponse,
          facets: async (params) => {
            const facets = (await takeEarly(facetsPath(edition), lang, params, () => call<SearchFacets>(facetsPath(edition), { query: params, lang }))).data;
            if (!facets) throw new Error("no facets in the answer");
            return facets;
          },
          clear: (sid) => {
            void call(`${searchPath(edition)}/clear`, { query: { sid }, lang }).catch(() => {});
          },
          photographerStatus: (codes) =>
            photographerStatus(
              codes,
              async (phIds) => (await call<Record<string, unknown>>("guest/photographer/get_ph_status", { query: { phIds }, lang })).data,
              (m, e) => console.warn(`[photowire] ${m}`, e),
            ),
          storage: sessionStore(),
          key: () => snapshotKey(location.pathname, location.search),
          now: () => Date.now(),
          rid: newRid,
          log: (m, e) => console.warn(`[photowire] ${m}`, e),
        },
        addressQuery(text),
      ),
    // one store per element and edition
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edition],
  );
  const state = useReadable(useMemo<Readable<ResultsState>>(() => ({ get: () => store.get(), subscribe: (fn) => store.subscribe(fn) }), [store]));

  // the text attribute as last rendered, and the text last searched: a script may set the attribute just after
  // the element connects (the light build's Preact has rendered once without it, and runs that render's effects
  // as it renders again with it)
  const latestText = useRef(text);
  latestText.current = text;
  const searched = useRef(text);

  // first render: Back restores the snapshot (and the scroll position), else page 1; once this task's rendering
  // is done (a microtask), with the text the element has then
  useEffect(() => {
    let live = true;
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
    queueMicrotask(() => {
      if (!live) return;
      searched.current = latestText.current;
      // the filters live in the address (issue 12): a reload, Back or a shared link reproduces them
      const filters = filtersFromSearch(location.search);
      if (store.restore(filters) === null) void store.start(addressQuery(latestText.current), filters);
    });
    const save = () => store.save(window.scrollY);
    window.addEventListener("pagehide", save);
    // saved on pagehide and before a story opens (not on unmount: the page may have scrolled already)
    return () => {
      live = false;
      window.removeEventListener("pagehide", save);
    };
  }, [store]);

  // the text attribute changed after the first search (a page's script set it): that search, with the filters shown
  useEffect(() => {
    if (searched.current === latestText.current) return;
    searched.current = latestText.current;
    void store.start(addressQuery(latestText.current), store.get().filters);
  }, [store, text]);

  // Back: the scroll position, once the restored cards are on the page
  useLayoutEffect(() => {
    if (state.items.length === 0) return;
    const y = store.takeRestoredScroll();
    if (y !== null) window.scrollTo(0, y);
  }, [store, state.items.length]);

  // the search box on this page searches in place
  useEffect(() => {
    const onSubmit = (e: GlobalEventHandlersEventMap["pw-search-submit"]) => {
      e.preventDefault();
      const url = searchHref(location.pathname, e.detail.text);
      store.save(window.scrollY);
      history.pushState(null, "", url);
      const filters = store.get().filters;
      history.replaceState(history.state, "", `${location.pathname}${searchWithFilters(location.search, filters)}${location.hash}`);
      void store.start(addressQuery(undefined), filters);
      window.scrollTo(0, 0);
    };
    // Back/Forward between searches of this page: search that address again
    const onPop = () => void store.start(addressQuery(text), filtersFromSearch(location.search));
    window.addEventListener("pw-search-submit", onSubmit);
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("pw-search-submit", onSubmit);
      window.removeEventListener("popstate", onPop);
    };
  }, [store, text]);

  // infinite scroll: near the bottom (100 px), debounced (80 ms)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (nearBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) void store.loadMore();
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(check, SCROLL_DEBOUNCE_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
    };
  }, [store]);

  // after a page: tell the page, and keep loading while the list does not reach the bottom
  useEffect(() => {
    if (state.status !== "ready" || state.loadingMore) return;
    onPage.current?.({ pageNum: state.pageNum, total: state.total });
    if (state.ended || state.error) return;
    const id = requestAnimationFrame(() => {
      if (nearBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)) void store.loadMore();
    });
    return () => cancelAnimationFrame(id);
  }, [store, state.status, state.loadingMore, state.pageNum, state.total, state.ended, state.error]);

  return {
    state,
    /**
     * new filters (`patch` over the store's latest, not the rendered ones: two changes in one task both
     * count, as when Preact renders after the task, in the light build): written into the page address
     * (replacing this history entry), then searched
     */
    setFilters: (patch: Partial<SearchFilters>) => {
      const f = { ...store.get().filters, ...patch };
      history.replaceState(history.state, "", `${location.pathname}${searchWithFilters(location.search, f)}${location.hash}`);
      store.setFilters(f);
    },
    loadMore: () => void store.loadMore(),
    retry: () => void store.retry(),
    /** remember the results and position before opening a story */
    beforeOpen: () => store.save(window.scrollY),
  };
}

