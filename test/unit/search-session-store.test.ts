/**
 * The embedded database's search sessions in memory (services/search/session-store.ts,
 * issue 21 item 6): expiry, copies rather than the caller's object, and the bound on
 * how many one process keeps.
 */
import { describe, expect, it } from "vitest";
import { memorySessions } from "../../server/src/services/search/session-store.js";

type State = { idx: number; ids: string[] };

describe("search sessions in memory", () => {
  it("answers a session until it expires, then null; prune forgets the expired", async () => {
    const store = memorySessions<State>();
    await store.put("a", { idx: 1, ids: ["x"] }, 1_000);
    await store.put("b", { idx: 2, ids: [] }, 5_000);
    expect(await store.get("a", 1_000)).toEqual({ idx: 1, ids: ["x"] });
    expect(await store.get("a", 1_001)).toBeNull();
    expect(await store.count(1_001)).toBe(1);
    await store.prune(1_001);
    expect(await store.get("a", 0)).toBeNull();
    expect(await store.get("b", 4_999)).toEqual({ idx: 2, ids: [] });
    expect(await store.get("nope", 0)).toBeNull();
  });

  it("keeps a copy: changing the state after put, or what get returned, changes nothing stored", async () => {
    const store = memorySessions<State>();
    const state = { idx: 0, ids: ["p1", "p2"] };
    await store.put("s", state, 10_000);
    state.idx = 5;
    state.ids.push("p3");
    const got = (await store.get("s", 0))!;
    expect(got).toEqual({ idx: 0, ids: ["p1", "p2"] });
    got.idx = 9;
    expect((await store.get("s", 0))!.idx).toBe(0);
  });

  it("holds at most `max` sessions, forgetting the least recently written", async () => {
    const store = memorySessions<State>(3);
    for (const sid of ["a", "b", "c"]) await store.put(sid, { idx: 0, ids: [] }, 10_000);
    await store.put("a", { idx: 1, ids: [] }, 10_000); // a page of "a": now the most recent
    await store.put("d", { idx: 0, ids: [] }, 10_000);
    expect(await store.get("b", 0)).toBeNull();
    expect((await store.get("a", 0))?.idx).toBe(1);
    expect(await store.get("c", 0)).not.toBeNull();
    expect(await store.get("d", 0)).not.toBeNull();
    expect(await store.count(0)).toBe(3);
  });

  it("delete says whether there was a session", async () => {
    const store = memorySessions<State>();
    await store.put("s", { idx: 0, ids: [] }, 10_000);
    expect(await store.delete("s")).toBe(true);
    expect(await store.delete("s")).toBe(false);
    expect(await store.get("s", 0)).toBeNull();
  });
});
