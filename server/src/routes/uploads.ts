/**
 * Resumable chunked uploads of contributors (issue 11; SPEC §6 nature 1,
 * §7 "Upload endpoints guest/upload_file and upload_file; chunked upload
 * POSTs with file field 'file', time-out 120000 ms", §8 upload codes, §9).
 * Thin: the rules live in services/uploads.ts.
 *
 * Who may upload: a logged-in contributor (nature 1). The guest variant
 * (`guest/upload_file`) is the same session-bound flow under the path the
 * original widgets call from the member centre, not an anonymous upload: a
 * visitor without a session gets access_denied (401) on both paths (an open
 * guest upload would give anyone private storage on the server, and a
 * draft belongs to a member anyway); another member kind gets forbidden (403).
 */
import { createReadStream } from "node:fs";
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { MD5_RE, UPLOAD_CHUNK_BYTES } from "../../../common/contribution.js";
import { requireMember, ok } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { LIMITS } from "../http/limits.js";
import { Envelope, Failure, failures } from "../http/schemas.js";
import { UploadChunkAnswerSchema } from "../http/upload-schemas.js";
import { readFormUpload, registerMultipart } from "../http/uploads.js";
import type { ChunkInput } from "../services/uploads.js";

/** A non-negative integer field of the multipart form, or ApiError invalid_param. */
function intField(fields: Record<string, string>, name: string, required: boolean): number | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === "") {
    if (required) throw new ApiError("invalid_param", [{ field: name, rule: "required" }]);
    return undefined;
  }
  if (!/^\d{1,16}$/.test(raw.trim())) throw new ApiError("invalid_param", [{ field: name, rule: "integer" }]);
  return Number(raw.trim());
}

/** The chunk call's fields and bytes (see the route's docstring). */
async function readChunk(req: FastifyRequest): Promise<ChunkInput> {
  const { file, fields } = await readFormUpload(req, UPLOAD_CHUNK_BYTES);
  const md5 = (fields.md5 ?? "").trim().toLowerCase();
  if (!MD5_RE.test(md5)) throw new ApiError("invalid_param", [{ field: "md5", rule: md5 ? "pattern" : "required" }]);
  const chunkMd5 = fields.chunkMd5?.trim().toLowerCase() || undefined;
  if (chunkMd5 !== undefined && !MD5_RE.test(chunkMd5)) throw new ApiError("invalid_param", [{ field: "chunkMd5", rule: "pattern" }]);
  const check = fields.check === "1" || fields.check === "true";
  const data = check ? null : (file?.data ?? null);
  return {
    md5,
    fileName: fields.fileName ?? file?.filename ?? "",
    fileSize: intField(fields, "fileSize", true)!,
    chunks: intField(fields, "chunks", true)!,
    chunk: intField(fields, "chunk", !!data),
    chunkMd5,
    data,
  };
}

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const { uploads } = app.services;

  /** The caller, a contributor. @throws access_denied (401), forbidden (403: not nature 1) */
  async function contributor(req: FastifyRequest) {
    const m = await requireMember(req);
    if (m.nature !== 1) throw new ApiError("forbidden");
    return m;
  }

  const chunkRoute = {
    config: { rateLimit: LIMITS.uploadChunk },
    schema: {
      tags: ["uploads"],
      summary: "Send one chunk of a file, or ask which chunks the server has (multipart)",
      consumes: ["multipart/form-data"],
      response: { 200: Envelope(UploadChunkAnswerSchema), ...failures, 415: Failure },
    },
  };

  /**
   * POST /api/upload_file and POST /api/guest/upload_file — multipart/form-data:
   * `md5` (the whole file's MD5, 32 hex), `fileName`, `fileSize` (bytes),
   * `chunks` (ceil(fileSize / 5242880)), `chunk` (0-based index), optional
   * `chunkMd5` (the chunk's MD5, checked), and the chunk's bytes in `file`
   * (5242880 bytes, the last chunk the rest). Without `file` (or with
   * `check=1`) the call only asks what the server holds. A reload or another
   * day resumes from `received` (manifests untouched for 24 hours expire).
   * Answer `UploadChunkAnswerDto` `{ received, complete, relation }`
   * (common/contribution.ts): `relation` (RelationDraftDto, filled from the
   * file's metadata) once the file is assembled and its MD5 checked — at
   * once when this member uploaded the same file before (instant upload).
   * Errors: access_denied (401), forbidden (403: not a contributor),
   * invalid_param (415 not multipart; 422 fields wrong, chunk of the wrong
   * length, chunkMd5 or the assembled MD5 differing — rule `md5`: start the
   * file again), F_EXCEED_SIZE (413: a chunk over 5242880 bytes, a photo
   * over 50 MiB, a video over 2 GiB), Q_TYPE_DENIED (415: not a JPEG, PNG,
   * TIFF, WebP, MP4, WebM or QuickTime file by its content — a renamed
   * executable), F_EXCEED_PIXELS (422: a photo over 120 megapixels, from its
   * header), upload_open_limit (409: a new file while the member has 20
   * unfinished uploads, or 4 GiB of them; issue 19), too_many_requests
   * (429). SPEC §7, §8, §9.
   */
  for (const url of ["/upload_file", "/guest/upload_file"]) {
    app.post(url, chunkRoute, async (req, reply) => {
      const member = await contributor(req);
      const input = await readChunk(req);
      return ok(reply, await uploads.receive(member, input));
    });
  }

  /**
   * GET /api/upload/preview/{relationId} — the owner's private preview of an
   * uploaded photo, or of a video's poster: a JPEG of at most 480 px (UPLOAD_PREVIEW_SIZE), turned
   * upright, `Cache-Control: private, no-store`. Only the member who uploaded
   * it. Errors: access_denied (401), not_found (404: not this member's upload,
   * or one without a preview).
   */
  app.get(
    "/upload/preview/:relationId",
    {
      schema: {
        tags: ["uploads"],
        summary: "The owner's preview of an uploaded photo or video poster (480 px JPEG)",
        params: Type.Object({ relationId: Type.String({ maxLength: 40 }) }),
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      const p = await uploads.preview(member, req.params.relationId);
      reply.header("Cache-Control", "private, no-store");
      reply.header("Content-Disposition", "inline");
      reply.header("X-Content-Type-Options", "nosniff");
      reply.header("Content-Length", String(p.size));
      reply.type("image/jpeg");
      return reply.send(createReadStream(p.abs));
    },
  );
};

export default routes;
