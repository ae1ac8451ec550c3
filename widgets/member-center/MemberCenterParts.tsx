/**
 * Presentational parts the member centre's issue 20 sections share (orders,
 * earnings, organisation): a pager, an amount form (the points exchange, the
 * withdrawal: a labelled text field for a whole number with its hint, its
 * problem tied to it, the server's refusal and the success in live regions)
 * and a data table with its heading (a keyboard-reachable region that
 * scrolls sideways on a narrow screen). Strings and handlers come in as
 * props (commerce.props.ts).
 */

/** A pager under a list (shown from two pages on). */
export interface PagerView {
  page: number;
  pages: number;
  /** "Page 2 of 3": the position and the pager's accessible name */
  text: string;
  prevLabel: string;
  nextLabel: string;
  onPage: (n: number) => void;
}

/** Previous / position / next under a list; nothing for a single page. */
export function Pager(p: PagerView) {
  if (p.pages <= 1) return null;
  return (
    <nav className="pager" aria-label={p.text}>
      <button type="button" className="btn secondary small" disabled={p.page <= 1} onClick={() => p.onPage(p.page - 1)}>
        {p.prevLabel}
      </button>
      <span aria-live="polite">{p.text}</span>
      <button type="button" className="btn secondary small" disabled={p.page >= p.pages} onClick={() => p.onPage(p.page + 1)}>
        {p.nextLabel}
      </button>
    </nav>
  );
}

/** An amount form in words. */
export interface AmountFormView {
  /** unique id prefix of the form's parts */
  id: string;
  /** the csspart of the form */
  part: string;
  title: string;
  label: string;
  hint: string;
  value: string;
  submitLabel: string;
  busy: boolean;
  /** what is wrong with the amount, "" when nothing */
  error: string;
  /** the server's refusal, "" when none; with a link to what would fix it (the bank details) */
  alert: string;
  alertLink: { href: string; label: string } | null;
  /** the last success, "" when none */
  done: string;
  onInput: (value: string) => void;
  onSubmit: () => void;
}

/** An amount form: heading, labelled field (its hint and problem tied to it by aria-describedby), submit, refusal and success lines. */
export function AmountFormBox(p: AmountFormView) {
  const id = (s: string) => `${p.id}-${s}`;
  return (
    <form
      className="amount-form"
      part={p.part}
      noValidate
      aria-labelledby={id("title")}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit();
      }}
    >
      <h3 id={id("title")} className="sub">
        {p.title}
      </h3>
      <label htmlFor={id("input")}>{p.label}</label>
      <div className="amount-row">
        <input
          id={id("input")}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={p.value}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={`${id("hint")} ${id("error")}`}
          onChange={(e) => p.onInput(e.target.value)}
        />
        <button type="submit" className="btn" disabled={p.busy} aria-busy={p.busy || undefined}>
          {p.submitLabel}
        </button>
      </div>
      <p id={id("hint")} className="hint">
        {p.hint}
      </p>
      <p id={id("error")} className="alert" role="alert">
        {p.error}
      </p>
      <p className="alert" role="alert">
        {p.alert}
        {p.alert && p.alertLink && (
          <>
            {" "}
            <a className="link" href={p.alertLink.href}>
              {p.alertLink.label}
            </a>
          </>
        )}
      </p>
      <p className="success" role="status">
        {p.done}
      </p>
    </form>
  );
}

/** A cell: text, or a link (a story). */
export type CellView = string | { text: string; href: string | null };

/** A data table with its heading. */
export interface TableView {
  /** id of the heading (the table's and the region's name) */
  id: string;
  title: string;
  heads: string[];
  rows: { key: string; cells: CellView[] }[];
}

/** A table with column headers under its heading, in a keyboard-reachable region named by the heading (it scrolls sideways when narrow). */
export function DataTable(p: TableView & { part: string }) {
  return (
    <>
      <h3 id={p.id} className="sub">
        {p.title}
      </h3>
      <div className="table-wrap" role="region" aria-labelledby={p.id} tabIndex={0}>
        <table className="data" part={p.part}>
          <thead>
            <tr>
              {p.heads.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {p.rows.map((r) => (
              <tr key={r.key}>
                {r.cells.map((c, i) =>
                  typeof c === "string" ? (
                    <td key={i}>{c}</td>
                  ) : (
                    <td key={i}>
                      {c.href ? (
                        <a className="link" href={c.href}>
                          {c.text}
                        </a>
                      ) : (
                        c.text
                      )}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
