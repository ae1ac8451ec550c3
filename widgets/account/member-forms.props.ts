/**
 * Attributes + state → view props (DESIGN §2 `<feature>.props.ts`) for the
 * logged-in member's account forms: <pw-profile-form>, <pw-password-form>,
 * <pw-certificate-form> and <pw-bank-form> (the guest-facing elements are in
 * account.props.ts). One pure function per element, used by the elements and
 * by nothing else. None of these elements has attributes: the state, the
 * language and the handlers make the props. Strings come from this
 * feature's catalogue (locale/).
 */
import { codeButtonProps } from "./account.props.js";
import type { FormState } from "./form.store.js";
import { t, type Lang } from "./locale/index.js";
import { CERT_TYPES, type BankFormValues, type CertificateFormValues, type DetailState, type PasswordValues } from "./member-forms.store.js";
import type { ProfileExtra, ProfileFormValues } from "./profile-form.store.js";
import type { ProfileFormViewProps } from "./ProfileForm.js";
import type { SimpleFormViewProps } from "./SimpleForm.js";
import type { CodeState } from "./verify-code-button.store.js";

/** The handlers every form view takes. */
export type FormHandlers = Pick<SimpleFormViewProps, "onField" | "onSubmit" | "inputRef">;

/** Labels of the profile fields: catalogue key f_<snake_case name>. */
const PROFILE_LABELS = [
  "name", "firstName", "lastName", "nickname", "mobile", "mobileCaptcha", "email", "emailCaptcha", "company",
  "title", "country", "province", "city", "area", "address", "zipCode", "contact", "remark",
] as const;

export function profileFormProps(
  lang: Lang,
  s: { form: FormState<ProfileFormValues>; extra: ProfileExtra; mobileCode: CodeState; emailCode: CodeState; showMobileCode: boolean; showEmailCode: boolean },
  edition: "zh" | "en",
  idPrefix: string,
  on: FormHandlers & { sendMobileCode: () => void; sendEmailCode: () => void },
): ProfileFormViewProps {
  const text: Record<string, string> = {
    heading: t(lang, "profile_title"),
    chooseProvince: t(lang, "choose_province"),
    chooseCity: t(lang, "choose_city"),
    chooseArea: t(lang, "choose_area"),
    submit: t(lang, "save"),
    submitting: t(lang, "submitting"),
  };
  for (const k of PROFILE_LABELS) text[k] = t(lang, `f_${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);
  return {
    idPrefix,
    edition,
    text,
    values: s.form.values,
    errors: s.form.errors,
    alert: s.form.alert || (s.extra.failed ? t(lang, "api_tools_1") : ""),
    success: s.form.success,
    busy: s.form.busy,
    loading: !s.extra.data && !s.extra.failed,
    provinces: s.extra.provinces,
    cities: s.extra.cities,
    areas: s.extra.areas,
    showMobileCode: s.showMobileCode,
    showEmailCode: s.showEmailCode,
    mobileCode: codeButtonProps(lang, s.mobileCode),
    emailCode: codeButtonProps(lang, s.emailCode),
    onField: on.onField,
    onSendMobileCode: on.sendMobileCode,
    onSendEmailCode: on.sendEmailCode,
    onSubmit: on.onSubmit,
    inputRef: on.inputRef,
  };
}

/** The common part of the three simple forms. */
function simple<V extends object>(lang: Lang, form: FormState<V>, idPrefix: string, submitKey: string, on: FormHandlers) {
  return {
    idPrefix,
    values: form.values as Record<string, string>,
    errors: form.errors,
    alert: form.alert,
    success: form.success,
    busy: form.busy,
    submitLabel: t(lang, submitKey),
    busyLabel: t(lang, "submitting"),
    ...on,
  };
}

export function passwordFormProps(lang: Lang, s: { form: FormState<PasswordValues> }, idPrefix: string, on: FormHandlers): SimpleFormViewProps {
  return {
    ...simple(lang, s.form, idPrefix, "pwd_submit", on),
    title: t(lang, "pwd_title"),
    fields: [
      { kind: "password", name: "oldPassword", label: t(lang, "f_old_password"), autoComplete: "current-password", required: true },
      { kind: "password", name: "password", label: t(lang, "f_new_password"), hint: t(lang, "f_password_hint"), autoComplete: "new-password", required: true },
      { kind: "password", name: "confirmPassword", label: t(lang, "f_confirm_password"), autoComplete: "new-password", required: true },
    ],
  };
}

export function certificateFormProps(lang: Lang, s: { form: FormState<CertificateFormValues> }, idPrefix: string, on: FormHandlers): SimpleFormViewProps {
  return {
    ...simple(lang, s.form, idPrefix, "save", on),
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
  };
}

export function bankFormProps(lang: Lang, s: { form: FormState<BankFormValues>; detail: DetailState }, idPrefix: string, on: FormHandlers): SimpleFormViewProps {
  const masked = s.detail.data?.detail.accountNumberMasked;
  return {
    ...simple(lang, s.form, idPrefix, "save", on),
    title: t(lang, "bank_title"),
    intro: masked ? t(lang, "bank_saved_number", { number: masked }) : "",
    fields: [
      { kind: "text", name: "bank", label: t(lang, "f_bank"), required: true },
      { kind: "text", name: "accountName", label: t(lang, "f_account_name"), autoComplete: "name", required: true },
      { kind: "text", name: "accountNumber", label: t(lang, "f_account_number"), inputMode: "numeric", required: true, maxLength: 40 },
    ],
  };
}
