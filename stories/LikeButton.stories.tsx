/**
 * <pw-like-button> as a site builder writes it, in every state the API can
 * put it in: a guest, a member who has not liked, one who has, the count
 * hidden, loading, a failed toggle, missing ids.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import "../widgets/like-collect/like-button.element.js";
import { fail, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-like-button>", ...elementMeta("pw-like-button", { "pc-id": "pw000001", "relation-id": "pw000001r01" }) };
type Story = StoryObj<ElementArgs>;

/** getStatus answering one relation's state. */
const status = (like: boolean, likeCount: number, collect = false) =>
  http.get("*/api/web/pw_content/getStatus", ({ request }) => {
    const ids = new URL(request.url).searchParams.get("relationIds")?.split(",") ?? [];
    return ok(Object.fromEntries(ids.map((id) => [id, { like, collect, likeCount }])));
  });

/** A guest: the count shows; pressing the button goes to the login page (logged in the console here). */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null), status(false, 128)) };

/** A member who has not liked it yet; pressing likes it (the count goes up). */
export const NotLiked: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), status(false, 128), http.post("*/api/web/pw_content/like", () => ok({ like: true, collect: false, likeCount: 129 }))),
};

/** A member who likes it: aria-pressed, filled heart; pressing unlikes. */
export const Liked: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), status(true, 129), http.post("*/api/web/pw_content/cancelLike", () => ok({ like: false, collect: false, likeCount: 128 }))),
};

/** show-count="false": no count. */
export const CountHidden: Story = { args: { "show-count": "false" }, beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), status(true, 129)) };

/** The status has not answered yet: the count slot keeps its width, so nothing shifts. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), http.get("*/api/web/pw_content/getStatus", pending)) };

/** The toggle fails (server error): the state goes back and the message is announced in the hidden status region. */
export const ToggleFails: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), status(false, 128), http.post("*/api/web/pw_content/like", () => fail("server_error", "服务器内部错误", 500))),
};

/** pc-id or relation-id missing: the button is disabled and a `[photowire]` warning is logged. */
export const MissingIds: Story = { args: { "relation-id": undefined }, beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), status(false, 0)) };
