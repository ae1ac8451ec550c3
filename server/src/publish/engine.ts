/**
 * The one LiquidJS engine of the renderer (DESIGN §2 publish/; SPEC §9
 * template delimiters): one engine per templates folder, widget build and
 * process, shared by the story, home, search, account, login, console and 404
 * pages (pages.ts) and the portfolio pages (portfolio.ts). Templates are parsed
 * once per process and engine; a failed parse is forgotten, so the next call
 * tries again. Every template sees `widgets`: where the widget build's element
 * modules are (page-base.ts WIDGETS_BASE; `{{ widgets }}/pw-<name>.js`).
 * Besides LiquidJS's own tags, templates have `{% variant %}` (variants.ts).
 */
import { Liquid, type LiquidOptions, type Template } from "liquidjs";
import type { WidgetBuild } from "../config.js";
import { WIDGETS_BASE } from "./page-base.js";
import { VariantTag } from "./variants.js";

/** The parsed templates of the site's pages (templates/<name>.liquid). */
export interface Templates {
  photo: Template[];
  m_photo: Template[];
  detail: Template[];
  m_detail: Template[];
  index: Template[];
  search: Template[];
  accountPage: Template[];
  loginPage: Template[];
  serviceConsole: Template[];
  staffConsole: Template[];
  notFound: Template[];
}

/**
 * LiquidJS's template cache, holding parsed templates only. LiquidJS's own
 * cache stores the Promise of an async parse (render, parseFile) under the
 * file's key and keeps it; a later renderSync of a template that includes or
 * lays out that file then reads the Promise as if it were the templates and
 * fails with "templates is not iterable". So whichever page a process
 * rendered first (a home page, async, or a story page, sync) decided whether
 * every later story publish of that process answered 500 (seen when two
 * contributions were submitted at once, and in the test run whenever an
 * async render came first). Here a Promise is stored once it has resolved;
 * until then a sync render parses the file itself.
 */
export class ParsedTemplateCache implements Extract<LiquidOptions["cache"], object> {
  private readonly parsed = new Map<string, Template[]>();
  read(key: string): Template[] | undefined {
    return this.parsed.get(key);
  }
  write(key: string, value: Template[] | Promise<Template[]>): void {
    if (Array.isArray(value)) this.parsed.set(key, value);
    else value.then((t) => this.parsed.set(key, t), () => undefined);
  }
  remove(key: string): void {
    this.parsed.delete(key);
  }
}

/** The engine of one templates folder: the Liquid instance and its parsed templates. */
export interface Engine {
  liquid: Liquid;
  /** the page templates (parsed once; rejects when one is missing or invalid) */
  templates(): Promise<Templates>;
  /** one template by name (templates/<name>.liquid), parsed once */
  template(name: string): Promise<Template[]>;
}

const engines = new Map<string, Engine>();

/**
 * The Liquid engine and parsed templates of a folder for a widget build, created once per process.
 * @param build the widget build its pages load (origin.ts widgetBuildOf resolves the configured one)
 */
export function engineFor(dir: string, build: WidgetBuild): Engine {
  const key = `${dir}\0${build}`;
  let e = engines.get(key);
  if (!e) {
    const liquid = new Liquid({
      root: [dir],
      globals: { widgets: WIDGETS_BASE[build] },
      extname: ".liquid",
      cache: new ParsedTemplateCache(),
      outputEscape: "escape",
      strictFilters: true,
      // "{% %}" tags, "{{ }}" output (SPEC §9 template delimiters)
      tagDelimiterLeft: "{%",
      tagDelimiterRight: "%}",
    });
    // {% variant "desktop" %}…{% endvariant %}: what one variant of a story page shows (variants.ts)
    liquid.registerTag("variant", VariantTag);
    const parsed = new Map<string, Promise<Template[]>>();
    const template = (name: string) => {
      let p = parsed.get(name);
      if (!p) {
        p = liquid.parseFile(name);
        parsed.set(name, p);
        p.catch(() => parsed.delete(name));
      }
      return p;
    };
    let pages: Promise<Templates> | undefined;
    const templates = () => {
      pages ??= (async () => ({
        photo: await template("photo"),
        m_photo: await template("m_photo"),
        detail: await template("detail"),
        m_detail: await template("m_detail"),
        index: await template("index"),
        search: await template("search"),
        accountPage: await template("account-page"),
        loginPage: await template("login-page"),
        serviceConsole: await template("service-console"),
        staffConsole: await template("staff-console"),
        notFound: await template("404"),
      }))();
      pages.catch(() => (pages = undefined));
      return pages;
    };
    e = { liquid, templates, template };
    engines.set(key, e);
  }
  return e;
}
