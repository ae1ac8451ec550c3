/**
 * Every rule of SPEC §5 in common/validate.ts (and the phone masking
 * and date parsing of common/format.ts), each with passing and failing cases,
 * and the messages in both languages.
 */
import { describe, expect, it } from "vitest";
import { maskPhone, parseDate, isValidDate } from "../../common/format.js";
import { validateMessages as catalogues } from "../../common/i18n/validate.js";
import {
  TEXT_FIELDS,
  checkCaptcha,
  checkChineseAddress,
  checkCode,
  checkConfirmPassword,
  checkDate,
  checkDigits,
  checkEmail,
  checkEmailList,
  checkIdCard,
  checkMobile,
  checkNoEmoji,
  checkPassword,
  checkText,
  hasEmoji,
  isEmail,
  isEmailLoose,
  isIdCard,
  isMobile,
  message,
  passwordKinds,
  splitEmails,
  validateBank,
  validateCertificate,
  validatePasswordChange,
  validateProfile,
  validateRegister,
  validateReset,
  type TextField,
  type Violation,
} from "../../common/validate.js";

const both = (v: Violation | null) => (v ? [message("zh", v), message("en", v)] : null);

describe("text fields (SPEC §5): non-empty, not whitespace only, own messages, required flag", () => {
  const fields = Object.keys(TEXT_FIELDS) as TextField[];

  it("every one of the 16 fields has its own empty and whitespace message in both languages", () => {
    expect(fields).toHaveLength(16);
    const seen = new Set<string>();
    for (const f of fields) {
      const empty = checkText(f, "")!;
      const blank = checkText(f, "  \t ")!;
      expect(empty.field).toBe(f);
      expect(empty.key).not.toBe(blank.key);
      for (const v of [empty, blank]) {
        expect(seen.has(v.key)).toBe(false);
        seen.add(v.key);
        const [zh, en] = both(v)!;
        expect(zh).not.toBe(v.key);
        expect(en).not.toBe(v.key);
        expect(zh).not.toBe(en);
      }
    }
  });

  it("passes a real value", () => {
    expect(checkText("name", "张三")).toBeNull();
    expect(checkText("company", "  Photowire Ltd ")).toBeNull();
  });

  it("required=false lets empty pass but never whitespace only", () => {
    expect(checkText("remark", "", false)).toBeNull();
    expect(checkText("remark", undefined, false)).toBeNull();
    expect(checkText("remark", "   ", false)?.key).toBe("v_remark_blank");
    expect(checkText("remark", "")?.key).toBe("v_remark_empty");
  });

  it("messages read as the reader expects", () => {
    expect(both(checkText("name", ""))).toEqual(["请输入姓名", "Please enter your name"]);
    expect(both(checkText("address", "　 ".replace("　", " ")))).toEqual(["详细地址不能只包含空格", "The address cannot be only spaces"]);
  });

  it("too long and emoji are refused", () => {
    expect(both(checkText("nickname", "x".repeat(31)))).toEqual(["不能超过30个字符", "At most 30 characters"]);
    expect(checkText("nickname", "x".repeat(30))).toBeNull();
    expect(checkText("remark", "好的👍")?.key).toBe("v_emoji");
  });
});

describe("emoji (SPEC §5)", () => {
  it("rejects emoji, keeps ordinary text and symbols", () => {
    for (const s of ["😀", "hi 🎉", "❤️", "🇨🇳", "✅ done", "👨‍👩‍👧"]) expect(hasEmoji(s)).toBe(true);
    for (const s of ["你好，世界", "Hello (world) - 2026!", "© Photowire", "a™", "¥100 / €5", "→ ←"]) expect(hasEmoji(s)).toBe(false);
    expect(both(checkNoEmoji("x", "🙂"))).toEqual(["不能包含表情符号", "Emoji are not allowed"]);
    expect(checkNoEmoji("x", "ok")).toBeNull();
  });
});

