/**
 * The licence editor of a story's photos (issue 20 "Licences"), shown in
 * the takedowns panel when a story's "licences" button is pressed: a
 * heading naming the story (it takes the focus), a close button, and for
 * each photo (its picture and caption) a form: the licence type (radio
 * buttons, each with what it allows), restrictions in Chinese and English,
 * the model and property release; saved photo by photo ("saved" shown
 * beside the button, said by the toast). Each problem is shown at its box;
 * the server's refusal in an alert at its photo. Local state: each photo's
 * boxes (taken again when its saved licence changes). Presentational
 * otherwise.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { LicenceInput, LicenceType, ReleaseState } from "../../common/licence.js";
import type { ConsoleActions, LicenceItemView, LicencesView } from "./StaffConsoleCommerceView.js";
import { Box, describedBy, ListState } from "./StaffConsoleParts.js";

export function LicencesEditor({ v, on }: { v: LicencesView; on: ConsoleActions }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), [v.pcId]);
  return (
    <section part="licence-editor" className="detail licences" aria-labelledby={`${id}-h`}>
      <div className="detail-head">
        <h2 id={`${id}-h`} ref={headingRef} className="detail-title" tabIndex={-1}>
          {v.heading}
        </h2>
        <button type="button" part="close-licences" className="btn secondary small" onClick={on.licencesClose}>
          {v.s.close}
        </button>
      </div>
      <p className="hint">{v.s.intro}</p>
      <ListState l={v.status} count={v.items.length} onRetry={on.licencesRetry} />
      {v.items.length ? (
        <ul className="files" aria-label={v.status.label}>
          {v.items.map((x) => (
            <li key={x.relationId} className="file">
              <LicenceForm x={x} s={v.s} on={on} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const sameInput = (a: LicenceInput, b: LicenceInput) => JSON.stringify(a) === JSON.stringify(b);

function LicenceForm({ x, s, on }: { x: LicenceItemView; s: LicencesView["s"]; on: ConsoleActions }) {
  const id = useId();
  const [form, setForm] = useState<LicenceInput>(x.initial);
  // the licence as saved (the server's answer) when it changes
  const saved = JSON.stringify(x.initial);
  useEffect(() => {
    setForm((f) => (sameInput(f, x.initial) ? f : x.initial));
    // compared by content: x.initial is a new object every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
  const edit = (patch: Partial<LicenceInput>) => {
    setForm((f) => ({ ...f, ...patch }));
    on.licenceInput();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!x.busy) void on.licenceSave(x.relationId, form);
  };
  const b = x.boxes;
  const release = ({ field, part }: { field: "modelRelease" | "propertyRelease"; part: string }) => (
    <div className="field">
      <label htmlFor={`${id}-${field}`}>{b[field].label}</label>
      <select
        id={`${id}-${field}`}
        part={part}
        className="input"
        value={form[field]}
        aria-invalid={b[field].error ? true : undefined}
        aria-describedby={describedBy(`${id}-${field}-hint`, !!b[field].error && `${id}-${field}-err`)}
        onChange={(e) => edit({ [field]: e.currentTarget.value as ReleaseState })}
      >
        {x.releases.map((r) => (
          <option key={r.value} value={r.value}>
            {r.label}
          </option>
        ))}
      </select>
      <p id={`${id}-${field}-hint`} className="hint">
        {b[field].hint}
      </p>
      {b[field].error ? (
        <p id={`${id}-${field}-err`} className="field-error">
          {b[field].error}
        </p>
      ) : null}
    </div>
  );
  return (
    <form part="licence-form" className="decide-form" aria-labelledby={`${id}-h`} onSubmit={submit} noValidate>
      <h3 id={`${id}-h`} className="file-title">
        {x.heading}
      </h3>
      <div className="file-body">
        {x.image ? <img className="preview" src={x.image.src} alt={x.image.alt} width={320} loading="lazy" /> : <span />}
        <div className="stack">
          {x.caption ? <p className="description">{x.caption}</p> : null}
          {x.alert ? (
            <p className="alert" role="alert">
              {x.alert}
            </p>
          ) : null}
          <fieldset part="licence-type" className="roles">
            <legend>{b.type.label}</legend>
            {x.types.map((ty) => (
              <div key={ty.value} className="role">
                <label className="check">
                  <input type="radio" name={`${id}-type`} value={ty.value} checked={form.type === ty.value} aria-describedby={`${id}-${ty.value}`} onChange={() => edit({ type: ty.value as LicenceType })} />
                  <span>{ty.label}</span>
                </label>
                <span id={`${id}-${ty.value}`} className="hint">
                  {ty.hint}
                </span>
              </div>
            ))}
            {b.type.error ? <p className="field-error">{b.type.error}</p> : null}
          </fieldset>
          <Box id={`${id}-rzh`} b={b.restrictionsZh} part="restrictions-zh" name="restrictionsZh" multiline value={form.restrictionsZh} onChange={(v) => edit({ restrictionsZh: v })} />
          <Box id={`${id}-ren`} b={b.restrictionsEn} part="restrictions-en" name="restrictionsEn" multiline value={form.restrictionsEn} onChange={(v) => edit({ restrictionsEn: v })} />
          <div className="row">
            {release({ field: "modelRelease", part: "model-release" })}
            {release({ field: "propertyRelease", part: "property-release" })}
          </div>
          <div className="actions">
            <button type="submit" part="save-licence" className="btn" aria-label={x.busy ? undefined : x.saveLabel} disabled={x.busy}>
              {x.busy ? s.saving : s.save}
            </button>
            <span part="licence-saved" className="hint">
              {x.saved}
            </span>
          </div>
        </div>
      </div>
    </form>
  );
}
