/**
 * `<pw-verify-code-button>`: sends a verification code to a mobile number
 * or email and counts down before a resend is allowed (SPEC §4: disabled
 * with a 60 s countdown, then re-enabled; §7 send_valification_code,
 * send_email_valification_code; §9). A resend the server refuses
 * (code_too_frequent) counts down the server's remaining wait. After a
 * reload the countdown resumes (GET guest/checkCodeExists).
 *
 * @summary Verification-code button with countdown.
 * @attr {"sms" | "email"} channel - "sms" (default) or "email"
 * @attr {"register" | "reset" | "modify"} purpose - "register" (default), "reset" or "modify"
 * @attr to - the mobile number or email to send to
 * @attr to-input - id of an input in the same document (or shadow root) to read the target from when clicked; used when `to` is absent
 * @attr {number} seconds - countdown in seconds (default 60, 1–600)
 * @event pw-verify-code-sent - a code was sent (or is still on its way); detail `{ channel, purpose, to, resendIn, sent }`
 * @event pw-verify-code-error - sending failed; detail `{ code, msg }` (also shown beside the button)
 * @csspart button - the button
 * @csspart error - the error message
 * @cssproperty --pw-verify-code-min-width - reserved width of the button, so that the countdown does not shift the layout (9.5em; 12.5em in English)
 * @cssproperty --pw-verify-code-disabled-color - text and border colour while counting down (#545454)
 * @cssproperty --pw-color-primary - button colour (#b4141e)
 * @cssproperty --pw-color-danger - error colour (#b3261e)
 * @cssproperty --pw-radius - button corners (4px)
 * @cssproperty --pw-focus-ring - focus outline colour (#1a73e8)
 */
import { createElement, Fragment, useId } from "react";
import { emit } from "../core/element.js";
import { defineWidget, type WidgetProps } from "../ui/define.js";
import { parseVerifyCodeAttributes, VERIFY_CODE_ATTRS, verifyCodeButtonProps } from "./account.props.js";
import css from "./verify-code-button.css";
import type { Channel, Purpose } from "./verify-code-button.rules.js";
import { useVerifyCode } from "./use-verify-code-button.js";
import { VerifyCodeButton } from "./VerifyCodeButton.js";

declare global {
  interface GlobalEventHandlersEventMap {
    "pw-verify-code-sent": CustomEvent<{ channel: Channel; purpose: Purpose; to: string; resendIn: number; sent: boolean }>;
    "pw-verify-code-error": CustomEvent<{ code: string; msg: string }>;
  }
}

/** The target: the `to` attribute, else the value of the input named by `to-input` (same root first, then the document). */
function targetOf(host: HTMLElement, to: string, inputId: string): string {
  if (to) return to;
  if (!inputId) return "";
  const root = host.getRootNode() as Document | ShadowRoot;
  const el = (root.getElementById?.(inputId) ?? document.getElementById(inputId)) as HTMLInputElement | null;
  return el?.value ?? "";
}

function VerifyCodeButtonElement({ host, lang, attrs }: WidgetProps<(typeof VERIFY_CODE_ATTRS)[number]>) {
  const a = parseVerifyCodeAttributes(attrs);
  const noteId = useId();
  const { store, state } = useVerifyCode({ channel: a.channel, purpose: a.purpose, seconds: a.seconds, lang, resumeFor: a.to });
  const p = verifyCodeButtonProps(lang, state, noteId, async () => {
    const to = targetOf(host, a.to, a.toInput).trim();
    const res = await store.send(a.channel, to, lang);
    if (res.ok) emit(host, "pw-verify-code-sent", { channel: a.channel, purpose: a.purpose, to, resendIn: res.resendIn, sent: res.sent });
    else if (res.code !== "busy") emit(host, "pw-verify-code-error", { code: res.code, msg: res.msg });
  });
  return createElement(
    Fragment,
    null,
    createElement(VerifyCodeButton, p.button),
    createElement("span", { className: "error", part: "error", role: "alert" }, p.error),
  );
}

defineWidget("pw-verify-code-button", VerifyCodeButtonElement, { attributes: VERIFY_CODE_ATTRS, css });
