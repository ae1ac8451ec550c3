/**
 * The HTML allow-list of SPEC §5 ("query results and content fields pass an
 * HTML allow-list filter: listed tags and attributes only; unsafe link
 * schemes blocked") and DESIGN §7: DOMPurify with one configuration,
 * `PURIFY_CONFIG`, in the browser (`sanitizeHtml`, the only way HTML reaches
 * `dangerouslySetInnerHTML`) and on the server over jsdom
 * (server/src/sanitize.ts). Both return HTML: "Tom & Jerry"
 * becomes "Tom &amp; Jerry".
 */
import DOMPurify from "dompurify";
import { PURIFY_CONFIG } from "../../common/sanitize-config.js";

export { ALLOWED_ATTR, ALLOWED_TAGS, DROP_WITH_CONTENT, PURIFY_CONFIG, SAFE_URI } from "../../common/sanitize-config.js";

/** Escapes all of `s` as text (no markup survives). */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * DOMPurify with the allow-list (browser). Where DOMPurify cannot run (no
 * DOM), the whole input is escaped as text: never unsanitised markup.
 * @param html an HTML fragment from the server or a page
 * @returns a safe HTML fragment
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (html == null || html === "") return "";
  if (typeof window === "undefined") return escapeHtml(String(html));
  if (!purifier) {
    purifier = DOMPurify(window);
    if (!purifier.isSupported) {
      purifier = null;
      return escapeHtml(String(html));
    }
  }
  return purifier.sanitize(String(html), PURIFY_CONFIG);
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0", colon: ":", tab: "\t", newline: "\n" };

/** Decodes character references (numeric and a few named ones); unknown names are left as "&name;". */
function decodeRefs(s: string): string {
  return s.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});?/gi, (m, ref: string) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return NAMED[ref.toLowerCase()] ?? m;
  });
}

/** Plain text of an allow-listed fragment (tags removed, references decoded): for attributes such as alt and aria-label. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return decodeRefs(String(html).replace(/<[^>]*>/g, ""));
}
