/**
 * Message lookup (DESIGN §2): every catalogue is a pair of objects, zh and
 * en, with the same keys. The codes catalogue (codes.zh.ts, codes.en.ts:
 * SPEC §8 codes and the error codes a widget may have to word by itself: a
 * network failure, a socket's ack, a check made before the call) is the
 * only one every widget carries. A feature's own codes sit beside it
 * (upload-codes.ts, download-codes.ts, account-codes.ts); codes only the
 * server says (a login refused, a wrong verification code …) are worded by
 * server/src/locale/, with the server's own texts, and a widget shows the
 * answer's `msg`. Each feature keeps its own strings in
 * widgets/<feature>/locale/, validation messages are in validate.zh.ts /
 * validate.en.ts. A feature builds its `t` with
 * `translator(itsCatalogue, itsCodes, codes)`, so that a story-page element
 * pulls in only its own strings (DESIGN §6 budget).
 *
 * A message is a string with `{name}` placeholders, or plural forms
 * `{ one, other, … }` chosen by `Intl.PluralRules` on the `count` variable
 * (Chinese has no plural forms: its entries are plain strings). The
 * catalogue types live in types.ts (re-exported here).
 */
import { codesEn } from "./codes.en.js";
import { codesZh } from "./codes.zh.js";
import type { Catalogues, Lang, Message } from "./types.js";

export type { Catalogue, Catalogues, Lang, Message, PluralMessage } from "./types.js";

/** The codes catalogue: SPEC §8 codes and the error codes a widget may word by itself (see the file comment). */
export const codes: Catalogues<CodeKey> = { zh: codesZh, en: codesEn };
export type CodeKey = keyof typeof codesZh;

const pluralRules = new Map<Lang, Intl.PluralRules>();

/**
 * The text of one message: plural form by `vars.count` (Intl.PluralRules of
 * the language), then `{name}` placeholders filled from `vars` (unknown
 * placeholders stay as they are).
 */
export function format(lang: Lang, message: Message, vars?: Record<string, string | number>): string {
  let text: string;
  if (typeof message === "string") text = message;
  else {
    const count = Number(vars?.count);
    let rules = pluralRules.get(lang);
    if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
    text = (Number.isFinite(count) ? message[rules.select(count)] : undefined) ?? message.other;
  }
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}

/** A translate function over some catalogues: `t(lang, key, vars)`; an unknown key returns the key itself. */
export type Translate<K extends string = string> = ((lang: Lang, key: K | (string & {}), vars?: Record<string, string | number>) => string) & {
  /** whether `key` is in one of the catalogues */
  has(key: string): key is K;
};

/**
 * Builds the `t` of a feature over its catalogues, searched in order (put
 * the feature's own first and `codes` last).
 */
export function translator<K extends string>(...parts: Catalogues<K>[]): Translate<K> {
  const find = (key: string): Catalogues<K> | undefined =>
    parts.find((p) => Object.prototype.hasOwnProperty.call(p.zh, key));
  const t = ((lang: Lang, key: string, vars?: Record<string, string | number>) => {
    const part = find(key);
    return part ? format(lang, part[lang][key as K], vars) : key;
  }) as Translate<K>;
  t.has = (key: string): key is K => find(key) !== undefined;
  return t;
}

/** Translate over the codes catalogue only (widgets/core, the api client). */
export const t = translator(codes);
