/**
 * The takedowns panel (issue 19 "Takedown"): a search form (a pcId or words
 * of the title; withdrawn stories only), the stories of a page with their
 * facts and, for a withdrawn one, when, by whom and why; each with its
 * withdraw or restore button (named after the story); the withdrawal asks
 * for a reason in a dialog (ui/Dialog.tsx: Escape cancels). Each story also
 * has a "licences" button (aria-expanded) that opens the licence editor of
 * its photos (issue 20; StaffConsoleLicences.tsx, given as `children` and
 * shown under the list). Local state: the search boxes and the reason
 * typed. Presentational otherwise.
 */
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { Dialog } from "../ui/Dialog.js";
import type { StaffActions, TakedownsView } from "./StaffConsoleView.js";
import { Facts, ListFoot, ListState } from "./StaffConsoleParts.js";

export function TakedownsPanel({ v, on, children }: { v: TakedownsView; on: StaffActions; children?: ReactNode }) {
  const id = useId();
  const [q, setQ] = useState(v.q);
  const [withdrawnOnly, setWithdrawnOnly] = useState(v.withdrawnOnly);
  const search = (e: FormEvent) => {
    e.preventDefault();
    on.storiesSearch(q, withdrawnOnly);
  };
  return (
    <div className="stack">
      <form part="story-search" className="search" role="search" aria-label={v.s.searchLabel} onSubmit={search}>
        <div className="field">
          <label htmlFor={`${id}-q`}>{v.s.qLabel}</label>
          <input id={`${id}-q`} part="story-q" className="input" type="search" value={q} aria-describedby={`${id}-qh`} onChange={(e) => setQ(e.currentTarget.value)} />
          <p id={`${id}-qh`} className="hint">
            {v.s.qHint}
          </p>
        </div>
        <label className="check">
          <input type="checkbox" part="withdrawn-only" checked={withdrawnOnly} onChange={(e) => setWithdrawnOnly(e.currentTarget.checked)} />
          <span>{v.s.withdrawnOnly}</span>
        </label>
        <button type="submit" className="btn">
          {v.s.search}
        </button>
      </form>
      <ListState l={v.list} count={v.items.length} onRetry={on.retry} />
      {v.items.length ? (
        <ul part="stories" className="cards" aria-label={v.list.label}>
          {v.items.map((x) => (
            <li key={x.pcId} part="story" className={`card${x.withdrawn ? " withdrawn" : ""}`}>
              <a className="link card-title" href={x.href}>
                {x.title}
              </a>
              <Facts facts={x.facts} />
              {x.withdrawn ? <p className="reason">{x.withdrawn}</p> : null}
              <div className="actions">
                <button
                  type="button"
                  part={x.action === "withdraw" ? "withdraw" : "restore"}
                  className={`btn${x.action === "withdraw" ? " danger" : " secondary"}`}
                  aria-label={x.busy ? undefined : x.actionLabel}
                  disabled={x.busy}
                  onClick={() => (x.action === "withdraw" ? on.startWithdraw(x.pcId) : on.restore(x.pcId))}
                >
                  {x.busy ? v.s.working : x.action === "withdraw" ? v.s.withdraw : v.s.restore}
                </button>
                <button
                  type="button"
                  part="licences"
                  className="btn secondary"
                  aria-label={x.licencesLabel}
                  aria-expanded={x.licencesOpen}
                  aria-controls={x.licencesOpen ? `${id}-licences` : undefined}
                  onClick={() => on.licences(x.pcId)}
                >
                  {v.s.licences}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ListFoot l={v.list} onPage={on.storiesPage} />
      <div id={`${id}-licences`}>{children}</div>
      <WithdrawDialog v={v} on={on} />
    </div>
  );
}

/** The reason of a withdrawal, in a modal dialog. */
function WithdrawDialog({ v, on }: { v: TakedownsView; on: StaffActions }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const d = v.dialog;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (d?.busy) return;
    if (await on.withdraw(reason)) setReason("");
  };
  const cancel = () => {
    setReason("");
    on.cancelWithdraw();
  };
  return (
    <Dialog open={d !== null} title={v.s.dialogTitle} describedBy={`${id}-story`} onClose={cancel}>
      <form part="withdraw-form" className="dialog-form" onSubmit={submit} noValidate>
        <p id={`${id}-story`} className="dialog-story">
          {d?.storyTitle}
        </p>
        {d?.alert ? (
          <p className="alert" role="alert">
            {d.alert}
          </p>
        ) : null}
        <label htmlFor={`${id}-reason`}>{v.s.reasonLabel}</label>
        <textarea
          id={`${id}-reason`}
          part="withdraw-reason"
          className="input"
          rows={3}
          value={reason}
          aria-invalid={d?.reasonError ? true : undefined}
          aria-describedby={`${id}-hint${d?.reasonError ? ` ${id}-err` : ""}`}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            on.takedownInput();
          }}
        />
        <p id={`${id}-hint`} className="hint">
          {v.s.reasonHint}
        </p>
        {d?.reasonError ? (
          <p id={`${id}-err`} className="field-error">
            {d.reasonError}
          </p>
        ) : null}
        <div className="pw-dialog-actions">
          <button type="button" className="btn secondary" onClick={cancel}>
            {v.s.cancel}
          </button>
          <button type="submit" part="withdraw-confirm" className="btn danger" disabled={d?.busy}>
            {d?.busy ? v.s.working : v.s.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
