/**
 * widgets/chat/store/identity.ts alone (issue 18 slices): a guest's
 * tempCustomId fetched once and kept, a member needing none, the hand-over
 * of a guest id to a member, refused ids forgotten.
 */
import { describe, expect, it } from "vitest";
import { createState } from "../../widgets/core/store.js";
import { createIdentity } from "../../widgets/chat/store/identity.js";
import { TEMP_ID_KEY, type ChatDeps, type ChatMember } from "../../widgets/chat/store/types.js";

function setup(member: ChatMember | null = null, kept: Record<string, unknown> = {}) {
  const s = createState({ member });
  const stored = new Map<string, unknown>(Object.entries(kept));
  const marks: (string | null)[] = [];
  let issued = 0;
  const deps = {
    api: { tempCustomId: async () => `g_${++issued}` } as unknown as ChatDeps["api"],
    storage: {
      getItem: async <T>(k: string) => (stored.get(k) ?? null) as T | null,
      setItem: async <T>(k: string, v: T) => (stored.set(k, v), v),
      removeItem: async (k: string) => void stored.delete(k),
    },
    markGuestChat: (id: string | null) => void marks.push(id),
  };
  return { s, stored, marks, issued: () => issued, identity: createIdentity(s, deps, () => "zh") };
}

describe("chat identity slice", () => {
  it("a guest gets one tempCustomId for concurrent callers, keeps it in storage and sends it", async () => {
    const t = setup();
    expect(t.identity.known()).toBe(false);
    await Promise.all([t.identity.ensure(), t.identity.ensure()]);
    expect(t.issued()).toBe(1);
    expect(t.stored.get(TEMP_ID_KEY)).toBe("g_1");
    expect(t.marks).toEqual(["g_1"]);
    expect(t.identity.idParam()).toEqual({ tempCustomId: "g_1" });
    await t.identity.ensure();
    expect(t.issued()).toBe(1);
  });

  it("a member needs no id; a refusal is about guest ids only", async () => {
    const t = setup({ code: "m1", nature: 0 });
    await t.identity.ensure();
    expect(t.issued()).toBe(0);
    expect(t.identity.idParam()).toEqual({});
    expect(t.identity.refused("access_denied")).toBe(false);
    const g = setup();
    expect(g.identity.refused("access_denied")).toBe(true);
    expect(g.identity.refused("forbidden")).toBe(true);
    expect(g.identity.refused("998")).toBe(false);
  });

  it("a member holding the guest id passes it once, then forgets it everywhere", async () => {
    const t = setup({ code: "m1", nature: 0 }, { [TEMP_ID_KEY]: "g_old" });
    t.identity.restore("g_old", { code: "m1", nature: 0 });
    expect(t.identity.idParam()).toEqual({ tempCustomId: "g_old" });
    await t.identity.afterMemberCall();
    expect(t.identity.idParam()).toEqual({});
    expect(t.stored.has(TEMP_ID_KEY)).toBe(false);
    expect(t.marks).toEqual([null]);
  });

  it("a logged-out reader is a guest again with the id kept in storage, never the member's", async () => {
    const t = setup(null, { [TEMP_ID_KEY]: "g_kept" });
    t.identity.restore(42, null);
    expect(t.identity.tempCustomId()).toBeNull();
    await t.identity.loggedOut();
    expect(t.identity.tempCustomId()).toBe("g_kept");
  });
});
