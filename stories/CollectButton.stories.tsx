/**
 * <pw-collect-button> as a site builder writes it, in every state the API
 * can put it in: a guest, not collected, collected, loading, a failed
 * collect (SPEC §8 photo_detail_9), missing ids.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import "../widgets/like-collect/collect-button.element.js";
import { fail, loginAs, MEMBER, ok, pending } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-collect-button>", ...elementMeta("pw-collect-button", { "pc-id": "pw000001", "relation-id": "pw000001r01" }) };
type Story = StoryObj<ElementArgs>;

const status = (collect: boolean) =>
  http.get("*/api/web/pw_content/getStatus", ({ request }) => {
    const ids = new URL(request.url).searchParams.get("relationIds")?.split(",") ?? [];
    return ok(Object.fromEntries(ids.map((id) => [id, { like: false, collect, likeCount: 3 }])));
  });

/** A guest: pressing goes to the login page (logged in the console here). */
export const Guest: Story = { beforeEach: ({ msw }) => msw.use(loginAs(null), status(false)) };

/** Not collected; pressing collects. */
export const NotCollected: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), status(false), http.post("*/api/web/pw_content/collection", () => ok({ like: false, collect: true, likeCount: 3 }))),
};

/** Collected: aria-pressed, filled star; pressing removes it from the collection. */
export const Collected: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), status(true), http.post("*/api/web/pw_content/cancelCollection", () => ok({ like: false, collect: false, likeCount: 3 }))),
};

/** The status has not answered yet. */
export const Loading: Story = { beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), http.get("*/api/web/pw_content/getStatus", pending)) };

/** The collect fails with SPEC §8 photo_detail_9: the message is announced, the state goes back. */
export const CollectFails: Story = {
  beforeEach: ({ msw }) =>
    msw.use(loginAs(MEMBER), status(false), http.post("*/api/web/pw_content/collection", () => fail("photo_detail_9", "收藏失败", 409))),
};

/** pc-id missing: disabled, with a `[photowire]` warning. */
export const MissingIds: Story = { args: { "pc-id": undefined }, beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), status(false)) };
