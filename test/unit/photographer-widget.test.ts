/**
 * <pw-photographer-form>'s logic without a browser (widgets/photographer):
 * the store's load, validation with the server's rules, the code countdown,
 * register and update, server violations on their fields; the props.
 */
import { describe, expect, it } from "vitest";
import { ApiCallError } from "../../widgets/core/api.js";
import { createPhotographerStore, needsCode, payloadOf, serverErrors, type PhotographerDeps } from "../../widgets/photographer/photographer.store.js";
import { parseAttributes, photographerFormProps } from "../../widgets/photographer/photographer.props.js";
import type { PhotographerNode } from "../../common/photographer.js";
import type { Member } from "../../common/types.js";

const NODE: PhotographerNode = {
  id: 7,
  name: "Ann Lens",
  nameZh: null,
  status: 0,
  bio: "Street.",
  registered: true,
  portfolioUrl: { zh: "/cn/photographer/7.html", en: "/en/photographer/7.html" },
  photoCount: 2,
  photos: [],
  mobile: "13912345678",
  email: null,
};

const member = (photographerId: number | null) => ({ id: 1, code: "m", nature: 2, photographerId }) as unknown as Member;

function deps(over: Partial<PhotographerDeps> = {}) {
  const calls: string[] = [];
  let tick: (() => void) | null = null;
  const d: PhotographerDeps = {
    member: async () => member(null),
    node: async () => NODE,
    sendCode: async (m) => (calls.push(`send ${m}`), { resendIn: 60 }),
    register: async (v) => (calls.push(`register ${JSON.stringify(v)}`), { ...NODE, name: v.name! }),
    update: async (v) => (calls.push(`update ${JSON.stringify(v)}`), { ...NODE, ...v, nameZh: v.nameZh || null } as PhotographerNode),
    memberChanged: async () => void calls.push("memberChanged"),
    every: (fn) => {
      tick = fn;
      return () => (tick = null);
    },
    ...over,
  };
  return { d, calls, tick: () => tick?.(), ticking: () => tick !== null };
}

