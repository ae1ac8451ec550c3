/**
 * The account elements in Chromium against the real server
 * (test/browser/server-plugin.mjs): the verification-code button with its
 * countdown, the registration, forgot-password, profile, password,
 * certificate and bank forms, and the binding page; SPEC §5 messages in
 * both languages. axe checks the states no story covers (English, the
 * server's own answers); the states a story renders (stories/*.stories.tsx)
 * are checked by axe in the Storybook stage, not again here.
 */
import "/dist/esm/pw-verify-code-button.js";
import "/dist/esm/pw-register-form.js";
import "/dist/esm/pw-forget-password-form.js";
import "/dist/esm/pw-profile-form.js";
import "/dist/esm/pw-password-form.js";
import "/dist/esm/pw-certificate-form.js";
import "/dist/esm/pw-bank-form.js";
import "/dist/esm/pw-bind-account.js";
import { sendKeys } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, login, logout, mount, until } from "./helpers.js";

const SESSION = Symbol.for("photowire.session");
const DETAIL = Symbol.for("photowire.memberDetail");
const NAVIGATE = Symbol.for("photowire.navigate");
const ORIGINAL_URL = location.href;
const q = (el, sel) => el.shadowRoot.querySelector(sel);
const qa = (el, sel) => [...el.shadowRoot.querySelectorAll(sel)];
/** The field labelled `text` (a label[for], its required "*" left out), or null while there is none. */
const labelled = (el, text) => {
  const label = qa(el, "label[for]").find((l) => l.textContent.replace(/\s*\*$/, "").trim() === text);
  return label ? el.shadowRoot.getElementById(label.htmlFor) : null;
};
const byLabel = (el, text) => {
  const field = labelled(el, text);
  if (!field) throw new Error(`no label ${text}`);
  return field;
};
const errorOf = (el, input) => {
  const ids = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((x) => x.endsWith("-error"));
  return ids.length ? el.shadowRoot.getElementById(ids[0])?.textContent : "";
};
/** Types into a React-controlled field as a user would. */
async function type(input, text) {
  input.focus();
  input.select?.();
  await sendKeys({ press: "Backspace" });
  if (text) await sendKeys({ type: text });
}
let seq = Date.now() % 100000;
const freshMobile = () => `135${String(10000000 + (++seq % 90000000)).slice(-8)}`;

function reset() {
  delete globalThis[SESSION];
  delete globalThis[DETAIL];
}

describe("<pw-verify-code-button>", () => {
  afterEach(() => cleanup());

  it("sends, counts down disabled, re-enables; a resend the server refuses counts down the server's wait", async () => {
    const to = freshMobile();
    const el = mount(`<pw-verify-code-button channel="sms" purpose="register" to="${to}" seconds="2"></pw-verify-code-button>`);
    const btn = await until(() => q(el, "button"), 3000, "button");
    equal(btn.textContent, "获取验证码");
    const sent = new Promise((r) => el.addEventListener("pw-verify-code-sent", (e) => r(e.detail), { once: true }));
    btn.click();
    const detail = await sent;
    equal(detail.to, to);
    equal(detail.sent, true);
    await until(() => btn.disabled && /^\d秒后重新获取$/.test(btn.textContent), 2000, "countdown");
    await until(() => !btn.disabled, 4000, "re-enabled");
    equal(btn.textContent, "重新获取");
    // the server still refuses a resend within 60 s: the button counts down its remaining wait
    btn.click();
    await until(() => btn.disabled && /^5\d秒后重新获取$/.test(btn.textContent), 3000, "server wait");
  });

  it("refuses a bad target with the SPEC §5 message and an event; reads to-input; speaks English", async () => {
    const el = mount(`<div><input id="m1" value="2380013800"><pw-verify-code-button to-input="m1"></pw-verify-code-button></div>`).lastElementChild;
    const btn = await until(() => q(el, "button"));
    const err = new Promise((r) => el.addEventListener("pw-verify-code-error", (e) => r(e.detail), { once: true }));
    btn.click();
    equal((await err).msg, "请输入以1开头的11位手机号码");
    await until(() => q(el, '[part="error"]').textContent === "请输入以1开头的11位手机号码");
    assert(!btn.disabled, "still enabled");
    const en = mount(`<div lang="en"><pw-verify-code-button channel="email" to="not-an-email"></pw-verify-code-button></div>`).firstElementChild;
    const b2 = await until(() => q(en, "button"));
    equal(b2.textContent, "Get code");
    b2.click();
    await until(() => q(en, '[part="error"]').textContent === "The email address is not valid");
  });
});

