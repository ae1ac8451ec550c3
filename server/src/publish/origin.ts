/**
 * The public site origin of the publisher's options (DESIGN §2 publish/):
 * opts.siteOrigin, else the configuration's (config.ts siteOrigin,
 * PUBLIC_URL). Apart from page-base.ts so that the render worker threads
 * (render-worker.ts), which get the origin resolved by their pool, never load
 * the configuration's schema (TypeBox and Ajv: about 0.4 s of each thread's
 * start; issue 24).
 */
import { loadConfig } from "../config.js";
import type { PublishOptions } from "./page-base.js";

/** The public site origin of the options ("https://photos.example.com"), without a trailing slash. */
export function originOf(opts: Pick<PublishOptions, "siteOrigin">): string {
  return (opts.siteOrigin ?? loadConfig().siteOrigin).replace(/\/+$/, "");
}
