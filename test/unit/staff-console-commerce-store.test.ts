/**
 * The staff console store's buying and licensing slices (issue 20;
 * widgets/staff-console/store/settings.ts, packs.ts, orders.ts,
 * organisations.ts, licences.ts through staff-console.store.ts) with fakes
 * of the calls (staff-console-fake.ts, staff-console-commerce-fake.ts):
 * each panel read when first shown; settings saved only as far as they
 * changed, problems (the rules' and the server's) at their fields and
 * nothing sent or lost on bad input; packs created and edited; orders found
 * by number or member code and state, a bank transfer confirmed with its
 * reference and amount (a mismatch refused at the amount box, a changed
 * order read again), a pending order cancelled; organisations created,
 * members added (organisation_full and an unknown code at the code box) and
 * removed, grants given; a story's photo licences edited; every success
 * announced with its audit action.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_COMMERCE_SETTINGS } from "../../common/commerce.js";
import { DEFAULT_LICENCE } from "../../common/licence.js";
import type { Lang } from "../../common/i18n/index.js";
import { settingsForm } from "../../widgets/staff-console/commerce.rules.js";
import { createStaffStore } from "../../widgets/staff-console/staff-console.store.js";
import { fakeCommerce, order, organisation, pack, photos } from "./staff-console-commerce-fake.js";
import { fakeStaff, settle, story } from "./staff-console-fake.js";

const zh = (): Lang => "zh";

function setup(opts: Parameters<typeof createStaffStore>[2] = {}) {
  const f = fakeStaff();
  const c = fakeCommerce();
  const store = createStaffStore(zh, { api: f.api, commerce: c.api }, opts);
  return { f, c, store, st: () => store.get() };
}

describe("staff console store: settings", () => {
  it("read when the panel is first shown; a save sends only what changed and is announced", async () => {
    const { c, store, st } = setup();
    await store.start();
    expect(c.count("settings")).toBe(0);
    await store.showPanel("settings");
    expect(st().settings).toMatchObject({ phase: "ready", value: DEFAULT_COMMERCE_SETTINGS });
    await store.showPanel("review");
    await store.showPanel("settings");
    expect(c.count("settings")).toBe(1);

    const form = { ...settingsForm(DEFAULT_COMMERCE_SETTINGS), pointsPerPhoto: "12", "sizes.medium.cost": "2" };
    expect(await store.settings.save(form)).toBe(true);
    expect(c.last("saveSettings")).toEqual([{ pointsPerPhoto: 12, sizes: { medium: { cost: 2 } } }]);
    expect(st().settings).toMatchObject({ busy: false, savedSeq: 1, problems: [], failure: null });
    expect(st().settings.value?.pointsPerPhoto).toBe(12);
    expect(st().settings.value?.sizes.medium.cost).toBe(2);
    expect(st().action).toMatchObject({ action: "setting.change", target: "commerce" });
    expect(st().toast).toMatchObject({ key: "settings_saved", quick: true });
  });

  it("nothing changed: said, nothing sent; bad boxes: problems at their fields, nothing sent, the settings kept", async () => {
    const { c, store, st } = setup({ panel: "settings" });
    await store.start();
    expect(await store.settings.save(settingsForm(DEFAULT_COMMERCE_SETTINGS))).toBe(false);
    expect(st().toast).toMatchObject({ key: "settings_unchanged" });
    expect(await store.settings.save({ ...settingsForm(DEFAULT_COMMERCE_SETTINGS), downloadLinkMinutes: "0", "sizes.small.longEdgePx": "2000" })).toBe(false);
    expect(st().settings.problems).toEqual([
      { field: "downloadLinkMinutes", rule: "minimum" },
      { field: "sizes.small.longEdgePx", rule: "order" },
    ]);
    expect(c.count("saveSettings")).toBe(0);
    expect(st().settings.value).toEqual(DEFAULT_COMMERCE_SETTINGS);
    store.settings.clearProblems();
    expect(st().settings.problems).toEqual([]);
  });

  it("the server's invalid_param lands on the same field; another refusal is an alert", async () => {
    const { c, store, st } = setup({ panel: "settings" });
    await store.start();
    // the server's settings changed meanwhile: medium is now smaller than the small edge typed
    c.settings.sizes.medium.longEdgePx = 700;
    expect(await store.settings.save({ ...settingsForm(DEFAULT_COMMERCE_SETTINGS), "sizes.small.longEdgePx": "800" })).toBe(false);
    expect(st().settings.problems).toEqual([{ field: "sizes.small.longEdgePx", rule: "order" }]);
    c.access = "forbidden";
    expect(await store.settings.save({ ...settingsForm(DEFAULT_COMMERCE_SETTINGS), pointsPerPhoto: "11" })).toBe(false);
    expect(st().settings.failure).toMatchObject({ code: "forbidden" });
    expect(st().settings.busy).toBe(false);
  });
});

describe("staff console store: packs", () => {
  it("every pack; a new one created (the form stays on it), one edited and deactivated; problems first", async () => {
    const { c, store, st } = setup({ panel: "packs" });
    c.packs = [pack(1), pack(2, { active: false })];
    await store.start();
    expect(st().packs.items.map((x) => [x.id, x.active])).toEqual([
      [1, true],
      [2, false],
    ]);
    store.packs.edit("new");
    expect(await store.packs.save({ nameZh: "", nameEn: "Ten", count: "10", price: "99", currency: "CNY", validityDays: "", active: true })).toBe(false);
    expect(st().packs.problems).toEqual([{ field: "nameZh", rule: "required" }]);
    expect(c.count("createPack")).toBe(0);
    expect(await store.packs.save({ nameZh: "十张", nameEn: "Ten", count: "10", price: "99.50", currency: "CNY", validityDays: "30", active: true })).toBe(true);
    expect(c.last("createPack")).toEqual([{ nameZh: "十张", nameEn: "Ten", count: 10, priceCents: 9950, currency: "CNY", validityDays: 30, active: true }]);
    expect(st().packs.editing).toBe(3);
    expect(st().packs.items.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(st().action).toMatchObject({ action: "pack.create", target: "3" });
    expect(st().toast).toMatchObject({ key: "pack_created", vars: { name: "十张" } });

    store.packs.edit(1);
    expect(await store.packs.save({ nameZh: "下载包 1", nameEn: "Pack 1", count: "50", price: "1280.00", currency: "CNY", validityDays: "365", active: false })).toBe(true);
    expect(c.last("updatePack")?.[0]).toBe(1);
    expect(st().packs.items[0].active).toBe(false);
    expect(st().action).toMatchObject({ action: "pack.change", target: "1" });
    store.packs.close();
    expect(st().packs.editing).toBeNull();
    expect(await store.packs.save({ nameZh: "x", nameEn: "x", count: "1", price: "1", currency: "CNY", validityDays: "", active: true })).toBe(false);
  });
});

describe("staff console store: orders", () => {
  it("pending first; search by number or member code and state; confirm with reference and amount", async () => {
    const { c, store, st } = setup({ panel: "orders" });
    c.orders = [order("PW-20261127-000001"), order("PW-20261127-000002", { member: { code: "m2", name: "Two" } }), order("PW-20261126-000009", { state: "paid", paymentReference: "old" })];
    await store.start();
    expect(c.last("orders")).toEqual([{ q: "", state: "pending", page: 1, rows: 20 }]);
    expect(st().orders.list.items.map((x) => x.number)).toEqual(["PW-20261127-000001", "PW-20261127-000002"]);
    await store.orders.search(" m2 ", "all");
    expect(c.last("orders")).toEqual([{ q: "m2", state: undefined, page: 1, rows: 20 }]);
    await store.orders.search("", "pending");

    store.orders.open("PW-20261127-000001");
    expect(st().orders.order?.number).toBe("PW-20261127-000001");
    // the dialog first; bad boxes stay in the form
    expect(await store.orders.confirm({ reference: "r", amount: "1280.00" })).toBe(false);
    expect(c.count("confirmOrder")).toBe(0);
    store.orders.startConfirm();
    expect(st().orders.dialog).toBe("confirm");
    expect(await store.orders.confirm({ reference: "", amount: "12.345" })).toBe(false);
    expect(st().orders.problems).toEqual([
      { field: "reference", rule: "required" },
      { field: "amountCents", rule: "money" },
    ]);
    // an amount that is not the price: the server's refusal at the amount box; the order stays pending
    expect(await store.orders.confirm({ reference: "HSBC-1", amount: "1200.00" })).toBe(false);
    expect(st().orders.problems).toEqual([{ field: "amountCents", rule: "mismatch" }]);
    expect(st().orders.dialog).toBe("confirm");
    expect(c.orders[0].state).toBe("pending");
    // the price: paid; the dialog closes; the order leaves the pending list but stays open
    expect(await store.orders.confirm({ reference: "HSBC-1", amount: "1,280" })).toBe(true);
    expect(c.last("confirmOrder")).toEqual(["PW-20261127-000001", { reference: "HSBC-1", amountCents: 128_000 }]);
    expect(st().orders).toMatchObject({ dialog: null, busy: null, problems: [] });
    expect(st().orders.order).toMatchObject({ state: "paid", paymentReference: "HSBC-1" });
    expect(st().orders.list.items.map((x) => x.number)).toEqual(["PW-20261127-000002"]);
    expect(st().orders.list.total).toBe(1);
    expect(st().action).toMatchObject({ action: "order.confirm", target: "PW-20261127-000001" });
    expect(st().toast).toMatchObject({ key: "order_paid", vars: { number: "PW-20261127-000001", count: 50 } });
    // paid: no more confirmation or cancellation
    store.orders.startConfirm();
    store.orders.startCancel();
    expect(st().orders.dialog).toBeNull();
  });

  it("an order changed meanwhile (order_state) is read again; a pending one cancelled after asking", async () => {
    const { c, store, st } = setup({ panel: "orders" });
    c.orders = [order("PW-1"), order("PW-2")];
    await store.start();
    store.orders.open("PW-1");
    store.orders.startConfirm();
    // another editor confirmed it with another reference meanwhile
    Object.assign(c.orders[0], { state: "paid", paymentReference: "OTHER" });
    expect(await store.orders.confirm({ reference: "MINE", amount: "1280.00" })).toBe(false);
    expect(st().orders.failure).toMatchObject({ code: "order_state" });
    await settle(10);
    expect(st().orders.order).toMatchObject({ state: "paid", paymentReference: "OTHER" });

    store.orders.open("PW-2");
    expect(await store.orders.cancel()).toBe(false);
    store.orders.startCancel();
    store.orders.closeDialog();
    expect(c.count("cancelOrder")).toBe(0);
    store.orders.startCancel();
    expect(await store.orders.cancel()).toBe(true);
    expect(st().orders.order?.state).toBe("cancelled");
    expect(st().orders.dialog).toBeNull();
    expect(st().action).toMatchObject({ action: "order.cancel", target: "PW-2" });
  });

  it("a refused cancellation closes its dialog and shows in the order", async () => {
    const { c, store, st } = setup({ panel: "orders" });
    c.orders = [order("PW-3")];
    await store.start();
    store.orders.open("PW-3");
    store.orders.startCancel();
    c.orders[0].state = "cancelled";
    expect(await store.orders.cancel()).toBe(false);
    expect(st().orders).toMatchObject({ dialog: null, failure: { code: "order_state" } });
  });
});

describe("staff console store: organisations", () => {
  it("created (an unknown admin code at its box), renamed, members added within seats and removed, a grant given", async () => {
    const { c, store, st } = setup({ panel: "organisations" });
    c.organisations = [organisation(1)];
    await store.start();
    expect(st().organisations.items.map((x) => x.name)).toEqual(["Org 1"]);

    store.organisations.startCreate();
    expect(await store.organisations.create({ name: "", seats: "2", adminCode: "" })).toBe(false);
    expect(st().organisations.problems.map((p) => p.field)).toEqual(["name", "adminCode"]);
    expect(await store.organisations.create({ name: "Xinhua", seats: "2", adminCode: "nobody" })).toBe(false);
    expect(st().organisations.problems).toEqual([{ field: "adminCode", rule: "notFound" }]);
    expect(await store.organisations.create({ name: "Xinhua", seats: "2", adminCode: "m1" })).toBe(true);
    expect(st().organisations.open).toBe(2);
    expect(st().action).toMatchObject({ action: "organisation.create", target: "2" });

    expect(await store.organisations.addMember("m2")).toBe(true);
    expect(st().organisations.items[1]).toMatchObject({ used: 2 });
    expect(st().action).toMatchObject({ action: "organisation.member", target: "2" });
    // every seat taken: the problem at the code box
    expect(await store.organisations.addMember("m3")).toBe(false);
    expect(st().organisations.problems).toEqual([{ field: "code", rule: "full" }]);
    expect(st().organisations.failure).toBeNull();
    expect(await store.organisations.addMember(" ")).toBe(false);
    expect(st().organisations.problems).toEqual([{ field: "code", rule: "required" }]);
    // more seats, then it fits
    expect(await store.organisations.update({ name: "Xinhua Photo", seats: "3" })).toBe(true);
    expect(c.last("updateOrganisation")).toEqual([2, { name: "Xinhua Photo", seats: 3 }]);
    expect(await store.organisations.addMember("m3")).toBe(true);
    await store.organisations.removeMember("m2");
    expect(st().organisations.items[1].members.map((m) => m.code)).toEqual(["m1", "m3"]);
    expect(st().toast).toMatchObject({ key: "organisation_member_removed", vars: { member: "Name m2" } });
    // the admin cannot be removed: the server's problem kept, nothing removed
    await store.organisations.removeMember("m1");
    expect(st().organisations.problems).toEqual([{ field: "code", rule: "admin" }]);
    expect(st().organisations.items[1].members.map((m) => m.code)).toEqual(["m1", "m3"]);
    // fewer seats than members: the server's problem at the seats box
    expect(await store.organisations.update({ name: "Xinhua Photo", seats: "1" })).toBe(false);
    expect(st().organisations.problems).toEqual([{ field: "seats", rule: "minimum" }]);

    expect(await store.organisations.grant({ label: "", quota: "", days: "" })).toBe(false);
    expect(st().organisations.problems.map((p) => p.field)).toEqual(["label", "grant"]);
    expect(await store.organisations.grant({ label: "年度", quota: "100", days: "365" })).toBe(true);
    expect(c.last("organisationGrant")).toEqual([2, { label: "年度", quota: 100, days: 365 }]);
    expect(st().organisations.items[1].grants).toHaveLength(1);
    expect(st().action).toMatchObject({ action: "organisation.grant", target: "2" });

    // revoked: sent, the grant inactive, announced; the same grant again is the server's not_found, shown as an alert
    const grantId = st().organisations.items[1].grants[0].id;
    await store.organisations.revokeGrant(grantId);
    expect(c.last("revokeOrganisationGrant")).toEqual([2, grantId]);
    expect(st().organisations.items[1].grants[0].active).toBe(false);
    expect(st().toast).toMatchObject({ key: "organisation_grant_revoked", vars: { label: "年度" } });
    expect(st().action).toMatchObject({ action: "organisation.grant_revoke", target: "2" });
    await store.organisations.revokeGrant(grantId);
    expect(st().organisations.failure).toMatchObject({ code: "not_found" });
  });
});

describe("staff console store: licences", () => {
  it("a story's photos opened from the takedowns panel; each licence saved on its own; problems belong to their photo", async () => {
    const { f, c, store, st } = setup({ panel: "takedowns" });
    f.stories = [story("pw000001")];
    c.stories.set("pw000001", photos("pw000001", 2));
    await store.start();
    await store.licences.open("pw000001", "Harbour");
    expect(st().licences).toMatchObject({ pcId: "pw000001", title: "Harbour", phase: "ready" });
    expect(st().licences.items.map((x) => x.relationId)).toEqual(["pw000001-r1", "pw000001-r2"]);

    const bad = { ...DEFAULT_LICENCE, restrictionsEn: "x".repeat(501) };
    expect(await store.licences.save("pw000001-r2", bad)).toBe(false);
    expect(st().licences).toMatchObject({ at: "pw000001-r2", problems: [{ field: "restrictionsEn", rule: "maxLength" }] });
    expect(c.count("saveLicence")).toBe(0);

    const good = { type: "rf" as const, restrictionsZh: " 不得用于广告 ", restrictionsEn: "No advertising", modelRelease: "released" as const, propertyRelease: "not_applicable" as const };
    expect(await store.licences.save("pw000001-r2", good)).toBe(true);
    expect(c.last("saveLicence")).toEqual(["pw000001-r2", { ...good, restrictionsZh: "不得用于广告" }]);
    expect(st().licences.items[1].licence).toEqual({ ...good, restrictionsZh: "不得用于广告" });
    expect(st().licences.items[0].licence).toEqual(DEFAULT_LICENCE);
    expect(st().licences).toMatchObject({ at: null, problems: [], saved: { relationId: "pw000001-r2" } });
    expect(st().action).toMatchObject({ action: "licence.change", target: "pw000001-r2" });
    expect(st().toast).toMatchObject({ key: "licence_saved", vars: { n: 2 } });
    store.licences.clearProblems();
    expect(st().licences.saved).toBeNull();

    store.licences.close();
    expect(st().licences.pcId).toBeNull();
    expect(await store.licences.save("pw000001-r1", good)).toBe(false);
  });

  it("a story that cannot be read: its failure for a retry; an answer for a story closed meanwhile is dropped", async () => {
    const { c, store, st } = setup({ panel: "takedowns" });
    await store.start();
    await store.licences.open("pw404", "Gone");
    expect(st().licences).toMatchObject({ phase: "error", error: { code: "not_found" } });
    c.stories.set("pw000002", photos("pw000002", 1));
    c.hold("storyLicences");
    const opening = store.licences.open("pw000002", "Late");
    store.licences.close();
    c.release("storyLicences");
    await opening;
    expect(st().licences).toMatchObject({ pcId: null, items: [] });
  });
});
