/**
 * The audit log panel (issue 19: every staff action is written to an audit
 * log that the console shows and that nobody can edit): a line saying so, a
 * refresh button, and a table of a page of entries, newest first (time,
 * who, action, target, detail). Read only: no control changes an entry.
 * Presentational: strings and data come in as props.
 */
import type { AuditView, StaffActions } from "./StaffConsoleView.js";
import { ListFoot, ListState } from "./StaffConsoleParts.js";

export function AuditPanel({ v, on }: { v: AuditView; on: StaffActions }) {
  return (
    <div className="stack">
      <div className="panel-head">
        <p className="hint">{v.s.readOnly}</p>
        <button type="button" part="audit-refresh" className="btn secondary small" onClick={() => on.auditPage(1)}>
          {v.s.refresh}
        </button>
      </div>
      <ListState l={v.list} count={v.rows.length} onRetry={on.retry} />
      {v.rows.length ? (
        <div className="table-wrap" role="region" aria-label={v.s.caption} tabIndex={0}>
          <table part="audit" className="audit">
            <caption>{v.s.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{v.s.time}</th>
                <th scope="col">{v.s.actor}</th>
                <th scope="col">{v.s.action}</th>
                <th scope="col">{v.s.target}</th>
                <th scope="col">{v.s.detail}</th>
              </tr>
            </thead>
            <tbody>
              {v.rows.map((r) => (
                <tr key={r.id} part="audit-entry">
                  <td>
                    <time dateTime={r.dateTime}>{r.time}</time>
                  </td>
                  <td>{r.actor}</td>
                  <td>{r.action}</td>
                  <td className="target">{r.target}</td>
                  <td>
                    {r.detail.length ? (
                      <ul className="detail-pairs">
                        {r.detail.map((p) => (
                          <li key={p.key}>
                            <span className="k">{p.key}</span>: {p.value}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ListFoot l={v.list} onPage={on.auditPage} />
    </div>
  );
}
