/**
 * Attributes + state → view props (DESIGN §2 `<feature>.props.ts`) for the
 * account elements a guest meets: <pw-login-form>, <pw-register-form>,
 * <pw-forget-password-form>, <pw-verify-code-button> and <pw-bind-account>.
 * The member's own forms (<pw-profile-form>, <pw-password-form>,
 * <pw-certificate-form>, <pw-bank-form>) are in member-forms.props.ts.
 * One pure function per element: raw attributes (parsed here), the store's
 * state, the language, the page's address and the handlers in; the view's
 * props out. Used by the elements and by nothing else. Strings come from
 * this feature's catalogue (locale/).
 */
import { attr } from "../core/element.js";
import { loginUrl } from "../../common/edition.js";
import type { Member } from "../core/session.js";
import type { BindAccountViewProps } from "./BindAccount.js";
import type { BindState, Provider } from "./bind-account.store.js";
import type { FormState } from "./form.store.js";
import { pageEdition, pageUrl } from "./form.rules.js";
import type { ForgetStep, ForgetValues } from "./forget-password-form.store.js";
import type { ForgetPasswordFormViewProps } from "./ForgetPasswordForm.js";
import { t, type Lang } from "./locale/index.js";
import type { LoginField, LoginState } from "./login-form.store.js";
import type { LoginFormViewProps } from "./LoginForm.js";
import type { RegisterFormValues } from "./register-form.store.js";
import type { RegisterFormViewProps } from "./RegisterForm.js";
import { CHANNELS, DEFAULT_SECONDS, PURPOSES, type Channel, type Purpose } from "./verify-code-button.rules.js";
import { type CodeState } from "./verify-code-button.store.js";
import type { VerifyCodeButtonViewProps } from "./VerifyCodeButton.js";

/** The page's address (location), read by the element. */
export interface PageAddress {
  pathname: string;
  search: string;
}

/** The label of a code button: counting down ("resend in N s"), "send again" after a send, else "get code". */
export function codeLabel(lang: Lang, code: CodeState): string {
  return code.left > 0 ? t(lang, "vc_resend_in", { count: code.left }) : t(lang, code.sentNote ? "vc_resend" : "vc_get");
}

/** The code button parts of a form's view (the note says a code was sent). */
export function codeButtonProps(lang: Lang, code: CodeState, sentKey: "vc_sent" | "vc_sent_if_exists" = "vc_sent") {
  return { label: codeLabel(lang, code), disabled: code.busy || code.left > 0, busy: code.busy, note: code.sentNote ? t(lang, sentKey) : "" };
}

// ---------------------------------------------------------------- <pw-login-form>

export const LOGIN_FORM_ATTRS = ["headingLevel"] as const;
export interface LoginFormAttributes {
  /** 1–6, or 0 for no heading (default 1) */
  headingLevel: number;
}
export function parseLoginFormAttributes(raw: Partial<Record<(typeof LOGIN_FORM_ATTRS)[number], string>>): LoginFormAttributes {
  const level = attr.enumeration("pw-login-form", "heading-level", raw.headingLevel, ["0", "1", "2", "3", "4", "5", "6"], "1");
  return { headingLevel: Number(level) };
}

export function loginFormProps(
  lang: Lang,
  a: LoginFormAttributes,
  s: LoginState,
  on: { change: (field: LoginField, value: string) => void; remember: (on: boolean) => void; submit: () => Promise<LoginField | null> },
): LoginFormViewProps {
  return {
    headingLevel: a.headingLevel,
    heading: t(lang, "login_title"),
    accountLabel: t(lang, "account"),
    accountHint: t(lang, "account_hint"),
    passwordLabel: t(lang, "password"),
    submitLabel: t(lang, "login"),
    submittingLabel: t(lang, "login_submitting"),
    values: s.values,
    errors: {
      account: s.errors.account ? t(lang, s.errors.account) : "",
      password: s.errors.password ? t(lang, s.errors.password) : "",
    },
    submitting: s.submitting,
    alert: s.alert,
    remember: s.remember,
    rememberLabel: t(lang, "remember_me"),
    onChange: on.change,
    onRemember: on.remember,
    onSubmit: on.submit,
  };
}

// ---------------------------------------------------------------- <pw-register-form>

