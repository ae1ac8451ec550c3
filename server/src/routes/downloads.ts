/**
 * Downloads and quota (SPEC §4 "Download flow", §7 ucMemberDownload,
 * download/getUserDownloadInfo, web/buy/get_download_count, guest file
 * addresses; §8 photo_detail_5, photo_group_12; issue 20: the `size` of a
 * download and GET /api/download/options). Thin: the rules live in
 * services/downloads.ts. Member data answers carry Cache-Control: no-store.
 */
import { createReadStream } from "node:fs";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import contentDisposition from "content-disposition";
import yazl from "yazl";
import { currentMember, ok, requireMember } from "../http/context.js";
import { Envelope, failures } from "../http/schemas.js";
import { GrantSchema } from "../http/staff-schemas.js";
import { ID_PATTERN } from "../services/stores.js";
import { MAX_DOWNLOAD_ITEMS } from "../services/downloads.js";
import { DEFAULT_DOWNLOAD_SIZE, DOWNLOAD_SIZES } from "../../../common/commerce.js";
import { LICENCE_TYPES, RELEASE_STATES } from "../../../common/licence.js";

const Id = Type.String({ pattern: ID_PATTERN, maxLength: 64 });
/** A download size (issue 20): small | medium | original, default original. */
export const SizeParam = Type.Union(DOWNLOAD_SIZES.map((s) => Type.Literal(s)));
const Ids = Type.String({ maxLength: 64 * MAX_DOWNLOAD_ITEMS });
const Licence = Type.Object({
  type: Type.Union(LICENCE_TYPES.map((s) => Type.Literal(s))),
  restrictionsZh: Type.String(),
  restrictionsEn: Type.String(),
  modelRelease: Type.Union(RELEASE_STATES.map((s) => Type.Literal(s))),
  propertyRelease: Type.Union(RELEASE_STATES.map((s) => Type.Literal(s))),
  creditLine: Type.String(),
  licenceUrl: Type.String(),
});
const Options = Type.Object({
  sizes: Type.Array(
    Type.Object({
      size: SizeParam,
      width: Type.Integer(),
      height: Type.Integer(),
      bytes: Type.Integer(),
      exact: Type.Boolean(),
      cost: Type.Integer(),
      unitCost: Type.Integer(),
    }),
  ),
  licences: Type.Array(Type.Object({ relationId: Type.String(), title: Type.String(), licence: Licence })),
  residueCount: Type.Integer(),
});
/** The comma-separated ids of a query, trimmed, empty ones dropped. */
const idsOf = (q: string | undefined) => (q ?? "").split(",").map((s) => s.trim()).filter(Boolean);
const Cost = Type.Object({ residueCount: Type.Integer(), beyondCount: Type.Integer(), freeCount: Type.Integer(), paidCount: Type.Integer() });
const DownloadBody = Type.Object({
  data: Type.Array(Type.Object({ relationId: Id, storyId: Type.Optional(Id) }), { minItems: 1, maxItems: MAX_DOWNLOAD_ITEMS }),
  size: Type.Optional(SizeParam),
});
const DownloadAnswer = Envelope(
  Type.Object({
    url: Type.String(),
    data: Type.Array(Type.Record(Type.String(), Type.Unknown())),
    spent: Type.Integer(),
    residueCount: Type.Integer(),
    size: SizeParam,
  }),
);

