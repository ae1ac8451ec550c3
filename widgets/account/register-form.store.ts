/**
 * Registration form state (SPEC §7 register, check_usercode_register,
 * checkCodeForMobileOrEmail; §5 rules through common/validate.ts): the
 * calls and the form's store (createRegisterStore). No React, no DOM.
 */
import { call } from "../core/api.js";
import { t, type Lang } from "./locale/index.js";
import { setMember, type Member } from "../core/session.js";
import { validateRegister, type Violation } from "../../common/validate.js";
import { createFormStore, type FormStore, type SubmitResult } from "./form.store.js";
import { createCodeStore, defaultCodeDeps, type CodeDeps, type CodeStore } from "./verify-code-button.store.js";

export type RegisterFormValues = {
  type: "mobile" | "email";
  mobile: string;
  email: string;
  captcha: string;
  code: string;
  name: string;
  password: string;
  confirmPassword: string;
  /** "2" individual member (default) or "1" contributor */
  nature: "1" | "2";
};

/** Fields in page order (the first invalid one gets the focus). */
export const REGISTER_FIELDS = ["mobile", "email", "captcha", "code", "name", "password", "confirmPassword"] as const;

export const EMPTY_REGISTER: RegisterFormValues = {
  type: "mobile",
  mobile: "",
  email: "",
  captcha: "",
  code: "",
  name: "",
  password: "",
  confirmPassword: "",
  nature: "2",
};

/** SPEC §5 violations of the form (the inactive one of mobile/email is ignored). */
export function validateRegisterForm(v: RegisterFormValues): Violation[] {
  return validateRegister({ ...v, code: v.code.trim() || undefined, name: v.name || undefined });
}

/**
 * Whether a mobile number or email is already registered
 * (GET guest/checkCodeForMobileOrEmail); false when the check fails.
 */
export async function isTaken(account: string, lang: Lang): Promise<boolean> {
  try {
    const res = await call<{ exists: boolean }>("guest/checkCodeForMobileOrEmail", { query: { account: account.trim() }, lang, noRedirect: true });
    return !!res.data?.exists;
  } catch {
    return false;
  }
}

/** Whether a member code is taken (POST guest/check_usercode_register); false when the check fails. */
export async function isCodeTaken(code: string, lang: Lang): Promise<boolean> {
  try {
    const res = await call<{ registered: boolean }>("guest/check_usercode_register", { method: "POST", body: { code: code.trim() }, lang, noRedirect: true });
    return !!res.data?.registered;
  } catch {
    return false;
  }
}

/**
 * POST guest/register. With a third-party ticket (bind_account.html) the
 * new account is bound to it too.
 * @returns the new member (logged in)
 * @throws ApiCallError invalid_param, account_exists, usercode_exists, captcha_invalid, captcha_expired, oauth_state, 998
 */
export async function submitRegister(v: RegisterFormValues, lang: Lang, ticket?: string): Promise<Member> {
  const body: Record<string, unknown> = {
    type: v.type,
    captcha: v.captcha.trim(),
    password: v.password,
    confirmPassword: v.confirmPassword,
    nature: Number(v.nature),
  };
  if (v.type === "mobile") body.mobile = v.mobile.trim();
  else body.email = v.email.trim();
  if (v.code.trim()) body.code = v.code.trim();
  if (v.name.trim()) body.name = v.name.trim();
  if (ticket) body.ticket = ticket;
  const res = await call<{ member: Member }>("guest/register", { method: "POST", body, lang, noRedirect: true });
  if (!res.data?.member) throw new Error("guest/register answered without a member");
  return res.data.member;
}

/** What the registration store needs from the outside world (injected for tests). */
export interface RegisterDeps {
  isTaken: typeof isTaken;
  isCodeTaken: typeof isCodeTaken;
  submit: typeof submitRegister;
  setMember(m: Member): void;
  code?: CodeDeps;
}

export const defaultRegisterDeps: RegisterDeps = { isTaken, isCodeTaken, submit: submitRegister, setMember };

export interface RegisterStore {
  form: FormStore<RegisterFormValues>;
  /** the code button of the chosen channel (mobile: sms, email: email) */
  code: CodeStore;
  /** on blur of the mobile/email field: "already registered" early (account_exists) */
  checkTaken(lang: Lang): Promise<void>;
  /** on blur of the member code field: usercode_exists early */
  checkCode(lang: Lang): Promise<void>;
  /** sends a code to the mobile or email; a refusal shows on that field */
  sendCode(lang: Lang): Promise<void>;
  /** registers (and logs in); `onDone` gets the new member */
  submit(lang: Lang, ticket: string, onDone: (m: Member) => void): Promise<SubmitResult>;
}

export function createRegisterStore(deps: RegisterDeps = defaultRegisterDeps): RegisterStore {
  const form = createFormStore<RegisterFormValues>(EMPTY_REGISTER, { order: REGISTER_FIELDS, validate: validateRegisterForm });
  const code = createCodeStore("register", undefined, deps.code ?? defaultCodeDeps);
  return {
    form,
    code,
    async checkTaken(lang) {
      const field = form.get().values.type;
      const v = form.get().values[field].trim();
      if (v && (await deps.isTaken(v, lang))) form.setErrors({ [field]: t(lang, "account_exists") });
    },
    async checkCode(lang) {
      const v = form.get().values.code.trim();
      if (v && (await deps.isCodeTaken(v, lang))) form.setErrors({ code: t(lang, "usercode_exists") });
    },
    async sendCode(lang) {
      const { values } = form.get();
      const field = values.type;
      const res = await code.send(field === "mobile" ? "sms" : "email", values[field], lang);
      if (!res.ok && res.code !== "busy") {
        form.setErrors({ [field]: res.msg });
        code.setError("");
      }
    },
    submit: (lang, ticket, onDone) =>
      form.submit(lang, async (v) => {
        const member = await deps.submit(v, lang, ticket || undefined);
        deps.setMember(member);
        onDone(member);
        return t(lang, "reg_done");
      }),
  };
}
