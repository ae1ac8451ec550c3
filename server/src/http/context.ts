/**
 * Per-request context: the caller's language and site headers (SPEC §7
 * "Common": X-Lang, X-Site-Code, X-Site-Id), and the logged-in member.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Lang } from "../locale/index.js";
import type { UcMember } from "../db/schema.js";
import { ApiError } from "./errors.js";

/** Name of the HttpOnly session cookie. */
/** The member row a session resolves to (routes take it from here, not from db/). */
export type { UcMember };

export const SESSION_COOKIE = "pw_session";

declare module "fastify" {
  interface FastifyRequest {
    lang: Lang;
    siteCode: string;
    siteId: number;
    /** memoised lookup, see currentMember */
    memberPromise?: Promise<UcMember | null>;
  }
}

/** Reads X-Lang (zh | en, default zh; also accepts Accept-Language en*). */
export function langOf(req: FastifyRequest): Lang {
  const h = String(req.headers["x-lang"] ?? "").toLowerCase();
  if (h === "en" || h === "zh") return h;
  const al = String(req.headers["accept-language"] ?? "").toLowerCase();
  return al.startsWith("en") ? "en" : "zh";
}

/** The session token from the cookie or an `Authorization: Bearer` header. */
export function tokenOf(req: FastifyRequest): string | undefined {
  const auth = req.headers.authorization;
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim();
  return req.cookies?.[SESSION_COOKIE];
}

/** The logged-in member of this request, or null (looked up once per request). */
export function currentMember(req: FastifyRequest): Promise<UcMember | null> {
  // a login hand-off's token counts only from the origin it was handed to (services/members.ts handOff)
  if (!req.memberPromise) req.memberPromise = req.server.services.members.memberForToken(tokenOf(req), req.headers.origin);
  return req.memberPromise;
}

/** The logged-in member, or ApiError access_denied (401). */
export async function requireMember(req: FastifyRequest): Promise<UcMember> {
  const m = await currentMember(req);
  if (!m) throw new ApiError("access_denied");
  return m;
}

/**
 * The calling editor: every /api/staff call (the staff console, issues 19 and 20).
 * @throws access_denied (401) a guest, forbidden (403) a member without the editor role
 */
export async function requireEditor(req: FastifyRequest): Promise<UcMember> {
  const m = await requireMember(req);
  if (!m.editor) throw new ApiError("forbidden");
  return m;
}

/** The calling editor as the audit log names who acted (services/audit.ts Actor). @throws as requireEditor */
export async function editorActor(req: FastifyRequest): Promise<{ id: number; code: string }> {
  const m = await requireEditor(req);
  return { id: m.id, code: m.code };
}

/** Sends a success envelope `{ code: "success", data }`. */
export function ok<T>(reply: FastifyReply, data?: T, extra?: Record<string, unknown>) {
  return reply.send({ code: "success", ...(data === undefined ? {} : { data }), ...(extra ?? {}) });
}
