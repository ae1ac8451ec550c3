/**
 * The service container: one instance of each domain service per app.
 * Routes reach services only through `app.services`.
 */
import type { Config } from "../config.js";
import type { DbHandle } from "../db/client.js";
import { createAccountServices, type AccountServices } from "./accounts.js";
import { ArticleService } from "./articles.js";
import { ContentService } from "./content.js";
import { MemberService } from "./members.js";
import { PhotographerService } from "./photographers.js";
import { RecordService } from "./records.js";
import { SearchService } from "./search.js";
import { StoreService } from "./stores.js";

export interface Services extends AccountServices {
  content: ContentService;
  search: SearchService;
  articles: ArticleService;
  photographers: PhotographerService;
  members: MemberService;
  stores: StoreService;
  records: RecordService;
}

export function createServices(handle: DbHandle, config: Config): Services {
  const { db } = handle;
  return {
    ...createAccountServices(db, config),
    content: new ContentService(db),
    search: new SearchService(db),
    articles: new ArticleService(db),
    photographers: new PhotographerService(db),
    members: new MemberService(db, config.sessionTtlMs),
    stores: new StoreService(db),
    records: new RecordService(db),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** set by the CLI when serving (socket.io); absent under app.inject */
    realtime?: import("../realtime.js").Realtime;
    services: Services;
    config: Config;
  }
}
