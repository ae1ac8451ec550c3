/**
 * widgets/service-console/store/quick-replies.ts alone (issue 18 slices):
 * loaded, added, changed and deleted, texts checked first.
 */
import { describe, expect, it } from "vitest";
import { QUICK_REPLY_MAX, type QuickReplyDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import { createQuickReplies } from "../../widgets/service-console/store/quick-replies.js";
import { initialConsoleState, type ConsoleDeps } from "../../widgets/service-console/store/types.js";

function setup() {
  const s = createState(initialConsoleState("open"));
  let next = 1;
  const server: QuickReplyDto[] = [{ id: 99, content: "hi" }];
  const toasts: string[] = [];
  const deps = {
    api: {
      quickReplies: async () => [...server],
      addQuickReply: async (content: string) => ({ id: next++, content }),
      updateQuickReply: async (id: number, content: string) => ({ id, content }),
      deleteQuickReply: async () => undefined,
    } as unknown as ConsoleDeps["api"],
  };
  const q = createQuickReplies(s, deps, () => "zh", { toast: (k) => void toasts.push(k), failToast: () => undefined });
  return { s, q, toasts };
}

describe("service console quick-replies slice", () => {
  it("loads, adds (trimmed), changes and deletes, each with a quick toast", async () => {
    const t = setup();
    t.q.loading();
    expect(t.s.get().quick.phase).toBe("loading");
    await t.q.load();
    expect(t.s.get().quick).toMatchObject({ phase: "ready", items: [{ id: 99, content: "hi" }] });
    expect(await t.q.add("  thanks ")).toBe(true);
    t.q.edit(1);
    expect(await t.q.save(1, "thank you")).toBe(true);
    expect(t.s.get().quick.editingId).toBeNull();
    await t.q.remove(99);
    expect(t.s.get().quick.items).toEqual([{ id: 1, content: "thank you" }]);
    expect(t.toasts).toEqual(["quick_added", "quick_saved", "quick_deleted"]);
  });

  it("refuses an empty or too long text before calling", async () => {
    const t = setup();
    expect(await t.q.add(" ")).toBe(false);
    expect(t.s.get().quick.error).toBe("style_6");
    t.q.clearError();
    expect(await t.q.add("x".repeat(QUICK_REPLY_MAX + 1))).toBe(false);
    expect(t.s.get().quick.error).toBe("quick_too_long");
    expect(t.s.get().quick.items).toEqual([]);
  });
});