/** A file name safe on every system: the photo's title, else its id, with the original's extension. */
function fileName(title: string, fallback: string, ext: string): string {
  const base = title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, " ").replace(/\s+/g, " ").trim().slice(0, 120) || fallback;
  return `${base}${ext}`;
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const { downloads } = app.services;

  /**
   * GET /api/ucMemberDownload/getUcMemberDownloadCost?relationIds=a,b&size=
   * — member; what downloading those photos at `size` (issue 20; default
   * original) would cost: `{ residueCount, beyondCount, freeCount,
   * paidCount }` (paidCount in photos of quota; a photo paid for before at
   * that size or larger counts as free). Without ids, the quota alone.
   * Errors: access_denied (401), invalid_param (422), offline (404),
   * photo_detail_5 (422). SPEC §7.
   */
  app.get(
    "/ucMemberDownload/getUcMemberDownloadCost",
    {
      schema: {
        tags: ["downloads"],
        summary: "Quota left and what a download would cost",
        querystring: Type.Object({ relationIds: Type.Optional(Ids), size: Type.Optional(SizeParam) }),
        response: { 200: Envelope(Cost), ...failures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await downloads.cost(member, idsOf(req.query.relationIds), req.query.size ?? DEFAULT_DOWNLOAD_SIZE));
    },
  );

  /**
   * GET /api/download/options?relationIds=a,b — member (issue 20): what the
   * download dialog shows before anything is spent, `DownloadOptionsDto`:
   * each size with the px of the first photo, the bytes of all the files
   * (exact, or estimated: `exact` false), its cost to this member now and
   * its unit cost; each photo's licence in the reader's language; the quota
   * left. Errors: access_denied (401), invalid_param (422: no id, too many,
   * unknown), offline (404), photo_detail_5 (422).
   */
  app.get(
    "/download/options",
    {
      schema: {
        tags: ["downloads"],
        summary: "Sizes, costs and licences of a download",
        querystring: Type.Object({ relationIds: Ids }),
        response: { 200: Envelope(Options), ...failures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await downloads.options(member, idsOf(req.query.relationIds), req.lang));
    },
  );

  const downloadRoutes = [
    ["/ucMemberDownload/downloadImgs", false],
    ["/ucMemberDownload/downloadSelfImgs", true],
    ["/guest/get_download_img_group", false],
    ["/guest/get_download_submit_img_group", true],
  ] as const;
  for (const [url, self] of downloadRoutes) {
    /**
     * POST /api/ucMemberDownload/downloadImgs (quota) and downloadSelfImgs
     * (contributors, nature 1, no quota), and their group forms, the long
     * calls guest/get_download_img_group and get_download_submit_img_group
     * (SPEC §9: 1,800,000 ms client time-out; the zip itself is streamed
     * when the reader navigates to the answered url) — member; body
     * `{ data: [{ relationId, storyId? }], size? }` (1 to 200 photos; size
     * small | medium | original, default original: issue 20). Spends the
     * grants and quota for the photos not paid for before at that size, in
     * one transaction, and answers `{ url, data: [download record, SPEC §3],
     * spent, residueCount, size }`; `url` is the signed address (settings'
     * downloadLinkMinutes, this member only) of the photo at that size, or
     * of the zip for several. Errors: access_denied (401),
     * forbidden (403: downloadSelfImgs for nature ≠ 1), photo_group_12
     * (409: quota short, nothing spent), photo_detail_5 (422),
     * invalid_param (422), not_found / offline (404). SPEC §4, §6, §7.
     */
    app.post(
      url,
      {
        schema: {
          tags: ["downloads"],
          summary: self ? "Download own photos (contributors, no quota)" : "Download photos against the quota",
          body: DownloadBody,
          response: { 200: DownloadAnswer, ...failures },
        },
      },
      async (req, reply) => {
        const member = await requireMember(req);
        const result = await downloads.download(member, req.body.data.map((d) => d.relationId), self, { lang: req.lang }, req.body.size ?? DEFAULT_DOWNLOAD_SIZE);
        reply.header("Cache-Control", "no-store");
        return ok(reply, result);
      },
    );
  }

  /**
   * GET /api/download/getUserDownloadInfo — member:
   * `{ residueCount, beyondCount, downloadCount, ucMemberClassType }`.
   * Errors: access_denied (401). SPEC §7.
   */
  app.get(
    "/download/getUserDownloadInfo",
    {
      schema: {
        tags: ["downloads"],
        summary: "The member's quota and download count",
        response: {
          200: Envelope(Type.Object({ residueCount: Type.Integer(), beyondCount: Type.Integer(), downloadCount: Type.Integer(), ucMemberClassType: Type.Integer() })),
          ...failures,
        },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await downloads.info(member));
    },
  );

  /**
   * GET /api/download/grants — member: the member's download grants by staff
   * (issue 19 "Entitlements"), `GrantDto[]`, the active ones first.
   * Errors: access_denied (401).
   */
  app.get(
    "/download/grants",
    { schema: { tags: ["downloads"], summary: "The member's download grants", response: { 200: Envelope(Type.Array(GrantSchema)), ...failures } } },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await downloads.grants(member));
    },
  );

  /**
   * GET /api/web/buy/get_download_count — member: `{ count }`, the photos
   * the member has downloaded. Errors: access_denied (401). SPEC §7 legacy.
   */
  app.get(
    "/web/buy/get_download_count",
    { schema: { tags: ["downloads"], summary: "Photos downloaded", response: { 200: Envelope(Type.Object({ count: Type.Integer() })), ...failures } } },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, { count: await downloads.downloadCount(member) });
    },
  );

  /**
   * GET /api/guest/download_file?token= — one photo at the address's size
   * (the original with the licence's XMP, or a small / medium file:
   * media/sized.ts), for the member the signed address was made for, until
   * it expires (settings' downloadLinkMinutes). Sent as an attachment named
   * after the photo's title in the language the reader downloaded in (RFC
   * 6266, UTF-8 filename*). Errors: access_denied (401), forbidden (403:
   * bad, expired or another member's address), not_found (404).
   */
  app.get(
    "/guest/download_file",
    { schema: { tags: ["downloads"], summary: "A downloaded photo's file (signed address)", querystring: Type.Object({ token: Type.String({ maxLength: 20000 }) }) } },
    async (req, reply) => {
      const grant = downloads.verify(req.query.token, await currentMember(req));
      const [file] = await downloads.files(grant);
      const title = grant.lang === "en" ? file.s.titleEn || file.s.titleZh : file.s.titleZh || file.s.titleEn;
      reply.header("Cache-Control", "private, no-store");
      reply.header("Content-Disposition", contentDisposition(fileName(title, file.r.relationId, file.ext)));
      reply.type(file.mime);
      return reply.send(createReadStream(file.path));
    },
  );

  /**
   * GET /api/guest/download_zip?token= — reached by navigation: the
   * files of a group download at the address's size as one zip (stored, not recompressed:
   * photos do not shrink), streamed by yazl so memory does not grow with
   * the zip's size. Entries are numbered and named after the photos'
   * titles. Same address rules and errors as download_file.
   */
  app.get(
    "/guest/download_zip",
    { schema: { tags: ["downloads"], summary: "A group download's zip (signed address)", querystring: Type.Object({ token: Type.String({ maxLength: 20000 }) }) } },
    async (req, reply) => {
      const grant = downloads.verify(req.query.token, await currentMember(req));
      const files = await downloads.files(grant);
      const zip = new yazl.ZipFile();
      files.forEach((f, i) => {
        const title = grant.lang === "en" ? f.r.descriptionEn || f.s.titleEn : f.r.descriptionZh || f.s.titleZh;
        const name = `${String(i + 1).padStart(3, "0")} ${fileName(title.slice(0, 60), f.r.relationId, f.ext)}`;
        zip.addFile(f.path, name, { compress: false });
      });
      zip.end();
      const first = files[0];
      const zipTitle = grant.lang === "en" ? first.s.titleEn || first.s.titleZh : first.s.titleZh || first.s.titleEn;
      reply.header("Cache-Control", "private, no-store");
      reply.header("Content-Disposition", contentDisposition(fileName(zipTitle, first.s.pcId, ".zip")));
      reply.type("application/zip");
      return reply.send(zip.outputStream);
    },
  );
};

export default routes;

