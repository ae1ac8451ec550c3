/**
 * <pw-login-handoff> as the login hand-off's page holds it (issue 22 item 4,
 * common/handoff.ts HANDOFF_PATH): a guest (the login form in place), a
 * member handed to the partner page (what is posted shows in the Actions
 * panel's log, not to a real opener), an origin the site does not allow
 * (forbidden), and an address without a partner origin. Each story sets the
 * page's `?origin=` and a stand-in opener before the element connects, and
 * puts them back after. POST guest/handoff answers as
 * server/src/routes/account/session.ts does.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/login-handoff.element.js";
import { failWith, shadowOf, textIn } from "./account-mocks.js";
import { loginAs, MEMBER, ok } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-login-handoff>", ...elementMeta("pw-login-handoff") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-login-handoff";
const PARTNER = "https://partner.example";
const handoff = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/guest/handoff", resolver);

/** The page's address with `?origin=` (or without, for null) and a stand-in opener; returns the cleanup. */
function asPopupOf(origin: string | null) {
  const before = location.href;
  const u = new URL(before);
  if (origin) u.searchParams.set("origin", origin);
  else u.searchParams.delete("origin");
  history.replaceState(history.state, "", u.href);
  const w = window as unknown as { opener: unknown; close: () => void };
  const opener = w.opener;
  const close = w.close;
  w.opener = { postMessage: (data: unknown, targetOrigin: string) => console.info("[pw-login-handoff] posted to", targetOrigin, data) };
  w.close = () => console.info("[pw-login-handoff] window.close()");
  return () => {
    history.replaceState(history.state, "", before);
    w.opener = opener;
    w.close = close;
  };
}

/** A guest: the heading, what logging in does, and the login form in place. */
export const Guest: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null));
    return asPopupOf(PARTNER);
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "form");
    await expect(root.querySelector('[part="message"]')?.textContent).toContain(PARTNER);
  },
};

/** A member: the token goes to the partner origin and the window closes (both logged here). */
export const HandedOff: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(MEMBER), handoff(() => ok({ token: "story-token", expiresAt: new Date(Date.now() + 3_600_000).toISOString() })));
    return asPopupOf(PARTNER);
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, '[part="base"]');
    await waitFor(() => expect(root.querySelector('[part="message"]')?.textContent).toContain("已在"));
  },
};

/** An origin not in ALLOWED_ORIGINS: forbidden, said with the origin, and a close button. */
export const NotAllowed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(MEMBER), handoff(failWith("forbidden", [{ field: "origin", rule: "allowed_origin" }])));
    return asPopupOf("https://elsewhere.example");
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, '[part="base"]');
    await expect(await textIn(root, '[role="alert"]')).toContain("elsewhere.example");
    await expect(root.querySelector('[part="close"]')).not.toBeNull();
  },
};

/** The address names no partner origin: said, with a close button, and nothing asked of the server. */
export const NoPartner: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null));
    return asPopupOf(null);
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, '[part="base"]');
    await textIn(root, '[role="alert"]');
  },
};
