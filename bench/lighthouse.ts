/**
 * `npm run bench -- lighthouse` (issue 12, DESIGN §6 budgets): Lighthouse
 * (the lighthouse package, mobile form factor with its default simulated
 * throttling) in Debian's Chromium, launched by chrome-launcher with the
 * headless flags, on a freshly seeded and published site started as the e2e
 * harness does (`photowire serve` in a temporary DATA_DIR): a photo story, a
 * text story, the home page and the search page (with a query) of the
 * Chinese edition. Prints performance, accessibility, best practices and SEO
 * scores (0–100) with LCP (ms), CLS and total blocking time (ms), and the
 * failing audits of each page. Targets: performance ≥ 95, CLS ≤ 0.05,
 * accessibility, best practices and SEO 100. Each page with each widget
 * build (WIDGET_BUILD: react, then light, issue 22 item 1; BENCH_WIDGET_BUILDS=light
 * for one), a site of its own for each.
 */
import { variantUrlFor } from "../common/edition.js";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startSite } from "../test/e2e/harness.js";

const CHROME = process.env.CHROME_PATH || "/usr/bin/chromium";
const FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

interface Row {
  page: string;
  /** the widget build its pages load (WIDGET_BUILD) */
  build: string;
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
}

/** The first link of the home page whose address contains `part`. */
async function firstLink(base: string, part: string): Promise<string> {
  const html = await (await fetch(`${base}/cn/index.html`)).text();
  const m = new RegExp(`href="([^"]*${part}[^"]*\\.html)"`).exec(html);
  if (!m) throw new Error(`no ${part} link on the home page`);
  return new URL(m[1], base).pathname;
}

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"]["audits"];

/** The LCP element with its phases (ms), and the three scripts of most main-thread time (ms). */
function slowParts(audits: Audits): string[] {
  const out: string[] = [];
  type Table = { type: string; items?: Record<string, unknown>[] };
  const lcp = audits["largest-contentful-paint-element"]?.details as { items?: Table[] } | undefined;
  const tables = lcp?.items ?? [];
  const node = (tables[0]?.items?.[0]?.node as { snippet?: string } | undefined)?.snippet;
  const phases = (tables[1]?.items ?? []).map((i) => `${String(i.phase)} ${Math.round(Number(i.timing))}`).join(", ");
  if (node) out.push(`performance: LCP element ${node.slice(0, 120)}${phases ? ` (${phases} ms)` : ""}`);
  const boot = ((audits["bootup-time"]?.details as Table | undefined)?.items ?? []).slice(0, 3);
  if (boot.length) out.push(`performance: main thread ${boot.map((i) => `${String(i.url).replace(/^https?:\/\/[^/]+/, "")} ${Math.round(Number(i.total))}`).join(", ")} ms`);
  return out;
}

/** The widget builds to measure (BENCH_WIDGET_BUILDS, default both). */
export function widgetBuilds(): string[] {
  return (process.env.BENCH_WIDGET_BUILDS ?? "react,light").split(",").filter(Boolean);
}

export async function benchLighthouse(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const build of widgetBuilds()) rows.push(...(await lighthouseOf(build)));
  console.log("\n## Lighthouse (mobile, simulated throttling; Chromium headless)\n");
  console.log("| page | widget build | performance (≥ 95) | accessibility (100) | best practices (100) | SEO (100) | LCP | CLS (≤ 0.05) | TBT |");
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.build} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcpMs)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.tbtMs)} ms |`,
    );
  }
  for (const r of rows) if (r.failing.length) console.log(`\n${r.page}, ${r.build} (${r.url}) failing audits: ${r.failing.join(", ")}`);
  return rows;
}

/** The pages of a site whose pages load `build`. */
async function lighthouseOf(build: string): Promise<Row[]> {
  const site = await startSite({ WIDGET_BUILD: build });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  const rows: Row[] = [];
  try {
    const pages: [string, string][] = [
      // a phone (Lighthouse's mobile run) is moved to the m_ pages (templates/assets/variant.js): audit those
      ["photo story", variantUrlFor(await firstLink(site.base, "/photo/articles/"), 390)],
      ["text story", variantUrlFor(await firstLink(site.base, "/detail/articles/"), 390)],
      ["home", "/cn/index.html"],
      ["search", `/cn/search.html?text=${encodeURIComponent("国情咨文")}`],
    ];
    // BENCH_LH_PAGES=search,home: only those pages
    const only = (process.env.BENCH_LH_PAGES ?? "").split(",").filter(Boolean);
    for (const [name, path] of pages.filter(([n]) => !only.length || only.some((o) => n.includes(o)))) {
      const url = `${site.base}${path}`;
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        formFactor: "mobile",
      });
      if (!result) throw new Error(`lighthouse gave no result for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      // a run that could not measure (no paint, a timeout): what Lighthouse said, instead of scores of 0 without a reason
      const failing: string[] = runtimeError ? [`run: ${runtimeError.code} ${runtimeError.message}`] : [];
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      for (const cat of Object.values(categories)) {
        if (cat.id === "performance") continue;
        for (const ref of cat.auditRefs) {
          const a = audits[ref.id];
          if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
            // the console errors themselves (what to fix)
            const items = a.id === "errors-in-console" ? ((a.details as { items?: { description?: string; url?: string }[] } | undefined)?.items ?? []) : [];
            failing.push(`${cat.id}: ${a.id}${items.length ? ` (${items.map((i) => `${i.description ?? ""} ${i.url ?? ""}`.trim()).join("; ")})` : ""}`);
          }
        }
      }
      // below the performance target: what the largest paint waited for, and the scripts that kept the main thread
      if (score("performance") < 95) failing.push(...slowParts(audits));
      rows.push({
        page: name,
        build,
        url: path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
        cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
        failing,
      });
    }
  } finally {
    await chrome.kill();
    await site.stop();
  }
  return rows;
}
