/**
 * The search box's suggestions without a browser (issue 21 item 4): when a
 * text is worth asking about (common/search-suggest.ts), the list's keys
 * (search-suggest.rules.ts, WAI-ARIA combobox), and the store
 * (search-suggest.store.ts): asked 150 ms after typing stops, never during
 * an input-method composition, older answers dropped.
 */
import { describe, expect, it } from "vitest";
import { suggestWords } from "../../common/search-suggest.js";
import type { Timers } from "../../widgets/search/search-box.rules.js";
import { answered, EMPTY, keyDown, suggestPath, SUGGEST_DELAY_MS, type ListState, type Suggestion } from "../../widgets/search/search-suggest.rules.js";
import { createSuggestStore } from "../../widgets/search/search-suggest.store.js";
import { suggestMessages, tSuggest } from "../../widgets/search/locale/suggest.js";

/** Timers run by hand; each remembers its delay. */
function fakeTimers() {
  let next = 1;
  const pending = new Map<number, { fn: () => void; ms: number }>();
  const timers: Timers = {
    set: (fn, ms) => {
      const id = next++;
      pending.set(id, { fn, ms });
      return id;
    },
    clear: (h) => void pending.delete(h as number),
  };
  return {
    timers,
    delays: () => [...pending.values()].map((p) => p.ms),
    flush: () => [...pending.entries()].forEach(([id, p]) => (pending.delete(id), p.fn())),
    count: () => pending.size,
  };
}

const s = (text: string, kind: Suggestion["kind"] = "title"): Suggestion => ({ text, kind });
const three: ListState = { items: [s("a"), s("b"), s("c")], open: true, active: -1 };

