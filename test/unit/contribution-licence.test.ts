/**
 * The contribution form's licence of each file (issue 20 "Licences": set at
 * contribution; widgets/contribution/contribution-licence.rules.ts, the
 * store's licence(), the view props): the server's default shown until
 * changed, a change saved with the draft and restored when it is reopened,
 * sent on submit, problems found before sending and the server's refusal of
 * relationList.<i>.licence.<field> shown at that field (not on the file list),
 * in Chinese and in English.
 */
import { describe, expect, it } from "vitest";
import type { ContributionDraftDto, RelationDraftDto } from "../../common/contribution.js";
import { DEFAULT_LICENCE, RESTRICTIONS_MAX } from "../../common/licence.js";
import { EMPTY_FIELDS } from "../../widgets/contribution/contribution.rules.js";
import { licenceFieldOf, licenceOf, licenceProblems, licenceRuleKey, restrictionsLength, setLicence } from "../../widgets/contribution/contribution-licence.rules.js";
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

/** A server that keeps the saved draft (as guest/addPublicationContent and getPublicationContent do), with timers run by hand (flush). */
function fakeServer() {
  let stored: ContributionDraftDto | null = null;
  const saves: Record<string, unknown>[] = [];
  const submitted: string[] = [];
  const ctl = { refuse: null as null | { field: string; rule: string } };
  let at = 0;
  const deps: ContributionDeps = {
    load: async () => ({ draft: stored ? structuredClone(stored) : null, subjects: [{ code: "news", name: "News", nameZh: "新闻" }] }),
    save: async (body) => {
      saves.push(structuredClone(body));
      if (ctl.refuse) throw { code: "invalid_param", msg: "请求参数有误", body: { errors: [ctl.refuse] } };
      stored = { ...(structuredClone(body) as object), oid: "demo_contributor_l1", statusId: 0, status: "draft", modifyTime: new Date(Date.UTC(2026, 0, 1, 0, 0, ++at)).toISOString() } as ContributionDraftDto;
      return { oid: stored.oid, doc: structuredClone(stored) };
    },
    submit: async (oid) => {
      submitted.push(oid);
      return { storyId: null, htmlUrl: null, draft: { ...stored!, statusId: 13, status: "submit" } };
    },
    log: () => undefined,
    local: { get: async () => null, set: async () => undefined, remove: async () => undefined },
    remember: () => undefined,
    setTimer: () => 1,
    clearTimer: () => undefined,
    now: () => new Date(Date.UTC(2025, 0, 1)),
  };
  return { deps, saves, submitted, ctl, stored: () => stored };
}

const noActions = { edit() {}, caption() {}, licence() {}, removeFile() {}, moveFile() {}, submit: async () => {}, flush: async () => {} };

describe("contribution licence rules", () => {
  it("a file without a licence shows the server's default; a change is stored whole", () => {
    expect(licenceOf(rel(1))).toEqual({ type: "editorial", restrictionsZh: "", restrictionsEn: "", modelRelease: "none", propertyRelease: "none" });
    const f = { ...EMPTY_FIELDS, relationList: [rel(1), rel(2)] };
    const g = setLicence(f, "up2", { type: "rf" });
    expect(g.relationList[0].licence).toBeUndefined();
    expect(g.relationList[1].licence).toEqual({ ...DEFAULT_LICENCE, type: "rf" });
    const h = setLicence(g, "up2", { modelRelease: "released" });
    expect(h.relationList[1].licence).toEqual({ ...DEFAULT_LICENCE, type: "rf", modelRelease: "released" });
    expect(setLicence(h, "nope", { type: "rm" })).toBe(h);
  });

  it("restrictions are counted as the server counts them and checked before sending", () => {
    expect(restrictionsLength("  仅限中国大陆  ")).toBe(6);
    expect(restrictionsLength("𠀀𠀁")).toBe(2); // characters outside the BMP count once
    const long = "字".repeat(RESTRICTIONS_MAX + 1);
    const f = { ...EMPTY_FIELDS, relationList: [rel(1), rel(2, { licence: { ...DEFAULT_LICENCE, restrictionsZh: long, restrictionsEn: "No ads 🙂" } })] };
    expect(licenceProblems(f)).toEqual({ "relationList.1.licence.restrictionsZh": "restrictions_too_long", "relationList.1.licence.restrictionsEn": "restrictions_emoji" });
    expect(licenceProblems(setLicence(f, "up2", { restrictionsZh: "字".repeat(RESTRICTIONS_MAX), restrictionsEn: "" }))).toEqual({});
  });

  it("reads the server's field paths and rules", () => {
    expect(licenceFieldOf("relationList.3.licence.restrictionsEn")).toEqual({ index: 3, field: "restrictionsEn" });
    expect(licenceFieldOf("relationList.0.licence.restrictions.zh")).toEqual({ index: 0, field: "restrictionsZh" });
    expect(licenceFieldOf("relationList.0.licence.type")).toEqual({ index: 0, field: "type" });
    expect(licenceFieldOf("relationList.0.caption")).toBeNull();
    expect(licenceFieldOf(undefined)).toBeNull();
    expect(licenceRuleKey("maxLength")).toBe("restrictions_too_long");
    expect(licenceRuleKey("v_emoji")).toBe("restrictions_emoji");
    expect(licenceRuleKey("enum")).toBe("licence_choose");
    expect(licenceRuleKey("owner")).toBeNull();
  });
});

