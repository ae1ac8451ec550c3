/**
 * Members and sessions (SPEC §3 Member, §4 Login state, §7 guest/login,
 * getLoginUcMember, logout; DESIGN §3.1 sessions, §7 security rules).
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { memberRecord, session, ucMember, type UcMember } from "../db/schema.js";
import type { Member } from "../../../widgets/core/session.js";
import { hashPassword } from "./password.js";

/** The default member avatar (SPEC §3), under the public resource folder. */
export const DEFAULT_AVATAR = "/public_resource/public/img/default-avatar.svg";

/** Member as the client sees it (SPEC §3 Member fields): the widgets' own type, one definition for both sides. */
export type MemberDto = Member;

/** Maps a row to the DTO; the password hash never leaves the service. */
export function toMemberDto(m: UcMember): MemberDto {
  return {
    id: m.id,
    name: m.name,
    mobile: m.mobile,
    email: m.email,
    imgUrl: m.imgUrl || DEFAULT_AVATAR,
    idCard: m.idCard,
    code: m.code,
    nature: m.nature,
    photographerId: m.photographerId,
    photographerInfoObj: m.photographerInfoObj ?? null,
    point: m.point,
    ucMemberClass: { type: m.ucMemberClassType },
  };
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export class MemberService {
  constructor(private readonly db: Db, private readonly sessionTtlMs: number) {}

  /** Creates a session for a member; returns the token. */
  async openSession(memberId: number): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(session).values({
      tokenHash: sha256(token),
      memberId,
      expiresAt: new Date(Date.now() + this.sessionTtlMs),
    });
    return token;
  }

  /** The member behind a token, or null when the token is unknown or expired. */
  async memberForToken(token: string | undefined): Promise<UcMember | null> {
    if (!token || token.length > 200) return null;
    const rows = await this.db
      .select({ m: ucMember })
      .from(session)
      .innerJoin(ucMember, eq(session.memberId, ucMember.id))
      .where(and(eq(session.tokenHash, sha256(token)), gt(session.expiresAt, new Date())))
      .limit(1);
    return rows[0]?.m ?? null;
  }

  /** Whether `code` is some member's code. */
  async isMemberCode(code: string): Promise<boolean> {
    const rows = await this.db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.code, code)).limit(1);
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

  /** Creates a member; returns its row. Used by seeding and registration. */
  async create(input: Omit<typeof ucMember.$inferInsert, "passwordHash"> & { password: string }): Promise<UcMember> {
    const { password, ...rest } = input;
    const [row] = await this.db
      .insert(ucMember)
      .values({ ...rest, email: rest.email?.toLowerCase() ?? null, passwordHash: await hashPassword(password) })
      .returning();
    return row;
  }
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
    photographerInfoObj: null,
  },
] as const;

/** Seeds the demo accounts when no member exists; returns how many were created. */
export async function seedDemoMembers(db: Db, photographerIdFor?: (code: string) => number | null): Promise<number> {
  const existing = await db.select({ id: ucMember.id }).from(ucMember).limit(1);
  if (existing.length) return 0;
  const svc = new MemberService(db, 0);
  for (const a of DEMO_ACCOUNTS) {
    const m = await svc.create({ ...a, photographerId: photographerIdFor?.(a.code) ?? null });
    // the opening balance is the first point record, so the records add up to `point`
    await db.insert(memberRecord).values({ memberId: m.id, kind: "point", amount: a.point, title: "record_point_opening" });
  }
  return DEMO_ACCOUNTS.length;
}
