/**
 * The framework-free logic of the account and member-centre widgets:
 * countdown and channel of the code button (SPEC §4, §9), page URLs by
 * edition, server errors mapped onto fields, member-centre redirects by
 * nature, menus, tab lists and the fee_record switch (SPEC §2, §6), the
 * back-button "filled" rule, safe links from stored records, the
 * alternate-edition guard (SPEC §2), and every catalogue key the widgets
 * build at run time.
 */
import { describe, expect, it } from "vitest";
import { ApiCallError } from "../../widgets/core/api.js";
import { catalogues } from "../../widgets/core/i18n/index.js";
import { callbackPath, parseBindQuery } from "../../widgets/account/bind-account.logic.js";
import { centreUrl, errorsFromCall, errorsOf, pageEdition, pageUrl, redirectTarget } from "../../widgets/account/form.logic.js";
import { validateStep1, validateStep2 } from "../../widgets/account/forget-password-form.logic.js";
import { emailChanged, mobileChanged, profileFrom, validateProfileForm } from "../../widgets/account/profile-form.logic.js";
import { EMPTY_REGISTER, validateRegisterForm } from "../../widgets/account/register-form.logic.js";
import { channelOf, checkTarget, DEFAULT_SECONDS, remaining } from "../../widgets/account/verify-code-button.logic.js";
import { guardRedirect, isOpenPage } from "../../widgets/member-center/edition-guard.logic.js";
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
} from "../../widgets/member-center/member-center.logic.js";

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
    expect(centreUrl(1, "zh")).toBe("/public_resource/public/html/uc1-index.html");
    expect(centreUrl(2, "en")).toBe("/public_resource/public/html/uc2-index.html?lang=en");
    expect(centreUrl(3, "ann")).toBe("/ann/public_resource/public/html/uc2-index.html");
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

describe("member-centre logic (SPEC §2, §6)", () => {
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
    expect(menuFor(1).map((m) => m.id)).toEqual(["index", "like", "upload", "new", "fee_record"]);
    expect(menuFor(2).map((m) => m.id)).toEqual(["index", "like", "download", "fee_record"]);
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
    expect(guardRedirect("/ann/public_resource/public/html/register.html", "", false)).not.toBeNull();
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
    const zh = catalogues.zh as Record<string, string>;
    const en = catalogues.en as Record<string, string>;
    const missing = [...keys].filter((k) => !zh[k] || !en[k]);
    expect(missing).toEqual([]);
    expect(keys.size).toBeGreaterThan(60);
  });
});
