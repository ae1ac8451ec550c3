/**
 * The staff console's gate (issue 19 "A staff console"): what a guest (a
 * login link), a member without the editor role, or a failed access check
 * (a retry button) sees instead of the console; a status line while the
 * check runs. Presentational (GateView from staff-console.props.ts).
 */
import type { GateView } from "./StaffConsoleView.js";

export function Gate({ g, onRetry }: { g: GateView; onRetry(): void }) {
  return (
    <section part="gate" className={`gate ${g.kind}`} aria-busy={g.kind === "checking" || undefined}>
      {g.kind === "checking" ? (
        <p role="status">{g.title}</p>
      ) : (
        <>
          <h2 className="gate-title">{g.title}</h2>
          {g.text ? <p>{g.text}</p> : null}
          {g.link ? (
            <a part="login-link" className="btn" href={g.link.href}>
              {g.link.label}
            </a>
          ) : null}
          {g.retryLabel ? (
            <button type="button" className="btn" onClick={onRetry}>
              {g.retryLabel}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
