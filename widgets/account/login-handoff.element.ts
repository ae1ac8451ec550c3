/**
 * `<pw-login-handoff>`: the login hand-off page's element on the Photowire
 * site (common/handoff.ts HANDOFF_PATH; issue 22 item 4). A partner site's
 * page, whose browser keeps the session cookie out of its calls, opens this
 * page in a popup with `?origin=<its own origin>` (core/handoff.ts). Here,
 * first party, the element:
 * - reads the member (core/session.ts); a guest logs in with the login form
 *   shown in place (no navigation: the popup keeps its opener);
 * - asks POST guest/handoff `{ origin }` for a token bound to that origin
 *   (one hour at most; refused with forbidden unless the origin is one of
 *   ALLOWED_ORIGINS);
 * - posts `{ type: "photowire:login-handoff", token, expiresAt }` to the
 *   opener, to that origin only, fires `pw-login-handoff-done` and closes the
 *   window.
 * It says why when it stops: no partner origin in the address, no page behind
 * the popup, an origin the site does not allow, or the server's message.
 * Language: the page's `?lang=en|zh` when present (as the login page),
 * else the nearest `lang` attribute, then the edition prefix.
 *
 * @summary Hands the member's login to the partner page that opened it.
 * @event pw-login-handoff-done - the token was posted to the partner page, just before the window closes; detail `{ origin }`
 * @csspart base - the heading, message and alert
 * @csspart heading - the heading
 * @csspart message - what is happening (role="status")
 * @csspart alert - why the hand-off stopped (role="alert")
 * @csspart close - the close-window button
 * @csspart form - the login form (a guest)
 * @csspart field - a label + input + messages group of the form
 * @csspart label - a field label
 * @csspart input - a text or password input
 * @csspart hint - the account hint
 * @csspart field-error - a field's error message
 * @csspart remember - the "remember me" checkbox and its label
 * @csspart submit - the login button
 * @cssproperty --pw-login-form-width - max width (360px)
 * @cssproperty --pw-login-form-min-height - reserved height (320px)
 * @cssproperty --pw-login-form-heading-size - heading font size (1.5rem)
 * @cssproperty --pw-color-error - alert colour
 * @cssproperty --pw-color-primary - button background
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, Fragment, useCallback } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { loginFormProps } from "./account.props.js";
import { t } from "./locale/index.js";
import { LoginForm } from "./LoginForm.js";
import { LoginHandoff } from "./LoginHandoff.js";
import handoffCss from "./login-handoff.css";
import loginFormCss from "./login-form.css";
import { queryLang } from "./login-form.store.js";
import { useLoginForm } from "./use-login-form.js";
import { useLoginHandoff } from "./use-login-handoff.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-login-handoff-done": CustomEvent<{ origin: string }>;
  }
}

function LoginHandoffElement({ host, lang: inherited }: WidgetProps<never>) {
  const lang = queryLang(location.search) ?? inherited;
  const onDone = useCallback(
    (origin: string) => {
      emit(host, "pw-login-handoff-done", { origin });
      window.close();
    },
    [host],
  );
  const { origin, state, handOff } = useLoginHandoff(lang, onDone);
  const form = useLoginForm();
  const site = origin ?? "";
  const stopped = state.phase === "error" || state.phase === "done";
  const view = createElement(LoginHandoff, {
    heading: t(lang, "handoff_title"),
    message:
      state.phase === "login"
        ? t(lang, "handoff_intro", { origin: site })
        : state.phase === "done"
          ? t(lang, "handoff_done", { origin: site })
          : state.phase === "error"
            ? ""
            : t(lang, "handoff_working", { origin: site }),
    alert:
      state.phase !== "error"
        ? ""
        : state.reason === "failed"
          ? state.msg || t(lang, "api_tools_1")
          : t(lang, `handoff_${state.reason}`, { origin: site }),
    closeLabel: stopped ? t(lang, "handoff_close") : undefined,
    onClose: () => window.close(),
  });
  if (state.phase !== "login") return view;
  return createElement(
    Fragment,
    null,
    view,
    createElement(
      LoginForm,
      loginFormProps(lang, { headingLevel: 0 }, form.state, {
        change: form.store.setField,
        remember: form.store.setRemember,
        submit: async () => {
          const res = await form.store.submit(lang);
          if (!res.ok) return res.focus;
          void handOff();
          return null;
        },
      }),
    ),
  );
}

defineWidget("pw-login-handoff", LoginHandoffElement, { attributes: [], css: loginFormCss + handoffCss });