export const REGISTER_FORM_ATTRS = ["ticket", "noRedirect"] as const;
export interface RegisterFormAttributes {
  /** third-party binding ticket ("" none) */
  ticket: string;
  /** stay on the page after success */
  noRedirect: boolean;
}
/** `ticket` defaults to the page's `?ticket=`. */
export function parseRegisterFormAttributes(raw: Partial<Record<(typeof REGISTER_FORM_ATTRS)[number], string>>, page: PageAddress): RegisterFormAttributes {
  return {
    ticket: attr.string(raw.ticket, new URLSearchParams(page.search).get("ticket") ?? ""),
    noRedirect: attr.boolean(raw.noRedirect, false),
  };
}

export function registerFormProps(
  lang: Lang,
  a: RegisterFormAttributes,
  s: { form: FormState<RegisterFormValues>; code: CodeState },
  page: PageAddress,
  idPrefix: string,
  on: Pick<RegisterFormViewProps, "onField" | "onBlurAccount" | "onBlurCode" | "onSendCode" | "onSubmit" | "inputRef">,
): RegisterFormViewProps {
  const code = codeButtonProps(lang, s.code);
  const thirdParty = a.ticket ? t(lang, "reg_with_third_party") : "";
  return {
    idPrefix,
    text: {
      title: t(lang, "reg_title"),
      regType: t(lang, "reg_type"),
      byMobile: t(lang, "reg_by_mobile"),
      byEmail: t(lang, "reg_by_email"),
      mobile: t(lang, "f_mobile"),
      email: t(lang, "f_email"),
      captcha: t(lang, "f_captcha"),
      code: t(lang, "f_code"),
      codeHint: t(lang, "f_code_hint"),
      name: t(lang, "f_name"),
      password: t(lang, "f_password"),
      passwordHint: t(lang, "f_password_hint"),
      confirmPassword: t(lang, "f_confirm_password"),
      nature: t(lang, "reg_nature"),
      nature1: t(lang, "reg_nature_1"),
      nature2: t(lang, "reg_nature_2"),
      submit: t(lang, "reg_submit"),
      submitting: t(lang, "submitting"),
      haveAccount: t(lang, "reg_have_account"),
      login: t(lang, "login"),
      codeButton: code.label,
      codeNote: code.note,
      thirdParty,
    },
    values: s.form.values,
    errors: s.form.errors,
    alert: s.form.alert,
    success: s.form.success,
    busy: s.form.busy,
    codeBusy: code.busy,
    codeDisabled: code.disabled,
    loginHref: loginUrl(pageEdition(page.pathname, page.search)),
    thirdParty,
    ...on,
  };
}

// ---------------------------------------------------------------- <pw-forget-password-form>

export function forgetPasswordFormProps(
  lang: Lang,
  s: { step: ForgetStep; form: FormState<ForgetValues>; code: CodeState },
  page: PageAddress,
  idPrefix: string,
  on: Pick<ForgetPasswordFormViewProps, "onField" | "onSubmit" | "inputRef"> & { sendCode: () => void },
): ForgetPasswordFormViewProps {
  const step = s.step;
  return {
    idPrefix,
    step,
    text: {
      title: t(lang, "fgt_title"),
      intro: t(lang, step === 1 ? "fgt_step1" : step === 2 ? "fgt_step2" : "fgt_step3"),
      account: t(lang, "f_mobile_or_email"),
      captcha: t(lang, "f_captcha"),
      password: t(lang, "f_new_password"),
      passwordHint: t(lang, "f_password_hint"),
      confirmPassword: t(lang, "f_confirm_password"),
      submit: t(lang, step === 1 ? "next" : "fgt_submit"),
      busy: t(lang, "submitting"),
      link: t(lang, step === 3 ? "fgt_to_login" : "back_to_login"),
    },
    loginHref: loginUrl(pageEdition(page.pathname, page.search)),
    values: s.form.values,
    errors: s.form.errors,
    alert: s.form.alert,
    success: s.form.success,
    busy: s.form.busy,
    code: { ...codeButtonProps(lang, s.code, "vc_sent_if_exists"), onActivate: on.sendCode },
    onField: on.onField,
    onSubmit: on.onSubmit,
    inputRef: on.inputRef,
  };
}

// ---------------------------------------------------------------- <pw-verify-code-button>

