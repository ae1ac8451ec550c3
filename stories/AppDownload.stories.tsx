/**
 * <pw-app-download> as a site builder writes it: the QR code of the app
 * download page (drawn in the browser, error correction H) and the Android
 * and iOS links from GET guest/getAppDownloadUrl, mocked with MSW in every
 * state: both links, one, none configured, loading, and a failed call.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/app-download/app-download.element.js";
import { fail, networkError, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-app-download>", ...elementMeta("pw-app-download") };
type Story = StoryObj<ElementArgs>;

const urls = (androidUrl: string | null, iosUrl: string | null) => http.get("*/api/guest/getAppDownloadUrl", () => ok({ androidUrl, iosUrl }));
const ANDROID = "https://download.photowire.example/app/photowire.apk";
const IOS = "https://apps.apple.com/cn/app/photowire/id1234567890";

/** Default: a 256 px QR code of /m_public/client_download.html and both links. */
export const BothLinks: Story = {
  beforeEach: ({ msw }) => msw.use(urls(ANDROID, IOS)),
  play: async ({ canvasElement }) => {
    const root = () => canvasElement.querySelector("pw-app-download")?.shadowRoot;
    await waitFor(() => expect(root()?.querySelectorAll('[part~="link"]').length).toBe(2), { timeout: 5000 });
    await waitFor(() => expect(root()?.querySelector('[part="qr"] img')).toBeTruthy(), { timeout: 5000 });
  },
};

/** size="100": as on the client download page itself (SPEC §9). */
export const ClientPageSize: Story = { args: { size: "100" }, beforeEach: ({ msw }) => msw.use(urls(ANDROID, IOS)) };

/** Only the Android package is configured (APP_IOS_URL unset). */
export const AndroidOnly: Story = { beforeEach: ({ msw }) => msw.use(urls(ANDROID, null)) };

/** Neither link is configured: the QR code and a note. */
export const NoLinks: Story = { beforeEach: ({ msw }) => msw.use(urls(null, null)) };

/** While the links are fetched. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(http.get("*/api/guest/getAppDownloadUrl", pending)) };

/** The call fails (network): an alert in place of the links; the QR code still shows. */
export const Failed: Story = { beforeEach: ({ msw }) => msw.use(http.get("*/api/guest/getAppDownloadUrl", networkError)) };

/** The server refuses the call (e.g. 403 forbidden from the integrity check). */
export const Refused: Story = { beforeEach: ({ msw }) => msw.use(http.get("*/api/guest/getAppDownloadUrl", () => fail("forbidden", "无权执行此操作", 403))) };

/** page-url: a QR code of another address (here the home page). */
export const OtherPage: Story = { args: { "page-url": "/cn/index.html" }, beforeEach: ({ msw }) => msw.use(urls(ANDROID, IOS)) };
