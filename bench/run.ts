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
    const { rows, storyPage, videoPage, consolePage, budget } = bundleReport();
    console.log("\n## Bundle sizes (minified; brotli q11)\n");
    console.log("| file | raw | brotli |\n|---|---:|---:|");
    for (const r of rows) console.log(`| ${r.name} | ${kb(r.raw)} | ${kb(r.brotli)} |`);
    console.log(`| **${storyPage.name}** | ${kb(storyPage.raw)} | **${kb(storyPage.brotli)}** (budget ${kb(budget)}: ${storyPage.brotli <= budget ? "within" : "OVER"}) |`);
    if (videoPage) {
      const w = videoPage;
      console.log(`| ${w.name} | ${kb(w.raw)} | ${kb(w.brotli)} (${w.brotli} B; budget ${budget} B: ${w.brotli <= budget ? "within" : "OVER"}) |`);
    }
    // the agents' page (not a story page: no budget); an agent then loads the realtime chunk listed above
    if (consolePage) console.log(`| ${consolePage.name} | ${kb(consolePage.raw)} | ${kb(consolePage.brotli)} (no budget) |`);
  }
  if (want("kit")) {
    const { benchKit } = await import("./kit.js");
    await benchKit();
  }
  if (want("lighthouse")) {
    const { benchLighthouse } = await import("./lighthouse.js");
    await benchLighthouse();
  }
  if (want("page")) {
    const { benchPage } = await import("./page.js");
    await benchPage();
  }
  if (want("publish")) {
    const { benchPublish } = await import("./publish.js");
    await benchPublish();
  }
  if (want("downloads")) {
    const { benchDownloads } = await import("./downloads.js");
    await benchDownloads();
  }
  if (want("chat")) {
    const { benchChat } = await import("./chat.js");
    await benchChat();
  }
  if (want("upload")) {
    const { benchUpload } = await import("./upload.js");
    await benchUpload();
  }
  if (want("import")) {
    const { benchImport } = await import("./import.js");
    await benchImport();
  }
  if (want("search")) {
    const { benchSearch } = await import("./search.js");
    await benchSearch("pglite");
  }
  if (want("search") || want("search-pg")) {
    // the same table on PostgreSQL, when Debian's postgresql is installed (CI installs it)
    const { existsSync } = await import("node:fs");
    if (existsSync("/usr/lib/postgresql")) {
      const { benchSearch } = await import("./search.js");
      await benchSearch("postgres");
    } else console.log("\n(search on PostgreSQL skipped: no /usr/lib/postgresql)");
  }
  if (only.includes("search-pg-1m")) {
    // issue 21 item 6: PostgreSQL at 1,000,000 stories, loaded with COPY (about half an hour; only when asked for by name)
    const { benchSearch } = await import("./search.js");
    await benchSearch("postgres", { stories: Number(process.env.BENCH_STORIES ?? 1_000_000), load: "copy", reference: false });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
