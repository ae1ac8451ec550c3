/**
 * The contribution form's logic and store (widgets/contribution; issue 11
 * "Drafts and submission"): pre-filling from file metadata, autosave
 * without lost edits, the local copy, submission and its refusals.
 */
import { describe, expect, it } from "vitest";
import type { ContributionDraftDto, RelationDraftDto } from "../../common/contribution.js";
import { addRelation, EMPTY_FIELDS, moveRelation, saveBody, splitKeywords, submitProblems, validDate } from "../../widgets/contribution/contribution.rules.js";
import { createContributionStore, type ContributionDeps } from "../../widgets/contribution/contribution.store.js";
import { contributionFormProps } from "../../widgets/contribution/contribution-form.props.js";

const rel = (n: number, extra: Partial<RelationDraftDto> = {}): RelationDraftDto => ({
  filePath: `files/7/${String(n).repeat(32).slice(0, 32)}.jpg`,
  relationId: `up${n}`,
  mediaId: String(n),
  mediaType: 3,
  colorDepth: 24,
  orientation: 1,
  colorSp: "sRGB",
  fileExt: "jpg",
  horizontal: 100,
  vertical: 80,
  square: false,
  size: 1000,
  md5: String(n).repeat(32).slice(0, 32),
  fileName: `p${n}.jpg`,
  caption: "",
  byline: "",
  keywords: [],
  shootingDate: "",
  duration: null,
  posterPath: null,
  previewUrl: null,
  ...extra,
});

describe("contribution logic", () => {
  it("a file's metadata fills only what is empty, once per file", () => {
    let f = addRelation(EMPTY_FIELDS, rel(1, { caption: "Boats return. The sea is calm.", keywords: ["sea", "boats"], shootingDate: "2026-11-20" }));
    expect(f).toMatchObject({ title: "Boats return.", description: "Boats return. The sea is calm.", keywords: "sea, boats", shootingDate: "2026-11-20" });
    f = { ...f, title: "My title" };
    f = addRelation(f, rel(2, { caption: "Other", keywords: ["sea", "gulls"], shootingDate: "2026-01-01" }));
    expect(f).toMatchObject({ title: "My title", description: "Boats return. The sea is calm.", keywords: "sea, boats, gulls", shootingDate: "2026-11-20" });
    expect(f.relationList.map((r) => r.caption)).toEqual(["Boats return. The sea is calm.", "Other"]);
    expect(addRelation(f, rel(2))).toBe(f);
    expect(moveRelation(f, "up2", -1).relationList.map((r) => r.relationId)).toEqual(["up2", "up1"]);
    expect(moveRelation(f, "up2", 1)).toBe(f);
  });

  it("keywords, dates, problems and the save body", () => {
    expect(splitKeywords(" a, b；a ,, c")).toEqual(["a", "b", "c"]);
    expect(validDate("2024-02-29")).toBe(true);
    expect(validDate("2026-02-29")).toBe(false);
    expect(validDate("")).toBe(true);
    expect(submitProblems(EMPTY_FIELDS)).toEqual({ title: "title_required", subjectCode: "subject_required", relationList: "files_required" });
    expect(saveBody(null, { ...EMPTY_FIELDS, keywords: "x, y" })).toEqual({ title: "", description: "", keywords: ["x", "y"], subjectCode: "", shootingDate: "", relationList: [] });
    expect(saveBody("o1", EMPTY_FIELDS).oid).toBe("o1");
  });

  it("emoji in the title, description or keywords stop a submission with their own message (issue 22 item 6)", () => {
    const ok = { ...EMPTY_FIELDS, title: "港口的早晨", subjectCode: "news", relationList: [rel(1)] };
    expect(submitProblems(ok)).toEqual({});
    expect(submitProblems({ ...ok, title: "港口的早晨🌅", description: "Boats ⛵", keywords: "sea, 🐟" })).toEqual({
      title: "text_emoji",
      description: "text_emoji",
      keywords: "text_emoji",
    });
    // not emoji: CJK punctuation, ©, digits
    expect(submitProblems({ ...ok, title: "《港口》© 2026", description: "“早晨”" })).toEqual({});
  });
});

