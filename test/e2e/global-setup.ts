/**
 * Global setup of the end-to-end tests (issue 16): seeds the demo site once a
 * run (`photowire seed`: the demo accounts and the demo corpus with its
 * image derivatives, the slow part of a start) into a template DATA_DIR.
 * harness.ts's startSite copies it into each site's fresh DATA_DIR, and
 * `photowire serve` then only publishes the pages, on the site's own origin
 * (PUBLIC_URL defaults to the site's port, and the published pages' canonical,
 * hreflang and og:image addresses are absolute on it).
 *
 * The template's folder reaches the test files through vitest's
 * provide/inject (`e2eTemplate`); teardown removes it.
 */
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { seedTemplate } from "./seed-template.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** a seeded, not yet published DATA_DIR to copy */
    e2eTemplate: string;
  }
}

/**
 * PW_E2E_TEMPLATE: a template `npm test` seeded ahead of this stage
 * (scripts/test.mjs; its owner removes it); else seeded here.
 */
export default function setup(project: TestProject): () => void {
  const given = process.env.PW_E2E_TEMPLATE;
  if (given) {
    if (!existsSync(path.join(given, "db"))) throw new Error(`PW_E2E_TEMPLATE=${given} holds no seeded DATA_DIR`);
    project.provide("e2eTemplate", given);
    return () => {};
  }
  const dataDir = seedTemplate();
  project.provide("e2eTemplate", dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
