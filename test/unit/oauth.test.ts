/**
 * Third-party accounts (SPEC §7 weibo_callback, wechat_callback,
 * zw_wx_callback, get_qq_callback, get_weibo_user_info,
 * get_wechat_user_info, bind_other, bind_third, unbind_other,
 * check_bind_other; register with a ticket) against a real OAuth 2 server
 * started locally (oauth2-mock-server: authorisation-code grant with PKCE,
 * token and userinfo endpoints), configured through the OAUTH_* variables.
 */
import { OAuth2Server } from "oauth2-mock-server";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
let idp: OAuth2Server;
/** the identity the provider answers from /userinfo next */
let user: Record<string, unknown> = { sub: "wb-1001", nickname: "微博用户", picture: "https://img.example/a.png" };

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  idp.service.on("beforeUserinfo", (res: { body: unknown }) => {
    res.body = user;
  });
  const base = idp.issuer.url!;
  for (const p of ["WEIBO", "WECHAT", "QQ"]) {
    process.env[`OAUTH_${p}_CLIENT_ID`] = `client-${p.toLowerCase()}`;
    process.env[`OAUTH_${p}_CLIENT_SECRET`] = "s3cret";
    process.env[`OAUTH_${p}_AUTHORIZE_URL`] = `${base}/authorize`;
    process.env[`OAUTH_${p}_TOKEN_URL`] = `${base}/token`;
    process.env[`OAUTH_${p}_USERINFO_URL`] = `${base}/userinfo`;
  }
  t = await makeApp();
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
});

let n = 0;
const ip = () => `10.30.${Math.floor(++n / 250)}.${n % 250}`;
const cookieVal = (res: { cookies: { name: string; value: string }[] }, name: string) => res.cookies.find((c) => c.name === name)?.value;
const join = (...c: (string | undefined)[]) => c.filter(Boolean).join("; ");

/**
 * Runs the browser's part of a flow: oauth_authorize on our server, then the
 * provider's /authorize, which redirects back to bind_account.html with code
 * and state. Returns them with the state cookie.
 */
async function startFlow(type: string, mode: "login" | "bind", cookie?: string, redirect = "/cn/index.html") {
  const res = await t.call({ method: "GET", url: `/api/guest/oauth_authorize?type=${type}&mode=${mode}&redirect=${encodeURIComponent(redirect)}`, cookie, remoteAddress: ip() });
  expect(res.statusCode, res.body).toBe(302);
  const to = new URL(res.headers.location as string);
  expect(to.origin).toBe(new URL(idp.issuer.url!).origin);
  expect(to.searchParams.get("client_id")).toBe(`client-${type}`);
  expect(to.searchParams.get("code_challenge_method")).toBe("S256");
  const back = await fetch(to, { redirect: "manual" });
  expect(back.status).toBe(302);
  const landing = new URL(back.headers.get("location")!);
  expect(landing.pathname).toBe("/public_resource/public/html/bind_account.html");
  expect(landing.searchParams.get("type")).toBe(type);
  return {
    code: landing.searchParams.get("code")!,
    state: landing.searchParams.get("state")!,
    stateCookie: `pw_oauth=${cookieVal(res, "pw_oauth")}`,
  };
}

const callback = (type: string, body: { code: string; state: string }, cookie: string, lang = "zh") =>
  type === "qq"
    ? t.call({ method: "GET", url: `/api/guest/get_qq_callback?code=${encodeURIComponent(body.code)}&state=${body.state}`, cookie, remoteAddress: ip(), headers: { "x-lang": lang } })
    : t.call({ method: "POST", url: `/api/guest/${type === "wechat" ? "wechat_callback" : `${type}_callback`}`, payload: body, cookie, remoteAddress: ip(), headers: { "x-lang": lang } });
const post = (url: string, payload: object, cookie?: string) => t.call({ method: "POST", url, payload, cookie, remoteAddress: ip() });

