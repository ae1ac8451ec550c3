/**
 * The account calls of SPEC §7 through the real app (routes/account/*):
 * registration by mobile and email with the
 * code read from DATA_DIR/outbox, existence checks, password reset, profile
 * (SPEC §5 rules with messages in both languages, the Chinese address
 * against the division data), certificate, bank, password change ending the
 * other sessions, avatar upload, member classes, regions, the nature-checked
 * login, the legacy web/guest paths, and the per-address and per-account
 * rate limits.
 *
 * Stays whole (about 540 lines): one app and one outbox shared by the
 * registration, reset, profile and limit suites (codes are read from the
 * outbox the earlier steps filled).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS } from "../../server/src/services/members.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

let n = 0;
/** A fresh client address per call, so that the per-address limits stay out of the way unless a test aims at them. */
const ip = () => `10.20.${Math.floor(++n / 250)}.${n % 250}`;
let m = 0;
const newMobile = () => `136${String(10_000_000 + ++m).slice(-8)}`;

type Opts = { cookie?: string; lang?: "zh" | "en"; remoteAddress?: string };
const post = (url: string, payload: unknown, o: Opts = {}) =>
  t.call({ method: "POST", url, payload: payload as object, cookie: o.cookie, remoteAddress: o.remoteAddress ?? ip(), headers: { "x-lang": o.lang ?? "zh" } });
const get = (url: string, o: Opts = {}) =>
  t.call({ method: "GET", url, cookie: o.cookie, remoteAddress: o.remoteAddress ?? ip(), headers: { "x-lang": o.lang ?? "zh" } });

const outboxCode = (to: string) => t.outboxCode(to);
function outboxCount(to: string): number {
  try {
    return readdirSync(path.join(t.dataDir, "outbox")).filter((f) => f.includes(`-${to.toLowerCase()}`)).length;
  } catch {
    return 0;
  }
}
const cookieOf = (res: { cookies: { name: string; value: string }[] }) => `pw_session=${res.cookies.find((c) => c.name === "pw_session")!.value}`;
const STRONG = "river7Stone";

