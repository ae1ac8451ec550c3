/**
 * <pw-login-form> as a site builder writes it (login2.html), in every state
 * the API and the reader can put it in: empty, the required-field errors
 * (account_required, password_required, from pressing submit), a wrong
 * password (login_failed), the rate limit (too_many_requests), a network
 * failure (api_tools_1), the call running, and a success (the page's
 * navigation is logged, not followed, in Storybook). POST guest/login
 * answers as server/src/routes/account/session.ts does.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect } from "storybook/test";
import "../widgets/account/login-form.element.js";
import { fill, shadowOf, submit, textIn } from "./account-mocks.js";
import { failWith } from "./account-mocks.js";
import { loginAs, MEMBER, networkError, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-login-form>", ...elementMeta("pw-login-form", { "heading-level": "1" }) };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-login-form";
const login = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/guest/login", resolver);
/** Types the demo member's account and a password, then submits. */
const tryLogin =
  (password = "Member2026") =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { account: "demo_member", password });
    await submit(root);
    return root;
  };

/** A guest opens the login page: heading, labelled account and password, the hint. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null)) };

/** heading-level="2": the heading is an h2 (inside a page that has its own h1). */
export const HeadingLevel2: Story = { args: { "heading-level": "2" }, beforeEach: Empty.beforeEach };

/** heading-level="0": no heading (the page titles the form). */
export const NoHeading: Story = { args: { "heading-level": "0" }, beforeEach: Empty.beforeEach };

/** Submitting empty: each field's message (account_required, password_required), focus on the account. */
export const RequiredFields: Story = {
  beforeEach: Empty.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await submit(root);
    await textIn(root, '[id$="account-error"]');
    await expect(root.querySelector("#pw-login-password")?.getAttribute("aria-invalid")).toBe("true");
  },
};

/** A wrong password: the server's login_failed message in the alert; the form stays. */
export const LoginFailed: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), login(failWith("login_failed"))),
  play: async (ctx) => {
    const root = await tryLogin("Wrong-pass-1")(ctx);
    await textIn(root, '[role="alert"]');
  },
};

/** Too many attempts (10 a minute per address, 5 failures per account): too_many_requests. */
export const TooManyRequests: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), login(failWith("too_many_requests"))),
  play: async (ctx) => {
    const root = await tryLogin()(ctx);
    await textIn(root, '[role="alert"]');
  },
};

/** The server cannot be reached: api_tools_1 (998), the button is enabled again. */
export const NetworkError: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), login(networkError)),
  play: async (ctx) => {
    const root = await tryLogin()(ctx);
    await textIn(root, '[role="alert"]');
  },
};

/** The call is running: the button is disabled and says so ("正在登录…"). */
export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), login(pending)),
  play: async (ctx) => {
    const root = await tryLogin()(ctx);
    await expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
  },
};

/** Logged in: pw-login-form-success fires and the page goes to ?redirect= or the edition home (logged in the console); the button stays disabled. */
export const Success: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), login(() => ok({ member: MEMBER, token: "story-token" }))),
  play: async (ctx) => {
    await tryLogin()(ctx);
  },
};
