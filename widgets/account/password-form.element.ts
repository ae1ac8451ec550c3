/**
 * `<pw-password-form>`: the logged-in member changes the password (SPEC §7
 * user/update_password; SPEC §5: 8–16 characters, two kinds, no whitespace
 * or Chinese, confirmation uc1_profile_15; DESIGN §7: the other sessions
 * end). A guest is sent to the login page on submit (access_denied).
 *
 * @summary Password change form.
 * @event pw-password-changed - the password was changed; detail `{}`
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
import { t } from "../core/i18n/index.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { EMPTY_PASSWORD, PASSWORD_FIELDS, submitPassword, validatePasswordForm } from "./member-forms.logic.js";
import { SimpleForm } from "./SimpleForm.js";
import { useForm } from "./use-form.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-password-changed": CustomEvent<Record<string, never>>;
  }
}

function PasswordFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = useId().replace(/:/g, "");
  const f = useForm(EMPTY_PASSWORD, { lang, order: PASSWORD_FIELDS, validate: validatePasswordForm });
  return createElement(SimpleForm, {
    idPrefix: `pwd${idPrefix}`,
    title: t(lang, "pwd_title"),
    fields: [
      { kind: "password", name: "oldPassword", label: t(lang, "f_old_password"), autoComplete: "current-password", required: true },
      { kind: "password", name: "password", label: t(lang, "f_new_password"), hint: t(lang, "f_password_hint"), autoComplete: "new-password", required: true },
      { kind: "password", name: "confirmPassword", label: t(lang, "f_confirm_password"), autoComplete: "new-password", required: true },
    ],
    values: f.values,
    errors: f.errors,
    alert: f.alert,
    success: f.success,
    busy: f.busy,
    submitLabel: t(lang, "pwd_submit"),
    busyLabel: t(lang, "submitting"),
    onField: (field, value) => f.setField(field as keyof typeof f.values, value),
    onSubmit: () =>
      void f.submit(async (v) => {
        await submitPassword(v, lang);
        f.setValues(EMPTY_PASSWORD);
        emit(host, "pw-password-changed", {});
        return t(lang, "pwd_done");
      }),
    inputRef: f.ref,
  });
}

defineWidget("pw-password-form", PasswordFormElement, { attributes: [], css });
