/**
 * The decision on an undecided submission (issue 19 "Editorial review"):
 * an approval form (a labelled group of edition checkboxes, all checked at
 * first, and the approve button) and a form with the reason (required,
 * REASON_MAX characters) and two buttons, reject and ask for changes. Each
 * problem is shown at its field (aria-invalid, aria-describedby); the
 * server's refusal (review_state, contributor_not_approved …) in an alert.
 * Local state: the checked editions and the reason typed, until the decision
 * is made (the owner remounts it per submission); the files' "credit to"
 * boxes come from the owner and go with the approval as typed (the store
 * sends only the changed ones). Presentational otherwise.
 */
import { useId, useState, type FormEvent } from "react";
import type { DecisionView, ReviewView, StaffActions } from "./StaffConsoleView.js";

export function Decision({ v, s, credits, on }: { v: DecisionView; s: ReviewView["s"]; credits: Record<string, string>; on: StaffActions }) {
  const id = useId();
  const [editions, setEditions] = useState<string[]>(() => v.editions.map((e) => e.value));
  const [reason, setReason] = useState("");
  const busy = v.busy !== null;
  const approve = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) void on.approve(editions, credits);
  };
  const toggle = (value: string, checked: boolean) => {
    setEditions((cur) => (checked ? [...cur.filter((x) => x !== value), value] : cur.filter((x) => x !== value)));
    on.reviewInput();
  };
  return (
    <div part="decision" className="decision">
      {v.alert ? (
        <p part="decision-alert" className="alert" role="alert">
          {v.alert}
        </p>
      ) : null}
      <form part="approve-form" className="decide-form" aria-labelledby={`${id}-ah`} onSubmit={approve} noValidate>
        <h3 id={`${id}-ah`} className="sub">
          {s.approveHeading}
        </h3>
        <fieldset className="editions" aria-describedby={v.editionsError ? `${id}-ee` : undefined}>
          <legend>{s.editionsLegend}</legend>
          {v.editions.map((e) => (
            <label key={e.value} className="check">
              <input type="checkbox" name="edition" value={e.value} checked={editions.includes(e.value)} onChange={(ev) => toggle(e.value, ev.currentTarget.checked)} />
              <span>{e.label}</span>
            </label>
          ))}
          {v.editionsError ? (
            <p id={`${id}-ee`} className="field-error">
              {v.editionsError}
            </p>
          ) : null}
        </fieldset>
        <button type="submit" part="approve" className="btn" disabled={busy}>
          {v.busy === "approve" ? s.approving : s.approve}
        </button>
      </form>
      <form part="reason-form" className="decide-form" aria-labelledby={`${id}-rh`} onSubmit={(e) => e.preventDefault()} noValidate>
        <h3 id={`${id}-rh`} className="sub">
          {s.decideHeading}
        </h3>
        <label htmlFor={`${id}-reason`}>{s.reasonLabel}</label>
        <textarea
          id={`${id}-reason`}
          part="reason"
          className="input"
          rows={3}
          value={reason}
          aria-invalid={v.reasonError ? true : undefined}
          aria-describedby={`${id}-rhint${v.reasonError ? ` ${id}-re` : ""}`}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            on.reviewInput();
          }}
        />
        <p id={`${id}-rhint`} className="hint">
          {s.reasonHint}
        </p>
        {v.reasonError ? (
          <p id={`${id}-re`} className="field-error">
            {v.reasonError}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" part="reject" className="btn danger" disabled={busy} onClick={() => void on.reject(reason)}>
            {v.busy === "reject" ? s.rejecting : s.reject}
          </button>
          <button type="button" part="changes" className="btn secondary" disabled={busy} onClick={() => void on.changes(reason)}>
            {v.busy === "changes" ? s.changing : s.changes}
          </button>
        </div>
      </form>
    </div>
  );
}
