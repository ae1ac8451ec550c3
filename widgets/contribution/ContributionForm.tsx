/**
 * Presentational contribution form (issue 11 uc1-new): title, description,
 * keywords, subject, shooting date, a caption per photo, the autosave
 * status (a polite live region), submit; after submission the review state
 * and the editor's reason (issue 19), and a link to the story's page once
 * it is approved; above a draft sent back for changes, the editor's
 * reason. Each file has its licence group (issue 20: ContributionLicence).
 * All text comes in through props.
 */
import { useId, type FormEvent } from "react";
import type { LicenceInput } from "../../common/licence.js";
import type { DraftFields } from "./contribution.rules.js";
import { ContributionLicence, type ContributionLicenceProps } from "./ContributionLicence.js";
import type { ContributionState, SaveStatus } from "./contribution.store.js";

export interface FileRow {
  relationId: string;
  caption: string;
  fileName: string;
  preview: string | null;
  meta: string;
  captionLabel: string;
  removeLabel: string;
  upLabel: string;
  downLabel: string;
  first: boolean;
  last: boolean;
  /** issue 20: the file's licence group (its changes go to on.licence) */
  licence: Omit<ContributionLicenceProps, "onChange">;
}

type Field = "title" | "description" | "keywords" | "subjectCode" | "shootingDate" | "relationList";

export interface ContributionFormViewProps {
  phase: ContributionState["phase"];
  labels: Record<
    | "form" | "loading" | "loadFailed" | "title" | "description" | "keywords" | "keywordsHint" | "subject" | "subjectChoose"
    | "shootingDate" | "files" | "filesEmpty" | "remove" | "submit" | "submittedTitle" | "submittedBody" | "viewStory" | "myStories" | "newStory"
    | "changesTitle" | "changesBody",
    string
  >;
  fields: DraftFields;
  subjects: { code: string; name: string }[];
  files: FileRow[];
  errors: Record<Field, string | null>;
  /** a refusal that names no field */
  message: string | null;
  /** the editors' review (issue 19): the state in words and the reason line ("" when none); null for a draft never submitted */
  review: { state: string; text: string; reason: string } | null;
  save: { status: SaveStatus; text: string };
  busy: boolean;
  result: { htmlUrl: string | null; myStories: string; newStory: string } | null;
  on: {
    edit(patch: Partial<Omit<DraftFields, "relationList">>): void;
    caption(relationId: string, caption: string): void;
    licence(relationId: string, patch: Partial<LicenceInput>): void;
    remove(relationId: string): void;
    move(relationId: string, delta: number): void;
    submit(): void;
    blur(): void;
  };
}

