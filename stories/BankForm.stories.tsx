/**
 * <pw-bank-form> as a site builder writes it (the member center's bank
 * tab), in every state the API and the reader can put it in. The saved
 * details come from POST guest/refresh_user_info (the account number only
 * masked), the save is POST user/update_bank (server/src/routes/account/details.ts).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/bank-form.element.js";
import { details, DETAIL, EMPTY_DETAIL, failWith, fill, MEMBER_FULL, shadowOf, submit, textIn } from "./account-mocks.js";
import { CONTRIBUTOR, loginAs, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-bank-form>", ...elementMeta("pw-bank-form") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-bank-form";
type Ctx = { canvasElement: HTMLElement };
const save = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/user/update_bank", resolver);
const member = [loginAs(MEMBER_FULL), details()];
const trySave = async ({ canvasElement }: Ctx, values: Record<string, string> = { bank: "中国银行", accountName: "王读者", accountNumber: "6217000012345678" }) => {
  const root = await shadowOf(canvasElement, TAG);
  await fill(root, values);
  await submit(root);
  return root;
};

/** A member with saved bank details: the number is only shown masked ("**** 5678") and is entered again to change. */
export const Saved: Story = { beforeEach: ({ msw }) => msw.use(...member) };

/** A contributor who has saved nothing. */
export const Empty: Story = { beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), details(CONTRIBUTOR, EMPTY_DETAIL)) };

/** Submitted empty: v_bank_empty, v_account_name_empty, v_account_number_empty. */
export const RequiredFields: Story = {
  beforeEach: Empty.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await submit(root);
    await textIn(root, '[id$="-bank-error"]');
  },
};

/** Letters in the account number: v_account_number_format (8–30 digits). */
export const BadNumber: Story = {
  beforeEach: Empty.beforeEach,
  play: async (ctx) => {
    const root = await trySave(ctx, { bank: "中国银行", accountName: "王读者", accountNumber: "12ab" });
    await textIn(root, '[id$="-accountNumber-error"]');
  },
};

/** The server refuses a field: 422 invalid_param with `errors: [{ field: "accountName", rule: "v_emoji" }]`. */
export const ServerFieldError: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(failWith("invalid_param", [{ field: "accountName", rule: "v_emoji" }]))),
  play: async (ctx) => {
    const root = await trySave(ctx);
    await textIn(root, '[id$="-accountName-error"]');
  },
};

/** Too many saves from this address: too_many_requests in the alert line. */
export const TooManyRequests: Story = {
  beforeEach: ({ msw }) => msw.use(...member, save(failWith("too_many_requests"))),
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

/** Saved: "已保存", the new number masked ("**** 4321"), the number field cleared, pw-bank-saved fired. */
export const SavedNow: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), details(CONTRIBUTOR, EMPTY_DETAIL), save(() => ok({ ...DETAIL, accountNumberMasked: "**** 4321" }))),
  play: async (ctx) => {
    const root = await trySave(ctx, { bank: "中国银行", accountName: "王读者", accountNumber: "6217000087654321" });
    await textIn(root, '[role="status"].success');
  },
};
