/** Registers every route module under /api (DESIGN §3.1). */
import type { FastifyInstance } from "fastify";
import guestRoutes from "./guest.js";

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(guestRoutes, { prefix: "/api" });
}