describe("<pw-register-form>", () => {
  beforeEach(async () => {
    reset();
    await logout();
  });
  afterEach(() => {
    cleanup();
    history.replaceState(null, "", ORIGINAL_URL);
  });

  it("is labelled; submitting empty shows each field's message and focuses the first", async () => {
    const el = mount(`<pw-register-form></pw-register-form>`);
    await until(() => q(el, "form"), 3000, "form");
    equal(q(el, "h2").textContent, "注册会员");
    q(el, 'button[type="submit"]').click();
    const mobile = byLabel(el, "手机号码");
    await until(() => mobile.getAttribute("aria-invalid") === "true", 2000, "mobile invalid");
    equal(errorOf(el, mobile), "请输入手机号码");
    equal(errorOf(el, byLabel(el, "验证码")), "请输入验证码");
    equal(errorOf(el, byLabel(el, "密码")), "请输入密码");
    equal(el.shadowRoot.activeElement, mobile, "focus on the first invalid field");
  });

  it("checks password rules and confirmation with the same messages as the server, and a taken mobile on blur", async () => {
    const el = mount(`<pw-register-form></pw-register-form>`);
    await until(() => q(el, "form"));
    await type(byLabel(el, "手机号码"), "13900139002"); // demo_member's mobile
    await type(byLabel(el, "密码"), "onlyletters");
    await until(() => errorOf(el, byLabel(el, "手机号码")) === "该手机号或邮箱已注册", 3000, "taken on blur");
    await type(byLabel(el, "确认密码"), "different1");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, byLabel(el, "密码")) === "密码须包含数字、小写字母、大写字母、符号中的至少两种", 2000, "kinds");
    equal(errorOf(el, byLabel(el, "确认密码")), "两次输入的密码不一致");
  });

  it("switches to email; a wrong code comes back from the server on the code field", async () => {
    const el = mount(`<pw-register-form></pw-register-form>`);
    await until(() => q(el, "form"));
    const emailRadio = qa(el, 'input[type="radio"]').find((r) => r.value === "email");
    emailRadio.click();
    // the radio's own label says 邮箱 too: wait for the email field's label (label[for]), which React renders after the click
    const email = await until(() => labelled(el, "邮箱"), 2000, "email field");
    await type(email, `browser${seq}@example.com`);
    await type(byLabel(el, "验证码"), "000000");
    await type(byLabel(el, "密码"), "river7Stone");
    await type(byLabel(el, "确认密码"), "river7Stone");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, byLabel(el, "验证码")) === "验证码错误或已失效", 3000, "server code error");
    await expectAccessible(el);
  });

  it("speaks English", async () => {
    const el = mount(`<div lang="en"><pw-register-form></pw-register-form></div>`).firstElementChild;
    await until(() => q(el, "form"));
    equal(q(el, "h2").textContent, "Register");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, byLabel(el, "Mobile number")) === "Please enter your mobile number");
    await expectAccessible(el);
  });
});

describe("<pw-forget-password-form>", () => {
  beforeEach(async () => {
    reset();
    await logout();
  });
  afterEach(() => cleanup());

  it("step 1 needs a mobile or email and a code; a wrong code is refused by the server; axe clean", async () => {
    const el = mount(`<pw-forget-password-form></pw-forget-password-form>`);
    await until(() => q(el, "form"));
    q(el, 'button[type="submit"]').click();
    const account = byLabel(el, "手机号码或邮箱");
    await until(() => errorOf(el, account) === "请输入手机号码或邮箱");
    await type(account, "member@photowire.test");
    const codeBtn = qa(el, "button").find((b) => b.textContent === "获取验证码");
    codeBtn.click();
    await until(() => codeBtn.disabled && /秒后重新获取/.test(codeBtn.textContent), 3000, "countdown");
    await type(byLabel(el, "验证码"), "000000");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, byLabel(el, "验证码")) === "验证码错误或已失效", 3000, "wrong code");
    await expectAccessible(el);
  });
});

