/**
 * The service container: one instance of each domain service per app.
 * Routes reach services only through `app.services`.
 */
import type { Config } from "../config.js";
import type { DbHandle } from "../db/client.js";
import { MemberService } from "./members.js";

export interface Services {
  members: MemberService;
}

export function createServices(handle: DbHandle, config: Config): Services {
  const { db } = handle;
  return {
    members: new MemberService(db, config.sessionTtlMs),
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
