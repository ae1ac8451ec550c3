/**
 * The static-site plugin (DESIGN §2, §6): the published pages and media
 * (STORAGE_DIR/site, served at /, dotfiles never) and the built widgets
 * (dist/, served at /widgets/ with versioned cache headers), then the
 * not-found answers (plugins/errors.ts notFoundHandler: the edition's 404
 * page). Registered by app.ts after every API route.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { HANDOFF_PATH } from "../../../common/handoff.js";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { notFoundHandler } from "./errors.js";

/** Cache-Control of the stable widget names (loaders, photowire.js, manifests): 5 minutes. */
export const WIDGET_STABLE_CACHE = "public, max-age=300";
/** Cache-Control of content-hashed widget files (dist/esm/chunks/*, dist/photowire-<hash>.js): a year, immutable. */
export const WIDGET_HASHED_CACHE = "public, max-age=31536000, immutable";

/**
 * The Cache-Control of a file of dist/ (served under /widgets/): hashed
 * files never change (a new build writes new names and keeps the old ones,
 * rollup.config.mjs), the stable names change with each deploy.
 * @param file the served file's path (maybe its .br or .gz twin)
 */
export function widgetCacheControl(file: string): string {
  const f = file.replace(/\\/g, "/").replace(/\.(br|gz)$/, "");
  return /\/esm\/chunks\/[^/]+\.js$/.test(f) || /\/photowire-[0-9a-f]{6,}\.js$/.test(f) ? WIDGET_HASHED_CACHE : WIDGET_STABLE_CACHE;
}

/** Where the static site comes from. */
export interface StaticSiteOptions {
  /** STORAGE_DIR/site: published pages and media (not served when missing) */
  siteDir: string;
  /** the built widgets served under /widgets/ (not served when missing) */
  distDir: string;
}

/** Serves the site and the widgets, and answers unknown addresses (see the module comment). */
async function staticSite(app: FastifyInstance, opts: StaticSiteOptions): Promise<void> {
  const { siteDir, distDir } = opts;
  if (existsSync(distDir)) {
    // versioned widget URLs (rollup.config.mjs): content-hashed files are immutable for a year; the
    // stable names pages use (esm/pw-<name>.js loaders, photowire.js, manifests) are cached briefly
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/widgets/",
      decorateReply: false,
      cacheControl: false,
      setHeaders: (res, file) => res.setHeader("cache-control", widgetCacheControl(file)),
      preCompressed: true,
      dotfiles: "ignore",
    });
  }
  if (existsSync(siteDir)) {
    // dotfiles (.env, .git, …) are never served: 404
    // the login hand-off's page is a popup a partner page opens, and must keep its opener to post the token back
    // (common/handoff.ts): helmet's Cross-Origin-Opener-Policy same-origin would cut it off from a page of another origin
    const handoffPage = path.join(siteDir, ...HANDOFF_PATH.split("/"));
    await app.register(fastifyStatic, {
      root: siteDir,
      prefix: "/",
      decorateReply: false,
      extensions: ["html"],
      dotfiles: "ignore",
      setHeaders: (res, file) => {
        if (file === handoffPage) res.setHeader("Cross-Origin-Opener-Policy", "unsafe-none");
      },
    });
  }
  app.setNotFoundHandler(notFoundHandler(siteDir));
}

/** The static-site plugin (see staticSite): not encapsulated (fastify-plugin), so the not-found handler is the app's. */
export const staticSitePlugin = fp(staticSite, { name: "photowire-static-site", fastify: "5.x" });
