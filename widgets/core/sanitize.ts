/**
 * The HTML allow-list of SPEC §5 ("query results and content fields pass an
 * HTML allow-list filter: listed tags and attributes only; unsafe link
 * schemes blocked") and DESIGN §7 (DOMPurify before anything reaches the DOM).
 *
 * Two implementations of the same list:
 * - `sanitizeHtml(html)`: DOMPurify in the browser (widgets render content
 *   fields with it; it is the only way HTML reaches `dangerouslySetInnerHTML`).
 * - `allowListHtml(html)`: a DOM-free filter for the server (Node has no DOM
 *   and no jsdom/linkedom is installed). It never copies markup from its
 *   input: it re-emits text escaped and re-builds each allowed tag with only
 *   its allowed attributes, so its output is safe by construction; DOMPurify
 *   in the widgets runs on top of it.
 * Both return HTML: "Tom & Jerry" becomes "Tom &amp; Jerry".
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

const VOID = new Set(["br"]);
const ALLOWED = new Set<string>(ALLOWED_TAGS);
const ATTRS = new Set<string>(ALLOWED_ATTR);
const DROP = new Set<string>(DROP_WITH_CONTENT);

let purifier: ReturnType<typeof DOMPurify> | null = null;

/**
 * DOMPurify with the allow-list (browser). Falls back to allowListHtml where
 * DOMPurify cannot run (no DOM).
 * @param html an HTML fragment from the server or a page
 * @returns a safe HTML fragment
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (html == null || html === "") return "";
  if (typeof window === "undefined") return allowListHtml(html);
  if (!purifier) {
    purifier = DOMPurify(window);
    if (!purifier.isSupported) {
      purifier = null;
      return allowListHtml(html);
    }
  }
  return purifier.sanitize(String(html), {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP: SAFE_URI,
    FORBID_CONTENTS: [...DROP_WITH_CONTENT],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** Escapes text for HTML, keeping well-formed character references (they cannot open markup). */
function escapeText(s: string): string {
  return s
    .replace(/&(?!#\d{1,7};|#x[0-9a-f]{1,6};|[a-z][a-z0-9]{1,31};)/gi, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\u00a0/g, "&nbsp;");
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

/** Whether an href value (raw, as written in the source) is a safe link target. */
function safeHref(raw: string): boolean {
  const v = decodeRefs(raw).replace(/[\u0000-\u0020\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/g, "");
  // an undecoded named reference before the path could hide a scheme ("java&…;script:")
  if (/&[a-z]/i.test(v.split(/[/?#]/, 1)[0])) return false;
  return SAFE_URI.test(v);
}

const TAG = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-z][a-z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)(>|$)/gi;
const ATTR = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/**
 * DOM-free allow-list filter (server side). Text is escaped; allowed tags
 * are rebuilt with allowed attributes only (values escaped, href checked
 * against SAFE_URI); other tags are dropped (their text kept), DROP_WITH_CONTENT
 * elements are dropped with their content; comments, doctypes and processing
 * instructions are dropped; open tags are closed at the end.
 * @param html an HTML fragment or plain text
 * @returns a safe HTML fragment
 */
export function allowListHtml(html: string | null | undefined): string {
  if (html == null) return "";
  const src = String(html);
  if (!/[<>&\u00a0]/.test(src)) return src;
  let out = "";
  let last = 0;
  const open: string[] = [];
  TAG.lastIndex = 0;
  for (let m = TAG.exec(src); m; m = TAG.exec(src)) {
    out += escapeText(src.slice(last, m.index));
    last = TAG.lastIndex;
    const name = m[2]?.toLowerCase();
    if (!name) continue; // comment, CDATA, doctype, processing instruction
    const closing = m[1] === "/";
    if (DROP.has(name)) {
      if (!closing) {
        const end = new RegExp(`</${name}\\s*>`, "ig");
        end.lastIndex = last;
        const e = end.exec(src);
        last = e ? end.lastIndex : src.length;
        TAG.lastIndex = last;
      }
      continue;
    }
    if (!ALLOWED.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) {
        for (let i = open.length - 1; i >= at; i--) out += `</${open[i]}>`;
        open.length = at;
      }
      continue;
    }
    let attrs = "";
    ATTR.lastIndex = 0;
    const seen = new Set<string>();
    for (let a = ATTR.exec(m[3]); a; a = ATTR.exec(m[3])) {
      const an = a[1].toLowerCase();
      if (!ATTRS.has(an) || seen.has(an)) continue;
      const value = a[2] ?? a[3] ?? a[4] ?? "";
      if (an === "href" && (name !== "a" || !safeHref(value))) continue;
      seen.add(an);
      attrs += ` ${an}="${escapeText(decodeRefs(value)).replace(/"/g, "&quot;")}"`;
    }
    out += `<${name}${attrs}>`;
    if (!VOID.has(name)) open.push(name);
  }
  out += escapeText(src.slice(last));
  for (let i = open.length - 1; i >= 0; i--) out += `</${open[i]}>`;
  return out;
}

/** Plain text of an allow-listed fragment (tags removed, references decoded): for attributes such as alt and aria-label. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  return decodeRefs(String(html).replace(/<[^>]*>/g, ""));
}
