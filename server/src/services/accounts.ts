/**
 * Member accounts (SPEC §7 "Guest and account", "User and download" user/*,
 * "Legacy web paths" web/guest/*; SPEC §5 rules enforced with the messages
 * of common/validate.ts; DESIGN §7 security rules): registration by
 * mobile or email with a verification code, the forgotten-password reset,
 * the nature-checked login and the verification codes, in AccountService;
 * the member lookups, per-account attempt limits, profile, certificate and
 * bank details, password and email change, avatar and member classes are its
 * base class AccountProfile (account-profile.ts), whose names this module
 * re-exports. DTOs come from adapters/member.ts.
 */
import type { Member } from "../../../common/types.js";
import { CONTRIBUTOR_STATUS } from "../../../common/staff.js";
import { toMemberDto } from "../adapters/member.js";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  checkCode,
  checkEmail,
  checkMobile,
  isEmail,
  isMobile,
  validateRegister,
  validateReset,
  type RegisterValues,
  type ResetValues,
  type Violation,
} from "../../../common/validate.js";
import type { Db } from "../db/client.js";
import { ucMember, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { AccountProfile, assertValid, invalid, loginKey, type RequestContext } from "./account-profile.js";
import { MemberService } from "./members.js";
import { loadOAuthConfig, OAuthService } from "./oauth.js";
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from "./password.js";
import { RegionService } from "./regions.js";
import { transportFromEnv, VerificationService, type Channel, type LogFn, type Purpose } from "./verification.js";

export {
  AccountProfile,
  AVATAR_FILE_RE,
  AVATAR_MAX_BYTES,
  AVATAR_SIZE,
  AVATAR_TYPES,
  AVATAR_URL_PREFIX,
  invalid,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MS,
  MEMBER_CLASSES,
  type ModifyInput,
  type RequestContext,
} from "./account-profile.js";

/** Registration body (POST guest/register). */
export interface RegisterInput extends RegisterValues {
  /** 1 = contributor, 2 = individual member (default 2) */
  nature?: number;
}

/**
 * The member accounts: registration, login, verification codes and the
 * password reset, over AccountProfile's lookups, limits and the member's own
 * data (constructor: db, members, codes, regions, dataDir, now).
 */
export class AccountService extends AccountProfile {
  /** check_usercode_register: whether a member code is taken. @throws invalid_param for a malformed code */
  async isCodeRegistered(code: string, ctx: RequestContext): Promise<boolean> {
    assertValid(ctx.lang, [checkCode("code", code)].filter((v): v is Violation => !!v));
    return this.members.isMemberCode(code);
  }

  /**
   * checkCodeForMobileOrEmail: whether a mobile number or email is used by a member.
   * @throws invalid_param when the account is neither a mobile number nor an email
   */
  async mobileOrEmailExists(account: string, ctx: RequestContext): Promise<{ exists: boolean; type: "mobile" | "email" }> {
    const a = account.trim();
    if (!isMobile(a) && !isEmail(a)) throw invalid(ctx.lang, [{ field: "account", key: "v_mobile_or_email" }]);
    return { exists: (await this.byMobileOrEmail(a)) !== null, type: isMobile(a) ? "mobile" : "email" };
  }

  /**
   * Checks an account (code, mobile or email) and password with the
   * per-account limit (one count per member, whatever identifier); the same login_failed for an unknown account and a
   * wrong password (equal time too).
   * @throws too_many_requests (429), login_failed (401)
   */
  async checkCredentials(account: string, password: string): Promise<UcMember> {
    const row = await this.findByAccount(account);
    // one lock per account, whichever identifier (code, mobile, email) was typed; an unknown identifier counts on its own
    const key = row ? loginKey(row.id) : account;
    // counted before the slow check, atomically across processes (issue 19): a failure's row is the attempt's own
    await this.takeAttempt("login", key);
    const ok = await verifyPassword(password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!row || !ok) throw new ApiError("login_failed");
    await this.clearFailures("login", key);
    return row;
  }

  /**
   * changeNatureLogin: logs in only when the account has the chosen nature
   * (1 = contributor tab, 2 = individual member tab).
   * @returns the member and a fresh token
   * @throws login_failed (401), too_many_requests (429), nature_mismatch (403, extra
   *   `home`: the member's own center) when the credentials are right but the nature is not
   */
  async changeNatureLogin(account: string, password: string, nature: number, remember = false): Promise<{ member: Member; token: string }> {
    const row = await this.checkCredentials(account, password);
    const isContributor = row.nature === 1;
    if (isContributor !== (nature === 1)) {
      throw new ApiError("nature_mismatch", undefined, { home: centerHome(row.nature) });
    }
    const token = await this.members.openSession(row.id, remember);
    return { member: toMemberDto(row), token };
  }

  // -------------------------------------------------------------------------
  // verification codes

  /**
   * send_valification_code / send_email_valification_code.
   * - register: the mobile/email must not be registered yet (account_exists, 409)
   * - reset: answered alike whether or not the account exists; only an existing one gets a code
   * - modify: needs a member; the mobile/email must not belong to another member; the code is tied to the member
   * @throws invalid_param (bad mobile/email), access_denied, account_exists, code_too_frequent (429, retryAfter), too_many_requests
   */
  async sendCode(
    channel: Channel,
    to: string,
    purpose: Purpose,
    ctx: RequestContext & { member?: UcMember | null },
  ): Promise<{ resendIn: number; expiresIn: number }> {
    const v = channel === "sms" ? checkMobile("mobile", to) : checkEmail("email", to);
    if (v) throw invalid(ctx.lang, [v]);
    const target = to.trim();
    const owner = await this.byMobileOrEmail(target);
    const input = { channel, to: target, purpose, lang: ctx.lang, ip: ctx.ip };
    if (purpose === "register") {
      if (owner) throw new ApiError("account_exists", [{ field: channel === "sms" ? "mobile" : "email", rule: "exists" }]);
      return this.codes.send(input);
    }
    if (purpose === "reset") {
      // the same send, caps and answer (and checkCodeExists) for an unknown account; only nothing is delivered
      return this.codes.send({ ...input, deliver: owner !== null });
    }
    if (!ctx.member) throw new ApiError("access_denied");
    if (owner && owner.id !== ctx.member.id) {
      throw new ApiError("account_exists", [{ field: channel === "sms" ? "mobile" : "email", rule: "exists" }]);
    }
    return this.codes.send({ ...input, memberId: ctx.member.id });
  }

  /**
   * check_is_captcha, web/guest/check_valification_code, checkEmailValidCode:
   * checks a code without using it up (the form's next step uses it).
   * @throws invalid_param (blank), captcha_invalid, captcha_expired (422)
   */
  async checkCode(to: string, purpose: Purpose, captcha: string, ctx: RequestContext & { member?: UcMember | null }): Promise<void> {
    if (!captcha.trim()) throw invalid(ctx.lang, [{ field: "captcha", key: "v_captcha_empty" }]);
    await this.codes.check({ to, purpose, code: captcha, memberId: ctx.member?.id ?? null, consume: false });
  }

  // -------------------------------------------------------------------------
  // registration and reset

  /**
   * register: creates a member (nature 2 unless 1 is asked for; a nature-1
   * account starts as an application, contributorStatus 0, issue 19) after
   * checking the verification code sent to the mobile or email.
   * @returns the new member's row
   * @throws invalid_param (SPEC §5 rules), account_exists (409), usercode_exists (409),
   *   captcha_invalid / captcha_expired (422)
   */
  async register(input: RegisterInput, ctx: RequestContext): Promise<UcMember> {
    const violations = validateRegister(input);
    if (input.nature !== undefined && input.nature !== 1 && input.nature !== 2) violations.push({ field: "nature", key: "invalid_param" });
    assertValid(ctx.lang, violations);
    const target = (input.type === "mobile" ? input.mobile! : input.email!).trim();
    if (await this.byMobileOrEmail(target)) {
      throw new ApiError("account_exists", [{ field: input.type, rule: "exists" }]);
    }
    const code = input.code?.trim() || (await this.freeCode());
    if (input.code && (await this.members.isMemberCode(code))) throw new ApiError("usercode_exists", [{ field: "code", rule: "exists" }]);
    await this.codes.check({ to: target, purpose: "register", code: input.captcha });
    const name = input.name?.trim() || (input.type === "mobile" ? target.slice(0, 3) + "****" + target.slice(-4) : target.split("@")[0]);
    try {
      return await this.members.create({
        code,
        name,
        mobile: input.type === "mobile" ? target : null,
        email: input.type === "email" ? target.toLowerCase() : null,
        nature: input.nature ?? 2,
        // a self-registered contributor is an application that staff approve (issue 19): they may upload and
        // submit at once, but nothing they submit is published until then (services/review.ts)
        contributorStatus: input.nature === 1 ? CONTRIBUTOR_STATUS.APPLIED : CONTRIBUTOR_STATUS.APPROVED,
        password: input.password,
      });
    } catch (err) {
      // the unique member code was taken between the check and the insert
      if (String((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) === "23505") {
        throw new ApiError("usercode_exists", [{ field: "code", rule: "exists" }]);
      }
      throw err;
    }
  }

  /** A free generated member code: "pw" and 8 random base-36 characters. */
  private async freeCode(): Promise<string> {
    for (;;) {
      const code = `pw${randomBytes(6).toString("base64url").replace(/[-_]/g, "").slice(0, 8).toLowerCase()}`;
      if (code.length >= 6 && !(await this.members.isMemberCode(code))) return code;
    }
  }

  /**
   * login_forget_reset_password and web/guest/reset_psw: sets a new password
   * with a code sent to the member's mobile or email (purpose reset), and
   * ends every session of the member; returns the member id (its sockets are then disconnected).
   * @throws invalid_param, captcha_invalid / captcha_expired (422)
   */
  async resetPassword(input: ResetValues, ctx: RequestContext): Promise<number> {
    assertValid(ctx.lang, validateReset(input));
    const account = input.account.trim();
    await this.codes.check({ to: account, purpose: "reset", code: input.captcha });
    const member = await this.byMobileOrEmail(account);
    if (!member) throw new ApiError("captcha_invalid", [{ field: "captcha", rule: "invalid" }]);
    await this.db.update(ucMember).set({ passwordHash: await hashPassword(input.password) }).where(eq(ucMember.id, member.id));
    await this.members.logoutAll(member.id);
    await this.clearFailures("login", loginKey(member.id));
    return member.id;
  }

}

/** A member's own center home page by nature (SPEC §2, §6). */
export function centerHome(nature: number): string {
  return `/public_resource/public/html/${nature === 1 ? "uc1" : "uc2"}-index.html`;
}

let regionsSingleton: RegionService | null = null;

/** The account area's part of the service container. */
export interface AccountServices {
  accounts: AccountService;
  verification: VerificationService;
  regions: RegionService;
  oauth: OAuthService;
}

/**
 * The services of the account area for the service container
 * (services/index.ts): accounts, verification codes (transport from
 * SMTP_URL / MAIL_FROM, else DATA_DIR/outbox), regions (loaded once per
 * process) and third-party accounts (OAUTH_* variables, PUBLIC_URL).
 * @param config.production true: the outbox's log line leaves the code out
 * @param log the transport's log lines (default plain `[photowire]` lines on stdout)
 */
export function createAccountServices(
  db: Db,
  config: { storageDir: string; sessionTtlMs: number; production?: boolean },
  env: NodeJS.ProcessEnv = process.env,
  log?: LogFn,
): AccountServices {
  const members = new MemberService(db, config.sessionTtlMs);
  const verification = new VerificationService(db, transportFromEnv(env, config.storageDir, log, { logCode: !config.production }));
  regionsSingleton ??= new RegionService();
  const oauth = new OAuthService(db, loadOAuthConfig(env));
  const accounts = new AccountService(db, members, verification, regionsSingleton, config.storageDir);
  return { accounts, verification, regions: regionsSingleton, oauth };
}
