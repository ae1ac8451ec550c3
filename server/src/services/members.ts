/**
 * Members and sessions (SPEC §3 Member, §4 Login state, §7 guest/login,
 * getLoginUcMember, logout; DESIGN §3.1 sessions, §7 security rules).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { ApiError } from "../http/errors.js";
import { memberRecord, session, ucMember, type UcMember } from "../db/schema.js";
import { seedDemoPacks } from "./packs.js";
import { hashPassword } from "./password.js";

export { DEFAULT_AVATAR } from "../adapters/member.js";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** A session without "remember me" lasts this long, in ms (12 hours; issue 8, ASVS 3.3). */
export const SHORT_SESSION_MS = 12 * 3600 * 1000;
/** A session unused for this long ends, whatever its lifetime, in ms (7 days). */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
/** The last use of a session is written at most this often, in ms. */
const SEEN_EVERY_MS = 5 * 60 * 1000;
/** A login hand-off's session lasts this long at most, in ms (1 hour; issue 22: short-lived, then the partner page asks again). */
export const HANDOFF_TTL_MS = 3600 * 1000;

export class MemberService {
  /**
   * @param sessionTtlMs lifetime of a "remember me" session (config: 30 days)
   * @param now the clock (tests)
   */
  constructor(
    private readonly db: Db,
    private readonly sessionTtlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Creates a session for a member; returns the token. It lasts
   * `sessionTtlMs` (30 days) with `remember`, else SHORT_SESSION_MS (12 h),
   * and ends after SESSION_IDLE_MS (7 days) without use either way.
   */
  async openSession(memberId: number, remember = false): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    const now = this.now();
    await this.db.insert(session).values({
      tokenHash: sha256(token),
      memberId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt: new Date(now + (remember ? this.sessionTtlMs : Math.min(SHORT_SESSION_MS, this.sessionTtlMs))),
    });
    return token;
  }

  /**
   * The member behind a token, or null when the token is unknown, expired or
   * idle too long, or is a login hand-off's (handOff) and `origin` is not the
   * origin it was handed to; marks the session used.
   * @param origin the request's Origin header (a hand-off's token counts only with its own)
   */
  async memberForToken(token: string | undefined, origin?: string): Promise<UcMember | null> {
    if (!token || token.length > 200) return null;
    const now = this.now();
    const hash = sha256(token);
    const rows = await this.db
      .select({ m: ucMember, seen: session.lastSeenAt, origin: session.origin })
      .from(session)
      .innerJoin(ucMember, eq(session.memberId, ucMember.id))
      .where(and(eq(session.tokenHash, hash), gt(session.expiresAt, new Date(now)), gt(session.lastSeenAt, new Date(now - SESSION_IDLE_MS))))
      .limit(1);
    const row = rows[0];
    if (!row || (row.origin !== null && row.origin !== origin)) return null;
    if (now - row.seen.getTime() > SEEN_EVERY_MS) await this.db.update(session).set({ lastSeenAt: new Date(now) }).where(eq(session.tokenHash, hash));
    return row.m;
  }

  /**
   * A login hand-off (issue 22: members on partner sites without third-party
   * cookies): a new session of the member behind `token` that only requests
   * from `origin` may use (memberForToken), for HANDOFF_TTL_MS (1 hour) or
   * until the session it comes from ends, whichever is first. Ending that
   * session (logout, logoutAll) ends it too; so does its own logout.
   * @param token a login session's token (not a hand-off's: no hand-off of a hand-off)
   * @param origin the partner page's origin ("https://partner.example")
   * @param allowed the origins a login may be handed to (ALLOWED_ORIGINS)
   * @returns the new token and when it expires
   * @throws forbidden (403, rule allowed_origin) when `origin` is not allowed; access_denied (401) when `token` is no live login session
   */
  async handOff(token: string | undefined, origin: string, allowed: readonly string[]): Promise<{ token: string; expiresAt: Date }> {
    if (!allowed.includes(origin)) throw new ApiError("forbidden", [{ field: "origin", rule: "allowed_origin" }]);
    if (!token || token.length > 200) throw new ApiError("access_denied");
    const now = this.now();
    const parentHash = sha256(token);
    const [parent] = await this.db
      .select({ memberId: session.memberId, expiresAt: session.expiresAt })
      .from(session)
      .where(
        and(
          eq(session.tokenHash, parentHash),
          isNull(session.origin),
          gt(session.expiresAt, new Date(now)),
          gt(session.lastSeenAt, new Date(now - SESSION_IDLE_MS)),
        ),
      )
      .limit(1);
    if (!parent) throw new ApiError("access_denied");
    const handed = randomBytes(32).toString("base64url");
    const expiresAt = new Date(Math.min(parent.expiresAt.getTime(), now + HANDOFF_TTL_MS));
    await this.db.insert(session).values({
      tokenHash: sha256(handed),
      memberId: parent.memberId,
      createdAt: new Date(now),
      lastSeenAt: new Date(now),
      expiresAt,
      origin,
      parentHash,
    });
    return { token: handed, expiresAt };
  }

