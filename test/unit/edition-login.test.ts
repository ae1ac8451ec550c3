/** Login form and login status logic: where members go, per edition (SPEC §2, §6; DESIGN §7). */
import { describe, expect, it } from "vitest";
import {
  afterLoginUrl,
  firstInvalid,
  loginEditionOf,
  queryLang,
  validateLogin,
} from "../../widgets/account/login-form.store.js";
import { avatarSrc, DEFAULT_AVATAR, memberCenterUrl, memberKind, memberPageUrl } from "../../widgets/login-status/login-status.rules.js";
import { DEFAULT_AVATAR as SERVER_DEFAULT_AVATAR } from "../../server/src/services/members.js";

describe("login form: required fields", () => {
  it("needs a non-blank account and a non-empty password", () => {
    expect(validateLogin({ account: "", password: "" })).toEqual({ account: "account_required", password: "password_required" });
    expect(validateLogin({ account: "  \t", password: "x" })).toEqual({ account: "account_required" });
    expect(validateLogin({ account: "demo_member", password: "" })).toEqual({ password: "password_required" });
    expect(validateLogin({ account: "demo_member", password: " " })).toEqual({});
    expect(firstInvalid({ password: "password_required" })).toBe("password");
    expect(firstInvalid({ account: "account_required", password: "password_required" })).toBe("account");
    expect(firstInvalid({})).toBeNull();
  });
});

describe("login form: after login", () => {
  it("goes to a same-site redirect", () => {
    expect(afterLoginUrl("?redirect=%2Fen%2Fa.html%3Fx%3D1", "zh")).toBe("/en/a.html?x=1");
    expect(afterLoginUrl("?lang=en&redirect=/en/b.html", "en")).toBe("/en/b.html");
  });
  it.each(["//evil.com", "/\\evil", "https://x", "javascript:alert(1)", "http%3A%2F%2Fevil.com", ""])(
    "refuses redirect=%j and goes to the edition home",
    (r) => {
      const search = `?redirect=${encodeURIComponent(r)}`;
      expect(afterLoginUrl(search, "zh")).toBe("/cn/index.html");
      expect(afterLoginUrl(search, "en")).toBe("/en/index.html");
      expect(afterLoginUrl(search, "ann")).toBe("/ann/index.html");
    },
  );
  it("goes home without a redirect", () => {
    expect(afterLoginUrl("", "zh")).toBe("/cn/index.html");
  });
  it("knows the login page's edition from /ann or ?lang=en", () => {
    const page = "/public_resource/public/html/login2.html";
    expect(loginEditionOf(page, "")).toBe("zh");
    expect(loginEditionOf(page, "?lang=en&redirect=/en/a.html")).toBe("en");
    expect(loginEditionOf(`/ann${page}`, "?lang=en")).toBe("ann");
    expect(queryLang("?lang=en")).toBe("en");
    expect(queryLang("?lang=zh")).toBe("zh");
    expect(queryLang("?lang=fr")).toBeNull();
    expect(queryLang("")).toBeNull();
  });
});

describe("login status: member center and avatar", () => {
  it("nature 1 gets the uc1 pages, any other nature the uc2 pages (SPEC §2, §6)", () => {
    expect(memberKind(1)).toBe("uc1");
    expect(memberKind(2)).toBe("uc2");
    expect(memberKind(0)).toBe("uc2");
    expect(memberCenterUrl(1)).toBe("/public_resource/public/html/uc1-index.html");
    expect(memberCenterUrl(2)).toBe("/public_resource/public/html/uc2-index.html");
    expect(memberCenterUrl(1, "en")).toBe("/public_resource/public/html/uc1-index.html?lang=en");
    expect(memberCenterUrl(3, "ann")).toBe("/ann/public_resource/public/html/uc2-index.html");
    expect(memberPageUrl(1, "like")).toBe("/public_resource/public/html/uc1-like.html");
    expect(memberPageUrl(2, "download")).toBe("/public_resource/public/html/uc2-download.html");
  });

  it("shows the member's image when it is same-site or http(s), else the default avatar", () => {
    expect(DEFAULT_AVATAR).toBe(SERVER_DEFAULT_AVATAR);
    expect(avatarSrc("/media/a.jpg")).toBe("/media/a.jpg");
    expect(avatarSrc("https://cdn.test/a.jpg")).toBe("https://cdn.test/a.jpg");
    expect(avatarSrc("/media/a.jpg", true)).toBe(DEFAULT_AVATAR);
    for (const bad of ["", null, undefined, "javascript:alert(1)", "//evil.test/a.jpg", "/\\evil.test", "data:image/svg+xml,<svg/>", "a.jpg"]) {
      expect(avatarSrc(bad)).toBe(DEFAULT_AVATAR);
    }
  });
});
