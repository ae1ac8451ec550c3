/**
 * <pw-profile-form> as a site builder writes it (the member center's
 * profile tab), in every state the API and the reader can put it in. The
 * member and details come from POST guest/refresh_user_info, the division
 * lists from guest/region/*, the save is POST guest/modify_info (answers as
 * server/src/routes/account/ gives them). The edition follows the
 * language: zh has the name and the Chinese address, en first and last
 * name and country (switch the toolbar language).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/profile-form.element.js";
import { codeSent, codeTooFrequent, details, DETAIL, EMPTY_DETAIL, failWith, fieldOf, fill, MEMBER_FULL, regions, shadowOf, submit, textIn } from "./account-mocks.js";
import { CONTRIBUTOR, loginAs, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-profile-form>", ...elementMeta("pw-profile-form") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-profile-form";
type Ctx = { canvasElement: HTMLElement };
const save = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/guest/modify_info", resolver);
const member = [loginAs(MEMBER_FULL), details(), ...regions(), ...codeSent()];
/** The form once the member's details are in. */
const loaded = async ({ canvasElement }: Ctx) => {
  const root = await shadowOf(canvasElement, TAG);
  await waitFor(() => expect(root.querySelector("form")?.getAttribute("aria-busy")).toBeNull(), { timeout: 5000 });
  return root;
};
const saveNow = async (ctx: Ctx) => {
  const root = await loaded(ctx);
  await submit(root);
  return root;
};

/** An individual member with filled details (the Chinese address chosen from the division lists). */
export const Filled: Story = { beforeEach: ({ msw }) => msw.use(...member) };

/** A contributor (nature 1) who has filled nothing yet. */
export const EmptyContributor: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), details({ ...CONTRIBUTOR, mobile: "13800138001" }, EMPTY_DETAIL), ...regions()),
};

/** The details are loading: the form is aria-busy and the save button disabled. */
export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER_FULL), http.post("*/api/guest/refresh_user_info", pending), ...regions()),
};

/** The details could not be read (server error): api_tools_1 in the alert line. */
export const LoadFailed: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER_FULL), http.post("*/api/guest/refresh_user_info", failWith("server_error")), ...regions()),
};

/** Required fields emptied (name, address) and a district not chosen: the SPEC §5 messages, focus on the first. */
export const RequiredErrors: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), details({ ...CONTRIBUTOR, name: "" }, { ...EMPTY_DETAIL, province: "44", city: "4403" }), ...regions()),
  play: async (ctx) => {
    const root = await saveNow(ctx);
    await textIn(root, '[id$="-name-error"], [id$="-firstName-error"]');
  },
};

/** A new mobile number: its code field and button appear; saving without the code says v_captcha_empty. */
export const NewMobile: Story = {
  beforeEach: ({ msw }) => msw.use(...member),
  play: async (ctx) => {
    const root = await loaded(ctx);
    await fill(root, { mobile: "13600136000" });
    await waitFor(() => fieldOf(root, "mobileCaptcha"));
    await submit(root);
    await textIn(root, '[id$="-mobileCaptcha-error"]');
  },
};

/** A new email and its code sent: the code button counts down. */
export const NewEmailCodeSent: Story = {
  beforeEach: ({ msw }) => msw.use(...member),
  play: async (ctx) => {
    const root = await loaded(ctx);
    await fill(root, { email: "new@example.com" });
    const btn = await waitFor(() => root.querySelector<HTMLButtonElement>(".code-btn") ?? Promise.reject(new Error("no code button")));
    btn.click();
    await waitFor(() => expect(btn.disabled).toBe(true));
  },
};

/** The code for the new mobile was asked for too soon: 429 code_too_frequent, the button counts the server's 30 s down. */
export const NewMobileCodeTooFrequent: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER_FULL), details(), ...regions(), ...codeTooFrequent(30)),
  play: async (ctx) => {
    const root = await loaded(ctx);
    await fill(root, { mobile: "13600136000" });
    const btn = await waitFor(() => root.querySelector<HTMLButtonElement>(".code-btn") ?? Promise.reject(new Error("no code button")));
    btn.click();
    await waitFor(() => expect(btn.textContent).toMatch(/(29|30)/));
  },
};

/** Saving: the button is disabled ("正在提交…"). */
export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(pending)),
  play: async (ctx) => {
    const root = await saveNow(ctx);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};

/** The server refuses fields: 422 invalid_param with `errors` (emoji in the nickname, unknown district) shown on each field. */
export const ServerFieldErrors: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...member, save(failWith("invalid_param", [{ field: "nickname", rule: "v_emoji" }, { field: "area", rule: "v_region_unknown" }]))),
  play: async (ctx) => {
    const root = await saveNow(ctx);
    await textIn(root, '[id$="-nickname-error"]');
  },
};

/** A wrong code for the new mobile: 422 captcha_invalid on the code field. */
export const WrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(failWith("captcha_invalid", [{ field: "mobileCaptcha", rule: "invalid" }]))),
  play: async (ctx) => {
    const root = await loaded(ctx);
    await fill(root, { mobile: "13600136000" });
    await waitFor(() => fieldOf(root, "mobileCaptcha"));
    await fill(root, { mobileCaptcha: "000000" });
    await submit(root);
    await textIn(root, '[id$="-mobileCaptcha-error"]');
  },
};

/** The session ended meanwhile: access_denied in the alert line (the page also goes to the login page, logged here). */
export const SessionEnded: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(failWith("access_denied"))),
  play: async (ctx) => {
    const root = await saveNow(ctx);
    await textIn(root, '[role="alert"]');
  },
};

/** Saved: "已保存", pw-profile-saved fires with the member and details. */
export const Saved: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(() => ok({ member: MEMBER_FULL, detail: DETAIL }))),
  play: async (ctx) => {
    const root = await saveNow(ctx);
    await textIn(root, '[role="status"].success');
  },
};
