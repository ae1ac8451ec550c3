/**
 * <pw-login-status> as a site builder writes it, in every state the API can
 * put it in: a guest, a contributor (nature 1: uc1 member center), a member
 * (nature 2: uc2 member center), the member still loading, a logout that
 * fails. The member comes from GET guest/getLoginUcMember, the logout is
 * GET guest/logout (both as the reference server answers them).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http, HttpResponse } from "msw";
import { expect, waitFor } from "storybook/test";
import defaultAvatarUrl from "../pages/public_resource/public/img/default-avatar.svg?url";
import "../widgets/login-status/login-status.element.js";
import { CONTRIBUTOR, fail, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-login-status>", ...elementMeta("pw-login-status") };
type Story = StoryObj<ElementArgs>;

/** A member photo served at a same-site path (an http(s) or same-site imgUrl is shown; anything else gets the default avatar). */
const PHOTO_PATH = "/story-media/avatar-li.svg";
const PHOTO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><defs><linearGradient id="g" x2="0" y2="1">' +
  '<stop offset="0" stop-color="#f6c177"/><stop offset="1" stop-color="#b4141e"/></linearGradient></defs>' +
  '<rect width="56" height="56" fill="url(#g)"/><circle cx="28" cy="22" r="10" fill="#fde8d7"/>' +
  '<path d="M8 56c2-12 10-18 20-18s18 6 20 18z" fill="#3a2a2a"/></svg>';
const svg = (body: string) => () => new HttpResponse(body, { headers: { "content-type": "image/svg+xml" } });

/** The images the element shows: the default avatar at the server's /public_resource path (the file of pages/) and the story photo. */
const images = [http.get("*/public_resource/public/img/default-avatar.svg", () => fetch(defaultAvatarUrl)), http.get(`*${PHOTO_PATH}`, svg(PHOTO_SVG))];

const logoutButton = (root: HTMLElement) =>
  root.querySelector("pw-login-status")?.shadowRoot?.querySelector<HTMLButtonElement>('[part="logout"]') ?? null;

/** A guest: the login link, carrying the page to come back to (redirect=). */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null), ...images) };

/** A contributor (nature 1) with a photo: avatar, name, the uc1 member center, logout. */
export const Contributor: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs({ ...CONTRIBUTOR, name: "李摄影", imgUrl: PHOTO_PATH }), ...images),
};

/** An individual member (nature 2) without a photo: the default avatar; the center is uc2-index.html. */
export const Member: Story = { beforeEach: ({ msw }) => msw.use(loginAs({ ...MEMBER, name: "Wang Reader" }), ...images) };

/** hide-avatar: no avatar image (a bare attribute counts). */
export const HiddenAvatar: Story = { args: { "hide-avatar": "" }, beforeEach: Contributor.beforeEach };

/** A long name is cut with an ellipsis at --pw-login-status-name-max-width (10em). */
export const LongName: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs({ ...MEMBER, name: "Alexandra Konstantinopoulou-Whitmore" }), ...images),
};

/** The member is not known yet (getLoginUcMember has not answered): an empty, aria-busy box of the reserved size. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(http.get("*/api/guest/getLoginUcMember", pending)) };

/** Logout is running (guest/logout has not answered): the button is disabled. */
export const LoggingOut: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), http.get("*/api/guest/logout", pending), ...images),
  play: async ({ canvasElement }) => {
    const btn = await waitFor(() => logoutButton(canvasElement) ?? Promise.reject(new Error("no logout button")));
    btn.click();
    await waitFor(() => expect(btn.disabled).toBe(true));
  },
};

/** Logout fails (the server answers an error): the message shows in the role="alert" region and the member stays logged in. */
export const LogoutFails: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), http.get("*/api/guest/logout", () => fail("server_error", "服务器内部错误", 500)), ...images),
  play: async ({ canvasElement }) => {
    const btn = await waitFor(() => logoutButton(canvasElement) ?? Promise.reject(new Error("no logout button")));
    btn.click();
    const error = () => canvasElement.querySelector("pw-login-status")?.shadowRoot?.querySelector('[part="error"]')?.textContent ?? "";
    await waitFor(() => expect(error()).not.toBe(""));
  },
};

/** Logout succeeds: pw-login-status-logout fires and the page goes to the edition's home (logged, not followed, in Storybook). */
export const LogoutSucceeds: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), http.get("*/api/guest/logout", () => ok(null)), ...images),
};
