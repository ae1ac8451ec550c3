/**
 * <pw-certificate-form> as a site builder writes it (the member center's
 * certificate tab), in every state the API and the reader can put it in.
 * The saved details come from POST guest/refresh_user_info, the save is
 * POST user/update_cer (server/src/routes/account/details.ts).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/certificate-form.element.js";
import { details, DETAIL, EMPTY_DETAIL, failWith, fill, MEMBER_FULL, shadowOf, submit, textIn } from "./account-mocks.js";
import { CONTRIBUTOR, loginAs, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-certificate-form>", ...elementMeta("pw-certificate-form") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-certificate-form";
type Ctx = { canvasElement: HTMLElement };
const save = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/user/update_cer", resolver);
const member = [loginAs(MEMBER_FULL), details()];
const trySave = async ({ canvasElement }: Ctx, values: Record<string, string> = { name: "王读者", certNumber: "110101199003074514" }) => {
  const root = await shadowOf(canvasElement, TAG);
  await fill(root, values);
  await submit(root);
  return root;
};

/** A member with a saved mainland ID card. */
export const Saved: Story = { beforeEach: ({ msw }) => msw.use(...member) };

/** A contributor who has saved nothing: the type defaults to the mainland ID card. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), details(CONTRIBUTOR, EMPTY_DETAIL)) };

/** A passport. */
export const Passport: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER_FULL), details(MEMBER_FULL, { ...DETAIL, certType: "passport", certNumber: "E12345678", certName: "WANG DUZHE" })),
};

/** Submitted empty: v_name_empty and v_cert_number_empty. */
export const RequiredFields: Story = {
  beforeEach: Empty.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await submit(root);
    await textIn(root, '[id$="-certNumber-error"]');
  },
};

/** A mainland ID card with an impossible date (April 30th is fine, February 30th is not): v_id_card. */
export const BadIdCard: Story = {
  beforeEach: Empty.beforeEach,
  play: async (ctx) => {
    const root = await trySave(ctx, { name: "王读者", certNumber: "110101199002304514" });
    await textIn(root, '[id$="-certNumber-error"]');
  },
};

/** The server refuses the number: 422 invalid_param with `errors: [{ field: "certNumber", rule: "v_id_card" }]`. */
export const ServerFieldError: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(failWith("invalid_param", [{ field: "certNumber", rule: "v_id_card" }]))),
  play: async (ctx) => {
    const root = await trySave(ctx);
    await textIn(root, '[id$="-certNumber-error"]');
  },
};

/** The session ended meanwhile: access_denied in the alert line (and the login page, logged here). */
export const SessionEnded: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(failWith("access_denied"))),
  play: async (ctx) => {
    const root = await trySave(ctx);
    await textIn(root, '[role="alert"]');
  },
};

/** Saving: the button is disabled. */
export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(pending)),
  play: async (ctx) => {
    const root = await trySave(ctx);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};

/** Saved: "已保存", pw-certificate-saved fires. */
export const SavedNow: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(() => ok(DETAIL))),
  play: async (ctx) => {
    const root = await trySave(ctx);
    await textIn(root, '[role="status"].success');
  },
};
