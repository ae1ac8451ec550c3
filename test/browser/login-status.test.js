import "/dist/esm/pw-login-status.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, until } from "./helpers.js";

const DEFAULT_AVATAR = "/public_resource/public/img/default-avatar.svg";
const SESSION = Symbol.for("photowire.session");
const NAVIGATE = Symbol.for("photowire.navigate");
// axe: the Chinese guest and contributor views are checked in the Storybook stage
// (stories/LoginStatus.stories.tsx); here axe runs on the English ones.

/** Forgets the page's cached member (core/session.ts keeps it on globalThis), as a fresh page load would. */
function freshPage() {
  delete globalThis[SESSION];
}
/** Pretends the page already knows this member (the shared per-page session state). */
function knownMember(member) {
  globalThis[SESSION] = { promise: Promise.resolve(member), member, listeners: new Set() };
}
const here = () => location.pathname + location.search + location.hash;
const parts = (el) => ({
  login: el.shadowRoot.querySelector('[part="login"]'),
  avatar: el.shadowRoot.querySelector('[part="avatar"]'),
  name: el.shadowRoot.querySelector('[part="name"]'),
  center: el.shadowRoot.querySelector('[part="center"]'),
  logout: el.shadowRoot.querySelector('[part="logout"]'),
  error: el.shadowRoot.querySelector('[part="error"]'),
});

