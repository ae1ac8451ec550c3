/**
 * widgets/service-console/store/composer.ts alone (issue 18 slices): drafts
 * per conversation, a quick reply at the caret, the same clientId for a
 * retry after a lost answer and a new one after a refusal.
 */
import { describe, expect, it } from "vitest";
import type { ChatMessageDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import { createComposer } from "../../widgets/service-console/store/composer.js";
import { initialConsoleState, type ConsoleDeps, type ConsoleState } from "../../widgets/service-console/store/types.js";

class ApiErr extends Error {
  constructor(public code: string) {
    super(code);
  }
}

function setup() {
  const s = createState<ConsoleState>({ ...initialConsoleState("open"), selectedId: 7 });
  const clientIds: string[] = [];
  const shown: ChatMessageDto[] = [];
  const toasts: string[] = [];
  const net = { fail: null as string | null };
  let ids = 0;
  const deps = {
    api: {
      reply: async (id: number, b: { content: string; clientId: string }) => {
        clientIds.push(b.clientId);
        if (net.fail) throw new ApiErr(net.fail);
        return { id: 500, conversationId: id, clientId: b.clientId, content: b.content } as ChatMessageDto;
      },
    } as unknown as ConsoleDeps["api"],
    uuid: () => `u${++ids}`,
  };
  const composer = createComposer(s, deps, () => "zh", { thread: { showSent: (m) => void shown.push(m) }, toast: (k) => void toasts.push(k) });
  return { s, composer, clientIds, shown, toasts, net };
}

describe("service console composer slice", () => {
  it("an empty draft is refused with style_6; typing clears that alert", async () => {
    const t = setup();
    expect(await t.composer.send()).toBe(false);
    expect(t.s.get().alert).toBe("style_6");
    t.composer.setDraft("x");
    expect(t.s.get().alert).toBeNull();
    expect(t.s.get().drafts).toEqual({ 7: "x" });
  });

  it("a quick reply goes in place of the selection and the caret after it", () => {
    const t = setup();
    t.s.set({ quick: { ...t.s.get().quick, items: [{ id: 1, content: "您好" }] } });
    t.composer.setDraft("ab");
    t.composer.insertQuickReply(1, 1, 1);
    expect(t.s.get().drafts[7]).toBe("a您好b");
    expect(t.s.get().caret).toEqual({ seq: 1, at: 3 });
  });

  it("a lost answer is retried with the same clientId; a refusal gets a new one next time; a success empties the box", async () => {
    const t = setup();
    t.composer.setDraft("hello");
    t.net.fail = "998";
    expect(await t.composer.send()).toBe(false);
    expect(await t.composer.send()).toBe(false);
    t.net.fail = "forbidden";
    expect(await t.composer.send()).toBe(false);
    t.net.fail = null;
    expect(await t.composer.send()).toBe(true);
    expect(t.clientIds).toEqual(["u1", "u1", "u1", "u2"]);
    expect(t.toasts).toEqual(["send_failed", "send_failed", "send_failed"]);
    expect(t.s.get().drafts[7]).toBe("");
    expect(t.s.get().sending).toBe(false);
    expect(t.shown.map((m) => m.id)).toEqual([500]);
  });
});
