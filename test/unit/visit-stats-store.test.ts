/**
 * <pw-visit-stats>'s rules (widgets/visit-stats/visit-stats.store.ts; SPEC §7
 * icu, §9 visit statistics): the server's count at once, the local count
 * only after the reader's first interaction, and only then the store loaded
 * (issue 22 item 2). The element in Chromium: test/browser/visit-stats.test.js.
 */
import { describe, expect, it } from "vitest";
import { recordVisit, visitKey, type VisitDeps } from "../../widgets/visit-stats/visit-stats.store.js";

/** Deps whose interaction the test releases; what happened, in order. */
function deps(opts: { icuFails?: boolean } = {}) {
  const events: string[] = [];
  const kept = new Map<string, unknown>();
  let interact!: () => void;
  const interacted = new Promise<void>((r) => (interact = r));
  const d: VisitDeps = {
    icu: async (oid) => {
      events.push(`icu ${oid}`);
      if (opts.icuFails) throw new Error("offline");
      return { count: 7, counted: true };
    },
    interacted: () => {
      events.push("waits for an interaction");
      return interacted;
    },
    store: async () => {
      events.push("store loaded");
      return {
        getItem: async <T>(k: string) => (kept.get(k) ?? null) as T | null,
        setItem: async <T>(k: string, v: T) => (kept.set(k, v), v),
      };
    },
    log: (m) => events.push(`log ${m}`),
  };
  return { d, events, kept, interact };
}

describe("recordVisit", () => {
  it("asks the server at once, and loads the store and counts the subject only once the reader has interacted", async () => {
    const { d, events, kept, interact } = deps();
    kept.set(visitKey("coast"), 2);
    let result: Awaited<ReturnType<typeof recordVisit>> | null = null;
    const done = recordVisit(d, { oid: "pw000001", subject: "coast", type: "image" }).then((r) => (result = r));
    await new Promise((r) => setTimeout(r, 0));
    expect(events).toEqual(["icu pw000001", "waits for an interaction"]);
    expect(result).toBeNull();
    interact();
    await done;
    expect(events).toEqual(["icu pw000001", "waits for an interaction", "store loaded"]);
    expect(result).toEqual({ seen: 7, subjectCount: 3 });
    expect(kept.get(visitKey("coast"))).toBe(3);
  });

  it("never waits nor loads the store for an excluded subject or a video", async () => {
    for (const [subject, type] of [["home", "image"], ["Galleries", "text"], ["coast", "video"], ["coast", "video_group"], ["", "image"]]) {
      const { d, events } = deps();
      expect(await recordVisit(d, { oid: "pw000002", subject, type })).toEqual({ seen: 7, subjectCount: null });
      expect(events, `${subject} ${type}`).toEqual(["icu pw000002"]);
    }
  });

  it("a failed server call still counts locally after the interaction, with no seen count", async () => {
    const { d, events, interact } = deps({ icuFails: true });
    interact();
    expect(await recordVisit(d, { oid: "pw000003", subject: "coast", type: "text" })).toEqual({ seen: null, subjectCount: 1 });
    expect(events).toEqual(["icu pw000003", "log seen count failed", "waits for an interaction", "store loaded"]);
  });
});
