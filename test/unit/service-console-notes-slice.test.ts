/**
 * widgets/service-console/store/notes.ts alone (issue 18 slices): toasts
 * numbered, a failure's reason its msg or else its code.
 */
import { describe, expect, it } from "vitest";
import { createState } from "../../widgets/core/store.js";
import { createNotes } from "../../widgets/service-console/store/notes.js";
import { initialConsoleState } from "../../widgets/service-console/store/types.js";

describe("service console notes slice", () => {
  it("numbers toasts; a failure names its msg, or its code when it has none", () => {
    const s = createState(initialConsoleState("mine"));
    expect(s.get().filter).toBe("mine");
    const notes = createNotes(s);
    notes.failToast({ code: "forbidden", msg: "无权执行此操作" });
    expect(s.get().toast).toEqual({ seq: 1, key: "action_failed", vars: { reason: "无权执行此操作" }, quick: false });
    notes.failToast({ code: "998" }, "list_failed");
    expect(s.get().toast).toEqual({ seq: 2, key: "list_failed", vars: { reason: "998" }, quick: false });
    notes.toast("quick_added", undefined, true);
    expect(s.get().toast).toMatchObject({ seq: 3, key: "quick_added", quick: true });
  });
});
