/**
 * Member accounts (SPEC §7 "Guest and account", "User and download" user/*,
 * "Legacy web paths" web/guest/*; SPEC §5 rules enforced with the messages
 * of common/validate.ts; DESIGN §7 security rules): registration by
 * mobile or email with a verification code, the forgotten-password reset,
 * profile, certificate and bank details, password change (ends the other
 * sessions), avatar upload, member classes, the nature-checked login, and
 * per-account attempt limits of login-like calls.
 *
 * Stays whole (about 570 lines): one AccountService whose calls share the
 * member lookups, the per-account attempt limits and the verification-code
 * checks; split, the DESIGN §7 rules of one account would be spread over
 * files that each need all three. DTOs come from adapters/member.ts.
 */
import type { Member, MemberDetail } from "../../../common/types.js";
import { toMemberDetailDto, toMemberDto } from "../adapters/member.js";
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, unlinkSync } from "node:fs";
import { writeNewFile } from "./files.js";
import path from "node:path";
import { and, count, eq, gt, ne, or, sql } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { t, type Lang } from "../locale/index.js";
import {
  checkCode,
  checkEmail,
  checkMobile,
  isEmail,
  isMobile,
  message,
  validateBank,
  validateCertificate,
  validatePasswordChange,
  validateProfile,
  validateRegister,
  validateReset,
  type BankValues,
  type CertificateValues,
  type PasswordChangeValues,
  type ProfileValues,
  type RegisterValues,
  type ResetValues,
  type Violation,
} from "../../../common/validate.js";
import type { Db } from "../db/client.js";
import { authAttempt, session, ucMember, ucMemberDetail, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { MemberService } from "./members.js";
import { loadOAuthConfig, OAuthService } from "./oauth.js";
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from "./password.js";
import { RegionService } from "./regions.js";
import { transportFromEnv, VerificationService, type Channel, type LogFn, type Purpose } from "./verification.js";

/** Failed login-like attempts allowed per account in LOGIN_WINDOW_MS before refusing with too_many_requests. */
export const LOGIN_MAX_FAILURES = 5;
/** The attempt key of a member's login failures: the account, not the identifier typed. */
const loginKey = (memberId: number) => `member:${memberId}`;
/** Window of the per-account login limit (15 minutes). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Largest avatar upload in bytes (5242880, as the chat image limit of SPEC §9). */
export const AVATAR_MAX_BYTES = 5_242_880;
/** Avatar side in px after resizing (square, cover). */
export const AVATAR_SIZE = 256;
/** Image types accepted as avatars (sniffed, not trusted from the name). */
export const AVATAR_TYPES = ["jpg", "png", "gif", "webp"] as const;
/** URL prefix the avatars are served under (routes/account/profile.ts). */
export const AVATAR_URL_PREFIX = "/api/guest/avatar/";
/** Name pattern of stored avatar files. */
export const AVATAR_FILE_RE = /^\d+-[a-f0-9]{16}\.webp$/;

/** Member classes (SPEC §3 ucMemberClass.type, §6: type 1 skips the quota shortfall check). */
export const MEMBER_CLASSES = [
  { type: 0, key: "class_0", skipQuotaCheck: false },
  { type: 1, key: "class_1", skipQuotaCheck: true },
] as const;

/** invalid_param (422) carrying every violation as `{ field, rule: key }` and the first one's message. */
export function invalid(lang: Lang, violations: Violation[]): ApiError {
  return new ApiError(
    "invalid_param", violations.map((v) => ({ field: v.field, rule: v.key })),
    undefined,
    message(lang, violations[0]),
  );
}

function assertValid(lang: Lang, violations: Violation[]): void {
  if (violations.length) throw invalid(lang, violations);
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** Registration body (POST guest/register). */
export interface RegisterInput extends RegisterValues {
  /** 1 = contributor, 2 = individual member (default 2) */
  nature?: number;
}

/** Profile body (POST guest/modify_info). */
export interface ModifyInput extends ProfileValues {
  /** which edition's rules apply (zh: name + Chinese address; en: first/last name + country); default zh */
  edition?: "zh" | "en";
  /** a new mobile number; needs mobileCaptcha sent to it with purpose modify */
  mobile?: string;
  mobileCaptcha?: string;
  /** a new email; needs emailCaptcha sent to it with purpose modify */
  email?: string;
  emailCaptcha?: string;
}

export interface RequestContext {
  lang: Lang;
  ip?: string;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly members: MemberService,
    private readonly codes: VerificationService,
    private readonly regions: RegionService,
    private readonly dataDir: string,
    /** the clock (tests inject one) */
    public now: () => Date = () => new Date(),
  ) {}

  // -------------------------------------------------------------------------
  // lookups

  /** The member with this code, mobile or email (case-insensitive email), or null. */
  async findByAccount(account: string): Promise<UcMember | null> {
    const a = account.trim();
    if (!a) return null;
    const [row] = await this.db
      .select()
      .from(ucMember)
      .where(or(sql`lower(${ucMember.code}) = ${a.toLowerCase()}`, eq(ucMember.mobile, a), eq(ucMember.email, a.toLowerCase())))
      .limit(1);
    return row ?? null;
  }

  private async byMobileOrEmail(account: string): Promise<UcMember | null> {
    const a = account.trim();
    const where = isMobile(a) ? eq(ucMember.mobile, a) : eq(ucMember.email, a.toLowerCase());
    const [row] = await this.db.select().from(ucMember).where(where).limit(1);
    return row ?? null;
  }

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

  // -------------------------------------------------------------------------
  // per-account attempt limits (DESIGN §7)

  /** @throws too_many_requests (429) when `key` had LOGIN_MAX_FAILURES failures of `scope` in the window */
  async assertNotThrottled(scope: string, key: string): Promise<void> {
    const since = new Date(this.now().getTime() - LOGIN_WINDOW_MS);
    const [{ n }] = await this.db
      .select({ n: count() })
      .from(authAttempt)
      .where(and(eq(authAttempt.scope, scope), eq(authAttempt.key, key.trim().toLowerCase()), gt(authAttempt.at, since)));
    if (n >= LOGIN_MAX_FAILURES) throw new ApiError("too_many_requests");
  }

  /** Records one failure of `scope` for `key`. */
  async recordFailure(scope: string, key: string): Promise<void> {
    await this.db.insert(authAttempt).values({ scope, key: key.trim().toLowerCase(), at: this.now() });
  }

  /** Forgets the failures of `key` (after a success). */
  async clearFailures(scope: string, key: string): Promise<void> {
    await this.db.delete(authAttempt).where(and(eq(authAttempt.scope, scope), eq(authAttempt.key, key.trim().toLowerCase())));
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
    await this.assertNotThrottled("login", key);
    const ok = await verifyPassword(password, row?.passwordHash ?? (await DUMMY_HASH_PROMISE));
    if (!row || !ok) {
      await this.recordFailure("login", key);
      throw new ApiError("login_failed");
    }
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
   * register: creates a member (nature 2 unless 1 is asked for) after
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

  // -------------------------------------------------------------------------
  // profile, certificate, bank, password, email

  /** The member's details (empty strings for unset fields). */
  async detail(memberId: number): Promise<MemberDetail> {
    const [row] = await this.db.select().from(ucMemberDetail).where(eq(ucMemberDetail.memberId, memberId)).limit(1);
    return toMemberDetailDto(row, (code) => this.regions.nameOf(code));
  }

  private async saveDetail(memberId: number, values: Partial<typeof ucMemberDetail.$inferInsert>): Promise<void> {
    const set = { ...values, updatedAt: this.now() };
    await this.db
      .insert(ucMemberDetail)
      .values({ memberId, ...set })
      .onConflictDoUpdate({ target: ucMemberDetail.memberId, set });
  }

  private async reload(memberId: number): Promise<UcMember> {
    const [row] = await this.db.select().from(ucMember).where(eq(ucMember.id, memberId)).limit(1);
    if (!row) throw new ApiError("access_denied");
    return row;
  }

  /** refresh_user_info: the member (SPEC §3 fields) and their details, fresh from the database. */
  async refresh(memberId: number): Promise<{ member: Member; detail: MemberDetail }> {
    const row = await this.reload(memberId);
    return { member: toMemberDto(row), detail: await this.detail(memberId) };
  }

  /**
   * modify_info: the profile (SPEC §5 text fields; Chinese edition: name
   * and province/city/area/address, checked against the division data;
   * English: first and last name and country). A new mobile or email needs a
   * code sent to it (purpose modify) and must not belong to another member.
   * Changes nothing when any rule fails.
   * @throws invalid_param (422), account_exists (409), captcha_invalid / captcha_expired (422)
   */
  async modifyInfo(member: UcMember, input: ModifyInput, ctx: RequestContext): Promise<{ member: Member; detail: MemberDetail }> {
    const edition = input.edition === "en" ? "en" : "zh";
    const violations = validateProfile(input, edition);
    const mobile = input.mobile?.trim();
    const email = input.email?.trim().toLowerCase();
    const mobileChanged = mobile !== undefined && mobile !== "" && mobile !== member.mobile;
    const emailChanged = email !== undefined && email !== "" && email !== (member.email ?? "");
    if (mobileChanged) violations.push(...[checkMobile("mobile", mobile)].filter((v): v is Violation => !!v));
    if (emailChanged) violations.push(...[checkEmail("email", email)].filter((v): v is Violation => !!v));
    if (mobileChanged && !input.mobileCaptcha?.trim()) violations.push({ field: "mobileCaptcha", key: "v_captcha_empty" });
    if (emailChanged && !input.emailCaptcha?.trim()) violations.push({ field: "emailCaptcha", key: "v_captcha_empty" });
    assertValid(ctx.lang, violations);
    if (edition === "zh" && !this.regions.isValid(input.province!, input.city!, input.area!)) {
      throw invalid(ctx.lang, [{ field: "area", key: "v_region_unknown" }]);
    }
    for (const [changed, value, field] of [
      [mobileChanged, mobile, "mobile"],
      [emailChanged, email, "email"],
    ] as const) {
      if (!changed) continue;
      const owner = await this.byMobileOrEmail(value!);
      if (owner && owner.id !== member.id) throw new ApiError("account_exists", [{ field, rule: "exists" }]);
    }
    // codes are checked (and used up) only once everything else passed
    if (mobileChanged) await this.codes.check({ to: mobile!, purpose: "modify", code: input.mobileCaptcha!, memberId: member.id });
    if (emailChanged) await this.codes.check({ to: email!, purpose: "modify", code: input.emailCaptcha!, memberId: member.id });
    const text = (v: string | undefined) => (v === undefined ? undefined : v.trim() || null);
    const memberSet: Partial<typeof ucMember.$inferInsert> = {};
    if (edition === "zh" && input.name !== undefined) memberSet.name = input.name.trim();
    if (edition === "en") memberSet.name = `${input.firstName!.trim()} ${input.lastName!.trim()}`;
    if (mobileChanged) memberSet.mobile = mobile!;
    if (emailChanged) memberSet.email = email!;
    if (Object.keys(memberSet).length) await this.db.update(ucMember).set(memberSet).where(eq(ucMember.id, member.id));
    await this.saveDetail(member.id, {
      nickname: text(input.nickname),
      firstName: text(input.firstName),
      lastName: text(input.lastName),
      company: text(input.company),
      title: text(input.title),
      country: text(input.country),
      province: edition === "zh" ? input.province!.trim() : text(input.province),
      city: edition === "zh" ? input.city!.trim() : text(input.city),
      area: edition === "zh" ? input.area!.trim() : text(input.area),
      address: text(input.address),
      zipCode: text(input.zipCode),
      contact: text(input.contact),
      remark: text(input.remark),
    });
    return this.refresh(member.id);
  }

  /**
   * user/update_cer: certificate type, number and the name on it; a mainland
   * ID card (SPEC §5 rule) also becomes the member's idCard (SPEC §3).
   * @throws invalid_param (422)
   */
  async updateCertificate(member: UcMember, input: CertificateValues, ctx: RequestContext): Promise<MemberDetail> {
    assertValid(ctx.lang, validateCertificate(input));
    const certNumber = input.certNumber.trim().toUpperCase();
    await this.saveDetail(member.id, { certType: input.certType, certNumber, certName: input.name.trim() });
    if (input.certType === "id_card") await this.db.update(ucMember).set({ idCard: certNumber }).where(eq(ucMember.id, member.id));
    return this.detail(member.id);
  }

  /**
   * user/update_bank: bank, account holder and account number (8–30 digits,
   * spaces dropped). The number is answered masked.
   * @throws invalid_param (422)
   */
  async updateBank(member: UcMember, input: BankValues, ctx: RequestContext): Promise<MemberDetail> {
    assertValid(ctx.lang, validateBank(input));
    await this.saveDetail(member.id, {
      bank: input.bank.trim(),
      accountName: input.accountName.trim(),
      accountNumber: input.accountNumber.replace(/\s+/g, ""),
    });
    return this.detail(member.id);
  }

  /**
   * user/update_password and web/guest/change_psw: checks the current
   * password (per-account limit, scope "password"), sets the new one, and
   * ends every other session of the member (DESIGN §7); the caller's own
   * session (token) stays.
   * @throws invalid_param (422), old_password_wrong (422), too_many_requests (429)
   */
  async updatePassword(member: UcMember, input: PasswordChangeValues, currentToken: string | undefined, ctx: RequestContext): Promise<void> {
    assertValid(ctx.lang, validatePasswordChange(input));
    await this.assertNotThrottled("password", member.code);
    if (!(await verifyPassword(input.oldPassword, member.passwordHash))) {
      await this.recordFailure("password", member.code);
      throw new ApiError("old_password_wrong", [{ field: "oldPassword", rule: "wrong" }]);
    }
    await this.clearFailures("password", member.code);
    await this.db.update(ucMember).set({ passwordHash: await hashPassword(input.password) }).where(eq(ucMember.id, member.id));
    const keep = currentToken ? sha256(currentToken) : "";
    await this.db.delete(session).where(and(eq(session.memberId, member.id), ne(session.tokenHash, keep)));
  }

  /**
   * web/guest/change_email: a new email with a code sent to it (purpose modify, tied to the member).
   * @throws invalid_param, account_exists (409), captcha_invalid / captcha_expired (422)
   */
  async changeEmail(member: UcMember, email: string, captcha: string, ctx: RequestContext): Promise<Member> {
    const e = email.trim().toLowerCase();
    const v = checkEmail("email", e) ?? (captcha.trim() ? null : { field: "captcha", key: "v_captcha_empty" as const });
    if (v) throw invalid(ctx.lang, [v]);
    const owner = await this.byMobileOrEmail(e);
    if (owner && owner.id !== member.id) throw new ApiError("account_exists", [{ field: "email", rule: "exists" }]);
    await this.codes.check({ to: e, purpose: "modify", code: captcha, memberId: member.id });
    await this.db.update(ucMember).set({ email: e }).where(eq(ucMember.id, member.id));
    return toMemberDto(await this.reload(member.id));
  }

  // -------------------------------------------------------------------------
  // avatar

  /**
   * update_titleImg / web/guest/change_titleImg: an avatar image, sniffed
   * for its real type (jpg, png, gif, webp), at most AVATAR_MAX_BYTES,
   * resized to AVATAR_SIZE² webp with sharp and stored under
   * DATA_DIR/uploads/avatars (outside the public folder; served by
   * GET /api/guest/avatar/{file}). The previous avatar file is removed.
   * @returns the new imgUrl
   * @throws F_EXCEED_SIZE (413), Q_TYPE_DENIED (415)
   */
  async setAvatar(member: UcMember, data: Buffer): Promise<string> {
    if (data.length > AVATAR_MAX_BYTES) throw new ApiError("F_EXCEED_SIZE");
    const type = await fileTypeFromBuffer(data);
    if (!type || !(AVATAR_TYPES as readonly string[]).includes(type.ext)) throw new ApiError("Q_TYPE_DENIED");
    let out: Buffer;
    try {
      out = await sharp(data, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      // a corrupt file with a valid signature
      throw new ApiError("Q_TYPE_DENIED");
    }
    const dir = this.avatarDir();
    mkdirSync(dir, { recursive: true });
    const file = `${member.id}-${randomBytes(8).toString("hex")}.webp`;
    await writeNewFile(path.join(dir, file), out);
    const imgUrl = AVATAR_URL_PREFIX + file;
    await this.db.update(ucMember).set({ imgUrl }).where(eq(ucMember.id, member.id));
    const old = member.imgUrl?.startsWith(AVATAR_URL_PREFIX) ? member.imgUrl.slice(AVATAR_URL_PREFIX.length) : null;
    if (old && AVATAR_FILE_RE.test(old)) {
      try {
        unlinkSync(path.join(dir, old));
      } catch {
        /* already gone */
      }
    }
    return imgUrl;
  }

  /** Folder of the stored avatars. */
  avatarDir(): string {
    return path.join(this.dataDir, "uploads", "avatars");
  }

  // -------------------------------------------------------------------------
  // member classes

  /** getByUcMemberClass: a member class by type, with its name in a language. */
  memberClass(type: number, lang: Lang): { type: number; name: string; skipQuotaCheck: boolean } {
    const c = MEMBER_CLASSES.find((x) => x.type === type) ?? MEMBER_CLASSES[0];
    return { type, name: t(lang, c.key), skipQuotaCheck: c.skipQuotaCheck };
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
