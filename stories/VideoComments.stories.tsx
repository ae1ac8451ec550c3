/**
 * <pw-video-comments> as a video story page holds it (issue 11), in the
 * states the API and the reader put it in: a guest (the list and a login
 * link), a member with the form, no comments yet, a failed list, and a
 * member's comment sent (the event shows in the Actions panel). GET
 * guest/comment/video_comment_list and POST web/comment/save_video_comment
 * answer as server/src/routes/video-comments.ts does.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import "../widgets/video-comments/video-comments.element.js";
import { fail, loginAs, MEMBER, ok } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default { title: "Elements/<pw-video-comments>", ...elementMeta("pw-video-comments", { "pc-id": "pw000201", "relation-id": "pw000201r01" }) };
type Story = StoryObj<ElementArgs>;

const TAG = "pw-video-comments";
const COMMENTS = [
  { id: 1, content: "画面很稳，夜景的颜色也好。", memberName: "王读者", createTime: "2026-11-30T08:12:00Z" },
  { id: 2, content: "Which camera was this shot on?", memberName: "Ann Reader", createTime: "2026-12-01T15:40:00Z" },
];
const list = (items: typeof COMMENTS) => http.get("*/api/guest/comment/video_comment_list", () => ok({ list: items, total: items.length }));

/** The element's shadow root once `sel` is in it (the section loads when it nears the viewport). */
async function rootWith(canvas: HTMLElement, sel: string): Promise<ShadowRoot> {
  return waitFor(
    () => {
      const root = canvas.querySelector(TAG)?.shadowRoot;
      if (!root?.querySelector(sel)) throw new Error(`<${TAG}> shows no ${sel} yet`);
      return root;
    },
    { timeout: 5000 },
  );
}

/** A guest: the comments, oldest first, and a login link instead of the form. */
export const Guest: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), list(COMMENTS)),
  play: async ({ canvasElement }) => {
    const root = await rootWith(canvasElement, '[part="list"] li');
    await expect(root.querySelectorAll('[part="list"] li')).toHaveLength(2);
    await expect(root.querySelector('[part="form"]')).toBeNull();
  },
};

/** A member: the comments and the form with its character counter. */
export const Member: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), list(COMMENTS)),
  play: async ({ canvasElement }) => {
    await rootWith(canvasElement, '[part="form"] textarea');
  },
};

/** No comment yet: the list says so; a member can write the first. */
export const Empty: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(MEMBER), list([])),
  play: async ({ canvasElement }) => {
    await rootWith(canvasElement, '[part="form"] textarea');
  },
};

/** The list cannot be read: the server's message (role="alert"), and a button that asks again. */
export const ListError: Story = {
  beforeEach: ({ msw }) => msw.use(loginAs(null), http.get("*/api/guest/comment/video_comment_list", () => fail("api_tools_1", "网络异常，请稍后重试", 500))),
  play: async ({ canvasElement }) => {
    const root = await rootWith(canvasElement, '[role="alert"]');
    await expect(root.querySelector('[role="alert"]')?.textContent).toBe("网络异常，请稍后重试");
  },
};

/** A member sends a comment: it joins the list and pw-video-comment-posted fires (see Actions). */
export const Posted: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      loginAs(MEMBER),
      list(COMMENTS),
      http.post("*/api/web/comment/save_video_comment", async ({ request }) => {
        const body = (await request.json()) as { content: string };
        return ok({ id: 3, content: body.content, memberName: MEMBER.name, createTime: new Date().toISOString() });
      }),
    ),
  play: async ({ canvasElement }) => {
    const root = await rootWith(canvasElement, '[part="list"] li');
    const box = root.querySelector("textarea")!;
    box.focus();
    // as a reader's typing reaches a controlled field: the native setter, then the input event
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!.call(box, "谢谢分享");
    box.dispatchEvent(new Event("input", { bubbles: true }));
    await waitFor(() => expect(box.value).toBe("谢谢分享"));
    root.querySelector<HTMLButtonElement>('[part="send"]')!.click();
    await waitFor(() => expect(root.querySelectorAll('[part="list"] li')).toHaveLength(3));
  },
};
