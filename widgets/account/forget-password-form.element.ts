/**
 * `<pw-forget-password-form>`: resets a forgotten password in two steps
 * (SPEC §7 check_is_captcha, login_forget_reset_password): the mobile number
 * or email with the code sent to it (purpose reset), then the new password
 * (SPEC §5 rules). Afterwards it links to the edition's login page.
 *
 * @summary Forgotten-password form.
 * @event pw-password-reset - the password was reset; detail `{}`
 * @csspart form - the form
 * @csspart field - a label + input + hint + error group
 * @csspart error - a field's error message
 * @csspart alert - the form's error line (role="alert")
 * @csspart status - the success line (role="status")
 * @csspart submit - the submit button
 * @csspart button - the verification-code button
 * @cssproperty --pw-account-max-width - form width (32rem)
 * @cssproperty --pw-account-color - text colour (inherited)
 * @cssproperty --pw-account-gap - space between the fields (14px)
 * @cssproperty --pw-account-border - input border colour (#767676)
 * @cssproperty --pw-account-input-bg - input background (#fff)
 * @cssproperty --pw-account-hint-color - hint colour (#545454)
 * @cssproperty --pw-color-primary - buttons (#b4141e)
 * @cssproperty --pw-color-on-primary - text on primary buttons (#fff)
 * @cssproperty --pw-color-danger - errors and required marks (#b3261e)
 * @cssproperty --pw-color-success - the success line (#146c2e)
 * @cssproperty --pw-color-link - links (#0b57d0)
 * @cssproperty --pw-radius - button corners (4px)
 * @cssproperty --pw-focus-ring - focus outline colour (#1a73e8)
 */
import { createElement, useId } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { forgetPasswordFormProps } from "./account.props.js";
import { ForgetPasswordForm } from "./ForgetPasswordForm.js";
import { useForgetPasswordForm } from "./use-forget-password-form.js";
import { useFieldFocus } from "./use-field-focus.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-password-reset": CustomEvent<Record<string, never>>;
  }
}

function ForgetPasswordFormElement({ host, lang }: WidgetProps<never>) {
  const idPrefix = `fgt${useId().replace(/:/g, "")}`;
  const { store, step, form, code } = useForgetPasswordForm();
  const { ref, focus } = useFieldFocus();
  return createElement(
    ForgetPasswordForm,
    forgetPasswordFormProps(lang, { step, form, code }, { pathname: location.pathname, search: location.search }, idPrefix, {
      onField: store.form.setField,
      sendCode: () => void store.sendCode(lang),
      onSubmit: () => void store.submit(lang, () => emit(host, "pw-password-reset", {})).then((r) => focus(r.focus)),
      inputRef: ref,
    }),
  );
}

defineWidget("pw-forget-password-form", ForgetPasswordFormElement, { attributes: [], css });