export function ContributionForm(p: ContributionFormViewProps) {
  const uid = useId();
  const id = (s: string) => `${uid}-${s}`;
  const err = (f: Field) => (p.errors[f] ? { "aria-invalid": true as const, "aria-describedby": id(`${f}-err`) } : {});
  const errLine = (f: Field) =>
    p.errors[f] ? (
      <p className="err" id={id(`${f}-err`)} part="error">
        {p.errors[f]}
      </p>
    ) : null;

  if (p.phase === "loading") return <p role="status" part="status">{p.labels.loading}</p>;
  if (p.phase === "failed") {
    return (
      <div role="alert" part="message">
        <h2>{p.labels.loadFailed}</h2>
        {p.message && <p>{p.message}</p>}
      </div>
    );
  }
  if (p.phase === "submitted") {
    return (
      <section aria-labelledby={id("done")} part="result" className="done">
        <h2 id={id("done")}>{p.labels.submittedTitle}</h2>
        <p role="status">{p.labels.submittedBody}</p>
        {p.review && (
          <p className={`review review-${p.review.state}`} part="review">
            {p.review.text}
            {p.review.reason && (
              <>
                <br />
                {p.review.reason}
              </>
            )}
          </p>
        )}
        {p.message && <p className="err">{p.message}</p>}
        <p className="links">
          {p.result?.htmlUrl && (
            <a href={p.result.htmlUrl} part="story-link">
              {p.labels.viewStory}
            </a>
          )}
          {p.result && <a href={p.result.myStories}>{p.labels.myStories}</a>}
          {p.result && <a href={p.result.newStory}>{p.labels.newStory}</a>}
        </p>
      </section>
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    p.on.submit();
  };
  return (
    <form aria-labelledby={id("h")} onSubmit={onSubmit} onBlur={p.on.blur} noValidate part="form">
      <div className="head">
        <h2 id={id("h")}>{p.labels.form}</h2>
        <p role="status" aria-live="polite" className={`save ${p.save.status}`} part="save-status">
          {p.save.text}
        </p>
      </div>
      {p.review?.state === "changes" && (
        <div className="changes" part="review" role="note" aria-labelledby={id("changes")}>
          <h3 id={id("changes")}>{p.labels.changesTitle}</h3>
          {p.review.reason && <p>{p.review.reason}</p>}
          <p>{p.labels.changesBody}</p>
        </div>
      )}
      <div className="row">
        <label htmlFor={id("title")}>{p.labels.title}</label>
        <input id={id("title")} name="title" type="text" maxLength={200} required value={p.fields.title} onChange={(e) => p.on.edit({ title: e.target.value })} {...err("title")} />
        {errLine("title")}
      </div>
      <div className="row">
        <label htmlFor={id("description")}>{p.labels.description}</label>
        <textarea id={id("description")} name="description" rows={4} maxLength={5000} value={p.fields.description} onChange={(e) => p.on.edit({ description: e.target.value })} {...err("description")} />
        {errLine("description")}
      </div>
      <div className="cols">
        <div className="row">
          <label htmlFor={id("keywords")}>{p.labels.keywords}</label>
          <input id={id("keywords")} name="keywords" type="text" value={p.fields.keywords} aria-describedby={id("kw-hint")} onChange={(e) => p.on.edit({ keywords: e.target.value })} />
          <p className="hint" id={id("kw-hint")}>
            {p.labels.keywordsHint}
          </p>
          {errLine("keywords")}
        </div>
        <div className="row">
          <label htmlFor={id("subject")}>{p.labels.subject}</label>
          <select id={id("subject")} name="subjectCode" required value={p.fields.subjectCode} onChange={(e) => p.on.edit({ subjectCode: e.target.value })} {...err("subjectCode")}>
            <option value="">{p.labels.subjectChoose}</option>
            {p.subjects.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>
          {errLine("subjectCode")}
        </div>
        <div className="row">
          <label htmlFor={id("date")}>{p.labels.shootingDate}</label>
          <input id={id("date")} name="shootingDate" type="date" value={p.fields.shootingDate} onChange={(e) => p.on.edit({ shootingDate: e.target.value })} {...err("shootingDate")} />
          {errLine("shootingDate")}
        </div>
      </div>
      <fieldset part="files" {...(p.errors.relationList ? { "aria-describedby": id("relationList-err") } : {})}>
        <legend>{p.labels.files}</legend>
        {p.files.length === 0 && <p className="empty">{p.labels.filesEmpty}</p>}
        {errLine("relationList")}
        <ol className="files">
          {p.files.map((f) => (
            <li key={f.relationId} part="file">
              {f.preview ? <img src={f.preview} alt="" width={110} height={110} /> : <span className="noimg" aria-hidden="true" />}
              <div className="cap">
                <label htmlFor={id(`cap-${f.relationId}`)}>{f.captionLabel}</label>
                <textarea id={id(`cap-${f.relationId}`)} name="caption" rows={2} maxLength={2000} value={f.caption} onChange={(e) => p.on.caption(f.relationId, e.target.value)} />
                <p className="meta">
                  {f.fileName}
                  {f.meta ? ` · ${f.meta}` : ""}
                </p>
                <ContributionLicence {...f.licence} onChange={(patch) => p.on.licence(f.relationId, patch)} />
              </div>
              <div className="acts">
                <button type="button" aria-label={f.upLabel} disabled={f.first} onClick={() => p.on.move(f.relationId, -1)}>
                  ↑
                </button>
                <button type="button" aria-label={f.downLabel} disabled={f.last} onClick={() => p.on.move(f.relationId, 1)}>
                  ↓
                </button>
                <button type="button" aria-label={f.removeLabel} onClick={() => p.on.remove(f.relationId)}>
                  {p.labels.remove}
                </button>
              </div>
            </li>
          ))}
        </ol>
      </fieldset>
      {p.message && (
        <p role="alert" className="err" part="message">
          {p.message}
        </p>
      )}
      <button type="submit" className="submit" part="submit" disabled={p.busy} aria-busy={p.busy}>
        {p.labels.submit}
      </button>
    </form>
  );
}