  /** Whether `code` is some member's code, regardless of case (codes are unique that way). */
  async isMemberCode(code: string): Promise<boolean> {
    const rows = await this.db.select({ id: ucMember.id }).from(ucMember).where(sql`lower(${ucMember.code}) = ${code.toLowerCase()}`).limit(1);
    return rows.length > 0;
  }

  /** Ends the session of a token (no-op when unknown). */
  async logout(token: string | undefined): Promise<void> {
    if (token) await this.db.delete(session).where(eq(session.tokenHash, sha256(token)));
  }

  /** Ends every session of a member (password change, DESIGN §7). */
  async logoutAll(memberId: number): Promise<void> {
    await this.db.delete(session).where(eq(session.memberId, memberId));
  }

  /**
   * Creates a member; returns its row. Used by seeding and registration.
   * @param hash how the password is hashed (default hashPassword: scrypt with a new salt)
   */
  async create(input: Omit<typeof ucMember.$inferInsert, "passwordHash"> & { password: string }, hash: (password: string) => Promise<string> = hashPassword): Promise<UcMember> {
    const { password, ...rest } = input;
    const [row] = await this.db
      .insert(ucMember)
      .values({ ...rest, email: rest.email?.toLowerCase() ?? null, passwordHash: await hash(password) })
      .returning();
    return row;
  }
}

const demoHashes = new Map<string, Promise<string>>();
/**
 * The hash of a demo account's password, made once a process: the demo
 * passwords are published (README), so a salt of their own per database
 * protects nothing, while each scrypt costs about 60 ms of CPU and a demo
 * database has 8 accounts (every test app and e2e site seeds them).
 */
function demoPasswordHash(password: string): Promise<string> {
  let h = demoHashes.get(password);
  if (!h) demoHashes.set(password, (h = hashPassword(password)));
  return h;
}

/** Demo accounts seeded into an empty database and printed by `npm start`. */
export const DEMO_ACCOUNTS = [
  {
    code: "demo_contributor",
    password: "Contrib2026",
    name: "李摄影",
    mobile: "13800138001",
    email: "contributor@photowire.test",
    idCard: "110101199003074514",
    nature: 1,
    point: 120,
    ucMemberClassType: 1,
    downloadQuota: 50,
    photographerInfoObj: { bio: "Staff contributor, documentary photography" },
  },
  {
    code: "demo_member",
    password: "Member2026",
    name: "Wang Reader",
    mobile: "13900139002",
    email: "member@photowire.test",
    idCard: null,
    nature: 2,
    point: 30,
    ucMemberClassType: 0,
    /** photos the demo member may download against the quota (issue 9) */
    downloadQuota: 20,
    photographerInfoObj: null,
  },
] as const;

/**
 * Demo customer-service agents (role "agent", issue 10): they open the agent
 * console and its calls. Seeded with the demo accounts; listed in the README.
 */
export const DEMO_AGENTS = [
  { code: "demo_agent", password: "Agent2026", name: "客服小周", mobile: "13700137003", email: "agent@photowire.test", nature: 2, role: "agent" },
  { code: "demo_agent2", password: "Agent2026b", name: "Service Lin", mobile: "13700137004", email: "agent2@photowire.test", nature: 2, role: "agent" },
] as const;

