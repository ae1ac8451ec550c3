/**
 * Message lookup, core part: the registry every widget shares, holding the
 * core catalogues (zh.ts, en.ts: SPEC §8 codes and the story-page widgets'
 * strings). i18n/index.ts adds the extra part (pages, accounts, search).
 * Story-page widgets import this module so that their bundle carries only
 * the core strings (DESIGN §6 budget); everything else imports index.ts.
 */
import { en } from "./en.js";
import { zh, type CoreMessageKey } from "./zh.js";

export type Lang = "zh" | "en";
export type { CoreMessageKey };

/** The live catalogues by language (core part, plus every part added since). */
export const catalogues: Record<Lang, Record<string, string>> = { zh: { ...zh }, en: { ...en } };

/** Adds a part to the catalogues (idempotent; same keys in both languages). */
export function addMessages(part: { zh: Record<string, string>; en: Record<string, string> }): void {
  Object.assign(catalogues.zh, part.zh);
  Object.assign(catalogues.en, part.en);
}

/** True when `key` is a catalogue key (e.g. a SPEC error code) of a loaded part. */
export function isMessageKey(key: string): boolean {
  return Object.prototype.hasOwnProperty.call(catalogues.zh, key);
}

/**
 * Translates `key` into `lang`, filling `{var}` placeholders from `vars`.
 * An unknown key returns the key itself (never throws).
 */
export function t(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  const text = isMessageKey(key) ? catalogues[lang][key] : key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
