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
import { createElement, Fragment, useCallback, useId, useState, type FormEvent } from "react";
import { emit } from "../core/element.js";
import { loginUrl } from "../core/edition.js";
import { t } from "../core/i18n/index.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { FormMessage, TextField } from "./Field.js";
import { pageEdition } from "./form.logic.js";
import { checkStep1, EMPTY_FORGET, FORGET_FIELDS, submitReset, validateStep1, validateStep2, type ForgetValues } from "./forget-password-form.logic.js";
import { useForm } from "./use-form.js";
import { useVerifyCode } from "./use-verify-code-button.js";
import { channelOf } from "./verify-code-button.logic.js";
import { VerifyCodeButton } from "./VerifyCodeButton.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-password-reset": CustomEvent<Record<string, never>>;
  }
}

function ForgetPasswordFormElement({ host, lang }: WidgetProps<never>) {
  const uid = useId().replace(/:/g, "");
  const id = (f: string) => `fgt${uid}-${f}`;
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const validate = useCallback((v: ForgetValues) => (step === 1 ? validateStep1(v) : validateStep2(v)), [step]);
  const f = useForm(EMPTY_FORGET, { lang, order: FORGET_FIELDS, validate });
  const channel = channelOf(f.values.account) ?? "sms";
  const code = useVerifyCode({ channel, purpose: "reset", lang });
  const edition = pageEdition(location.pathname, location.search);

  const sendCode = async () => {
    if (!channelOf(f.values.account)) {
      f.setErrors((e) => ({ ...e, account: t(lang, f.values.account.trim() ? "v_mobile_or_email" : "v_account_empty") }));
      return;
    }
    const res = await code.send(f.values.account);
    if (!res.ok && res.code !== "busy") {
      f.setErrors((e) => ({ ...e, account: res.msg }));
      code.setError("");
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (step === 1) {
      void f.submit(async (v) => {
        await checkStep1(v, lang);
        setStep(2);
        return "";
      });
    } else if (step === 2) {
      void f.submit(async (v) => {
        await submitReset(v, lang);
        setStep(3);
        emit(host, "pw-password-reset", {});
        return t(lang, "fgt_done");
      });
    }
  };
  const field = (name: keyof ForgetValues, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) =>
    createElement(TextField, {
      id: id(name),
      label,
      value: f.values[name],
      error: f.errors[name],
      onChange: (v: string) => f.setField(name, v),
      inputRef: f.ref(name),
      required: true,
      ...extra,
    });
  const left = code.left;
  return createElement(
    "form",
    { part: "form", noValidate: true, "aria-labelledby": id("title"), onSubmit },
    createElement("h2", { id: id("title"), className: "title" }, t(lang, "fgt_title")),
    createElement("p", { className: "hint" }, t(lang, step === 1 ? "fgt_step1" : step === 2 ? "fgt_step2" : "fgt_step3")),
    step === 1 &&
      createElement(
        Fragment,
        null,
        field("account", t(lang, "f_mobile_or_email"), { autoComplete: "username" }),
        field("captcha", t(lang, "f_captcha"), {
          inputMode: "numeric",
          autoComplete: "one-time-code",
          maxLength: 16,
          after: createElement(VerifyCodeButton, {
            label: left > 0 ? t(lang, "vc_resend_in", { seconds: left }) : t(lang, code.sentNote ? "vc_resend" : "vc_get"),
            disabled: code.busy || left > 0,
            busy: code.busy,
            note: code.sentNote ? t(lang, "vc_sent_if_exists") : "",
            noteId: id("code-note"),
            controls: id("captcha"),
            onActivate: () => void sendCode(),
          }),
        }),
      ),
    step === 2 &&
      createElement(
        Fragment,
        null,
        field("password", t(lang, "f_new_password"), { type: "password", autoComplete: "new-password", hint: t(lang, "f_password_hint") }),
        field("confirmPassword", t(lang, "f_confirm_password"), { type: "password", autoComplete: "new-password" }),
      ),
    createElement(FormMessage, { error: f.alert, success: f.success }),
    createElement(
      "div",
      { className: "actions" },
      step < 3 &&
        createElement(
          "button",
          { type: "submit", className: "btn", part: "submit", disabled: f.busy, "aria-busy": f.busy || undefined },
          f.busy ? t(lang, "submitting") : t(lang, step === 1 ? "next" : "fgt_submit"),
        ),
      createElement("a", { className: "link", href: loginUrl(edition) }, t(lang, step === 3 ? "fgt_to_login" : "back_to_login")),
    ),
  );
}

defineWidget("pw-forget-password-form", ForgetPasswordFormElement, { attributes: [], css });
