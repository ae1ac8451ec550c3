/*
 * Counts the work a story's page has under way that is neither a request nor
 * a queued task, so that .storybook/settle.ts can tell when a story has
 * settled (its checks then run on what it shows):
 * - short timers (setTimeout up to 500 ms: React's reveal of a lazily loaded
 *   view after its Suspense fallback, debounces, retries), from the call until
 *   they fire or are cleared. Longer ones (a toast's 2 s / 5 s, reconnection
 *   delays) are states of their own and are not waited for;
 * - IndexedDB database opens and transactions (localforage: the upload queue,
 *   the chat outbox), until their success / complete / error / abort event.
 *
 * A classic script, inlined into the preview's <head> by main.ts
 * (previewHead: Storybook's preview frame, and vitest's tester page in the
 * story tests), so that it runs before any module captures setTimeout.
 * State: globalThis[Symbol.for("photowire.story.pageWork")] =
 * { timers: number, idb: number, activity: number } (activity counts every
 * start and end).
 */
(() => {
  const KEY = Symbol.for("photowire.story.pageWork");
  if (globalThis[KEY]) return;
  const SHORT_TIMER_MS = 500;
  const work = { timers: 0, idb: 0, activity: 0 };
  globalThis[KEY] = work;

  const pending = new Set();
  const setTimeoutNative = globalThis.setTimeout;
  const clearTimeoutNative = globalThis.clearTimeout;
  const settleTimer = (id) => {
    if (!pending.delete(id)) return;
    work.timers--;
    work.activity++;
  };
  globalThis.setTimeout = function setTimeout(handler, ms, ...args) {
    if (typeof handler !== "function" || Number(ms) > SHORT_TIMER_MS) return setTimeoutNative(handler, ms, ...args);
    const id = setTimeoutNative(function () {
      settleTimer(id);
      return handler.apply(this, args);
    }, ms);
    pending.add(id);
    work.timers++;
    work.activity++;
    return id;
  };
  globalThis.clearTimeout = function clearTimeout(id) {
    settleTimer(id);
    return clearTimeoutNative(id);
  };

  if (typeof IDBFactory === "undefined") return;
  const track = (target, events) => {
    work.idb++;
    work.activity++;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      work.idb--;
      work.activity++;
    };
    for (const e of events) target.addEventListener(e, end, { once: true });
  };
  const open = IDBFactory.prototype.open;
  IDBFactory.prototype.open = function (...args) {
    const req = open.apply(this, args);
    track(req, ["success", "error", "blocked"]);
    return req;
  };
  const transaction = IDBDatabase.prototype.transaction;
  IDBDatabase.prototype.transaction = function (...args) {
    const tx = transaction.apply(this, args);
    track(tx, ["complete", "error", "abort"]);
    return tx;
  };
})();
