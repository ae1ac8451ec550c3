/**
 * `<pw-forget-password-form>`: resets a forgotten password in two steps
 * (SPEC §7 check_is_captcha, login_forget_reset_password): the mobile number
 * or email with the code sent to it (purpose reset), then the new password
 * (SPEC §5 rules). Afterwards it links to the edition's login page.
 *
 * @summary Forgotten-password form.
 * @event pw-password-reset - the password was reset; detail `{}`
 * @csspart form - the form
 * @csspart field - each field
 * @csspart error - a field's error
 * @csspart alert - the form's error line
 * @csspart status - the success line
 * @csspart submit - the submit button
 * @cssproperty --pw-color-primary - buttons
 * @cssproperty --pw-color-danger - errors
 * @cssproperty --pw-focus-ring - focus outline
 */
import { createElement, useId } from "react";
import { emit } from "../core/element.js";
import { loginUrl } from "../core/edition.js";
import { t } from "../core/i18n/index.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { pageEdition } from "./form.logic.js";
import { ForgetPasswordForm } from "./ForgetPasswordForm.js";
import { useForgetPasswordForm } from "./use-forget-password-form.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-password-reset": CustomEvent<Record<string, never>>;
  }
}

function ForgetPasswordFormElement({ host, lang }: WidgetProps<never>) {
  const uid = useId().replace(/:/g, "");
  const f = useForgetPasswordForm(lang, () => emit(host, "pw-password-reset", {}));
  const edition = pageEdition(location.pathname, location.search);
  const left = f.code.left;
  return createElement(ForgetPasswordForm, {
    idPrefix: `fgt${uid}`,
    step: f.step,
    text: {
      title: t(lang, "fgt_title"),
      intro: t(lang, f.step === 1 ? "fgt_step1" : f.step === 2 ? "fgt_step2" : "fgt_step3"),
      account: t(lang, "f_mobile_or_email"),
      captcha: t(lang, "f_captcha"),
      password: t(lang, "f_new_password"),
      passwordHint: t(lang, "f_password_hint"),
      confirmPassword: t(lang, "f_confirm_password"),
      submit: t(lang, f.step === 1 ? "next" : "fgt_submit"),
      busy: t(lang, "submitting"),
      link: t(lang, f.step === 3 ? "fgt_to_login" : "back_to_login"),
    },
    loginHref: loginUrl(edition),
    values: f.values,
    errors: f.errors,
    alert: f.alert,
    success: f.success,
    busy: f.busy,
    code: {
      label: left > 0 ? t(lang, "vc_resend_in", { seconds: left }) : t(lang, f.code.sentNote ? "vc_resend" : "vc_get"),
      disabled: f.code.busy || left > 0,
      busy: f.code.busy,
      note: f.code.sentNote ? t(lang, "vc_sent_if_exists") : "",
      onActivate: () => void f.sendCode(),
    },
    onField: (field, value) => f.setField(field, value),
    onSubmit: () => void f.submitForm(),
    inputRef: f.ref,
  });
}

defineWidget("pw-forget-password-form", ForgetPasswordFormElement, { attributes: [], css });
