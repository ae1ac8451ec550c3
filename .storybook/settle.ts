import type { SetupWorker } from "msw/browser";

/**
 * The event an MSW resolver dispatches on `window` (detail: MSW's requestId)
 * when it will never answer on purpose (stories/api-mocks.ts `pending`: the
 * element stays in its loading state). Such a request does not keep a story
 * from settling.
 */
export const PENDING_EVENT = "pw-story:pending-request";

/** Longest wait for a story to settle before its checks run anyway (ms). */
const SETTLE_CAP_MS = 5_000;

/** The page's short timers and IndexedDB work (./page-work.js, inlined into the preview's head by main.ts). */
interface PageWork {
  timers: number;
  idb: number;
  activity: number;
}
const pageWork = (): PageWork | undefined => (globalThis as unknown as Record<symbol, PageWork | undefined>)[Symbol.for("photowire.story.pageWork")];

/** The next animation frame, then the next moment the page's main thread is idle (no task queued: no module to evaluate, no render scheduled). */
const frameThenIdle = () =>
  new Promise<void>((r) => requestAnimationFrame(() => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => r()) : setTimeout(r, 0))));

/**
 * Follows what a story's page has under way from the story's `beforeEach`
 * on, so that its checks (the a11y addon's axe run in its `afterEach`) see
 * the element after its API answers arrived and were rendered, as a reader
 * would, not its first loading frame:
 * - the requests through MSW (`worker.events`): open from `request:start`
 *   until the response reached the page (`response:mocked` for an answer of
 *   the story's handlers, `response:bypass` for one MSW passed through:
 *   assets, and the modules a widget loads on demand, whose code makes the
 *   next requests), until the handler threw, or until its resolver says it
 *   never answers (PENDING_EVENT);
 * - short timers and IndexedDB work (./page-work.js).
 *
 * `settled()` resolves once none of that is open and, twice in a row, a
 * frame was drawn and the page went idle with nothing starting or ending
 * meanwhile; or after SETTLE_CAP_MS (the old static-build check waited the
 * same 5 s for the network to go idle): the story is then checked in
 * whatever state it is in, with a console warning naming what was open.
 *
 * @param worker the story's MSW worker (`context.msw`, set by msw-storybook-addon)
 * @returns `settled()` and `stop()` (removes the listeners)
 */
export function followRequests(worker: SetupWorker) {
  const open = new Map<string, string>();
  let activity = 0;
  const done = (id: string) => {
    activity++;
    open.delete(id);
  };
  const onStart = ({ requestId, request }: { requestId: string; request: Request }) => {
    activity++;
    open.set(requestId, `${request.method} ${request.url}`);
  };
  const onResponse = ({ requestId }: { requestId: string }) => done(requestId);
  const onPending = (e: Event) => done(String((e as CustomEvent<string>).detail));
  const ev = worker.events;
  ev.on("request:start", onStart);
  ev.on("response:mocked", onResponse);
  ev.on("response:bypass", onResponse);
  ev.on("unhandledException", onResponse);
  window.addEventListener(PENDING_EVENT, onPending);

  const work = pageWork();
  if (!work) console.warn("[story] .storybook/page-work.js is not in the page (main.ts previewHead): timers and IndexedDB are not waited for");
  const busy = () => open.size + (work ? work.timers + work.idb : 0);
  const moves = () => activity + (work?.activity ?? 0);

  return {
    async settled(): Promise<void> {
      const deadline = performance.now() + SETTLE_CAP_MS;
      for (let quiet = 0; performance.now() < deadline; ) {
        const before = moves();
        await frameThenIdle();
        quiet = busy() === 0 && moves() === before ? quiet + 1 : 0;
        if (quiet === 2) return;
      }
      console.warn(
        `[story] still busy after ${SETTLE_CAP_MS} ms (${work?.timers ?? "?"} short timers, ${work?.idb ?? "?"} IndexedDB operations, requests: ${[...open.values()].join(", ") || "none"}); checking the story as it is`,
      );
    },
    stop() {
      ev.removeListener("request:start", onStart);
      ev.removeListener("response:mocked", onResponse);
      ev.removeListener("response:bypass", onResponse);
      ev.removeListener("unhandledException", onResponse);
      window.removeEventListener(PENDING_EVENT, onPending);
    },
  };
}
