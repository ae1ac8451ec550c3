/**
 * The review queue panel (issue 19 "Editorial review"): the filter (a
 * labelled choice: to do, each state, all), the submissions of a page (each
 * a button that opens it; the open one is aria-current), the count and the
 * pages; beside it the open submission (StaffConsoleSubmission.tsx).
 * Presentational: strings and data come in as props.
 */
import { useId } from "react";
import type { ReviewFilter } from "./staff-console.rules.js";
import type { ReviewView, StaffActions } from "./StaffConsoleView.js";
import { ListFoot, ListState } from "./StaffConsoleParts.js";
import { Submission } from "./StaffConsoleSubmission.js";

export function ReviewPanel({ v, on }: { v: ReviewView; on: StaffActions }) {
  const filterId = useId();
  return (
    <div className="split">
      <div part="queue" className="side">
        <div className="field inline">
          <label htmlFor={filterId}>{v.s.filterLabel}</label>
          <select id={filterId} part="review-filter" className="input" value={v.filter} onChange={(e) => on.reviewFilter(e.currentTarget.value as ReviewFilter)}>
            {v.filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
        <ListState l={v.list} count={v.items.length} onRetry={on.retry} />
        {v.items.length ? (
          <ul part="submissions" className="items" aria-label={v.list.label}>
            {v.items.map((x) => (
              <li key={x.oid}>
                <button
                  type="button"
                  part={x.selected ? "submission selected" : "submission"}
                  className={`item${x.selected ? " selected" : ""}`}
                  aria-current={x.selected || undefined}
                  onClick={() => on.open(x.oid)}
                >
                  <span className="item-title">{x.title}</span>
                  <span className="item-meta">
                    {x.byline} · <time dateTime={x.dateTime}>{x.when}</time>
                  </span>
                  <span className={`tag state-${x.stateKey}`}>{x.state}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <ListFoot l={v.list} onPage={on.reviewPage} />
      </div>
      <div className="main">
        {v.detail ? (
          <Submission key={v.detail.oid} d={v.detail} s={v.s} retry={v.list.retry} on={on} />
        ) : (
          <p part="empty" className="empty">
            {v.s.noSelection}
          </p>
        )}
      </div>
    </div>
  );
}
