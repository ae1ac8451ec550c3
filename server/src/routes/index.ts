/** Registers every route module under /api (DESIGN §3.1). */
import type { FastifyInstance } from "fastify";
import articleRoutes from "./articles.js";
import contentRoutes from "./content.js";
import guestRoutes from "./guest.js";
import accountRoutes from "./account.js";
import userAccountRoutes from "./user-account.js";
import webGuestRoutes from "./web-guest.js";
import pwContentRoutes from "./pw-content.js";
import storeRoutes from "./stores.js";
import userRoutes from "./user.js";
import recordRoutes from "./records.js";

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guestRoutes, { prefix: "/api" });
  await app.register(accountRoutes, { prefix: "/api" });
  await app.register(userAccountRoutes, { prefix: "/api" });
  await app.register(webGuestRoutes, { prefix: "/api" });
  await app.register(articleRoutes, { prefix: "/api" });
  await app.register(contentRoutes, { prefix: "/api" });
  await app.register(storeRoutes, { prefix: "/api" });
  await app.register(userRoutes, { prefix: "/api" });
  await app.register(pwContentRoutes, { prefix: "/api" });
  await app.register(recordRoutes, { prefix: "/api" });
}
