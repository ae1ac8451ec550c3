/**
 * The working-hours dialog (ui/Dialog): the agency's time zone (a text box
 * suggesting the browser's IANA zones), the ranges of each ISO weekday
 * (start and end as HH:mm, add and remove), the holidays (a date box, add
 * and remove), Save and Cancel. Every problem shows under its field (and
 * the field is marked invalid), with a summary alert at the top.
 * Presentational: strings, values and messages come in as props
 * (service-console.props.ts); local state is only the new holiday's date.
 */
import { useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Dialog } from "../ui/Dialog.js";
import type { Day, RangeForm, WorkHoursEdit } from "./work-hours.rules.js";

export interface HoursView {
  open: boolean;
  phase: "idle" | "loading" | "ready" | "error" | "saving";
  /** the summary alert ("" when the form has no problem) */
  summary: string;
  timeZone: { value: string; error: string };
  days: {
    day: Day;
    name: string;
    /** the day's own problem (overlap, too many) */
    error: string;
    addLabel: string;
    ranges: (RangeForm & { error: string; startLabel: string; endLabel: string; removeLabel: string })[];
  }[];
  holidays: { date: string; error: string; removeLabel: string }[];
  holidaysError: string;
  s: {
    title: string;
    intro: string;
    loading: string;
    failed: string;
    timeZone: string;
    weekly: string;
    hint: string;
    dayOff: string;
    to: string;
    addRange: string;
    removeRange: string;
    holidays: string;
    holidayNew: string;
    addHoliday: string;
    noHolidays: string;
    save: string;
    saving: string;
    cancel: string;
  };
}

interface HoursActions {
  hoursClose(): void;
  hoursEdit(e: WorkHoursEdit): void;
  hoursSave(): void;
}

/** The IANA zones this browser knows (for suggestions), or none. */
function zones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  try {
    return intl.supportedValuesOf ? intl.supportedValuesOf("timeZone") : [];
  } catch {
    return [];
  }
}

