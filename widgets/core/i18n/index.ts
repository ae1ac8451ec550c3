/**
 * Message lookup for both catalogues. `t(lang, key, vars)` replaces `{name}`
 * placeholders; an unknown key returns the key itself (never throws).
 */
import { en } from "./en.js";
import { zh, type MessageKey } from "./zh.js";

export type Lang = "zh" | "en";
export type { MessageKey };
export const catalogues: Record<Lang, Record<MessageKey, string>> = { zh, en };

/** True when `key` is a catalogue key (e.g. a SPEC error code). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(zh, key);
}

/** Translates `key` into `lang`, filling `{var}` placeholders from `vars`. */
export function t(lang: Lang, key: MessageKey | string, vars?: Record<string, string | number>): string {
  const text = isMessageKey(key) ? catalogues[lang][key] : key;
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
