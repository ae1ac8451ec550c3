/**
 * The account area's routes (SPEC §7 "Guest and account", the user/*
 * account calls and the legacy web/guest/* paths), one module per area:
 * login and session, verification codes, registration and reset, profile
 * (with the avatar), certificate/bank/password details, regions, third-party
 * accounts, legacy web paths. Shared route helpers are in http/.
 */
import type { FastifyInstance } from "fastify";
import codeRoutes from "./codes.js";
import detailRoutes from "./details.js";
import legacyRoutes from "./legacy.js";
import profileRoutes from "./profile.js";
import regionRoutes from "./regions.js";
import registrationRoutes from "./registration.js";
import sessionRoutes from "./session.js";
import thirdPartyRoutes from "./third-party.js";

/** Registers every account-area module under `prefix` (each in its own plugin scope). */
export async function registerAccountRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  for (const plugin of [sessionRoutes, codeRoutes, registrationRoutes, profileRoutes, detailRoutes, regionRoutes, thirdPartyRoutes, legacyRoutes]) {
    await app.register(plugin, { prefix });
  }
}
