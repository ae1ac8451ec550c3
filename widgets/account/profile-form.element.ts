/**
 * `<pw-profile-form>`: the logged-in member edits the profile (SPEC §7
 * modify_info; SPEC §5 rules with the server's messages). Chinese edition:
 * name and the address with province, city and area chosen from the real
 * division lists (SPEC §3); English edition: first and last name and
 * country. A new mobile number or email needs a code sent to it. A guest is
 * sent to the login page (access_denied).
 *
 * @summary Member profile form.
 * @event pw-profile-saved - saved; detail `{ member, detail }`
 * @csspart form - the form
 * @csspart field - each field
 * @csspart error - a field's error
 * @csspart alert - the form's error line
 * @csspart status - the success line
 * @csspart submit - the submit button
 * @cssproperty --pw-color-primary - buttons
 * @cssproperty --pw-color-danger - errors
 * @cssproperty --pw-focus-ring - focus outline
 * @cssproperty --pw-account-max-width - form width (32rem)
 */
import { createElement, useId } from "react";
import { emit } from "../core/element.js";
import { t, type Lang } from "../core/i18n/index.js";
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import type { MemberDetail } from "./member-detail.logic.js";
import { ProfileForm } from "./ProfileForm.js";
import { useProfileForm } from "./use-profile-form.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-profile-saved": CustomEvent<{ member: Member; detail: MemberDetail }>;
  }
}

const codeLabel = (lang: Lang, left: number, sent: boolean) =>
  left > 0 ? t(lang, "vc_resend_in", { seconds: left }) : t(lang, sent ? "vc_resend" : "vc_get");

function ProfileFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = useId().replace(/:/g, "");
  const f = useProfileForm(lang, (saved) => emit(host, "pw-profile-saved", saved));
  const keys = ["name", "firstName", "lastName", "nickname", "mobile", "mobileCaptcha", "email", "emailCaptcha", "company", "title", "country", "province", "city", "area", "address", "zipCode", "contact", "remark"];
  const text: Record<string, string> = {
    heading: t(lang, "profile_title"),
    chooseProvince: t(lang, "choose_province"),
    chooseCity: t(lang, "choose_city"),
    chooseArea: t(lang, "choose_area"),
    submit: t(lang, "save"),
    submitting: t(lang, "submitting"),
  };
  for (const k of keys) text[k] = t(lang, `f_${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`);
  return createElement(ProfileForm, {
    idPrefix: `prof${idPrefix}`,
    edition: f.edition,
    text,
    values: f.values,
    errors: f.errors,
    alert: f.alert || (f.failed ? t(lang, "api_tools_1") : ""),
    success: f.success,
    busy: f.busy,
    loading: f.loading,
    provinces: f.provinces,
    cities: f.cities,
    areas: f.areas,
    showMobileCode: f.showMobileCode,
    showEmailCode: f.showEmailCode,
    mobileCode: {
      label: codeLabel(lang, f.mobileCode.left, f.mobileCode.sentNote),
      disabled: f.mobileCode.busy || f.mobileCode.left > 0,
      busy: f.mobileCode.busy,
      note: f.mobileCode.sentNote ? t(lang, "vc_sent") : "",
    },
    emailCode: {
      label: codeLabel(lang, f.emailCode.left, f.emailCode.sentNote),
      disabled: f.emailCode.busy || f.emailCode.left > 0,
      busy: f.emailCode.busy,
      note: f.emailCode.sentNote ? t(lang, "vc_sent") : "",
    },
    onField: (field, value) => f.setField(field as keyof typeof f.values, value),
    onSendMobileCode: () => void f.sendMobileCode(),
    onSendEmailCode: () => void f.sendEmailCode(),
    onSubmit: () => void f.submitForm(),
    inputRef: f.ref,
  });
}

defineWidget("pw-profile-form", ProfileFormElement, { attributes: [], css });
