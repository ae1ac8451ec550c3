/**
 * The logging plugin (issue 8, ASVS 7.1; docs/server.md "Operations"): pino's
 * options of the app (level, redaction of secrets, request URLs without their
 * query values) and a line with its code for every 4xx and 5xx API answer.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * pino logging of the app: false (tests), true (info), or options; the CLI
 * passes `{ level: LOG_LEVEL }` (default info). Secrets are redacted either
 * way (see LOG_REDACT).
 */
export type LoggerSetting = boolean | { level?: string; stream?: { write(line: string): void } };

/**
 * What logs never carry (issue 8, ASVS 7.1): cookies, authorization, tokens,
 * passwords and their hashes, verification codes, ID and account numbers —
 * in headers, bodies or error details. Request URLs are logged without
 * their query values (a code can travel in a query string).
 */
const LOG_REDACT = {
  paths: [
    "req.headers.cookie",
    "req.headers.authorization",
    'res.headers["set-cookie"]',
    "*.password",
    "*.passwordHash",
    "*.password_hash",
    "*.token",
    "*.captcha",
    "*.code_hash",
    "*.idCard",
    "*.certNumber",
    "*.accountNumber",
  ],
  censor: "[redacted]",
};

/** A URL with each query value replaced by "…" (the keys stay, for reading logs). */
function urlForLog(url: string): string {
  const i = url.indexOf("?");
  if (i < 0) return url;
  const keys = url
    .slice(i + 1)
    .split("&")
    .map((p) => p.split("=")[0])
    .filter(Boolean);
  return `${url.slice(0, i)}?${keys.map((k) => `${k}=…`).join("&")}`;
}

/**
 * pino options of the app (level, redaction, request serializer) or false;
 * the CLI's own logger of the lines before the app exists (production) uses the same.
 */
export function loggerOptions(logger: LoggerSetting | undefined) {
  if (!logger) return false;
  const o = logger === true ? {} : logger;
  return {
    level: o.level ?? "info",
    ...(o.stream ? { stream: o.stream } : {}),
    redact: LOG_REDACT,
    serializers: {
      req: (req: { method: string; url: string; ip?: string; socket?: { remoteAddress?: string } }) => ({
        method: req.method,
        url: urlForLog(req.url),
        remoteAddress: req.ip ?? req.socket?.remoteAddress,
      }),
    },
  };
}

/** Every 4xx and 5xx API answer is logged with its envelope code (info for 4xx, warn for 503, error for 500). */
async function logging(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (req, reply, payload) => {
    if (reply.statusCode < 400 || !req.url.startsWith("/api/")) return payload;
    let code = "";
    if (typeof payload === "string" && payload.startsWith("{")) {
      try {
        code = String((JSON.parse(payload) as { code?: unknown }).code ?? "");
      } catch {
        /* not JSON */
      }
    }
    const level = reply.statusCode >= 500 ? (reply.statusCode === 503 ? "warn" : "error") : "info";
    req.log[level]({ statusCode: reply.statusCode, code }, "request failed");
    return payload;
  });
}

/** The logging plugin (see logging): not encapsulated (fastify-plugin). */
export const loggingPlugin = fp(logging, { name: "photowire-logging", fastify: "5.x" });
