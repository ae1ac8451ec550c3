/**
 * The shape of a failed SPEC §5 rule (part of common/validate.ts, the facade):
 * a `Violation` names the field and the catalogue key of its message
 * (common/i18n/validate.zh.ts, validate.en.ts); `message(lang, v)` turns it
 * into text, `collect` keeps the failures of several rules in order.
 */
import type { CodeKey, Lang } from "../i18n/index.js";
import { tValidate as t, type ValidateKey } from "../i18n/validate.js";

/** A validation message key, or a code (invalid_param) for a value outside every rule. */
export type MessageKey = ValidateKey | CodeKey;

/** A failed rule: which field, which catalogue key, and the key's placeholders. */
export interface Violation {
  field: string;
  key: MessageKey;
  vars?: Record<string, string | number>;
}

/** The text of a violation in a language. */
export function message(lang: Lang, v: Violation): string {
  return t(lang, v.key, v.vars);
}

/** Keeps the violations, drops the passes. */
export function collect(...results: (Violation | null | undefined)[]): Violation[] {
  return results.filter((r): r is Violation => !!r);
}
