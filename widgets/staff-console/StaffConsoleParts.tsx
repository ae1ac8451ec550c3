/**
 * Small parts the staff console's panels share (issue 19 "A staff
 * console"): a description list of facts, a list's loading, empty and error
 * lines (with a retry button), and its page navigation; a labelled box with
 * its hint and problem (issue 20's forms). Presentational: strings and data
 * come in as props.
 */
import type { BoxView } from "./StaffConsoleCommerceView.js";
import type { FactView, ListStatusView, PagerView } from "./StaffConsoleView.js";

/** Terms and values as a description list (nothing when there is none). */
export function Facts({ facts, className = "facts" }: { facts: FactView[]; className?: string }) {
  if (!facts.length) return null;
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.term} className="fact">
          <dt>{f.term}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The list's state line: loading (a status), a failure with a retry button, or empty; nothing when it has items. */
export function ListState({ l, count, onRetry }: { l: ListStatusView; count: number; onRetry(): void }) {
  if (l.phase === "loading" || l.phase === "idle") {
    return (
      <p part="list-state" className="list-state" role="status">
        {l.loading}
      </p>
    );
  }
  if (l.phase === "error") {
    return (
      <div part="list-state" className="list-state error">
        <p role="alert">{l.error}</p>
        <button type="button" className="btn secondary" onClick={onRetry}>
          {l.retry}
        </button>
      </div>
    );
  }
  if (!count) {
    return (
      <p part="list-state" className="list-state">
        {l.empty}
      </p>
    );
  }
  return null;
}

/** The count under a list and its pages (previous, "page n of m", next). */
export function ListFoot({ l, onPage }: { l: ListStatusView; onPage(page: number): void }) {
  if (l.phase !== "ready") return null;
  return (
    <div className="list-foot">
      {l.count ? <p className="count">{l.count}</p> : null}
      {l.pager ? <Pager p={l.pager} onPage={onPage} /> : null}
    </div>
  );
}

function Pager({ p, onPage }: { p: PagerView; onPage(page: number): void }) {
  return (
    <nav part="pager" className="pager" aria-label={p.label}>
      <button type="button" className="btn secondary small" disabled={p.page <= 1} onClick={() => onPage(p.page - 1)}>
        {p.prev}
      </button>
      <span aria-live="polite">{p.text}</span>
      <button type="button" className="btn secondary small" disabled={p.page >= p.pages} onClick={() => onPage(p.page + 1)}>
        {p.next}
      </button>
    </nav>
  );
}

/** aria-describedby of a box: its hint and its problem, when there is one. */
export const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(" ") || undefined;

/**
 * A labelled text box (or text area) with its hint and problem under it,
 * wired with aria-describedby and aria-invalid. `id` is the box's id (the
 * hint's and problem's ids are made from it).
 */
export function Box(p: {
  id: string;
  b: BoxView;
  part: string;
  name?: string;
  value: string;
  onChange(value: string): void;
  className?: string;
  inputMode?: "numeric" | "decimal" | "text";
  multiline?: boolean;
}) {
  const { id, b } = p;
  const common = {
    id,
    name: p.name,
    part: p.part,
    className: p.className ?? "input",
    value: p.value,
    "aria-invalid": b.error ? true : undefined,
    "aria-describedby": describedBy(!!b.hint && `${id}-hint`, !!b.error && `${id}-err`),
  } as const;
  return (
    <div className="field">
      <label htmlFor={id}>{b.label}</label>
      {p.multiline ? (
        <textarea {...common} rows={2} onChange={(e) => p.onChange(e.currentTarget.value)} />
      ) : (
        <input {...common} type="text" inputMode={p.inputMode} onChange={(e) => p.onChange(e.currentTarget.value)} />
      )}
      {b.hint ? (
        <p id={`${id}-hint`} className="hint">
          {b.hint}
        </p>
      ) : null}
      {b.error ? (
        <p id={`${id}-err`} className="field-error">
          {b.error}
        </p>
      ) : null}
    </div>
  );
}
