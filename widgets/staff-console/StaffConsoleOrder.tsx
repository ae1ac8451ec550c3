/**
 * The open order of the orders panel (issue 20 "Download packs and
 * orders"): its facts (state, member, organisation, pack, amount, times,
 * the bank reference, the quota it added) and its invoice (a printable
 * page, in a new window); a pending one can be confirmed or cancelled. The
 * confirmation is a dialog (ui/Dialog.tsx: Escape cancels) asking for the
 * bank's reference and the amount received, prefilled with the price (the
 * server refuses another amount: shown at the amount box); the cancellation
 * a dialog that asks first (its safe choice, keeping the order, has the
 * focus). When it opens, its heading takes the focus. Local state: the
 * confirmation's boxes. Presentational otherwise.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Dialog } from "../ui/Dialog.js";
import type { ConfirmForm } from "./commerce.rules.js";
import type { ConsoleActions, OrderDetailView, OrdersView } from "./StaffConsoleCommerceView.js";
import { Box, Facts } from "./StaffConsoleParts.js";

export function OrderDetail({ d, s, on }: { d: OrderDetailView; s: OrdersView["s"]; on: ConsoleActions }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <section part="order-detail" className="detail" aria-labelledby={`${id}-h`}>
      <div className="detail-head">
        <h2 id={`${id}-h`} ref={headingRef} className="detail-title" tabIndex={-1}>
          {d.heading}
        </h2>
        <span part="order-state-tag" className={`tag order-${d.stateKey}`}>
          {d.state}
        </span>
        <button type="button" className="btn secondary small" onClick={on.orderClose}>
          {s.close}
        </button>
      </div>
      <Facts facts={d.facts} />
      {d.alert ? (
        <p part="order-alert" className="alert" role="alert">
          {d.alert}
        </p>
      ) : null}
      <div className="actions">
        <a part="invoice-link" className="link" href={d.invoice.href} target="_blank" rel="noopener" aria-label={d.invoice.label}>
          {s.invoice}
        </a>
        {d.pending ? (
          <>
            <button type="button" part="confirm-order" className="btn" onClick={on.orderStartConfirm}>
              {s.confirm}
            </button>
            <button type="button" part="cancel-order" className="btn danger" onClick={on.orderStartCancel}>
              {s.cancelOrder}
            </button>
          </>
        ) : null}
      </div>
      <ConfirmTransferDialog d={d} s={s} on={on} />
      <CancelDialog d={d} s={s} on={on} />
    </section>
  );
}

/** The bank transfer as received: its reference and amount, in a modal dialog. */
function ConfirmTransferDialog({ d, s, on }: { d: OrderDetailView; s: OrdersView["s"]; on: ConsoleActions }) {
  const id = useId();
  const open = d.dialog === "confirm";
  const [form, setForm] = useState<ConfirmForm>({ reference: "", amount: d.confirm.amount });
  // each opening starts from an empty reference and the price
  useEffect(() => {
    if (open) setForm({ reference: "", amount: d.confirm.amount });
  }, [open, d.confirm.amount]);
  const c = d.confirm;
  const edit = (patch: Partial<ConfirmForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    on.orderInput();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!c.busy) void on.orderConfirm(form);
  };
  return (
    <Dialog open={open} title={s.confirmTitle} describedBy={`${id}-order`} onClose={on.orderCloseDialog}>
      <form part="confirm-form" className="dialog-form" onSubmit={submit} noValidate>
        <p id={`${id}-order`} className="dialog-story">
          {d.heading}
        </p>
        {c.alert ? (
          <p className="alert" role="alert">
            {c.alert}
          </p>
        ) : null}
        <Box id={`${id}-ref`} b={c.reference} part="confirm-reference" name="reference" value={form.reference} onChange={(x) => edit({ reference: x })} />
        <Box id={`${id}-amount`} b={c.amountBox} part="confirm-amount" name="amountCents" className="input short" inputMode="decimal" value={form.amount} onChange={(x) => edit({ amount: x })} />
        <div className="pw-dialog-actions">
          <button type="button" className="btn secondary" onClick={on.orderCloseDialog}>
            {s.dialogCancel}
          </button>
          <button type="submit" part="confirm-submit" className="btn" disabled={c.busy}>
            {c.busy ? s.confirming : s.confirmSubmit}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Cancelling a pending order, asked first (keeping it has the focus). */
function CancelDialog({ d, s, on }: { d: OrderDetailView; s: OrdersView["s"]; on: ConsoleActions }) {
  const id = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={d.dialog === "cancel"} title={s.cancelTitle} role="alertdialog" describedBy={`${id}-msg`} initialFocus={keepRef} onClose={on.orderCloseDialog}>
      <p id={`${id}-msg`}>{d.cancel.message}</p>
      <div className="pw-dialog-actions">
        <button type="button" ref={keepRef} className="btn secondary" onClick={on.orderCloseDialog}>
          {s.keep}
        </button>
        <button type="button" part="cancel-confirm" className="btn danger" disabled={d.cancel.busy} onClick={on.orderCancel}>
          {s.cancelConfirm}
        </button>
      </div>
    </Dialog>
  );
}
