/**
 * The HTML allow-list of SPEC §5 on the server: DOMPurify over a jsdom
 * window with the widgets' own configuration (common/sanitize-config.ts
 * PURIFY_CONFIG), so server and browser keep exactly the same tags,
 * attributes and link schemes (DESIGN §7).
 */
import DOMPurify, { type DOMPurify as Purifier } from "dompurify";
import { html as known, parse, type DefaultTreeAdapterTypes as Tree } from "parse5";
import { ALLOWED_TAGS, PURIFY_CONFIG } from "../../common/sanitize-config.js";
import { jsdomClass } from "./jsdom.js";

let instance: Purifier | undefined;

/**
 * DOMPurify over a jsdom window, made on first use: loading jsdom takes
 * about 0.6 s, which every process that imports the adapters (the server,
 * the CLI, each render worker thread) would pay at start even when no text
 * holds markup (the common case, answered without it below).
 */
function purifier(): Purifier {
  if (!instance) {
    const Dom = jsdomClass();
    instance = DOMPurify(new Dom("").window as unknown as Window & typeof globalThis);
  }
  return instance;
}

/**
 * Tags whose text plainTextFast reads itself: the allow-list's own, and the
 * common markup of a story body that the allow-list unwraps keeping its text
 * (DOMPurify's KEEP_CONTENT). Not here: whatever DOMPurify treats on its own
 * (elements dropped with their content, raw-text and form elements, svg and
 * math, document-level tags, comments), and tables: jsdom places text
 * misplaced in a table (foster parenting) unlike parse5's own tree, so
 * DOMPurify over jsdom reads those.
 */
const TEXT_TAGS = new Set<string>([
  ...ALLOWED_TAGS,
  "div", "h1", "h2", "h3", "h4", "h5", "h6", "hr", "img", "figure", "figcaption", "section", "article", "header",
  "footer", "aside", "nav", "main", "address", "pre", "dl", "dt", "dd", "center", "font", "big", "tt", "del", "ins",
  "strike", "wbr",
]);

/**
 * Whether every tag in `src` is one of TEXT_TAGS or a name HTML does not know
 * (which parse5 and DOMPurify treat as any element: "<regex_name>", "<x-card>"),
 * and it holds no comment, doctype or processing instruction.
 */
function onlyTextTags(src: string): boolean {
  for (let i = src.indexOf("<"); i >= 0; i = src.indexOf("<", i + 1)) {
    let j = i + 1;
    if (src[j] === "/") j++;
    else if (!/[A-Za-z!?]/.test(src[j] ?? "")) continue; // "1 < 2": text
    // a tag name runs to white space, "/" or ">" (HTML's tokenizer)
    const name = /^[A-Za-z][^\t\n\f\r />]*/.exec(src.slice(j, j + 64))?.[0].toLowerCase();
    if (!name || !(TEXT_TAGS.has(name) || (name.length < 64 && known.getTagID(name) === known.TAG_ID.UNKNOWN))) return false;
  }
  return true;
}

/**
 * plainTextOf without a DOM, when `src` is the common markup of a body
 * (onlyTextTags): parsed by parse5, the HTML parser jsdom itself uses, as
 * DOMPurify has jsdom parse it (a document, scripting off; its leading white
 * space put back), and the text nodes of its body joined. A text story's body
 * of 4 KB takes ~0.03 ms this way and ~1.5 ms through jsdom and DOMPurify.
 * @returns the text, or null for anything else (DOMPurify reads it)
 */
export function plainTextFast(src: string): string | null {
  if (!onlyTextTags(src)) return null;
  const out: string[] = [/^[\r\n\t ]*/.exec(src)?.[0] ?? ""];
  const walk = (parent: Tree.ParentNode): void => {
    for (const n of parent.childNodes) {
      if (n.nodeName === "#text") out.push((n as Tree.TextNode).value);
      else if ("tagName" in n) walk(n);
    }
  };
  const html = parse(src, { scriptingEnabled: false }).childNodes.find((n): n is Tree.Element => n.nodeName === "html");
  const body = html?.childNodes.find((n): n is Tree.Element => n.nodeName === "body");
  if (body) walk(body);
  return out.join("");
}

/**
 * The text of an HTML fragment as a reader sees it (tags dropped, entities
 * decoded), after the allow-list ("<i>Tom</i> &amp; Jerry" → "Tom & Jerry").
 * The common markup of a story body is read by plainTextFast, anything else
 * by DOMPurify itself (issue 21: a search page reads the passage that matched
 * from up to 20 bodies). The result is plain text: callers escape it
 * (highlight.ts) and never insert it as HTML. test/unit/sanitize-text.test.ts
 * checks that both ways give the same text.
 */
export function plainTextOf(html: string | null | undefined): string {
  if (html == null) return "";
  const src = String(html);
  if (!/[<>&]/.test(src)) return src;
  return plainTextFast(src) ?? plainTextByPurifier(src);
}

/**
 * plainTextOf by jsdom and DOMPurify themselves: the allow-list's own
 * reading of a fragment: what plainTextOf answers outside plainTextFast's
 * markup, and what plainTextFast is tested against.
 */
export function plainTextByPurifier(html: string): string {
  // null when the fragment leaves the document no body ("<frameset>"): nothing is kept
  return (purifier().sanitize(html, { ...PURIFY_CONFIG, RETURN_DOM_FRAGMENT: true }) as DocumentFragment | null)?.textContent ?? "";
}

/**
 * Sanitises an HTML fragment (or plain text) with the allow-list.
 * Plain text without `<`, `>` or `&` is returned as it is (the common case)
 * without DOMPurify; DOMPurify too returns any text without `<` unchanged
 * ("Tom & Jerry" stays so: a bare `&` is text in HTML).
 * @returns a safe HTML fragment ("a <b onclick=x>b</b>" → "a <b>b</b>")
 */
export function allowListHtml(html: string | null | undefined): string {
  if (html == null) return "";
  const src = String(html);
  if (!/[<>&\u00a0]/.test(src)) return src;
  return purifier().sanitize(src, PURIFY_CONFIG);
}
