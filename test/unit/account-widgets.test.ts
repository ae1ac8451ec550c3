/**
 * The framework-free logic of the account and member-center widgets:
 * countdown and channel of the code button (SPEC §4, §9), page URLs by
 * edition, server errors mapped onto fields, member-center redirects by
 * nature, menus, tab lists and the fee_record switch (SPEC §2, §6), the
 * back-button "filled" rule, safe links from stored records, the
 * alternate-edition guard (SPEC §2), and every catalogue key the widgets
 * build at run time.
 *
 * Stays whole (about 450 lines): the pure logic of the account and
 * member-center widgets, each suite a few short cases with no shared setup;
 * it reads as one checklist of SPEC §2, §4 to §6 rules.
 */
import { describe, expect, it } from "vitest";
import { ApiCallError } from "../../widgets/core/api.js";
import { messages as accountMessages } from "../../widgets/account/locale/index.js";
import { messages as memberCenterMessages } from "../../widgets/member-center/locale/index.js";
import { messages as serverMessages } from "../../server/src/locale/index.js";
import { callbackPath, parseBindQuery } from "../../widgets/account/bind-account.store.js";
import { centerUrl, errorsFromCall, errorsOf, pageEdition, pageUrl, redirectTarget } from "../../widgets/account/form.rules.js";
import { validateStep1, validateStep2 } from "../../widgets/account/forget-password-form.store.js";
import { emailChanged, mobileChanged, profileFrom, validateProfileForm } from "../../widgets/account/profile-form.store.js";
import { EMPTY_REGISTER, validateRegisterForm } from "../../widgets/account/register-form.store.js";
import { channelOf, checkTarget, DEFAULT_SECONDS, remaining } from "../../widgets/account/verify-code-button.rules.js";
import { createCodeStore, type CodeDeps } from "../../widgets/account/verify-code-button.store.js";
import { createFormStore } from "../../widgets/account/form.store.js";
import { createLoginFormStore } from "../../widgets/account/login-form.store.js";
import { createRegisterStore } from "../../widgets/account/register-form.store.js";
import { createForgetStore } from "../../widgets/account/forget-password-form.store.js";
import { createMemberFormStore, BANK_FORM } from "../../widgets/account/member-forms.store.js";
import { createBindStore, type BindDeps } from "../../widgets/account/bind-account.store.js";
import { codeLabel, loginFormProps, parseLoginFormAttributes, parseVerifyCodeAttributes } from "../../widgets/account/account.props.js";
import { bankFormProps } from "../../widgets/account/member-forms.props.js";
import type { Member, MemberWithDetail } from "../../common/types.js";
import { guardRedirect, isOpenPage } from "../../widgets/member-center/edition-guard.rules.js";
import {
  PAGES,
  highlighted,
  isFilled,
  memberUrl,
  menuFor,
  ownPageFor,
  pageCount,
  pageFitsNature,
  photographerUrl,
  safeUrl,
  selectedTab,
  tabsFor,
  toItem,
} from "../../widgets/member-center/member-center.rules.js";

describe("verification-code button logic (SPEC §4, §9)", () => {
  it("counts whole seconds down from 60 to 0", () => {
    expect(DEFAULT_SECONDS).toBe(60);
    const start = 1_000_000;
    const end = start + 60_000;
    expect(remaining(end, start)).toBe(60);
    expect(remaining(end, start + 1)).toBe(60);
    expect(remaining(end, start + 1000)).toBe(59);
    expect(remaining(end, start + 59_001)).toBe(1);
    expect(remaining(end, end)).toBe(0);
    expect(remaining(end, end + 5000)).toBe(0);
  });
  it("tells the channel of a target and checks it", () => {
    expect(channelOf("13800138000")).toBe("sms");
    expect(channelOf(" a@b.cn ")).toBe("email");
    expect(channelOf("abc")).toBeNull();
    expect(checkTarget("sms", "138")?.key).toBe("v_mobile_format");
    expect(checkTarget("email", "x@y")?.key).toBe("v_email_format");
    expect(checkTarget("sms", "13800138000")).toBeNull();
  });
});

