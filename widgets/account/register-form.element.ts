/**
 * `<pw-register-form>`: registration by mobile number or email with a
 * verification code (SPEC §7 register, send_valification_code,
 * send_email_valification_code, check_usercode_register,
 * checkCodeForMobileOrEmail; SPEC §5 rules with the same messages as the
 * server). On success the member is logged in and the page goes to the
 * `redirect` query parameter (same-site only) or the member's centre.
 * With a third-party `ticket` (from bind_account.html) the new account is
 * bound to that account too.
 *
 * @summary Member registration form.
 * @attr ticket - third-party binding ticket (default: the page's `?ticket=`)
 * @attr no-redirect - present: stay on the page after success (the event still fires)
 * @event pw-register-complete - registered and logged in; detail `{ member }`
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
import { navigation } from "../core/api.js";
import { attr, emit } from "../core/element.js";
import { loginUrl } from "../core/edition.js";
import { t } from "../core/i18n/index.js";
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { centreUrl, pageEdition, redirectTarget } from "./form.logic.js";
import { RegisterForm } from "./RegisterForm.js";
import { useRegisterForm } from "./use-register-form.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-register-complete": CustomEvent<{ member: Member }>;
  }
}

const ATTRS = ["ticket", "noRedirect"] as const;

function RegisterFormElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const idPrefix = useId().replace(/:/g, "");
  const edition = pageEdition(location.pathname, location.search);
  const ticket = attr.string(attrs.ticket, new URLSearchParams(location.search).get("ticket") ?? "");
  const stay = attr.boolean(attrs.noRedirect, false);
  const f = useRegisterForm(lang, {
    ticket: ticket || undefined,
    onDone: (member) => {
      emit(host, "pw-register-complete", { member });
      if (!stay) navigation.assign(redirectTarget(location.search, centreUrl(member.nature, edition)));
    },
  });
  const left = f.code.left;
  return createElement(RegisterForm, {
    idPrefix: `reg${idPrefix}`,
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
      codeButton: left > 0 ? t(lang, "vc_resend_in", { seconds: left }) : t(lang, f.code.sentNote ? "vc_resend" : "vc_get"),
      codeNote: f.code.sentNote ? t(lang, "vc_sent") : "",
      thirdParty: ticket ? t(lang, "reg_with_third_party") : "",
    },
    values: f.values,
    errors: f.errors,
    alert: f.alert,
    success: f.success,
    busy: f.busy,
    codeBusy: f.code.busy,
    codeDisabled: f.code.busy || left > 0,
    loginHref: loginUrl(edition),
    thirdParty: ticket ? t(lang, "reg_with_third_party") : "",
    onField: (field, value) => f.setField(field as keyof typeof f.values, value),
    onBlurAccount: () => void f.checkTaken(),
    onBlurCode: () => void f.checkCode(),
    onSendCode: () => void f.sendCode(),
    onSubmit: () => void f.submitForm(),
    inputRef: f.ref,
  });
}

defineWidget("pw-register-form", RegisterFormElement, { attributes: ATTRS, css });
