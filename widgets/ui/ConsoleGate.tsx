/**
 * The gate of a staff-only console (the agent console, issue 10; the staff
 * console, issue 19): what a guest (a login link), a member without the
 * console's role, or a failed access check (a retry button) sees instead of
 * the console; a status line while the check runs. Presentational: each
 * console's props build its GateView from its own catalogue.
 */

/** What the gate shows (each console's props.ts builds it). */
export interface GateView {
  kind: "checking" | "guest" | "forbidden" | "error";
  title: string;
  text: string;
  link: { href: string; label: string } | null;
  retryLabel: string | null;
}

/** The gate. Parts: gate, login-link. */
export function ConsoleGate({ g, onRetry }: { g: GateView; onRetry(): void }) {
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
