/**
 * Story helpers for the account views (widgets/account/): each builder
 * returns the props the matching *.element.ts passes for a given state,
 * with every string from the catalogue in the story's language, field
 * errors from core/validate.ts violations (real SPEC §5 message keys) and
 * the code-button label computed as the elements compute it. Shared by the
 * account stories and the member-centre stories (whose form tabs show these
 * views). Plain props only: no network.
 */
import { createElement, useCallback, useEffect, useState } from "react";
import { clientConfig } from "../widgets/core/api.js";
import { loginUrl, type Edition } from "../widgets/core/edition.js";
import { t, type Lang, type MessageKey } from "../widgets/core/i18n/index.js";
import type { Violation } from "../widgets/core/validate.js";
import type { BindAccountViewProps } from "../widgets/account/BindAccount.js";
import { authorizeUrl, type Binding, type Provider } from "../widgets/account/bind-account.logic.js";
import { errorsOf, pageUrl } from "../widgets/account/form.logic.js";
import type { ForgetPasswordFormViewProps } from "../widgets/account/ForgetPasswordForm.js";
import type { ForgetValues } from "../widgets/account/forget-password-form.logic.js";
import { CERT_TYPES, type BankFormValues, type CertificateFormValues, type PasswordValues } from "../widgets/account/member-forms.logic.js";
import type { ProfileFormViewProps } from "../widgets/account/ProfileForm.js";
import type { ProfileFormValues, RegionItem } from "../widgets/account/profile-form.logic.js";
import type { RegisterFormViewProps } from "../widgets/account/RegisterForm.js";
import type { RegisterFormValues } from "../widgets/account/register-form.logic.js";
import type { SimpleFormViewProps } from "../widgets/account/SimpleForm.js";
import { remaining } from "../widgets/account/verify-code-button.logic.js";

/** The edition of a story page in a language (zh → Chinese edition, en → English). */
export const editionOfLang = (lang: Lang): Edition => (lang === "en" ? "en" : "zh");

/** Field errors as the forms show them: the first violation of each field, in `lang`. */
export const fieldErrors = (lang: Lang, violations: Violation[]) => errorsOf(lang, violations);

/** A catalogue key or "" as text. */
export const text = (lang: Lang, key: MessageKey | "") => (key ? t(lang, key) : "");

/** The code button's label as every element computes it: countdown, "send again" after a send, else "get code". */
export function codeLabel(lang: Lang, left: number, sent: boolean): string {
  return left > 0 ? t(lang, "vc_resend_in", { seconds: left }) : t(lang, sent ? "vc_resend" : "vc_get");
}

/** A code button's state in a story. */
export interface CodeState {
  /** seconds of the countdown left (0: not counting) */
  left: number;
  /** a code was sent (the note and "send again") */
  sent: boolean;
  /** the send call is running */
  busy: boolean;
}
export const CODE_IDLE: CodeState = { left: 0, sent: false, busy: false };

/** No-op handlers for the static views inside other stories. */
const noop = () => {};
const noRef = () => () => {};

/** Common form state of a story. */
export interface FormState {
  /** violations shown as field errors (client rules or the server's `{ field, rule }`) */
  errors: Violation[];
  /** catalogue key of the form's alert line ("" for none) */
  alertKey: MessageKey | "";
  /** the success line is shown */
  success: boolean;
  busy: boolean;
}
export const FORM_IDLE: FormState = { errors: [], alertKey: "", success: false, busy: false };

// ---------------------------------------------------------------------------
// register

export const REGISTER_FILLED: RegisterFormValues = {
  type: "mobile",
  mobile: "13912345678",
  email: "",
  captcha: "482913",
  code: "li_sheying",
  name: "李摄影",
  password: "Photo2026",
  confirmPassword: "Photo2026",
  nature: "2",
};

