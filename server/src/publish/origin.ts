/**
 * What the publisher's options leave to the configuration (DESIGN §2
 * publish/): the public site origin (opts.siteOrigin, else config.ts
 * siteOrigin, PUBLIC_URL) and the widget build the pages load
 * (opts.widgetBuild, else config.ts widgetBuild, WIDGET_BUILD). Apart from
 * page-base.ts so that the render worker threads (render-worker.ts), which
 * get both resolved by their pool, never load the configuration's schema
 * (TypeBox and Ajv: about 0.4 s of each thread's start; issue 24).
 */
import { loadConfig, type WidgetBuild } from "../config.js";
import type { PublishOptions } from "./page-base.js";

/** The public site origin of the options ("https://photos.example.com"), without a trailing slash. */
export function originOf(opts: Pick<PublishOptions, "siteOrigin">): string {
  return (opts.siteOrigin ?? loadConfig().siteOrigin).replace(/\/+$/, "");
}

/** The widget build the pages of these options load: "react" (/widgets/esm/) or "light" (/widgets/light/esm/; issue 22 item 1). */
export function widgetBuildOf(opts: Pick<PublishOptions, "widgetBuild">): WidgetBuild {
  return opts.widgetBuild ?? loadConfig().widgetBuild;
}

/** Publishing options with the origin and the widget build resolved (what the render pool hands its workers). */
export type ResolvedOptions = PublishOptions & { siteOrigin: string; widgetBuild: WidgetBuild };

/** `opts` with the origin and the widget build resolved (originOf, widgetBuildOf). */
export function resolvedOptions<T extends PublishOptions>(opts: T): T & ResolvedOptions {
  return { ...opts, siteOrigin: originOf(opts), widgetBuild: widgetBuildOf(opts) };
}
