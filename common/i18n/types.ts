/**
 * The shapes of a message catalogue (DESIGN §2): every catalogue is a pair
 * of objects, zh and en, with the same keys. Kept apart from index.ts (the
 * lookup) so that a catalogue file can name its type without importing the
 * lookup that imports it (codes.en.ts ↔ index.ts was an import circle).
 */

export type Lang = "zh" | "en";

/** Plural forms of a message, by Intl.PluralRules category; `other` is required. */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
/** One entry of a catalogue. */
export type Message = string | PluralMessage;
/** A catalogue in one language (the en catalogue is typed by the zh one's keys). */
export type Catalogue<K extends string = string> = Record<K, Message>;
/** A catalogue in both languages. */
export interface Catalogues<K extends string = string> {
  zh: Readonly<Record<K, Message>>;
  en: Readonly<Record<K, Message>>;
}