describe("account form logic", () => {
  it("page URLs follow the login page's edition convention", () => {
    expect(pageUrl("register", "zh")).toBe("/public_resource/public/html/register.html");
    expect(pageUrl("register", "en", { ticket: "t1" })).toBe("/public_resource/public/html/register.html?ticket=t1&lang=en");
    expect(pageUrl("forget_password", "ann")).toBe("/ann/public_resource/public/html/forget_password.html");
    expect(centerUrl(1, "zh")).toBe("/public_resource/public/html/uc1-index.html");
    expect(centerUrl(2, "en")).toBe("/public_resource/public/html/uc2-index.html?lang=en");
    expect(centerUrl(3, "ann")).toBe("/ann/public_resource/public/html/uc2-index.html");
    expect(pageEdition("/public_resource/public/html/register.html", "?lang=en")).toBe("en");
    expect(pageEdition("/ann/public_resource/public/html/register.html", "?lang=en")).toBe("ann");
    expect(pageEdition("/public_resource/public/html/register.html", "")).toBe("zh");
  });
  it("redirects only to same-site paths", () => {
    expect(redirectTarget("?redirect=%2Fcn%2Findex.html", "/x")).toBe("/cn/index.html");
    expect(redirectTarget("?redirect=https%3A%2F%2Fevil.example%2F", "/x")).toBe("/x");
    expect(redirectTarget("?redirect=%2F%2Fevil.example", "/x")).toBe("/x");
    expect(redirectTarget("", "/x")).toBe("/x");
  });
  it("maps the server's { field, rule } onto fields with the rule's message, else the alert", () => {
    const err = new ApiCallError("invalid_param", "两次输入的密码不一致", {
      code: "invalid_param",
      errors: [{ field: "confirmPassword", rule: "uc1_profile_15" }, { field: "password", rule: "minLength" }],
    });
    expect(errorsFromCall("en", err, ["password", "confirmPassword"])).toEqual({
      fields: { confirmPassword: "The two passwords do not match", password: "两次输入的密码不一致" },
      alert: "",
    });
    const other = new ApiCallError("captcha_invalid", "验证码错误或已失效", { code: "captcha_invalid", errors: [{ field: "captcha", rule: "invalid" }] });
    expect(errorsFromCall("zh", other, ["captcha"]).fields.captcha).toBe("验证码错误或已失效");
    expect(errorsFromCall("zh", new ApiCallError("too_many_requests", "请求过于频繁，请稍后再试"), ["x"])).toEqual({ fields: {}, alert: "请求过于频繁，请稍后再试" });
    expect(errorsFromCall("en", new Error("boom"), ["x"]).alert).toBe("Network error, please try again later");
    expect(errorsOf("zh", [{ field: "a", key: "v_name_empty" }, { field: "a", key: "v_emoji" }])).toEqual({ a: "请输入姓名" });
  });
  it("registration, reset and profile forms use the SPEC §5 rules", () => {
    expect(validateRegisterForm(EMPTY_REGISTER).map((v) => v.field)).toEqual(["mobile", "captcha", "password", "confirmPassword"]);
    expect(validateRegisterForm({ ...EMPTY_REGISTER, type: "email", email: "a@b.cn", captcha: "1", password: "river7Stone", confirmPassword: "river7Stone" })).toEqual([]);
    expect(validateStep1({ account: "", captcha: "", password: "", confirmPassword: "" }).map((v) => v.key)).toEqual(["v_account_empty", "v_captcha_empty"]);
    expect(validateStep2({ account: "a@b.cn", captcha: "1", password: "river7Stone", confirmPassword: "x" }).map((v) => v.key)).toEqual(["uc1_profile_15"]);
    const base = profileFrom({
      member: { name: "张三", mobile: "13800138000", email: "a@b.cn" } as never,
      detail: { province: "11", city: "1101", area: "110101", address: "东长安街1号" } as never,
    });
    const contacts = { mobile: "13800138000", email: "a@b.cn" };
    expect(validateProfileForm(base, "zh", contacts)).toEqual([]);
    expect(mobileChanged({ ...base, mobile: "13900139000" }, contacts)).toBe(true);
    expect(emailChanged({ ...base, email: "A@B.CN" }, contacts)).toBe(false);
    expect(validateProfileForm({ ...base, mobile: "13900139000" }, "zh", contacts).map((v) => v.field)).toEqual(["mobileCaptcha"]);
  });
  it("bind_account.html query: callback, declined, list; the callback call per provider", () => {
    expect(parseBindQuery("?type=weibo&code=c&state=s")).toEqual({ kind: "callback", provider: "weibo", code: "c", state: "s", inApp: false });
    expect(parseBindQuery("?type=wechat&code=c&state=s&from=zw")).toMatchObject({ inApp: true });
    expect(parseBindQuery("?type=qq&error=access_denied")).toEqual({ kind: "denied", provider: "qq" });
    expect(parseBindQuery("?type=facebook&code=c&state=s")).toEqual({ kind: "list" });
    expect(parseBindQuery("")).toEqual({ kind: "list" });
    expect(callbackPath("weibo", false)).toEqual({ path: "guest/weibo_callback", method: "POST" });
    expect(callbackPath("wechat", false).path).toBe("guest/wechat_callback");
    expect(callbackPath("wechat", true).path).toBe("guest/zw_wx_callback");
    expect(callbackPath("qq", false)).toEqual({ path: "guest/get_qq_callback", method: "GET" });
  });
});