/** Deps with a manual clock, a recorded server and an in-memory local copy. */
function fakeDeps(opts: { draft?: Partial<ContributionDraftDto> | null; failSave?: string | null; failRule?: string } = {}) {
  const timers: { fn: () => void; at: number; id: number }[] = [];
  let now = 0;
  let id = 0;
  const saves: Record<string, unknown>[] = [];
  const local = new Map<string, unknown>();
  const logs: string[] = [];
  const remembered: string[] = [];
  let releaseSave: (() => void) | null = null;
  const ctl = { failSave: opts.failSave ?? null, holdSave: false, submitError: null as null | { code: string; msg: string } };
  const deps: ContributionDeps = {
    load: async () => ({ draft: (opts.draft ?? null) as ContributionDraftDto | null, subjects: [{ code: "news", name: "News", nameZh: "新闻" }] }),
    save: async (body) => {
      saves.push(JSON.parse(JSON.stringify(body)));
      if (ctl.holdSave) await new Promise<void>((r) => (releaseSave = r));
      if (ctl.failSave) throw { code: ctl.failSave, msg: ctl.failSave === "998" ? "network" : "bad", body: ctl.failSave === "invalid_param" ? { errors: [{ field: "title", rule: opts.failRule ?? "maxLength" }] } : undefined };
      return { oid: "demo_contributor_x1", doc: { ...(body as object), oid: "demo_contributor_x1", modifyTime: new Date(1000 + saves.length).toISOString() } as ContributionDraftDto };
    },
    submit: async (oid) => {
      if (ctl.submitError) throw ctl.submitError;
      return { storyId: "pw000123", htmlUrl: "/pw/news/photo/articles/2026/11/25/pw000123.html", draft: { oid, statusId: 13, status: "submit", title: "T" } as ContributionDraftDto };
    },
    log: (a) => logs.push(a),
    local: {
      get: async (k) => local.get(k) ?? null,
      set: async (k, v) => void local.set(k, v),
      remove: async (k) => void local.delete(k),
    },
    remember: (o) => remembered.push(o),
    setTimer: (fn, ms) => {
      timers.push({ fn, at: now + ms, id: ++id });
      return id;
    },
    clearTimer: (h) => {
      const i = timers.findIndex((t) => t.id === h);
      if (i >= 0) timers.splice(i, 1);
    },
    now: () => new Date(now),
  };
  const advance = async (ms: number) => {
    now += ms;
    for (;;) {
      const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      timers.splice(timers.indexOf(due), 1);
      due.fn();
      await new Promise((r) => setTimeout(r, 0));
    }
    await new Promise((r) => setTimeout(r, 0));
  };
  return { deps, saves, local, logs, remembered, advance, ctl, release: () => releaseSave?.() };
}