/** Registers a new member by mobile; returns its cookie, mobile and member. */
async function registerByMobile(extra: Record<string, unknown> = {}) {
  const mobile = newMobile();
  expect((await post("/api/guest/send_valification_code", { mobile, purpose: "register" })).statusCode).toBe(200);
  const res = await post("/api/guest/register", {
    type: "mobile",
    mobile,
    captcha: outboxCode(mobile),
    password: STRONG,
    confirmPassword: STRONG,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: cookieOf(res), mobile, member: res.json().data.member };
}

describe("registration by mobile or email (SPEC §7 register, send_valification_code, send_email_valification_code)", () => {
  it("registers by mobile with the code from the outbox and is logged in", async () => {
    const mobile = newMobile();
    const sent = await post("/api/guest/send_valification_code", { mobile, purpose: "register" });
    expect(sent.json()).toEqual({ code: "success", data: { resendIn: 60, expiresIn: 600 } });
    const code = outboxCode(mobile);
    expect(code).toMatch(/^\d{6}$/);
    const res = await post("/api/guest/register", { type: "mobile", mobile, captcha: code, password: STRONG, confirmPassword: STRONG });
    expect(res.statusCode).toBe(200);
    const { member, token } = res.json().data;
    expect(member).toMatchObject({ mobile, nature: 2, name: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, point: 0 });
    expect(member.code).toMatch(/^pw[a-z0-9]{6,8}$/);
    expect(token.length).toBeGreaterThan(20);
    const me = await get("/api/guest/getLoginUcMember", { cookie: cookieOf(res) });
    expect(me.json().data.member.mobile).toBe(mobile);
    // the password works for a normal login by mobile
    const login = await post("/api/guest/login", { code: mobile, password: STRONG });
    expect(login.statusCode).toBe(200);
  });

  it("registers by email with a chosen user name as a contributor (nature 1)", async () => {
    const email = `Reg${++m}@Example.cn`;
    expect((await post("/api/guest/check_usercode_register", { code: "新会员_01" })).json().data).toEqual({ registered: false });
    expect((await get(`/api/guest/checkCodeForMobileOrEmail?account=${encodeURIComponent(email)}`)).json().data).toEqual({ exists: false, type: "email" });
    await post("/api/guest/send_email_valification_code", { email, purpose: "register" });
    const res = await post("/api/guest/register", {
      type: "email",
      email,
      captcha: outboxCode(email),
      password: STRONG,
      confirmPassword: STRONG,
      code: "新会员_01",
      name: "新会员",
      nature: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.member).toMatchObject({ code: "新会员_01", name: "新会员", email: email.toLowerCase(), nature: 1, contributorStatus: 0 });
    expect((await post("/api/guest/check_usercode_register", { code: "新会员_01" })).json().data).toEqual({ registered: true });
    expect((await get(`/api/guest/checkCodeForMobileOrEmail?account=${encodeURIComponent(email)}`)).json().data).toEqual({ exists: true, type: "email" });
  });

  it("a taken mobile, email or user name is refused and nothing is sent", async () => {
    const a = DEMO_ACCOUNTS[1];
    const r1 = await post("/api/guest/send_valification_code", { mobile: a.mobile, purpose: "register" });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().code).toBe("account_exists");
    expect(outboxCount(a.mobile)).toBe(0);
    const r2 = await post("/api/guest/send_email_valification_code", { email: a.email.toUpperCase(), purpose: "register" }, { lang: "en" });
    expect(r2.json()).toMatchObject({ code: "account_exists", msg: "This mobile number or email is already registered" });
    const mobile = newMobile();
    await post("/api/guest/send_valification_code", { mobile, purpose: "register" });
    const r3 = await post("/api/guest/register", {
      type: "mobile", mobile, captcha: outboxCode(mobile), password: STRONG, confirmPassword: STRONG, code: "demo_member",
    });
    expect(r3.statusCode).toBe(409);
    expect(r3.json().code).toBe("usercode_exists");
  });

  it("SPEC §5 rules answer 422 with the field, the rule key and the message in the caller's language; nothing is created", async () => {
    const mobile = newMobile();
    await post("/api/guest/send_valification_code", { mobile, purpose: "register" });
    const code = outboxCode(mobile);
    const cases: [Record<string, unknown>, string, string, string][] = [
      [{ password: "onlyletters", confirmPassword: "onlyletters" }, "v_password_kinds", "密码须包含数字、小写字母、大写字母、符号中的至少两种", "Use at least two of: digits, lower-case letters, upper-case letters, symbols"],
      [{ password: "Short1", confirmPassword: "Short1" }, "v_password_length", "密码长度为8-16位", "The password must be 8 to 16 characters"],
      [{ confirmPassword: "river7Stonf" }, "uc1_profile_15", "两次输入的密码不一致", "The two passwords do not match"],
      [{ password: "Password1", confirmPassword: "Password1" }, "v_password_common", "该密码过于常见，请换一个", "This password is too common, please choose another"],
      [{ captcha: "  " }, "v_captcha_empty", "请输入验证码", "Please enter the verification code"],
      [{ mobile: "2380013800" }, "v_mobile_format", "请输入以1开头的11位手机号码", "Please enter an 11-digit mobile number starting with 1"],
      [{ name: "好👍" }, "v_emoji", "不能包含表情符号", "Emoji are not allowed"],
    ];
    for (const [change, rule, zh, en] of cases) {
      const body = { type: "mobile", mobile, captcha: code, password: STRONG, confirmPassword: STRONG, ...change };
      const rz = await post("/api/guest/register", body, { lang: "zh" });
      const re = await post("/api/guest/register", body, { lang: "en" });
      expect(rz.statusCode, rule).toBe(422);
      expect(rz.json().errors.map((e: { rule: string }) => e.rule)).toContain(rule);
      expect(rz.json().msg).toBe(zh);
      expect(re.json().msg).toBe(en);
    }
    // the code was not used up by the refused attempts
    const ok = await post("/api/guest/register", { type: "mobile", mobile, captcha: code, password: STRONG, confirmPassword: STRONG });
    expect(ok.statusCode).toBe(200);
  });

  it("a wrong, reused or expired code is refused", async () => {
    const mobile = newMobile();
    await post("/api/guest/send_valification_code", { mobile, purpose: "register" });
    const code = outboxCode(mobile);
    const wrong = code === "000000" ? "111111" : "000000";
    const bad = await post("/api/guest/register", { type: "mobile", mobile, captcha: wrong, password: STRONG, confirmPassword: STRONG }, { lang: "en" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ code: "captcha_invalid", msg: "The verification code is wrong or no longer valid" });
    // expired: move the service clock 10 minutes on
    const svc = t.app.services.verification;
    const realNow = svc.now;
    svc.now = () => new Date(Date.now() + 10 * 60_000 + 1000);
    try {
      const expired = await post("/api/guest/register", { type: "mobile", mobile, captcha: code, password: STRONG, confirmPassword: STRONG });
      expect(expired.json().code).toBe("captcha_expired");
    } finally {
      svc.now = realNow;
    }
    // a code sent for registration does not reset a password
    const reset = await post("/api/guest/login_forget_reset_password", { account: mobile, captcha: code, password: STRONG, confirmPassword: STRONG });
    expect(reset.json().code).toBe("captcha_invalid");
  });

  it("a resend within 60 s is refused with retryAfter; checkCodeExists reports the waiting code", async () => {
    const mobile = newMobile();
    await post("/api/guest/send_valification_code", { mobile, purpose: "register" });
    const again = await post("/api/guest/send_valification_code", { mobile, purpose: "register" });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("code_too_frequent");
    expect(again.json().retryAfter).toBeGreaterThan(55);
    expect(again.json().retryAfter).toBeLessThanOrEqual(60);
    expect(outboxCount(mobile)).toBe(1);
    const pending = await get(`/api/guest/checkCodeExists?account=${mobile}&purpose=register`);
    expect(pending.json().data.exists).toBe(true);
    expect(pending.json().data.resendIn).toBeGreaterThan(55);
    expect((await get(`/api/guest/checkCodeExists?account=${newMobile()}&purpose=register`)).json().data.exists).toBe(false);
    expect((await get(`/api/guest/checkCodeExists?account=nobody&purpose=register`)).statusCode).toBe(422);
  });

  it("check_is_captcha checks a code without using it up", async () => {
    const email = `chk${++m}@example.com`;
    await post("/api/guest/send_email_valification_code", { email, purpose: "register" });
    const code = outboxCode(email);
    const ok = await post("/api/guest/check_is_captcha", { account: email, captcha: code, purpose: "register" });
    expect(ok.json()).toEqual({ code: "success", data: { valid: true } });
    const wrong = await post("/api/guest/check_is_captcha", { account: email, captcha: code === "999999" ? "999998" : "999999", purpose: "register" });
    expect(wrong.json().code).toBe("captcha_invalid");
    const reg = await post("/api/guest/register", { type: "email", email, captcha: code, password: STRONG, confirmPassword: STRONG });
    expect(reg.statusCode).toBe(200);
    const legacy = await post("/api/web/guest/check_valification_code", { account: email, captcha: code, purpose: "register" });
    expect(legacy.json().code).toBe("captcha_invalid");
  });

  it("code sending is limited to 5 a minute per address", async () => {
    const addr = "10.99.0.1";
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await post("/api/guest/send_valification_code", { mobile: newMobile(), purpose: "register" }, { remoteAddress: addr })).statusCode);
    }
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const last = await post("/api/guest/send_valification_code", { mobile: newMobile(), purpose: "register" }, { remoteAddress: addr, lang: "en" });
    expect(last.json()).toMatchObject({ code: "too_many_requests", msg: "Too many requests, please try again later" });
  });

  it("bad input never answers 500", async () => {
    for (const [url, body] of [
      ["/api/guest/register", { type: "fax" }],
      ["/api/guest/register", { type: "mobile", captcha: 123456 }],
      ["/api/guest/send_valification_code", { mobile: "138", purpose: "register" }],
      ["/api/guest/send_valification_code", { mobile: "13800138000", purpose: "hack" }],
      ["/api/guest/check_is_captcha", {}],
      ["/api/guest/login_forget_reset_password", { account: "x".repeat(300) }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().code).toBe("invalid_param");
    }
  });
});

