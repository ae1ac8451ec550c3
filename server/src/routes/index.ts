/** Registers every route module under /api (DESIGN §3.1). */
import type { FastifyInstance } from "fastify";
import articleRoutes from "./articles.js";
import searchSuggestRoutes from "./search-suggest.js";
import contentRoutes from "./content.js";
import { registerAccountRoutes } from "./account/index.js";
import pwContentRoutes from "./pw-content.js";
import storeRoutes from "./stores.js";
import userRoutes from "./user.js";
import recordRoutes from "./records.js";
import downloadRoutes from "./downloads.js";
import commerceRoutes from "./commerce.js";
import chatRoutes from "./chat.js";
import serviceRoutes from "./service.js";
import photographerRoutes from "./photographer.js";
import uploadRoutes from "./uploads.js";
import videoCommentRoutes from "./video-comments.js";
import contributionRoutes from "./contribution.js";
import appDownloadRoutes from "./app-download.js";
import staffRoutes from "./staff.js";
import orderRoutes from "./orders.js";
import staffCommerceRoutes from "./staff-commerce.js";
import earningsRoutes from "./earnings.js";
import staffLicenceRoutes from "./staff-licence.js";

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await registerAccountRoutes(app, "/api");
  await app.register(articleRoutes, { prefix: "/api" });
  await app.register(searchSuggestRoutes, { prefix: "/api" });
  await app.register(contentRoutes, { prefix: "/api" });
  await app.register(storeRoutes, { prefix: "/api" });
  await app.register(userRoutes, { prefix: "/api" });
  await app.register(pwContentRoutes, { prefix: "/api" });
  await app.register(recordRoutes, { prefix: "/api" });
  await app.register(downloadRoutes, { prefix: "/api" });
  await app.register(commerceRoutes, { prefix: "/api" });
  await app.register(chatRoutes, { prefix: "/api" });
  await app.register(serviceRoutes, { prefix: "/api" });
  await app.register(photographerRoutes, { prefix: "/api" });
  await app.register(uploadRoutes, { prefix: "/api" });
  await app.register(videoCommentRoutes, { prefix: "/api" });
  await app.register(contributionRoutes, { prefix: "/api" });
  await app.register(appDownloadRoutes, { prefix: "/api" });
  await app.register(staffRoutes, { prefix: "/api" });
  await app.register(orderRoutes, { prefix: "/api" });
  await app.register(staffCommerceRoutes, { prefix: "/api" });
  await app.register(earningsRoutes, { prefix: "/api" });
  await app.register(staffLicenceRoutes, { prefix: "/api" });
}
