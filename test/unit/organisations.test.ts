/**
 * Organisation accounts (issue 20 "Organisation members"): staff create one
 * with seats and an admin (who takes a seat), add and remove members within
 * the seats (two additions at once never overfill it), grant it downloads
 * (each audited); its members spend its shared quota after their own grants
 * (services/grants.ts); its admin orders packs for it, sees its members and
 * who downloaded what (download_log). On the embedded database and on
 * PostgreSQL (unit-pg).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrganisationDto } from "../../common/commerce.js";
import { downloadLog, story, ucMember } from "../../server/src/db/schema.js";
import { DEMO_EDITORS, MemberService } from "../../server/src/services/members.js";
import { consumeGrants, coverable, orgGrantsOf } from "../../server/src/services/grants.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let editor: string;
let member: string;
let contributor: string;
/** members made for these tests: code → id */
const ids = new Map<string, number>();

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, cookie = editor) =>
  t.call({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), cookie });
const ok = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, cookie = editor): Promise<OrganisationDto> => {
  const res = await call(method, url, payload, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const create = (name: string, seats: number, adminCode: string) => ok("POST", "/api/staff/organisations", { name, seats, adminCode });
const lastAudit = async () => (await call("GET", "/api/staff/audit?rows=1")).json().data.page_data[0];
const codes = (o: OrganisationDto) => o.members.map((m) => m.code);

beforeAll(async () => {
  t = await makeApp({ RATE_LIMIT_FACTOR: "1000" });
  editor = await t.loginAs(DEMO_EDITORS[0].code, DEMO_EDITORS[0].password);
  member = await t.login(1);
  contributor = await t.login(0);
  const svc = new MemberService(t.handle.db, 0);
  for (let i = 1; i <= 8; i++) {
    const m = await svc.create({ code: `org_m${i}`, password: "Reader2026x", name: `Reader ${i}`, nature: 2 });
    ids.set(m.code, m.id);
  }
  for (const code of ["demo_member", "demo_contributor"]) ids.set(code, (await t.handle.db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.code, code)))[0].id);
  await t.handle.db.insert(story).values({ pcId: "pw-org-1", type: "image", siteCode: "pw", siteId: 1, subjectCode: "news", subjectName: "News", subjectNameZh: "新闻", titleZh: "港口", titleEn: "Harbour", relContentUrl: "2026/11/20/pw-org-1" });
}, 120_000);
afterAll(() => t?.close());

