import "/dist/esm/pw-visit-stats.js";
import { assert, cleanup, equal, mount, until } from "./helpers.js";

// stories seeded by test/browser/search-seed.ts: pw-search-21 an image (coast), pw-search-23 a video
/**
 * Mounts the element and resolves with its pw-visit detail; the reader taps the page meanwhile (a
 * pointerdown every 50 ms: the local count waits for the reader's first interaction, whenever the
 * element starts listening for it).
 */
function visit(html) {
  return new Promise((resolve, reject) => {
    const tap = setInterval(() => window.dispatchEvent(new Event("pointerdown")), 50);
    const timer = setTimeout(() => {
      clearInterval(tap);
      reject(new Error("no pw-visit event"));
    }, 8000);
    const on = (e) => {
      clearTimeout(timer);
      clearInterval(tap);
      window.removeEventListener("pw-visit", on);
      resolve(e.detail);
    };
    window.addEventListener("pw-visit", on);
    mount(html);
  });
}

/** The local store's chunks this page fetched (localforage, core/storage.ts). */
const storeChunks = () => performance.getEntriesByType("resource").filter((e) => /\/chunks\/(localforage|storage)-[^/]*\.js/.test(e.name));

/** Reads a key of the widgets' localforage store straight from IndexedDB (database photowire, store keyvaluepairs: SPEC §9). */
function stored(key) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open("photowire");
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      // closed every time: an open connection would block localforage's upgrade of the database
      if (!db.objectStoreNames.contains("keyvaluepairs")) {
        db.close();
        return resolve(undefined);
      }
      const get = db.transaction("keyvaluepairs").objectStore("keyvaluepairs").get(key);
      get.onsuccess = () => {
        resolve(get.result);
        db.close();
      };
      get.onerror = () => {
        db.close();
        reject(get.error);
      };
    };
  });
}

/** Records the icu calls made through window.fetch. */
function spyIcu() {
  const real = window.fetch;
  const calls = [];
  window.fetch = (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    if (url.includes("/api/icu")) calls.push(new URL(url, location.origin));
    return real.call(window, input, init);
  };
  return { calls, restore: () => (window.fetch = real) };
}

describe("<pw-visit-stats> (SPEC §9 visit statistics)", () => {
  let spy;
  beforeEach(() => (spy = spyIcu()));
  afterEach(() => {
    spy.restore();
    cleanup();
  });

  // first in this file: the page has seen no interaction and has not loaded the store yet
  it("calls icu at once, but loads the local store and counts the subject only once the reader interacts (issue 22 item 2)", async () => {
    const before = (await stored("visit_count:coast")) ?? 0;
    let detail = null;
    const on = (e) => (detail = e.detail);
    window.addEventListener("pw-visit", on);
    try {
      mount(`<pw-visit-stats pc-id="pw-search-21" subject="coast" type="image"></pw-visit-stats>`);
      await until(() => spy.calls.length === 1, 8000, "the icu call");
      // the element's chunk has run and asked the server: the store is still not loaded (it was part of that chunk)
      equal(storeChunks().length, 0, "no localforage before any interaction");
      equal(detail, null, "no pw-visit yet");
      equal((await stored("visit_count:coast")) ?? 0, before, "not counted yet");
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "j" }));
      await until(() => detail, 8000, "pw-visit after the interaction");
      equal(detail.subjectCount, before + 1);
      assert(storeChunks().length >= 1, "the store's chunk loaded on the interaction");
      equal(await stored("visit_count:coast"), before + 1);
    } finally {
      window.removeEventListener("pw-visit", on);
    }
  });

  it("calls icu for the story and adds one to its subject's count kept with localforage", async () => {
    const before = (await stored("visit_count:coast")) ?? 0;
    const first = await visit(`<pw-visit-stats pc-id="pw-search-21" subject="coast" type="image"></pw-visit-stats>`);
    equal(spy.calls.length, 1);
    equal(spy.calls[0].searchParams.get("oid"), "pw-search-21");
    assert(first.seen >= 1, "the server's seen count");
    equal(first.subjectCount, before + 1);
    equal(await stored("visit_count:coast"), before + 1, "kept in IndexedDB photowire / keyvaluepairs");
    cleanup();
    const second = await visit(`<pw-visit-stats pc-id="pw-search-21" subject="coast" type="image"></pw-visit-stats>`);
    equal(second.subjectCount, before + 2, "another visit counts again");
    equal(await stored("visit_count:coast"), before + 2);
    const el = document.querySelector("pw-visit-stats");
    assert(el.hidden && el.getBoundingClientRect().height === 0, "shows nothing");
  });

  it("does not count the subjects home, hour, Special_List and Galleries, but still calls icu", async () => {
    for (const subject of ["home", "hour", "Special_List", "Galleries"]) {
      const d = await visit(`<pw-visit-stats pc-id="pw-search-21" subject="${subject}" type="image"></pw-visit-stats>`);
      equal(d.subjectCount, null, subject);
      equal(await stored(`visit_count:${subject}`), undefined, `${subject} not stored`);
      cleanup();
    }
    equal(spy.calls.length, 4);
  });

  it("does not count a video: neither locally nor on the server", async () => {
    const d1 = await visit(`<pw-visit-stats pc-id="pw-search-23" subject="coast-video" type="video"></pw-visit-stats>`);
    cleanup();
    const d2 = await visit(`<pw-visit-stats pc-id="pw-search-23" subject="coast-video" type="video"></pw-visit-stats>`);
    equal(d1.subjectCount, null);
    equal(await stored("visit_count:coast-video"), undefined);
    equal(d1.seen, 0, "the server does not increment a video");
    equal(d2.seen, 0);
  });

  it("records nothing without a pc-id", async () => {
    const events = [];
    const onVisit = (e) => events.push(e.target);
    window.addEventListener("pw-visit", onVisit);
    try {
      const without = mount(`<pw-visit-stats subject="coast" type="image"></pw-visit-stats>`);
      // a sentinel mounted after it, with a pc-id: both start the same way (after the page's load, the same chunk),
      // so once the sentinel's visit is recorded, a visit of the element without pc-id would have been asked for too
      const sentinel = await visit(`<pw-visit-stats pc-id="pw-search-21" subject="coast" type="image"></pw-visit-stats>`);
      equal(sentinel.oid, "pw-search-21");
      equal(spy.calls.map((u) => u.searchParams.get("oid")).join(), "pw-search-21", "only the sentinel's icu call");
      equal(events.length, 1, "one pw-visit");
      assert(events[0] !== without, "the sentinel's");
      assert(without.hidden, "shows nothing");
    } finally {
      window.removeEventListener("pw-visit", onVisit);
    }
  });
});
