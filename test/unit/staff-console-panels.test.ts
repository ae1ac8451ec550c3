/**
 * The staff console store's other panels (issue 19 "A staff console";
 * widgets/staff-console/store/takedowns.ts, applications.ts, members.ts
 * through staff-console.store.ts) with a fake of the staff calls
 * (staff-console-fake.ts): takedowns (search, withdraw with a reason in the
 * dialog, restore, a failure), contributor applications (a decided one
 * leaves the list; the members panel follows) and photographer profiles,
 * members (quota, grants, roles, one's own editor role refused).
 */
import { describe, expect, it } from "vitest";
import { STAFF_ROWS } from "../../common/staff.js";
import type { Lang } from "../../common/i18n/index.js";
import { createStaffStore } from "../../widgets/staff-console/staff-console.store.js";
import { fakeStaff, member, ME, story } from "./staff-console-fake.js";
import { fakeCommerce } from "./staff-console-commerce-fake.js";

const zh = (): Lang => "zh";

function setup(opts: Parameters<typeof createStaffStore>[2] = {}) {
  const f = fakeStaff();
  const store = createStaffStore(zh, { api: f.api, commerce: fakeCommerce().api }, opts);
  return { f, store, st: () => store.get() };
}

describe("staff console store: takedowns", () => {
  it("searches (trimmed; withdrawn only as 1), withdraws with a reason in the dialog, restores", async () => {
    const { f, store, st } = setup({ panel: "takedowns" });
    f.stories = [story("pw000001"), story("pw000002", { title: "Harbour" })];
    await store.start();
    expect(st().takedowns.list.total).toBe(2);
    await store.takedowns.search("  Harbour ", false);
    expect(f.calls.at(-1)).toEqual({ name: "stories", args: [{ q: "Harbour", withdrawn: 0, page: 1, rows: STAFF_ROWS }] });
    expect(st().takedowns.list.items.map((x) => x.pcId)).toEqual(["pw000002"]);
    store.takedowns.startWithdraw("pw000002");
    expect(st().takedowns.withdrawing).toBe("pw000002");
    expect(await store.takedowns.withdraw("")).toBe(false);
    expect(st().takedowns.problems).toEqual([{ field: "reason", rule: "required" }]);
    expect(f.count("withdraw")).toBe(0);
    expect(await store.takedowns.withdraw("Rights dispute")).toBe(true);
    expect(st().takedowns.withdrawing).toBeNull();
    expect(st().takedowns.list.items[0].withdrawn).toMatchObject({ by: ME.code, reason: "Rights dispute" });
    expect(st().action).toMatchObject({ action: "story.withdraw", target: "pw000002" });
    await store.takedowns.search("", true);
    expect(f.calls.at(-1)?.args[0]).toMatchObject({ q: "", withdrawn: 1 });
    expect(st().takedowns.list.items.map((x) => x.pcId)).toEqual(["pw000002"]);
    await store.takedowns.restore("pw000002");
    expect(st().takedowns.list.items[0].withdrawn).toBeNull();
    expect(st().takedowns.busy).toBeNull();
    expect(st().toast).toMatchObject({ key: "restored", vars: { title: "Harbour" } });
  });

  it("cancelling the dialog sends nothing", async () => {
    const { f, store, st } = setup({ panel: "takedowns" });
    f.stories = [story("pw000001")];
    await store.start();
    store.takedowns.startWithdraw("pw000001");
    store.takedowns.cancelWithdraw();
    expect(st().takedowns.withdrawing).toBeNull();
    expect(await store.takedowns.withdraw("why")).toBe(false);
    expect(f.count("withdraw")).toBe(0);
  });

  it("a failed restore is a toast with the server's message", async () => {
    const { f, store, st } = setup({ panel: "takedowns" });
    f.stories = [story("pw000001", { withdrawn: { at: "2026-11-20T08:00:00.000Z", by: "x", reason: "r" } })];
    await store.start();
    f.access = "forbidden";
    await store.takedowns.restore("pw000001");
    expect(st().toast).toMatchObject({ key: "action_failed", failure: { code: "forbidden" } });
    expect(st().takedowns.busy).toBeNull();
  });
});