/** A fake clock and interval for the code store. */
function fakeTime() {
  let now = 1_000_000;
  const timers = new Set<{ ms: number; fn: () => void; next: number }>();
  return {
    now: () => now,
    every(ms: number, fn: () => void) {
      const t = { ms, fn, next: now + ms };
      timers.add(t);
      return () => void timers.delete(t);
    },
    advance(ms: number) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        now = due.next;
        due.next += due.ms;
        due.fn();
      }
      now = end;
    },
    running: () => timers.size,
  };
}

const MEMBER = { id: 2, code: "demo_member", name: "Wang Reader", nature: 2, mobile: "13900139002", email: "m@x.cn" } as unknown as Member;

describe("account stores (framework-free, deps injected)", () => {
  it("form store: SPEC §5 violations by field, the first to focus, server field errors, busy and success", async () => {
    const f = createFormStore({ a: "", b: "" }, {
      order: ["a", "b"],
      validate: (v) => (v.a ? [] : [{ field: "a", key: "v_name_empty" }]),
    });
    expect(await f.submit("zh", async () => "ok")).toEqual({ ok: false, focus: "a" });
    expect(f.get().errors.a).toBe("请输入姓名");
    f.setField("a", "x");
    expect(f.get().errors.a).toBeUndefined();
    let release!: () => void;
    const call = f.submit("en", () => new Promise<string>((r) => (release = () => r("Saved"))));
    expect(f.get().busy).toBe(true);
    expect(await f.submit("en", async () => "twice")).toEqual({ ok: false, focus: null });
    release();
    expect(await call).toEqual({ ok: true, focus: null });
    expect(f.get()).toMatchObject({ busy: false, success: "Saved", alert: "" });
    const bad = new ApiCallError("invalid_param", "x", { code: "invalid_param", errors: [{ field: "b", rule: "v_name_empty" }] });
    expect(await f.submit("en", () => Promise.reject(bad))).toEqual({ ok: false, focus: "b" });
    expect(f.get().errors.b).toBe("Please enter your name");
    f.fillOnce({ a: "1", b: "2" });
    f.fillOnce({ a: "3", b: "4" });
    // the saved details fill the form once, and never what the reader typed before they arrived ("x")
    expect(f.get().values).toEqual({ a: "x", b: "2" });
  });

  it("form store: details arriving after the reader started typing fill only the fields left alone", () => {
    const f = createFormStore({ name: "", city: "", email: "" }, { order: ["name", "city", "email"], validate: () => [] });
    f.setField("name", "端到端会员");
    f.fillOnce({ name: "", city: "4403", email: "saved@x.cn" });
    expect(f.get().values).toEqual({ name: "端到端会员", city: "4403", email: "saved@x.cn" });
    f.setField("city", "4401");
    f.fillOnce({ name: "late", city: "late", email: "late" });
    expect(f.get().values).toEqual({ name: "端到端会员", city: "4401", email: "saved@x.cn" });
  });

  it("login store: remember me goes with the login call (a 30-day session, else 12 hours)", async () => {
    const sent: boolean[] = [];
    const s = createLoginFormStore({ submit: async (_v, _lang, remember) => (sent.push(remember ?? false), MEMBER), setMember: () => {} });
    s.setField("account", "demo_member");
    s.setField("password", "x");
    expect(s.get().remember).toBe(false);
    s.setRemember(true);
    expect((await s.submit("zh")).ok).toBe(true);
    expect(sent).toEqual([true]);
  });

  it("login store: required fields, the server's message, stays submitting after success", async () => {
    const logged: Member[] = [];
    let answer: () => Promise<Member> = () => Promise.reject(new ApiCallError("login_failed", "账号或密码错误"));
    const s = createLoginFormStore({ submit: () => answer(), setMember: (m) => logged.push(m) });
    expect(await s.submit("zh")).toEqual({ ok: false, focus: "account" });
    expect(s.get().errors).toEqual({ account: "account_required", password: "password_required" });
    s.setField("account", "  ");
    expect(s.get().errors.account).toBe("account_required");
    s.setField("account", "demo_member");
    s.setField("password", "x");
    expect(s.get().errors).toEqual({});
    expect(await s.submit("zh")).toEqual({ ok: false, focus: null });
    expect(s.get()).toMatchObject({ alert: "账号或密码错误", submitting: false });
    answer = async () => MEMBER;
    expect(await s.submit("zh")).toEqual({ ok: true, member: MEMBER });
    expect(s.get().submitting).toBe(true);
    expect(logged).toEqual([MEMBER]);
  });

  it("code store: 60 s countdown while watched, code_too_frequent counts the server's wait, bad targets refused", async () => {
    const time = fakeTime();
    let sends = 0;
    const deps: CodeDeps = {
      now: time.now,
      every: time.every,
      send: async () => (++sends === 1 ? { resendIn: 60, sent: true } : { resendIn: 42, sent: false }),
      pending: async () => 17,
    };
    const c = createCodeStore("register", DEFAULT_SECONDS, deps);
    const off = c.subscribe(() => {});
    expect(await c.send("sms", "138", "zh")).toEqual({ ok: false, code: "invalid_param", msg: "请输入以1开头的11位手机号码" });
    expect(c.get().error).toBe("请输入以1开头的11位手机号码");
    expect(await c.send("sms", "13800138000", "zh")).toEqual({ ok: true, sent: true, resendIn: 60 });
    expect(c.get()).toMatchObject({ left: 60, sentNote: true, error: "" });
    expect(await c.send("sms", "13800138000", "zh")).toMatchObject({ ok: false, code: "busy" });
    time.advance(1000);
    expect(c.get().left).toBe(59);
    time.advance(59_000);
    expect(c.get().left).toBe(0);
    expect(time.running()).toBe(0);
    await c.send("sms", "13800138000", "zh");
    expect(c.get().left).toBe(42);
    off();
    expect(time.running()).toBe(0);
    const r = createCodeStore("register", DEFAULT_SECONDS, deps);
    await r.resume("sms", "13800138000", "zh");
    expect(r.get().left).toBe(17);
    expect(codeLabel("en", r.get())).toBe("Resend in 17 seconds");
    expect(codeLabel("en", { ...r.get(), left: 1 })).toBe("Resend in 1 second");
    expect(codeLabel("zh", r.get())).toBe("17秒后重新获取");
  });

  it("register store: taken mobile on blur, usercode_exists, the code refusal on the field, logs in on success", async () => {
    const done: Member[] = [];
    const s = createRegisterStore({
      isTaken: async (v) => v === "13900139002",
      isCodeTaken: async () => true,
      submit: async () => MEMBER,
      setMember: () => {},
      code: { now: () => 0, every: () => () => {}, send: () => Promise.reject(new ApiCallError("account_exists", "该手机号或邮箱已注册")), pending: async () => 0 },
    });
    s.form.setField("mobile", "13900139002");
    await s.checkTaken("zh");
    expect(s.form.get().errors.mobile).toBe("该手机号或邮箱已注册");
    s.form.setField("code", "someone");
    await s.checkCode("en");
    expect(s.form.get().errors.code).toBe("This user name is already taken");
    await s.sendCode("zh");
    expect(s.form.get().errors.mobile).toBe("该手机号或邮箱已注册");
    expect(s.code.get().error).toBe("");
    s.form.setValues({ mobile: "13500135000", captcha: "123456", code: "", password: "river7Stone", confirmPassword: "river7Stone" });
    expect(await s.submit("zh", "", (m) => done.push(m))).toEqual({ ok: true, focus: null });
    expect(done).toEqual([MEMBER]);
    expect(s.form.get().success).toBe("注册成功");
  });

  it("forgot-password store: step 1 → 2 → done; an expired code goes back to step 1", async () => {
    let resetFails = true;
    const s = createForgetStore({
      check: async () => {},
      reset: async () => {
        if (resetFails) throw new ApiCallError("captcha_expired", "验证码已过期", { code: "captcha_expired", errors: [{ field: "captcha", rule: "captcha_expired" }] });
      },
    });
    await s.sendCode("zh");
    expect(s.form.get().errors.account).toBe("请输入手机号码或邮箱");
    s.form.setValues({ account: "a@b.cn", captcha: "123456" });
    await s.submit("zh", () => {});
    expect(s.step.get().step).toBe(2);
    s.form.setValues({ password: "river7Stone", confirmPassword: "river7Stone" });
    expect(await s.submit("zh", () => {})).toEqual({ ok: false, focus: "captcha" });
    expect(s.step.get().step).toBe(1);
    resetFails = false;
    await s.submit("zh", () => {});
    let reset = 0;
    await s.submit("zh", () => reset++);
    expect(s.step.get().step).toBe(3);
    expect(reset).toBe(1);
  });

  it("member form store: fills once from the details, saves, follows detail updates (bank number masked)", async () => {
    const listeners = new Set<(d: MemberWithDetail) => void>();
    const detail = { bank: "中国银行", accountName: "王读者", accountNumberMasked: "" } as MemberWithDetail["detail"];
    let data: MemberWithDetail = { member: MEMBER, detail };
    const store = createMemberFormStore(
      { ...BANK_FORM, save: async (v, _lang, ctx) => { ctx.update({ member: MEMBER, detail: { ...detail, accountNumberMasked: "**** 5678" } }); ctx.form.setValues({ accountNumber: "" }); } },
      { load: async () => data, onChange: (fn) => (listeners.add(fn), () => void listeners.delete(fn)), update: (v) => { data = v; for (const fn of listeners) fn(v); } },
    );
    const stop = store.connect("zh");
    await Promise.resolve();
    await Promise.resolve();
    expect(store.form.get().values).toEqual({ bank: "中国银行", accountName: "王读者", accountNumber: "" });
    store.form.setField("accountNumber", "6217000012345678");
    let saved = 0;
    expect(await store.submit("zh", () => saved++)).toEqual({ ok: true, focus: null });
    expect(saved).toBe(1);
    expect(store.form.get().values.accountNumber).toBe("");
    const props = bankFormProps("zh", { form: store.form.get(), detail: store.detail.get() }, "bank1", { onField: () => {}, onSubmit: () => {}, inputRef: () => () => {} });
    expect(props.intro).toBe("已保存的账号：**** 5678");
    expect(props.success).toBe("已保存");
    stop();
    expect(listeners.size).toBe(0);
  });

  it("bind store: the callback drops code and state from the address; a declined authorisation; the member's list", async () => {
    const replaced: string[] = [];
    const base: BindDeps = {
      runCallback: async () => ({ status: "bind", provider: "weibo", ticket: "t1", mode: "login", nickname: "微博用户", avatar: "", redirect: null }),
      bindThird: async () => ({ provider: "weibo", nickname: "n" }),
      bindOther: async () => MEMBER,
      listBindings: async () => [{ type: "weibo", enabled: false, bound: false, nickname: "" }, { type: "qq", enabled: true, bound: false, nickname: "" }],
      listProviders: async () => ["qq"],
      unbind: async () => true,
      getMember: async () => MEMBER,
      setMember: () => {},
      navigate: () => {},
      location: () => ({ pathname: "/b.html", search: "?type=weibo&code=c&state=s", hash: "", href: "http://x/b.html?type=weibo&code=c&state=s" }),
      replaceUrl: (u) => replaced.push(u),
      apiBase: () => "/api",
    };
    const s = createBindStore(base);
    await s.start("zh", () => "/uc");
    expect(replaced).toEqual(["/b.html?type=weibo"]);
    expect(s.get().view).toMatchObject({ kind: "choose", ticket: "t1" });
    await s.bindOther("zh", () => "/uc");
    expect(s.get().alert).toBe("请输入账号");
    const denied = createBindStore({ ...base, location: () => ({ pathname: "/b.html", search: "?type=qq&error=x", hash: "", href: "" }) });
    await denied.start("en", () => "/uc");
    expect(denied.get().view).toEqual({ kind: "error", msg: "You cancelled the authorisation" });
    const list = createBindStore({ ...base, location: () => ({ pathname: "/b.html", search: "", hash: "", href: "" }) });
    await list.start("zh", () => "/uc");
    // only configured providers get a row (issue 12)
    expect(list.get().view).toMatchObject({ kind: "list", bindings: [{ type: "weibo", enabled: false }, { type: "qq" }], providers: ["qq"] });
    const guest = createBindStore({ ...base, getMember: async () => null, location: () => ({ pathname: "/b.html", search: "", hash: "", href: "" }) });
    await guest.start("zh", () => "/uc");
    expect(guest.get().view).toMatchObject({ kind: "list", member: null, providers: ["qq"] });
    expect(list.startUrl("qq", "bind")).toBe("/api/guest/oauth_authorize?type=qq&mode=bind&redirect=%2Fb.html");
  });

  it("props: attributes parsed with defaults, strings in the element's language", () => {
    expect(parseLoginFormAttributes({})).toEqual({ headingLevel: 1 });
    expect(parseLoginFormAttributes({ headingLevel: "0" })).toEqual({ headingLevel: 0 });
    expect(parseVerifyCodeAttributes({ channel: "email", seconds: "5" })).toMatchObject({ channel: "email", purpose: "register", seconds: 5, to: "" });
    const p = loginFormProps("en", { headingLevel: 2 }, { values: { account: "", password: "" }, errors: { account: "account_required" }, submitting: false, alert: "", remember: false }, {
      change: () => {},
      remember: () => {},
      submit: async () => null,
    });
    expect(p).toMatchObject({ headingLevel: 2, heading: "Member login", errors: { account: "Please enter your account", password: "" }, remember: false, rememberLabel: "Remember me for 30 days" });
  });
});

