/**
 * Photographers (SPEC §1, §3 Member.photographerId / photographerInfoObj,
 * §6 "Photographer: a member with photographerId; registration, update and
 * status calls", §7 web/photographer/* and guest/photographer/*).
 *
 * - A member registers (web/photographer/register) with a name, an optional
 *   Chinese name, a contact mobile verified by a code (purpose
 *   "photographer", sent by web/photographer/send_mobile_code through the one
 *   send path of services/verification.ts with its limits), an optional email
 *   and an introduction. They get a photographer row (status 0 pending) and
 *   uc_member.photographer_id; an operator approves (status 1) or rejects (2)
 *   with `photowire photographer <member code> approve|reject`.
 * - Renaming an approved profile sends it back to review (pending).
 * - A "node" (guest/photographer/getPhotographerNode) is the photographer's
 *   public profile and the entry to their portfolio: name, status, the
 *   introduction (approved, or to the owner), the portfolio page addresses,
 *   the count and newest photos credited to them in online stories.
 * - Photos are credited by id in relation.photographer ([{ id, name }]);
 *   imports credit by name (services/stories/writer.ts ensurePhotographer), so
 *   a story crediting a registered photographer's exact name lists on their
 *   portfolio.
 * - A contributor who published before registering was credited by name (the
 *   photo's byline, else their member name: services/contribution-publish.ts),
 *   on a row with no member. Registering under that name takes the row over
 *   when it credits nothing but contributions, anyone's (issue 19: a name
 *   used only in other people's bylines does not block its owner); the
 *   profile is then pending like any other, and the editor who reviews it in
 *   the staff console sees how many photos it claims (services/staff.ts)
 *   and approves or rejects the claim. A name the agency's archive credits
 *   (an imported story), or that credits nothing yet, stays taken
 *   (photographer_name_taken).
 * - Status lookup (get_ph_status): subjects of a photographer have the code
 *   `photographer_` + numeric id; the client sends those ids as `phIds`
 *   (comma-separated) and re-keys the answer with the prefix
 *   (widgets/search/search-results.rules.ts photographerStatus).
 *
 * Stays whole (about 410 lines): one profile's life (register, update,
 * review status, node, portfolio reads) over one table, and the rule of who
 * may take a credited name, which register and update share.
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Edition } from "../../../common/edition.js";
import {
  NODE_PHOTOS,
  PHOTOGRAPHER_STATUS,
  portfolioUrl,
  type PhotographerInfo,
  type PhotographerNode,
  type PhotographerValues,
  type PortfolioPhoto,
} from "../../../common/photographer.js";
import { checkMobile, message, validatePhotographer, type Violation } from "../../../common/validate.js";
import type { Lang } from "../locale/index.js";
import type { Db } from "../db/client.js";
import { photographer, relation, story, ucMember, type Photographer, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { credits, creditedIn, portfolioPhotos } from "../adapters/portfolio.js";
import type { VerificationService } from "./verification.js";

/** Ids looked up per call at most (more are ignored). */
export const MAX_PH_IDS = 200;

/** The verification purpose of a photographer's contact mobile. */
export const PHOTOGRAPHER_PURPOSE = "photographer" as const;

/**
 * The numeric ids of a phIds parameter: comma-separated, each 1..9 digits
 * and positive; anything else is ignored (SPEC §7: bad ids are ignored).
 * Duplicates are dropped; at most MAX_PH_IDS are kept.
 */
export function parsePhIds(raw: string | undefined | null): number[] {
  if (!raw) return [];
  const out = new Set<number>();
  for (const part of String(raw).split(",")) {
    const s = part.trim();
    if (!/^\d{1,9}$/.test(s)) continue;
    const n = Number(s);
    if (n > 0) out.add(n);
    if (out.size >= MAX_PH_IDS) break;
  }
  return [...out];
}

/** Numeric ids of the `photographer_<id>` codes among subject codes (others ignored). */
export function photographerIdsOf(subjectCodes: readonly string[]): number[] {
  const ids = new Set<number>();
  for (const c of subjectCodes) {
    const m = /^photographer_(\d{1,9})$/.exec(c);
    if (m && Number(m[1]) > 0) ids.add(Number(m[1]));
  }
  return [...ids];
}

/** The language and address of the caller. */
export interface PhotographerContext {
  lang: Lang;
  ip?: string;
}

function invalid(lang: Lang, violations: Violation[]): ApiError {
  return new ApiError(
    "invalid_param", violations.map((v) => ({ field: v.field, rule: v.key })),
    undefined,
    message(lang, violations[0]),
  );
}

/** Trimmed text, or undefined when absent. */
const trimmed = (s: string | undefined) => (s === undefined ? undefined : s.trim());

/** Called after a profile changes (name, introduction, status): republishes the portfolio pages. */
export type ProfileChanged = (photographerId: number) => Promise<void>;

