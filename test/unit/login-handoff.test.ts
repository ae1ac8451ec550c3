/**
 * The login hand-off (issue 22 item 4; routes/account/session.ts POST
 * guest/handoff, services/members.ts handOff): the Photowire site's own page
 * turns the member's cookie session into a token that only the partner
 * origin it names may use, for at most an hour, ended by its own logout or
 * the login session's. On PGlite and PostgreSQL (the db project).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HANDOFF_TTL_MS, MemberService } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";

const PARTNER = "https://partner.example";
const OTHER_PARTNER = "https://other-partner.example";
/** the test app's own origin, as the hand-off page's calls send it (inject's Host is localhost:80) */
const OWN = "http://localhost:80";

let t: TestApp;
beforeAll(async () => {
  t = await makeApp({ ALLOWED_ORIGINS: `${PARTNER},${OTHER_PARTNER}`, RATE_LIMIT_FACTOR: "1000" });
}, 120_000);
afterAll(() => t.close());

/** POST guest/handoff from the hand-off page (the site's own origin) with a member's cookie. */
function handOff(cookie: string | undefined, origin: string, headers: Record<string, string> = { origin: OWN }) {
  return t.call({ method: "POST", url: "/api/guest/handoff", payload: { origin }, cookie, headers });
}

/** The member's code a call from `origin` with `token` as bearer sees, or null for a guest. */
async function whoFrom(token: string, origin?: string): Promise<string | null> {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/guest/getLoginUcMember",
    headers: { authorization: `Bearer ${token}`, ...(origin ? { origin } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { member: { code: string } | null } }).data.member?.code ?? null;
}

describe("POST guest/handoff", () => {
  it("hands a logged-in member's session to an allowed partner origin, which alone may use the token", async () => {
    const cookie = await t.login(1);
    const res = await handOff(cookie, PARTNER);
    expect(res.statusCode).toBe(200);
    const { token, expiresAt } = (res.json() as { data: { token: string; expiresAt: string } }).data;
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(token).toMatch(/^[\w-]{43}$/);
    // a new token, not the login session's
    expect(`pw_session=${token}`).not.toBe(cookie);
    const left = new Date(expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(HANDOFF_TTL_MS - 60_000);
    expect(left).toBeLessThanOrEqual(HANDOFF_TTL_MS);

    expect(await whoFrom(token, PARTNER)).toBe("demo_member");
    // from another origin (even an allowed one), from the site itself, or without an Origin: a guest
    expect(await whoFrom(token, OTHER_PARTNER)).toBeNull();
    expect(await whoFrom(token, OWN)).toBeNull();
    expect(await whoFrom(token)).toBeNull();
    // a state change needing a member, with the token as bearer (no X-Requested-With needed then)
    const refresh = await t.app.inject({ method: "POST", url: "/api/guest/refresh_user_info", headers: { authorization: `Bearer ${token}`, origin: PARTNER } });
    expect(refresh.statusCode, refresh.body).toBe(200);
    const elsewhere = await t.app.inject({ method: "POST", url: "/api/guest/refresh_user_info", headers: { authorization: `Bearer ${token}`, origin: OTHER_PARTNER } });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("refuses an origin not in ALLOWED_ORIGINS, a call from another origin, a bearer token and a guest", async () => {
    const cookie = await t.login(1);
    const refused = await handOff(cookie, "https://evil.example");
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "forbidden", errors: [{ field: "origin", rule: "allowed_origin" }] });
    expect(refused.json().msg).toBeTruthy();

    // the partner page itself cannot mint one (with third-party cookies allowed it would send the cookie)
    const fromPartner = await handOff(cookie, PARTNER, { origin: PARTNER });
    expect(fromPartner.statusCode).toBe(403);
    expect(fromPartner.json()).toMatchObject({ code: "forbidden", errors: [{ field: "Origin", rule: "same_origin" }] });
    const noOrigin = await handOff(cookie, PARTNER, {});
    expect(noOrigin.statusCode).toBe(403);

    // no hand-off of a hand-off: the token as bearer (and as a cookie) gets nothing
    const token = (await handOff(cookie, PARTNER)).json().data.token as string;
    const byBearer = await handOff(undefined, OTHER_PARTNER, { origin: OWN, authorization: `Bearer ${token}` });
    expect(byBearer.statusCode).toBe(403);
    expect(byBearer.json()).toMatchObject({ code: "forbidden", errors: [{ field: "Authorization", rule: "cookie_session" }] });
    const asCookie = await handOff(`pw_session=${token}`, OTHER_PARTNER);
    expect(asCookie.statusCode).toBe(401);
    expect(asCookie.json()).toMatchObject({ code: "access_denied" });

    const guest = await handOff(undefined, PARTNER);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: "access_denied" });
    const bad = await t.call({ method: "POST", url: "/api/guest/handoff", payload: { origin: "" }, cookie, headers: { origin: OWN } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: "invalid_param" });
  });

  it("ends with its own logout, and with the login session's", async () => {
    const cookie = await t.login(1);
    const a = (await handOff(cookie, PARTNER)).json().data.token as string;
    const b = (await handOff(cookie, OTHER_PARTNER)).json().data.token as string;
    // the partner page logs out: its token is revoked, the login session and the other hand-off stay
    const out = await t.app.inject({ method: "GET", url: "/api/guest/logout", headers: { authorization: `Bearer ${a}`, origin: PARTNER } });
    expect(out.statusCode).toBe(200);
    expect(await whoFrom(a, PARTNER)).toBeNull();
    expect(await whoFrom(b, OTHER_PARTNER)).toBe("demo_member");
    const me = await t.call({ method: "GET", url: "/api/guest/getLoginUcMember", cookie });
    expect(me.json().data.member.code).toBe("demo_member");
    // the member logs out on the Photowire site: every hand-off of that session ends
    await t.call({ method: "GET", url: "/api/guest/logout", cookie });
    expect(await whoFrom(b, OTHER_PARTNER)).toBeNull();
  });
});

describe("MemberService.handOff", () => {
  it("lasts an hour, or less when the login session ends first", async () => {
    const start = Date.now();
    let now = start;
    const members = new MemberService(t.handle.db, 30 * 24 * 3600 * 1000, () => now);
    const [{ id }] = await t.handle.db.query.ucMember.findMany({ where: (m, { eq }) => eq(m.code, "demo_member"), limit: 1 });
    const login = await members.openSession(id, false);
    const handed = await members.handOff(login, PARTNER, [PARTNER]);
    expect(handed.expiresAt.getTime()).toBe(start + HANDOFF_TTL_MS);
    now = start + HANDOFF_TTL_MS - 1000;
    expect(await members.memberForToken(handed.token, PARTNER)).not.toBeNull();
    now = start + HANDOFF_TTL_MS + 1000;
    expect(await members.memberForToken(handed.token, PARTNER)).toBeNull();
    // the login session still lives: a new hand-off works; near the login's own end it ends with it (12 h)
    now = start + 12 * 3600 * 1000 - 30 * 60 * 1000;
    const late = await members.handOff(login, PARTNER, [PARTNER]);
    expect(late.expiresAt.getTime()).toBe(start + 12 * 3600 * 1000);
    await expect(members.handOff(late.token, PARTNER, [PARTNER])).rejects.toMatchObject({ code: "access_denied" });
    await expect(members.handOff(login, "https://evil.example", [PARTNER])).rejects.toMatchObject({ code: "forbidden" });
  });
});
