/**
 * A story's desktop and mobile pages from one render (issue 24 item 2:
 * "render each story's six pages from one context"; SPEC §2 content URL
 * scheme, DESIGN §3.3 photo/ and m_photo/, detail/ and m_detail/ pages).
 *
 * The two pages of a story in one edition are the same template and context
 * but for a few strings (the page's own address, its JSON, the other
 * variant's link and label, the body class). LiquidJS spends about 0.3 ms on
 * each page, most of the render workers' time, so rendering both pages from
 * one pass nearly halves the publisher's template work:
 *
 * 1. the strings that differ between the two contexts are found (each a
 *    path such as `page.url`);
 * 2. the template is checked once, by LiquidJS's static analysis
 *    (`analyzeSync`, partials and layout included), to print those paths
 *    only as they are (`{{ page.url }}`, escaped by the engine's
 *    outputEscape, no filter) or to test only whether they are blank
 *    (`{% if page.jsonUrl != blank %}`), to include no partial whose name
 *    is computed (which the analysis cannot see into) and to capture
 *    nothing (a capture's text can be measured or cut);
 * 3. the page is rendered once with a marker in place of each differing
 *    string, and each page is that output with its own strings, escaped,
 *    put in place of the markers.
 *
 * What only one variant shows goes inside `{% variant "desktop" %}…{%
 * endvariant %}` (or `"mobile"`): the tag renders its content on the page
 * of that variant (`page.variant`), and marks it in the single pass so that
 * the other page leaves it out. A template that does anything else with a
 * differing string (a filter, a comparison with a value, an `assign`, a loop
 * over a list whose items differ, as the photos' `src` do), or a pair whose
 * desktop and mobile templates differ beyond their comments, is rendered
 * twice, as before: the output is the same either way (tested), one pass is
 * only taken when it is sure to be.
 *
 * The markers hold U+0000 (which no stored text can: PostgreSQL text cannot
 * hold it and the importers refuse it) and a random mark of the process; an
 * output with any other U+0000 is rendered twice too.
 */
import { randomBytes } from "node:crypto";
import { escapeHtml } from "./page-base.js";
import { Tag, toValueSync, type Context, type Emitter, type Liquid, type Parser, type TagToken, type Template, type TopLevelToken } from "liquidjs";

/** The two variants of a story page, the values of `page.variant`. */
export const VARIANTS = ["desktop", "mobile"] as const;
export type Variant = (typeof VARIANTS)[number];

const NUL = "\u0000";
/** this process's mark, so that no text can pass for a marker */
const NONCE = randomBytes(6).toString("hex");
const START = `${NUL}${NONCE}`;
/** the marker of differing string number i in the single pass */
const marker = (i: number) => `${START}${i}${NUL}`;
/** the start and end of a `{% variant %}` region in the single pass */
const OPEN: Record<Variant, string> = { desktop: `${START}<desktop${NUL}`, mobile: `${START}<mobile${NUL}` };
const CLOSE = `${START}>${NUL}`;

/**
 * `{% variant "desktop" %}…{% endvariant %}` (or `"mobile"`): content shown
 * on one variant of a story page only (`page.variant`; pages without
 * variants, such as the home and search pages, show neither). Registered on
 * every engine (engine.ts).
 */
export class VariantTag extends Tag {
  private readonly variant: Variant;
  private readonly templates: Template[] = [];
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid);
    const name = /^\s*(["'])(desktop|mobile)\1\s*$/.exec(token.args)?.[2];
    if (!name) throw new Error(`tag ${token.getText()}: the variant is "desktop" or "mobile"`);
    this.variant = name as Variant;
    const templates = this.templates;
    parser
      .parseStream(remain)
      .on("template", (t: Template) => templates.push(t))
      .on("tag:endvariant", function (this: { stop(): void }) {
        this.stop();
      })
      .on("end", () => {
        throw new Error(`tag ${token.getText()} not closed`);
      })
      .start();
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const shown = ctx.getSync(["page", "variant"]);
    if (shown === this.variant) {
      yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
    } else if (typeof shown === "string" && shown.startsWith(START)) {
      // the single pass: both pages' output, this region marked as one variant's
      emitter.write(OPEN[this.variant]);
      yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
      emitter.write(CLOSE);
    }
  }
  /** the content, for LiquidJS's static analysis (which checks what the content prints) */
  *children(): Generator<unknown, Template[], unknown> {
    return this.templates;
  }
}

/** A differing string: its path in the contexts and its value in each. */
interface Differing {
  path: string;
  values: [string, string];
}

/**
 * The strings that differ between the desktop and mobile contexts, by path
 * (`page.url`); null when something else differs (a number, a list's
 * length, a blank string on one side), which only two renders can show.
 */