export class PhotographerService {
  constructor(
    private readonly db: Db,
    private readonly codes?: VerificationService,
    /** set by createServices: publishes the portfolio page (the Publisher port, ports.ts; publish/portfolio.ts) */
    public onChange: ProfileChanged = async () => {},
    /** where a failed republish is reported (default a plain `[photowire]` line on stderr) */
    private readonly warn: (line: string) => void = (line) => process.stderr.write(`[photowire] ${line}\n`),
  ) {}

  /**
   * Status of each known photographer among `ids`.
   * @returns `{ "<id>": status }` (0 pending, 1 approved, 2 rejected: common/photographer.ts); unknown ids are absent; {} for none
   */
  async statuses(ids: number[]): Promise<Record<string, number>> {
    if (!ids.length) return {};
    const rows = await this.db
      .select({ id: photographer.id, status: photographer.status })
      .from(photographer)
      .where(inArray(photographer.id, ids));
    const out: Record<string, number> = {};
    for (const r of rows) out[String(r.id)] = r.status;
    return out;
  }

  /**
   * Republishes the portfolio pages after a change that is already stored: a
   * failure to write them is logged, not answered (the call succeeded; the
   * next publish or change writes them).
   */
  private async republish(id: number): Promise<void> {
    try {
      await this.onChange(id);
    } catch (err) {
      this.warn(`portfolio of photographer ${id} not republished: ${(err as Error)?.message ?? err}`);
    }
  }

  /** The photographer row of an id, or null. */
  async byId(id: number): Promise<Photographer | null> {
    const [row] = await this.db.select().from(photographer).where(eq(photographer.id, id)).limit(1);
    return row ?? null;
  }

  /** The photographer row a member registered, or null. */
  async ofMember(memberId: number): Promise<Photographer | null> {
    const [row] = await this.db.select().from(photographer).where(eq(photographer.memberId, memberId)).limit(1);
    return row ?? null;
  }

  private async codeService(): Promise<VerificationService> {
    if (!this.codes) throw new ApiError("service_unavailable");
    return this.codes;
  }

  /**
   * send_mobile_code: a 6-digit code by SMS to the photographer's contact
   * mobile (purpose "photographer", tied to the member; the one send path
   * and limits of services/verification.ts: 60 s resend, 10 a number and 30
   * an address an hour).
   * @returns `{ resendIn: 60, expiresIn: 600 }` (seconds)
   * @throws invalid_param (422, v_mobile_empty / v_mobile_format), code_too_frequent (429, retryAfter), too_many_requests (429)
   */
  async sendMobileCode(member: UcMember, mobile: string, ctx: PhotographerContext): Promise<{ resendIn: number; expiresIn: number }> {
    const v = checkMobile("mobile", mobile, true);
    if (v) throw invalid(ctx.lang, [v]);
    const codes = await this.codeService();
    return codes.send({ channel: "sms", to: mobile.trim(), purpose: PHOTOGRAPHER_PURPOSE, lang: ctx.lang, ip: ctx.ip, memberId: member.id });
  }

  /**
   * Checks that `name` (any case) is free for `member`, whose own profile is
   * `ownId` (null: none yet). A member without a profile may take over the
   * row with no member of that name when it credits photos of at least one
   * story and every story it credits is one of their own contributions
   * (store contribution, user_code, story_id; see the module comment).
   * @returns that row to take over, or null when the name is free
   * @throws photographer_name_taken (409) when another photographer uses `name`
   */
  private async checkName(member: UcMember, name: string, ownId: number | null): Promise<Photographer | null> {
    const cond = sql`lower(${photographer.name}) = lower(${name})`;
    const [row] = await this.db
      .select()
      .from(photographer)
      .where(ownId == null ? cond : and(cond, ne(photographer.id, ownId)))
      .limit(1);
    if (!row) return null;
    if (ownId == null && row.memberId == null && (await this.claimable(row.id))) return row;
    throw new ApiError("photographer_name_taken", [{ field: "name", rule: "exists" }]);
  }

  /**
   * Whether a row no member owns may be claimed by registering under its
   * name (issue 19 "Credits"): it credits nothing but contributions (stories
   * with a contributor, anyone's bylines). A name the agency's own archive
   * credits (an imported story), or one crediting nothing yet (an import
   * made it), stays taken.
   */
  private async claimable(id: number): Promise<boolean> {
    const rows = await this.db
      .select({ archive: sql<boolean>`bool_or(${story.contributorId} is null)`, n: sql<number>`count(*)::int` })
      .from(relation)
      .innerJoin(story, eq(story.pcId, relation.pcId))
      .where(credits(id));
    // a row crediting nothing is an archive name (an import made it), not a byline
    return (rows[0]?.n ?? 0) > 0 && !rows[0]?.archive;
  }

