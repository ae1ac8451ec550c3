/**
 * Payment providers (issue 20 "Download packs and orders"; docs/payments.md).
 * A provider turns an order into a way to pay it and, when it reports
 * payments itself, checks what it reports. The money is recorded by one
 * place only, services/orders.ts `settle`: in one transaction it inserts the
 * payment (unique per provider and reference: the idempotency key), marks the
 * order paid with a conditional update and adds the pack's quota as a grant
 * (download_grant.order_id unique), so a confirmation that arrives twice, or
 * on two processes at once, adds the quota once (DESIGN §7).
 *
 * One provider is registered: bank_transfer (payments/bank-transfer.ts), the
 * offline way a B2B agency is paid: the member transfers the amount with the
 * order number as the reference, and staff confirm the transfer in the
 * console with the bank's transaction reference (audited order.confirm). It
 * has no webhook. Card and wallet providers (Stripe, Alipay, WeChat Pay)
 * would plug in here with `verifyWebhook`; docs/payments.md says how. None of
 * them is implemented, and none is claimed to work: they cannot be reached
 * from here.
 */
import type { BankTransferDto, Currency, PaymentProviderId } from "../../../../common/commerce.js";
import { ApiError } from "../../http/errors.js";

/** The order as a provider sees it (pack_order columns). */
export interface PayableOrder {
  /** "PW-YYYYMMDD-NNNNNN": the reference a transfer carries, the id a provider's checkout is created with */
  number: string;
  /** minor units */
  priceCents: number;
  currency: Currency;
}

/**
 * One payment as a provider's webhook reports it, after its signature held
 * (verifyWebhook): what `settle` records.
 */
export interface WebhookPayment {
  /**
   * the provider's own id of the payment: the idempotency key, unique per
   * provider (payment.reference). Stripe: the event's PaymentIntent id
   * (pi_…; the event id evt_… when the provider redelivers the same event);
   * Alipay: trade_no; WeChat Pay v3: transaction_id.
   */
  reference: string;
  /** our order number the provider was given at checkout (Stripe metadata / client_reference_id, Alipay out_trade_no, WeChat Pay out_trade_no) */
  orderNumber: string;
  /** minor units, as the provider received them: must equal the order's price */
  amountCents: number;
  /** ISO 4217, upper case */
  currency: string;
}

/** The request headers a webhook is checked with (lower-case names, as Node gives them). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

/**
 * A way to pay an order. `id` is stored with the order (pack_order.provider)
 * and with each payment (payment.provider, part of the idempotency key).
 */
export interface PaymentProvider {
  readonly id: PaymentProviderId;
  /** false when the provider is not configured (e.g. no bank account in production): orders cannot be placed with it */
  available(): boolean;
  /** how the member pays a pending order (shown with the order and on its invoice); null when the provider shows nothing */
  instructions(order: PayableOrder): BankTransferDto | null;
  /**
   * Checks a webhook call and reads the payment it reports. Absent for a
   * provider without webhooks (bank_transfer: staff confirm instead).
   * Implementations check the signature over the raw body before parsing
   * anything, in constant time, and refuse stale timestamps (replays).
   * @param rawBody the request body exactly as received (the signature covers these bytes)
   * @returns the payment, or null for an event that is not a completed payment (answered 200 and ignored)
   * @throws forbidden (403) when the signature does not hold; invalid_param (422) for a body that is not the provider's
   */
  verifyWebhook?(rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookPayment | null>;
}

/** The providers of one app, by id. */
export class PaymentRegistry {
  private readonly byId = new Map<string, PaymentProvider>();

  constructor(providers: readonly PaymentProvider[]) {
    for (const p of providers) this.byId.set(p.id, p);
  }

  /**
   * The provider of an id.
   * @throws not_found (404) when no such provider is registered
   */
  get(id: string): PaymentProvider {
    const p = this.byId.get(id);
    if (!p) throw new ApiError("not_found");
    return p;
  }

  /**
   * The provider whose webhook POST /api/commerce/payments/{id}/webhook
   * receives. Today every id answers not_found: bank_transfer has no webhook
   * and no other provider is registered.
   * @throws not_found (404)
   */
  webhook(id: string): PaymentProvider & Required<Pick<PaymentProvider, "verifyWebhook">> {
    const p = this.byId.get(id);
    if (!p?.verifyWebhook) throw new ApiError("not_found");
    return p as PaymentProvider & Required<Pick<PaymentProvider, "verifyWebhook">>;
  }
}