describe("<pw-login-status>", () => {
  let navigated;
  beforeEach(() => {
    navigated = [];
    globalThis[NAVIGATE] = (url) => navigated.push(url);
    freshPage();
  });
  afterEach(() => {
    cleanup();
    delete globalThis[NAVIGATE];
  });

  describe("as a guest", () => {
    before(() => logout());

    it("shows a login link back to this page, in a box that does not change size when it renders", async () => {
      const el = mount(`<pw-login-status></pw-login-status>`);
      await until(() => el.shadowRoot?.querySelector('[part="base"]'), 3000, "rendered");
      const before = el.getBoundingClientRect();
      assert(before.height >= 32 && before.width > 100, `reserved box ${before.width}x${before.height}`);
      const link = await until(() => parts(el).login, 3000, "login link");
      const after = el.getBoundingClientRect();
      equal(after.height, before.height, "height unchanged");
      equal(after.width, before.width, "width unchanged");
      equal(link.textContent, "登录");
      const expected = `/public_resource/public/html/login2.html?${new URLSearchParams({ redirect: here() })}`;
      equal(link.getAttribute("href"), expected, "login URL with redirect");
      assert(!parts(el).logout && !parts(el).avatar, "no member parts");
    });

    it("labels the link in English inside lang=en", async () => {
      const el = mount(`<div lang="en"><pw-login-status></pw-login-status></div>`).firstElementChild;
      const link = await until(() => parts(el).login, 3000, "login link");
      equal(link.textContent, "Log in");
      await expectAccessible(el);
    });
  });

  describe("as a contributor (nature 1)", () => {
    let member;
    before(async () => {
      member = await login("demo_contributor", "Contrib2026");
    });
    after(() => logout());

    it("shows avatar, name, the uc1 member center and a logout button", async () => {
      equal(member.nature, 1, "demo_contributor is nature 1");
      const el = mount(`<pw-login-status></pw-login-status>`);
      const p = await until(() => parts(el).logout && parts(el), 3000, "member view");
      equal(p.name.textContent, "李摄影");
      equal(new URL(p.avatar.src).pathname, DEFAULT_AVATAR, "server's default avatar");
      equal(p.avatar.getAttribute("alt"), "李摄影的头像");
      equal(p.center.getAttribute("href"), "/public_resource/public/html/uc1-index.html");
      equal(p.center.textContent, "会员中心");
      equal(p.logout.textContent, "退出");
      assert(!p.login, "no login link");
    });

    it("speaks English inside lang=en", async () => {
      const el = mount(`<div lang="en"><pw-login-status></pw-login-status></div>`).firstElementChild;
      const p = await until(() => parts(el).logout && parts(el), 3000, "member view");
      equal(p.avatar.getAttribute("alt"), "李摄影's avatar");
      equal(p.center.textContent, "Member center");
      equal(p.logout.textContent, "Log out");
      await expectAccessible(el);
    });

    it("is reachable by keyboard with a visible focus ring", async () => {
      const before = mount(`<button type="button">before</button>`);
      const el = mount(`<pw-login-status></pw-login-status>`);
      const p = await until(() => parts(el).logout && parts(el), 3000, "member view");
      before.focus();
      await sendKeys({ press: "Tab" });
      equal(el.shadowRoot.activeElement, p.center, "Tab reaches the member-center link");
      equal(getComputedStyle(p.center).outlineStyle, "solid", "focus ring on the link");
      await sendKeys({ press: "Tab" });
      equal(el.shadowRoot.activeElement, p.logout, "Tab reaches the logout button");
      equal(getComputedStyle(p.logout).outlineStyle, "solid", "focus ring on the button");
    });

    it("hide-avatar (bare attribute) shows no avatar", async () => {
      const el = mount(`<pw-login-status hide-avatar></pw-login-status>`);
      const p = await until(() => parts(el).logout && parts(el), 3000, "member view");
      assert(!p.avatar, "no avatar");
      equal(p.name.textContent, "李摄影");
      el.removeAttribute("hide-avatar");
      await until(() => parts(el).avatar, 3000, "avatar after removing hide-avatar");
      el.setAttribute("hide-avatar", "");
      await until(() => !parts(el).avatar, 3000, "no avatar after setting it again");
    });
  });

  describe("as an individual member (nature 2)", () => {
    before(() => login("demo_member", "Member2026"));
    after(() => logout());

    it("links to the uc2 member center", async () => {
      const el = mount(`<pw-login-status></pw-login-status>`);
      const p = await until(() => parts(el).logout && parts(el), 3000, "member view");
      equal(p.name.textContent, "Wang Reader");
      equal(p.center.getAttribute("href"), "/public_resource/public/html/uc2-index.html");
    });

    it("logs out on the server, fires pw-login-status-logout, goes to the edition home and shows the guest view", async () => {
      const el = mount(`<pw-login-status></pw-login-status>`);
      const p = await until(() => parts(el).logout && parts(el), 3000, "member view");
      const events = [];
      el.addEventListener("pw-login-status-logout", (e) => events.push(e.detail));
      p.logout.focus();
      await sendKeys({ press: "Enter" });
      await until(() => navigated.length, 3000, "navigation");
      equal(navigated[0], "/cn/index.html", "Chinese edition home (SPEC §2)");
      equal(events.length, 1, "one event");
      equal(events[0].url, "/cn/index.html");
      await until(() => parts(el).login, 3000, "guest view again");
      const me = await (await fetch("/api/guest/getLoginUcMember")).json();
      equal(me.data.member, null, "the server session is gone");
    });
  });

  describe("avatar fallback", () => {
    const base = {
      id: 99, name: "Test", mobile: null, email: null, idCard: null, code: "t", nature: 2,
      photographerId: null, photographerInfoObj: null, point: 0, ucMemberClass: { type: 0 },
    };

    it("uses the default avatar when the image fails to load", async () => {
      knownMember({ ...base, imgUrl: "/no-such-folder/missing-avatar.png" });
      const el = mount(`<pw-login-status></pw-login-status>`);
      const img = await until(() => parts(el).avatar, 3000, "avatar");
      await until(() => new URL(img.src).pathname === DEFAULT_AVATAR, 3000, "default avatar after the error");
    });

    it("uses the default avatar for an empty or non-http imgUrl", async () => {
      for (const imgUrl of ["", "javascript:alert(1)", "//evil.example/a.png"]) {
        freshPage();
        knownMember({ ...base, imgUrl });
        const el = mount(`<pw-login-status></pw-login-status>`);
        const img = await until(() => parts(el).avatar, 3000, "avatar");
        equal(new URL(img.src).pathname, DEFAULT_AVATAR, `imgUrl ${JSON.stringify(imgUrl)}`);
        cleanup();
      }
    });
  });
});
