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
 * (common/edition.ts safeRedirect), else to the edition's home (homeUrl).
 * Language: the page's `?lang=en|zh` when present (the login page's own
 * convention, see common/edition.ts loginUrl), else the nearest `lang`
 * attribute, then the edition prefix.
 *
 * @summary Member login form.
 * @attr {0 | 1 | 2 | 3 | 4 | 5 | 6} heading-level - level of the "member login" heading inside the form, 1–6, or 0 for none (default 1)
 * @event pw-login-form-success - the member logged in, just before the page leaves; detail `{ member, url }` (SPEC §3 Member; url = where the page goes)
 * @csspart form - the form
 * @csspart heading - the heading
 * @csspart field - a label + input + messages group
 * @csspart label - a field label
 * @csspart input - a text or password input
 * @csspart hint - the account hint
 * @csspart field-error - a field's error message
 * @csspart remember - the "remember me" checkbox and its label (ticked: a 30-day session, else 12 hours)
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
 * @cssproperty --pw-radius - button corners (4px)
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement } from "react";
import { navigation } from "../core/api.js";
import { emit } from "../core/element.js";
import type { Member } from "../core/session.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { LOGIN_FORM_ATTRS, loginFormProps, parseLoginFormAttributes } from "./account.props.js";
import { LoginForm } from "./LoginForm.js";
import css from "./login-form.css";
import { afterLoginUrl, loginEditionOf, queryLang } from "./login-form.store.js";
import { useLoginForm } from "./use-login-form.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-login-form-success": CustomEvent<{ member: Member; url: string }>;
  }
}

function LoginFormElement({ host, lang: inherited, attrs }: WidgetProps<(typeof LOGIN_FORM_ATTRS)[number]>) {
  const lang = queryLang(location.search) ?? inherited;
  const { store, state } = useLoginForm();
  return createElement(
    LoginForm,
    loginFormProps(lang, parseLoginFormAttributes(attrs), state, {
      change: store.setField,
      remember: store.setRemember,
      submit: async () => {
        const res = await store.submit(lang);
        if (!res.ok) return res.focus;
        const url = afterLoginUrl(location.search, loginEditionOf(location.pathname, location.search));
        emit(host, "pw-login-form-success", { member: res.member, url });
        navigation.assign(url);
        return null;
      },
    }),
  );
}

defineWidget("pw-login-form", LoginFormElement, { attributes: LOGIN_FORM_ATTRS, css });