describe("email (SPEC §5)", () => {
  it("local@domain with a final label of 2 to 4 alphanumerics", () => {
    for (const s of ["a@b.cn", "first.last@mail.example.com", "x_y-z@sub.domain.info", "n+tag@qq.com", "a@b.c0m"]) {
      expect(isEmail(s), s).toBe(true);
    }
    for (const s of ["", "plain", "@b.cn", "a@", "a@b", "a@b.c", "a@b.museum", "a b@c.cn", "a@b..cn", "a@-b.cn", "a@@b.cn", "中@b.cn"]) {
      expect(isEmail(s), s).toBe(false);
    }
  });

  it("the looser check allows letters, digits, _ . - before @ and any final label", () => {
    expect(isEmailLoose("a.b_c-d@host.museum")).toBe(true);
    expect(isEmailLoose("a+b@host.cn")).toBe(false);
    expect(isEmailLoose("a@host")).toBe(false);
  });

  it("lists split on comma and semicolon, full-width forms converted", () => {
    expect(splitEmails("a@b.cn, c@d.com；e@f.org，g@h.net;")).toEqual(["a@b.cn", "c@d.com", "e@f.org", "g@h.net"]);
    expect(checkEmailList("to", "a@b.cn，c@d.com；e@f.org")).toBeNull();
    const bad = checkEmailList("to", "a@b.cn；nope@x")!;
    expect(both(bad)).toEqual(["邮箱 nope@x 格式不正确", "The email address nope@x is not valid"]);
    expect(checkEmailList("to", " ; ")?.key).toBe("v_email_empty");
    expect(checkEmailList("to", "", false)).toBeNull();
  });

  it("single email rule with messages", () => {
    expect(checkEmail("email", "me@photowire.cn")).toBeNull();
    expect(both(checkEmail("email", ""))).toEqual(["请输入邮箱", "Please enter your email"]);
    expect(both(checkEmail("email", "me@photowire"))).toEqual(["邮箱格式不正确", "The email address is not valid"]);
    expect(checkEmail("email", "", false)).toBeNull();
  });
});

describe("password (SPEC §5, §9; DESIGN §7 common passwords)", () => {
  it("8 to 16 characters", () => {
    expect(checkPassword("p", "Ab12345")?.key).toBe("v_password_length");
    expect(checkPassword("p", "Ab123456")).toBeNull();
    expect(checkPassword("p", "Ab34567890123456")).toBeNull();
    expect(both(checkPassword("p", "Ab345678901234567"))).toEqual(["密码长度为8-16位", "The password must be 8 to 16 characters"]);
  });

  it("at least two of digits, lower-case, upper-case and symbols", () => {
    expect(passwordKinds("abcdefgh")).toBe(1);
    expect(passwordKinds("abcd1234")).toBe(2);
    expect(passwordKinds("A!b2")).toBe(4);
    for (const s of ["abcdefghij", "ABCDEFGHIJ", "2468013579", "!@#$%^&*()"]) expect(checkPassword("p", s)?.key, s).toBe("v_password_kinds");
    for (const s of ["river7stone", "RIVER7STONE", "river!stone", "RiverStone", "8462!@#$"]) expect(checkPassword("p", s), s).toBeNull();
    expect(message("en", checkPassword("p", "onlyletters")!)).toMatch(/at least two/);
  });

  it("no whitespace or Chinese characters", () => {
    expect(checkPassword("p", "Ab12 3456")?.key).toBe("v_password_chars");
    expect(checkPassword("p", "Ab123456密码")?.key).toBe("v_password_chars");
    expect(message("zh", checkPassword("p", "Ab\t123456")!)).toBe("密码不能包含空格或中文");
  });

  it("empty and the most common passwords are refused", () => {
    expect(checkPassword("p", "")?.key).toBe("v_password_empty");
    for (const s of ["Password1", "passw0rd", "Qwerty123", "1qaz2wsx", "abcd1234", "Abc12345"]) {
      expect(checkPassword("p", s)?.key, s).toBe("v_password_common");
    }
  });

  it("confirm password must equal it (uc1_profile_15)", () => {
    expect(checkConfirmPassword("c", "river7stone", "river7stone")).toBeNull();
    expect(both(checkConfirmPassword("c", "river7stone", "river7stonE"))).toEqual([
      "两次输入的密码不一致",
      "The two passwords do not match",
    ]);
    expect(checkConfirmPassword("c", "river7stone", "")?.key).toBe("v_confirm_empty");
  });
});

describe("code check (SPEC §5, §9: 4 to 16 letters, digits, symbols, Chinese)", () => {
  it("passes and fails", () => {
    for (const s of ["abcd", "demo_member", "李摄影01", "a.b-c@d!", "x".repeat(16)]) expect(checkCode("code", s), s).toBeNull();
    for (const s of ["abc", "x".repeat(17), "has space", "emoji😀ok", "tab\tx"]) expect(checkCode("code", s)?.key, s).toBe("v_code_format");
    expect(both(checkCode("code", "ab"))).toEqual(["用户名为4-16位字母、数字、符号或汉字", "The user name must be 4 to 16 letters, digits, symbols or Chinese characters"]);
    expect(checkCode("code", "  ")?.key).toBe("v_code_empty");
    expect(checkCode("code", "", false)).toBeNull();
  });
});

