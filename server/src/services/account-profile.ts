/**
 * A member's account as the member keeps it (SPEC §7 "Guest and account",
 * user/*, web/guest/*; SPEC §5 rules; DESIGN §7): the member lookups, the
 * per-account attempt limits, profile, certificate and bank details, the
 * password change (ends the other sessions), the email change, the avatar
 * and member classes. AccountProfile is the base of AccountService
 * (accounts.ts), which adds registration, login and verification codes over
 * the same lookups and limits. DTOs come from adapters/member.ts.
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
  checkEmail,
  checkMobile,
  isMobile,
  message,
  validateBank,
  validateCertificate,
  validatePasswordChange,
  validateProfile,
  type BankValues,
  type CertificateValues,
  type PasswordChangeValues,
  type ProfileValues,
  type Violation,
} from "../../../common/validate.js";
import type { Db } from "../db/client.js";
import { authAttempt, session, ucMember, ucMemberDetail, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import type { MemberService } from "./members.js";
import { hashPassword, verifyPassword } from "./password.js";
import type { RegionService } from "./regions.js";
import type { VerificationService } from "./verification.js";
import { AVATAR_MAX_BYTES } from "../../../common/account.js";

/** Failed login-like attempts allowed per account in LOGIN_WINDOW_MS before refusing with too_many_requests. */
export const LOGIN_MAX_FAILURES = 5;
/** The attempt key of a member's login failures: the account, not the identifier typed. */
export const loginKey = (memberId: number) => `member:${memberId}`;
/** First key of the advisory lock that serialises the attempts of one key (takeAttempt; the second is the key's hash). */
const ATTEMPT_LOCK_CLASS = 7_431_019;
/** Window of the per-account login limit (15 minutes). */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Largest avatar upload in bytes (common/account.ts). */
export { AVATAR_MAX_BYTES };
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

export function assertValid(lang: Lang, violations: Violation[]): void {
  if (violations.length) throw invalid(lang, violations);
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

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

/** The lookups, attempt limits and the member's own data of AccountService (see the module comment). */
export class AccountProfile {
  constructor(
    protected readonly db: Db,
    protected readonly members: MemberService,
    protected readonly codes: VerificationService,
    protected readonly regions: RegionService,
    protected readonly dataDir: string,
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

  /** The member with this mobile number or email (lower-cased), or null. */
  protected async byMobileOrEmail(account: string): Promise<UcMember | null> {
    const a = account.trim();
    const where = isMobile(a) ? eq(ucMember.mobile, a) : eq(ucMember.email, a.toLowerCase());
    const [row] = await this.db.select().from(ucMember).where(where).limit(1);
    return row ?? null;
  }

  // -------------------------------------------------------------------------
  // per-account attempt limits (DESIGN §7)

  /**
   * Takes one attempt of `scope` for `key` BEFORE the slow check it guards
   * (the scrypt password check), atomically across processes (issue 19): in
   * one transaction holding a PostgreSQL advisory lock of the key (shared by
   * every server process on the database; the embedded database runs one
   * transaction at a time), the attempts of the window are counted and, when
   * fewer than LOGIN_MAX_FAILURES, this one is recorded. Of any number of
   * parallel attempts on one key, at most LOGIN_MAX_FAILURES go on to the
   * check. The recorded row is the attempt's failure unless clearFailures
   * follows a success; a refused attempt records nothing, so the lock ends
   * LOGIN_WINDOW_MS after the last checked failure.
   * @throws too_many_requests (429) when `key` already has LOGIN_MAX_FAILURES attempts of `scope` in the window
   */
  async takeAttempt(scope: string, key: string): Promise<void> {
    const k = key.trim().toLowerCase();
    const now = this.now();
    const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
    const taken = await this.db.transaction(async (tx) => {
      // two int4 keys: a space of its own, apart from the one-bigint start-up and publish locks
      await tx.execute(sql`select pg_advisory_xact_lock(${ATTEMPT_LOCK_CLASS}, hashtext(${`${scope}:${k}`}))`);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(authAttempt)
        .where(and(eq(authAttempt.scope, scope), eq(authAttempt.key, k), gt(authAttempt.at, since)));
      if (n >= LOGIN_MAX_FAILURES) return false;
      await tx.insert(authAttempt).values({ scope, key: k, at: now });
      return true;
    });
    if (!taken) throw new ApiError("too_many_requests");
  }

  /** Forgets the failures of `key` (after a success). */
  async clearFailures(scope: string, key: string): Promise<void> {
    await this.db.delete(authAttempt).where(and(eq(authAttempt.scope, scope), eq(authAttempt.key, key.trim().toLowerCase())));
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
    // the attempt is taken (counted) before the check, atomically: services/account-profile.ts takeAttempt
    await this.takeAttempt("password", member.code);
    if (!(await verifyPassword(input.oldPassword, member.passwordHash))) {
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
