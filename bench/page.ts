/**
 * Story-page figures (DESIGN §6) measured in headless Chromium against the
 * real `photowire serve`: cumulative layout shift (budget ≤ 0.1), total
 * blocking time from long tasks after first paint (budget ≤ 200 ms; an
 * approximation of Lighthouse's TBT without throttling), JavaScript bytes
 * transferred before any interaction, and time until every widget rendered.
 * With each widget build (WIDGET_BUILD: react, then light; issue 22 item 2
 * budgets: 80 KB and 35 KB brotli), a site of its own for each.
 */
import { launchBrowser, startSite } from "../test/e2e/harness.js";
import { widgetBuilds } from "./lighthouse.js";

/** JS budget of a story page by widget build (KB transferred, brotli; issue 22 item 2). */
const JS_BUDGET_KB: Record<string, number> = { react: 80, light: 35 };

export async function benchPage(): Promise<void> {
  const rows: string[] = [];
  for (const build of widgetBuilds()) rows.push(...(await pageRows(build)));
  console.log("\n## Story page in Chromium (JS as transferred, compressed by the server)\n");
  console.log("| viewport | widget build | CLS (≤ 0.1) | TBT approx. (≤ 200 ms) | JS transferred (budget) | widgets rendered after |\n|---|---|---:|---:|---:|---:|");
  for (const r of rows) console.log(r);
}

/** The rows of a site whose pages load `build`. */
async function pageRows(build: string): Promise<string[]> {
  const site = await startSite({ WIDGET_BUILD: build });
  const browser = await launchBrowser();
  try {
    const home = await browser.newPage();
    await home.goto(`${site.base}/cn/index.html`);
    const href = await home.locator('main a[href*="/photo/articles/"]').first().getAttribute("href");
    await home.close();
    const rows: string[] = [];
    for (const [label, width] of [["desktop 1280 px", 1280], ["mobile 390 px", 390]] as const) {
      const page = await browser.newPage({ viewport: { width, height: 800 } });
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number; __tbt: number };
        w.__cls = 0;
        w.__tbt = 0;
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) w.__cls += e.value;
        }).observe({ type: "layout-shift", buffered: true });
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) w.__tbt += Math.max(0, e.duration - 50);
        }).observe({ type: "longtask", buffered: true });
      });
      let jsBytes = 0;
      page.on("response", async (r) => {
        if (r.request().resourceType() === "script") {
          // encoded body size as it crossed the wire (brotli when the server compressed it)
          const sizes = await r.request().sizes().catch(() => null);
          jsBytes += sizes?.responseBodySize ?? 0;
        }
      });
      const t0 = Date.now();
      const url = href!.replace("/photo/", width <= 1024 ? "/m_photo/" : "/photo/");
      await page.goto(`${site.base}${url}`, { waitUntil: "load" });
      await page.locator("pw-like-button").first().locator("button").waitFor();
      await page.locator("pw-login-status").locator("a, button").first().waitFor();
      const ready = Date.now() - t0;
      await page.waitForTimeout(1000);
      const { cls, tbt } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __tbt: number };
        return { cls: w.__cls, tbt: w.__tbt };
      });
      const kb = jsBytes / 1024;
      const budget = JS_BUDGET_KB[build];
      rows.push(`| ${label} | ${build} | ${cls.toFixed(3)} | ${tbt.toFixed(0)} ms | ${kb.toFixed(1)} KB (${budget} KB: ${kb <= budget ? "within" : "OVER"}) | ${ready} ms |`);
      await page.close();
    }
    return rows;
  } finally {
    await browser.close();
    await site.stop();
  }
}
