/**
 * The app download links (SPEC §2 m_public/client_download.html, §7 GET
 * guest/getAppDownloadUrl). Thin: services/app-download.ts holds the logic.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { ok } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";

const Urls = Envelope(
  Type.Object({
    androidUrl: Type.Union([Type.String({ format: "uri" }), Type.Null()]),
    iosUrl: Type.Union([Type.String({ format: "uri" }), Type.Null()]),
  }),
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * GET /api/guest/getAppDownloadUrl — guests and members: `{ code: "success",
   * data: { androidUrl, iosUrl } }`, each an absolute http(s) URL (APP_ANDROID_URL,
   * APP_IOS_URL) or null when not configured.
   */
  app.get(
    "/guest/getAppDownloadUrl",
    { schema: { tags: ["guest"], summary: "App download links (Android package, iOS store listing)", response: { 200: Urls, ...failures } } },
    async (_req, reply) => ok(reply, app.services.appDownload.downloadUrls()),
  );
};

export default routes;
