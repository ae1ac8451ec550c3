/**
 * Verification codes (SPEC §4 verification-code button, §9 resend 60 s;
 * DESIGN §7): 6 random digits from crypto.randomInt, valid 10 minutes,
 * single-use, tied to the target (mobile or email), the purpose and, for a
 * logged-in change, the member; stored only as a salted HMAC-SHA256; a
 * resend to the same target and purpose within 60 s is refused; a code is
 * burnt after 5 wrong guesses; sends are limited per target and per address
 * an hour. Delivery goes through a `CodeTransport`: the embedded default
 * writes each message to DATA_DIR/outbox/<timestamp>-<to>.json and a line to
 * the server log (with the code in the demo, without it in production);
 * SMTP (nodemailer) carries email when SMTP_URL is configured.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import { t, type Lang } from "../locale/index.js";
import { maskPhone } from "../../../common/format.js";
import type { Db } from "../db/client.js";
import { verificationCode } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { PURPOSES } from "../../../common/account.js";

/** How a code travels: SMS to a mobile number, or email. */
export type Channel = "sms" | "email";
/** What a code is for; a code only works for its purpose (common/account.ts). */
export { PURPOSES };
/**
 * The purposes above (the account calls accept those), and "photographer":
 * a photographer's contact mobile, sent only by web/photographer/send_mobile_code
 * and tied to the member (services/photographers.ts).
 */
export type Purpose = (typeof PURPOSES)[number] | "photographer";

/** Code lifetime in ms (DESIGN §7: within 10 minutes). */
export const CODE_TTL_MS = 10 * 60_000;
/** Resend interval in ms (SPEC §9: 60 s). */
export const RESEND_MS = 60_000;
/** Wrong guesses before a code is burnt. */
export const MAX_ATTEMPTS = 5;
/** Codes sent to one target in an hour. */
export const MAX_PER_TARGET_HOUR = 10;
/** Codes requested from one address in an hour. */
export const MAX_PER_IP_HOUR = 30;

/** One outgoing message. */
export interface OutgoingMessage {
  channel: Channel;
  /** mobile number or email address */
  to: string;
  purpose: Purpose;
  subject: string;
  text: string;
  /** the code itself (the outbox keeps it so a developer or a test can read it) */
  code: string;
  lang: Lang;
}

/** Delivers verification messages. */
export interface CodeTransport {
  /** human-readable name for the log ("outbox", "smtp") */
  readonly name: string;
  send(msg: OutgoingMessage): Promise<void>;
}

/** A log line writer (the server log). */
export type LogFn = (line: string) => void;

export const defaultLog: LogFn = (line) => process.stdout.write(`[photowire] ${line}\n`);

/** How the outbox logs a message. */
export interface OutboxOptions {
  /**
   * true (default, the demo): the log line carries the code, so a newcomer
   * can register without opening the outbox; false (production): the line
   * names the purpose and the masked target only, never the code.
   */
  logCode?: boolean;
}

/**
 * The embedded default transport: each message becomes
 * DATA_DIR/outbox/<timestamp>-<to>.json `{ channel, to, purpose, subject,
 * text, code, lang, createdAt }` and one line in the server log (see OutboxOptions).
 */
export class OutboxTransport implements CodeTransport {
  readonly name = "outbox";
  constructor(
    private readonly dir: string,
    private readonly log: LogFn = defaultLog,
    private readonly now: () => Date = () => new Date(),
    private readonly opts: OutboxOptions = {},
  ) {}

  async send(msg: OutgoingMessage): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const at = this.now();
    const safeTo = msg.to.replace(/[^A-Za-z0-9@._+-]/g, "_");
    const body = JSON.stringify({ ...msg, createdAt: at.toISOString() }, null, 2);
    // <timestamp>-<to>.json; two messages to one address in the same ms get -1, -2 …
    for (let n = 0; ; n++) {
      const file = path.join(this.dir, `${at.getTime()}-${safeTo}${n ? `-${n}` : ""}.json`);
      try {
        writeFileSync(file, body, { flag: "wx" });
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST" || n > 100) throw err;
      }
    }
    const shown = msg.channel === "sms" ? maskPhone(msg.to) || msg.to : msg.to;
    if (this.opts.logCode === false) this.log(`verification code (${msg.purpose}, ${msg.channel}) for ${shown} written to the outbox`);
    else this.log(`verification code (${msg.purpose}, ${msg.channel}) for ${shown}: ${msg.code} [outbox]`);
  }
}

/**
 * Email through SMTP with nodemailer (SMTP_URL, e.g. smtp://user:pass@host:587);
 * SMS goes to the fallback transport (no SMS gateway is configured).
 */
