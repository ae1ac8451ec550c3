/**
 * The HTML allow-list of SPEC §5 on the server: DOMPurify over a jsdom
 * window with the widgets' own configuration (common/sanitize-config.ts
 * PURIFY_CONFIG), so server and browser keep exactly the same tags,
 * attributes and link schemes (DESIGN §7).
 */
import { createRequire } from "node:module";
import DOMPurify, { type DOMPurify as Purifier } from "dompurify";
import type { JSDOM as JsdomClass } from "jsdom";
import { PURIFY_CONFIG } from "../../common/sanitize-config.js";

const require = createRequire(import.meta.url);
let instance: Purifier | undefined;

/**
 * DOMPurify over a jsdom window, made on first use: loading jsdom takes
 * about 0.6 s, which every process that imports the adapters (the server,
 * the CLI, each render worker thread) would pay at start even when no text
 * holds markup (the common case, answered without it below).
 */
function purifier(): Purifier {
  if (!instance) {
    const { JSDOM } = require("jsdom") as { JSDOM: typeof JsdomClass };
    instance = DOMPurify(new JSDOM("").window as unknown as Window & typeof globalThis);
  }
  return instance;
}

/**
 * The text of an HTML fragment as a reader sees it (tags dropped, entities
 * decoded), after the allow-list ("<i>Tom</i> &amp; Jerry" → "Tom & Jerry").
 */
export function plainTextOf(html: string | null | undefined): string {
  if (html == null) return "";
  const src = String(html);
  if (!/[<>&]/.test(src)) return src;
  return purifier().sanitize(src, { ...PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true }).textContent ?? "";
}

/**
 * Sanitises an HTML fragment (or plain text) with the allow-list.
 * Plain text without `<`, `>` or `&` is returned as it is (the common case,
 * and what DOMPurify would return for it).
 * @returns a safe HTML fragment ("Tom & Jerry" → "Tom &amp; Jerry")
 */
export function allowListHtml(html: string | null | undefined): string {
  if (html == null) return "";
  const src = String(html);
  if (!/[<>&\u00a0]/.test(src)) return src;
  return purifier().sanitize(src, PURIFY_CONFIG);
}
