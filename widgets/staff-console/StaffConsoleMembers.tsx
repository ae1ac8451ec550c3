/**
 * The members panel (issue 19 "A staff console": quota grants, organisation
 * grants, the agent and editor roles): a search form, the members of a page
 * (each with its facts and a manage button that opens it beside the list,
 * aria-expanded), and the open member (StaffConsoleMember.tsx). Local
 * state: the search box. Presentational otherwise.
 */
import { useId, useState } from "react";
import type { MembersView, StaffActions } from "./StaffConsoleView.js";
import { MemberDetail } from "./StaffConsoleMember.js";
import { Facts, ListFoot, ListState } from "./StaffConsoleParts.js";

export function MembersPanel({ v, on }: { v: MembersView; on: StaffActions }) {
  const id = useId();
  const [q, setQ] = useState(v.q);
  return (
    <div className="split">
      <div className="side">
        <form
          part="member-search"
          className="search"
          role="search"
          aria-label={v.s.searchLabel}
          onSubmit={(e) => {
            e.preventDefault();
            on.membersSearch(q);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-q`}>{v.s.qLabel}</label>
            <input id={`${id}-q`} part="member-q" className="input" type="search" value={q} aria-describedby={`${id}-qh`} onChange={(e) => setQ(e.currentTarget.value)} />
            <p id={`${id}-qh`} className="hint">
              {v.s.qHint}
            </p>
          </div>
          <button type="submit" className="btn">
            {v.s.search}
          </button>
        </form>
        <ListState l={v.list} count={v.items.length} onRetry={on.retry} />
        {v.items.length ? (
          <ul part="members" className="cards" aria-label={v.list.label}>
            {v.items.map((x) => (
              <li key={x.code} part={x.open ? "member selected" : "member"} className={`card${x.open ? " selected" : ""}`}>
                <p className="card-title">{x.name}</p>
                <Facts facts={x.facts} className="facts compact" />
                <div className="actions">
                  <button
                    type="button"
                    part="manage"
                    className="btn secondary small"
                    aria-label={x.manageLabel}
                    aria-expanded={x.open}
                    aria-controls={x.open ? `${id}-detail` : undefined}
                    onClick={() => (x.open ? on.closeMember() : on.openMember(x.code))}
                  >
                    {v.s.manage}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <ListFoot l={v.list} onPage={on.membersPage} />
      </div>
      <div className="main" id={`${id}-detail`}>
        {v.detail ? <MemberDetail key={v.detail.code} d={v.detail} s={v.s} on={on} /> : null}
      </div>
    </div>
  );
}
