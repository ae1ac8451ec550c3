/**
 * The Chromium that the element tests, the Storybook stories and the e2e tests
 * drive (never one downloaded: nothing on this machine may fetch a browser).
 *
 * CHROME_PATH when set; else Debian's `chromium-headless-shell` when installed
 * (.ci/run installs it): the same Chromium build as Debian's `chromium`, as
 * its headless shell, the binary Playwright itself runs headless tests on;
 * else Debian's `chromium`. The shell does the same rendering for less CPU,
 * and `npm test` is CPU-bound on 2 cores. Measured here (system-wide busy
 * time, two runs each): the search and reader e2e files 98–105 cpu-s with
 * chromium, 63–67 with the shell; the browser and storybook stages 292 → 259.
 * The benches that report what a reader's browser does (bench/lighthouse.ts,
 * the page table) keep the full `chromium`.
 */
import { existsSync } from "node:fs";

const SHELL = "/usr/bin/chromium-headless-shell";

/** Path of the Chromium binary the tests launch. */
export const CHROME = process.env.CHROME_PATH || (existsSync(SHELL) ? SHELL : "/usr/bin/chromium");
