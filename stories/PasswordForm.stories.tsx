/**
 * <pw-password-form> as a site builder writes it (the member center's
 * password tab), in every state the API and the reader can put it in.
 * POST user/update_password answers as server/src/routes/account/details.ts
 * does (the member's other sessions end; this one stays).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/password-form.element.js";
import { failWith, fill, shadowOf, submit, textIn } from "./account-mocks.js";
import { loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-password-form>", ...elementMeta("pw-password-form") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-password-form";
type Ctx = { canvasElement: HTMLElement };
const change = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/user/update_password", resolver);
const GOOD = { oldPassword: "Member2026", password: "Ocean9wave", confirmPassword: "Ocean9wave" };
const tryChange = async ({ canvasElement }: Ctx, values = GOOD) => {
  const root = await shadowOf(canvasElement, TAG);
  await fill(root, values);
  await submit(root);
  return root;
};

/** A member opens the tab: current password, new password with its rules, confirmation. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER)) };

/** Submitted empty: each field's SPEC §5 message, focus on the current password. */
export const RequiredFields: Story = {
  beforeEach: Empty.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await submit(root);
    await textIn(root, '[id$="-oldPassword-error"]');
  },
};

/** A weak new password and a different confirmation: v_password_kinds and uc1_profile_15. */
export const WeakAndMismatch: Story = {
  beforeEach: Empty.beforeEach,
  play: async (ctx) => {
    const root = await tryChange(ctx, { oldPassword: "Member2026", password: "onlyletters", confirmPassword: "different" });
    await textIn(root, '[id$="-confirmPassword-error"]');
  },
};

/** The current password is wrong: 422 old_password_wrong on its field. */
export const WrongCurrentPassword: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), change(failWith("old_password_wrong", [{ field: "oldPassword", rule: "old_password_wrong" }]))),
  play: async (ctx) => {
    const root = await tryChange(ctx);
    await textIn(root, '[id$="-oldPassword-error"]');
  },
};

/** The new password is the current one: 422 invalid_param, v_password_same on the new password. */
export const SameAsCurrent: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), change(failWith("invalid_param", [{ field: "password", rule: "v_password_same" }]))),
  play: async (ctx) => {
    const root = await tryChange(ctx);
    await textIn(root, '[id$="-password-error"]');
  },
};

/** Five wrong current passwords in 15 minutes: too_many_requests in the alert line. */
export const TooManyRequests: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), change(failWith("too_many_requests"))),
  play: async (ctx) => {
    const root = await tryChange(ctx);
    await textIn(root, '[role="alert"]');
  },
};

/** The change is running: the button is disabled. */
export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), change(pending)),
  play: async (ctx) => {
    const root = await tryChange(ctx);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};

/** Changed: the success line (other devices logged out), the fields cleared, pw-password-changed fired. */
export const Changed: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), change(() => ok(null))),
  play: async (ctx) => {
    const root = await tryChange(ctx);
    await textIn(root, '[role="status"].success');
  },
};
