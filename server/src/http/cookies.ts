/** The session cookie and the request's own origin (DESIGN §3.1 sessions). */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./context.js";

/**
 * Sets the HttpOnly session cookie: path /, SameSite from COOKIE_SAMESITE
 * (lax by default; none, for widgets embedded in another site, needs
 * COOKIE_SECURE=1), Secure with COOKIE_SECURE=1; kept 30 days with
 * "remember me", else a browser-session cookie (the server ends the session
 * after 12 hours anyway).
 */
export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, remember = false): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: app.config.cookieSameSite,
    secure: app.config.cookieSecure,
    ...(remember ? { maxAge: Math.floor(app.config.sessionTtlMs / 1000) } : {}),
  });
}

/** This request's own origin, "http(s)://host" (OAuth redirect_uri when PUBLIC_URL is unset). */
export function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? "localhost"}`;
}
