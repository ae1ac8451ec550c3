/** Multipart uploads of the account area (avatars, DESIGN §7): one file, size-limited, never a 500. */
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AVATAR_MAX_BYTES } from "../../../common/account.js";
import type { FormEntry } from "../../../common/integrity.js";
import { ApiError } from "./errors.js";
import { assertFormIntegrity, fileEntry } from "./integrity.js";

/**
 * Reads the single `file` part of a multipart avatar upload into memory (≤ AVATAR_MAX_BYTES);
 * a sealed form must hold just that part, as signed (http/integrity.ts assertFormIntegrity).
 * @throws invalid_param (415 not multipart; 422 malformed or no `file` part), F_EXCEED_SIZE (413),
 *   forbidden (403, X-Pw-Form-Digest integrity_signature)
 */
export async function readAvatarUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new ApiError("invalid_param", [{ field: "file", rule: "contentType" }]);
  let part;
  try {
    part = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  } catch {
    throw new ApiError("invalid_param", [{ field: "file", rule: "multipart" }]);
  }
  if (!part || part.fieldname !== "file") throw new ApiError("invalid_param", [{ field: "file", rule: "required" }]);
  try {
    const buf = await part.toBuffer();
    if (part.file.truncated) throw new ApiError("F_EXCEED_SIZE");
    if (req.envelope?.formDigest) assertFormIntegrity(req, [fileEntry(part.fieldname, buf)]);
    return buf;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new ApiError("F_EXCEED_SIZE");
    throw new ApiError("invalid_param", [{ field: "file", rule: "multipart" }]);
  }
}

/** Registers @fastify/multipart in a route plugin's scope (one file of at most AVATAR_MAX_BYTES). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  }
}

/** A multipart upload's one file (field `file`) and its text fields. */
export interface FormUpload {
  /** the file's bytes and its name as uploaded, or null when no `file` part came */
  file: { data: Buffer; filename: string } | null;
  /** the text fields (each at most 1000 characters) */
  fields: Record<string, string>;
}

/**
 * Reads a multipart form of one file in the field `file` (at most
 * `maxBytes`) and text fields, in any order (chat images: SPEC §5 "one
 * file at a time"). Fields longer than 1000 characters are refused.
 * @throws invalid_param (415 not multipart; 422 malformed, a file in
 *   another field, too many fields, a field too long), Q_EXCEED_NUM_LIMIT
 *   (422, more than one file), F_EXCEED_SIZE (413, over `maxBytes`), forbidden (403,
 *   X-Pw-Form-Digest integrity_signature: a sealed form whose parts differ from the signed digest)
 */
export async function readFormUpload(req: FastifyRequest, maxBytes: number): Promise<FormUpload> {
  if (!req.isMultipart()) throw new ApiError("invalid_param", [{ field: "file", rule: "contentType" }]);
  const fields: Record<string, string> = {};
  let file: FormUpload["file"] = null;
  // the parts in order, for a sealed form's digest (http/integrity.ts); not hashed for a form that is not sealed
  const entries: FormEntry[] = [];
  const sealed = !!req.envelope?.formDigest;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 11 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") {
          part.file.resume();
          throw new ApiError("invalid_param", [{ field: part.fieldname, rule: "unexpectedFile" }]);
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw new ApiError("F_EXCEED_SIZE");
        file = { data, filename: part.filename ?? "" };
        if (sealed) entries.push(fileEntry(part.fieldname, data));
      } else {
        if (part.valueTruncated) throw new ApiError("invalid_param", [{ field: part.fieldname, rule: "maxLength" }]);
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value ?? "");
        entries.push([part.fieldname, fields[part.fieldname]]);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw new ApiError("F_EXCEED_SIZE");
    if (code === "FST_FILES_LIMIT") throw new ApiError("Q_EXCEED_NUM_LIMIT", [{ field: "file", rule: "maxItems" }]);
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw new ApiError("invalid_param", [{ field: "body", rule: "maxItems" }]);
    throw new ApiError("invalid_param", [{ field: "file", rule: "multipart" }]);
  }
  assertFormIntegrity(req, entries);
  return { file, fields };
}
