/**
 * The operations plugin (docs/server.md "Operations"): the OpenAPI document
 * (@fastify/swagger, registered before the routes so it sees them all) and
 * the liveness and readiness calls, registered after the routes.
 */
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { pendingMigrations, type DbHandle } from "../db/client.js";
import { failure } from "../http/errors.js";

/** Collects every route registered after it into the OpenAPI 3 document. */
async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Photowire API",
        version: "0.1.0",
        description:
          "Every call of SPEC §7 under /api. Envelope { code, msg?, data? }; failures carry a SPEC code and HTTP status (DESIGN §3.1).",
      },
    },
  });
}

/** GET /api/health, GET /api/ready and GET /api/docs/json. */
async function operations(app: FastifyInstance, opts: { db: DbHandle }): Promise<void> {
  /** GET /api/health — liveness: the process answers. `{ code: "success", data: { status: "ok" } }`, never cached. */
  app.get("/api/health", { schema: { tags: ["operations"], summary: "Liveness" } }, async (_req, reply) => reply.send({ code: "success", data: { status: "ok" } }));

  /**
   * GET /api/ready — readiness: the database answers and every migration of
   * this build is applied. 200 `{ status: "ready" }`, else 503
   * service_unavailable with `reason` ("database" or "migrations").
   */
  app.get("/api/ready", { schema: { tags: ["operations"], summary: "Readiness (database and migrations)" } }, async (req, reply) => {
    if (!(await opts.db.ping())) return reply.status(503).send(failure(req.lang, "service_unavailable", undefined, { reason: "database" }));
    if ((await pendingMigrations(opts.db).catch(() => -1)) !== 0) {
      return reply.status(503).send(failure(req.lang, "service_unavailable", undefined, { reason: "migrations" }));
    }
    return reply.send({ code: "success", data: { status: "ready" } });
  });

  /** GET /api/docs/json — the OpenAPI 3 document of every route. */
  app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());
}

/** The OpenAPI plugin (see openApi): not encapsulated (fastify-plugin). */
export const openApiPlugin = fp(openApi, { name: "photowire-openapi", fastify: "5.x" });
/** The operations calls (see operations): not encapsulated (fastify-plugin). */
export const operationsPlugin = fp(operations, { name: "photowire-operations", fastify: "5.x", dependencies: ["photowire-openapi"] });
