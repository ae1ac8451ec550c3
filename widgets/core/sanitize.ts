/**
 * The HTML allow-list of SPEC §5 ("query results and content fields pass an
 * HTML allow-list filter: listed tags and attributes only; unsafe link
 * schemes blocked") and DESIGN §7: DOMPurify with one configuration,
 * `PURIFY_CONFIG`, in the browser (`sanitizeHtml`, the only way HTML reaches
 * `dangerouslySetInnerHTML`) and on the server over jsdom
 * (server/src/services/sanitize.ts). Both return HTML: "Tom & Jerry"
 * becomes "Tom &amp; Jerry".
 */
import DOMPurify from "dompurify";

/** Tags kept (everything else is removed, its text kept, except DROP_WITH_CONTENT). */
export const ALLOWED_TAGS = [
  "a", "abbr", "b", "blockquote", "br", "cite", "code", "em", "i", "li", "mark", "ol", "p", "q",
  "s", "small", "span", "strong", "sub", "sup", "u", "ul",
] as const;

/** Attributes kept on allowed tags. */
export const ALLOWED_ATTR = ["href", "title", "lang", "dir"] as const;

/** Elements removed together with their content. */
export const DROP_WITH_CONTENT = [
  "script", "style", "template", "iframe", "object", "embed", "noscript", "noembed", "noframes",
  "textarea", "title", "xmp", "select", "svg", "math", "head",
] as const;

/** Link targets allowed in href: http(s), mailto, or a relative address (no scheme). */
export const SAFE_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;


/** The one DOMPurify configuration of the allow-list, used in the browser and on the server. */
export const PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ALLOWED_TAGS] as string[],
  ALLOWED_ATTR: [...ALLOWED_ATTR] as string[],
  ALLOWED_URI_REGEXP: SAFE_URI,
  FORBID_CONTENTS: [...DROP_WITH_CONTENT] as string[],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

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