describe("member-center logic (SPEC §2, §6)", () => {
  it("pages belong to a nature; the other nature goes to its own equivalent page", () => {
    expect(pageFitsNature("uc1-index", 1)).toBe(true);
    expect(pageFitsNature("uc1-index", 2)).toBe(false);
    expect(pageFitsNature("uc2-like", 0)).toBe(true);
    expect(ownPageFor("uc1-like", 2)).toBe("uc2-like");
    expect(ownPageFor("uc2-like", 1)).toBe("uc1-like");
    expect(ownPageFor("uc1-upload", 2)).toBe("uc2-index");
    expect(ownPageFor("uc2-download", 1)).toBe("uc1-index");
    expect(memberUrl("uc1-upload", "en", { tab: "publish" })).toBe("/public_resource/public/html/uc1-upload.html?tab=publish&lang=en");
  });
  it("menus by nature: upload entries for nature 1 only", () => {
    expect(menuFor(1).map((m) => m.id)).toEqual(["index", "like", "upload", "new", "download", "orders", "earnings", "fee_record"]);
    // a contributor's downloads: uc1-like?tab=download, highlighted in the menu
    expect(menuFor(1).find((m) => m.id === "download")).toMatchObject({ page: "uc1-like", query: { tab: "download" } });
    expect(tabsFor("uc1-like", "download")).toEqual(["download"]);
    expect(tabsFor("uc1-like", null)).toEqual(["like", "collect"]);
    expect(tabsFor("uc2-like", "download")).toEqual(["like", "collect"]);
    expect(highlighted("uc1-like", tabsFor("uc1-like", "download"))).toBe("download");
    expect(highlighted("uc2-download", tabsFor("uc2-download", null))).toBe("download");
    expect(menuFor(2).map((m) => m.id)).toEqual(["index", "like", "download", "orders", "fee_record"]);
    // issue 20: an organisation's admin also has its page
    expect(menuFor(2, true).map((m) => m.id)).toEqual(["index", "like", "download", "orders", "organisation", "fee_record"]);
    expect(menuFor(1).find((m) => m.id === "upload")?.query).toEqual({ tab: "publish" });
  });
  it("tab=fee_record switches the tab list and the menu highlight", () => {
    expect(tabsFor("uc2-index", null)).toEqual(["profile", "password", "certificate", "bank", "bindings"]);
    expect(tabsFor("uc2-index", "fee_record")).toEqual(["fee_record", "point_record"]);
    expect(highlighted("uc2-index", tabsFor("uc2-index", null))).toBe("index");
    expect(highlighted("uc2-index", tabsFor("uc2-index", "fee_record"))).toBe("fee_record");
    expect(tabsFor("uc1-upload", "publish")).toEqual(["publish", "draft"]);
    expect(selectedTab(tabsFor("uc1-like", "collect"), "collect")).toBe("collect");
    expect(selectedTab(tabsFor("uc1-like", "nonsense"), "nonsense")).toBe("like");
    expect(tabsFor("uc1-new", null)).toEqual([]);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
  it("the back-button rule counts any non-radio input or textarea with a value", () => {
    expect(isFilled({ tagName: "INPUT", type: "text", value: "x" })).toBe(true);
    expect(isFilled({ tagName: "INPUT", type: "text", value: "  " })).toBe(false);
    expect(isFilled({ tagName: "INPUT", type: "radio", value: "on", checked: true })).toBe(false);
    expect(isFilled({ tagName: "INPUT", type: "checkbox", value: "on", checked: false })).toBe(false);
    expect(isFilled({ tagName: "INPUT", type: "checkbox", value: "on", checked: true })).toBe(true);
    expect(isFilled({ tagName: "INPUT", type: "hidden", value: "x" })).toBe(false);
    expect(isFilled({ tagName: "INPUT", type: "password", value: "x", disabled: true })).toBe(false);
    expect(isFilled({ tagName: "TEXTAREA", value: "note" })).toBe(true);
    expect(isFilled({ tagName: "SELECT", value: "11" })).toBe(false);
  });
  it("records become list rows with safe links only", () => {
    expect(safeUrl("/pw/culture/photo/articles/x.html")).toBe("/pw/culture/photo/articles/x.html");
    expect(safeUrl("javascript:alert(1)")).toBeNull();
    expect(safeUrl("//evil.example/x")).toBeNull();
    expect(toItem("like", { id: "m_s_r", title: "移民母亲", htmlUrl: "/a.html", mHtmlUrl: "/m.html", titleImage: "/t.jpg", thumbsUpTime: "2026-01-02 10:00:00" }, "zh")).toEqual({
      oid: "m_s_r", title: "移民母亲", href: "/a.html", image: "/t.jpg", date: "2026-01-02", note: "",
    });
    expect(toItem("like", { id: "x", htmlUrl: "/a.html", mHtmlUrl: "/m.html" }, "zh", true).href).toBe("/m.html");
    expect(toItem("collect", { key: "k", story_title: "Story", imgUrl: "/i.jpg", htmlUrl: "javascript:x" }, "en")).toMatchObject({ oid: "k", title: "Story", image: "/i.jpg", href: null });
    expect(toItem("draft", { oid: "d1", statusId: 13, storyId: "s1" }, "zh").note).toBe("submitted");
    // issue 11: submitted stories link to their page, drafts to uc1-new to go on editing
    expect(toItem("publish", { oid: "m_d1", statusId: 13, storyId: "s1", htmlUrl: "/pw/news/photo/articles/2026/11/25/s1.html", relationList: [{ titleImage: "/media/0/1/1/1_480.jpg" }] }, "zh")).toMatchObject({ href: "/pw/news/photo/articles/2026/11/25/s1.html", image: "/media/0/1/1/1_480.jpg" });
    expect(toItem("draft", { oid: "m_d2", statusId: 0 }, "en").href).toBe("/public_resource/public/html/uc1-new.html?oid=m_d2&lang=en");
    expect(toItem("publish", { oid: "m_d3", statusId: 13, htmlUrl: "javascript:alert(1)" }, "zh").href).toBeNull();
  });
  it("the photographer link carries the photographer_ subject code", () => {
    expect(photographerUrl("/search.html?subjectCode={subjectCode}", 12)).toBe(`/search.html?subjectCode=${encodeURIComponent('["photographer_12"]')}`);
    expect(photographerUrl("/ph/{id}.html", 7)).toBe("/ph/7.html");
  });
});

describe("alternate-edition guard (SPEC §2)", () => {
  it("only a guest on a closed /ann page is sent to /ann's login page", () => {
    expect(guardRedirect("/ann/index.html", "", false)).toBe("/ann/public_resource/public/html/login2.html?redirect=%2Fann%2Findex.html");
    expect(guardRedirect("/ann/index.html", "", true)).toBeNull();
    expect(guardRedirect("/cn/index.html", "", false)).toBeNull();
    expect(guardRedirect("/en/index.html", "", false)).toBeNull();
    expect(isOpenPage("/ann/public_resource/public/html/login2.html", "")).toBe(true);
    expect(isOpenPage("/ann/public_resource/public/html/forget_password.html", "")).toBe(true);
    expect(isOpenPage("/ann/preview/x.html", "")).toBe(true);
    expect(isOpenPage("/ann/pw/culture/photo/articles/x.html", "?preview=1")).toBe(true);
    // the login page's Register link leads to registration, not back to login (issue 12)
    expect(guardRedirect("/ann/public_resource/public/html/register.html", "", false)).toBeNull();
    expect(guardRedirect("/ann/public_resource/public/html/bind_account.html", "", false)).not.toBeNull();
    expect(guardRedirect("/ann/public_resource/public/html/uc2-index.html", "", false)).not.toBeNull();
  });
});

describe("catalogue keys built at run time exist in both languages", () => {
  it("menus, tabs, titles, empties, providers, certificate types, code texts, classes", () => {
    const keys = new Set<string>();
    for (const n of [1, 2]) for (const m of menuFor(n)) keys.add(m.label);
    for (const p of PAGES) {
      keys.add(`uc_title_${p.replace("-", "_")}`);
      for (const tab of [...tabsFor(p, null), ...tabsFor(p, "fee_record")]) {
        keys.add(`uc_tab_${tab}`);
        if (!["profile", "password", "certificate", "bank", "bindings"].includes(tab)) keys.add(`uc_empty_${tab}`);
      }
    }
    for (const p of ["weibo", "wechat", "qq"]) keys.add(`tp_${p}`);
    for (const c of ["id_card", "passport", "other"]) keys.add(`cert_${c}`);
    for (const p of ["register", "reset", "modify"]) keys.add(`vc_text_${p}`);
    for (const k of ["vc_get", "vc_resend", "vc_resend_in", "uc_draft_submitted", "uc_draft_draft", "class_0", "class_1", "fgt_step1", "fgt_step2", "fgt_step3"]) keys.add(k);
    for (const f of ["name", "firstName", "lastName", "nickname", "mobile", "mobileCaptcha", "email", "emailCaptcha", "company", "title", "country", "province", "city", "area", "address", "zipCode", "contact", "remark"]) {
      keys.add(`f_${f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);
    }
    // each key lives in the catalogue of the feature that shows it (or the server's, for mails and classes)
    const zh: Record<string, unknown> = { ...accountMessages.zh, ...memberCenterMessages.zh, ...serverMessages.zh };
    const en: Record<string, unknown> = { ...accountMessages.en, ...memberCenterMessages.en, ...serverMessages.en };
    const missing = [...keys].filter((k) => !zh[k] || !en[k]);
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(60);
  });
});
