/**
 * <pw-photographer-form> as a site builder writes it (the member centre's
 * index pages), in the states the API and the reader can put it in: a
 * guest, a member registering (empty submit, a wrong code from the server,
 * the code countdown), a photographer's profile awaiting review or
 * approved. Calls: GET guest/getLoginUcMember, GET
 * guest/photographer/getPhotographerNode, POST web/photographer/send_mobile_code,
 * register, update (server/src/routes/photographer.ts).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/photographer/photographer-form.element.js";
import type { PhotographerNode } from "../common/photographer.js";
import { failWith, fill, shadowOf, submit, textIn } from "./account-mocks.js";
import { CONTRIBUTOR, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-photographer-form>", ...elementMeta("pw-photographer-form") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-photographer-form";
const NODE: PhotographerNode = {
  id: 1,
  name: "Li Lens",
  nameZh: "李摄影",
  status: 0,
  bio: "Documentary photographs of river towns.",
  registered: true,
  portfolioUrl: { zh: "/cn/photographer/1.html", en: "/en/photographer/1.html" },
  photoCount: 3,
  photos: [],
  mobile: "13800138001",
  email: "contributor@photowire.local",
};
const node = (n: PhotographerNode) => http.get("*/api/guest/photographer/getPhotographerNode", () => ok(n));
const register = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/web/photographer/register", resolver);
const sendCode = http.post("*/api/web/photographer/send_mobile_code", () => ok({ resendIn: 60, expiresIn: 600 }));

/** A guest: a login link back to the page. */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null)) };

/** A member without a profile: the registration form. */
export const Register: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), sendCode) };

/** Submitted empty: v_name_empty, v_mobile_empty, v_captcha_empty on their fields. */
export const RequiredFields: Story = {
  beforeEach: Register.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await submit(root);
    await textIn(root, '[id$="-name-error"]');
    await textIn(root, '[id$="-captcha-error"]');
  },
};

/** The code was sent: the button counts down 60 s. */
export const CodeSent: Story = {
  beforeEach: Register.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { mobile: "13912345678" });
    root.querySelector<HTMLButtonElement>('[part="code-button"]')!.click();
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('[part="code-button"]')?.disabled).toBe(true));
  },
};

/** A wrong code: the server's captcha_invalid on the code field. */
export const WrongCode: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), sendCode, register(failWith("captcha_invalid", [{ field: "captcha", rule: "invalid" }]))),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { name: "Wang Lens", mobile: "13912345678", captcha: "000000" });
    await submit(root);
    await textIn(root, '[id$="-captcha-error"]');
  },
};

/** Registering: the button is disabled. */
export const Submitting: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), register(pending)),
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG);
    await fill(root, { name: "Wang Lens", mobile: "13912345678", captcha: "123456" });
    await submit(root);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};

/** A photographer awaiting review: status, portfolio link, the profile to update. */
export const Pending: Story = { beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), node(NODE)) };

/** An approved photographer. */
export const Approved: Story = { beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), node({ ...NODE, status: 1 })) };