describe("photographer store", () => {
  it("a guest gets the guest phase; a member without a profile the registration form", async () => {
    const g = createPhotographerStore(() => "en", deps({ member: async () => null }).d);
    await g.load();
    expect(g.get().phase).toBe("guest");
    const s = createPhotographerStore(() => "en", deps().d);
    await s.load();
    expect(s.get()).toMatchObject({ phase: "ready", node: null, values: { name: "", mobile: "" } });
  });

  it("submitting empty shows each field's SPEC §5 message and names the first field", async () => {
    const { d, calls } = deps();
    const s = createPhotographerStore(() => "en", d);
    await s.load();
    expect(await s.submit()).toBe("name");
    expect(s.get().errors).toEqual({ name: "Please enter your name", mobile: "Please enter your mobile number", captcha: "Please enter the verification code" });
    expect(calls).toEqual([]);
  });

  it("sends a code (a bad number first is refused locally), counts down and re-enables", async () => {
    const { d, calls, tick, ticking } = deps();
    const s = createPhotographerStore(() => "en", d);
    await s.load();
    s.setField("mobile", "123");
    expect(await s.sendCode()).toBe("mobile");
    expect(s.get().errors.mobile).toBe("Please enter an 11-digit mobile number starting with 1");
    s.setField("mobile", "13912345678");
    expect(s.get().errors.mobile).toBeUndefined();
    expect(await s.sendCode()).toBeNull();
    expect(calls).toEqual(["send 13912345678"]);
    expect(s.get().countdown).toBe(60);
    expect(await s.sendCode()).toBeNull(); // refused while counting down
    expect(calls.length).toBe(1);
    for (let i = 0; i < 60; i++) tick();
    expect(s.get().countdown).toBe(0);
    expect(ticking()).toBe(false);
  });

  it("a resend the server refuses counts down its retryAfter", async () => {
    const err = new ApiCallError("code_too_frequent", "Codes are being requested too often", { code: "code_too_frequent", msg: "x", retryAfter: 42 } as never);
    const s = createPhotographerStore(() => "en", deps({ sendCode: async () => Promise.reject(err) }).d);
    await s.load();
    s.setField("mobile", "13912345678");
    await s.sendCode();
    expect(s.get()).toMatchObject({ countdown: 42, alert: "Codes are being requested too often" });
  });

  it("registers, refreshes the member and shows the profile", async () => {
    const { d, calls } = deps();
    const s = createPhotographerStore(() => "zh", d);
    await s.load();
    s.setField("name", " Ann Lens ");
    s.setField("mobile", "13912345678");
    s.setField("captcha", "123456");
    expect(await s.submit()).toBeNull();
    expect(calls[0]).toBe(`register ${JSON.stringify({ name: "Ann Lens", nameZh: "", mobile: "13912345678", email: "", bio: "", captcha: "123456" })}`);
    expect(calls[1]).toBe("memberChanged");
    expect(s.get()).toMatchObject({ phase: "ready", node: { id: 7 }, success: "登记成功，资料等待审核。" });
  });

  it("puts the server's field violations on their fields", async () => {
    const err = new ApiCallError("captcha_invalid", "The verification code is wrong or no longer valid", {
      code: "captcha_invalid",
      msg: "The verification code is wrong or no longer valid",
      errors: [{ field: "captcha", rule: "invalid" }],
    } as never);
    const s = createPhotographerStore(() => "en", deps({ register: async () => Promise.reject(err) }).d);
    await s.load();
    s.setField("name", "Ann");
    s.setField("mobile", "13912345678");
    s.setField("captcha", "000000");
    expect(await s.submit()).toBe("captcha");
    expect(s.get().errors.captcha).toBe("The verification code is wrong or no longer valid");
    expect(s.get().alert).toBe("");
    const v = serverErrors("en", new ApiCallError("invalid_param", "x", { code: "invalid_param", errors: [{ field: "email", rule: "v_email_format" }] } as never));
    expect(v.errors.email).toBe("The email address is not valid");
    expect(serverErrors("en", new Error("boom")).alert).toBe("boom");
  });

  it("a profile: loads the node; the code is needed only for a new mobile; updates", async () => {
    const { d, calls } = deps({ member: async () => member(7) });
    const s = createPhotographerStore(() => "en", d);
    await s.load();
    expect(s.get().values).toMatchObject({ name: "Ann Lens", mobile: "13912345678", bio: "Street." });
    expect(needsCode(s.get().node, s.get().values)).toBe(false);
    s.setField("bio", "Harbours.");
    expect(payloadOf(s.get().node, s.get().values)).not.toHaveProperty("captcha");
    expect(await s.submit()).toBeNull();
    expect(calls[0]).toContain('"bio":"Harbours."');
    expect(s.get().success).toBe("Profile saved.");
    s.setField("mobile", "13900000000");
    expect(await s.submit()).toBe("captcha");
  });
});

describe("photographer props", () => {
  const on = { onField() {}, onSendCode() {}, onSubmit() {}, inputRef: () => () => {} };
  it("registration: fields with the code button, login link for guests", async () => {
    const s = createPhotographerStore(() => "en", deps().d);
    await s.load();
    const p = photographerFormProps("en", parseAttributes({}, "en", "/public_resource/public/html/uc2-index.html?lang=en"), s.get(), "ph1", on);
    expect(p.title).toBe("Register as a photographer");
    expect(p.fields.map((f) => f.name)).toEqual(["name", "nameZh", "mobile", "captcha", "email", "bio"]);
    expect(p.fields.find((f) => f.name === "captcha")?.withCodeButton).toBe(true);
    expect(p.codeButton).toEqual({ label: "Send code", disabled: false });
    expect(p.loginHref).toContain("redirect=%2Fpublic_resource%2Fpublic%2Fhtml%2Fuc2-index.html%3Flang%3Den");
    expect(p.status).toBeNull();
  });

  it("profile: status, portfolio link of the edition, no code field until the mobile changes", async () => {
    const s = createPhotographerStore(() => "zh", deps({ member: async () => member(7) }).d);
    await s.load();
    const p = photographerFormProps("zh", parseAttributes({}, "zh", "/"), s.get(), "ph1", on);
    expect(p.status).toEqual({ label: "状态", value: "审核中", kind: "pending" });
    expect(p.portfolio).toEqual({ href: "/cn/photographer/7.html", label: "查看作品集页面", photos: "已发布照片：2" });
    expect(p.fields.map((f) => f.name)).not.toContain("captcha");
    expect(p.submitLabel).toBe("保存资料");
  });
});