/** The props register-form.element.ts passes. */
export function registerProps(
  lang: Lang,
  s: { values: RegisterFormValues; form: FormState; code: CodeState; ticket: boolean },
  on: Partial<Pick<RegisterFormViewProps, "onField" | "onBlurAccount" | "onBlurCode" | "onSendCode" | "onSubmit">> = {},
): RegisterFormViewProps {
  const edition = editionOfLang(lang);
  return {
    idPrefix: "reg-story",
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
      codeButton: codeLabel(lang, s.code.left, s.code.sent),
      codeNote: s.code.sent ? t(lang, "vc_sent") : "",
      thirdParty: s.ticket ? t(lang, "reg_with_third_party") : "",
    },
    values: s.values,
    errors: fieldErrors(lang, s.form.errors),
    alert: text(lang, s.form.alertKey),
    success: s.form.success ? t(lang, "reg_done") : "",
    busy: s.form.busy,
    codeBusy: s.code.busy,
    codeDisabled: s.code.busy || s.code.left > 0,
    loginHref: loginUrl(edition),
    thirdParty: s.ticket ? t(lang, "reg_with_third_party") : "",
    onField: on.onField ?? noop,
    onBlurAccount: on.onBlurAccount ?? noop,
    onBlurCode: on.onBlurCode ?? noop,
    onSendCode: on.onSendCode ?? noop,
    onSubmit: on.onSubmit ?? noop,
    inputRef: noRef,
  };
}

// ---------------------------------------------------------------------------
// forgotten password

/** The props forget-password-form.element.ts passes. */
export function forgetProps(
  lang: Lang,
  s: { step: 1 | 2 | 3; values: ForgetValues; form: FormState; code: CodeState },
  on: Partial<Pick<ForgetPasswordFormViewProps, "onField" | "onSubmit">> & { onSendCode?: () => void } = {},
): ForgetPasswordFormViewProps {
  const edition = editionOfLang(lang);
  return {
    idPrefix: "fgt-story",
    step: s.step,
    text: {
      title: t(lang, "fgt_title"),
      intro: t(lang, s.step === 1 ? "fgt_step1" : s.step === 2 ? "fgt_step2" : "fgt_step3"),
      account: t(lang, "f_mobile_or_email"),
      captcha: t(lang, "f_captcha"),
      password: t(lang, "f_new_password"),
      passwordHint: t(lang, "f_password_hint"),
      confirmPassword: t(lang, "f_confirm_password"),
      submit: t(lang, s.step === 1 ? "next" : "fgt_submit"),
      busy: t(lang, "submitting"),
      link: t(lang, s.step === 3 ? "fgt_to_login" : "back_to_login"),
    },
    loginHref: loginUrl(edition),
    values: s.values,
    errors: fieldErrors(lang, s.form.errors),
    alert: text(lang, s.form.alertKey),
    success: s.form.success ? t(lang, "fgt_done") : "",
    busy: s.form.busy,
    code: {
      label: codeLabel(lang, s.code.left, s.code.sent),
      disabled: s.code.busy || s.code.left > 0,
      busy: s.code.busy,
      note: s.code.sent ? t(lang, "vc_sent_if_exists") : "",
      onActivate: on.onSendCode ?? noop,
    },
    onField: on.onField ?? noop,
    onSubmit: on.onSubmit ?? noop,
    inputRef: noRef,
  };
}

// ---------------------------------------------------------------------------
// profile

/** Region lists (SPEC §3 Province/City items) for the Chinese edition's selects: data, not catalogue strings. */
export const PROVINCES: RegionItem[] = [
  { key: "110000", value: "北京市" },
  { key: "310000", value: "上海市" },
  { key: "440000", value: "广东省" },
];
export const CITIES: Record<string, RegionItem[]> = {
  "110000": [{ key: "110100", value: "北京市", parent: "110000" }],
  "310000": [{ key: "310100", value: "上海市", parent: "310000" }],
  "440000": [
    { key: "440100", value: "广州市", parent: "440000" },
    { key: "440300", value: "深圳市", parent: "440000" },
  ],
};
export const AREAS: Record<string, RegionItem[]> = {
  "110100": [
    { key: "110101", value: "东城区", parent: "110100" },
    { key: "110105", value: "朝阳区", parent: "110100" },
  ],
  "310100": [{ key: "310104", value: "徐汇区", parent: "310100" }],
  "440100": [{ key: "440106", value: "天河区", parent: "440100" }],
  "440300": [{ key: "440305", value: "南山区", parent: "440300" }],
};