export function WorkHoursDialog({ h, on }: { h: HoursView; on: HoursActions }) {
  const id = useId();
  const tzRef = useRef<HTMLInputElement>(null);
  const [holiday, setHoliday] = useState("");
  const list = useMemo(() => (h.open ? zones() : []), [h.open]);
  const err = (key: string) => `${id}-${key}-err`;
  const editable = h.phase === "ready" || h.phase === "saving";
  // the time zone takes the focus once the setting is there (the dialog opens while it loads)
  const focused = useRef(false);
  useLayoutEffect(() => {
    if (!h.open) focused.current = false;
    else if (editable && !focused.current) {
      focused.current = true;
      tzRef.current?.focus();
    }
  }, [h.open, editable]);
  return (
    <Dialog open={h.open} title={h.s.title} initialFocus={tzRef} onClose={on.hoursClose} className="hours-dialog">
      <form
        part="hours-form"
        className="hours"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          on.hoursSave();
        }}
      >
        <p className="hours-intro">{h.s.intro}</p>
        {h.phase === "loading" || h.phase === "idle" ? (
          <p role="status">{h.s.loading}</p>
        ) : h.phase === "error" ? (
          <p role="alert">{h.s.failed}</p>
        ) : null}
        {h.summary ? (
          <p part="hours-summary" className="alert" role="alert">
            {h.summary}
          </p>
        ) : null}
        {editable ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-tz`}>{h.s.timeZone}</label>
              <input
                ref={tzRef}
                id={`${id}-tz`}
                part="time-zone"
                className="input"
                list={`${id}-zones`}
                autoComplete="off"
                spellCheck={false}
                value={h.timeZone.value}
                aria-invalid={h.timeZone.error ? true : undefined}
                aria-describedby={h.timeZone.error ? err("tz") : undefined}
                onChange={(e) => on.hoursEdit({ kind: "timeZone", value: e.target.value })}
              />
              <datalist id={`${id}-zones`}>
                {list.map((z) => (
                  <option key={z} value={z} />
                ))}
              </datalist>
              {h.timeZone.error ? (
                <p id={err("tz")} className="field-error">
                  {h.timeZone.error}
                </p>
              ) : null}
            </div>
            <fieldset className="weekly">
              <legend>{h.s.weekly}</legend>
              <p className="hint">{h.s.hint}</p>
              {h.days.map((d) => (
                <fieldset key={d.day} part="weekday" className="day" aria-describedby={d.error ? err(`d${d.day}`) : undefined}>
                  <legend>{d.name}</legend>
                  {d.ranges.length ? (
                    <ul className="ranges">
                      {d.ranges.map((r, i) => (
                        <li key={i} className="range">
                          <input
                            className="input time"
                            inputMode="numeric"
                            placeholder="09:00"
                            maxLength={5}
                            aria-label={r.startLabel}
                            value={r.start}
                            aria-invalid={r.error ? true : undefined}
                            aria-describedby={r.error ? err(`d${d.day}r${i}`) : undefined}
                            onChange={(e) => on.hoursEdit({ kind: "setRange", day: d.day, index: i, key: "start", value: e.target.value })}
                          />
                          <span aria-hidden="true">{h.s.to}</span>
                          <input
                            className="input time"
                            inputMode="numeric"
                            placeholder="18:00"
                            maxLength={5}
                            aria-label={r.endLabel}
                            value={r.end}
                            aria-invalid={r.error ? true : undefined}
                            aria-describedby={r.error ? err(`d${d.day}r${i}`) : undefined}
                            onChange={(e) => on.hoursEdit({ kind: "setRange", day: d.day, index: i, key: "end", value: e.target.value })}
                          />
                          <button type="button" className="btn secondary small" aria-label={r.removeLabel} onClick={() => on.hoursEdit({ kind: "removeRange", day: d.day, index: i })}>
                            {h.s.removeRange}
                          </button>
                          {r.error ? (
                            <p id={err(`d${d.day}r${i}`)} className="field-error">
                              {r.error}
                            </p>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="day-off">{h.s.dayOff}</p>
                  )}
                  {d.error ? (
                    <p id={err(`d${d.day}`)} className="field-error">
                      {d.error}
                    </p>
                  ) : null}
                  <button type="button" className="btn secondary small" aria-label={d.addLabel} onClick={() => on.hoursEdit({ kind: "addRange", day: d.day })}>
                    {h.s.addRange}
                  </button>
                </fieldset>
              ))}
            </fieldset>
            <fieldset className="holidays" aria-describedby={h.holidaysError ? err("hol") : undefined}>
              <legend>{h.s.holidays}</legend>
              {h.holidays.length ? (
                <ul className="holiday-list">
                  {h.holidays.map((x, i) => (
                    <li key={`${x.date}-${i}`} className="holiday">
                      <span>{x.date}</span>
                      <button type="button" className="btn secondary small" aria-label={x.removeLabel} onClick={() => on.hoursEdit({ kind: "removeHoliday", index: i })}>
                        {h.s.removeRange}
                      </button>
                      {x.error ? <p className="field-error">{x.error}</p> : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="day-off">{h.s.noHolidays}</p>
              )}
              {h.holidaysError ? (
                <p id={err("hol")} className="field-error">
                  {h.holidaysError}
                </p>
              ) : null}
              <div className="holiday-new">
                <label htmlFor={`${id}-hol`}>{h.s.holidayNew}</label>
                <input id={`${id}-hol`} part="holiday-date" className="input" type="date" value={holiday} onChange={(e) => setHoliday(e.target.value)} />
                <button
                  type="button"
                  part="add-holiday"
                  className="btn secondary small"
                  onClick={() => {
                    if (!holiday) return;
                    on.hoursEdit({ kind: "addHoliday", value: holiday });
                    setHoliday("");
                  }}
                >
                  {h.s.addHoliday}
                </button>
              </div>
            </fieldset>
          </>
        ) : null}
        <div className="pw-dialog-actions">
          <button type="button" className="btn secondary" onClick={on.hoursClose}>
            {h.s.cancel}
          </button>
          {editable ? (
            <button type="submit" part="hours-save" className="btn" disabled={h.phase === "saving"} aria-busy={h.phase === "saving" || undefined}>
              {h.phase === "saving" ? h.s.saving : h.s.save}
            </button>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}