describe("forgotten password (SPEC §7 login_forget_reset_password, web/guest/reset_psw)", () => {
  it("resets by email: other sessions end, the new password works, the old one not", async () => {
    const { cookie, mobile } = await registerByMobile();
    const email = `reset${++m}@example.com`;
    // give the member an email through the legacy change_email with a modify code
    await post("/api/guest/send_email_valification_code", { email, purpose: "modify" }, { cookie });
    const changed = await post("/api/web/guest/change_email", { email, captcha: outboxCode(email) }, { cookie });
    expect(changed.json().data.member.email).toBe(email);

    await post("/api/guest/send_email_valification_code", { email, purpose: "reset" });
    const code = outboxCode(email);
    const check = await get(`/api/web/guest/checkEmailValidCode?email=${email}&captcha=${code}&purpose=reset`);
    expect(check.json().data).toEqual({ valid: true });
    const NEW = "Ocean9wave";
    const res = await post("/api/guest/login_forget_reset_password", { account: email, captcha: code, password: NEW, confirmPassword: NEW });
    expect(res.json()).toEqual({ code: "success", data: null });
    expect((await get("/api/guest/getLoginUcMember", { cookie })).json().data.member).toBeNull();
    expect((await post("/api/guest/login", { code: mobile, password: STRONG })).statusCode).toBe(401);
    expect((await post("/api/guest/login", { code: email, password: NEW })).statusCode).toBe(200);
    // single use
    const again = await post("/api/web/guest/reset_psw", { account: email, captcha: code, password: STRONG, confirmPassword: STRONG });
    expect(again.json().code).toBe("captcha_invalid");
  });

  it("a reset code for an unknown account is answered alike but nothing is sent", async () => {
    const ghost = `ghost${++m}@example.com`;
    const res = await post("/api/guest/send_email_valification_code", { email: ghost, purpose: "reset" });
    expect(res.json()).toEqual({ code: "success", data: { resendIn: 60, expiresIn: 600 } });
    expect(outboxCount(ghost)).toBe(0);
    const known = await post("/api/guest/send_email_valification_code", { email: DEMO_ACCOUNTS[1].email, purpose: "reset" });
    expect(known.json()).toEqual(res.json());
  });

  it("checkCodeExists?purpose=reset answers an unknown account exactly as a known one (same code, same shape)", async () => {
    const { mobile: known } = await registerByMobile();
    const ghost = newMobile();
    for (const mobile of [known, ghost]) {
      expect((await post("/api/guest/send_valification_code", { mobile, purpose: "reset" })).json()).toEqual({
        code: "success",
        data: { resendIn: 60, expiresIn: 600 },
      });
    }
    expect(outboxCount(ghost)).toBe(0);
    const a = await get(`/api/guest/checkCodeExists?account=${known}&purpose=reset`);
    const b = await get(`/api/guest/checkCodeExists?account=${ghost}&purpose=reset`);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.exists).toBe(true);
    expect(b.json()).toEqual(a.json());
    // the ghost's code is nothing anyone can use
    const reset = await post("/api/guest/login_forget_reset_password", { account: ghost, captcha: "123456", password: STRONG, confirmPassword: STRONG });
    expect(reset.json().code).toBe("captcha_invalid");
  });

  it("legacy reset_psw by mobile", async () => {
    const { mobile } = await registerByMobile();
    await post("/api/guest/send_valification_code", { mobile, purpose: "reset" });
    const res = await post("/api/web/guest/reset_psw", { account: mobile, captcha: outboxCode(mobile), password: "Ocean9wave", confirmPassword: "Ocean9wave" });
    expect(res.json().code).toBe("success");
    expect((await post("/api/guest/login", { code: mobile, password: "Ocean9wave" })).statusCode).toBe(200);
  });
});

