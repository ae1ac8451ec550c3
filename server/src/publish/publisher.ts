/**
 * The renderer as the services see it (DESIGN §2 publish/: "handed to
 * services as a port"): createPublisher builds the object that implements
 * the services' Publisher port (server/src/ports.ts, on the ground floor
 * below both) for one site — the app's service construction and the CLI
 * build it and hand it to the services, which never import publish/.
 */
import type { Db } from "../db/client.js";
import type { Publisher } from "../ports.js";
import type { PublishOptions } from "./page-base.js";
import { publishPortfolioTo } from "./portfolio.js";
import { publishStory, unpublishStory } from "./site.js";

/**
 * The renderer of one site, for the services.
 * @param opts where pages go (dataDir: STORAGE_DIR) and which site (siteCode); templates, origin as PublishOptions
 */
export function createPublisher(db: Db, opts: PublishOptions): Publisher {
  return {
    publishStory: (pcId) => publishStory(db, pcId, opts),
    unpublishStory: (pcId) => unpublishStory(db, pcId, opts),
    publishPortfolio: (id) => publishPortfolioTo(db, opts, id),
  };
}
