/**
 * Presentational orders section of the member centre (issue 20,
 * `?tab=orders`): the packs on offer with an order button each (and, for an
 * organisation's admin, whom the pack is for), the points exchange, and the
 * member's orders: number, state, pack, amount, dates, the invoice link
 * (new tab), the bank transfer instructions and a cancel button while
 * pending (a confirmation asks first), a refresh button, a pager, and a
 * polite live region saying what was just ordered or cancelled. Strings
 * come in as props (commerce.props.ts).
 */
import { ConfirmDialog, type ConfirmDialogProps } from "../ui/ConfirmDialog.js";
import { AmountFormBox, Pager, type AmountFormView, type PagerView } from "./MemberCenterParts.js";

/** A pack on offer, in words. */
export interface PackView {
  id: number;
  name: string;
  /** "10 photos · ¥500.00" */
  facts: string;
  validity: string;
  orderLabel: string;
  /** the order button's accessible name ("Order Starter pack") */
  orderName: string;
  busy: boolean;
}

/** An order, in words. */
export interface OrderView {
  number: string;
  state: string;
  stateText: string;
  /** "Starter pack · 10 photos · ¥500.00" */
  summary: string;
  /** "Ordered on … · paid on …" */
  dates: string;
  /** who and what it is for, "" when the member's own ("For the shared quota of …", "Ordered by …") */
  notes: string[];
  /** a paid order's quota: "8 of 10 photos left · valid until …", "" otherwise */
  grant: string;
  invoice: { href: string; label: string; name: string } | null;
  /** while pending: how to pay */
  payment: { title: string; hint: string; lines: { label: string; value: string }[] } | null;
  /** while pending */
  cancel: { label: string; name: string; busy: boolean } | null;
}

export interface OrdersSectionView {
  idPrefix: string;
  packsTitle: string;
  packsIntro: string;
  /** null while loading or when they could not be read */
  packs: PackView[] | null;
  /** "loading…", "could not be loaded", "none on offer"; "" when packs are shown */
  packsText: string;
  /** the retry button when the packs could not be read */
  retry: { label: string; onRetry: () => void } | null;
  buyFor: { legend: string; options: { value: "me" | "org"; label: string }[]; value: "me" | "org"; onChange: (v: "me" | "org") => void } | null;
  onOrder: (packId: number) => void;
  exchange: AmountFormView | null;
  ordersTitle: string;
  refreshLabel: string;
  onRefresh: () => void;
  /** the polite live region: what was just ordered or cancelled */
  status: string;
  alert: string;
  loading: boolean;
  /** the list could not be loaded (nothing is shown, SPEC §8) */
  failed: boolean;
  emptyText: string;
  orders: OrderView[];
  onCancel: (number: string) => void;
  pager: PagerView;
  confirm: ConfirmDialogProps;
}

/** One order: number and state, pack and amount, dates, notes, its quota, how to pay, invoice and cancel. */
function Order({ o, onCancel }: { o: OrderView; onCancel: (n: string) => void }) {
  return (
    <li className="order" data-number={o.number}>
      <div className="order-head">
        <span className="order-number">{o.number}</span>
        <span className={`state order-${o.state}`}>{o.stateText}</span>
      </div>
      <span>{o.summary}</span>
      <span className="item-meta">{o.dates}</span>
      {o.notes.map((n) => (
        <span key={n} className="item-meta">
          {n}
        </span>
      ))}
      {o.grant && <span className="item-meta">{o.grant}</span>}
      {o.payment && (
        <div className="payment" part="payment">
          <strong>{o.payment.title}</strong>
          <dl className="pay-lines">
            {o.payment.lines.map((l) => (
              <div key={l.label}>
                <dt>{l.label}</dt>
                <dd>{l.value}</dd>
              </div>
            ))}
          </dl>
          <span className="item-meta">{o.payment.hint}</span>
        </div>
      )}
      <div className="order-actions">
        {o.invoice && (
          <a className="link" href={o.invoice.href} target="_blank" rel="noopener" aria-label={o.invoice.name}>
            {o.invoice.label}
          </a>
        )}
        {o.cancel && (
          <button type="button" className="btn secondary small" aria-label={o.cancel.name} disabled={o.cancel.busy} aria-busy={o.cancel.busy || undefined} onClick={() => onCancel(o.number)}>
            {o.cancel.label}
          </button>
        )}
      </div>
    </li>
  );
}

/** The orders section: packs, points exchange, orders, the cancel confirmation. */
export function OrdersSection(p: OrdersSectionView) {
  const id = (s: string) => `${p.idPrefix}-${s}`;
  return (
    <div className="section" part="orders">
      <section className="box" aria-labelledby={id("packs")} part="packs">
        <h2 id={id("packs")} className="box-title">
          {p.packsTitle}
        </h2>
        <p className="item-meta">{p.packsIntro}</p>
        {p.buyFor && (
          <fieldset className="buy-for">
            <legend>{p.buyFor.legend}</legend>
            {p.buyFor.options.map((o) => (
              <label key={o.value}>
                <input type="radio" name={id("for")} value={o.value} checked={p.buyFor!.value === o.value} onChange={() => p.buyFor!.onChange(o.value)} /> {o.label}
              </label>
            ))}
          </fieldset>
        )}
        {p.packsText && <p role="status">{p.packsText}</p>}
        {p.retry && (
          <button type="button" className="btn secondary small" onClick={p.retry.onRetry}>
            {p.retry.label}
          </button>
        )}
        {p.packs && p.packs.length > 0 && (
          <ul className="packs">
            {p.packs.map((k) => (
              <li key={k.id} className="pack">
                <h3 className="sub">{k.name}</h3>
                <span>{k.facts}</span>
                <span className="item-meta">{k.validity}</span>
                <button type="button" className="btn" aria-label={k.orderName} disabled={k.busy} aria-busy={k.busy || undefined} onClick={() => p.onOrder(k.id)}>
                  {k.orderLabel}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      {p.exchange && (
        <section className="box" aria-labelledby={`${p.exchange.id}-title`}>
          <AmountFormBox {...p.exchange} />
        </section>
      )}
      <section className="box" aria-labelledby={id("orders")} aria-busy={p.loading || undefined}>
        <div className="box-head">
          <h2 id={id("orders")} className="box-title">
            {p.ordersTitle}
          </h2>
          <button type="button" className="btn secondary small" onClick={p.onRefresh}>
            {p.refreshLabel}
          </button>
        </div>
        <p className="success orders-status" role="status">
          {p.status}
        </p>
        <p className="alert" role="alert">
          {p.alert}
        </p>
        {!p.failed && (
          <>
            {!p.loading && p.orders.length === 0 && <p className="empty">{p.emptyText}</p>}
            <ul className="orders" aria-labelledby={id("orders")}>
              {p.orders.map((o) => (
                <Order key={o.number} o={o} onCancel={p.onCancel} />
              ))}
            </ul>
            <Pager {...p.pager} />
          </>
        )}
      </section>
      <ConfirmDialog {...p.confirm} />
    </div>
  );
}
