/**
 * widgets/chat/store/composer.ts alone (issue 18 slices): a text checked
 * before it joins the outbox, an image picked as a draft then sent.
 */
import { describe, expect, it } from "vitest";
import { createState } from "../../widgets/core/store.js";
import { createComposer } from "../../widgets/chat/store/composer.js";
import { initialChatState } from "../../widgets/chat/store/types.js";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

function setup() {
  const s = createState(initialChatState());
  const added: { clientId: string; kind: string; content: string }[] = [];
  let flushes = 0;
  let ids = 0;
  const composer = createComposer(
    s,
    { uuid: () => `u${++ids}`, now: () => 1000 },
    { outbox: { add: async (i) => void added.push(i), flush: async () => void flushes++ }, started: async () => undefined },
  );
  return { s, composer, added, flushes: () => flushes };
}

describe("chat composer slice", () => {
  it("an empty text is refused with style_6 and nothing is queued", async () => {
    const t = setup();
    expect(await t.composer.send("   ")).toBe(false);
    expect(t.s.get().alert).toBe("style_6");
    expect(t.added).toEqual([]);
  });

  it("a text is trimmed, given a clientId, queued and sent; the alert goes and the view scrolls", async () => {
    const t = setup();
    t.s.set({ alert: "style_6" });
    expect(await t.composer.send("  hello ")).toBe(true);
    expect(t.added).toEqual([{ clientId: "u1", kind: "text", content: "hello", createdAt: 1000 }]);
    expect(t.s.get().alert).toBeNull();
    expect(t.s.get().scrollSeq).toBe(1);
    expect(t.flushes()).toBe(1);
  });

  it("an image becomes the draft, then goes to the outbox; without a draft nothing is sent", async () => {
    const t = setup();
    expect(await t.composer.sendImage()).toBe(false);
    await t.composer.pickImage([Object.assign(new Blob([PNG]), { name: "a.png" })]);
    expect(t.s.get().draft?.mime).toBe("image/png");
    expect(await t.composer.sendImage()).toBe(true);
    expect(t.s.get().draft).toBeNull();
    expect(t.added[0]).toMatchObject({ clientId: "u1", kind: "image", content: "", name: "a.png" });
  });
});