describe("staff console store: applications", () => {
  it("contributor applications: a decided one leaves the list, and the members panel's copy follows", async () => {
    const { f, store, st } = setup({ panel: "members" });
    f.members = [member("c1", { nature: 1, contributorStatus: 0 }), member("c2", { nature: 1, contributorStatus: 0 }), member("m1")];
    await store.start();
    await store.showPanel("contributors");
    expect(f.calls.at(-1)?.args[0]).toMatchObject({ status: "applied", page: 1 });
    expect(st().contributors.list.items.map((x) => x.code)).toEqual(["c1", "c2"]);
    await store.applications.decideContributor("c1", "approve");
    expect(st().contributors.list.items.map((x) => x.code)).toEqual(["c2"]);
    expect(st().contributors.list.total).toBe(1);
    expect(st().members.list.items.find((x) => x.code === "c1")?.contributorStatus).toBe(1);
    expect(st().action).toMatchObject({ action: "contributor.approve", target: "c1" });
    await store.applications.decideContributor("c2", "reject");
    expect(st().action).toMatchObject({ action: "contributor.reject", target: "c2" });
    expect(st().toast).toMatchObject({ key: "contributor_rejected" });
  });

  it("photographer profiles: approve and reject by id", async () => {
    const { f, store, st } = setup({ panel: "photographers" });
    f.photographers = [
      { id: 7, name: "Lin Hui", nameZh: "林辉", memberCode: "demo_contributor", status: 0, claimedPhotos: 3, createdAt: "2026-11-01T00:00:00.000Z" },
      { id: 8, name: "Ann Lee", nameZh: null, memberCode: null, status: 0, claimedPhotos: 0, createdAt: "2026-11-02T00:00:00.000Z" },
    ];
    await store.start();
    await store.applications.decidePhotographer(7, "approve");
    expect(f.photographers[0].status).toBe(1);
    expect(st().photographers.list.items.map((x) => x.id)).toEqual([8]);
    expect(st().action).toMatchObject({ action: "photographer.approve", target: "7" });
    await store.applications.decidePhotographer(8, "reject");
    expect(st().photographers.list.items).toEqual([]);
    expect(st().toast).toMatchObject({ key: "photographer_rejected", vars: { name: "Ann Lee" } });
  });
});

describe("staff console store: members", () => {
  async function opened() {
    const x = setup({ panel: "members" });
    x.f.members = [member("m1", { downloadQuota: 3 }), member(ME.code, { editor: true })];
    await x.store.start();
    x.store.members.open("m1");
    return x;
  }

  it("a quota change: checked first; the quota never goes below 0; the boxes are told to empty", async () => {
    const { f, store, st } = await opened();
    expect(st().members.member?.code).toBe("m1");
    expect(await store.members.changeQuota("abc")).toBe(false);
    expect(st().members.problems).toEqual([{ field: "delta", rule: "integer" }]);
    expect(await store.members.changeQuota("0")).toBe(false);
    expect(await store.members.changeQuota("100001")).toBe(false);
    expect(f.count("quota")).toBe(0);
    expect(await store.members.changeQuota("-10")).toBe(true);
    expect(f.calls.at(-1)).toEqual({ name: "quota", args: ["m1", -10] });
    expect(st().members.member?.downloadQuota).toBe(0);
    expect(st().members.list.items[0].downloadQuota).toBe(0);
    expect(st().members.savedSeq).toBe(1);
    expect(st().toast).toMatchObject({ key: "quota_done", vars: { quota: 0 } });
  });

  it("grants: label and photos and/or days; revoke", async () => {
    const { f, store, st } = await opened();
    expect(await store.members.addGrant({ label: "", quota: "", days: "" })).toBe(false);
    expect(st().members.problems).toEqual([
      { field: "label", rule: "required" },
      { field: "grant", rule: "required" },
    ]);
    expect(await store.members.addGrant({ label: " Xinhua ", quota: "50", days: "30" })).toBe(true);
    expect(f.calls.at(-1)).toEqual({ name: "grant", args: ["m1", { label: "Xinhua", quota: 50, days: 30 }] });
    const g = st().members.member!.grants[0];
    expect(g).toMatchObject({ label: "Xinhua", total: 50, active: true });
    await store.members.revokeGrant(g.id);
    expect(st().members.member!.grants[0]).toMatchObject({ active: false });
    expect(st().members.member!.grants[0].revokedAt).not.toBeNull();
    expect(st().action).toMatchObject({ action: "member.grant_revoke", target: String(g.id) });
  });

  it("roles: given and taken one at a time; one's own editor role refused by the server shows at the roles", async () => {
    const { f, store, st } = await opened();
    await store.members.setRole("agent", true);
    expect(f.calls.at(-1)).toEqual({ name: "roles", args: ["m1", { agent: true }] });
    expect(st().members.member?.agent).toBe(true);
    expect(st().toast).toMatchObject({ key: "role_agent_on" });
    store.members.open(ME.code);
    await store.members.setRole("editor", false);
    expect(st().members.problems).toEqual([{ field: "editor", rule: "self" }]);
    expect(st().members.member?.editor).toBe(true);
  });

  it("a new search loads its first page; close forgets the open member", async () => {
    const { f, store, st } = await opened();
    await store.members.search(" m1 ");
    expect(f.calls.at(-1)?.args[0]).toEqual({ q: "m1", page: 1, rows: STAFF_ROWS });
    store.members.close();
    expect(st().members.member).toBeNull();
  });
});