  /**
   * valid_info: checks the registration fields (SPEC §5 rules:
   * common/validate.ts validatePhotographer), that the name is free, and,
   * when a captcha is given, the code sent to the mobile without using it up.
   * @returns `{ valid: true }`
   * @throws photographer_exists (409, the member already has a profile), invalid_param (422),
   *   photographer_name_taken (409), captcha_invalid / captcha_expired (422)
   */
  async validInfo(member: UcMember, v: PhotographerValues, ctx: PhotographerContext): Promise<{ valid: true }> {
    const own = await this.ofMember(member.id);
    if (!own) {
      const violations = validatePhotographer(v, { needCaptcha: false });
      if (violations.length) throw invalid(ctx.lang, violations);
    } else {
      const violations = validatePhotographer(v, { needCaptcha: false, partial: true });
      if (violations.length) throw invalid(ctx.lang, violations);
    }
    if (v.name !== undefined) await this.checkName(member, v.name.trim(), own?.id ?? null);
    if (v.captcha !== undefined && v.captcha.trim()) {
      const codes = await this.codeService();
      await codes.check({ to: (v.mobile ?? own?.mobile ?? "").trim(), purpose: PHOTOGRAPHER_PURPOSE, code: v.captcha, memberId: member.id, consume: false });
    }
    return { valid: true };
  }

  /**
   * register: makes the member a photographer (status 0 pending review),
   * sets uc_member.photographer_id and photographer_info_obj, and publishes
   * the portfolio page. Under the name their earlier contributions were
   * credited to, the member takes that row over (its photos list on the
   * portfolio; see the module comment).
   * @returns the new profile as a node (owner's view)
   * @throws photographer_exists (409), invalid_param (422), photographer_name_taken (409),
   *   captcha_invalid / captcha_expired (422)
   */
  async register(member: UcMember, v: PhotographerValues, edition: Edition, ctx: PhotographerContext): Promise<PhotographerNode> {
    if (member.photographerId != null || (await this.ofMember(member.id))) {
      throw new ApiError("photographer_exists");
    }
    const violations = validatePhotographer(v, { needCaptcha: true });
    if (violations.length) throw invalid(ctx.lang, violations);
    const name = v.name!.trim();
    const mobile = v.mobile!.trim();
    const claim = await this.checkName(member, name, null);
    const codes = await this.codeService();
    await codes.check({ to: mobile, purpose: PHOTOGRAPHER_PURPOSE, code: v.captcha!, memberId: member.id, consume: true });
    const id = await this.db.transaction(async (tx) => {
      const values = {
        name,
        nameZh: trimmed(v.nameZh) || null,
        status: PHOTOGRAPHER_STATUS.PENDING,
        memberId: member.id,
        mobile,
        email: trimmed(v.email) || null,
        bio: trimmed(v.bio) ?? "",
      };
      const [row] = claim
        ? // taken over only while it still has no member (a concurrent claim finds none and fails below)
          await tx
            .update(photographer)
            .set({ ...values, updatedAt: new Date() })
            .where(and(eq(photographer.id, claim.id), isNull(photographer.memberId)))
            .returning()
        : await tx.insert(photographer).values(values).onConflictDoNothing().returning();
      if (!row) {
        // a concurrent registration: this member's (member_id is unique) or another's with the name
        const [mine] = await tx.select({ id: photographer.id }).from(photographer).where(eq(photographer.memberId, member.id)).limit(1);
        if (mine) throw new ApiError("photographer_exists");
        throw new ApiError("photographer_name_taken", [{ field: "name", rule: "exists" }]);
      }
      await tx.update(ucMember).set({ photographerId: row.id, photographerInfoObj: infoOf(row) }).where(eq(ucMember.id, member.id));
      return row.id;
    }).catch((err: unknown) => {
      if (err instanceof ApiError) throw err;
      // the unique member_id: the same member registered concurrently
      if (/unique|duplicate/i.test(String((err as Error)?.message ?? err))) throw new ApiError("photographer_exists");
      throw err;
    });
    await this.republish(id);
    return this.node(id, edition, member.id);
  }

