/**
 * The orders panel (issue 20 "Download packs and orders"): a search form (an
 * order number or a member code, and the state: awaiting payment first),
 * the orders of a page (number, who, which pack, how much, when, state; an
 * open button, aria-expanded) and beside them the open order
 * (StaffConsoleOrder.tsx). Local state: the search boxes. Presentational
 * otherwise.
 */
import { useId, useState } from "react";
import type { OrderFilter } from "./commerce.rules.js";
import type { ConsoleActions, OrdersView } from "./StaffConsoleCommerceView.js";
import { OrderDetail } from "./StaffConsoleOrder.js";
import { ListFoot, ListState } from "./StaffConsoleParts.js";

export function OrdersPanel({ v, on }: { v: OrdersView; on: ConsoleActions }) {
  const id = useId();
  const [q, setQ] = useState(v.q);
  const [filter, setFilter] = useState<OrderFilter>(v.filter);
  return (
    <div className="split">
      <div className="side">
        <form
          part="order-search"
          className="search"
          role="search"
          aria-label={v.s.searchLabel}
          onSubmit={(e) => {
            e.preventDefault();
            on.ordersSearch(q, filter);
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-q`}>{v.s.qLabel}</label>
            <input id={`${id}-q`} part="order-q" className="input" type="search" value={q} aria-describedby={`${id}-qh`} onChange={(e) => setQ(e.currentTarget.value)} />
            <p id={`${id}-qh`} className="hint">
              {v.s.qHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-state`}>{v.s.filterLabel}</label>
            <select id={`${id}-state`} part="order-state" className="input" value={filter} onChange={(e) => setFilter(e.currentTarget.value as OrderFilter)}>
              {v.filters.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn">
            {v.s.search}
          </button>
        </form>
        <ListState l={v.list} count={v.items.length} onRetry={on.retry} />
        {v.items.length ? (
          <ul part="orders" className="cards" aria-label={v.list.label}>
            {v.items.map((x) => (
              <li key={x.number} part={x.open ? "order selected" : "order"} className={`card${x.open ? " selected" : ""}`}>
                <p className="card-title">
                  {x.number} <span className={`tag order-${x.stateKey}`}>{x.state}</span>
                </p>
                <p className="item-meta">{x.line}</p>
                <p className="item-meta">
                  <time dateTime={x.dateTime}>{x.when}</time>
                </p>
                <div className="actions">
                  <button
                    type="button"
                    part="open-order"
                    className="btn secondary small"
                    aria-label={x.openLabel}
                    aria-expanded={x.open}
                    aria-controls={x.open ? `${id}-detail` : undefined}
                    onClick={() => (x.open ? on.orderClose() : on.orderOpen(x.number))}
                  >
                    {v.s.open}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <ListFoot l={v.list} onPage={on.ordersPage} />
      </div>
      <div className="main" id={`${id}-detail`}>
        {v.detail ? <OrderDetail key={v.detail.number} d={v.detail} s={v.s} on={on} /> : null}
      </div>
    </div>
  );
}
