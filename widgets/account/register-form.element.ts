/**
 * `<pw-register-form>`: registration by mobile number or email with a
 * verification code (SPEC §7 register, send_valification_code,
 * send_email_valification_code, check_usercode_register,
 * checkCodeForMobileOrEmail; SPEC §5 rules with the same messages as the
 * server). On success the member is logged in and the page goes to the
 * `redirect` query parameter (same-site only) or the member's center.
 * With a third-party `ticket` (from bind_account.html) the new account is
 * bound to that account too.
 *
 * @summary Member registration form.
 * @attr ticket - third-party binding ticket (default: the page's `?ticket=`)
 * @attr {boolean} no-redirect - present: stay on the page after success (the event still fires)
 * @event pw-register-complete - registered and logged in; detail `{ member }`
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
import { navigation } from "../core/api.js";
import { emit } from "../core/element.js";
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./account.css";
import { parseRegisterFormAttributes, REGISTER_FORM_ATTRS, registerFormProps } from "./account.props.js";
import { centerUrl, pageEdition, redirectTarget } from "./form.rules.js";
import type { RegisterFormValues } from "./register-form.store.js";
import { RegisterForm } from "./RegisterForm.js";
import { useRegisterForm } from "./use-register-form.js";
import { useFieldFocus } from "./use-field-focus.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-register-complete": CustomEvent<{ member: Member }>;
  }
}

function RegisterFormElement({ host, lang, attrs }: WidgetProps<(typeof REGISTER_FORM_ATTRS)[number]>) {
  const idPrefix = `reg${useId().replace(/:/g, "")}`;
  const page = { pathname: location.pathname, search: location.search };
  const a = parseRegisterFormAttributes(attrs, page);
  const { store, form, code } = useRegisterForm();
  const { ref, focus } = useFieldFocus();
  const onDone = (member: Member) => {
    emit(host, "pw-register-complete", { member });
    if (!a.noRedirect) navigation.assign(redirectTarget(location.search, centerUrl(member.nature, pageEdition(page.pathname, page.search))));
  };
  return createElement(
    RegisterForm,
    registerFormProps(lang, a, { form, code }, page, idPrefix, {
      onField: (field, value) => store.form.setField(field as keyof RegisterFormValues, value),
      onBlurAccount: () => void store.checkTaken(lang),
      onBlurCode: () => void store.checkCode(lang),
      onSendCode: () => void store.sendCode(lang),
      onSubmit: () => void store.submit(lang, a.ticket, onDone).then((r) => focus(r.focus)),
      inputRef: ref,
    }),
  );
}

defineWidget("pw-register-form", RegisterFormElement, { attributes: REGISTER_FORM_ATTRS, css });
