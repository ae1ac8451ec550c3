/**
 * The state of an amount form of the member centre (issue 20: the points
 * exchange of the orders section, web/order/save; the withdrawal of the
 * earnings section, web/order/withdraw), and the message of a failed call.
 * No React, no DOM.
 */
import { ApiCallError } from "../../core/api.js";
import { t, type Lang } from "../locale/index.js";
import type { AmountProblem } from "../commerce.rules.js";

/** An amount form: what is typed, what is wrong with it, the server's refusal, the last success. */
export interface AmountForm {
  input: string;
  /** a problem of the amount (checked before sending, or named by the server's invalid_param), null when none */
  problem: AmountProblem | null;
  /** a refusal that is not the amount's (the server's message), "" when none */
  alert: string;
  /** that refusal's code (bank_missing: the view links to the bank details), "" when none */
  alertCode: string;
  busy: boolean;
  /**
   * the last success: the amount (points withdrawn, photos bought), the points it took, and what there is after it
   * (points, quota); null when none yet
   */
  done: { amount: number; spent: number; after: number; seq: number } | null;
}

/** An amount form before anything is typed. */
export const EMPTY_FORM: AmountForm = { input: "", problem: null, alert: "", alertCode: "", busy: false, done: null };

/** The message of a failed call: the server's msg, else api_tools_1 (SPEC §8). */
export function failureOf(err: unknown, lang: Lang): string {
  return err instanceof ApiCallError && err.msg ? err.msg : t(lang, "api_tools_1");
}

/** The code of a failed call ("998" for a network failure). */
export const codeOf = (err: unknown): string => (err instanceof ApiCallError ? err.code : "998");

/** The `errors` of a refused call's envelope (invalid_param: `[{ field, rule }]`), undefined when none. */
export const errorsOf = (err: unknown): unknown => (err instanceof ApiCallError ? (err.body as { errors?: unknown } | undefined)?.errors : undefined);