function differingStrings(a: unknown, b: unknown, path: string, out: Differing[]): boolean {
  if (a === b) return true;
  if (typeof a === "string" && typeof b === "string") {
    // blank on either side: a test such as `!= blank` would not read the same for both
    if (!/\S/.test(a) || !/\S/.test(b)) return false;
    out.push({ path, values: [a, b] });
    return true;
  }
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    if (a.length !== bs.length) return false;
    return a.every((x, i) => differingStrings(x, bs[i], path ? `${path}.${i}` : String(i), out));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => k in rb && differingStrings(ra[k], rb[k], path ? `${path}.${k}` : k, out));
}

/** The markup (`{{ … }}` or `{% … %}`) around a position (row and column from 1) of a template's text, or null. */
function markupAt(text: string | undefined, row: number, col: number): string | null {
  if (text === undefined) return null;
  let at = 0;
  for (let r = 1; r < row; r++) {
    at = text.indexOf("\n", at) + 1;
    if (at === 0) return null;
  }
  at += col - 1;
  const start = Math.max(text.lastIndexOf("{{", at), text.lastIndexOf("{%", at));
  if (start < 0) return null;
  const close = text.startsWith("{{", start) ? "}}" : "%}";
  const end = text.indexOf(close, at);
  return end < 0 ? null : text.slice(start, end + 2);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether `markup` prints `path` as it is, or tests only whether it is blank. */
function plainUse(markup: string, path: string): boolean {
  const p = escapeRe(path);
  return (
    new RegExp(`^\\{\\{-?\\s*${p}\\s*-?\\}\\}$`).test(markup) ||
    new RegExp(`^\\{%-?\\s*(?:if|elsif|unless)\\s+${p}(?:\\s*(?:==|!=)\\s*(?:blank|empty))?\\s*-?%\\}$`).test(markup)
  );
}

/** The tags of a template and of everything it includes or lays out in, each once. */
function* nodesOf(templates: Template[], seen = new Set<Template>()): Generator<Template> {
  for (const t of templates) {
    if (seen.has(t)) continue;
    seen.add(t);
    yield t;
    const withChildren = t as Template & { children?: (partials: boolean, sync: boolean) => unknown };
    if (withChildren.children) {
      const kids = toValueSync(withChildren.children(true, true) as Generator<unknown, Template[]>) as Template[];
      yield* nodesOf(kids, seen);
    }
  }
}

/** Verdicts of safeFor, per template and set of differing paths. */
const verdicts = new WeakMap<Template[], Map<string, boolean>>();

/**
 * Whether the single pass renders `template` exactly as two renders would
 * when `paths` are the differing strings (see the file comment): every use
 * of a path, or of anything holding it, prints it as it is or tests whether
 * it is blank, and no partial's name is computed.
 */
function safeFor(liquid: Liquid, template: Template[], paths: string[]): boolean {
  const key = paths.join("\n");
  let byPaths = verdicts.get(template);
  if (!byPaths) verdicts.set(template, (byPaths = new Map()));
  let ok = byPaths.get(key);
  if (ok === undefined) {
    ok = check(liquid, template, paths);
    byPaths.set(key, ok);
  }
  return ok;
}

function check(liquid: Liquid, template: Template[], paths: string[]): boolean {
  // the engine escapes every output with LiquidJS's escape filter (engine.ts): the single pass escapes the same way
  if ((liquid.options.outputEscape as { name?: string } | undefined)?.name !== "escape") return false;
  try {
    /** each file's text as it was parsed (a file edited since is not what the engine renders) */
    const texts = new Map<string, string>();
    for (const node of nodesOf(template)) {
      const token = (node as { token?: { file?: string; input?: string; name?: unknown } }).token;
      if (token?.file && typeof token.input === "string") texts.set(token.file, token.input);
      // an include, render or layout whose file is computed: the analysis cannot see what it prints
      const file = (node as { file?: unknown }).file;
      if (file !== undefined && typeof file !== "string") return false;
      // a capture: what it holds (markers, in the single pass) can be measured or cut by what follows
      if (token?.name === "capture") return false;
    }
    const { variables } = liquid.analyzeSync(template, { partials: true });
    for (const uses of Object.values(variables)) {
      for (const v of uses) {
        // a computed segment (page[key]) may read any of them
        const fixed: string[] = [];
        for (const s of v.segments) {
          if (typeof s === "string" || typeof s === "number") fixed.push(String(s));
          else break;
        }
        const dynamic = fixed.length < v.segments.length;
        const name = fixed.join(".");
        for (const p of paths) {
          // this use reads p, something holding p, or something inside p
          if (p !== name && !p.startsWith(`${name}.`) && !name.startsWith(`${p}.`)) continue;
          if (dynamic || p !== name) return false;
          const text = v.location.file === undefined ? undefined : texts.get(v.location.file);
          if (!plainUse(markupAt(text, v.location.row, v.location.col) ?? "", p)) return false;
        }
      }
    }
    return true;
  } catch {
    return false;
  }
}

/** Template text without its `{% comment %}` blocks. */
function withoutComments(template: Template[]): string | null {
  const input = (template[0] as { token?: { input?: string } } | undefined)?.token?.input;
  return typeof input === "string" ? input.replace(/\{%-?\s*comment\s*-?%\}[\s\S]*?\{%-?\s*endcomment\s*-?%\}/g, "") : null;
}

const samePair = new WeakMap<Template[], WeakMap<Template[], boolean>>();
/** Whether the desktop and mobile templates are the same but for comments (templates/photo and m_photo, detail and m_detail). */
function sameTemplate(a: Template[], b: Template[]): boolean {
  if (a === b) return true;
  let m = samePair.get(a);
  if (!m) samePair.set(a, (m = new WeakMap()));
  let same = m.get(b);
  if (same === undefined) {
    const ta = withoutComments(a);
    same = ta !== null && ta === withoutComments(b);
    m.set(b, same);
  }
  return same;
}

/**
 * Fills the single pass's output for one variant: its own strings in place
 * of the markers, the other variant's regions left out; null when the output
 * holds anything else with U+0000.
 */
function fill(out: string, values: string[], variant: Variant): string | null {
  const parts = out.split(NUL);
  if (parts.length % 2 === 0) return null;
  let html = "";
  /** regions open, each whether it is shown */
  const open: boolean[] = [];
  let shown = true;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    if (i % 2 === 0) {
      if (shown) html += part;
      continue;
    }
    // a marker: this process's mark, then what it marks
    if (!part.startsWith(NONCE)) return null;
    const what = part.slice(NONCE.length);
    if (what === ">") {
      if (!open.length) return null;
      open.pop();
      shown = open.every(Boolean);
    } else if (what === "<desktop" || what === "<mobile") {
      open.push(what.slice(1) === variant);
      shown = open.every(Boolean);
    } else if (/^\d+$/.test(what) && Number(what) < values.length) {
      if (shown) html += values[Number(what)];
    } else {
      return null;
    }
  }
  return open.length ? null : html;
}