/** A server whose answers the test releases, in any order. */
function server() {
  const calls: { words: string; signal: AbortSignal; answer: (items: Suggestion[]) => void; fail: () => void }[] = [];
  const ask = (words: string, signal: AbortSignal) =>
    new Promise<Suggestion[]>((resolve, reject) => calls.push({ words, signal, answer: resolve, fail: () => reject(new Error("network")) }));
  return { ask, calls };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("what is worth suggesting for", () => {
  it("one Chinese character, two Latin letters or digits; nothing for emoji, punctuation or over 200 characters", () => {
    expect(suggestWords("灯")).toBe("灯");
    expect(suggestWords("l")).toBeNull();
    expect(suggestWords(" li ")).toBe("li");
    expect(suggestWords("“Li”")).toBe('"Li"');
    expect(suggestWords("🙂🙂")).toBeNull();
    expect(suggestWords("!!")).toBeNull();
    expect(suggestWords("a".repeat(201))).toBeNull();
    expect(suggestWords("a".repeat(200))).toBe("a".repeat(200));
  });

  it("asks the English call for the English edition or an English box on a Chinese page, else the Chinese one", () => {
    expect(suggestPath("zh", "zh")).toBe("articles/suggest");
    expect(suggestPath("zh", "en")).toBe("en/articles/suggest");
    expect(suggestPath("en", "en")).toBe("en/articles/suggest");
    expect(suggestPath("ann", "zh")).toBe("articles/suggest");
  });
});

describe("keys of the combobox", () => {
  it("ArrowDown and ArrowUp move the active option and wrap; they open a closed list", () => {
    let r = keyDown(three, "ArrowDown");
    expect([r.state.active, r.handled]).toEqual([0, true]);
    r = keyDown(r.state, "ArrowDown");
    r = keyDown(r.state, "ArrowDown");
    r = keyDown(r.state, "ArrowDown");
    expect(r.state.active).toBe(0);
    expect(keyDown(three, "ArrowUp").state.active).toBe(2);
    const closed = { ...three, open: false };
    expect(keyDown(closed, "ArrowDown").state).toEqual({ ...three, active: 0 });
    expect(keyDown(closed, "ArrowUp").state).toEqual({ ...three, active: 2 });
    // nothing to show: the arrows are the input's
    expect(keyDown(EMPTY, "ArrowDown").handled).toBe(false);
  });

  it("Enter picks the active option and closes; without one it is the box's submit", () => {
    const r = keyDown({ ...three, active: 1 }, "Enter");
    expect(r.pick).toEqual(s("b"));
    expect([r.handled, r.state.open, r.state.active]).toEqual([true, false, -1]);
    const plain = keyDown(three, "Enter");
    expect([plain.handled, plain.pick, plain.state.open]).toEqual([false, undefined, false]);
  });

  it("Escape closes an open list; a second Escape is the input's (the search input clears); Tab closes and leaves", () => {
    const first = keyDown({ ...three, active: 2 }, "Escape");
    expect([first.handled, first.state.open, first.state.active]).toEqual([true, false, -1]);
    expect(keyDown(first.state, "Escape").handled).toBe(false);
    const tab = keyDown({ ...three, active: 0 }, "Tab");
    expect([tab.handled, tab.state.open]).toEqual([false, false]);
    expect(keyDown(three, "a")).toEqual({ state: three, handled: false });
  });

  it("an answer opens the list only with suggestions and the focus in the input", () => {
    expect(answered([s("a")], true)).toEqual({ items: [s("a")], open: true, active: -1 });
    expect(answered([s("a")], false).open).toBe(false);
    expect(answered([], true).open).toBe(false);
  });
});

describe("the suggestion store", () => {
  it("asks 150 ms after typing stops, once, for the last text", async () => {
    const t = fakeTimers();
    const srv = server();
    const store = createSuggestStore({ ask: srv.ask, timers: t.timers });
    store.focus(true);
    store.input("li");
    store.input("lig");
    store.input("ligh");
    expect(t.count()).toBe(1);
    expect(t.delays()).toEqual([SUGGEST_DELAY_MS]);
    expect(SUGGEST_DELAY_MS).toBe(150);
    t.flush();
    expect(srv.calls.map((c) => c.words)).toEqual(["ligh"]);
    srv.calls[0].answer([s("Lighthouse 01"), s("Lighthouse 02")]);
    await tick();
    expect(store.get()).toEqual({ items: [s("Lighthouse 01"), s("Lighthouse 02")], open: true, active: -1 });
  });

  it("asks nothing while an input method composes; the committed text when it ends", () => {
    const t = fakeTimers();
    const srv = server();
    const store = createSuggestStore({ ask: srv.ask, timers: t.timers });
    store.compositionStart();
    store.input("deng", true);
    store.input("deng'ta", true);
    // a browser that fires the input without the flag during the composition
    store.input("deng'ta");
    expect(t.count()).toBe(0);
    // keys belong to the input method meanwhile
    expect(store.key("ArrowDown").handled).toBe(false);
    store.compositionEnd("灯塔");
    t.flush();
    expect(srv.calls.map((c) => c.words)).toEqual(["灯塔"]);
  });

  it("drops the answer of an older request (and aborts it)", async () => {
    const t = fakeTimers();
    const srv = server();
    const store = createSuggestStore({ ask: srv.ask, timers: t.timers });
    store.focus(true);
    store.input("li");
    t.flush();
    store.input("lighthouse");
    t.flush();
    expect(srv.calls.map((c) => c.words)).toEqual(["li", "lighthouse"]);
    expect(srv.calls[0].signal.aborted).toBe(true);
    srv.calls[1].answer([s("Lighthouse 25")]);
    await tick();
    srv.calls[0].answer([s("Lima"), s("Lisbon")]);
    await tick();
    expect(store.get().items).toEqual([s("Lighthouse 25")]);
  });

  it("a text too short closes at once and its pending answer is dropped; a failed request shows nothing", async () => {
    const t = fakeTimers();
    const srv = server();
    const store = createSuggestStore({ ask: srv.ask, timers: t.timers });
    store.focus(true);
    store.input("li");
    t.flush();
    store.input("l");
    expect(store.get()).toEqual(EMPTY);
    srv.calls[0].answer([s("Lima")]);
    await tick();
    expect(store.get()).toEqual(EMPTY);
    store.input("lx");
    t.flush();
    srv.calls[1].fail();
    await tick();
    expect(store.get()).toEqual(EMPTY);
  });

  it("keys and picks: Enter gives the active suggestion; Escape closes and the same text may be asked again; losing the focus closes", async () => {
    const t = fakeTimers();
    const srv = server();
    const store = createSuggestStore({ ask: srv.ask, timers: t.timers });
    store.focus(true);
    store.input("li");
    t.flush();
    srv.calls[0].answer([s("Lima"), s("Lisbon", "subject")]);
    await tick();
    store.key("ArrowDown");
    expect(store.key("ArrowDown").state.active).toBe(1);
    expect(store.key("Enter").pick).toEqual(s("Lisbon", "subject"));
    expect(store.get().open).toBe(false);
    // Escape: closed, and typing the same text again asks again
    store.input("li");
    t.flush();
    srv.calls[1].answer([s("Lima")]);
    await tick();
    expect(store.key("Escape").handled).toBe(true);
    store.input("li");
    t.flush();
    expect(srv.calls.length).toBe(3);
    srv.calls[2].answer([s("Lima")]);
    await tick();
    expect(store.get().open).toBe(true);
    // a click picks; the blur closes
    expect(store.pick(0)).toEqual(s("Lima"));
    expect(store.get().open).toBe(false);
    store.key("ArrowDown");
    expect(store.get().open).toBe(true);
    store.focus(false);
    expect(store.get().open).toBe(false);
    // an answer arriving while the focus is elsewhere does not open the list
    store.input("lis");
    t.flush();
    srv.calls[3].answer([s("Lisbon")]);
    await tick();
    expect(store.get()).toEqual({ items: [s("Lisbon")], open: false, active: -1 });
    store.dispose();
  });
});

describe("strings", () => {
  it("the same keys and placeholders in zh and en; the count is plural in English", () => {
    expect(Object.keys(suggestMessages.en).sort()).toEqual(Object.keys(suggestMessages.zh).sort());
    expect(tSuggest("en", "suggest_count", { count: 1 })).toBe("1 suggestion");
    expect(tSuggest("en", "suggest_count", { count: 8 })).toBe("8 suggestions");
    expect(tSuggest("zh", "suggest_count", { count: 8 })).toBe("共 8 条建议");
  });
});
