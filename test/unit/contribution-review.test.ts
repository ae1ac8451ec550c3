/**
 * The contribution form and editorial review (issue 19; widgets/contribution):
 * after submission the story is not live: the form says it was submitted
 * for review (never that it is published), shows the review state and the
 * editor's reason, and links to the story's page only once approved; a
 * draft sent back for changes opens editable with the reason; review events
 * (from the member center, realtime) update the form.
 */
import { describe, expect, it } from "vitest";
import type { ContributionDraftDto } from "../../common/contribution.js";
import type { ReviewEvent } from "../../common/staff.js";
import { contributionFormProps } from "../../widgets/contribution/contribution-form.props.js";
import { liveUrl, reviewOf } from "../../widgets/contribution/contribution.rules.js";
import { createContributionStore, type ContributionDeps, type ContributionStore } from "../../widgets/contribution/contribution.store.js";

const PAGE = "/pw/news/photo/articles/2026/11/25/pw000123.html";
const FILE = { relationId: "up1", filePath: "files/7/a.jpg", mediaId: "1", mediaType: 3, fileName: "a.jpg", caption: "", md5: "a".repeat(32) };

/** A stored draft (ContributionDraftDto with the review fields the server adds). */
const draft = (extra: Record<string, unknown> = {}) =>
  ({
    oid: "demo_contributor_d1",
    status: "submit",
    statusId: 13,
    storyId: null,
    type: "image",
    title: "Harbour at dawn",
    description: "",
    keywords: [],
    subjectCode: "news",
    shootingDate: "",
    relationList: [FILE],
    modifyTime: "2026-11-25T08:00:00.000Z",
    commitDate: "2026-11-25T08:00:00.000Z",
    reviewState: "submitted",
    reviewReason: "",
    ...extra,
  }) as unknown as ContributionDraftDto;

function deps(opts: { draft?: ContributionDraftDto | null; submitAnswer?: { storyId: string | null; htmlUrl: string | null; draft: ContributionDraftDto } } = {}) {
  const loads: (string | null)[] = [];
  let stored = opts.draft ?? null;
  const d: ContributionDeps = {
    load: async (oid) => {
      loads.push(oid);
      return { draft: stored, subjects: [{ code: "news", name: "News", nameZh: "新闻" }] };
    },
    save: async (body) => ({ oid: "demo_contributor_d1", doc: { ...(body as object), oid: "demo_contributor_d1", modifyTime: "2026-11-25T09:00:00.000Z" } as ContributionDraftDto }),
    submit: async () => opts.submitAnswer ?? { storyId: null, htmlUrl: null, draft: draft() },
    log: () => {},
    local: { get: async () => null, set: async () => {}, remove: async () => {} },
    remember: () => {},
    setTimer: () => 0,
    clearTimer: () => {},
    now: () => new Date("2026-11-25T09:00:00.000Z"),
  };
  return { deps: d, loads, store: (s: ContributionDraftDto | null) => (stored = s) };
}

const actions = (s: ContributionStore) => s;
const view = (s: ContributionStore, lang: "zh" | "en" = "en") => contributionFormProps(lang, "zh", s.get(), actions(s));
const settle = () => new Promise((r) => setTimeout(r, 0));
const ev = (state: ReviewEvent["state"], extra: Partial<ReviewEvent> = {}): ReviewEvent => ({ type: "review", oid: "demo_contributor_d1", state, reason: "", storyId: null, htmlUrl: null, ...extra });

describe("review rules", () => {
  it("a draft's review; the page only of an approved story (or of one submitted before review existed)", () => {
    expect(reviewOf(draft({ reviewState: "rejected", reviewReason: "Blurred" }))).toEqual({ state: "rejected", reason: "Blurred" });
    expect(reviewOf(draft({ reviewState: null }))).toBeNull();
    expect(liveUrl({ state: "in_review", reason: "" }, PAGE)).toBe("");
    expect(liveUrl({ state: "approved", reason: "" }, PAGE)).toBe(PAGE);
    expect(liveUrl(null, PAGE)).toBe(PAGE);
    expect(liveUrl(null, undefined)).toBe("");
  });
});

