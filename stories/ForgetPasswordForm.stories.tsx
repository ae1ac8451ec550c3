/**
 * <pw-forget-password-form> as a site builder writes it
 * (forget_password.html), in every state of its two steps. The reader's
 * steps are played on the real element; send_valification_code /
 * send_email_valification_code (purpose reset), check_is_captcha and
 * login_forget_reset_password answer as server/src/routes/account/ does
 * (a reset for an unknown account is answered like a known one).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/forget-password-form.element.js";
import { codeAnswers, codeSent, codeTooFrequent, failWith, fieldOf, fill, shadowOf, submit, textIn } from "./account-mocks.js";
import { loginAs, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-forget-password-form>", ...elementMeta("pw-forget-password-form") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-forget-password-form";
type Ctx = { canvasElement: HTMLElement };
const check = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/guest/check_is_captcha", resolver);
const reset = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/guest/login_forget_reset_password", resolver);
const guest = [loginAs(null), ...codeSent(), check(() => ok({ valid: true }))];
const codeButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>(".code-btn")!;

const step1 = async ({ canvasElement }: Ctx) => {
  const root = await shadowOf(canvasElement, TAG);
  await fill(root, { account: "member@photowire.test", captcha: "123456" });
  await submit(root);
  return root;
};
const step2 = async (ctx: Ctx, password = "Ocean9wave") => {
  const root = await step1(ctx);
  await waitFor(() => fieldOf(root, "password"), { timeout: 5000 });
  await fill(root, { password, confirmPassword: password });
  await submit(root);
  return root;
};

/** Step 1: the mobile number or email and its code. */
export const Step1: Story = { beforeEach: ({ msw }) => msw.use(...guest) };

/** Step 1 submitted empty: v_account_empty and v_captcha_empty under the fields. */
export const Step1Required: Story = {
  beforeEach: Step1.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await submit(root);
    await textIn(root, '[id$="-account-error"]');
  },
};

/** The code button with something that is neither a mobile number nor an email: v_mobile_or_email on the account field. */
export const Step1BadAccount: Story = {
  beforeEach: Step1.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { account: "someone" });
    codeButton(root).click();
    await textIn(root, '[id$="-account-error"]');
  },
};

/** A code was sent (or not, when the account is unknown: the note does not tell): the button counts down. */
export const Step1CodeSent: Story = {
  beforeEach: Step1.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { account: "13900139002" });
    codeButton(root).click();
    await waitFor(() => expect(codeButton(root).disabled).toBe(true));
  },
};

/** A resend within 60 s: 429 code_too_frequent with retryAfter 25; the button counts down the server's wait. */
export const Step1CodeTooFrequent: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), ...codeTooFrequent(25)),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { account: "13900139002" });
    codeButton(root).click();
    await waitFor(() => expect(codeButton(root).textContent).toMatch(/2[45]/));
  },
};

/** Codes sent too often from this address: too_many_requests under the account field. */
export const Step1CodeRateLimited: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), ...codeAnswers(failWith("too_many_requests"))),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { account: "13900139002" });
    codeButton(root).click();
    await textIn(root, '[id$="-account-error"]');
  },
};

/** Step 1 is being checked: the button is disabled. */
export const Step1Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), check(pending)),
  play: async (ctx) => {
    const root = await step1(ctx);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};

/** A wrong code: 422 captcha_invalid on the code field. */
export const Step1WrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), check(failWith("captcha_invalid", [{ field: "captcha", rule: "invalid" }]))),
  play: async (ctx) => {
    const root = await step1(ctx);
    await textIn(root, '[id$="-captcha-error"]');
  },
};

/** An expired code: 422 captcha_expired on the code field. */
export const Step1CodeExpired: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), check(failWith("captcha_expired", [{ field: "captcha", rule: "expired" }]))),
  play: Step1WrongCode.play,
};

/** Step 2: the new password and its confirmation. */
export const Step2: Story = {
  beforeEach: Step1.beforeEach,
  play: async (ctx) => {
    const root = await step1(ctx);
    await waitFor(() => fieldOf(root, "password"), { timeout: 5000 });
  },
};

/** Step 2 with a password of one kind and a different confirmation: the SPEC §5 messages. */
export const Step2FieldErrors: Story = {
  beforeEach: Step1.beforeEach,
  play: async (ctx) => {
    const root = await step1(ctx);
    await waitFor(() => fieldOf(root, "password"), { timeout: 5000 });
    await fill(root, { password: "onlyletters", confirmPassword: "different" });
    await submit(root);
    await textIn(root, '[id$="-password-error"]');
  },
};

/** The server refuses one of the most common passwords: 422 invalid_param, v_password_common on the password field. */
export const Step2CommonPassword: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, reset(failWith("invalid_param", [{ field: "password", rule: "v_password_common" }]))),
  play: async (ctx) => {
    const root = await step2(ctx, "Password123");
    await textIn(root, '[id$="-password-error"]');
  },
};

/** The code expired between the steps: back to step 1 with captcha_expired on the code field. */
export const Step2CodeExpired: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, reset(failWith("captcha_expired", [{ field: "captcha", rule: "expired" }]))),
  play: async (ctx) => {
    const root = await step2(ctx);
    await textIn(root, '[id$="-captcha-error"]');
  },
};

/** The reset is running: the button is disabled. */
export const Step2Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, reset(pending)),
  play: async (ctx) => {
    const root = await step2(ctx);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};

/** Done: the password is reset (every session of the member ended), pw-password-reset fired, a link to log in. */
export const Done: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, reset(() => ok(null))),
  play: async (ctx) => {
    const root = await step2(ctx);
    await textIn(root, '[role="status"].success');
  },
};