export class SmtpTransport implements CodeTransport {
  readonly name = "smtp";
  private readonly mailer: Transporter;
  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly fallback: CodeTransport,
    private readonly log: LogFn = defaultLog,
  ) {
    this.mailer = nodemailer.createTransport(smtpUrl);
  }

  async send(msg: OutgoingMessage): Promise<void> {
    if (msg.channel !== "email") return this.fallback.send(msg);
    await this.mailer.sendMail({ from: this.from, to: msg.to, subject: msg.subject, text: msg.text });
    this.log(`verification email (${msg.purpose}) sent to ${msg.to} by SMTP`);
  }

  close(): void {
    this.mailer.close();
  }
}

/**
 * The transport for an environment: SMTP for email when SMTP_URL is set
 * (sender MAIL_FROM, default "Photowire <no-reply@photowire.local>"), the
 * outbox for everything else.
 * @param opts the outbox's logging (production: `{ logCode: false }`)
 */
export function transportFromEnv(env: NodeJS.ProcessEnv, dataDir: string, log: LogFn = defaultLog, opts: OutboxOptions = {}): CodeTransport {
  const outbox = new OutboxTransport(path.join(dataDir, "outbox"), log, undefined, opts);
  if (env.SMTP_URL) return new SmtpTransport(env.SMTP_URL, env.MAIL_FROM || "Photowire <no-reply@photowire.local>", outbox, log);
  return outbox;
}

/** Message texts of a code in a language (catalogue keys vc_subject, vc_text_<purpose>). */
export function codeMessage(lang: Lang, purpose: Purpose, code: string): { subject: string; text: string } {
  const minutes = CODE_TTL_MS / 60_000;
  return {
    subject: t(lang, "vc_subject"),
    text: t(lang, `vc_text_${purpose}`, { code, minutes }),
  };
}

function hashCode(code: string, salt: Buffer): string {
  return createHmac("sha256", salt).update(code).digest("base64");
}