describe("contribution store", () => {
  it("autosaves once after typing stops, shows the status, remembers the oid", async () => {
    const f = fakeDeps();
    const s = createContributionStore(f.deps);
    await s.load(null);
    expect(s.get()).toMatchObject({ phase: "editing", save: "idle", subjects: [{ code: "news" }] });
    s.edit({ title: "H" });
    s.edit({ title: "Ha" });
    s.edit({ title: "Harbour" });
    expect(s.get().save).toBe("dirty");
    expect(f.local.size).toBe(1); // the local copy is written at once
    await f.advance(500);
    expect(f.saves).toHaveLength(0);
    await f.advance(400);
    expect(f.saves).toHaveLength(1);
    expect(f.saves[0]).toMatchObject({ title: "Harbour" });
    expect(f.saves[0].oid).toBeUndefined();
    expect(s.get()).toMatchObject({ save: "saved", oid: "demo_contributor_x1" });
    expect(f.remembered).toEqual(["demo_contributor_x1"]);
    expect(f.local.size).toBe(0);
  });

  it("an edit made while a save is on its way is saved next (no lost edits)", async () => {
    const f = fakeDeps();
    const s = createContributionStore(f.deps);
    await s.load(null);
    s.edit({ title: "One" });
    f.ctl.holdSave = true;
    await f.advance(800);
    expect(s.get().save).toBe("saving");
    s.edit({ title: "One two" });
    f.ctl.holdSave = false;
    f.release();
    await f.advance(0);
    expect(s.get().save).toBe("dirty");
    await f.advance(800);
    expect(f.saves.map((b) => b.title)).toEqual(["One", "One two"]);
    expect(f.saves[1].oid).toBe("demo_contributor_x1");
    expect(s.get().save).toBe("saved");
  });

  it("offline keeps the local copy and says so; a reload brings it back and saves it", async () => {
    const f = fakeDeps({ failSave: "998" });
    const s = createContributionStore(f.deps);
    await s.load(null);
    s.edit({ title: "Typed offline" });
    await f.advance(800);
    expect(s.get().save).toBe("offline");
    expect(f.logs).toEqual(["autosave_failed"]);
    expect(f.local.size).toBe(1);
    // a new page load on the same device, back online
    f.ctl.failSave = null;
    const s2 = createContributionStore(f.deps);
    await s2.load(null);
    expect(s2.get().fields.title).toBe("Typed offline");
    expect(s2.get().save).toBe("dirty");
    await f.advance(800);
    expect(f.saves.at(-1)).toMatchObject({ title: "Typed offline" });
    expect(s2.get().save).toBe("saved");
  });

  it("a refused field is shown on that field", async () => {
    const f = fakeDeps({ failSave: "invalid_param" });
    const s = createContributionStore(f.deps);
    await s.load(null);
    s.edit({ title: "x" });
    await f.advance(800);
    expect(s.get()).toMatchObject({ save: "error", error: { code: "invalid_param", field: "title" } });
  });

  it("a field the server refuses says what is wrong in the reader's language, not the generic message", async () => {
    const f = fakeDeps({ failSave: "invalid_param", failRule: "v_emoji" });
    const s = createContributionStore(f.deps);
    await s.load(null);
    s.edit({ title: "港口🌅" });
    await f.advance(800);
    expect(s.get().error).toMatchObject({ code: "invalid_param", field: "title", rule: "v_emoji" });
    expect(contributionFormProps("zh", "zh", s.get(), s).errors.title).toBe("不能包含表情符号");
    expect(contributionFormProps("en", "en", s.get(), s).errors.title).toBe("Emoji cannot be used here");
    // a rule without a message of its own keeps the server's message
    const g = fakeDeps({ failSave: "invalid_param", failRule: "type" });
    const s2 = createContributionStore(g.deps);
    await s2.load(null);
    s2.edit({ title: "x" });
    await g.advance(800);
    expect(contributionFormProps("en", "en", s2.get(), s2).errors.title).toBe("bad");
  });

  it("submit: problems first, then save and Contribute; api_tools_30 shows it as submitted", async () => {
    const f = fakeDeps();
    const s = createContributionStore(f.deps);
    await s.load(null);
    await s.submit();
    expect(s.get().problems).toEqual({ title: "title_required", subjectCode: "subject_required", relationList: "files_required" });
    expect(f.saves).toHaveLength(0);
    s.addFile(rel(1, { caption: "Gulls" }));
    s.edit({ subjectCode: "news" });
    expect(s.get().problems).toEqual({});
    await s.submit();
    expect(f.saves).toHaveLength(1);
    expect(s.get()).toMatchObject({ phase: "submitted", result: { storyId: "pw000123" } });

    const g = fakeDeps({ draft: { oid: "demo_contributor_x1", title: "T", subjectCode: "news", relationList: [rel(1)], statusId: 0, modifyTime: "2026-01-01T00:00:00Z" } });
    g.ctl.submitError = { code: "api_tools_30", msg: "already" };
    const s2 = createContributionStore(g.deps);
    await s2.load("x1");
    await s2.submit();
    expect(s2.get()).toMatchObject({ phase: "submitted", error: { code: "api_tools_30" } });
    const h = fakeDeps({ draft: { oid: "demo_contributor_x1", title: "T", subjectCode: "news", relationList: [rel(1)], statusId: 0, modifyTime: "2026-01-01T00:00:00Z" } });
    h.ctl.submitError = { code: "api_2", msg: "nothing" };
    const s3 = createContributionStore(h.deps);
    await s3.load("x1");
    await s3.submit();
    expect(s3.get()).toMatchObject({ phase: "editing", error: { code: "api_2", message: "nothing" } });
  });

  it("a submitted draft opens as submitted", async () => {
    const f = fakeDeps({ draft: { oid: "o", statusId: 13, status: "submit", storyId: "pw1", title: "T", modifyTime: "2026-01-01T00:00:00Z" } });
    const s = createContributionStore(f.deps);
    await s.load("o");
    expect(s.get()).toMatchObject({ phase: "submitted", result: { storyId: "pw1" } });
    s.edit({ title: "changed" });
    expect(s.get().fields.title).toBe("T");
  });
});