describe("verification code (SPEC §5: required and non-blank)", () => {
  it("passes and fails", () => {
    expect(checkCaptcha("captcha", "482913")).toBeNull();
    expect(both(checkCaptcha("captcha", "   "))).toEqual(["请输入验证码", "Please enter the verification code"]);
    expect(checkCaptcha("captcha", undefined)?.key).toBe("v_captcha_empty");
  });
});

describe("Chinese address (SPEC §5: province, city and area chosen)", () => {
  it("placeholders are not choices", () => {
    const ok = checkChineseAddress({ province: "11", city: "1101", area: "110101", address: "东长安街1号" });
    expect(ok).toEqual([]);
    const bad = checkChineseAddress({ province: "", city: "0", area: "请选择", address: " " });
    expect(bad.map((v) => v.field)).toEqual(["province", "city", "area", "address"]);
    expect(bad.map((v) => message("zh", v))).toEqual(["请选择省份", "请选择城市", "请选择区县", "详细地址不能只包含空格"]);
    expect(bad.map((v) => message("en", v)).slice(0, 3)).toEqual(["Please choose a province", "Please choose a city", "Please choose a district"]);
    expect(checkChineseAddress({ province: "11", city: "1101", area: "-1", address: "x" }).map((v) => v.field)).toEqual(["area"]);
  });
});

describe("mainland ID card, mobile, digits (SPEC §5)", () => {
  it("ID card: 15 or 18, last may be X, month and day ranges with leap years", () => {
    for (const s of ["110101199003074514", "11010119900307451X", "11010119900307451x", "110101900307451", "110101200002290018", "110101840229001"]) {
      expect(isIdCard(s), s).toBe(true);
    }
    for (const s of [
      "11010119900307451", // 17
      "1101011990030745141", // 19
      "11010119901307451X", // month 13
      "110101199000074514", // month 0
      "110101199002304514", // Feb 30
      "110101190002290018", // 1900 is not a leap year
      "110101199004314514", // April 31
      "110101199003004514", // day 0
      "X10101199003074514",
      "110101901301451", // 15-digit month 13
      "110101830229001", // 15-digit 1983-02-29
    ]) {
      expect(isIdCard(s), s).toBe(false);
    }
    expect(both(checkIdCard("idCard", "123"))).toEqual(["身份证号码格式不正确", "The ID card number is not valid"]);
    expect(checkIdCard("idCard", "", false)).toBeNull();
  });

  it("mobile: 11 digits starting with 1", () => {
    expect(isMobile("13800138000")).toBe(true);
    for (const s of ["23800138000", "1380013800", "138001380000", "1380013800a", "+8613800138000"]) expect(isMobile(s), s).toBe(false);
    expect(both(checkMobile("mobile", "2380013800"))).toEqual(["请输入以1开头的11位手机号码", "Please enter an 11-digit mobile number starting with 1"]);
    expect(checkMobile("mobile", "")?.key).toBe("v_mobile_empty");
  });

  it("digits only", () => {
    expect(checkDigits("zip", "100000")).toBeNull();
    expect(both(checkDigits("zip", "10000a"))).toEqual(["只能输入数字", "Digits only"]);
  });
});

describe("phone masking (SPEC §5)", () => {
  it("first 3 and last 4 digits with stars between; nothing under 11 characters", () => {
    expect(maskPhone("13800138000")).toBe("138****8000");
    expect(maskPhone("008613800138000")).toBe("008********8000");
    expect(maskPhone("1380013800")).toBe("");
    expect(maskPhone("")).toBe("");
    expect(maskPhone(null)).toBe("");
  });
});

