/**
 * jsdom's JSDOM class, loaded on first use: loading jsdom takes about 0.6 s
 * of CPU, which every process importing its users (the server, every CLI
 * command, each render worker thread) would pay at start. Its users:
 * sanitize.ts (DOMPurify, only for text that holds markup) and media/xmp.ts
 * (only to merge our licence into a file's own XMP packet).
 * test/unit/startup-modules.test.ts checks that nothing loads it at start.
 */
import { createRequire } from "node:module";
import type { JSDOM } from "jsdom";

const require = createRequire(import.meta.url);
let loaded: typeof JSDOM | undefined;

/** The JSDOM class (jsdom loaded on the first call). */
export function jsdomClass(): typeof JSDOM {
  return (loaded ??= (require("jsdom") as { JSDOM: typeof JSDOM }).JSDOM);
}
