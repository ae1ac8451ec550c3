/**
 * <pw-register-form> as a site builder writes it (register.html), in every
 * state the API and the reader can put it in. The reader's steps (choosing
 * email, typing, pressing the code button, submitting) are played on the
 * real element; the answers of guest/checkCodeForMobileOrEmail,
 * check_usercode_register, send_valification_code and register are mocked
 * as server/src/routes/account/ and services/accounts.ts give them.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/register-form.element.js";
import { codeAnswers, codeSent, codeTooFrequent, failWith, fieldOf, fill, leave, shadowOf, submit, textIn, withQuery } from "./account-mocks.js";
import { CONTRIBUTOR, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-register-form>", ...elementMeta("pw-register-form") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-register-form";
type Ctx = { canvasElement: HTMLElement };
const register = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/guest/register", resolver);
const notTaken = [
  http.get("*/api/guest/checkCodeForMobileOrEmail", () => ok({ exists: false, type: "mobile" })),
  http.post("*/api/guest/check_usercode_register", () => ok({ registered: false })),
];
const guest = [loginAs(null), ...notTaken, ...codeSent()];
/** A complete, valid form. */
const FILLED = { mobile: "13500135000", captcha: "123456", password: "river7Stone", confirmPassword: "river7Stone" };
const fillAndSubmit = async ({ canvasElement }: Ctx) => {
  const root = await shadowOf(canvasElement, TAG);
  await fill(root, FILLED);
  await submit(root);
  return root;
};
const codeButton = (root: ShadowRoot) => root.querySelector<HTMLButtonElement>(".code-btn")!;
const pressCodeButton = async ({ canvasElement }: Ctx) => {
  const root = await shadowOf(canvasElement, TAG);
  await fill(root, { mobile: "13500135000" });
  codeButton(root).click();
  return root;
};

/** A guest opens the registration page: register by mobile (default), individual member. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(...guest) };

/** Register by email: the email field replaces the mobile one. */
export const ByEmail: Story = {
  beforeEach: Empty.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    root.querySelector<HTMLInputElement>('input[type="radio"][value="email"]')!.click();
    await waitFor(() => fieldOf(root, "email"));
  },
};

/** Submitting empty: SPEC §5 messages under mobile, code, password and confirmation; focus on the mobile. */
export const RequiredFields: Story = {
  beforeEach: Empty.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await submit(root);
    await textIn(root, '[id$="-mobile-error"]');
  },
};

/** Bad values: a mobile not starting with 1, a password of one kind, a different confirmation (the same messages as the server). */
export const FormatErrors: Story = {
  beforeEach: Empty.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { mobile: "2380013800", captcha: "1", password: "onlyletters", confirmPassword: "different1" });
    await submit(root);
    await textIn(root, '[id$="-confirmPassword-error"]');
  },
};

/** The mobile is already registered: said on leaving the field (checkCodeForMobileOrEmail → exists), account_exists. */
export const MobileTaken: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), http.get("*/api/guest/checkCodeForMobileOrEmail", () => ok({ exists: true, type: "mobile" }))),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { mobile: "13900139002" });
    leave(root, "mobile");
    await textIn(root, '[id$="-mobile-error"]');
  },
};

/** The user name is taken: said on leaving the field (check_usercode_register → registered), usercode_exists. */
export const UserCodeTaken: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), http.post("*/api/guest/check_usercode_register", () => ok({ registered: true }))),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { code: "demo_member" });
    leave(root, "code");
    await textIn(root, '[id$="-code-error"]');
  },
};

/** The code is being sent: the code button is busy and disabled. */
export const CodeSending: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), ...notTaken, ...codeAnswers(pending)),
  play: async (ctx) => {
    const root = await pressCodeButton(ctx);
    await expect(codeButton(root).disabled).toBe(true);
  },
};

/** A code was sent: the button counts 60 s down, disabled ("60秒后重新获取"), and the note is announced. */
export const CodeSent: Story = {
  beforeEach: Empty.beforeEach,
  play: async (ctx) => {
    const root = await pressCodeButton(ctx);
    await waitFor(() => expect(codeButton(root).disabled).toBe(true));
  },
};

/** A resend within 60 s: the server refuses (429 code_too_frequent, retryAfter 42) and the button counts down the server's wait. */
export const CodeTooFrequent: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), ...notTaken, ...codeTooFrequent(42)),
  play: async (ctx) => {
    const root = await pressCodeButton(ctx);
    await waitFor(() => expect(codeButton(root).textContent).toMatch(/4[12]/));
  },
};

/** The server refuses the code for a registered mobile (409 account_exists): the message goes under the mobile field. */
export const CodeRefused: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), ...notTaken, ...codeAnswers(failWith("account_exists", [{ field: "mobile", rule: "exists" }]))),
  play: async (ctx) => {
    const root = await pressCodeButton(ctx);
    await textIn(root, '[id$="-mobile-error"]');
  },
};

/** The registration is running: the submit button is disabled ("正在提交…"). */
export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, register(pending)),
  play: async (ctx) => {
    const root = await fillAndSubmit(ctx);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};

/** A wrong code: 422 captcha_invalid, shown on the code field. */
export const CaptchaInvalid: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, register(failWith("captcha_invalid", [{ field: "captcha", rule: "invalid" }]))),
  play: async (ctx) => {
    const root = await fillAndSubmit(ctx);
    await textIn(root, '[id$="-captcha-error"]');
  },
};

/** Registered meanwhile by someone else: 409 account_exists on the mobile field. */
export const AccountExists: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, register(failWith("account_exists", [{ field: "mobile", rule: "exists" }]))),
  play: async (ctx) => {
    const root = await fillAndSubmit(ctx);
    await textIn(root, '[id$="-mobile-error"]');
  },
};

/** A server rule refused: 422 invalid_param with `errors: [{ field: "password", rule: "v_password_common" }]` (one of the most common passwords). */
export const InvalidParam: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, register(failWith("invalid_param", [{ field: "password", rule: "v_password_common" }]))),
  play: async (ctx) => {
    const root = await fillAndSubmit(ctx);
    await textIn(root, '[id$="-password-error"]');
  },
};

/** Too many registrations from this address: too_many_requests in the form's alert line. */
export const TooManyRequests: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, register(failWith("too_many_requests"))),
  play: async (ctx) => {
    const root = await fillAndSubmit(ctx);
    await textIn(root, '[role="alert"]');
  },
};

/** Registered as an individual member: the success line, pw-register-complete, then the uc2 member center (navigation logged). */
export const Success: Story = {
  beforeEach: ({ msw }) => msw.use(...guest, register(() => ok({ member: MEMBER, token: "story-token" }))),
  play: async (ctx) => {
    const root = await fillAndSubmit(ctx);
    await textIn(root, '[role="status"].success');
  },
};

/** no-redirect: a contributor registered and the form stays on the page with its success line (the event still fires). */
export const SuccessNoRedirect: Story = {
  args: { "no-redirect": "" },
  beforeEach: ({ msw }) => msw.use(...guest, register(() => ok({ member: CONTRIBUTOR, token: "story-token" }))),
  play: Success.play,
};

/** With a third-party ticket (from bind_account.html): the form says the account will be bound too. */
export const WithThirdParty: Story = { args: { ticket: "story-ticket" }, beforeEach: Empty.beforeEach };

/** The ticket comes from the page's `?ticket=` when the attribute is absent. */
export const TicketFromAddress: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...guest);
    return withQuery("?ticket=story-ticket");
  },
};
