/**
 * The open submission of the review queue (issue 19 "Editorial review"):
 * its heading, state and facts, the reason of an earlier decision, the link
 * to its story once approved; its files, each with its preview, the
 * contributor's caption and byline, the IPTC/EXIF read from the file and the
 * similar photos of the archive (links); and while it is undecided each
 * file's "credit to" box (the contributor's byline at first; any
 * photographer's name, issue 19 "Credits"; its problem at it) and the
 * decision: approve in the checked editions (all checked at first) with
 * the boxes as typed, or reject / ask for changes with a reason
 * (StaffConsoleDecision.tsx).
 * Once a submission opened is there, its heading takes the focus (and
 * scrolls into view on a narrow screen, where it is under the list).
 * Local state: the "credit to" boxes typed (the owner remounts it per
 * submission). Presentational otherwise: strings and data come in as props.
 */
import { useId, useLayoutEffect, useRef, useState } from "react";
import type { CreditView, ReviewView, StaffActions, SubmissionView } from "./StaffConsoleView.js";
import { Decision } from "./StaffConsoleDecision.js";
import { Facts } from "./StaffConsoleParts.js";

/** A file's "credit to" box: labelled, with its hint and its problem (aria-invalid, aria-describedby); named after its file too. */
function CreditField({ c, value, fileHeadingId, onChange }: { c: CreditView; value: string; fileHeadingId: string; onChange(v: string): void }) {
  const id = useId();
  return (
    <div className="field credit">
      <label id={`${id}-l`} htmlFor={id}>
        {c.label}
      </label>
      <input
        id={id}
        part="credit"
        className="input"
        type="text"
        autoComplete="off"
        value={value}
        aria-labelledby={`${id}-l ${fileHeadingId}`}
        aria-invalid={c.error ? true : undefined}
        aria-describedby={`${id}-hint${c.error ? ` ${id}-err` : ""}`}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      <p id={`${id}-hint`} className="hint">
        {c.hint}
      </p>
      {c.error ? (
        <p id={`${id}-err`} className="field-error">
          {c.error}
        </p>
      ) : null}
    </div>
  );
}

export function Submission({ d, s, retry, on }: { d: SubmissionView; s: ReviewView["s"]; retry: string; on: StaffActions }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  /** the "credit to" boxes the editor changed: relationId → text (the others show their byline) */
  const [credits, setCredits] = useState<Record<string, string>>({});
  const shown = d.phase === "ready" || (d.phase === "error" && !!d.heading);
  useLayoutEffect(() => {
    if (shown) headingRef.current?.focus();
  }, [d.oid, shown]);
  if (d.phase === "loading" || d.phase === "idle") {
    return (
      <p part="detail-state" className="list-state" role="status">
        {s.detailLoading}
      </p>
    );
  }
  if (d.phase === "error" && !d.heading) {
    return (
      <div part="detail-state" className="list-state error">
        <p role="alert">{d.error}</p>
        <button type="button" className="btn secondary" onClick={on.retryDetail}>
          {retry}
        </button>
      </div>
    );
  }
  return (
    <section part="detail" className="detail" aria-labelledby={headingId}>
      <div className="detail-head">
        <h2 id={headingId} ref={headingRef} className="detail-title" tabIndex={-1}>
          {d.heading}
        </h2>
        <span part="state" className={`tag state-${d.stateKey}`}>
          {d.state}
        </span>
        <button type="button" part="close" className="btn secondary small" onClick={on.closeSubmission}>
          {s.close}
        </button>
      </div>
      {d.claiming ? (
        <p className="hint" role="status">
          {s.claiming}
        </p>
      ) : null}
      <Facts facts={d.facts} />
      {d.description ? (
        <>
          <h3 className="sub">{s.descriptionLabel}</h3>
          <p className="description">{d.description}</p>
        </>
      ) : null}
      {d.reason ? <p className="reason">{d.reason}</p> : null}
      {d.storyLink ? (
        <p>
          <a part="story-link" className="link" href={d.storyLink.href}>
            {d.storyLink.label}
          </a>
        </p>
      ) : null}
      {d.files.length ? (
        <>
          <h3 className="sub">{s.filesHeading}</h3>
          <ul part="files" className="files">
            {d.files.map((f, i) => (
              <li key={f.key} part="file" className="file">
                <h4 id={`${headingId}-f${i}`} className="file-title">
                  {f.heading}
                </h4>
                <div className="file-body">
                  {f.preview ? (
                    <img part="preview" className="preview" src={f.preview.src} alt={f.preview.alt} loading="lazy" />
                  ) : (
                    <p className="preview none">{s.noPreview}</p>
                  )}
                  <div className="file-facts">
                    <Facts facts={f.facts} />
                    {f.credit ? (
                      <CreditField
                        c={f.credit}
                        value={credits[f.key] ?? f.credit.value}
                        fileHeadingId={`${headingId}-f${i}`}
                        onChange={(v) => {
                          setCredits((cur) => ({ ...cur, [f.key]: v }));
                          on.reviewInput();
                        }}
                      />
                    ) : null}
                    <h5 className="minor">{s.metaHeading}</h5>
                    <Facts facts={f.meta} className="facts meta" />
                    <h5 className="minor">{s.similarHeading}</h5>
                    {f.similar.length ? (
                      <ul part="similar" className="similar">
                        {f.similar.map((x) => (
                          <li key={x.key}>
                            <a className="link" href={x.href}>
                              {x.image ? <img src={x.image} alt="" width={48} height={48} loading="lazy" /> : null}
                              <span>{x.title}</span>
                            </a>
                            <span className="tag">{x.match}</span>
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <p className="hint">{s.noSimilar}</p>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {d.decision ? <Decision key={d.oid} v={d.decision} s={s} credits={credits} on={on} /> : null}
    </section>
  );
}
