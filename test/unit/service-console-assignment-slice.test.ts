/**
 * widgets/service-console/store/assignment.ts alone (issue 18 slices): one
 * action at a time, the answer shown in the same change that frees the
 * buttons, a quick toast naming what was done.
 */
import { describe, expect, it } from "vitest";
import type { ConversationDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import { createAssignment } from "../../widgets/service-console/store/assignment.js";
import { initialConsoleState, type ConsoleDeps, type ConsoleState } from "../../widgets/service-console/store/types.js";

const ME = { code: "a1", name: "Me" };
const conv = (assignedTo: string | null, status: "open" | "closed" = "open") =>
  ({ id: 7, customerId: "r", customerName: "R", guest: false, status, assignedTo, unreadCount: 0, waitingSince: null, lastMessage: null }) as ConversationDto;

function setup() {
  const s = createState<ConsoleState>({ ...initialConsoleState("open"), selectedId: 7, me: ME, agents: [ME, { code: "a2", name: "Other" }] });
  const toasts: { key: string; vars?: unknown }[] = [];
  const deps = {
    api: {
      assign: async (_id: number, code: string | null) => conv(code),
      close: async () => conv(null, "closed"),
    } as unknown as ConsoleDeps["api"],
  };
  const a = createAssignment(s, deps, () => "zh", {
    list: { patchFor: (c) => ({ conversation: c }) },
    notes: { toast: (key, vars) => void toasts.push({ key, vars }), failToast: () => undefined },
  });
  return { s, a, toasts };
}

describe("service console assignment slice", () => {
  it("assigns to another agent: busy while it runs, freed with the new assignment in one change", async () => {
    const t = setup();
    const seen: [string | null, string | null | undefined][] = [];
    t.s.subscribe(() => seen.push([t.s.get().busy, t.s.get().conversation?.assignedTo]));
    const p = t.a.assign("a2");
    void t.a.assign("a1"); // ignored while busy
    await p;
    expect(seen[0]).toEqual(["assign", undefined]);
    expect(seen[1]).toEqual([null, "a2"]);
    expect(t.toasts).toEqual([{ key: "assigned_to", vars: { name: "Other" } }]);
  });

  it("assign to me and close say so", async () => {
    const t = setup();
    await t.a.assignToMe();
    await t.a.close();
    expect(t.toasts.map((x) => x.key)).toEqual(["assigned_me", "closed_done"]);
    expect(t.s.get().conversation?.status).toBe("closed");
    expect(t.s.get().busy).toBeNull();
  });
});