describe("contribution licence in the store and the form", () => {
  it("a licence is saved with the draft, restored when it is reopened, and sent on submit", async () => {
    const srv = fakeServer();
    const s = createContributionStore(srv.deps);
    await s.load(null);
    s.addFile(rel(1));
    s.addFile(rel(2, { mediaType: 4, fileExt: "mp4" })); // a video has a licence too (the server accepts it)
    s.edit({ title: "Harbour", subjectCode: "news" });
    s.licence("up1", { type: "rf" });
    s.licence("up1", { restrictionsZh: "不得用于政治广告", restrictionsEn: "No political advertising", modelRelease: "released" });
    expect(s.get().save).toBe("dirty");
    await s.flush();
    expect(s.get().save).toBe("saved");
    const sent = srv.saves.at(-1) as { relationList: RelationDraftDto[] };
    const want = { type: "rf", restrictionsZh: "不得用于政治广告", restrictionsEn: "No political advertising", modelRelease: "released", propertyRelease: "none" };
    expect(sent.relationList[0].licence).toEqual(want);
    expect(sent.relationList[1].licence).toBeUndefined(); // untouched: the server's default

    // the draft reopened on another page load
    const again = createContributionStore(srv.deps);
    await again.load("demo_contributor_l1");
    expect(again.get().fields.relationList[0].licence).toEqual(want);
    const view = contributionFormProps("en", "zh", again.get(), noActions);
    expect(view.files[0].licence.value).toEqual(want);
    expect(view.files[0].licence.legend).toBe("Licence of photo 1");
    expect(view.files[0].licence.restrictions.map((r) => r.count)).toEqual(["8 / 500 characters", "24 / 500 characters"]);
    expect(view.files[1].licence.value).toEqual(DEFAULT_LICENCE);

    again.licence("up2", { propertyRelease: "not_applicable" });
    await again.submit();
    expect(srv.submitted).toEqual(["demo_contributor_l1"]);
    expect((srv.stored()!.relationList as RelationDraftDto[]).map((r) => r.licence)).toEqual([want, { ...DEFAULT_LICENCE, propertyRelease: "not_applicable" }]);
    expect(again.get().phase).toBe("submitted");
  });

  it("restrictions too long stop the submission with the message at that field; fixing them clears it", async () => {
    const srv = fakeServer();
    const s = createContributionStore(srv.deps);
    await s.load(null);
    s.addFile(rel(1));
    s.edit({ title: "Harbour", subjectCode: "news" });
    s.licence("up1", { restrictionsEn: "x".repeat(RESTRICTIONS_MAX + 1) });
    await s.submit();
    expect(srv.submitted).toEqual([]);
    expect(s.get().problems).toEqual({ "relationList.0.licence.restrictionsEn": "restrictions_too_long" });
    const zh = contributionFormProps("zh", "zh", s.get(), noActions);
    expect(zh.files[0].licence.restrictions[1].error).toBe("最多 500 个字");
    expect(zh.files[0].licence.restrictions[0].error).toBeNull();
    expect(zh.errors.relationList).toBeNull();
    s.licence("up1", { restrictionsEn: "x" });
    expect(s.get().problems).toEqual({});
  });

  it("a server refusal of a licence field shows at that field, not on the file list, until a save succeeds", async () => {
    const srv = fakeServer();
    const s = createContributionStore(srv.deps);
    await s.load(null);
    s.addFile(rel(1));
    s.addFile(rel(2));
    srv.ctl.refuse = { field: "relationList.1.licence.restrictionsZh", rule: "v_emoji" };
    s.licence("up2", { restrictionsZh: "表情" });
    await s.flush();
    expect(s.get()).toMatchObject({ save: "error", error: { code: "invalid_param", field: "relationList.1.licence.restrictionsZh", rule: "v_emoji" } });
    const en = contributionFormProps("en", "zh", s.get(), noActions);
    expect(en.files[1].licence.restrictions[0].error).toBe("Emoji are not allowed");
    expect(en.files[0].licence.restrictions[0].error).toBeNull();
    expect(en.errors.relationList).toBeNull();
    expect(en.message).toBeNull();

    srv.ctl.refuse = { field: "relationList.0.licence.modelRelease", rule: "enum" };
    s.licence("up1", { modelRelease: "released" });
    await s.flush();
    const zh = contributionFormProps("zh", "zh", s.get(), noActions);
    expect(zh.files[0].licence.releases[0].error).toBe("请从选项中选择");
    expect(zh.files[0].licence.releases[1].error).toBeNull();

    // another refusal of the file (not its licence) stays on the list
    srv.ctl.refuse = { field: "relationList.0.filePath", rule: "owner" };
    s.caption("up1", "x");
    await s.flush();
    expect(contributionFormProps("en", "zh", s.get(), noActions).errors.relationList).toBe("请求参数有误");

    srv.ctl.refuse = null;
    s.caption("up1", "y");
    await s.flush();
    expect(s.get()).toMatchObject({ save: "saved", error: null });
  });

  it("a server refusal of a file's licence field follows the file when it is moved, and goes when the file is removed", async () => {
    const srv = fakeServer();
    const s = createContributionStore(srv.deps);
    await s.load(null);
    s.addFile(rel(1));
    s.addFile(rel(2));
    s.addFile(rel(3));
    srv.ctl.refuse = { field: "relationList.1.licence.restrictionsZh", rule: "v_emoji" };
    s.licence("up2", { restrictionsZh: "表情" });
    await s.flush();
    expect(s.get().error?.field).toBe("relationList.1.licence.restrictionsZh");
    srv.ctl.refuse = null;
    // photo 2 moved up: it is photo 1 now, and the message is at its field, not at the photo now second
    s.moveFile("up2", -1);
    expect(s.get().fields.relationList.map((r) => r.relationId)).toEqual(["up2", "up1", "up3"]);
    expect(s.get().error?.field).toBe("relationList.0.licence.restrictionsZh");
    const en = contributionFormProps("en", "zh", s.get(), noActions);
    expect(en.files[0].licence.restrictions[0].error).toBe("Emoji are not allowed");
    expect(en.files[1].licence.restrictions[0].error).toBeNull();
    // moving another file around it keeps it with up2
    s.moveFile("up3", -1);
    expect(s.get().error?.field).toBe("relationList.0.licence.restrictionsZh");
    expect(s.get().fields.relationList.map((r) => r.relationId)).toEqual(["up2", "up3", "up1"]);
    s.moveFile("up2", 2);
    expect(s.get().fields.relationList.map((r) => r.relationId)).toEqual(["up1", "up3", "up2"]);
    expect(s.get().error?.field).toBe("relationList.2.licence.restrictionsZh");
    s.removeFile("up2");
    expect(s.get().error).toBeNull();
    expect(contributionFormProps("en", "zh", s.get(), noActions).files.every((f) => f.licence.restrictions.every((r) => r.error === null))).toBe(true);
  });

  it("every licence string is in both catalogues", () => {
    for (const lang of ["zh", "en"] as const) {
      const s = { phase: "editing" as const, oid: null, fields: { ...EMPTY_FIELDS, relationList: [rel(1)] }, subjects: [], save: "idle" as const, savedAt: null, problems: {}, error: null, result: null, review: null };
      const l = contributionFormProps(lang, "zh", s, noActions).files[0].licence;
      const texts = [l.legend, l.typeLabel, ...l.types.flatMap((x) => [x.label, x.hint]), ...l.restrictions.flatMap((x) => [x.label, x.count]), ...l.releases.map((x) => x.label), ...l.releaseOptions.map((x) => x.label)];
      for (const x of texts) expect(x, `${lang}: ${x}`).not.toMatch(/^[a-z_]+$|\{/);
    }
  });
});
