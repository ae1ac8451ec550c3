/**
 * Browser-test helpers: mount an element, wait for its shadow content,
 * run axe on it, log in through the real API.
 *
 * axe runs once per element state (issue 16): a state that a story renders
 * (stories/*.stories.tsx: same element, same language, same state; stories
 * render in Chinese unless they set the language) is checked by axe in the
 * Storybook stage (`npm test -- storybook`, the a11y addon), so the element
 * tests do not check it again. They call `expectAccessible` only on the
 * states no story covers: English, and what only the real server or a real
 * interaction produces.
 */

/** Mounts `html` in a fresh container; returns the first element. */
export function mount(html) {
  const box = document.createElement("div");
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild;
}

/** Removes every mounted container. */
export function cleanup() {
  document.body.replaceChildren();
}

/** Waits until `fn()` is truthy (polls every 20 ms), up to `ms`. */
export async function until(fn, ms = 5000, what = "condition") {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Runs axe-core on `el` (its shadow root included); throws with the violations, if any.
 * For states no story renders (see the file comment); a story's state is checked in the Storybook stage.
 */
export async function expectAccessible(el) {
  const res = await window.axe.run(el, { resultTypes: ["violations"] });
  if (res.violations.length) {
    const text = res.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join("; ")})`).join("\n");
    throw new Error(`axe violations:\n${text}`);
  }
}

/** Requests of the page's fetch still waiting for their answer (trackRequests). */
let inFlight = 0;

/**
 * Counts the page's fetch requests until they are answered (installed once a
 * page, when this module loads); `requestsSettled` waits until none is left,
 * and `logout` waits for it. A test that ends while
 * an element's call is still out must let it be answered before the test
 * logs out: a call the server reads after the logout is answered
 * access_denied, and the api client's redirect to the login page lands in
 * the next test's record of navigations (seen in download.test.js: the sizes
 * call asked beside a cost that answered a refusal).
 */
export function trackRequests() {
  if (window.fetch.pwTracked) return;
  const real = window.fetch;
  const tracked = async (...args) => {
    inFlight++;
    let res;
    try {
      res = await real.apply(window, args);
      return res;
    } finally {
      // answered once its body is read, and the caller's code on it has run (a task later)
      void (res ? res.clone().arrayBuffer() : Promise.resolve())
        .catch(() => {})
        .then(() => setTimeout(() => inFlight--, 0));
    }
  };
  tracked.pwTracked = true;
  window.fetch = tracked;
}

trackRequests();

/** Resolves once no request counted by trackRequests waits for its answer; rejects after `ms`. */
export function requestsSettled(ms = 10_000) {
  return until(() => inFlight === 0, ms, "the page's requests answered");
}

/** Logs in a demo account through the real API (sets the session cookie). */
export async function login(code = "demo_member", password = "Member2026") {
  const res = await fetch("/api/guest/login", {
    method: "POST",
    headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
    body: JSON.stringify({ code, password }),
  });
  if (!res.ok) throw new Error(`login failed ${res.status}`);
  return (await res.json()).data.member;
}

/** Logs out through the real API, once every call of the page still out is answered (trackRequests says why). */
export async function logout() {
  await requestsSettled();
  await fetch("/api/guest/logout", { headers: { "x-requested-with": "XMLHttpRequest" } });
}

/** Minimal assertion helpers (mocha runs the tests). */
/**
 * Sets a box's value as typing does (React's value tracking sees it: the prototype's setter, then an input
 * event, a change event for a select), then lets the task end, as between a reader's typing and their next
 * action: what the input changed is rendered (the light build's Preact renders after the task, React at once).
 */
export async function setValue(el, value) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, "value").set.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  await new Promise((resolve) => setTimeout(resolve));
}

export function assert(cond, msg = "assertion failed") {
  if (!cond) throw new Error(msg);
}
export function equal(a, b, msg) {
  if (a !== b) throw new Error(`${msg ?? "not equal"}: ${JSON.stringify(a)} !== ${JSON.stringify(b)}`);
}

/** Forgets the page's cached member (core/session.ts keeps it on globalThis), as a new page load would. */
export function newPage() {
  const s = globalThis[Symbol.for("photowire.session")];
  if (s) {
    s.promise = null;
    s.member = undefined;
  }
}