function matches(code: string, stored: string): boolean {
  const [saltB64, hashB64] = stored.split("$");
  if (!saltB64 || !hashB64) return false;
  const a = Buffer.from(hashCode(code, Buffer.from(saltB64, "base64")), "base64");
  const b = Buffer.from(hashB64, "base64");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Normalises a target: trimmed; emails lower-cased. */
export function normaliseTarget(channel: Channel, to: string): string {
  const s = to.trim();
  return channel === "email" ? s.toLowerCase() : s;
}

export interface SendInput {
  channel: Channel;
  to: string;
  purpose: Purpose;
  lang: Lang;
  /** the member a "modify"/"bind" code is tied to */
  memberId?: number | null;
  ip?: string;
  /**
   * false: everything a send does (the caps, the 60 s rule, the stored code that
   * checkCodeExists reports) except delivering it, and the stored hash matches no
   * code, so it can never be used. For a reset of an unknown account: the caller
   * must not learn whether the account exists. Default true.
   */
  deliver?: boolean;
}

/** Stored in place of a code's hash when nothing was delivered: it matches no code. */
const UNUSABLE_HASH = "-$-";

export interface CheckInput {
  to: string;
  purpose: Purpose;
  code: string;
  /** a "modify" code only works for the member it was sent to */
  memberId?: number | null;
  /** mark the code used (default true); false only checks it (check_is_captcha) */
  consume?: boolean;
}

export class VerificationService {
  constructor(
    private readonly db: Db,
    public transport: CodeTransport,
    /** the clock (tests inject one) */
    public now: () => Date = () => new Date(),
  ) {}

  /**
   * Creates and sends a code: the one send path, delivered or not (SendInput.deliver).
   * @returns seconds until a resend is allowed (60) and until the code expires (600), the same either way
   * @throws ApiError code_too_frequent (429, extra `retryAfter` seconds) on a resend within 60 s;
   *   too_many_requests (429) past 10 codes a target or 30 an address in an hour
   */
  async send(input: SendInput): Promise<{ resendIn: number; expiresIn: number }> {
    const now = this.now();
    const target = normaliseTarget(input.channel, input.to);
    const [last] = await this.db
      .select({ createdAt: verificationCode.createdAt })
      .from(verificationCode)
      .where(and(eq(verificationCode.target, target), eq(verificationCode.purpose, input.purpose)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    if (last) {
      const wait = last.createdAt.getTime() + RESEND_MS - now.getTime();
      if (wait > 0) throw new ApiError("code_too_frequent", undefined, { retryAfter: Math.ceil(wait / 1000) });
    }
    const hourAgo = new Date(now.getTime() - 3600_000);
    const [{ n: perTarget }] = await this.db
      .select({ n: count() })
      .from(verificationCode)
      .where(and(eq(verificationCode.target, target), gt(verificationCode.createdAt, hourAgo)));
    if (perTarget >= MAX_PER_TARGET_HOUR) throw new ApiError("too_many_requests");
    if (input.ip) {
      const [{ n: perIp }] = await this.db
        .select({ n: count() })
        .from(verificationCode)
        .where(and(eq(verificationCode.ip, input.ip), gt(verificationCode.createdAt, hourAgo)));
      if (perIp >= MAX_PER_IP_HOUR) throw new ApiError("too_many_requests");
    }
    const deliver = input.deliver !== false;
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    const salt = randomBytes(16);
    // an earlier unused code for the same target and purpose stops working: only the newest counts
    await this.db
      .update(verificationCode)
      .set({ usedAt: now })
      .where(and(eq(verificationCode.target, target), eq(verificationCode.purpose, input.purpose), isNull(verificationCode.usedAt)));
    await this.db.insert(verificationCode).values({
      channel: input.channel,
      target,
      purpose: input.purpose,
      memberId: input.memberId ?? null,
      codeHash: deliver ? `${salt.toString("base64")}$${hashCode(code, salt)}` : UNUSABLE_HASH,
      ip: input.ip ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    if (deliver) {
      const { subject, text } = codeMessage(input.lang, input.purpose, code);
      await this.transport.send({ channel: input.channel, to: target, purpose: input.purpose, subject, text, code, lang: input.lang });
    }
    return { resendIn: RESEND_MS / 1000, expiresIn: CODE_TTL_MS / 1000 };
  }

  /**
   * Whether a code is waiting for a target and purpose (checkCodeExists):
   * `{ exists, expiresIn, resendIn }` in seconds (0 when none).
   */
  async pending(to: string, channel: Channel, purpose: Purpose): Promise<{ exists: boolean; expiresIn: number; resendIn: number }> {
    const now = this.now().getTime();
    const [last] = await this.db
      .select()
      .from(verificationCode)
      .where(and(eq(verificationCode.target, normaliseTarget(channel, to)), eq(verificationCode.purpose, purpose)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    if (!last) return { exists: false, expiresIn: 0, resendIn: 0 };
    const resendIn = Math.max(0, Math.ceil((last.createdAt.getTime() + RESEND_MS - now) / 1000));
    const live = !last.usedAt && last.expiresAt.getTime() > now;
    return { exists: live, expiresIn: live ? Math.ceil((last.expiresAt.getTime() - now) / 1000) : 0, resendIn };
  }

  /**
   * Checks a code for a target and purpose; by default marks it used.
   * @throws ApiError captcha_expired (422) when the newest code has expired;
   *   captcha_invalid (422) when no code was sent, it was used or burnt, it
   *   belongs to another member, or the digits are wrong (5 wrong guesses burn it)
   */
  async check(input: CheckInput): Promise<void> {
    const now = this.now();
    const target = input.to.trim().toLowerCase();
    const [row] = await this.db
      .select()
      .from(verificationCode)
      .where(and(eq(verificationCode.target, target), eq(verificationCode.purpose, input.purpose)))
      .orderBy(desc(verificationCode.createdAt))
      .limit(1);
    const code = input.code.trim();
    if (!row || row.usedAt || row.attempts >= MAX_ATTEMPTS) throw new ApiError("captcha_invalid", [{ field: "captcha", rule: "invalid" }]);
    if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError("captcha_expired", [{ field: "captcha", rule: "expired" }]);
    if (row.memberId != null && row.memberId !== (input.memberId ?? null)) {
      throw new ApiError("captcha_invalid", [{ field: "captcha", rule: "invalid" }]);
    }
    if (!/^\d{6}$/.test(code) || !matches(code, row.codeHash)) {
      await this.db
        .update(verificationCode)
        .set({ attempts: row.attempts + 1 })
        .where(eq(verificationCode.id, row.id));
      throw new ApiError("captcha_invalid", [{ field: "captcha", rule: "invalid" }]);
    }
    if (input.consume !== false) {
      // single use, also under concurrent checks: only one update finds usedAt still null
      const used = await this.db
        .update(verificationCode)
        .set({ usedAt: now })
        .where(and(eq(verificationCode.id, row.id), isNull(verificationCode.usedAt)))
        .returning({ id: verificationCode.id });
      if (!used.length) throw new ApiError("captcha_invalid", [{ field: "captcha", rule: "invalid" }]);
    }
  }
}
