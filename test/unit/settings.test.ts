/**
 * The commerce settings (issue 20 "Settings in one place";
 * services/settings.ts): today's values by default, anyone reads them
 * (GET /api/commerce/settings), editors change them (PUT /api/staff/settings)
 * within their bounds and the size rules, each change audited, and a change
 * holds at once for another process. On the embedded database and on
 * PostgreSQL (unit-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_COMMERCE_SETTINGS, SETTING_BOUNDS, type CommerceSettings } from "../../common/commerce.js";
import { appSetting } from "../../server/src/db/schema.js";
import { DEMO_EDITORS } from "../../server/src/services/members.js";
import { COMMERCE_KEY, SettingsService } from "../../server/src/services/settings.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let editor: string;
let member: string;

const put = (patch: unknown, cookie = editor) => t.call({ method: "PUT", url: "/api/staff/settings", payload: patch as Record<string, unknown>, cookie });
const publicSettings = async (): Promise<CommerceSettings> => (await t.call({ method: "GET", url: "/api/commerce/settings" })).json().data;
const lastAudit = async () => (await t.call({ method: "GET", url: "/api/staff/audit?rows=1", cookie: editor })).json().data.page_data[0];

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  editor = await t.loginAs(DEMO_EDITORS[0].code, DEMO_EDITORS[0].password);
  member = await t.login(1);
}, 120_000);
afterAll(() => t?.close());

describe("commerce settings", () => {
  it("until staff change them, the settings are today's values, for anyone to read", async () => {
    expect(await publicSettings()).toEqual(DEFAULT_COMMERCE_SETTINGS);
    expect((await t.call({ method: "GET", url: "/api/staff/settings", cookie: editor })).json().data).toEqual(DEFAULT_COMMERCE_SETTINGS);
    const svc = t.app.services.settings;
    expect(await svc.unitCost("medium")).toBe(1);
    expect(await svc.downloadLinkMs()).toBe(10 * 60_000);
  });

  it("an editor changes some of them; the rest stay; the change is audited with what changed; another process reads it at once", async () => {
    const res = await put({ pointsPerPhoto: 15, downloadLinkMinutes: 30, sizes: { medium: { cost: 2 } } });
    expect(res.statusCode, res.body).toBe(200);
    const want = { ...DEFAULT_COMMERCE_SETTINGS, pointsPerPhoto: 15, downloadLinkMinutes: 30, sizes: { ...DEFAULT_COMMERCE_SETTINGS.sizes, medium: { longEdgePx: 1600, cost: 2 } } };
    expect(res.json().data).toEqual(want);
    expect(await publicSettings()).toEqual(want);
    // a second service on the same database: as another process would read it
    const other = new SettingsService(t.handle.db);
    expect(await other.unitCost("medium")).toBe(2);
    expect(await other.downloadLinkMs()).toBe(30 * 60_000);
    const log = await lastAudit();
    expect([log.action, log.target, log.actor]).toEqual(["setting.change", COMMERCE_KEY, "demo_editor"]);
    expect(log.detail).toEqual({
      before: { pointsPerPhoto: 10, downloadLinkMinutes: 10, sizes: DEFAULT_COMMERCE_SETTINGS.sizes },
      after: { pointsPerPhoto: 15, downloadLinkMinutes: 30, sizes: want.sizes },
    });
  });

  it("values out of their bounds and broken size rules are refused with their field and rule; nothing changes", async () => {
    const before = await publicSettings();
    const cases: [unknown, { field: string; rule: string }][] = [
      [{ pointsPerPhoto: 0 }, { field: "pointsPerPhoto", rule: "minimum" }],
      [{ contributorSharePercent: 101 }, { field: "contributorSharePercent", rule: "maximum" }],
      [{ downloadLinkMinutes: SETTING_BOUNDS.downloadLinkMinutes.max + 1 }, { field: "downloadLinkMinutes", rule: "maximum" }],
      [{ withdrawMinPoints: 1.5 }, { field: "withdrawMinPoints", rule: "type" }],
      [{ sizes: { small: { longEdgePx: 32 } } }, { field: "sizes.small.longEdgePx", rule: "minimum" }],
      [{ sizes: { small: { longEdgePx: 2000 } } }, { field: "sizes.small.longEdgePx", rule: "order" }],
      [{ sizes: { medium: { longEdgePx: null } } }, { field: "sizes.medium.longEdgePx", rule: "required" }],
      [{ sizes: { original: { longEdgePx: 3000 } } }, { field: "sizes.original.longEdgePx", rule: "const" }],
    ];
    for (const [patch, error] of cases) {
      const res = await put(patch);
      expect(res.statusCode, JSON.stringify(patch)).toBe(422);
      expect(res.json().code).toBe("invalid_param");
      expect(res.json().errors, JSON.stringify(patch)).toContainEqual(error);
    }
    expect(await publicSettings()).toEqual(before);
    // the service itself refuses what the route's schema would drop (an unknown key) or let through
    const actor = { id: null, code: "cli" };
    await expect(t.app.services.settings.update(actor, { pricePerPhoto: 3 })).rejects.toMatchObject({ code: "invalid_param" });
    await expect(t.app.services.settings.update(actor, { pointsPerPhoto: "20" })).rejects.toMatchObject({ code: "invalid_param", errors: [{ field: "pointsPerPhoto", rule: "type" }] });
    expect(await publicSettings()).toEqual(before);
  });

  it("only editors change them: a guest is asked to log in, a member is refused", async () => {
    expect((await put({ pointsPerPhoto: 99 }, "")).statusCode).toBe(401);
    expect((await put({ pointsPerPhoto: 99 }, member)).statusCode).toBe(403);
    expect((await t.call({ method: "GET", url: "/api/staff/settings", cookie: member })).statusCode).toBe(403);
    expect((await publicSettings()).pointsPerPhoto).not.toBe(99);
  });

  it("a stored value of an older shape falls back to the defaults where it does not fit", async () => {
    await t.handle.db
      .insert(appSetting)
      .values({ key: COMMERCE_KEY, value: { pointsPerPhoto: 12, retired: true } })
      .onConflictDoUpdate({ target: appSetting.key, set: { value: { pointsPerPhoto: 12, retired: true } } });
    expect(await publicSettings()).toEqual({ ...DEFAULT_COMMERCE_SETTINGS, pointsPerPhoto: 12 });
    await t.handle.db.update(appSetting).set({ value: { pointsPerPhoto: "twelve" } });
    expect(await publicSettings()).toEqual(DEFAULT_COMMERCE_SETTINGS);
  });
});