/**
 * Whether renderVariants may take the single pass (default true). Off, every
 * page is rendered from its own context: what `npm run bench -- publish`
 * records as LiquidJS's reference, and what the tests compare the single
 * pass's pages with. Per thread (render workers keep their own).
 */
export const singlePass = { enabled: true };

/**
 * Renders a story's desktop and mobile pages in one edition.
 * @param templates [desktop, mobile] templates (photo and m_photo, or detail and m_detail)
 * @param contexts [desktop, mobile] contexts (view-models.ts storyContexts), each with `page.variant`
 * @returns [desktop, mobile] HTML, the same as rendering each template with its context
 */
export function renderVariants(liquid: Liquid, templates: readonly [Template[], Template[]], contexts: readonly [object, object]): [string, string] {
  const [desktop, mobile] = contexts;
  const differing: Differing[] = [];
  const single =
    singlePass.enabled &&
    sameTemplate(templates[0], templates[1]) &&
    differingStrings(desktop, mobile, "", differing) &&
    safeFor(
      liquid,
      templates[0],
      differing.map((d) => d.path),
    );
  if (single) {
    const probe = withMarkers(desktop, differing);
    const out = liquid.renderSync(templates[0], probe) as string;
    const pages = VARIANTS.map((v, side) =>
      fill(
        out,
        differing.map((d) => escapeHtml(d.values[side])),
        v,
      ),
    );
    if (pages[0] !== null && pages[1] !== null) return [pages[0], pages[1]];
  }
  return [liquid.renderSync(templates[0], desktop) as string, liquid.renderSync(templates[1], mobile) as string];
}

/** A copy of `context` with marker i in place of differing string i (only the objects on the way to one are copied). */
function withMarkers(context: object, differing: Differing[]): object {
  const root: Record<string, unknown> = { ...(context as Record<string, unknown>) };
  const copied = new Set<object>([root]);
  differing.forEach((d, i) => {
    const keys = d.path.split(".");
    let obj: Record<string, unknown> = root;
    for (const k of keys.slice(0, -1)) {
      const next = obj[k] as Record<string, unknown>;
      let copy = next;
      if (!copied.has(next)) {
        copy = (Array.isArray(next) ? [...next] : { ...next }) as Record<string, unknown>;
        copied.add(copy);
        obj[k] = copy;
      }
      obj = copy;
    }
    obj[keys[keys.length - 1]] = marker(i);
  });
  return root;
}