describe("dates (SPEC §5: parsed against a format and range-checked)", () => {
  it("parses fields of a format", () => {
    expect(parseDate("2026-11-21 08:05:09", "YYYY-MM-DD HH:mm:ss")).toEqual({ year: 2026, month: 11, day: 21, hour: 8, minute: 5, second: 9 });
    expect(parseDate("21/11/2026", "DD/MM/YYYY")).toMatchObject({ year: 2026, month: 11, day: 21 });
    expect(parseDate("2026.11", "YYYY.MM")).toMatchObject({ year: 2026, month: 11, day: 1 });
  });

  it("leap years, 30-day months and time ranges", () => {
    expect(isValidDate("2024-02-29")).toBe(true);
    expect(isValidDate("2000-02-29")).toBe(true);
    expect(isValidDate("2023-02-29")).toBe(false);
    expect(isValidDate("1900-02-29")).toBe(false);
    expect(isValidDate("2026-04-31")).toBe(false);
    expect(isValidDate("2026-12-31")).toBe(true);
    expect(isValidDate("2026-13-01")).toBe(false);
    expect(isValidDate("2026-00-10")).toBe(false);
    expect(isValidDate("2026-01-00")).toBe(false);
    expect(isValidDate("2026-01-01 24:00:00", "YYYY-MM-DD HH:mm:ss")).toBe(false);
    expect(isValidDate("2026-01-01 23:60:00", "YYYY-MM-DD HH:mm:ss")).toBe(false);
    expect(isValidDate("2026-01-01 23:59:60", "YYYY-MM-DD HH:mm:ss")).toBe(false);
    expect(isValidDate("2026-01-01 23:59:59", "YYYY-MM-DD HH:mm:ss")).toBe(true);
    expect(isValidDate("2026/01/01")).toBe(false);
    expect(isValidDate("not a date")).toBe(false);
    expect(isValidDate(undefined)).toBe(false);
  });

  it("date rule messages", () => {
    expect(checkDate("d", "2026-02-28")).toBeNull();
    expect(both(checkDate("d", "2026-02-30"))).toEqual(["日期格式不正确，应为YYYY-MM-DD", "The date is not valid; use YYYY-MM-DD"]);
    expect(checkDate("d", "", "YYYY-MM-DD", false)).toBeNull();
  });
});

describe("form validators", () => {
  it("registration by mobile and by email", () => {
    const good = { type: "mobile" as const, mobile: "13700137000", captcha: "123456", password: "river7stone", confirmPassword: "river7stone" };
    expect(validateRegister(good)).toEqual([]);
    expect(validateRegister({ ...good, type: "email", email: "new@photowire.cn" })).toEqual([]);
    const bad = validateRegister({ type: "email", email: "x", captcha: "", password: "short", confirmPassword: "other", code: "ab" });
    expect(bad.map((v) => v.field)).toEqual(["email", "captcha", "code", "password", "confirmPassword"]);
  });

  it("reset, password change, profile, certificate, bank", () => {
    expect(validateReset({ account: "a@b.cn", captcha: "1", password: "river7stone", confirmPassword: "river7stone" })).toEqual([]);
    expect(validateReset({ account: "nobody", captcha: "1", password: "river7stone", confirmPassword: "river7stone" })[0].key).toBe("v_mobile_or_email");
    expect(validatePasswordChange({ oldPassword: "", password: "river7stone", confirmPassword: "x" }).map((v) => v.key)).toEqual([
      "v_old_password_empty",
      "uc1_profile_15",
    ]);
    expect(validatePasswordChange({ oldPassword: "river7stone", password: "river7stone", confirmPassword: "river7stone" })[0].key).toBe("v_password_same");
    expect(validateProfile({ name: "张三", province: "11", city: "1101", area: "110101", address: "东长安街1号" }, "zh")).toEqual([]);
    expect(validateProfile({ name: "张三" }, "zh").map((v) => v.field)).toEqual(["province", "city", "area", "address"]);
    expect(validateProfile({ firstName: "Ann", lastName: "Lee", country: "UK" }, "en")).toEqual([]);
    expect(validateProfile({ firstName: "Ann", lastName: "Lee", country: "UK", zipCode: "SW1" }, "en")[0]).toMatchObject({ field: "zipCode", key: "v_digits" });
    expect(validateCertificate({ certType: "id_card", certNumber: "110101199003074514", name: "李摄影" })).toEqual([]);
    expect(validateCertificate({ certType: "id_card", certNumber: "110101199002304514", name: "李" })[0].key).toBe("v_id_card");
    expect(validateCertificate({ certType: "passport", certNumber: "E12345678", name: "Li" })).toEqual([]);
    expect(validateCertificate({ certType: "licence", certNumber: "1", name: "Li" })[0].key).toBe("v_cert_type");
    expect(validateBank({ bank: "中国银行", accountName: "李摄影", accountNumber: "6217 0000 1234 5678" })).toEqual([]);
    expect(validateBank({ bank: " ", accountName: "", accountNumber: "12ab" }).map((v) => v.key)).toEqual([
      "v_bank_blank",
      "v_account_name_empty",
      "v_account_number_format",
    ]);
  });
});

describe("catalogues", () => {
  it("every validation key exists in both languages with the same placeholders", () => {
    const keys = Object.keys(catalogues.zh).filter((k) => k.startsWith("v_") || k === "uc1_profile_15");
    expect(keys.length).toBeGreaterThan(60);
    for (const k of keys) {
      const zh = (catalogues.zh as Record<string, string>)[k];
      const en = (catalogues.en as Record<string, string>)[k];
      expect(en, k).toBeTruthy();
      const vars = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort().join();
      expect(vars(en), k).toBe(vars(zh));
    }
  });
});
