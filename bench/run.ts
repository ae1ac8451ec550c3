/**
 * `npm run bench`: prints a table of figures against the budgets of
 * DESIGN §6. Timings are medians of several runs on this machine; compare
 * ratios within one run (the machines are shared and noisy).
 */
import { bundleReport } from "./bundle.js";

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  const only = process.argv.slice(2);
  const want = (name: string) => only.length === 0 || only.includes(name);
  if (want("bundle")) {
    const { rows, storyPage, budget } = bundleReport();
    console.log("\n## Bundle sizes (minified; brotli q11)\n");
    console.log("| file | raw | brotli |\n|---|---:|---:|");
    for (const r of rows) console.log(`| ${r.name} | ${kb(r.raw)} | ${kb(r.brotli)} |`);
    console.log(`| **${storyPage.name}** | ${kb(storyPage.raw)} | **${kb(storyPage.brotli)}** (budget ${kb(budget)}: ${storyPage.brotli <= budget ? "within" : "OVER"}) |`);
  }
  if (want("page")) {
    const { benchPage } = await import("./page.js");
    await benchPage();
  }
  if (want("publish")) {
    const { benchPublish } = await import("./publish.js");
    await benchPublish();
  }
  if (want("search")) {
    const { benchSearch } = await import("./search.js");
    await benchSearch();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
