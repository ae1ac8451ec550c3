/**
 * The built story-page entries (dist/esm from `npm run build`, as the
 * browser tests use it): the download button and the share bar load their
 * dialogs only on first use (DESIGN §6 budget). Each entry's static
 * closure, what the browser fetches with the page, holds none of its
 * dialog's code or strings; its dynamic import names the chunk that holds
 * them all.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closure } from "../../bench/bundle.js";

const DIST = "dist/esm";

const CASES = [
  {
    entry: "pw-download-button.js",
    chunk: /^chunks\/DownloadFlow-[\w-]+\.js$/,
    // ui/Dialog (showModal), the store's quota call, the dialog's strings
    dialogOnly: ["showModal", "getUcMemberDownloadCost", "cancel_download", "failed_title", "Preparing your download"],
    // what the reader sees before a press
    entryHas: ["Checking your quota", "download_group"],
  },
  {
    entry: "pw-share-bar.js",
    chunk: /^chunks\/WeChatFlow-[\w-]+\.js$/,
    dialogOnly: ["showModal", "wechat_qr_help", "qr_failed", "Scan with WeChat to share"],
    entryHas: ["share_to", "aria-haspopup"],
  },
];

const text = (files: Iterable<string>) => [...files].map((f) => readFileSync(f, "utf8")).join("\n");

describe("story-page entries leave their dialogs to a chunk loaded on first use (built output)", () => {
  for (const c of CASES) {
    it(c.entry, () => {
      const entry = path.join(DIST, c.entry);
      if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build first`);
      const initial = closure([entry]);
      const code = text(initial);
      for (const s of c.entryHas) expect(code, `${c.entry} carries ${s}`).toContain(s);
      for (const s of c.dialogOnly) expect(code.includes(s), `${s} in ${c.entry}'s initial closure`).toBe(false);
      // the dialog's chunk: a dynamic import of the entry's closure
      const dynamic = [...code.matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => m[1]);
      const lazy = [...initial].flatMap((f) =>
        [...readFileSync(f, "utf8").matchAll(/\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => path.relative(DIST, path.resolve(path.dirname(f), m[1]))),
      );
      const chunk = lazy.find((f) => c.chunk.test(f));
      expect(chunk, `a dynamic import of ${c.chunk} among ${dynamic.join(", ")}`).toBeTruthy();
      const later = text([...closure([path.join(DIST, chunk!)])].filter((f) => !initial.has(f)));
      for (const s of c.dialogOnly) expect(later, `${s} in the dialog's chunk`).toContain(s);
    });
  }
});
