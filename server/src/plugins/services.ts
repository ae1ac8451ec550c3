/**
 * The services plugin (DESIGN §2): builds the site's renderer (the
 * Publisher port, publish/publisher.ts) and every service of the app
 * (services/index.ts createServices), and decorates the app with
 * `config` and `services`. Routes reach the services as `app.services`.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import type { DbHandle } from "../db/client.js";
import { createPublisher } from "../publish/publisher.js";
import type { Realtime } from "../realtime.js";
import { createServices, type Services } from "../services/index.js";

declare module "fastify" {
  interface FastifyInstance {
    /** set by the CLI when serving (socket.io); absent under app.inject */
    realtime?: Realtime;
    /** every service of the app (buildServices) */
    services: Services;
    config: Config;
  }
}

/**
 * Every service of one app over one database.
 * @param log where services log: production gives the app's logger (JSON lines), else undefined (the demo's plain lines)
 */
export function buildServices(db: DbHandle, config: Config, log: FastifyInstance["log"] | undefined): Services {
  // the renderer of the site, handed to the services as their Publisher port (ports.ts)
  const publisher = createPublisher(db.db, { dataDir: config.storageDir, siteCode: config.siteCode });
  return createServices(db, config, log, publisher);
}

/** Decorates the app with `config` and `services` (see buildServices). */
async function services(app: FastifyInstance, opts: { db: DbHandle; config: Config }): Promise<void> {
  const { config } = opts;
  app.decorate("config", config);
  // production: what services log goes through this app's logger (JSON lines), the demo keeps its plain lines
  app.decorate("services", buildServices(opts.db, config, config.production ? app.log : undefined));
}

/** The services plugin (see services): not encapsulated (fastify-plugin), so every route sees `app.services`. */
export const servicesPlugin = fp(services, { name: "photowire-services", fastify: "5.x" });
