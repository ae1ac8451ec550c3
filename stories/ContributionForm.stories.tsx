/**
 * <pw-contribution-form> (uc1-new) as a site builder writes it, with the
 * contribution calls mocked as server/src/services/contribution.ts answers
 * them (GET guest/getPublicationContent → `{ draft, subjects }`, POST
 * guest/addPublicationContent → `{ oid, doc }`): a new draft, and a saved
 * draft in each state of editorial review (issue 19): submitted (awaiting
 * review: the form says it was submitted for review, nothing is published
 * yet), rejected with the editor's reason, approved (the link to the
 * published page), sent back for changes (editable, the reason above the
 * form), and a review event arriving while the page is open (the member
 * center's pw-member-center-review on the document).
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import type { ContributionDraftDto } from "../common/contribution.js";
import type { ReviewEvent, ReviewState } from "../common/staff.js";
import "../widgets/contribution/contribution-form.element.js";
import { shadowOf } from "./account-mocks.js";
import { ok } from "./api-mocks.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default {
  title: "Elements/<pw-contribution-form>",
  ...elementMeta("pw-contribution-form", {}),
};
type Story = StoryObj<ElementArgs>;

const TAG = "pw-contribution-form";
const OID = "demo_contributor_story1";
const PAGE = "/pw/news/photo/articles/2026/11/25/pw000123.html";
const SUBJECTS = [
  { code: "news", name: "News", nameZh: "新闻" },
  { code: "culture", name: "Culture", nameZh: "文化" },
];

/** A saved draft (ContributionDraftDto with the review fields of issue 19). */
function draft(review: ReviewState | null, reason = ""): ContributionDraftDto & { reviewState: ReviewState | null; reviewReason: string; htmlUrl?: string } {
  const submitted = review !== null && review !== "changes";
  return {
    oid: OID,
    status: submitted ? "submit" : "draft",
    statusId: submitted ? 13 : 0,
    storyId: review === "approved" ? "pw000123" : null,
    ...(review === "approved" ? { htmlUrl: PAGE } : {}),
    type: "image",
    title: "渔港清晨 / Harbour at dawn",
    description: "Fishing boats return at dawn.",
    keywords: ["harbour", "boats"],
    subjectCode: "news",
    shootingDate: "2026-11-20",
    relationList: [],
    modifyTime: "2026-11-25T08:00:00.000Z",
    commitDate: submitted ? "2026-11-25T08:00:00.000Z" : null,
    reviewState: review,
    reviewReason: reason,
  };
}

/** GET guest/getPublicationContent answering `d` (null: a new draft). */
const content = (d: ContributionDraftDto | null) => http.get("*/api/guest/getPublicationContent", () => ok({ draft: d, subjects: SUBJECTS }));

/** Waits for the element's panel after submission (or its form). */
const ready = (canvasElement: HTMLElement, selector: string) => shadowOf(canvasElement, TAG, selector);

/** A new draft: the empty form, waiting for uploaded files. */
export const NewDraft: Story = {
  beforeEach: ({ msw }) => msw.use(content(null)),
  play: async ({ canvasElement }) => void (await ready(canvasElement, "form")),
};

/** Submitted, awaiting review: "submitted for review" (never "published"), the review state, no story link yet. */
export const SubmittedForReview: Story = {
  args: { oid: OID },
  beforeEach: ({ msw }) => msw.use(content(draft("submitted"))),
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement, '[part="result"]');
    await expect(root.querySelector('[part="story-link"]')).toBeNull();
  },
};

/** Rejected: the state and the editor's reason. */
export const Rejected: Story = {
  args: { oid: OID },
  beforeEach: ({ msw }) => msw.use(content(draft("rejected", "与已发布的稿件重复 / A duplicate of a published story"))),
  play: async ({ canvasElement }) => void (await ready(canvasElement, '[part="review"]')),
};

/** Approved: published; the link to its page. */
export const Approved: Story = {
  args: { oid: OID },
  beforeEach: ({ msw }) => msw.use(content(draft("approved"))),
  play: async ({ canvasElement }) => void (await ready(canvasElement, '[part="story-link"]')),
};

/** Sent back for changes: editable again, the editor's reason above the form; it may be submitted anew. */
export const ChangesRequested: Story = {
  args: { oid: OID },
  beforeEach: ({ msw }) => msw.use(content(draft("changes", "请为每张图片补充说明 / Please add a caption to each photo"))),
  play: async ({ canvasElement }) => void (await ready(canvasElement, 'form [part="review"]')),
};

/** In review while the page is open: the member center hears the editor approve it (realtime) and the form shows the page link. */
export const ApprovedWhileOpen: Story = {
  args: { oid: OID },
  beforeEach: ({ msw }) => msw.use(content(draft("in_review"))),
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement, '[part="result"]');
    const ev: ReviewEvent = { type: "review", oid: OID, state: "approved", reason: "", storyId: "pw000123", htmlUrl: PAGE };
    document.dispatchEvent(new CustomEvent("pw-member-center-review", { detail: ev, bubbles: true, composed: true }));
    await waitFor(() => expect(root.querySelector('[part="story-link"]')).not.toBeNull());
  },
};