  /**
   * update: changes the member's own profile; fields absent are kept. A new
   * mobile needs a code sent to it (captcha); a new name of an approved
   * profile sends it back to review. Republishes the portfolio page.
   * @returns the profile as a node (owner's view)
   * @throws photographer_not_found (404, the member has no profile), invalid_param (422),
   *   photographer_name_taken (409), captcha_invalid / captcha_expired (422)
   */
  async update(member: UcMember, v: PhotographerValues, edition: Edition, ctx: PhotographerContext): Promise<PhotographerNode> {
    const own = await this.ofMember(member.id);
    if (!own) throw new ApiError("photographer_not_found");
    const mobile = trimmed(v.mobile);
    const mobileChanged = mobile !== undefined && mobile !== own.mobile;
    const violations = validatePhotographer(v, { needCaptcha: mobileChanged, partial: true });
    if (violations.length) throw invalid(ctx.lang, violations);
    const name = trimmed(v.name);
    const renamed = name !== undefined && name !== own.name;
    if (renamed) await this.checkName(member, name, own.id);
    if (mobileChanged) {
      const codes = await this.codeService();
      await codes.check({ to: mobile, purpose: PHOTOGRAPHER_PURPOSE, code: v.captcha!, memberId: member.id, consume: true });
    }
    const set: Partial<typeof photographer.$inferInsert> = { updatedAt: new Date() };
    if (renamed) set.name = name;
    if (v.nameZh !== undefined) set.nameZh = trimmed(v.nameZh) || null;
    if (mobileChanged) set.mobile = mobile;
    if (v.email !== undefined) set.email = trimmed(v.email) || null;
    if (v.bio !== undefined) set.bio = trimmed(v.bio) ?? "";
    if (renamed && own.status === PHOTOGRAPHER_STATUS.APPROVED) set.status = PHOTOGRAPHER_STATUS.PENDING;
    try {
      await this.db.transaction(async (tx) => {
        const [row] = await tx.update(photographer).set(set).where(eq(photographer.id, own.id)).returning();
        await tx.update(ucMember).set({ photographerInfoObj: infoOf(row) }).where(eq(ucMember.id, member.id));
      });
    } catch (err) {
      if (/unique|duplicate/i.test(String((err as Error)?.message ?? err))) {
        throw new ApiError("photographer_name_taken", [{ field: "name", rule: "exists" }]);
      }
      throw err;
    }
    await this.republish(own.id);
    return this.node(own.id, edition, member.id);
  }

  /**
   * Sets the status of the profile a member registered (the operator
   * command `photowire photographer <code> approve|reject`), refreshes the
   * member's photographer_info_obj and republishes the portfolio page.
   * @returns the profile's id and new status
   * @throws Error when there is no such member or the member has no profile
   */
  async setStatusOfMember(code: string, status: number): Promise<{ id: number; name: string; status: number }> {
    const [m] = await this.db.select().from(ucMember).where(sql`lower(${ucMember.code}) = lower(${code})`).limit(1);
    if (!m) throw new Error(`no member with the code ${code}`);
    const own = await this.ofMember(m.id);
    if (!own) throw new Error(`member ${m.code} has not registered as a photographer`);
    const [row] = await this.db
      .update(photographer)
      .set({ status, updatedAt: new Date() })
      .where(eq(photographer.id, own.id))
      .returning();
    await this.db.update(ucMember).set({ photographerInfoObj: infoOf(row) }).where(eq(ucMember.id, m.id));
    await this.republish(row.id);
    return { id: row.id, name: row.name, status: row.status };
  }

  /**
   * The published photos crediting a photographer (online stories of any
   * site unless `siteCode` is given), newest story first, then in story
   * order; `limit` at most.
   */
  async photos(id: number, edition: Edition, limit: number, siteCode?: string): Promise<{ total: number; photos: PortfolioPhoto[] }> {
    return portfolioPhotos(this.db, id, edition, limit, siteCode);
  }

  /**
   * getPhotographerNode: the public profile and portfolio entry of a
   * photographer. The introduction shows when approved or to its owner;
   * mobile and email only to its owner (`viewerMemberId`).
   * @throws photographer_not_found (404)
   */
  async node(id: number, edition: Edition, viewerMemberId: number | null, siteCode?: string): Promise<PhotographerNode> {
    const row = await this.byId(id);
    if (!row) throw new ApiError("photographer_not_found");
    const owner = viewerMemberId != null && row.memberId === viewerMemberId;
    const { total, photos } = await this.photos(id, edition, NODE_PHOTOS, siteCode);
    const node: PhotographerNode = {
      id: row.id,
      name: row.name,
      nameZh: row.nameZh,
      status: row.status,
      bio: owner || row.status === PHOTOGRAPHER_STATUS.APPROVED ? row.bio : "",
      registered: row.memberId != null,
      portfolioUrl: { zh: portfolioUrl("zh", row.id), en: portfolioUrl("en", row.id) },
      photoCount: total,
      photos,
    };
    if (owner) {
      node.mobile = row.mobile;
      node.email = row.email;
    }
    return node;
  }

  /** Ids of the photographers credited by the relations of a story (to republish their portfolios after it is published). */
  async creditedIn(pcId: string): Promise<number[]> {
    return creditedIn(this.db, pcId);
  }
}

/** The photographer_info_obj snapshot of a row (SPEC §3 Member.photographerInfoObj). */
export function infoOf(row: Photographer): PhotographerInfo {
  return { id: row.id, name: row.name, nameZh: row.nameZh, status: row.status };
}