describe("organisations in the console", () => {
  it("staff create an organisation: its admin takes the first seat; audited", async () => {
    const o = await create("  Daily Planet ", 3, "org_m1");
    expect(o).toMatchObject({ name: "Daily Planet", seats: 3, used: 1, admin: { code: "org_m1", name: "Reader 1" }, grants: [], members: [{ code: "org_m1", name: "Reader 1" }] });
    const log = await lastAudit();
    expect([log.action, log.target, log.detail]).toEqual(["organisation.create", String(o.id), { name: "Daily Planet", seats: 3, admin: "org_m1" }]);
    expect((await call("GET", "/api/staff/organisations")).json().data.map((x: OrganisationDto) => x.name)).toContain("Daily Planet");
  });

  it("a member holds one seat at most; an unknown admin is refused; nothing is stored", async () => {
    const before = (await call("GET", "/api/staff/organisations")).json().data.length;
    const taken = await call("POST", "/api/staff/organisations", { name: "Other", seats: 2, adminCode: "org_m1" });
    expect([taken.statusCode, taken.json().errors]).toEqual([422, [{ field: "adminCode", rule: "taken" }]]);
    const unknown = await call("POST", "/api/staff/organisations", { name: "Other", seats: 2, adminCode: "nobody_here" });
    expect(unknown.json().errors).toEqual([{ field: "adminCode", rule: "notFound" }]);
    const seats = await call("POST", "/api/staff/organisations", { name: "Other", seats: 0, adminCode: "org_m2" });
    expect([seats.statusCode, seats.json().errors[0]]).toEqual([422, { field: "seats", rule: "minimum" }]);
    expect((await call("GET", "/api/staff/organisations")).json().data.length).toBe(before);
  });

  it("members are added within the seats (again: no change), never into another organisation's seat; beyond the seats: organisation_full", async () => {
    const o = await create("Seat Co", 2, "org_m2");
    const added = await ok("POST", `/api/staff/organisations/${o.id}/members`, { code: "org_m3" });
    expect([added.used, codes(added)]).toEqual([2, ["org_m2", "org_m3"]]);
    expect((await lastAudit()).detail).toEqual({ add: "org_m3" });
    expect((await ok("POST", `/api/staff/organisations/${o.id}/members`, { code: "org_m3" })).used).toBe(2);
    const full = await call("POST", `/api/staff/organisations/${o.id}/members`, { code: "org_m4" });
    expect([full.statusCode, full.json().code]).toEqual([409, "organisation_full"]);
    const elsewhere = await call("POST", `/api/staff/organisations/${o.id}/members`, { code: "org_m1" });
    expect(elsewhere.json().errors).toEqual([{ field: "code", rule: "taken" }]);
    expect((await call("POST", "/api/staff/organisations/999999/members", { code: "org_m4" })).statusCode).toBe(404);
  });

  it("two additions into the last seat at once: one gets it, the other organisation_full", async () => {
    const o = await create("Race Ltd", 2, "org_m5");
    const [a, b] = await Promise.all(["org_m6", "org_m7"].map((code) => t.app.services.organisations.addMember({ id: null, code: "cli" }, o.id, code).then(() => "ok", (e) => e.code)));
    expect([a, b].sort()).toEqual(["ok", "organisation_full"]);
    expect((await t.app.services.organisations.get(o.id)).used).toBe(2);
  });

  it("the admin cannot be removed; a member can (audited); seats never go below the members; a rename is audited", async () => {
    const o = await create("Remove Inc", 3, "org_m8");
    await ok("POST", `/api/staff/organisations/${o.id}/members`, { code: "demo_contributor" });
    const admin = await call("DELETE", `/api/staff/organisations/${o.id}/members/org_m8`);
    expect([admin.statusCode, admin.json().errors]).toEqual([422, [{ field: "code", rule: "admin" }]]);
    const below = await call("PUT", `/api/staff/organisations/${o.id}`, { name: "Remove Inc", seats: 1 });
    expect(below.json().errors).toEqual([{ field: "seats", rule: "used" }]);
    const removed = await ok("DELETE", `/api/staff/organisations/${o.id}/members/demo_contributor`);
    expect(codes(removed)).toEqual(["org_m8"]);
    expect((await lastAudit()).detail).toEqual({ remove: "demo_contributor" });
    expect((await call("DELETE", `/api/staff/organisations/${o.id}/members/demo_contributor`)).statusCode).toBe(404);
    const renamed = await ok("PUT", `/api/staff/organisations/${o.id}`, { name: "Removed Inc", seats: 1 });
    expect(renamed).toMatchObject({ name: "Removed Inc", seats: 1, used: 1 });
    expect((await lastAudit()).detail).toEqual({ before: { name: "Remove Inc", seats: 3 }, after: { name: "Removed Inc", seats: 1 } });
  });

  it("the staff calls are an editor's", async () => {
    expect((await call("GET", "/api/staff/organisations", undefined, member)).statusCode).toBe(403);
    expect((await call("POST", "/api/staff/organisations", { name: "X", seats: 1, adminCode: "demo_member" }, "")).statusCode).toBe(401);
  });
});

