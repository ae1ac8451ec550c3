// <pw-login-handoff> (issue 22 item 4) against the real server, whose ALLOWED_ORIGINS is
// https://partner.photowire.test (server-plugin.mjs). The popup's opener is a stand-in that records what is
// posted to it (window.opener is replaceable); the partner page's side and a real popup are in
// test/e2e/embed.e2e.test.ts.
import "/dist/esm/pw-login-handoff.js";
import { sendKeys } from "@web/test-runner-commands";
import { cleanup, equal, expectAccessible, login, logout, mount, until } from "./helpers.js";

const SESSION = Symbol.for("photowire.session");
const ORIGINAL_URL = location.href;
const PARTNER = "https://partner.photowire.test";
const q = (el, sel) => el.shadowRoot.querySelector(sel);
const text = (el, part) => q(el, `[part="${part}"]`)?.textContent ?? "";

function withQuery(params) {
  const u = new URL(ORIGINAL_URL);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  history.replaceState(null, "", u.href);
}

describe("<pw-login-handoff>", () => {
  let posted;
  let closed;
  const realClose = window.close;
  beforeEach(async () => {
    posted = [];
    closed = 0;
    window.opener = { postMessage: (data, targetOrigin) => posted.push({ data, targetOrigin }) };
    window.close = () => closed++;
    delete globalThis[SESSION];
    await logout();
  });
  afterEach(async () => {
    cleanup();
    window.opener = null;
    window.close = realClose;
    history.replaceState(null, "", ORIGINAL_URL);
    delete globalThis[SESSION];
    await logout();
  });

  it("hands a logged-in member's login to the partner origin only, then closes the window", async () => {
    await login();
    withQuery({ origin: PARTNER });
    const done = [];
    const el = mount(`<pw-login-handoff></pw-login-handoff>`);
    el.addEventListener("pw-login-handoff-done", (e) => done.push(e.detail));
    await until(() => closed === 1, 5000, "the window closed");
    equal(posted.length, 1);
    equal(posted[0].targetOrigin, PARTNER);
    equal(posted[0].data.type, "photowire:login-handoff");
    equal(typeof posted[0].data.token, "string");
    equal(Date.parse(posted[0].data.expiresAt) > Date.now(), true);
    equal(JSON.stringify(done), JSON.stringify([{ origin: PARTNER }]));
    equal(text(el, "message"), `已在 ${PARTNER} 登录，此窗口即将关闭。`);
    // the token answers for the partner's calls alone: from this page's own origin it is a guest's
    const res = await fetch("/api/guest/getLoginUcMember", { headers: { authorization: `Bearer ${posted[0].data.token}` } });
    equal((await res.json()).data.member, null);
  });

  it("shows a guest the login form in place, then hands off (English from ?lang=en)", async () => {
    withQuery({ origin: PARTNER, lang: "en" });
    const el = mount(`<pw-login-handoff></pw-login-handoff>`);
    const account = await until(() => q(el, "#pw-login-account"), 5000, "the login form");
    equal(text(el, "heading"), "Log in on a partner site");
    equal(text(el, "message"), `Once you log in, Photowire on ${PARTNER} will know you (for one hour).`);
    await expectAccessible(el);
    account.focus();
    await sendKeys({ type: "demo_member" });
    q(el, "#pw-login-password").focus();
    await sendKeys({ type: "Member2026" });
    await sendKeys({ press: "Enter" });
    await until(() => closed === 1, 5000, "the window closed");
    equal(posted.length, 1);
    equal(posted[0].targetOrigin, PARTNER);
  });

  it("refuses an origin the site does not allow, and says so", async () => {
    await login();
    withQuery({ origin: "https://elsewhere.photowire.test", lang: "en" });
    const el = mount(`<pw-login-handoff></pw-login-handoff>`);
    await until(() => text(el, "alert"), 5000, "the alert");
    equal(text(el, "alert"), "https://elsewhere.photowire.test may not use your Photowire login.");
    equal(posted.length, 0);
    equal(closed, 0);
    equal(text(el, "close"), "Close window");
    await expectAccessible(el);
    q(el, '[part="close"]').click();
    equal(closed, 1);
  });

  it("says what is wrong without a partner origin, or without a page behind the popup", async () => {
    withQuery({ origin: "https://partner.photowire.test/path" });
    let el = mount(`<pw-login-handoff></pw-login-handoff>`);
    await until(() => text(el, "alert"), 5000, "the alert");
    equal(text(el, "alert"), "此页地址中没有有效的合作网站地址。");
    cleanup();

    window.opener = null;
    withQuery({ origin: PARTNER });
    el = mount(`<pw-login-handoff></pw-login-handoff>`);
    await until(() => text(el, "alert"), 5000, "the alert");
    equal(text(el, "alert"), "请从合作网站上的“登录”链接打开此页。");
    equal(q(el, "form"), null);
  });
});