describe("third-party accounts through a real local OAuth 2 server", () => {
  it("oauth_providers lists the configured providers only (issue 12)", async () => {
    const res = await t.call({ method: "GET", url: "/api/guest/oauth_providers", remoteAddress: ip() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.providers.sort()).toEqual(["qq", "wechat", "weibo"]);
  });

  it("a member binds weibo, then logs in with it, then unbinds it", async () => {
    user = { sub: "wb-1001", nickname: "微博用户", picture: "https://img.example/a.png" };
    const member = await t.login(1);
    const f = await startFlow("weibo", "bind", member, "/public_resource/public/html/uc2-index.html");
    const cb = await callback("weibo", f, join(member, f.stateCookie));
    expect(cb.statusCode, cb.body).toBe(200);
    const data = cb.json().data;
    expect(data).toMatchObject({ status: "bind", mode: "bind", provider: "weibo", nickname: "微博用户", avatar: "https://img.example/a.png", redirect: "/public_resource/public/html/uc2-index.html" });
    const info = await t.call({ method: "GET", url: `/api/guest/get_weibo_user_info?ticket=${data.ticket}` });
    expect(info.json().data).toEqual({ provider: "weibo", nickname: "微博用户", avatar: "https://img.example/a.png", mode: "bind" });
    expect((await t.call({ method: "GET", url: `/api/guest/get_wechat_user_info?ticket=${data.ticket}` })).json().code).toBe("oauth_state");
    const bound = await post("/api/guest/bind_third", { ticket: data.ticket }, member);
    expect(bound.json()).toEqual({ code: "success", data: { provider: "weibo", nickname: "微博用户" } });
    const list = await post("/api/guest/check_bind_other", {}, member);
    expect(list.json().data).toEqual([
      { type: "weibo", enabled: true, bound: true, nickname: "微博用户" },
      { type: "wechat", enabled: true, bound: false, nickname: "" },
      { type: "qq", enabled: true, bound: false, nickname: "" },
    ]);

    // a guest logs in with the bound weibo account
    const g = await startFlow("weibo", "login");
    const login = await callback("weibo", g, g.stateCookie);
    expect(login.json().data).toMatchObject({ status: "login", provider: "weibo", member: { code: "demo_member" }, redirect: "/cn/index.html" });
    const session = `pw_session=${cookieVal(login, "pw_session")}`;
    expect((await t.call({ method: "GET", url: "/api/guest/getLoginUcMember", cookie: session })).json().data.member.code).toBe("demo_member");

    // unbind: the same identity no longer logs in, it asks for binding
    const un = await post("/api/guest/unbind_other", { type: "weibo" }, member);
    expect(un.json().data).toEqual({ type: "weibo", unbound: true });
    expect((await post("/api/guest/unbind_other", { type: "weibo" }, member)).json().data.unbound).toBe(false);
    const h = await startFlow("weibo", "login");
    expect((await callback("weibo", h, h.stateCookie)).json().data.status).toBe("bind");
  });

  it("a guest with an unbound wechat account binds it to an existing account with the password (bind_other)", async () => {
    user = { openid: "wx-openid-77", nickname: "微信用户", headimgurl: "https://img.example/w.png" };
    const f = await startFlow("wechat", "login");
    const cb = (await callback("wechat", f, f.stateCookie)).json().data;
    expect(cb).toMatchObject({ status: "bind", mode: "login", nickname: "微信用户", avatar: "https://img.example/w.png" });
    const bad = await post("/api/guest/bind_other", { ticket: cb.ticket, code: DEMO_ACCOUNTS[0].code, password: "wrong-pass1" });
    expect(bad.json().code).toBe("login_failed");
    const ok = await post("/api/guest/bind_other", { ticket: cb.ticket, code: DEMO_ACCOUNTS[0].code, password: DEMO_ACCOUNTS[0].password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.member.code).toBe("demo_contributor");
    expect(cookieVal(ok, "pw_session")).toBeTruthy();
    // the ticket is used up
    expect((await post("/api/guest/bind_other", { ticket: cb.ticket, code: DEMO_ACCOUNTS[0].code, password: DEMO_ACCOUNTS[0].password })).json().code).toBe("oauth_state");
    // zw_wx_callback (in-app wechat login) now logs the contributor in
    const g = await startFlow("wechat", "login");
    const zw = await t.call({ method: "POST", url: "/api/guest/zw_wx_callback", payload: { code: g.code, state: g.state }, cookie: g.stateCookie, remoteAddress: ip() });
    expect(zw.json().data).toMatchObject({ status: "login", member: { code: "demo_contributor" } });
  });

  it("a guest registers a new account with a qq ticket (get_qq_callback, register)", async () => {
    user = { sub: "qq-42", nickname: "QQ用户" };
    const f = await startFlow("qq", "login");
    const cb = (await callback("qq", f, f.stateCookie)).json().data;
    expect(cb).toMatchObject({ status: "bind", provider: "qq", nickname: "QQ用户" });
    const email = "qquser@example.com";
    await post("/api/guest/send_email_valification_code", { email, purpose: "register" });
    const dir = path.join(t.dataDir, "outbox");
    const file = readdirSync(dir).find((x) => x.includes(email))!;
    const code = JSON.parse(readFileSync(path.join(dir, file), "utf8")).code;
    const reg = await post("/api/guest/register", { type: "email", email, captcha: code, password: "river7Stone", confirmPassword: "river7Stone", ticket: cb.ticket });
    expect(reg.statusCode, reg.body).toBe(200);
    const cookie = `pw_session=${cookieVal(reg, "pw_session")}`;
    const list = (await post("/api/guest/check_bind_other", {}, cookie)).json().data;
    expect(list.find((x: { type: string }) => x.type === "qq")).toEqual({ type: "qq", enabled: true, bound: true, nickname: "QQ用户" });
    // a bad ticket stops a registration before anything is created
    const email2 = "qquser2@example.com";
    await post("/api/guest/send_email_valification_code", { email: email2, purpose: "register" });
    const file2 = readdirSync(dir).find((x) => x.includes(email2))!;
    const code2 = JSON.parse(readFileSync(path.join(dir, file2), "utf8")).code;
    const bad = await post("/api/guest/register", { type: "email", email: email2, captcha: code2, password: "river7Stone", confirmPassword: "river7Stone", ticket: "nope" });
    expect(bad.json().code).toBe("oauth_state");
    expect((await t.call({ method: "GET", url: `/api/guest/checkCodeForMobileOrEmail?account=${email2}` })).json().data.exists).toBe(false);
  });

  it("the state must match the browser's cookie, be fresh, single-use and of the same provider", async () => {
    user = { sub: "wb-2002", nickname: "x" };
    const f = await startFlow("weibo", "login");
    const noCookie = await callback("weibo", f, "", "en");
    expect(noCookie.statusCode).toBe(422);
    expect(noCookie.json()).toMatchObject({ code: "oauth_state", msg: "The authorisation has expired, please try again" });
    const otherProvider = await callback("wechat", f, f.stateCookie);
    expect(otherProvider.json().code).toBe("oauth_state");
    // the state above was consumed by the wechat attempt: it is single use
    expect((await callback("weibo", f, f.stateCookie)).json().code).toBe("oauth_state");
    const g = await startFlow("weibo", "login");
    const oauth = t.app.services.oauth;
    const realNow = oauth.now;
    oauth.now = () => new Date(Date.now() + 11 * 60_000);
    try {
      expect((await callback("weibo", g, g.stateCookie)).json().code).toBe("oauth_state");
    } finally {
      oauth.now = realNow;
    }
  });

  it("a code the provider did not issue, or a provider error, answers oauth_failed (502)", async () => {
    const f = await startFlow("weibo", "login");
    const forged = await callback("weibo", { code: "forged-code", state: f.state }, f.stateCookie);
    expect(forged.statusCode).toBe(502);
    expect(forged.json().code).toBe("oauth_failed");
    const g = await startFlow("weibo", "login");
    idp.service.once("beforeResponse", (res: { body: unknown; statusCode: number }) => {
      res.body = { error: "invalid_grant" };
      res.statusCode = 400;
    });
    expect((await callback("weibo", g, g.stateCookie)).json().code).toBe("oauth_failed");
    const h = await startFlow("weibo", "login");
    idp.service.once("beforeUserinfo", (res: { body: unknown; statusCode: number }) => {
      res.statusCode = 401;
    });
    expect((await callback("weibo", h, h.stateCookie)).json().code).toBe("oauth_failed");
  });

  it("an identity bound to another member cannot be bound again; a second account of a provider is refused", async () => {
    user = { sub: "wb-3003", nickname: "甲" };
    const contributor = await t.login(0);
    const member = await t.login(1);
    const f = await startFlow("weibo", "bind", contributor);
    const ticket = (await callback("weibo", f, join(contributor, f.stateCookie))).json().data.ticket;
    expect((await post("/api/guest/bind_third", { ticket }, contributor)).json().code).toBe("success");
    const g = await startFlow("weibo", "bind", member);
    const taken = await callback("weibo", g, join(member, g.stateCookie));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("third_party_bound");
    // the contributor already has a weibo account: another weibo identity is refused
    user = { sub: "wb-3004", nickname: "乙" };
    const h = await startFlow("weibo", "bind", contributor);
    const t2 = (await callback("weibo", h, join(contributor, h.stateCookie))).json().data.ticket;
    const second = await post("/api/guest/bind_third", { ticket: t2 }, contributor);
    expect(second.json().code).toBe("provider_bound");
    // a bind ticket belongs to the member who started it
    user = { sub: "wx-5005", nickname: "丙" };
    const i = await startFlow("wechat", "bind", contributor);
    const t3 = (await callback("wechat", i, join(contributor, i.stateCookie))).json().data.ticket;
    expect((await post("/api/guest/bind_third", { ticket: t3 }, member)).json().code).toBe("oauth_state");
    await post("/api/guest/unbind_other", { type: "weibo" }, contributor);
  });

  it("guards: bind needs a member, a disabled provider answers oauth_disabled, bad input 422", async () => {
    const guest = await t.call({ method: "GET", url: "/api/guest/oauth_authorize?type=weibo&mode=bind" });
    expect(guest.json().code).toBe("access_denied");
    const oauth = t.app.services.oauth;
    const saved = oauth.config.providers.qq;
    oauth.config.providers.qq = undefined;
    try {
      const off = await t.call({ method: "GET", url: "/api/guest/oauth_authorize?type=qq" });
      expect(off.statusCode).toBe(404);
      expect(off.json().code).toBe("oauth_disabled");
      const member = await t.login(1);
      expect((await post("/api/guest/check_bind_other", {}, member)).json().data.find((x: { type: string }) => x.type === "qq").enabled).toBe(false);
    } finally {
      oauth.config.providers.qq = saved;
    }
    expect((await t.call({ method: "GET", url: "/api/guest/oauth_authorize?type=facebook" })).statusCode).toBe(422);
    expect((await post("/api/guest/weibo_callback", { code: "" })).statusCode).toBe(422);
    expect((await post("/api/guest/unbind_other", { type: "weibo" })).json().code).toBe("access_denied");
    expect((await post("/api/guest/bind_third", { ticket: "x" })).json().code).toBe("access_denied");
    // qq's GET callback changes state: it needs X-Requested-With like a POST
    const noCsrf = await t.app.inject({ method: "GET", url: "/api/guest/get_qq_callback?code=a&state=b" });
    expect(noCsrf.statusCode).toBe(403);
    // an off-site redirect is dropped
    const member = await t.login(1);
    const f = await startFlow("weibo", "bind", member, "https://evil.example/");
    const cb = (await callback("weibo", f, join(member, f.stateCookie))).json().data;
    expect(cb.redirect).toBeNull();
    // so is one whose dot segments normalise to another host (issue 8)
    for (const bad of ["/.//evil.example/x", "/%2e//evil.example/x", "/a/..//evil.example/x"]) {
      const g = await startFlow("weibo", "bind", member, bad);
      expect((await callback("weibo", g, join(member, g.stateCookie))).json().data.redirect, bad).toBeNull();
    }
  });
});
