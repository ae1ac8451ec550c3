/**
 * `<pw-verify-code-button>`: sends a verification code to a mobile number
 * or email and counts down before a resend is allowed (SPEC §4: disabled
 * with a 60 s countdown, then re-enabled; §7 send_valification_code,
 * send_email_valification_code; §9). A resend the server refuses
 * (code_too_frequent) counts down the server's remaining wait. After a
 * reload the countdown resumes (GET guest/checkCodeExists).
 *
 * @summary Verification-code button with countdown.
 * @attr channel - "sms" (default) or "email"
 * @attr purpose - "register" (default), "reset" or "modify"
 * @attr to - the mobile number or email to send to
 * @attr to-input - id of an input in the same document (or shadow root) to read the target from when clicked; used when `to` is absent
 * @attr seconds - countdown in seconds (default 60, 1–600)
 * @event pw-verify-code-sent - a code was sent (or is still on its way); detail `{ channel, purpose, to, resendIn, sent }`
 * @event pw-verify-code-error - sending failed; detail `{ code, msg }` (also shown beside the button)
 * @csspart button - the button
 * @csspart error - the error message
 * @cssproperty --pw-color-primary - button colour
 * @cssproperty --pw-color-danger - error colour
 * @cssproperty --pw-focus-ring - focus outline colour
 */
import { createElement, Fragment, useId } from "react";
import { attr, emit } from "../core/element.js";
import { t } from "../core/i18n/index.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import css from "./verify-code-button.css";
import { CHANNELS, DEFAULT_SECONDS, PURPOSES, type Channel, type Purpose } from "./verify-code-button.logic.js";
import { useVerifyCode } from "./use-verify-code-button.js";
import { VerifyCodeButton } from "./VerifyCodeButton.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-verify-code-sent": CustomEvent<{ channel: Channel; purpose: Purpose; to: string; resendIn: number; sent: boolean }>;
    "pw-verify-code-error": CustomEvent<{ code: string; msg: string }>;
  }
}

const TAG = "pw-verify-code-button";
const ATTRS = ["channel", "purpose", "to", "toInput", "seconds"] as const;

/** The target: the `to` attribute, else the value of the input named by `to-input` (same root first, then the document). */
function targetOf(host: HTMLElement, to: string | undefined, inputId: string | undefined): string {
  if (to) return to;
  if (!inputId) return "";
  const root = host.getRootNode() as Document | ShadowRoot;
  const el = (root.getElementById?.(inputId) ?? document.getElementById(inputId)) as HTMLInputElement | null;
  return el?.value ?? "";
}

function VerifyCodeButtonElement({ host, lang, attrs }: WidgetProps<(typeof ATTRS)[number]>) {
  const channel = attr.enumeration(TAG, "channel", attrs.channel, CHANNELS, "sms");
  const purpose = attr.enumeration(TAG, "purpose", attrs.purpose, PURPOSES, "register");
  const seconds = attr.number(TAG, "seconds", attrs.seconds, DEFAULT_SECONDS, 1, 600);
  const noteId = useId();
  const code = useVerifyCode({ channel, purpose, lang, seconds, resumeFor: attrs.to });
  const label = code.left > 0 ? t(lang, "vc_resend_in", { seconds: code.left }) : t(lang, code.sentNote ? "vc_resend" : "vc_get");
  return createElement(
    Fragment,
    null,
    createElement(VerifyCodeButton, {
      label,
      disabled: code.busy || code.left > 0,
      busy: code.busy,
      note: code.sentNote ? t(lang, "vc_sent") : "",
      noteId,
      onActivate: async () => {
        const to = targetOf(host, attrs.to, attrs.toInput).trim();
        const res = await code.send(to);
        if (res.ok) emit(host, "pw-verify-code-sent", { channel, purpose, to, resendIn: res.resendIn, sent: res.sent });
        else if (res.code !== "busy") emit(host, "pw-verify-code-error", { code: res.code, msg: res.msg });
      },
    }),
    createElement("span", { className: "error", part: "error", role: "alert" }, code.error),
  );
}

defineWidget(TAG, VerifyCodeButtonElement, { attributes: ATTRS, css });