/**
 * Seeds the demo agents of a demo database: when no agent exists yet and
 * the database holds the demo member (an empty database just seeded, or
 * one an earlier version seeded), each DEMO_AGENTS account whose code is
 * free. A database without the demo accounts never gets them.
 * @returns how many were created
 */
export async function seedDemoAgents(db: Db): Promise<number> {
  const [agent] = await db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.role, "agent")).limit(1);
  if (agent) return 0;
  const svc = new MemberService(db, 0);
  if (!(await svc.isMemberCode(DEMO_ACCOUNTS[1].code))) return 0;
  let n = 0;
  for (const a of DEMO_AGENTS) {
    if (await svc.isMemberCode(a.code)) continue;
    await svc.create({ ...a }, demoPasswordHash);
    n++;
  }
  return n;
}

/**
 * Demo editors (the editor role, issue 19): they open the staff console and
 * its calls. Seeded with the demo accounts; listed in the README.
 */
export const DEMO_EDITORS = [
  { code: "demo_editor", password: "Editor2026", name: "编辑小陈", mobile: "13700137005", email: "editor@photowire.test", nature: 2, editor: true },
] as const;

/**
 * Seeds the demo editors of a demo database: when no editor exists yet and
 * the database holds the demo member, each DEMO_EDITORS account whose code
 * is free (as seedDemoAgents).
 * @returns how many were created
 */
export async function seedDemoEditors(db: Db): Promise<number> {
  const [editor] = await db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.editor, true)).limit(1);
  if (editor) return 0;
  const svc = new MemberService(db, 0);
  if (!(await svc.isMemberCode(DEMO_ACCOUNTS[1].code))) return 0;
  let n = 0;
  for (const a of DEMO_EDITORS) {
    if (await svc.isMemberCode(a.code)) continue;
    await svc.create({ ...a }, demoPasswordHash);
    n++;
  }
  return n;
}

/**
 * Gives a member the editor role (`on`) or takes it (`photowire editor
 * <code> on|off`, issue 19); the agent role is separate and unchanged.
 * @returns false when no member has that code (exact code)
 */
export async function setEditorRole(db: Db, code: string, on: boolean): Promise<boolean> {
  const done = await db.update(ucMember).set({ editor: on }).where(eq(ucMember.code, code)).returning({ id: ucMember.id });
  return done.length > 0;
}

/**
 * Gives a member the agent role (`on`) or the plain member role
 * (`photowire agent <code> on|off`, issue 10).
 * @returns false when no member has that code (exact code)
 */
export async function setAgentRole(db: Db, code: string, on: boolean): Promise<boolean> {
  const done = await db.update(ucMember).set({ role: on ? "agent" : "member" }).where(eq(ucMember.code, code)).returning({ id: ucMember.id });
  return done.length > 0;
}

/**
 * Seeds the demo accounts when no member exists, the demo agents and
 * editors (seedDemoAgents, seedDemoEditors) and the demo's download packs
 * (services/packs.ts seedDemoPacks, issue 20); returns how many accounts
 * were created.
 */
export async function seedDemoMembers(db: Db, photographerIdFor?: (code: string) => number | null): Promise<number> {
  const existing = await db.select({ id: ucMember.id }).from(ucMember).limit(1);
  let n = 0;
  if (!existing.length) {
    const svc = new MemberService(db, 0);
    for (const a of DEMO_ACCOUNTS) {
      const m = await svc.create({ ...a, photographerId: photographerIdFor?.(a.code) ?? null }, demoPasswordHash);
      // the opening balance is the first point record, so the records add up to `point`
      await db.insert(memberRecord).values({ memberId: m.id, kind: "point", amount: a.point, title: "record_point_opening" });
    }
    n += DEMO_ACCOUNTS.length;
  }
  n += (await seedDemoAgents(db)) + (await seedDemoEditors(db));
  // the demo's download packs (issue 20), not accounts: not counted
  await seedDemoPacks(db, DEMO_ACCOUNTS[1].code);
  return n;
}