describe("profile, certificate, bank (SPEC §7 modify_info, refresh_user_info, user/update_cer, user/update_bank)", () => {
  it("guests are sent away", async () => {
    for (const url of ["/api/guest/modify_info", "/api/guest/refresh_user_info", "/api/user/update_cer", "/api/user/update_bank", "/api/user/update_password", "/api/web/guest/change_psw", "/api/web/guest/change_email"]) {
      const res = await post(url, {});
      expect([401, 422], url).toContain(res.statusCode);
      if (res.statusCode === 401) expect(res.json().code).toBe("access_denied");
    }
    const r = await post("/api/guest/refresh_user_info", {});
    expect(r.json().code).toBe("access_denied");
  });

  it("edits the Chinese-edition profile with a real province, city and area", async () => {
    const { cookie } = await registerByMobile();
    const body = { edition: "zh", name: "张三", nickname: "小张", company: "新闻社", province: "44", city: "4403", area: "440305", address: "科技园路1号", zipCode: "518000" };
    const res = await post("/api/guest/modify_info", body, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.member.name).toBe("张三");
    expect(res.json().data.detail).toMatchObject({ nickname: "小张", provinceName: "广东省", cityName: "深圳市", areaName: "南山区", address: "科技园路1号", zipCode: "518000" });
    const fresh = await post("/api/guest/refresh_user_info", {}, { cookie });
    expect(fresh.json().data.detail.areaName).toBe("南山区");
    expect(fresh.json().data.member.name).toBe("张三");
  });

  it("refuses placeholders, mismatched regions, blank and emoji text; changes nothing", async () => {
    const { cookie } = await registerByMobile();
    const base = { edition: "zh", name: "李四", province: "44", city: "4403", area: "440305", address: "科技园路1号" };
    const expectRule = async (change: Record<string, unknown>, rule: string, zh: string, en: string) => {
      const rz = await post("/api/guest/modify_info", { ...base, ...change }, { cookie, lang: "zh" });
      const re = await post("/api/guest/modify_info", { ...base, ...change }, { cookie, lang: "en" });
      expect(rz.statusCode, rule).toBe(422);
      expect(rz.json().errors.map((e: { rule: string }) => e.rule)).toContain(rule);
      expect([rz.json().msg, re.json().msg]).toEqual([zh, en]);
    };
    await expectRule({ area: "" }, "v_area_empty", "请选择区县", "Please choose a district");
    await expectRule({ province: "0" }, "v_province_empty", "请选择省份", "Please choose a province");
    await expectRule({ city: "1101" }, "v_region_unknown", "所选省市区不存在或不匹配", "The province, city and district do not exist or do not match");
    await expectRule({ name: "   " }, "v_name_blank", "姓名不能只包含空格", "The name cannot be only spaces");
    await expectRule({ address: "家🏠" }, "v_emoji", "不能包含表情符号", "Emoji are not allowed");
    await expectRule({ zipCode: "51800a" }, "v_digits", "只能输入数字", "Digits only");
    const fresh = await post("/api/guest/refresh_user_info", {}, { cookie });
    expect(fresh.json().data.detail.address).toBe("");
    expect(fresh.json().data.member.name).not.toBe("李四");
  });

  it("the English edition needs first and last name and country instead", async () => {
    const { cookie } = await registerByMobile();
    const bad = await post("/api/guest/modify_info", { edition: "en", firstName: "Ann" }, { cookie, lang: "en" });
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(["lastName", "country"]);
    expect(bad.json().msg).toBe("Please enter your last name");
    const ok = await post("/api/guest/modify_info", { edition: "en", firstName: "Ann", lastName: "Lee", country: "United Kingdom" }, { cookie });
    expect(ok.json().data.member.name).toBe("Ann Lee");
    expect(ok.json().data.detail).toMatchObject({ firstName: "Ann", lastName: "Lee", country: "United Kingdom" });
  });

  it("a new mobile needs a modify code sent to it, and may not belong to another member", async () => {
    const { cookie } = await registerByMobile();
    const base = { edition: "zh", name: "王五", province: "11", city: "1101", area: "110101", address: "东长安街1号" };
    const other = DEMO_ACCOUNTS[0].mobile;
    const taken = await post("/api/guest/send_valification_code", { mobile: other, purpose: "modify" }, { cookie });
    expect(taken.json().code).toBe("account_exists");
    const guest = await post("/api/guest/send_valification_code", { mobile: newMobile(), purpose: "modify" });
    expect(guest.json().code).toBe("access_denied");
    const fresh = newMobile();
    const missing = await post("/api/guest/modify_info", { ...base, mobile: fresh }, { cookie });
    expect(missing.json().errors).toEqual([{ field: "mobileCaptcha", rule: "v_captcha_empty" }]);
    await post("/api/guest/send_valification_code", { mobile: fresh, purpose: "modify" }, { cookie });
    const ok = await post("/api/guest/modify_info", { ...base, mobile: fresh, mobileCaptcha: outboxCode(fresh) }, { cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.member.mobile).toBe(fresh);
  });

  it("certificate: a mainland ID card is checked and becomes idCard; other types are free text", async () => {
    const { cookie } = await registerByMobile();
    const bad = await post("/api/user/update_cer", { certType: "id_card", certNumber: "110101199002304514", name: "李摄影" }, { cookie, lang: "en" });
    expect(bad.json()).toMatchObject({ code: "invalid_param", msg: "The ID card number is not valid", errors: [{ field: "certNumber", rule: "v_id_card" }] });
    const badType = await post("/api/user/update_cer", { certType: "licence", certNumber: "1", name: "李" }, { cookie });
    expect(badType.json().errors[0].rule).toBe("v_cert_type");
    const ok = await post("/api/user/update_cer", { certType: "id_card", certNumber: "11010119900307451x", name: "李摄影" }, { cookie });
    // answered masked, as idCard is (issue 19: test/unit/security-auth.test.ts)
    expect(ok.json().data).toMatchObject({ certType: "id_card", certNumber: "110***********451X", certName: "李摄影" });
    // becomes the member's idCard, which the login-info call answers masked (issue 8)
    expect((await get("/api/guest/getLoginUcMember", { cookie })).json().data.member.idCard).toBe("110***********451X");
    const pp = await post("/api/user/update_cer", { certType: "passport", certNumber: "E12345678", name: "Li" }, { cookie });
    expect(pp.json().data.certNumber).toBe("E******78");
  });

  it("bank details are checked and answered masked", async () => {
    const { cookie } = await registerByMobile();
    const bad = await post("/api/user/update_bank", { bank: " ", accountName: "", accountNumber: "12ab" }, { cookie });
    expect(bad.json().errors.map((e: { rule: string }) => e.rule)).toEqual(["v_bank_blank", "v_account_name_empty", "v_account_number_format"]);
    expect(bad.json().msg).toBe("开户银行不能只包含空格");
    const ok = await post("/api/user/update_bank", { bank: "中国银行", accountName: "张三", accountNumber: "6217 0000 1234 5678" }, { cookie });
    expect(ok.json().data).toMatchObject({ bank: "中国银行", accountName: "张三", accountNumberMasked: "**** 5678" });
    expect(JSON.stringify(ok.json())).not.toContain("62170000");
  });
});

describe("password change (SPEC §7 user/update_password, web/guest/change_psw; DESIGN §7)", () => {
  it("checks the current password, ends the other sessions, keeps this one", async () => {
    const { cookie, mobile } = await registerByMobile();
    const other = cookieOf(await post("/api/guest/login", { code: mobile, password: STRONG }));
    const wrong = await post("/api/user/update_password", { oldPassword: "wrong-pass9", password: "Ocean9wave", confirmPassword: "Ocean9wave" }, { cookie, lang: "en" });
    expect(wrong.json()).toMatchObject({ code: "old_password_wrong", msg: "The current password is wrong" });
    const same = await post("/api/user/update_password", { oldPassword: STRONG, password: STRONG, confirmPassword: STRONG }, { cookie });
    expect(same.json().errors[0].rule).toBe("v_password_same");
    const ok = await post("/api/user/update_password", { oldPassword: STRONG, password: "Ocean9wave", confirmPassword: "Ocean9wave" }, { cookie });
    expect(ok.json()).toEqual({ code: "success", data: null });
    expect((await get("/api/guest/getLoginUcMember", { cookie })).json().data.member.mobile).toBe(mobile);
    expect((await get("/api/guest/getLoginUcMember", { cookie: other })).json().data.member).toBeNull();
    expect((await post("/api/guest/login", { code: mobile, password: STRONG })).statusCode).toBe(401);
    // legacy path
    const legacy = await post("/api/web/guest/change_psw", { oldPassword: "Ocean9wave", password: "Forest8leaf", confirmPassword: "Forest8leaf" }, { cookie });
    expect(legacy.json().code).toBe("success");
    expect((await post("/api/guest/login", { code: mobile, password: "Forest8leaf" })).statusCode).toBe(200);
  });

  it("5 wrong current passwords lock the change for 15 minutes", async () => {
    const { cookie } = await registerByMobile();
    const body = { oldPassword: "wrong-pass9", password: "Ocean9wave", confirmPassword: "Ocean9wave" };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await post("/api/user/update_password", body, { cookie })).json().code);
    expect(codes).toEqual([...Array(5).fill("old_password_wrong"), "too_many_requests"]);
    const right = await post("/api/user/update_password", { ...body, oldPassword: STRONG }, { cookie });
    expect(right.json().code).toBe("too_many_requests");
    const accounts = t.app.services.accounts;
    const realNow = accounts.now;
    accounts.now = () => new Date(Date.now() + 15 * 60_000 + 1000);
    try {
      expect((await post("/api/user/update_password", { ...body, oldPassword: STRONG }, { cookie })).json().code).toBe("success");
    } finally {
      accounts.now = realNow;
    }
  });
});