describe("member forms (logged in)", () => {
  beforeEach(async () => {
    reset();
    await login("demo_member", "Member2026");
  });
  afterEach(async () => {
    cleanup();
    await logout();
  });

  it("<pw-profile-form> loads the member, chooses province → city → area from the real lists, saves", async () => {
    const el = mount(`<pw-profile-form></pw-profile-form>`);
    const name = await until(() => q(el, "form") && byLabel(el, "姓名").value && byLabel(el, "姓名"), 5000, "loaded");
    equal(name.value, "Wang Reader");
    equal(byLabel(el, "手机号码").value, "13900139002");
    const province = byLabel(el, "省份");
    await until(() => province.options.length > 30, 3000, "provinces");
    const saved = new Promise((r) => el.addEventListener("pw-profile-saved", (e) => r(e.detail), { once: true }));
    // saving without the area is refused with the SPEC §5 message
    province.focus();
    province.value = "44";
    province.dispatchEvent(new Event("change", { bubbles: true }));
    const city = byLabel(el, "城市");
    await until(() => [...city.options].some((o) => o.value === "4403"), 3000, "cities of 44");
    city.value = "4403";
    city.dispatchEvent(new Event("change", { bubbles: true }));
    await type(byLabel(el, "详细地址"), "科技园路1号");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, byLabel(el, "区县")) === "请选择区县", 3000, "area required");
    await expectAccessible(el);
    const area = byLabel(el, "区县");
    await until(() => [...area.options].some((o) => o.value === "440305"), 3000, "areas of 4403");
    area.value = "440305";
    area.dispatchEvent(new Event("change", { bubbles: true }));
    q(el, 'button[type="submit"]').click();
    const detail = await saved;
    equal(detail.detail.areaName, "南山区");
    await until(() => q(el, '[role="status"].success').textContent === "已保存", 2000, "saved line");
  });

  it("<pw-profile-form> a new mobile needs its code", async () => {
    const el = mount(`<pw-profile-form></pw-profile-form>`);
    const mobile = await until(() => q(el, "form") && byLabel(el, "手机号码").value && byLabel(el, "手机号码"), 5000, "loaded");
    await type(mobile, freshMobile());
    const code = await until(() => qa(el, "label").some((l) => l.textContent.startsWith("手机验证码")) && byLabel(el, "手机验证码"), 2000, "code field");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, code) === "请输入验证码", 2000, "code required");
  });

  it("<pw-password-form>: rules, a wrong current password, then a real change (and back)", async () => {
    const el = mount(`<pw-password-form></pw-password-form>`);
    await until(() => q(el, "form"));
    await type(byLabel(el, "原密码"), "wrong-pass9");
    await type(byLabel(el, "新密码"), "Ocean9wave");
    await type(byLabel(el, "确认密码"), "Ocean9wavf");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, byLabel(el, "确认密码")) === "两次输入的密码不一致");
    await type(byLabel(el, "确认密码"), "Ocean9wave");
    q(el, 'button[type="submit"]').click();
    await until(() => errorOf(el, byLabel(el, "原密码")) === "原密码错误", 3000, "wrong current password");
    await type(byLabel(el, "原密码"), "Member2026");
    const changed = new Promise((r) => el.addEventListener("pw-password-changed", r, { once: true }));
    q(el, 'button[type="submit"]').click();
    await changed;
    await until(() => q(el, ".success").textContent === "密码已修改，其他设备上的登录已退出");
    equal(byLabel(el, "原密码").value, "", "cleared");
    // change it back so the other tests keep the demo password
    const res = await fetch("/api/user/update_password", {
      method: "POST",
      headers: { "content-type": "application/json", "x-requested-with": "XMLHttpRequest" },
      body: JSON.stringify({ oldPassword: "Ocean9wave", password: "Member2026", confirmPassword: "Member2026" }),
    });
    equal(res.status, 200);
  });

  it("<pw-certificate-form> checks a mainland ID card; <pw-bank-form> masks the saved number", async () => {
    const cer = mount(`<pw-certificate-form></pw-certificate-form>`);
    await until(() => q(cer, "form"));
    await type(byLabel(cer, "证件姓名"), "王读者");
    await type(byLabel(cer, "证件号码"), "110101199002304514");
    q(cer, 'button[type="submit"]').click();
    await until(() => errorOf(cer, byLabel(cer, "证件号码")) === "身份证号码格式不正确", 2000, "id card rule");
    await type(byLabel(cer, "证件号码"), "110101199003074514");
    q(cer, 'button[type="submit"]').click();
    await until(() => q(cer, ".success").textContent === "已保存", 3000, "saved");

    const bank = mount(`<pw-bank-form></pw-bank-form>`);
    await until(() => q(bank, "form"));
    await type(byLabel(bank, "开户银行"), "中国银行");
    await type(byLabel(bank, "开户名"), "王读者");
    await type(byLabel(bank, "银行账号"), "12ab");
    q(bank, 'button[type="submit"]').click();
    await until(() => errorOf(bank, byLabel(bank, "银行账号")) === "银行账号应为8-30位数字");
    await type(byLabel(bank, "银行账号"), "6217000012345678");
    q(bank, 'button[type="submit"]').click();
    await until(() => q(bank, ".hint")?.textContent === "已保存的账号：**** 5678", 3000, "masked number");
  });

  it("<pw-bind-account> lists only configured providers (none in this server)", async () => {
    const el = mount(`<pw-bind-account></pw-bind-account>`);
    await until(() => (el.shadowRoot?.textContent ?? "").includes("本站暂未开通第三方账号登录。"), 3000, "no provider message");
    equal(qa(el, ".binding").length, 0, "no provider row");
    const text = el.shadowRoot.textContent;
    assert(!text.includes("微博") && !text.includes("微信") && !text.includes("QQ"), text);
  });
});

