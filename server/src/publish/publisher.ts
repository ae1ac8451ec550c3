/**
 * The renderer as the services see it (DESIGN §2 publish/: "handed to
 * services as a port"): createPublisher builds the object that implements
 * the services' Publisher port (services/ports.ts) for one site — the app's
 * service construction and the CLI build it and hand it to the services,
 * which never import publish/. Structural: this file does not import the
 * port either (publish/ sits below services/).
 */
import type { Db } from "../db/client.js";
import type { PublishOptions } from "./page-base.js";
import { publishPortfolioTo } from "./portfolio.js";
import { publishStory, unpublishStory } from "./site.js";

/** What the renderer offers the services (the shape of services/ports.ts Publisher). */
export interface SitePublisher {
  /** site.ts publishStory: online, pages and JSON in every edition, home pages, portfolios. @throws api_3 */
  publishStory(pcId: string): Promise<{ pages: number }>;
  /** site.ts unpublishStory: offline, files deleted, home pages and portfolios refreshed. @throws api_3 */
  unpublishStory(pcId: string): Promise<{ removed: number }>;
  /** portfolio.ts publishPortfolioTo: the photographer's portfolio pages (2; 0 and deleted when there is none). */
  publishPortfolio(photographerId: number): Promise<{ pages: number }>;
}

/**
 * The renderer of one site, for the services.
 * @param opts where pages go (dataDir: STORAGE_DIR) and which site (siteCode); templates, origin as PublishOptions
 */
export function createPublisher(db: Db, opts: PublishOptions): SitePublisher {
  return {
    publishStory: (pcId) => publishStory(db, pcId, opts),
    unpublishStory: (pcId) => unpublishStory(db, pcId, opts),
    publishPortfolio: (id) => publishPortfolioTo(db, opts, id),
  };
}
