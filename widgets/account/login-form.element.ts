/**
 * `<pw-login-form>`: the member login form of the login page
 * (/public_resource/public/html/login2.html, SPEC §2; POST guest/login,
 * SPEC §7). Account (member code, mobile or email) and password with their
 * labels; required-field errors (account_required, password_required) next
 * to each field with aria-invalid and aria-describedby; the server's msg
 * (login_failed, too_many_requests, api_tools_1 …) in a role="alert" region;
 * the submit button is disabled while the call runs. On success the member
 * goes into the shared session (core/session.ts setMember) and the page goes
 * to its `redirect` query parameter when it is a same-site path
 * (core/edition.ts safeRedirect), else to the edition's home (homeUrl).
 * Language: the page's `?lang=en|zh` when present (the login page's own
 * convention, see core/edition.ts loginUrl), else the nearest `lang`
 * attribute, then the edition prefix.
 *
 * @summary Member login form.
 * @attr heading-level - level of the "member login" heading inside the form, 1–6, or 0 for none (default 1)
 * @event pw-login-form-success - the member logged in, just before the page leaves; detail `{ member, url }` (SPEC §3 Member; url = where the page goes)
 * @csspart form - the form
 * @csspart heading - the heading
 * @csspart field - a label + input + messages group
 * @csspart label - a field label
 * @csspart input - a text or password input
 * @csspart hint - the account hint
 * @csspart field-error - a field's error message
 * @csspart alert - the server's message (role="alert")
 * @csspart submit - the submit button
 * @cssproperty --pw-login-form-width - max width (360px)
 * @cssproperty --pw-login-form-min-height - reserved height (320px)
 * @cssproperty --pw-login-form-color - text colour
 * @cssproperty --pw-login-form-heading-size - heading font size (1.5rem)
 * @cssproperty --pw-login-form-border - input border colour
 * @cssproperty --pw-login-form-input-bg - input background
 * @cssproperty --pw-login-form-hint-color - hint colour
 * @cssproperty --pw-color-error - error colour
 * @cssproperty --pw-color-primary - button background
 * @cssproperty --pw-color-on-primary - button text colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement } from "react";
import { navigation } from "../core/api.js";
import { attr, emit } from "../core/element.js";
import { t } from "../core/i18n/index.js";
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { LoginForm } from "./LoginForm.js";
import css from "./login-form.css";
import { afterLoginUrl, loginEditionOf, queryLang } from "./login-form.logic.js";
import { useLoginForm } from "./use-login-form.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-login-form-success": CustomEvent<{ member: Member; url: string }>;
  }
}

const TAG = "pw-login-form";
const ATTRS = ["headingLevel"] as const;

function LoginFormElement({ host, lang: inherited, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const lang = queryLang(location.search) ?? inherited;
  const f = useLoginForm(lang);
  const errors = {
    account: f.errors.account ? t(lang, f.errors.account) : "",
    password: f.errors.password ? t(lang, f.errors.password) : "",
  };
  return createElement(LoginForm, {
    headingLevel: Number(attr.enumeration(TAG, "heading-level", attrs.headingLevel, ["0", "1", "2", "3", "4", "5", "6"], "1")),
    heading: t(lang, "login_title"),
    accountLabel: t(lang, "account"),
    accountHint: t(lang, "account_hint"),
    passwordLabel: t(lang, "password"),
    submitLabel: t(lang, "login"),
    submittingLabel: t(lang, "login_submitting"),
    values: f.values,
    errors,
    submitting: f.submitting,
    alert: f.alert,
    onChange: f.setField,
    onSubmit: async () => {
      const res = await f.submit();
      if (!res.ok) return res.focus;
      const url = afterLoginUrl(location.search, loginEditionOf(location.pathname, location.search));
      emit(host, "pw-login-form-success", { member: res.member, url });
      navigation.assign(url);
      return null;
    },
  });
}

defineWidget(TAG, LoginFormElement, { attributes: ATTRS, css });