export const VERIFY_CODE_ATTRS = ["channel", "purpose", "to", "toInput", "seconds"] as const;
export interface VerifyCodeAttributes {
  channel: Channel;
  purpose: Purpose;
  /** the target ("" none: read from to-input when clicked) */
  to: string;
  /** id of the input to read the target from ("" none) */
  toInput: string;
  /** countdown after a send (1–600, default 60) */
  seconds: number;
}
export function parseVerifyCodeAttributes(raw: Partial<Record<(typeof VERIFY_CODE_ATTRS)[number], string>>): VerifyCodeAttributes {
  const TAG = "pw-verify-code-button";
  return {
    channel: attr.enumeration(TAG, "channel", raw.channel, CHANNELS, "sms"),
    purpose: attr.enumeration(TAG, "purpose", raw.purpose, PURPOSES, "register"),
    to: attr.string(raw.to),
    toInput: attr.string(raw.toInput),
    seconds: attr.number(TAG, "seconds", raw.seconds, DEFAULT_SECONDS, 1, 600),
  };
}

/** The button's view props and the error line beside it. */
export function verifyCodeButtonProps(lang: Lang, s: CodeState, noteId: string, onActivate: () => void): { button: VerifyCodeButtonViewProps; error: string } {
  return { button: { ...codeButtonProps(lang, s), noteId, onActivate }, error: s.error };
}

// ---------------------------------------------------------------- <pw-bind-account>

export function bindAccountProps(
  lang: Lang,
  s: BindState,
  page: PageAddress,
  idPrefix: string,
  on: {
    startUrl: (type: Provider, mode: "login" | "bind") => string;
    unbind: (type: Provider) => void;
    field: BindAccountViewProps["onField"];
    bindOther: () => void;
  },
): BindAccountViewProps {
  const v = s.view;
  const edition = pageEdition(page.pathname, page.search);
  const name = (p: Provider) => t(lang, `tp_${p}`);
  let state: BindAccountViewProps["state"];
  if (v.kind === "loading") state = { kind: "loading", text: t(lang, "loading") };
  else if (v.kind === "error") state = { kind: "error", msg: v.msg, backHref: pageUrl("bind_account", edition), backLabel: t(lang, "bind_back") };
  else if (v.kind === "bound")
    state = { kind: "bound", text: t(lang, "bind_done", { provider: name(v.provider), nickname: v.nickname }), nextHref: v.next, nextLabel: t(lang, "continue") };
  else if (v.kind === "choose")
    state = {
      kind: "choose",
      intro: t(lang, "bind_choose", { provider: name(v.provider), nickname: v.nickname }),
      nickname: v.nickname,
      avatar: v.avatar,
      avatarAlt: t(lang, "avatar_alt", { name: v.nickname }),
      accountLabel: t(lang, "account"),
      passwordLabel: t(lang, "password"),
      submitLabel: t(lang, "bind_submit"),
      orText: t(lang, "bind_or"),
      registerHref: pageUrl("register", edition, { ticket: v.ticket }),
      registerLabel: t(lang, "bind_register"),
    };
  else {
    const member: Member | null = v.member;
    // only the providers the server is configured for (issue 12)
    const types: Provider[] = v.providers;
    state = {
      kind: "list",
      intro: t(lang, types.length === 0 ? "bind_none" : member ? "bind_list_intro" : "bind_guest_intro"),
      rows: types.map((type) => {
        const label = name(type);
        if (!member) return { type, name: label, statusText: "", actionLabel: t(lang, "bind_login_with", { provider: label }), href: on.startUrl(type, "login") };
        const row = v.bindings.find((x) => x.type === type)!;
        if (!row.enabled) return { type, name: label, statusText: t(lang, "bind_unavailable"), actionLabel: "" };
        if (row.bound)
          return {
            type,
            name: label,
            statusText: t(lang, "bind_bound_as", { nickname: row.nickname }),
            actionLabel: t(lang, "bind_unbind"),
            onUnbind: () => on.unbind(type),
          };
        return { type, name: label, statusText: t(lang, "bind_not_bound"), actionLabel: t(lang, "bind_bind"), href: on.startUrl(type, "bind") };
      }),
      loginHref: member ? undefined : loginUrl(edition, page.pathname + page.search),
      loginLabel: t(lang, "login"),
    };
  }
  return {
    idPrefix,
    title: t(lang, "bind_title"),
    state,
    busy: s.busy,
    alert: s.alert,
    status: s.status,
    values: s.values,
    onField: on.field,
    onBindOther: on.bindOther,
  };
}
