/**
 * widgets/staff-console/staff-console.store.ts and its slices (issue 19 "A
 * staff console") with a fake of the staff calls (staff-console-fake.ts):
 * who may open it (guest, member, editor, a failed check and its retry),
 * panels loading when first shown (the audit log every time), the review
 * queue (opening claims a submitted one, files kept, approve in editions
 * with credits only for the "credit to" boxes changed, reject and changes
 * with a reason, refusals review_state and
 * contributor_not_approved kept for the decision area, stale answers
 * dropped, a decided one leaving the "to do" list), the pages, the actions
 * announced, dispose and retry. The other panels: staff-console-panels.test.ts.
 */
import { describe, expect, it } from "vitest";
import { STAFF_ROWS } from "../../common/staff.js";
import type { Lang } from "../../common/i18n/index.js";
import { createStaffStore } from "../../widgets/staff-console/staff-console.store.js";
import { fakeStaff, ME, member, settle, submission } from "./staff-console-fake.js";
import { fakeCommerce } from "./staff-console-commerce-fake.js";

const zh = (): Lang => "zh";

function setup(opts: Parameters<typeof createStaffStore>[2] = {}) {
  const f = fakeStaff();
  const store = createStaffStore(zh, { api: f.api, commerce: fakeCommerce().api }, opts);
  return { f, store, st: () => store.get() };
}

describe("staff console store: who may open it", () => {
  it("a guest and a member without the editor role get no further than the check", async () => {
    for (const [access, expected] of [
      ["guest", "guest"],
      ["forbidden", "forbidden"],
    ] as const) {
      const { f, store, st } = setup();
      f.access = access;
      await store.start();
      expect(st().access).toBe(expected);
      expect(st().me).toBeNull();
      expect(f.count("submissions")).toBe(0);
      await store.showPanel("members");
      expect(f.count("members")).toBe(0);
    }
  });

  it("a failed check keeps its failure; retry checks again and loads the panel", async () => {
    const { f, store, st } = setup();
    f.access = "down";
    await store.start();
    expect(st().access).toBe("error");
    expect(st().accessError).toMatchObject({ code: "998", msg: "网络错误" });
    f.access = "editor";
    await store.retry();
    expect(st().access).toBe("editor");
    expect(st().me).toEqual(ME);
    expect(st().review.list.phase).toBe("ready");
  });

  it("an editor gets the first panel's list only; another panel loads when first shown, the audit log every time", async () => {
    const { f, store, st } = setup({ panel: "members" });
    f.members = [member("m1"), member("m2")];
    await store.start();
    expect(st().panel).toBe("members");
    expect(st().members.list).toMatchObject({ phase: "ready", total: 2, page: 1 });
    expect(f.count("submissions")).toBe(0);
    await store.showPanel("review");
    await store.showPanel("members");
    await store.showPanel("review");
    expect(f.count("members")).toBe(1);
    expect(f.count("submissions")).toBe(1);
    await store.showPanel("audit");
    await store.showPanel("review");
    await store.showPanel("audit");
    expect(f.count("audit")).toBe(2);
    expect(f.calls.find((c) => c.name === "audit")!.args[0]).toEqual({ page: 1, rows: STAFF_ROWS });
  });
});

