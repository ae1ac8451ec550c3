/**
 * <pw-verify-code-button> view (widgets/account/VerifyCodeButton.tsx plus
 * the error line verify-code-button.element.ts renders beside it) in every
 * state. The label ("get code" / "resend in {seconds}s" / "send again"),
 * the sent note and the errors (v_mobile_format, v_email_format,
 * account_exists, too_many_requests …) come from the catalogue in the
 * toolbar language, as the element computes them.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { t, type Lang, type MessageKey } from "../widgets/core/i18n/index.js";
import { message } from "../widgets/core/validate.js";
import { VerifyCodeButton } from "../widgets/account/VerifyCodeButton.js";
import css from "../widgets/account/verify-code-button.css?raw";
import { checkTarget, DEFAULT_SECONDS, type Channel } from "../widgets/account/verify-code-button.logic.js";
import { codeLabel, useCountdown } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  /** seconds left of the countdown (0 = not counting) */
  left: number;
  /** a code was sent: "send again" after the countdown, and the status note */
  sent: boolean;
  busy: boolean;
  /** catalogue key of the error beside the button ("" for none) */
  errorKey: MessageKey | "";
  onActivate: () => void;
};

function View({ lang, left, sent, busy, error, onActivate }: { lang: Lang; left: number; sent: boolean; busy: boolean; error: string; onActivate: () => void }) {
  return (
    <InShadow css={css} lang={lang}>
      <VerifyCodeButton
        label={codeLabel(lang, left, sent)}
        disabled={busy || left > 0}
        busy={busy}
        note={sent ? t(lang, "vc_sent") : ""}
        noteId="vc-story-note"
        onActivate={onActivate}
      />
      <span className="error" part="error" role="alert">
        {error}
      </span>
    </InShadow>
  );
}

const meta: Meta<Args> = {
  title: "Widgets/pw-verify-code-button",
  args: { left: 0, sent: false, busy: false, errorKey: "", onActivate: fn() },
  argTypes: {
    left: { control: { type: "range", min: 0, max: 600 } },
    errorKey: { control: "select", options: ["", "v_mobile_empty", "v_mobile_format", "v_email_format", "account_exists", "too_many_requests", "api_tools_1"] },
  },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return <View lang={lang} left={a.left} sent={a.sent} busy={a.busy} error={a.errorKey ? t(lang, a.errorKey) : ""} onActivate={a.onActivate} />;
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Ready: "get code". */
export const Idle: Story = {};

/** Sending: disabled and aria-busy. */
export const Sending: Story = { args: { busy: true } };

/** Just sent: "resend in 60s", disabled; the status note says the code was sent. */
export const CountdownStart: Story = { args: { sent: true, left: DEFAULT_SECONDS } };

/** Counting down, near the end. */
export const CountdownLate: Story = { args: { sent: true, left: 7 } };

/** A long countdown (seconds="600" or the server's code_too_frequent wait): the label must fit the reserved width. */
export const CountdownLong: Story = { args: { sent: true, left: 600 } };

/** Countdown over: "send again", enabled. */
export const Resend: Story = { args: { sent: true } };

/** The target is not a mobile number (v_mobile_format), shown beside the button. */
export const InvalidTarget: Story = { args: { errorKey: "v_mobile_format" } };

/** The server refused (account_exists for purpose register). */
export const ServerError: Story = { args: { errorKey: "account_exists" } };

/** Rate limited (too_many_requests). */
export const RateLimited: Story = { args: { errorKey: "too_many_requests" } };

/**
 * A running countdown: click to "send" to the number in the box (checked
 * with checkTarget as the element does); after 500 ms the button counts
 * down 60 s for real, one tick a second, then offers "send again".
 */
export const CountdownRunning: Story = {
  render: (a, { globals }) => <Running lang={storyLang(globals)} onActivate={a.onActivate} />,
};

function Running({ lang, onActivate }: { lang: Lang; onActivate: () => void }) {
  const { left, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [to, setTo] = useState("13912345678");
  const channel: Channel = to.includes("@") ? "email" : "sms";
  const send = () => {
    onActivate();
    if (busy || left > 0) return;
    const bad = checkTarget(channel, to);
    if (bad) return setError(message(lang, bad));
    setError("");
    setBusy(true);
    setSent(false);
    setTimeout(() => {
      setBusy(false);
      setSent(true);
      start(DEFAULT_SECONDS);
    }, 500);
  };
  return (
    <div style={{ display: "flex", gap: 8, alignItems: "center", flexWrap: "wrap" }}>
      <label>
        {t(lang, "f_mobile_or_email")}{" "}
        <input value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <View lang={lang} left={left} sent={sent} busy={busy} error={error} onActivate={send} />
    </div>
  );
}
