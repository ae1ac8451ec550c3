/**
 * <pw-bind-account> as a site builder writes it (bind_account.html), in
 * every state the API and the page's query can put it in: the member's
 * bindings (none configured, some bound), a guest's login links, back from
 * a provider (`?type=…&code=…&state=…`: logged in, bound, choose an account,
 * refused), a declined authorisation (`?error=`), unbinding. The query is
 * put on the story frame's address; the calls answer as
 * server/src/routes/account/ does.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/account/bind-account.element.js";
import { bindings, failWith, fill, NONE_CONFIGURED, shadowOf, submit, textIn, WEIBO_BOUND, withQuery } from "./account-mocks.js";
import { CONTRIBUTOR, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-bind-account>", ...elementMeta("pw-bind-account") };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-bind-account";
const CALLBACK = "?type=weibo&code=story-code&state=story-state";
const weiboCallback = (resolver: Parameters<typeof http.post>[1]) => http.post("*/api/guest/weibo_callback", resolver);
const CHOOSE = { status: "bind", provider: "weibo", ticket: "story-ticket", mode: "login", nickname: "读者小王", avatar: "", redirect: null };
const list = async (canvas: HTMLElement) => {
  const root = await shadowOf(canvas, TAG, ".binding");
  return root;
};

/** GET guest/oauth_providers: the providers this server is configured for. */
const providers = (list: string[]) => http.get("*/api/guest/oauth_providers", () => ok({ providers: list }));

/** A member, no provider configured on this server (the embedded default): no provider row, a line saying so. */
export const NoneConfigured: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), bindings(NONE_CONFIGURED)) };

/** A contributor with weibo bound and wechat, qq available: unbind and bind actions. */
export const SomeBound: Story = { beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), bindings(WEIBO_BOUND)) };

/** A guest on a server configured for the three providers: a login link per provider, and the login page. */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null), providers(["weibo", "wechat", "qq"])) };

/** A guest on a server with no provider configured: no login button at all (issue 12). */
export const GuestNoneConfigured: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null), providers([])) };

/** The bindings are loading. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), http.post("*/api/guest/check_bind_other", pending)) };

/** The list could not be read: the server's message and a link back. */
export const ListFailed: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), http.post("*/api/guest/check_bind_other", failWith("server_error"))) };

/** Unbinding weibo: the success line, the list read again, pw-bind-change fired. */
export const Unbound: Story = {
  beforeEach: ({ msw }) => {
    let bound = true;
    msw.use(
      loginAs(CONTRIBUTOR),
      http.post("*/api/guest/check_bind_other", () => ok(bound ? WEIBO_BOUND : WEIBO_BOUND.map((b) => ({ ...b, bound: false, nickname: "" })))),
      http.post("*/api/guest/unbind_other", () => {
        bound = false;
        return ok({ type: "weibo", unbound: true });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const root = await list(canvasElement);
    root.querySelector<HTMLButtonElement>(".binding button")!.click();
    await textIn(root, '[role="status"].success');
  },
};

/** Unbinding fails (the session ended): access_denied in the alert line. */
export const UnbindFails: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(CONTRIBUTOR), bindings(WEIBO_BOUND), http.post("*/api/guest/unbind_other", failWith("access_denied"))),
  play: async ({ canvasElement }) => {
    const root = await list(canvasElement);
    root.querySelector<HTMLButtonElement>(".binding button")!.click();
    await textIn(root, '[role="alert"].alert');
  },
};

/** The reader declined at the provider (`?type=weibo&error=access_denied`). */
export const Declined: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null));
    return withQuery("?type=weibo&error=access_denied");
  },
};

/** Back from weibo, not configured on this server: 404 oauth_disabled. */
export const ProviderDisabled: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null), weiboCallback(failWith("oauth_disabled")));
    return withQuery(CALLBACK);
  },
};

/** Back from weibo with a state that does not match the browser's cookie: 422 oauth_state. */
export const BadState: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null), weiboCallback(failWith("oauth_state")));
    return withQuery(CALLBACK);
  },
};

/** The weibo account is bound to another member: 409 third_party_bound. */
export const BoundElsewhere: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(MEMBER), weiboCallback(failWith("third_party_bound")));
    return withQuery(CALLBACK);
  },
};

/** The callback is running. */
export const CallbackRunning: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null), weiboCallback(pending));
    return withQuery(CALLBACK);
  },
};

/** A member bound weibo (mode bind): "已成功绑定…", a link on to the member center, pw-bind-change fired. */
export const Bound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      loginAs(MEMBER),
      weiboCallback(() => ok({ ...CHOOSE, mode: "bind" })),
      http.post("*/api/guest/bind_third", () => ok({ provider: "weibo", nickname: "读者小王" })),
    );
    return withQuery(CALLBACK);
  },
};

/** An identity already bound logs its member in: the page goes to the member center (navigation logged). */
export const LoggedIn: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null), weiboCallback(() => ok({ status: "login", provider: "weibo", redirect: null, member: MEMBER, token: "story-token" })));
    return withQuery(CALLBACK);
  },
};

/** A weibo account bound to nobody yet: bind it to an existing account (account and password) or register. */
export const Choose: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null), weiboCallback(() => ok(CHOOSE)));
    return withQuery(CALLBACK);
  },
};

/** Choose: submitted without a password: password_required. */
export const ChooseMissingPassword: Story = {
  beforeEach: Choose.beforeEach,
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "form");
    await fill(root, { account: "demo_member" });
    await submit(root);
    await textIn(root, '[role="alert"].alert');
  },
};

/** Choose: a wrong password (401 login_failed) in the alert line. */
export const ChooseLoginFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null), weiboCallback(() => ok(CHOOSE)), http.post("*/api/guest/bind_other", failWith("login_failed")));
    return withQuery(CALLBACK);
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "form");
    await fill(root, { account: "demo_member", password: "Wrong-pass-1" });
    await submit(root);
    await textIn(root, '[role="alert"].alert');
  },
};

/** Choose: binding and logging in (the button is disabled while bind_other runs). */
export const ChooseSubmitting: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loginAs(null), weiboCallback(() => ok(CHOOSE)), http.post("*/api/guest/bind_other", pending));
    return withQuery(CALLBACK);
  },
  play: async ({ canvasElement }) => {
    const root = await shadowOf(canvasElement, TAG, "form");
    await fill(root, { account: "demo_member", password: "Member2026" });
    await submit(root);
    await waitFor(() => expect(root.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true));
  },
};
