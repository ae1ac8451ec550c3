/**
 * The packs panel (issue 20 "Download packs and orders"): every download
 * pack, on sale or inactive (names, photos, price, validity, state; an edit
 * button, aria-expanded), a "new pack" button, and beside them the form of
 * the pack edited: names in zh and en, photos, the price in the currency's
 * main unit ("1280.00") and the currency, days valid (empty: until used),
 * on sale (untick to deactivate). Each problem is shown at its box; the
 * server's refusal in an alert. Local state: the boxes typed (taken again
 * after a save, savedSeq; a form per pack, by its key). When the form
 * opens its heading takes the focus. Presentational otherwise.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import type { Currency } from "../../common/commerce.js";
import type { PackForm } from "./commerce.rules.js";
import type { ConsoleActions, PackFormView, PacksView } from "./StaffConsoleCommerceView.js";
import { Box, describedBy, Facts, ListState } from "./StaffConsoleParts.js";

export function PacksPanel({ v, on }: { v: PacksView; on: ConsoleActions }) {
  const id = useId();
  return (
    <div className="split">
      <div className="side">
        <p className="hint">{v.s.intro}</p>
        <div className="actions">
          <button type="button" part="new-pack" className="btn" aria-expanded={v.form?.key === "new"} aria-controls={`${id}-form`} onClick={() => on.packEdit("new")}>
            {v.s.newPack}
          </button>
        </div>
        <ListState l={v.status} count={v.items.length} onRetry={on.retry} />
        {v.items.length ? (
          <ul part="packs" className="cards" aria-label={v.status.label}>
            {v.items.map((x) => (
              <li key={x.id} part={x.selected ? "pack selected" : "pack"} className={`card${x.selected ? " selected" : ""}${x.active ? "" : " withdrawn"}`}>
                <p className="card-title">
                  {x.name} <span className={`tag${x.active ? " state-approved" : ""}`}>{x.state}</span>
                </p>
                {x.otherName ? <p className="hint">{x.otherName}</p> : null}
                <Facts facts={x.facts} className="facts compact" />
                <div className="actions">
                  <button
                    type="button"
                    part="edit-pack"
                    className="btn secondary small"
                    aria-label={x.editLabel}
                    aria-expanded={x.selected}
                    aria-controls={`${id}-form`}
                    onClick={() => (x.selected ? on.packClose() : on.packEdit(x.id))}
                  >
                    {v.s.edit}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="main" id={`${id}-form`}>
        {v.form ? <PackFormSection key={v.form.key} f={v.form} s={v.s} on={on} /> : null}
      </div>
    </div>
  );
}

function PackFormSection({ f, s, on }: { f: PackFormView; s: PacksView["s"]; on: ConsoleActions }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);
  const [form, setForm] = useState<PackForm>(f.initial);
  // the pack as saved,
  // with the render that shows the save (a layout effect): a box typed into after that render keeps its text (a passive
  // effect can run a frame later, after the typing: the light build's Preact)
  useLayoutEffect(() => {
    if (f.savedSeq) setForm(f.initial);
    // f.initial is a new object every render: only a save resets the boxes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [f.savedSeq]);
  const edit = (patch: Partial<PackForm>) => {
    setForm((x) => ({ ...x, ...patch }));
    on.packInput();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!f.busy) void on.packSave(form);
  };
  const b = f.boxes;
  return (
    <section part="pack-form" className="detail" aria-labelledby={`${id}-h`}>
      <div className="detail-head">
        <h2 id={`${id}-h`} ref={headingRef} className="detail-title" tabIndex={-1}>
          {f.heading}
        </h2>
        <button type="button" className="btn secondary small" onClick={on.packClose}>
          {s.close}
        </button>
      </div>
      <form className="decide-form" onSubmit={submit} noValidate aria-labelledby={`${id}-h`}>
        {f.alert ? (
          <p className="alert" role="alert">
            {f.alert}
          </p>
        ) : null}
        <div className="row">
          <Box id={`${id}-zh`} b={b.nameZh} part="pack-name-zh" name="nameZh" value={form.nameZh} onChange={(x) => edit({ nameZh: x })} />
          <Box id={`${id}-en`} b={b.nameEn} part="pack-name-en" name="nameEn" value={form.nameEn} onChange={(x) => edit({ nameEn: x })} />
        </div>
        <Box id={`${id}-count`} b={b.count} part="pack-count" name="count" className="input short" inputMode="numeric" value={form.count} onChange={(x) => edit({ count: x })} />
        <div className="row">
          <Box id={`${id}-price`} b={b.priceCents} part="pack-price" name="price" className="input short" inputMode="decimal" value={form.price} onChange={(x) => edit({ price: x })} />
          <div className="field">
            <label htmlFor={`${id}-cur`}>{b.currency.label}</label>
            <select
              id={`${id}-cur`}
              part="pack-currency"
              className="input"
              value={form.currency}
              aria-invalid={b.currency.error ? true : undefined}
              aria-describedby={describedBy(!!b.currency.error && `${id}-cur-err`)}
              onChange={(e) => edit({ currency: e.currentTarget.value as Currency })}
            >
              {f.currencies.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            {b.currency.error ? (
              <p id={`${id}-cur-err`} className="field-error">
                {b.currency.error}
              </p>
            ) : null}
          </div>
        </div>
        <Box
          id={`${id}-days`}
          b={b.validityDays}
          part="pack-days"
          name="validityDays"
          className="input short"
          inputMode="numeric"
          value={form.validityDays}
          onChange={(x) => edit({ validityDays: x })}
        />
        <div className="role">
          <label className="check">
            <input type="checkbox" part="pack-active" checked={form.active} aria-describedby={`${id}-act-hint`} onChange={(e) => edit({ active: e.currentTarget.checked })} />
            <span>{b.active.label}</span>
          </label>
          <span id={`${id}-act-hint`} className="hint">
            {b.active.hint}
          </span>
        </div>
        <button type="submit" part="save-pack" className="btn" disabled={f.busy}>
          {f.busy ? s.saving : s.save}
        </button>
      </form>
    </section>
  );
}
