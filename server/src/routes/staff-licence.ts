/**
 * The console's licence editor (issue 20 "Licences": set by editors): the
 * licences of a story's photos and an editor's change of one. Editors only
 * (uc_member.editor): a guest gets access_denied (401), any other member
 * forbidden (403), checked before the body is validated. Thin: the rules,
 * the audit line (licence.change) and the republishing of the story are
 * services/licences.ts's.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { LICENCE_TYPES, RELEASE_STATES, RESTRICTIONS_MAX } from "../../../common/licence.js";
import { editorActor, ok, requireEditor } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";
import { PcIdParam } from "../http/staff-schemas.js";
import { ID_PATTERN } from "../services/stores.js";


const LicenceInputSchema = Type.Object({
  type: Type.Union(LICENCE_TYPES.map((s) => Type.Literal(s))),
  restrictionsZh: Type.String(),
  restrictionsEn: Type.String(),
  modelRelease: Type.Union(RELEASE_STATES.map((s) => Type.Literal(s))),
  propertyRelease: Type.Union(RELEASE_STATES.map((s) => Type.Literal(s))),
});
const LicenceSchema = Type.Intersect([LicenceInputSchema, Type.Object({ creditLine: Type.String(), licenceUrl: Type.String() })]);
/** The body as sent: every field a bounded string (the service checks the vocabulary and answers `{ field, rule }`). */
const Body = Type.Object(
  {
    type: Type.Optional(Type.String({ maxLength: 40 })),
    restrictionsZh: Type.Optional(Type.String({ maxLength: RESTRICTIONS_MAX * 4 })),
    restrictionsEn: Type.Optional(Type.String({ maxLength: RESTRICTIONS_MAX * 4 })),
    modelRelease: Type.Optional(Type.String({ maxLength: 40 })),
    propertyRelease: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { licences } = app.services;
  const tags = ["staff"];
  app.addHook("onRequest", async (req) => {
    await requireEditor(req);
  });

  /**
   * GET /api/staff/stories/{pcId}/licences — the story's photos in order:
   * `{ relationId, caption, titleImage, licence: LicenceInput }[]`.
   * Errors: access_denied (401), forbidden (403), api_3 (404: no such story).
   */
  app.get(
    "/staff/stories/:pcId/licences",
    {
      schema: {
        tags,
        summary: "The licences of a story's photos",
        params: Type.Object({ pcId: PcIdParam }),
        response: {
          200: Envelope(Type.Array(Type.Object({ relationId: Type.String(), caption: Type.String(), titleImage: Type.Union([Type.String(), Type.Null()]), licence: LicenceInputSchema }))),
          ...failures,
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "no-store");
      return ok(reply, await licences.storyLicences(req.params.pcId));
    },
  );

  /**
   * PUT /api/staff/relations/{relationId}/licence — body LicenceInput
   * `{ type, restrictionsZh?, restrictionsEn?, modelRelease?, propertyRelease? }`
   * (aliases of common/licence.ts accepted): sets the photo's licence,
   * audited as licence.change; an online story's pages are published again.
   * Answers the LicenceDto in Chinese. Errors: access_denied (401),
   * forbidden (403), not_found (404: no such photo), invalid_param (422:
   * type required / enum, restrictions type / maxLength / v_emoji, a
   * release enum; nothing changed).
   */
  app.put(
    "/staff/relations/:relationId/licence",
    {
      schema: {
        tags,
        summary: "Set a photo's licence",
        params: Type.Object({ relationId: Type.String({ pattern: ID_PATTERN, maxLength: 64 }) }),
        body: Body,
        response: { 200: Envelope(LicenceSchema), ...failures },
      },
    },
    async (req, reply) => {
      return ok(reply, await licences.change(await editorActor(req), req.params.relationId, req.body));
    },
  );
};

export default routes;
