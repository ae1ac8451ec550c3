/**
 * <pw-verify-code-button> as a site builder writes it, in every state the
 * API can put it in: ready, sending, counting down after a send, a resend
 * the server refuses (429 code_too_frequent with retryAfter), a countdown
 * resumed after a reload (GET guest/checkCodeExists), a bad target (SPEC §5),
 * an account already registered (409 account_exists), the rate limit, a
 * network failure. Send calls answer as server/src/routes/account/ does.
 */
import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/verify-code-button.element.js";
import { codeAnswers, codeSent, codeTooFrequent, codeWaiting, failWith } from "./account-mocks.js";
import { loginAs, networkError, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default {
  title: "Elements/<pw-verify-code-button>",
  ...elementMeta("pw-verify-code-button", { channel: "sms", purpose: "register", to: "13500135000" }),
};
type Story = StoryObj<ElementArgs>;

const button = async (canvas: HTMLElement) =>
  waitFor(
    () => {
      const b = canvas.querySelector("pw-verify-code-button")?.shadowRoot?.querySelector<HTMLButtonElement>("button");
      if (!b) throw new Error("no button");
      return b;
    },
    { timeout: 5000 },
  );
const errorText = (canvas: HTMLElement) => canvas.querySelector("pw-verify-code-button")?.shadowRoot?.querySelector('[part="error"]')?.textContent ?? "";
const press = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  const b = await button(canvasElement);
  b.click();
  return b;
};
const fresh = [loginAs(null), codeWaiting(0)];

/** Ready: "获取验证码". */
export const Ready: Story = { beforeEach: ({ msw }) => msw.use(...fresh, ...codeSent()) };

/** channel="email": sends to an email address. */
export const Email: Story = { args: { channel: "email", to: "reader@example.com" }, beforeEach: Ready.beforeEach };

/** Sending: busy and disabled until the server answers. */
export const Sending: Story = {
  beforeEach: ({ msw }) => msw.use(...fresh, ...codeAnswers(pending)),
  play: async (ctx) => {
    const b = await press(ctx);
    await expect(b.disabled).toBe(true);
  },
};

/** Sent: pw-verify-code-sent fires, the button counts 60 s down disabled, the note "验证码已发送" is announced. */
export const CountingDown: Story = {
  beforeEach: Ready.beforeEach,
  play: async (ctx) => {
    const b = await press(ctx);
    await waitFor(() => expect(b.disabled).toBe(true));
  },
};

/** seconds="5": a short countdown, then "重新获取" (send again). */
export const ShortCountdown: Story = {
  args: { seconds: "5" },
  beforeEach: Ready.beforeEach,
  play: async (ctx) => {
    const b = await press(ctx);
    await waitFor(() => expect(b.disabled).toBe(false), { timeout: 8000 });
  },
};

/** A resend within 60 s: 429 code_too_frequent with retryAfter 37; the button counts down the server's real wait. */
export const ResendTooSoon: Story = {
  beforeEach: ({ msw }) => msw.use(...fresh, ...codeTooFrequent(37)),
  play: async (ctx) => {
    const b = await press(ctx);
    await waitFor(() => expect(b.textContent).toMatch(/3[67]/));
  },
};

/** After a reload: a code sent 18 s ago is still waiting (checkCodeExists resendIn 42), so the countdown resumes at once. */
export const ResumedAfterReload: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null), codeWaiting(42), ...codeSent()) };

/** A bad target (to="2380013800"): SPEC §5 v_mobile_format beside the button, pw-verify-code-error fires, nothing is sent. */
export const InvalidTarget: Story = {
  args: { to: "2380013800" },
  beforeEach: Ready.beforeEach,
  play: async (ctx) => {
    await press(ctx);
    await waitFor(() => expect(errorText(ctx.canvasElement)).not.toBe(""));
  },
};

/** purpose="register" for a registered number: 409 account_exists beside the button. */
export const AccountExists: Story = {
  beforeEach: ({ msw }) => msw.use(...fresh, ...codeAnswers(failWith("account_exists", [{ field: "mobile", rule: "exists" }]))),
  play: InvalidTarget.play,
};

/** Too many codes from this address or to this number: 429 too_many_requests. */
export const RateLimited: Story = {
  beforeEach: ({ msw }) => msw.use(...fresh, ...codeAnswers(failWith("too_many_requests"))),
  play: InvalidTarget.play,
};

/** The server cannot be reached: api_tools_1, the button is enabled again. */
export const NetworkFailure: Story = {
  beforeEach: ({ msw }) => msw.use(...fresh, ...codeAnswers(networkError)),
  play: InvalidTarget.play,
};