describe("the shared quota and the admin's view", () => {
  let org: OrganisationDto;

  beforeAll(async () => {
    org = await create("Shared Media", 3, "demo_member");
    await ok("POST", `/api/staff/organisations/${org.id}/members`, { code: "demo_contributor" });
  });

  it("staff grant the organisation downloads (audited); its members spend them after their own grants", async () => {
    const granted = await ok("POST", `/api/staff/organisations/${org.id}/grants`, { label: "Agency deal", quota: 5 });
    expect(granted.grants).toEqual([expect.objectContaining({ label: "Agency deal", remaining: 5, total: 5, validUntil: null, active: true })]);
    expect((await lastAudit()).action).toBe("organisation.grant");
    expect((await call("POST", `/api/staff/organisations/${org.id}/grants`, { label: "x" })).json().errors).toEqual([{ field: "quota", rule: "required" }]);
    const memberId = ids.get("demo_contributor")!;
    await call("POST", "/api/staff/members/demo_contributor/grants", { label: "Own", quota: 2 });
    const owner = { memberId, organisationId: org.id };
    const now = new Date();
    expect(await coverable(t.handle.db, owner, 10, now)).toBe(7);
    expect(await coverable(t.handle.db, { memberId, organisationId: null }, 10, now)).toBe(2);
    const used = await t.handle.db.transaction((tx) => consumeGrants(tx, owner, 3, now));
    expect(used).toEqual({ member: 2, organisation: 1 });
    expect((await orgGrantsOf(t.handle.db, org.id, new Date()))[0]).toMatchObject({ remaining: 4 });
    expect(await coverable(t.handle.db, owner, 10, now)).toBe(4);
    // revoked by staff (audited): its members can no longer spend it; a second revoke, or another organisation's grant, is not found
    const grantId = (await orgGrantsOf(t.handle.db, org.id, new Date()))[0].id;
    const revoked = await ok("POST", `/api/staff/organisations/${org.id}/grants/${grantId}/revoke`);
    expect(revoked.grants[0]).toMatchObject({ id: grantId, active: false });
    expect((await lastAudit()).action).toBe("organisation.grant_revoke");
    expect(await coverable(t.handle.db, owner, 10, new Date())).toBe(0);
    expect((await call("POST", `/api/staff/organisations/${org.id}/grants/${grantId}/revoke`)).statusCode).toBe(404);
    expect((await call("POST", `/api/staff/organisations/${org.id + 1000}/grants/${grantId}/revoke`)).statusCode).toBe(404);
  });

  it("a member sees their organisation; only its admin sees its members; someone without one sees null", async () => {
    const mine = (await call("GET", "/api/commerce/organisation", undefined, member)).json().data;
    expect(mine).toMatchObject({ id: org.id, name: "Shared Media", used: 2, admin: { code: "demo_member" } });
    expect(codes(mine)).toEqual(["demo_contributor", "demo_member"]);
    const theirs = (await call("GET", "/api/commerce/organisation", undefined, contributor)).json().data;
    expect(theirs).toMatchObject({ id: org.id, members: [] });
    expect(theirs.grants.length).toBe(1);
    const loner = await t.loginAs("org_m4", "Reader2026x");
    expect((await call("GET", "/api/commerce/organisation", undefined, loner)).json()).toEqual({ code: "success", data: null });
  });

  it("the admin orders a pack for the organisation: once paid, the quota is the organisation's", async () => {
    const pack = (await call("GET", "/api/commerce/packs", undefined, member)).json().data[0];
    const o = await call("POST", "/api/commerce/orders", { packId: pack.id, forOrganisation: true }, member);
    expect(o.json().data).toMatchObject({ organisation: { id: org.id, name: "Shared Media" }, member: { code: "demo_member" } });
    expect((await call("POST", "/api/commerce/orders", { packId: pack.id, forOrganisation: true }, contributor)).statusCode).toBe(403);
    const number = o.json().data.number;
    expect((await call("POST", `/api/staff/orders/${number}/confirm`, { reference: "ORG-PAY-1", amountCents: pack.priceCents })).statusCode).toBe(200);
    const after = (await call("GET", "/api/commerce/organisation", undefined, contributor)).json().data;
    expect(after.grants.find((g: { label: string }) => g.label === number)).toMatchObject({ remaining: pack.count, total: pack.count, active: true });
    // not the member's own grant
    expect((await call("GET", "/api/download/grants", undefined, member)).json().data.map((g: { label: string }) => g.label)).not.toContain(number);
    // the invoice names the organisation
    expect((await call("GET", `/api/commerce/orders/${number}/invoice?lang=en`, undefined, member)).body).toContain("Shared Media");
  });

  it("its admin sees who of it downloaded what, newest first, in their language; nobody else", async () => {
    const at = (s: number) => new Date(Date.UTC(2026, 10, 20, 10, 0, s));
    await t.handle.db.insert(downloadLog).values([
      { memberId: ids.get("demo_contributor")!, organisationId: org.id, relationId: "pw-org-1-r1", pcId: "pw-org-1", size: "medium", cost: 1, coveredBy: "organisation", createdAt: at(1) },
      { memberId: ids.get("demo_member")!, organisationId: org.id, relationId: "pw-org-1-r2", pcId: "pw-org-1", size: "original", cost: 2, coveredBy: "quota", createdAt: at(2) },
      { memberId: ids.get("org_m1")!, organisationId: null, relationId: "pw-org-1-r3", pcId: "pw-org-1", size: "small", cost: 1, coveredBy: "quota", createdAt: at(3) },
    ]);
    const res = await t.call({ method: "GET", url: "/api/commerce/organisation/downloads?rows=10", cookie: member, headers: { "x-lang": "en" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      total: 2,
      list: [
        expect.objectContaining({ member: { code: "demo_member", name: "Wang Reader" }, relationId: "pw-org-1-r2", title: "Harbour", size: "original", cost: 2, coveredBy: "quota", createTime: at(2).toISOString() }),
        expect.objectContaining({ member: { code: "demo_contributor", name: "李摄影" }, relationId: "pw-org-1-r1", pcId: "pw-org-1", size: "medium", coveredBy: "organisation" }),
      ],
    });
    expect(res.json().data.list[0].htmlUrl).toMatch(/^\/en\/.*pw-org-1\.html#pw-org-1-r2$/);
    const zh = (await call("GET", "/api/commerce/organisation/downloads", undefined, member)).json().data.list[0];
    expect([zh.title, zh.htmlUrl.startsWith("/en/")]).toEqual(["港口", false]);
    expect((await call("GET", "/api/commerce/organisation/downloads", undefined, contributor)).statusCode).toBe(403);
  });
});
