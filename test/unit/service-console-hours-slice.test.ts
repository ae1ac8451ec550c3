/**
 * widgets/service-console/store/hours.ts alone (issue 18 slices): the
 * working-hours panel read, edited, checked before saving, and the
 * server's 422 problems shown where the agent's own checks show them.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_WORK_HOURS, type WorkHoursDto } from "../../common/chat/contract.js";
import { createState } from "../../widgets/core/store.js";
import { createHours } from "../../widgets/service-console/store/hours.js";
import { initialConsoleState, type ConsoleDeps } from "../../widgets/service-console/store/types.js";

class ApiErr extends Error {
  constructor(
    public code: string,
    public body?: unknown,
  ) {
    super(code);
  }
}

function setup() {
  const s = createState(initialConsoleState("open"));
  const put: WorkHoursDto[] = [];
  const toasts: string[] = [];
  const net = { refuse: null as { field: string; rule: string }[] | null };
  const deps = {
    api: {
      workHours: async () => DEFAULT_WORK_HOURS,
      putWorkHours: async (h: WorkHoursDto) => {
        if (net.refuse) throw new ApiErr("invalid_param", { errors: net.refuse });
        put.push(h);
        return h;
      },
    } as unknown as ConsoleDeps["api"],
  };
  const hours = createHours(s, deps, () => "zh", { toast: (k) => void toasts.push(k), failToast: (_e, k) => void toasts.push(k ?? "action_failed") });
  return { s, hours, put, toasts, net };
}

describe("service console hours slice", () => {
  it("opens with the hours as a form, refuses a bad time zone before calling, then shows problems as the agent types", async () => {
    const t = setup();
    await t.hours.open();
    expect(t.s.get().hours).toMatchObject({ open: true, phase: "ready", errors: [] });
    t.hours.edit({ kind: "timeZone", value: "Not/AZone" });
    expect(t.s.get().hours.errors).toEqual([]);
    expect(await t.hours.save()).toBe(false);
    expect(t.put).toEqual([]);
    expect(t.s.get().hours.errors).toContainEqual({ field: "timeZone", rule: "timeZone" });
    t.hours.edit({ kind: "timeZone", value: "Asia/Shanghai" });
    expect(t.s.get().hours.errors).toEqual([]);
    expect(await t.hours.save()).toBe(true);
    expect(t.put).toHaveLength(1);
    expect(t.s.get().hours.open).toBe(false);
    expect(t.toasts).toEqual(["hours_saved"]);
  });

  it("the server's problems show at their fields, without a toast", async () => {
    const t = setup();
    await t.hours.open();
    t.net.refuse = [{ field: "holidays.0", rule: "format" }];
    expect(await t.hours.save()).toBe(false);
    expect(t.s.get().hours).toMatchObject({ phase: "ready", errors: [{ field: "holidays.0", rule: "format" }] });
    expect(t.toasts).toEqual([]);
  });
});