describe("avatar (SPEC §7 update_titleImg, web/guest/change_titleImg; DESIGN §7 uploads)", () => {
  const multipart = (buf: Buffer, filename: string, type: string, field = "file") => {
    const boundary = "----pwtest" + Math.random().toString(16).slice(2);
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    return {
      payload: Buffer.concat([Buffer.from(head), buf, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    };
  };
  const upload = (url: string, body: { payload: Buffer; headers: Record<string, string> }, cookie?: string) =>
    t.call({ method: "POST", url, payload: body.payload, headers: body.headers, cookie, remoteAddress: ip() });

  it("sniffs, resizes to 256×256 webp, serves it from outside the public folder, replaces the old one", async () => {
    const { cookie } = await registerByMobile();
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 30, b: 40 } } }).png().toBuffer();
    const res = await upload("/api/guest/update_titleImg", multipart(png, "me.jpg", "image/jpeg"), cookie);
    expect(res.statusCode, res.body).toBe(200);
    const imgUrl = res.json().data.imgUrl;
    expect(imgUrl).toMatch(/^\/api\/guest\/avatar\/\d+-[a-f0-9]{16}\.webp$/);
    expect((await get("/api/guest/getLoginUcMember", { cookie })).json().data.member.imgUrl).toBe(imgUrl);
    const img = await get(imgUrl);
    expect(img.statusCode).toBe(200);
    expect(img.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 256]);
    expect(readdirSync(path.join(t.dataDir, "uploads", "avatars"))).toContain(imgUrl.split("/").pop());
    // legacy path; the old file goes away
    const jpg = await sharp(png).jpeg().toBuffer();
    const res2 = await upload("/api/web/guest/change_titleImg", multipart(jpg, "a.png", "image/png"), cookie);
    expect(res2.statusCode).toBe(200);
    expect((await get(imgUrl)).statusCode).toBe(404);
    expect((await get(res2.json().data.imgUrl)).statusCode).toBe(200);
  });

  it("refuses a disguised file, an oversized one, a missing file, a guest, and path tricks", async () => {
    const { cookie } = await registerByMobile();
    const fake = await upload("/api/guest/update_titleImg", multipart(Buffer.from("<svg onload=alert(1)>"), "x.png", "image/png"), cookie);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().code).toBe("Q_TYPE_DENIED");
    const big = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).png().toBuffer();
    const huge = Buffer.concat([big, Buffer.alloc(5_242_880)]);
    const tooBig = await upload("/api/guest/update_titleImg", multipart(huge, "big.png", "image/png"), cookie);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().code).toBe("F_EXCEED_SIZE");
    const wrongField = await upload("/api/guest/update_titleImg", multipart(big, "a.png", "image/png", "avatar"), cookie);
    expect(wrongField.statusCode).toBe(422);
    const json = await post("/api/guest/update_titleImg", { file: "x" }, { cookie });
    expect(json.statusCode).toBe(415);
    const guest = await upload("/api/guest/update_titleImg", multipart(big, "a.png", "image/png"));
    expect(guest.json().code).toBe("access_denied");
    expect((await get("/api/guest/avatar/..%2F..%2Fdb")).statusCode).toBe(404);
    expect((await get("/api/guest/avatar/1-0000000000000000.webp")).statusCode).toBe(404);
  });
});

