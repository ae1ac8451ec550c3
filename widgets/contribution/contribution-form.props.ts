/**
 * Attributes + state → view props for <pw-contribution-form> (DESIGN §2
 * `<feature>.props.ts`): pure. SPEC §8 messages come from the codes
 * catalogue through this feature's `t`; the rest from locale/. Issue 20:
 * each file's licence group, its problems and the server's refusals of
 * relationList.<i>.licence.<field> at that field (not on the file list).
 */
import type { Edition } from "../../common/edition.js";
import { LICENCE_TYPES, RELEASE_STATES, RESTRICTIONS_MAX } from "../../common/licence.js";
import type { RelationDraftDto } from "../../common/contribution.js";
import { licenceFieldOf, licenceOf, licencePath, licenceRuleKey, restrictionsLength, type LicenceField } from "./contribution-licence.rules.js";
import { fieldRuleKey } from "./contribution.rules.js";
import type { ContributionState, ContributionStore } from "./contribution.store.js";
import type { ContributionFormViewProps } from "./ContributionForm.js";
import { t, type Lang } from "./locale/index.js";

/** The member pages of the links after submission (server/src/publish/pages.ts MEMBER_CENTER_PAGES). */
export function memberPageUrl(page: "uc1-upload" | "uc1-new", edition: Edition, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (edition === "en") params.set("lang", "en");
  const q = params.toString();
  return `${edition === "ann" ? "/ann" : ""}/public_resource/public/html/${page}.html${q ? `?${q}` : ""}`;
}

/** A same-site path only (no javascript: links from answers). */
const sitePath = (s: string) => (/^\/(?![/\\])/.test(s) ? s : null);

