/**
 * <pw-photographer-form> in Chromium against the real server
 * (test/browser/server-plugin.mjs): a guest's login link; a member's
 * registration form (SPEC §5 messages and focus, the code button and its
 * countdown, a wrong code refused by the server on the code field, keyboard
 * submit); a photographer's profile (status, portfolio link, an update
 * saved, a new mobile needing its code); English. axe runs here on the
 * states no story renders (a wrong code while the code button counts down,
 * English); the guest link, the empty registration form and its required-
 * field errors are checked by axe in the Storybook stage
 * (stories/PhotographerForm.stories.tsx).
 */
import "/dist/esm/pw-photographer-form.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, until } from "./helpers.js";

const SESSION = Symbol.for("photowire.session");
const q = (el, sel) => el.shadowRoot.querySelector(sel);
const qa = (el, sel) => [...el.shadowRoot.querySelectorAll(sel)];
const byName = (el, name) => q(el, `[name="${name}"]`);
const errorOf = (el, input) => {
  const id = (input.getAttribute("aria-describedby") ?? "").split(" ").find((x) => x.endsWith("-error"));
  return id ? el.shadowRoot.getElementById(id)?.textContent : undefined;
};
/** Types into a React-controlled input the way a user does. */
async function type(input, text) {
  input.focus();
  input.select?.();
  await sendKeys({ type: text });
}

describe("<pw-photographer-form>", () => {
  beforeEach(() => {
    delete globalThis[SESSION];
  });
  afterEach(async () => {
    cleanup();
    await logout();
  });

  it("a guest gets a login link back to the page", async () => {
    await logout();
    const el = mount(`<pw-photographer-form></pw-photographer-form>`);
    const link = await until(() => q(el, "a"), 5000, "login link");
    assert(link.getAttribute("href").startsWith("/public_resource/public/html/login2.html?redirect="), link.getAttribute("href"));
  });

  it("registration: empty submit shows each field's message and focuses the name; the code counts down; a wrong code comes back on its field", async () => {
    await login("demo_member", "Member2026");
    const el = mount(`<pw-photographer-form></pw-photographer-form>`);
    await until(() => q(el, "form"), 5000, "form");
    equal(q(el, "h2").textContent, "登记为摄影师");
    // keyboard: Enter in the name field submits the form
    byName(el, "name").focus();
    await sendKeys({ press: "Enter" });
    await until(() => byName(el, "name").getAttribute("aria-invalid") === "true", 3000, "errors");
    equal(errorOf(el, byName(el, "name")), "请输入姓名");
    assert(errorOf(el, byName(el, "mobile")), "mobile error");
    assert(errorOf(el, byName(el, "captcha")), "captcha error");
    equal(el.shadowRoot.activeElement, byName(el, "name"), "focus on the first error");

    await type(byName(el, "name"), "Browser Lens");
    await type(byName(el, "mobile"), "13911112222");
    const codeBtn = q(el, "[part=code-button]");
    codeBtn.focus();
    await sendKeys({ press: "Enter" });
    await until(() => codeBtn.disabled && /秒后重发/.test(codeBtn.textContent), 5000, "countdown");
    assert(/验证码已发送/.test(q(el, "[part=success]").textContent), "sent line");
    await type(byName(el, "captcha"), "000000");
    q(el, "[part=submit]").click();
    await until(() => errorOf(el, byName(el, "captcha")), 5000, "server error on the code");
    equal(errorOf(el, byName(el, "captcha")), "验证码错误或已失效");
    equal(el.shadowRoot.activeElement, byName(el, "captcha"));
    const me = await (await fetch("/api/guest/getLoginUcMember", { headers: { "x-requested-with": "XMLHttpRequest" } })).json();
    equal(me.data.member.photographerId, null, "nothing registered");
    await expectAccessible(el);
  });

  it("a photographer sees the status and portfolio link, saves an update, and a new mobile needs its code (English)", async () => {
    await login("ph_member", "Photo2026");
    const el = mount(`<div lang="en"><pw-photographer-form></pw-photographer-form></div>`).firstElementChild;
    await until(() => q(el, "form"), 5000, "form");
    equal(q(el, "h2").textContent, "Photographer profile");
    assert(/Approved/.test(q(el, "[part=status-line]").textContent), q(el, "[part=status-line]").textContent);
    const link = q(el, "[part=portfolio] a");
    assert(/^\/en\/photographer\/\d+\.html$/.test(link.getAttribute("href")), link.getAttribute("href"));
    equal(byName(el, "name").value, "Ann Lens");
    equal(byName(el, "captcha"), null, "no code field for the same mobile");
    await expectAccessible(el);

    const saved = new Promise((r) => el.addEventListener("pw-photographer-saved", (e) => r(e.detail), { once: true }));
    await type(byName(el, "bio"), "Harbour photographs.");
    q(el, "[part=submit]").click();
    const detail = await saved;
    equal(detail.registered, false);
    await until(() => q(el, "[part=success]").textContent === "Profile saved.", 5000, "saved");
    const node = await (await fetch("/api/guest/photographer/getPhotographerNode", { headers: { "x-requested-with": "XMLHttpRequest" } })).json();
    equal(node.data.bio, "Harbour photographs.");

    await type(byName(el, "mobile"), "13922223333");
    await until(() => byName(el, "captcha"), 3000, "code field");
    q(el, "[part=submit]").click();
    await until(() => errorOf(el, byName(el, "captcha")), 3000, "code needed");
    equal(errorOf(el, byName(el, "captcha")), "Please enter the verification code");
    equal(qa(el, "[aria-invalid=true]").length, 1);
    await expectAccessible(el);
  });
});