export const EMPTY_PROFILE: ProfileFormValues = {
  name: "", nickname: "", firstName: "", lastName: "", company: "", title: "", country: "", province: "", city: "", area: "",
  address: "", zipCode: "", contact: "", remark: "", mobile: "", mobileCaptcha: "", email: "", emailCaptcha: "",
};

/** A member's saved profile (both editions' fields filled; each edition shows its own). */
export const PROFILE_FILLED: ProfileFormValues = {
  ...EMPTY_PROFILE,
  name: "李摄影",
  nickname: "Lens Li",
  firstName: "Wei",
  lastName: "Li",
  company: "Photowire",
  title: "Photographer",
  country: "China",
  province: "110000",
  city: "110100",
  area: "110105",
  address: "建国路 88 号",
  zipCode: "100022",
  contact: "010-65001234",
  remark: "",
  mobile: "13912345678",
  email: "li@example.com",
};

/** The contacts saved on the server (a different mobile or email needs a code). */
export const PROFILE_CONTACTS = { mobile: "13912345678", email: "li@example.com" };

/** The props profile-form.element.ts passes. */
export function profileProps(
  lang: Lang,
  s: {
    values: ProfileFormValues;
    form: FormState;
    loading: boolean;
    /** the details could not be loaded (use-profile-form `failed`): api_tools_1 */
    failed: boolean;
    showMobileCode: boolean;
    showEmailCode: boolean;
    mobileCode: CodeState;
    emailCode: CodeState;
  },
  on: Partial<Pick<ProfileFormViewProps, "onField" | "onSubmit" | "onSendMobileCode" | "onSendEmailCode">> = {},
): ProfileFormViewProps {
  const keys = ["name", "firstName", "lastName", "nickname", "mobile", "mobileCaptcha", "email", "emailCaptcha", "company", "title", "country", "province", "city", "area", "address", "zipCode", "contact", "remark"];
  const tx: Record<string, string> = {
    heading: t(lang, "profile_title"),
    chooseProvince: t(lang, "choose_province"),
    chooseCity: t(lang, "choose_city"),
    chooseArea: t(lang, "choose_area"),
    submit: t(lang, "save"),
    submitting: t(lang, "submitting"),
  };
  for (const k of keys) tx[k] = t(lang, `f_${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);
  const code = (c: CodeState) => ({ label: codeLabel(lang, c.left, c.sent), disabled: c.busy || c.left > 0, busy: c.busy, note: c.sent ? t(lang, "vc_sent") : "" });
  return {
    idPrefix: "prof-story",
    edition: lang === "en" ? "en" : "zh",
    text: tx,
    values: s.values,
    errors: fieldErrors(lang, s.form.errors),
    alert: text(lang, s.form.alertKey) || (s.failed ? t(lang, "api_tools_1") : ""),
    success: s.form.success ? t(lang, "saved") : "",
    busy: s.form.busy,
    loading: s.loading,
    provinces: PROVINCES,
    cities: CITIES[s.values.province] ?? [],
    areas: AREAS[s.values.city] ?? [],
    showMobileCode: s.showMobileCode,
    showEmailCode: s.showEmailCode,
    mobileCode: code(s.mobileCode),
    emailCode: code(s.emailCode),
    onField: on.onField ?? noop,
    onSendMobileCode: on.onSendMobileCode ?? noop,
    onSendEmailCode: on.onSendEmailCode ?? noop,
    onSubmit: on.onSubmit ?? noop,
    inputRef: noRef,
  };
}

// ---------------------------------------------------------------------------
// password, certificate, bank (SimpleForm)

type SimpleHandlers = Partial<Pick<SimpleFormViewProps, "onField" | "onSubmit">>;

function simple(lang: Lang, form: FormState, successKey: MessageKey, on: SimpleHandlers) {
  return {
    errors: fieldErrors(lang, form.errors),
    alert: text(lang, form.alertKey),
    success: form.success ? t(lang, successKey) : "",
    busy: form.busy,
    busyLabel: t(lang, "submitting"),
    onField: on.onField ?? noop,
    onSubmit: on.onSubmit ?? noop,
    inputRef: noRef,
  };
}

/** The props password-form.element.ts passes. */
export function passwordProps(lang: Lang, values: PasswordValues, form: FormState, on: SimpleHandlers = {}): SimpleFormViewProps {
  return {
    idPrefix: "pwd-story",
    title: t(lang, "pwd_title"),
    fields: [
      { kind: "password", name: "oldPassword", label: t(lang, "f_old_password"), autoComplete: "current-password", required: true },
      { kind: "password", name: "password", label: t(lang, "f_new_password"), hint: t(lang, "f_password_hint"), autoComplete: "new-password", required: true },
      { kind: "password", name: "confirmPassword", label: t(lang, "f_confirm_password"), autoComplete: "new-password", required: true },
    ],
    values,
    submitLabel: t(lang, "pwd_submit"),
    ...simple(lang, form, "pwd_done", on),
  };
}

/** The props certificate-form.element.ts passes. */
export function certificateProps(lang: Lang, values: CertificateFormValues, form: FormState, on: SimpleHandlers = {}): SimpleFormViewProps {
  return {
    idPrefix: "cer-story",
    title: t(lang, "cer_title"),
    fields: [
      {
        kind: "select",
        name: "certType",
        label: t(lang, "f_cert_type"),
        placeholder: t(lang, "choose"),
        required: true,
        options: CERT_TYPES.map((c) => ({ key: c, value: t(lang, `cert_${c}`) })),
      },
      { kind: "text", name: "name", label: t(lang, "f_cert_name"), autoComplete: "name", required: true },
      { kind: "text", name: "certNumber", label: t(lang, "f_cert_number"), required: true, maxLength: 40 },
    ],
    values,
    submitLabel: t(lang, "save"),
    ...simple(lang, form, "saved", on),
  };
}

/** The props bank-form.element.ts passes; `masked` is the saved account number ("" when none saved). */
export function bankProps(lang: Lang, values: BankFormValues, masked: string, form: FormState, on: SimpleHandlers = {}): SimpleFormViewProps {
  return {
    idPrefix: "bank-story",
    title: t(lang, "bank_title"),
    intro: masked ? createElement("p", { className: "hint" }, t(lang, "bank_saved_number", { number: masked })) : undefined,
    fields: [
      { kind: "text", name: "bank", label: t(lang, "f_bank"), required: true },
      { kind: "text", name: "accountName", label: t(lang, "f_account_name"), autoComplete: "name", required: true },
      { kind: "text", name: "accountNumber", label: t(lang, "f_account_number"), inputMode: "numeric", required: true, maxLength: 40 },
    ],
    values,
    submitLabel: t(lang, "save"),
    ...simple(lang, form, "saved", on),
  };
}

// ---------------------------------------------------------------------------
// bind account

/** What use-bind-account's view holds, with the message keys of its texts. */
export type BindState =
  | { kind: "loading" }
  | { kind: "error"; msgKey: MessageKey }
  | { kind: "bound"; provider: Provider; nickname: string }
  | { kind: "choose"; provider: Provider; nickname: string; avatar: string; ticket: string }
  | { kind: "list"; member: boolean; bindings: Binding[] };

/** The props bind-account.element.ts passes. */
export function bindProps(
  lang: Lang,
  v: BindState,
  s: { busy: boolean; alertKey: MessageKey | ""; status: string },
  on: { onBindOther?: (a: string, p: string) => void; onUnbind?: (type: Provider) => void } = {},
): BindAccountViewProps {
  const edition = editionOfLang(lang);
  const name = (p: Provider) => t(lang, `tp_${p}`);
  const here = pageUrl("bind_account", edition);
  const startUrl = (type: Provider, mode: "login" | "bind") => authorizeUrl(clientConfig().base, type, mode, here);
  let state: BindAccountViewProps["state"];
  if (v.kind === "loading") state = { kind: "loading", text: t(lang, "loading") };
  else if (v.kind === "error") state = { kind: "error", msg: t(lang, v.msgKey), backHref: pageUrl("bind_account", edition), backLabel: t(lang, "bind_back") };
  else if (v.kind === "bound")
    state = { kind: "bound", text: t(lang, "bind_done", { provider: name(v.provider), nickname: v.nickname }), nextHref: pageUrl("uc2-index", edition), nextLabel: t(lang, "continue") };
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
  else
    state = {
      kind: "list",
      intro: t(lang, v.member ? "bind_list_intro" : "bind_guest_intro"),
      rows: (v.member ? v.bindings.map((x) => x.type) : (["weibo", "wechat", "qq"] as Provider[])).map((type) => {
        const row = v.member ? v.bindings.find((x) => x.type === type)! : { type, enabled: true, bound: false, nickname: "" };
        const label = name(type);
        if (!v.member) return { type, name: label, statusText: "", actionLabel: t(lang, "bind_login_with", { provider: label }), href: startUrl(type, "login") };
        if (!row.enabled) return { type, name: label, statusText: t(lang, "bind_unavailable"), actionLabel: "" };
        if (row.bound)
          return {
            type,
            name: label,
            statusText: t(lang, "bind_bound_as", { nickname: row.nickname }),
            actionLabel: t(lang, "bind_unbind"),
            onUnbind: () => on.onUnbind?.(type),
          };
        return { type, name: label, statusText: t(lang, "bind_not_bound"), actionLabel: t(lang, "bind_bind"), href: startUrl(type, "bind") };
      }),
      loginHref: v.member ? undefined : loginUrl(edition, here),
      loginLabel: t(lang, "login"),
    };
  return {
    idPrefix: "bind-story",
    title: t(lang, "bind_title"),
    state,
    busy: s.busy,
    alert: text(lang, s.alertKey),
    status: s.status,
    onBindOther: on.onBindOther ?? noop,
  };
}

/** A member's bindings: Weibo bound, WeChat not bound, QQ switched off on this server. */
export const BINDINGS: Binding[] = [
  { type: "weibo", enabled: true, bound: true, nickname: "李摄影_lens" },
  { type: "wechat", enabled: true, bound: false, nickname: "" },
  { type: "qq", enabled: false, bound: false, nickname: "" },
];

/** An inline SVG picture (no network): a portrait for avatars or a landscape for list thumbnails. */
export function svgPicture(kind: "portrait" | "landscape", hue = 20): string {
  const body =
    kind === "portrait"
      ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="hsl(${hue} 70% 70%)"/><circle cx="28" cy="22" r="10" fill="#fde8d7"/><path d="M8 56c2-12 10-18 20-18s18 6 20 18z" fill="#3a2a2a"/></svg>`
      : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 64"><rect width="96" height="64" fill="hsl(${hue} 60% 75%)"/><circle cx="74" cy="16" r="8" fill="#fff6c8"/><path d="M0 64l30-34 20 20 14-12 32 26z" fill="hsl(${hue} 40% 35%)"/></svg>`;
  return "data:image/svg+xml;charset=utf-8," + encodeURIComponent(body);
}

/**
 * A running countdown for the live demos, ticking once a second as
 * use-verify-code-button.ts does (remaining() of verify-code-button.logic).
 */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const id = setInterval(() => {
      const n = Date.now();
      setNow(n);
      if (n >= endsAt) clearInterval(id);
    }, 1000);
    return () => clearInterval(id);
  }, [endsAt]);
  const start = useCallback((seconds: number) => {
    const n = Date.now();
    setNow(n);
    setEndsAt(n + seconds * 1000);
  }, []);
  return { left: remaining(endsAt, now), start };
}
