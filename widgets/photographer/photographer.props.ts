/**
 * Attributes + state → view props for <pw-photographer-form> (DESIGN §2
 * `<feature>.props.ts`): pure. Strings from locale/ (field messages were
 * made by the store from the validation and codes catalogues).
 */
import { attr } from "../core/element.js";
import { loginUrl, type Edition } from "../../common/edition.js";
import { BIO_MAX, statusName } from "../../common/photographer.js";
import { TEXT_FIELDS } from "../../common/validate.js";
import { needsCode, type Field, type PhotographerFormState } from "./photographer.store.js";
import type { FieldSpec, PhotographerFormViewProps } from "./PhotographerForm.js";
import { t, type Lang } from "./locale/index.js";

/** The parsed attributes. */
export interface PhotographerAttributes {
  /** where a guest logs in (default: the edition's login page, back to this page) */
  loginHref: string;
}

/** Parses the raw attributes (undefined when absent); `here` is the page's path + search. */
export function parseAttributes(raw: Partial<Record<"loginHref", string>>, edition: Edition, here: string): PhotographerAttributes {
  return { loginHref: attr.string(raw.loginHref).trim() || loginUrl(edition, here) };
}

export interface PhotographerHandlers {
  onField(field: Field, value: string): void;
  onSendCode(): void;
  onSubmit(): void;
  inputRef(field: Field): (el: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** The view's props for a state. */
export function photographerFormProps(
  lang: Lang,
  a: PhotographerAttributes,
  s: PhotographerFormState,
  idPrefix: string,
  on: PhotographerHandlers,
): PhotographerFormViewProps {
  const node = s.node;
  const codeNeeded = needsCode(node, s.values);
  const opt = (label: string) => `${label}${t(lang, "optional")}`;
  const fields: FieldSpec[] = [
    { name: "name", label: t(lang, "name"), hint: t(lang, "name_hint"), required: true, maxLength: TEXT_FIELDS.name, autoComplete: "name" },
    { name: "nameZh", label: opt(t(lang, "name_zh")), maxLength: TEXT_FIELDS.name },
    { name: "mobile", label: t(lang, "mobile"), required: true, type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 11 },
    ...(codeNeeded
      ? [{ name: "captcha" as const, label: t(lang, "captcha"), hint: node ? t(lang, "captcha_hint") : undefined, required: true, inputMode: "numeric" as const, autoComplete: "one-time-code", maxLength: 6, withCodeButton: true }]
      : []),
    { name: "email", label: opt(t(lang, "email")), type: "email", inputMode: "email", autoComplete: "email", maxLength: 254 },
    { name: "bio", label: opt(t(lang, "bio")), hint: t(lang, "bio_hint"), multiline: true, maxLength: BIO_MAX },
  ];
  const edition: Edition = lang === "en" ? "en" : "zh";
  return {
    idPrefix,
    phase: s.phase,
    title: t(lang, node ? "title_profile" : "title_register"),
    intro: node ? "" : t(lang, "intro_register"),
    loadingLabel: t(lang, "loading"),
    guestText: t(lang, "login_needed"),
    loginLabel: t(lang, "login"),
    loginHref: a.loginHref,
    status: node ? { label: t(lang, "status"), value: t(lang, `status_${statusName(node.status)}`), kind: statusName(node.status) } : null,
    portfolio: node ? { href: node.portfolioUrl[edition], label: t(lang, "portfolio"), photos: t(lang, "photos", { count: node.photoCount }) } : null,
    fields,
    values: s.values,
    errors: s.errors,
    alert: s.alert,
    success: s.success,
    codeButton: {
      label: s.sending ? t(lang, "sending") : s.countdown > 0 ? t(lang, "resend_in", { seconds: s.countdown }) : t(lang, "send_code"),
      disabled: s.sending || s.countdown > 0 || s.phase === "saving",
    },
    busy: s.phase === "saving",
    submitLabel: s.phase === "saving" ? t(lang, "saving") : t(lang, node ? "submit_update" : "submit_register"),
    ...on,
  };
}
