/**
 * The out-of-quota dialog's next step (issue 20, SPEC §8 photo_group_12):
 * the download packs on offer as a radio group with an order button, then
 * the placed order (its number, pack and amount, the bank transfer
 * instructions with the reference to write, the printable invoice and the
 * member centre's orders, and when the quota comes). No pack on offer: says
 * so and points to customer service. A failure is said in words with a
 * "try again" button. Presentational; strings and addresses come in as
 * props (download-shop.props.ts). When the order is placed the focus moves
 * to its heading, so that a screen reader reads it.
 */
import { useId, useLayoutEffect, useRef } from "react";

/** One label and value (order facts, bank transfer fields). */
export interface Fact {
  label: string;
  value: string;
}

/** The placed order. */
export interface PlacedView {
  title: string;
  facts: Fact[];
  /** "Pay by bank transfer:", "" without instructions */
  payTitle: string;
  bank: Fact[];
  referenceNote: string;
  quotaNote: string;
  invoiceHref: string;
  invoiceLabel: string;
  ordersHref: string;
  ordersLabel: string;
}

export interface ShopViewProps {
  heading: string;
  /** what the section shows */
  status: "loading" | "error" | "none" | "packs" | "placed";
  /** the loading text, the failure, or the no-pack text */
  text: string;
  retryLabel: string;
  onRetry(): void;
  packs: {
    legend: string;
    items: { id: number; name: string; detail: string; checked: boolean }[];
    onChoose(id: number): void;
    orderLabel: string;
    /** the order is being placed (the button is busy; it keeps the focus, the store ignores a second press) */
    ordering: boolean;
    onOrder(): void;
    /** the order failed: why, "" otherwise */
    orderError: string;
  };
  placed: PlacedView | null;
}

function Facts({ facts, className }: { facts: Fact[]; className: string }) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.label}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Placed({ p }: { p: PlacedView }) {
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => title.current?.focus(), []);
  return (
    <div className="placed" part="order-placed">
      <h3 ref={title} tabIndex={-1} className="sub-heading" part="order-number">
        {p.title}
      </h3>
      <Facts facts={p.facts} className="facts" />
      {p.payTitle ? (
        <>
          <p className="pay-title">{p.payTitle}</p>
          <Facts facts={p.bank} className="facts bank" />
          <p className="note">{p.referenceNote}</p>
        </>
      ) : null}
      <p className="note">{p.quotaNote}</p>
      <ul className="links">
        <li>
          <a href={p.invoiceHref} target="_blank" rel="noopener" part="invoice-link">
            {p.invoiceLabel}
          </a>
        </li>
        <li>
          <a href={p.ordersHref} part="orders-link">
            {p.ordersLabel}
          </a>
        </li>
      </ul>
    </div>
  );
}

export function DownloadShop(p: ShopViewProps) {
  const headingId = useId();
  const name = useId();
  return (
    <section className="shop" part="shop" aria-labelledby={headingId}>
      <h3 id={headingId} className="sub-heading">
        {p.heading}
      </h3>
      {p.status === "loading" ? (
        <p role="status">{p.text}</p>
      ) : p.status === "error" ? (
        <div className="failure">
          <p role="alert">{p.text}</p>
          <button type="button" className="btn secondary" part="retry" onClick={p.onRetry}>
            {p.retryLabel}
          </button>
        </div>
      ) : p.status === "none" ? (
        <p>{p.text}</p>
      ) : p.status === "placed" && p.placed ? (
        <Placed p={p.placed} />
      ) : (
        <>
          <fieldset className="packs" part="packs">
            <legend>{p.packs.legend}</legend>
            {p.packs.items.map((i) => (
              <label key={i.id} className="pack" part="pack">
                <input type="radio" name={name} value={i.id} checked={i.checked} disabled={p.packs.ordering} onChange={() => p.packs.onChoose(i.id)} />
                <span className="pack-name">{i.name}</span>{" "}
                <span className="pack-detail">{i.detail}</span>
              </label>
            ))}
          </fieldset>
          {p.packs.orderError ? (
            <div className="failure">
              <p role="alert">{p.packs.orderError}</p>
              <button type="button" className="btn secondary" part="retry" onClick={p.onRetry}>
                {p.retryLabel}
              </button>
            </div>
          ) : null}
          <p className="order-actions">
            <button type="button" className="btn" part="order" aria-busy={p.packs.ordering || undefined} aria-disabled={p.packs.ordering || undefined} onClick={p.packs.onOrder}>
              {p.packs.orderLabel}
            </button>
          </p>
        </>
      )}
    </section>
  );
}
