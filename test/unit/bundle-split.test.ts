/**
 * The built story-page entries (dist/esm from `npm run build`, as the
 * browser tests use it): the download button and the share bar load their
 * dialogs only on first use, the share bar and the video comments their
 * whole view when they near the viewport (DESIGN §6 budget). Each entry's static
 * closure, what the browser fetches with the page, holds none of its
 * dialog's code or strings; its dynamic import names the chunk that holds
 * them all.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { closure } from "../../bench/bundle.js";

const DIST = "dist/esm";

const CASES = [
  {
    entry: "pw-download-button.js",
    chunk: /^chunks\/DownloadDialog\.lazy-[\w-]+\.js$/,
    // ui/Dialog (showModal), the store's quota call, the dialog's strings
    dialogOnly: ["showModal", "getUcMemberDownloadCost", "cancel_download", "failed_title", "Preparing your download"],
    // what the reader sees before a press
    entryHas: ["Checking your quota", "download_group"],
  },
  {
    // the bar sits in the story's footer: its code comes when it nears the viewport (ui/deferred.ts)
    entry: "pw-share-bar.js",
    chunk: /^chunks\/ShareBar\.lazy-[\w-]+\.js$/,
    dialogOnly: ["share_to", "aria-haspopup"],
    entryHas: ["IntersectionObserver", "aria-busy"],
  },
  {
    // and its WeChat dialog only on first use
    entry: "chunks/ShareBar.lazy-*.js",
    chunk: /^chunks\/WeChatDialog\.lazy-[\w-]+\.js$/,
    dialogOnly: ["showModal", "wechat_qr_help", "qr_failed", "Scan with WeChat to share"],
    entryHas: ["share_to", "aria-haspopup"],
  },
  {
    // the comments under a video, like the share bar
    entry: "pw-video-comments.js",
    chunk: /^chunks\/VideoComments\.lazy-[\w-]+\.js$/,
    dialogOnly: ["save_video_comment"],
    entryHas: ["IntersectionObserver", "aria-busy"],
  },
];

/** An entry's file: a glob `chunks/Name-*.js` names this build's chunk (the one the built entries import). */
function entryFile(name: string): string {
  if (!name.includes("*")) return path.join(DIST, name);
  const [dir, pattern] = name.split("/");
  const re = new RegExp(`^${pattern.replace(".", "\\.").replace("*", "[\\w-]+")}$`);
  const importers = readdirSync(DIST).filter((f) => f.endsWith(".js")).map((f) => path.join(DIST, f));
  const named = [...closure(importers)].flatMap((f) => [...readFileSync(f, "utf8").matchAll(/["']\.{1,2}\/(?:chunks\/)?([^"'/]+\.js)["']/g)].map((m) => m[1]));
  const hit = named.find((f) => re.test(f));
  if (!hit) throw new Error(`no built chunk ${name}`);
  return path.join(DIST, dir, hit);
}

const text = (files: Iterable<string>) => [...files].map((f) => readFileSync(f, "utf8")).join("\n");

describe("story-page entries leave their dialogs to a chunk loaded on first use (built output)", () => {
  for (const c of CASES) {
    it(c.entry, () => {
      const entry = entryFile(c.entry);
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