describe("staff console store: the review queue", () => {
  it("lists the filter's submissions a page at a time; another filter loads its first page", async () => {
    const { f, store, st } = setup({ rows: 2 });
    f.submissions = [submission("a"), submission("b", "in_review"), submission("c"), submission("d", "approved")];
    await store.start();
    expect(st().review.list.items.map((x) => x.oid)).toEqual(["a", "b"]);
    expect(st().review.list.total).toBe(3);
    expect(st().review.list.items[0].files).toEqual([]);
    await store.review.load(2);
    expect(st().review.list).toMatchObject({ page: 2, total: 3 });
    expect(st().review.list.items.map((x) => x.oid)).toEqual(["c"]);
    await store.review.setFilter("approved");
    expect(f.calls.at(-1)).toEqual({ name: "submissions", args: [{ state: "approved", page: 1, rows: 2 }] });
    expect(st().review.list.items.map((x) => x.oid)).toEqual(["d"]);
  });

  it("a page past the end (items gone meanwhile) loads the last page instead", async () => {
    const { f, store, st } = setup({ rows: 2 });
    f.submissions = [submission("a"), submission("b"), submission("c")];
    await store.start();
    f.submissions = [submission("a")];
    await store.review.load(2);
    expect(st().review.list).toMatchObject({ phase: "ready", page: 1, total: 1 });
  });

  it("opening a submitted one claims it (in review, the editor its reviewer), keeps its files and announces the claim", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a")];
    await store.start();
    await store.review.open("a");
    const r = st().review;
    expect(f.calls.map((c) => c.name)).toEqual(["me", "submissions", "submission", "claim"]);
    expect(r.detail).toMatchObject({ oid: "a", state: "in_review", reviewer: ME.code });
    // the claim's answer has no files: the ones read first stay
    expect(r.detail!.files.map((x) => x.relationId)).toEqual(["rel-a"]);
    expect(r.list.items[0].state).toBe("in_review");
    expect(r.busy).toBeNull();
    expect(st().action).toMatchObject({ action: "submission.claim", target: "a" });
    expect(st().toast).toMatchObject({ key: "claimed", vars: { title: "Story a" }, quick: true });
  });

  it("opening one in review (or decided) claims nothing", async () => {
    const { f, store, st } = setup({ filter: "all" });
    f.submissions = [submission("a", "in_review"), submission("b", "rejected", { reason: "blurred" })];
    await store.start();
    await store.review.open("a");
    await store.review.open("b");
    expect(f.count("claim")).toBe(0);
    expect(st().review.detail).toMatchObject({ oid: "b", state: "rejected" });
  });

  it("a claim someone else made first: the toast says so and the submission is read again", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a")];
    await store.start();
    f.hold("claim");
    const opening = store.review.open("a");
    await settle(20);
    f.find("a").state = "in_review";
    f.find("a").reviewer = "other_editor";
    f.release("claim");
    await opening;
    await settle(20);
    expect(st().toast).toMatchObject({ key: "claim_failed", failure: { code: "review_state" } });
    expect(st().review.detail).toMatchObject({ state: "in_review", reviewer: "other_editor" });
  });

  it("an answer for a submission no longer open is dropped", async () => {
    const { f, store, st } = setup({ filter: "all" });
    f.submissions = [submission("a", "in_review"), submission("b", "in_review")];
    await store.start();
    f.hold("submission");
    const first = store.review.open("a");
    await settle();
    f.release("submission");
    const second = store.review.open("b");
    await Promise.all([first, second]);
    expect(st().review.oid).toBe("b");
    expect(st().review.detail?.oid).toBe("b");
  });

  it("approve: no edition is a problem at the field and no call; the chosen editions in order; it leaves the to-do list", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a", "in_review"), submission("b")];
    await store.start();
    await store.review.open("a");
    expect(await store.review.approve([])).toBe(false);
    expect(st().review.problems).toEqual([{ field: "editions", rule: "required" }]);
    expect(f.count("approve")).toBe(0);
    store.review.clearProblems();
    expect(st().review.problems).toEqual([]);
    expect(await store.review.approve(["ann", "zh"])).toBe(true);
    expect(f.calls.at(-1)).toEqual({ name: "approve", args: ["a", ["zh", "ann"]] });
    const r = st().review;
    expect(r.detail).toMatchObject({ state: "approved", storyId: "pw000900", editions: ["zh", "ann"] });
    expect(r.detail!.files).toHaveLength(1);
    expect(r.list.items.map((x) => x.oid)).toEqual(["b"]);
    expect(r.list.total).toBe(1);
    expect(st().action).toMatchObject({ action: "submission.approve", target: "a" });
    expect(st().toast).toMatchObject({ key: "approve_done", vars: { title: "Story a" } });
  });

  it("approve with credits: only the boxes that differ (trimmed) from the byline are sent, trimmed; untouched ones send none", async () => {
    const { f, store } = setup({ filter: "all" });
    const two = (oid: string) => {
      const x = submission(oid, "in_review");
      const [first] = x.files;
      x.files = [first, { ...first, relationId: `rel2-${oid}`, byline: "" }];
      return x;
    };
    f.submissions = [two("a"), two("b")];
    await store.start();
    await store.review.open("a");
    // the boxes as shown at first (the byline; empty when none), or with spaces only added: no credits
    expect(await store.review.approve(["zh"], { "rel-a": " 李摄影 ", "rel2-a": "" })).toBe(true);
    expect(f.calls.at(-1)).toEqual({ name: "approve", args: ["a", ["zh"]] });
    expect(f.audit[0]).toMatchObject({ action: "submission.approve", target: "a", detail: { editions: ["zh"] } });
    expect(f.audit[0].detail).not.toHaveProperty("credits");
    await store.review.open("b");
    expect(await store.review.approve(["zh", "en"], { "rel-b": "李摄影", "rel2-b": "  Agency Staff Photographer ", "unknown": "X" })).toBe(true);
    expect(f.calls.at(-1)).toEqual({ name: "approve", args: ["b", ["zh", "en"], { "rel2-b": "Agency Staff Photographer" }] });
    expect(f.audit[0].detail).toEqual({ editions: ["zh", "en"], credits: { "rel2-b": "Agency Staff Photographer" } });
  });

  it("approve with credits: a box emptied or too long is a problem at its file and nothing is sent; the server's notFound shows there too", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a", "in_review")];
    await store.start();
    await store.review.open("a");
    expect(await store.review.approve(["zh"], { "rel-a": "   " })).toBe(false);
    expect(st().review.problems).toEqual([{ field: "credits.rel-a", rule: "required" }]);
    expect(await store.review.approve([], { "rel-a": "x".repeat(201) })).toBe(false);
    expect(st().review.problems).toEqual([
      { field: "editions", rule: "required" },
      { field: "credits.rel-a", rule: "maxLength" },
    ]);
    expect(f.count("approve")).toBe(0);
    expect(await store.review.approve(["zh"], { "rel-a": "x".repeat(200) })).toBe(true);
    expect(f.calls.at(-1)!.args[2]).toEqual({ "rel-a": "x".repeat(200) });
    // the server no longer has the file (the store's copy still shows it)
    f.submissions = [submission("b", "in_review")];
    await store.review.open("b");
    f.find("b").files = [{ ...f.find("b").files[0], relationId: "rel-other" }];
    expect(await store.review.approve(["zh"], { "rel-b": "Harbour Eye" })).toBe(false);
    expect(st().review.problems).toEqual([{ field: "credits.rel-b", rule: "notFound" }]);
    expect(st().review.failure).toBeNull();
    expect(st().review.detail!.state).toBe("in_review");
  });

  it("approve refused: contributor_not_approved stays for the decision area, nothing else changes", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a", "in_review", { member: { code: "new_one", name: "新人", contributorStatus: 0 } })];
    await store.start();
    await store.review.open("a");
    expect(await store.review.approve(["zh", "en", "ann"])).toBe(false);
    const r = st().review;
    expect(r.failure).toEqual({ code: "contributor_not_approved", msg: "投稿人的申请尚未批准", problems: [] });
    expect(r.busy).toBeNull();
    expect(r.detail!.state).toBe("in_review");
    expect(st().action).toBeNull();
  });

  it("approve refused with review_state (decided elsewhere): the refusal stays and the submission shows its state now", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a", "in_review")];
    await store.start();
    await store.review.open("a");
    f.find("a").state = "rejected";
    f.find("a").reason = "duplicate";
    expect(await store.review.approve(["zh"])).toBe(false);
    await settle(20);
    expect(st().review.failure?.code).toBe("review_state");
    expect(st().review.detail).toMatchObject({ state: "rejected", reason: "duplicate" });
    expect(st().review.list.items).toEqual([]);
  });

  it("reject and ask for changes need a reason (trimmed, at most 1000 characters); the server's field problems show at the field", async () => {
    const { f, store, st } = setup({ filter: "all" });
    f.submissions = [submission("a", "in_review"), submission("b", "in_review")];
    await store.start();
    await store.review.open("a");
    expect(await store.review.reject("   ")).toBe(false);
    expect(st().review.problems).toEqual([{ field: "reason", rule: "required" }]);
    expect(await store.review.changes("x".repeat(1001))).toBe(false);
    expect(st().review.problems).toEqual([{ field: "reason", rule: "maxLength" }]);
    expect(f.count("reject") + f.count("changes")).toBe(0);
    expect(await store.review.reject("  Out of focus  ")).toBe(true);
    expect(f.calls.at(-1)).toEqual({ name: "reject", args: ["a", "Out of focus"] });
    expect(st().review.detail).toMatchObject({ state: "rejected", reason: "Out of focus" });
    // still listed under "all", with its new state
    expect(st().review.list.items.find((x) => x.oid === "a")?.state).toBe("rejected");
    await store.review.open("b");
    expect(await store.review.changes("Add the shooting date")).toBe(true);
    expect(st().review.detail).toMatchObject({ state: "changes", reason: "Add the shooting date" });
    expect(st().action).toMatchObject({ action: "submission.changes", target: "b" });
  });

  it("close forgets the open submission", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a", "in_review")];
    await store.start();
    await store.review.open("a");
    store.review.close();
    expect(st().review).toMatchObject({ oid: null, detail: null, detailPhase: "idle" });
  });
});

describe("staff console store: lifecycle", () => {
  it("answers after dispose change nothing", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a")];
    f.hold("submissions");
    const started = store.start();
    await settle();
    store.dispose();
    f.release("submissions");
    await started;
    expect(st().review.list.phase).toBe("loading");
  });

  it("a failed list keeps its failure; retry loads the shown panel again", async () => {
    const { f, store, st } = setup();
    f.submissions = [submission("a")];
    f.hold("submissions");
    const started = store.start();
    await settle(10);
    f.access = "down";
    f.release("submissions");
    await started;
    expect(st().review.list).toMatchObject({ phase: "error", error: { code: "998" } });
    f.access = "editor";
    await store.retry();
    expect(st().review.list).toMatchObject({ phase: "ready", total: 1 });
  });
});