describe("member classes, regions, nature login", () => {
  it("getByUcMemberClass names the class in the caller's language", async () => {
    expect((await get("/api/guest/getByUcMemberClass?type=1", { lang: "en" })).json().data).toEqual({ type: 1, name: "VIP member", skipQuotaCheck: true });
    expect((await get("/api/guest/getByUcMemberClass?type=0")).json().data).toEqual({ type: 0, name: "普通会员", skipQuotaCheck: false });
    expect((await get("/api/guest/getByUcMemberClass")).json().code).toBe("access_denied");
    const c = await t.login(0);
    expect((await get("/api/guest/getByUcMemberClass", { cookie: c })).json().data.type).toBe(1);
    expect((await get("/api/guest/getByUcMemberClass?type=x")).statusCode).toBe(422);
  });

  it("province, city and area lists from the real division data (SPEC §3)", async () => {
    const p = (await get("/api/guest/region/provinces")).json().data;
    expect(p).toHaveLength(31);
    expect(p[0]).toEqual({ key: "11", value: "北京市" });
    const cities = (await get("/api/guest/region/cities?parent=44")).json().data;
    expect(cities.find((c: { value: string }) => c.value === "广州市")).toEqual({ key: "4401", value: "广州市", parent: "44" });
    const areas = (await get("/api/guest/region/areas?parent=4401")).json().data;
    expect(areas.map((a: { value: string }) => a.value)).toContain("天河区");
    expect((await get("/api/guest/region/cities?parent=99")).json().data).toEqual([]);
    expect((await get("/api/guest/region/cities?parent=abc")).statusCode).toBe(422);
  });

  it("changeNatureLogin logs in only into the member's own kind", async () => {
    const [c, mbr] = DEMO_ACCOUNTS;
    const ok = await post("/api/guest/changeNatureLogin", { code: c.code, password: c.password, nature: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.member.nature).toBe(1);
    expect(ok.cookies.find((x) => x.name === "pw_session")).toBeTruthy();
    const wrongKind = await post("/api/guest/changeNatureLogin", { code: mbr.code, password: mbr.password, nature: 1 }, { lang: "en" });
    expect(wrongKind.statusCode).toBe(403);
    expect(wrongKind.json()).toMatchObject({ code: "nature_mismatch", home: "/public_resource/public/html/uc2-index.html" });
    expect(wrongKind.cookies.find((x) => x.name === "pw_session")).toBeUndefined();
    const a = await post("/api/guest/changeNatureLogin", { code: mbr.code, password: "wrong-pass1", nature: 2 });
    const b = await post("/api/guest/changeNatureLogin", { code: "nobody_at_all", password: "wrong-pass1", nature: 2 });
    expect(a.json()).toEqual(b.json());
    expect(a.json().code).toBe("login_failed");
  });

  it("5 failed logins of one account in 15 minutes lock it, whatever the address", async () => {
    const { mobile } = await registerByMobile();
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await post("/api/guest/changeNatureLogin", { code: mobile, password: "wrong-pass1", nature: 2 })).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await post("/api/guest/changeNatureLogin", { code: mobile, password: STRONG, nature: 2 })).statusCode).toBe(429);
    // another account is not affected
    expect((await post("/api/guest/changeNatureLogin", { code: DEMO_ACCOUNTS[1].code, password: DEMO_ACCOUNTS[1].password, nature: 2 })).statusCode).toBe(200);
  });

  it("login-like calls are limited to 10 a minute per address", async () => {
    const addr = "10.98.0.1";
    const codes = [];
    for (let i = 0; i < 11; i++) {
      codes.push((await post("/api/guest/changeNatureLogin", { code: `user${i}xx`, password: "wrong-pass1", nature: 2 }, { remoteAddress: addr })).statusCode);
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});