describe("<pw-bind-account> for a guest and with query parameters", () => {
  let navigated;
  beforeEach(async () => {
    reset();
    navigated = [];
    globalThis[NAVIGATE] = (u) => navigated.push(u);
    await logout();
  });
  afterEach(() => {
    cleanup();
    delete globalThis[NAVIGATE];
    history.replaceState(null, "", ORIGINAL_URL);
  });

  it("a guest gets login links only for configured providers; a declined authorisation and a bad state are explained", async () => {
    // this server configures no provider (issue 12: no Weibo, WeChat or QQ button that would open raw JSON)
    const el = mount(`<pw-bind-account></pw-bind-account>`);
    await until(() => (el.shadowRoot?.textContent ?? "").includes("本站暂未开通第三方账号登录。"), 3000, "no provider message");
    assert(!qa(el, "a").some((a) => /微博|微信|QQ/.test(a.textContent) || a.href.includes("oauth_authorize")), "no provider button");
    cleanup();
    const u = new URL(ORIGINAL_URL);
    u.searchParams.set("type", "weibo");
    u.searchParams.set("error", "access_denied");
    history.replaceState(null, "", u.href);
    const denied = mount(`<pw-bind-account></pw-bind-account>`);
    await until(() => q(denied, '[role="alert"]')?.textContent === "您已取消授权", 3000, "denied");
    cleanup();
    const v = new URL(ORIGINAL_URL);
    v.searchParams.set("type", "weibo");
    v.searchParams.set("code", "abc");
    v.searchParams.set("state", "nope");
    history.replaceState(null, "", v.href);
    const bad = mount(`<pw-bind-account></pw-bind-account>`);
    // weibo is not configured on this server: the callback answers oauth_disabled
    await until(() => q(bad, '[role="alert"]')?.textContent === "未开通该第三方账号登录", 3000, "disabled");
    assert(!location.search.includes("code="), "the code is dropped from the address");
  });
});