/** "HH:mm" of an ISO time in the reader's zone. */
function clock(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? "" : `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

type Actions = Pick<ContributionStore, "edit" | "caption" | "licence" | "removeFile" | "moveFile" | "submit" | "flush">;
type FileRow = ContributionFormViewProps["files"][number];

/** The licence group of the file at `i` (issue 20): values, strings and each field's problem. */
function licenceRow(lang: Lang, s: ContributionState, r: RelationDraftDto, i: number): FileRow["licence"] {
  const refused = licenceFieldOf(s.error?.field);
  const problem = (field: LicenceField): string | null => {
    const k = s.problems[licencePath(i, field)];
    if (k) return t(lang, k, { max: RESTRICTIONS_MAX });
    if (!s.error || !refused || refused.index !== i || refused.field !== field) return null;
    const key = licenceRuleKey(s.error.rule);
    return key ? t(lang, key, { max: RESTRICTIONS_MAX }) : s.error.message || t(lang, s.error.code);
  };
  const value = licenceOf(r);
  return {
    legend: t(lang, "licence_of", { n: i + 1 }),
    value,
    typeLabel: t(lang, "licence_type"),
    types: LICENCE_TYPES.map((x) => ({ value: x, label: t(lang, `licence_${x}`), hint: t(lang, `licence_${x}_hint`) })),
    typeError: problem("type"),
    restrictions: (["restrictionsZh", "restrictionsEn"] as const).map((key) => ({
      key,
      label: t(lang, key === "restrictionsZh" ? "restrictions_zh" : "restrictions_en"),
      lang: key === "restrictionsZh" ? ("zh" as const) : ("en" as const),
      count: t(lang, "restrictions_count", { n: restrictionsLength(value[key]), max: RESTRICTIONS_MAX }),
      error: problem(key),
    })),
    releases: (["modelRelease", "propertyRelease"] as const).map((key) => ({
      key,
      label: t(lang, key === "modelRelease" ? "model_release" : "property_release"),
      error: problem(key),
    })),
    releaseOptions: RELEASE_STATES.map((x) => ({ value: x, label: t(lang, `release_${x}`) })),
  };
}

export function contributionFormProps(lang: Lang, edition: Edition, s: ContributionState, a: Actions): ContributionFormViewProps {
  // a refusal of a licence field of a file in the list is shown at that field (licenceRow), not on the list
  const refused = licenceFieldOf(s.error?.field);
  const onLicence = refused !== null && refused.index < s.fields.relationList.length;
  const problem = (field: string) => {
    const k = s.problems[field];
    if (k) return t(lang, k);
    if (onLicence) return null;
    if (s.error?.field === field || s.error?.field?.startsWith(`${field}.`)) {
      // what is wrong, in the reader's language, where the refusal's rule says it (not the server's generic message)
      const key = fieldRuleKey(field, s.error.rule);
      return key ? t(lang, key) : s.error.message || t(lang, s.error.code);
    }
    return null;
  };
  const saveText =
    s.save === "saved" ? t(lang, "save_saved", { time: clock(s.savedAt) }) : t(lang, `save_${s.save}`);
  const fieldless = s.error && !s.error.field ? s.error.message || t(lang, s.error.code) : null;
  return {
    phase: s.phase,
    labels: {
      form: t(lang, "form_label"),
      loading: t(lang, "loading"),
      loadFailed: t(lang, "load_failed"),
      title: t(lang, "title"),
      description: t(lang, "description"),
      keywords: t(lang, "keywords"),
      keywordsHint: t(lang, "keywords_hint"),
      subject: t(lang, "subject"),
      subjectChoose: t(lang, "subject_choose"),
      shootingDate: t(lang, "shooting_date"),
      files: t(lang, "files"),
      filesEmpty: t(lang, "files_empty"),
      remove: t(lang, "remove"),
      submit: s.phase === "submitting" ? t(lang, "submitting") : t(lang, "submit"),
      submittedTitle: t(lang, "submitted_title"),
      submittedBody: t(lang, "submitted_body"),
      changesTitle: t(lang, "changes_title"),
      changesBody: t(lang, "changes_body"),
      viewStory: t(lang, "view_story"),
      myStories: t(lang, "my_stories"),
      newStory: t(lang, "new_story"),
    },
    fields: s.fields,
    subjects: s.subjects.map((x) => ({ code: x.code, name: lang === "zh" ? x.nameZh || x.name : x.name })),
    files: s.fields.relationList.map((r, i) => ({
      relationId: r.relationId,
      caption: r.caption,
      fileName: r.fileName,
      preview: r.previewUrl && sitePath(r.previewUrl) ? r.previewUrl : null,
      meta: [r.horizontal && r.vertical ? `${r.horizontal}×${r.vertical}` : "", r.byline, r.shootingDate].filter(Boolean).join(" · "),
      captionLabel: t(lang, "caption_of", { n: i + 1 }),
      removeLabel: t(lang, "remove_file", { n: i + 1 }),
      upLabel: t(lang, "move_up", { n: i + 1 }),
      downLabel: t(lang, "move_down", { n: i + 1 }),
      first: i === 0,
      last: i === s.fields.relationList.length - 1,
      licence: licenceRow(lang, s, r, i),
    })),
    errors: {
      title: problem("title"),
      description: problem("description"),
      keywords: problem("keywords"),
      subjectCode: problem("subjectCode"),
      shootingDate: problem("shootingDate"),
      relationList: problem("relationList"),
    },
    message: fieldless,
    review: s.review
      ? { state: s.review.state, text: t(lang, "review_state", { state: t(lang, `review_${s.review.state}`) }), reason: s.review.reason ? t(lang, "review_reason", { reason: s.review.reason }) : "" }
      : null,
    save: { status: s.save, text: saveText },
    busy: s.phase === "submitting",
    result: s.result
      ? {
          htmlUrl: sitePath(s.result.htmlUrl),
          myStories: memberPageUrl("uc1-upload", edition, { tab: "publish" }),
          newStory: memberPageUrl("uc1-new", edition),
        }
      : null,
    on: {
      edit: (patch) => a.edit(patch),
      caption: (id, v) => a.caption(id, v),
      licence: (id, patch) => a.licence(id, patch),
      remove: (id) => a.removeFile(id),
      move: (id, d) => a.moveFile(id, d),
      submit: () => void a.submit(),
      blur: () => void a.flush(),
    },
  };
}
