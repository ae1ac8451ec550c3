/**
 * The open conversation's heading (issue 10 "Agent console"): who, its
 * state and assignment, and the actions: assign to me, assign to an agent
 * (or nobody) chosen in a select, close. The buttons wait while one runs
 * (`busy`). Presentational: strings and data come in as props.
 */
import { useId, useRef } from "react";
import type { ServiceConsoleViewProps, ThreadView } from "./ServiceConsoleView.js";

/** The heading of thread `t`; `headingId` names the thread's section. */
export function ThreadHeader({ t, p, headingId }: { t: ThreadView; p: ServiceConsoleViewProps; headingId: string }) {
  const assignId = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <div part="thread-header" className="thread-header">
      <div className="who">
        <h2 id={headingId} part="thread-title" className="thread-title">
          {t.heading}
        </h2>
        <p className="thread-meta">
          <span className={`state ${t.closed ? "closed" : "open"}`}>{t.statusLine}</span>
          <span> · </span>
          <span>{t.assignedLine}</span>
        </p>
      </div>
      <div part="actions" className="actions">
        <button type="button" part="assign-me" className="btn secondary" disabled={t.assignMeDisabled || t.busy !== null} onClick={p.on.assignMe}>
          {p.s.assignMe}
        </button>
        <span className="assign">
          <label htmlFor={assignId}>{p.s.assignLabel}</label>
          <select key={`${t.id}:${t.assignedTo}`} id={assignId} ref={selectRef} part="assign-select" className="input" defaultValue={t.assignedTo} disabled={t.busy !== null}>
            <option value="">{p.s.assignNone}</option>
            {t.agents.map((a) => (
              <option key={a.code} value={a.code}>
                {a.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            part="assign"
            className="btn secondary"
            disabled={t.busy !== null}
            aria-busy={t.busy === "assign" || undefined}
            onClick={() => p.on.assign(selectRef.current?.value || null)}
          >
            {p.s.assign}
          </button>
        </span>
        <button type="button" part="close-conversation" className="btn secondary" disabled={t.closed || t.busy !== null} aria-busy={t.busy === "close" || undefined} onClick={p.on.close}>
          {p.s.closeConversation}
        </button>
      </div>
    </div>
  );
}