describe("contribution form after submission (issue 19)", () => {
  it("submitting says 'submitted for review', never 'published', and offers no story link even if the answer names a page", async () => {
    const g = deps({ draft: draft({ status: "draft", statusId: 0, reviewState: null }), submitAnswer: { storyId: "pw000123", htmlUrl: PAGE, draft: draft() } });
    const s = createContributionStore(g.deps);
    await s.load("demo_contributor_d1");
    expect(s.get().phase).toBe("editing");
    await s.submit();
    expect(s.get()).toMatchObject({ phase: "submitted", review: { state: "submitted" }, result: { htmlUrl: "" } });
    const en = view(s, "en");
    expect(en.labels.submittedTitle).toBe("Story submitted for review");
    expect(en.labels.submittedBody).not.toMatch(/story is published|can now find/i);
    expect(en.labels.submittedBody).toMatch(/review/);
    expect(en.review).toEqual({ state: "submitted", text: "Review: awaiting review", reason: "" });
    expect(en.result?.htmlUrl).toBeNull();
    const zh = view(s, "zh");
    expect(zh.labels.submittedTitle).toBe("稿件已提交审核");
    expect(zh.labels.submittedBody).not.toContain("已发布");
    expect(zh.review?.text).toBe("审核状态：等待审核");
  });

  it("opens a rejected submission with the state and the reason; an approved one links to its page", async () => {
    const g = deps({ draft: draft({ reviewState: "rejected", reviewReason: "Out of focus" }) });
    const s = createContributionStore(g.deps);
    await s.load("demo_contributor_d1");
    expect(view(s).review).toEqual({ state: "rejected", text: "Review: rejected", reason: "Editor's reason: Out of focus" });
    g.store(draft({ reviewState: "approved", storyId: "pw000123", htmlUrl: PAGE }));
    await s.load("demo_contributor_d1");
    expect(view(s).result?.htmlUrl).toBe(PAGE);
    expect(view(s, "zh").review?.text).toBe("审核状态：已通过并发布");
  });

  it("a draft sent back for changes is editable, with the editor's reason above the form", async () => {
    const g = deps({ draft: draft({ status: "draft", statusId: 0, reviewState: "changes", reviewReason: "Add captions" }) });
    const s = createContributionStore(g.deps);
    await s.load("demo_contributor_d1");
    expect(s.get().phase).toBe("editing");
    const p = view(s);
    expect(p.review).toMatchObject({ state: "changes", reason: "Editor's reason: Add captions" });
    expect(p.labels.changesTitle).toBe("The editors asked for changes to this story");
  });

  it("review events of this draft update the form: approved shows the page, changes reads the draft again (editable); others are ignored", async () => {
    const g = deps({ draft: draft({ reviewState: "in_review" }) });
    const s = createContributionStore(g.deps);
    await s.load("demo_contributor_d1");
    s.reviewed({ ...ev("approved", { storyId: "pw9", htmlUrl: PAGE }), oid: "someone_else" });
    expect(s.get().review?.state).toBe("in_review");
    s.reviewed(ev("approved", { storyId: "pw9", htmlUrl: PAGE }));
    expect(s.get()).toMatchObject({ phase: "submitted", review: { state: "approved" }, result: { storyId: "pw9", htmlUrl: PAGE } });
    g.store(draft({ status: "draft", statusId: 0, reviewState: "changes", reviewReason: "Crop" }));
    s.reviewed(ev("changes", { reason: "Crop" }));
    await settle();
    expect(s.get()).toMatchObject({ phase: "editing", review: { state: "changes", reason: "Crop" }, result: null });
    expect(g.loads).toEqual(["demo_contributor_d1", "demo_contributor_d1"]);
  });
});
