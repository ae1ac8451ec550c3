/**
 * The contributor applications and photographer profiles panels (issue 19
 * "Entitlements", "Credits"): a line on what a decision does, then the
 * applications of a page, each with its facts and approve and reject buttons
 * (named after the applicant). Presentational: strings and data come in as props.
 */
import type { ApplicationsView } from "./StaffConsoleView.js";
import { Facts, ListFoot, ListState } from "./StaffConsoleParts.js";

export function ApplicationsPanel({
  v,
  kind,
  onDecide,
  onPage,
  onRetry,
}: {
  v: ApplicationsView;
  kind: "contributors" | "photographers";
  onDecide(key: string, verdict: "approve" | "reject"): void;
  onPage(page: number): void;
  onRetry(): void;
}) {
  return (
    <div className="stack">
      <p className="hint">{v.s.intro}</p>
      <ListState l={v.list} count={v.items.length} onRetry={onRetry} />
      {v.items.length ? (
        <ul part={kind === "photographers" ? "photographers" : "applications"} className="cards" aria-label={v.list.label}>
          {v.items.map((x) => (
            <li key={x.key} part={kind === "photographers" ? "photographer" : "application"} className="card">
              <p className="card-title">{x.name}</p>
              <Facts facts={x.facts} />
              <div className="actions">
                <button type="button" part="approve-application" className="btn" aria-label={x.approveLabel} disabled={x.busy} onClick={() => onDecide(x.key, "approve")}>
                  {v.s.approve}
                </button>
                <button type="button" part="reject-application" className="btn secondary" aria-label={x.rejectLabel} disabled={x.busy} onClick={() => onDecide(x.key, "reject")}>
                  {v.s.reject}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <ListFoot l={v.list} onPage={onPage} />
    </div>
  );
}
