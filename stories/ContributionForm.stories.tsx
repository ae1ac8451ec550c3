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
 * center's pw-member-center-review on the document). Issue 20: a draft's
 * files with their licence groups (one photo declared royalty-free with
 * restrictions and a model release, a video left at the agency's default),
 * and the server refusing a licence field (invalid_param
 * relationList.0.licence.restrictionsEn), shown at that field.
 */
import type { StoryObj } from "@storybook/react-vite";
import { http } from "msw";
import { expect, waitFor } from "storybook/test";
import type { ContributionDraftDto, RelationDraftDto } from "../common/contribution.js";
import type { ReviewEvent, ReviewState } from "../common/staff.js";
import "../widgets/contribution/contribution-form.element.js";
import { fieldOf, fill, shadowOf } from "./account-mocks.js";
import { fail, ok } from "./api-mocks.js";
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

/** A file of a draft (common/contribution.ts RelationDraftDto); `licence` as the contributor declared it. */
const file = (n: number, extra: Partial<RelationDraftDto> = {}): RelationDraftDto => ({
  filePath: `files/7/${String(n).repeat(32)}.jpg`,
  relationId: `up${n}`,
  mediaId: String(n).repeat(32),
  mediaType: 3,
  colorDepth: 24,
  orientation: 1,
  colorSp: "sRGB",
  fileExt: "jpg",
  horizontal: 4000,
  vertical: 3000,
  square: false,
  size: 2_400_000,
  md5: String(n).repeat(32),
  fileName: `harbour-${n}.jpg`,
  caption: "渔船清晨返港 / Fishing boats return at dawn",
  byline: "Lin Hui",
  keywords: [],
  shootingDate: "2026-11-20",
  duration: null,
  posterPath: null,
  previewUrl: null,
  ...extra,
});

/** A draft being edited, with a photo declared royalty-free and a video at the default licence. */
const licensed = (): ContributionDraftDto => ({
  ...draft(null),
  relationList: [
    file(1, { licence: { type: "rf", restrictionsZh: "不得用于政治广告", restrictionsEn: "No political advertising", modelRelease: "released", propertyRelease: "not_applicable" } }),
    file(2, { mediaType: 4, fileExt: "mp4", filePath: `files/7/${"2".repeat(32)}.mp4`, fileName: "harbour.mp4", duration: 12 }),
  ],
});

/** Issue 20: each file's licence group: type with its explanation, restrictions in zh and en (counted), model and property release; the video shows the agency's default (editorial use only, no releases). */
export const LicenceGroup: Story = {
  args: { oid: OID },
  beforeEach: ({ msw }) => msw.use(content(licensed())),
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement, '[part="licence"]');
    const groups = root.querySelectorAll('[part="licence"]');
    await expect(groups).toHaveLength(2);
    await expect(groups[0].querySelector<HTMLInputElement>('input[value="rf"]')!.checked).toBe(true);
    await expect(groups[1].querySelector<HTMLInputElement>('input[value="editorial"]')!.checked).toBe(true);
    await expect(groups[1].querySelector<HTMLSelectElement>('select[name="modelRelease"]')!.value).toBe("none");
  },
};

/** Issue 20: the server refuses a licence field on autosave (restrictions too long): the message under that field, the field marked invalid. */
export const LicenceRefused: Story = {
  args: { oid: OID },
  globals: { lang: "en" },
  beforeEach: ({ msw }) =>
    msw.use(
      content(licensed()),
      http.post("*/api/guest/addPublicationContent", () => fail("invalid_param", "Invalid request parameters", 400, { errors: [{ field: "relationList.0.licence.restrictionsEn", rule: "maxLength" }] })),
    ),
  play: async ({ canvasElement }) => {
    const root = await ready(canvasElement, '[part="licence"]');
    // the first file's English restrictions (ids end with -restrictionsEn)
    await fill(root, { restrictionsEn: "No political advertising outside China" });
    const field = fieldOf(root, "restrictionsEn");
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"), { timeout: 4000 });
    await expect(root.querySelector('[part="licence"] [part="error"]')!.textContent).toBe("At most 500 characters");
  },
};
