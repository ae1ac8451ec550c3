/**
 * Bank transfer (issue 20): the one payment provider that works, offline,
 * as a B2B agency is paid. The member transfers the order's amount to the
 * agency's account (configuration BANK_ACCOUNT_NAME, BANK_NAME,
 * BANK_ACCOUNT_NUMBER, BANK_SWIFT) with the order number as the transfer's
 * reference; staff who see the money arrive confirm the order in the
 * console with the bank's transaction reference and the amount received
 * (POST /api/staff/orders/{number}/confirm, services/orders.ts confirm,
 * audited order.confirm). No webhook: a bank does not call us.
 */
import type { BankTransferDto } from "../../../../common/commerce.js";
import type { BankAccountConfig } from "../../config.js";
import type { PayableOrder, PaymentProvider } from "./index.js";

export class BankTransferProvider implements PaymentProvider {
  readonly id = "bank_transfer" as const;

  /** @param account the agency's account (Config.bankAccount); an empty accountNumber: not offered */
  constructor(private readonly account: BankAccountConfig) {}

  /** True when the account is configured (BANK_ACCOUNT_NUMBER and BANK_NAME; the demo has its own). */
  available(): boolean {
    return this.account.accountNumber !== "" && this.account.bank !== "";
  }

  /** The account, the amount and the reference to write on the transfer (the order number); null when not configured. */
  instructions(order: PayableOrder): BankTransferDto | null {
    if (!this.available()) return null;
    return {
      accountName: this.account.accountName,
      bank: this.account.bank,
      accountNumber: this.account.accountNumber,
      swift: this.account.swift,
      reference: order.number,
      amountCents: order.priceCents,
      currency: order.currency,
    };
  }
}
