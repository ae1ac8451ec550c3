/**
 * The agency's staff work (issue 19 items 1, 3, 4, 5): contributor
 * applications, photographer approvals and name claims, members (quota,
 * grants, the agent and editor roles) and takedowns. The review queue is
 * services/review.ts. Every action here is one call of the staff console
 * (routes/staff.ts) or one command (`photowire withdraw|restore|editor|
 * contributor …`, cli.ts), and writes one audit line (services/audit.ts) in
 * the transaction that makes the change.
 *
 * Takedown: a story withdrawn goes offline (SPEC §8 code offline): its pages
 * and JSON in every edition and both variants are deleted, the home pages
 * and portfolios rewritten (the Publisher port), search leaves it (only
 * online stories are searched) and its originals no longer download
 * (services/downloads.ts items: offline); the members' purchase and
 * download records stay. Restoring publishes it again and reindexes it.
 */
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { PHOTOGRAPHER_STATUS } from "../../../common/photographer.js";
import {
  CONTRIBUTOR_STATUS,
  GRANT_DAYS_MAX,
  GRANT_LABEL_MAX,
  GRANT_QUOTA_MAX,
  type AuditEntryDto,
  type ContributorStatus,
  type StaffMemberDto,
  type StaffPageDto,
  type StaffPhotographerDto,
  type StaffStoryDto,
} from "../../../common/staff.js";
import { AGENT_ROLE } from "../../../common/chat/contract.js";
import type { Db } from "../db/client.js";
import { downloadGrant, photographer, relation, story, ucMember, type Photographer, type Story, type UcMember } from "../db/schema.js";
import { ApiError } from "../http/errors.js";
import { credits } from "../adapters/portfolio.js";
import { firstEdition, storyUrls } from "../adapters/story.js";
import type { Publisher } from "../ports.js";
import { audit, auditPage, type Actor } from "./audit.js";
import { grantsOf } from "./grants.js";
import type { PhotographerService } from "./photographers.js";
import { publishStory } from "./stories/publishing.js";
import { reasonOf } from "./review.js";

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);

/** `%…%` for ILIKE, with the pattern characters of `q` escaped. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface StaffOptions {
  /** the renderer (ports.ts): takedown and restore */
  publisher: Publisher;
  photographers: PhotographerService;
  now?: () => Date;
}

export class StaffService {
  constructor(
    private readonly db: Db,
    private readonly opts: StaffOptions,
  ) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /** A page of the audit log, newest first (read-only: services/audit.ts). */
  auditLog(page: number, rows: number): Promise<StaffPageDto<AuditEntryDto>> {
    return auditPage(this.db, page, rows);
  }

  // ------------------------------------------------------------------ members

  /**
   * Members by code, name, email or mobile (contains, case-insensitive), or
   * the contributor applications waiting (`applied`), newest first.
   */
  async members(q: string, applied: boolean, page: number, rows: number): Promise<StaffPageDto<StaffMemberDto>> {
    const conds: (SQL | undefined)[] = [];
    const t = q.trim();
    if (t) conds.push(or(ilike(ucMember.code, contains(t)), ilike(ucMember.name, contains(t)), ilike(ucMember.email, contains(t)), ilike(ucMember.mobile, contains(t))));
    if (applied) conds.push(and(eq(ucMember.nature, 1), eq(ucMember.contributorStatus, CONTRIBUTOR_STATUS.APPLIED)));
    const where = and(...conds);
    const [list, [total]] = await Promise.all([
      this.db.select().from(ucMember).where(where).orderBy(desc(ucMember.id)).limit(rows).offset((page - 1) * rows),
      this.db.select({ n: count() }).from(ucMember).where(where),
    ]);
    return { total_count: total?.n ?? 0, page_data: await Promise.all(list.map((m) => this.memberDto(m))) };
  }

  /** One member as the console shows them. @throws not_found (404) */
  async member(code: string): Promise<StaffMemberDto> {
    return this.memberDto(await this.memberRow(code));
  }

  /**
   * Approves or rejects a contributor's application. Approving lets the
   * editors approve their submissions; rejecting keeps everything they
   * submit unpublished.
   * @throws not_found (404), invalid_param (422: not a contributor, rule nature)
   */
  async setContributor(actor: Actor, code: string, approve: boolean): Promise<StaffMemberDto> {
    const m = await this.memberRow(code);
    if (m.nature !== 1) throw invalid("code", "nature");
    const status = approve ? CONTRIBUTOR_STATUS.APPROVED : CONTRIBUTOR_STATUS.REJECTED;
    await this.db.transaction(async (tx) => {
      await tx.update(ucMember).set({ contributorStatus: status }).where(eq(ucMember.id, m.id));
      await audit(tx, actor, approve ? "contributor.approve" : "contributor.reject", m.code, { from: m.contributorStatus });
    });
    return this.member(m.code);
  }

  /**
   * Adds (or, negative, takes) download quota; never below 0.
   * @throws not_found (404), invalid_param (422: delta 0 or beyond ±GRANT_QUOTA_MAX)
   */
  async changeQuota(actor: Actor, code: string, delta: number): Promise<StaffMemberDto> {
    if (!Number.isInteger(delta) || delta === 0 || Math.abs(delta) > GRANT_QUOTA_MAX) throw invalid("delta", "range");
    const m = await this.memberRow(code);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(ucMember)
        .set({ downloadQuota: sql`GREATEST(0, ${ucMember.downloadQuota} + ${delta})` })
        .where(eq(ucMember.id, m.id))
        .returning({ q: ucMember.downloadQuota });
      await audit(tx, actor, "member.quota", m.code, { delta, before: m.downloadQuota, after: row?.q });
    });
    return this.member(m.code);
  }

  /**
   * Gives a member free downloads (an organisation's access): `quota`
   * photos, `days` from now, or both (whichever ends first).
   * @throws not_found (404), invalid_param (422: label 1–GRANT_LABEL_MAX,
   *   quota 1–GRANT_QUOTA_MAX, days 1–GRANT_DAYS_MAX, neither given: rule required)
   */
  async addGrant(actor: Actor, code: string, input: { label: string; quota?: number; days?: number }): Promise<StaffMemberDto> {
    const label = input.label.trim();
    if (!label) throw invalid("label", "required");
    if (label.length > GRANT_LABEL_MAX) throw invalid("label", "maxLength");
    if (input.quota === undefined && input.days === undefined) throw invalid("quota", "required");
    if (input.quota !== undefined && (!Number.isInteger(input.quota) || input.quota < 1 || input.quota > GRANT_QUOTA_MAX)) throw invalid("quota", "range");
    if (input.days !== undefined && (!Number.isInteger(input.days) || input.days < 1 || input.days > GRANT_DAYS_MAX)) throw invalid("days", "range");
    const m = await this.memberRow(code);
    const now = this.now();
    const validUntil = input.days !== undefined ? new Date(now.getTime() + input.days * 86_400_000) : null;
    await this.db.transaction(async (tx) => {
      const [g] = await tx
        .insert(downloadGrant)
        .values({ memberId: m.id, label, remaining: input.quota ?? null, total: input.quota ?? null, validFrom: now, validUntil, grantedBy: actor.id })
        .returning({ id: downloadGrant.id });
      await audit(tx, actor, "member.grant", m.code, { grant: g.id, label, quota: input.quota ?? null, validUntil: validUntil?.toISOString() ?? null });
    });
    return this.member(m.code);
  }

  /**
   * Revokes a grant (kept, marked revoked).
   * @throws not_found (404: no such grant, or revoked already)
   */
  async revokeGrant(actor: Actor, id: number): Promise<StaffMemberDto> {
    const [row] = await this.db
      .select({ g: downloadGrant, code: ucMember.code })
      .from(downloadGrant)
      .innerJoin(ucMember, eq(ucMember.id, downloadGrant.memberId))
      .where(eq(downloadGrant.id, id));
    if (!row || row.g.revokedAt) throw new ApiError("not_found");
    await this.db.transaction(async (tx) => {
      await tx.update(downloadGrant).set({ revokedAt: this.now() }).where(eq(downloadGrant.id, id));
      await audit(tx, actor, "member.grant_revoke", row.code, { grant: id, label: row.g.label });
    });
    return this.member(row.code);
  }

  /**
   * Gives or takes the agent and editor roles (separate roles). An editor
   * cannot take their own editor role (the console would lock them out).
   * @throws not_found (404), invalid_param (422: rule self; nothing to change: rule required)
   */
  async setRoles(actor: Actor, code: string, roles: { agent?: boolean; editor?: boolean }): Promise<StaffMemberDto> {
    if (roles.agent === undefined && roles.editor === undefined) throw invalid("roles", "required");
    const m = await this.memberRow(code);
    if (roles.editor === false && m.id === actor.id) throw invalid("editor", "self");
    const set: Partial<Pick<UcMember, "role" | "editor">> = {};
    if (roles.agent !== undefined) set.role = roles.agent ? AGENT_ROLE : "member";
    if (roles.editor !== undefined) set.editor = roles.editor;
    await this.db.transaction(async (tx) => {
      await tx.update(ucMember).set(set).where(eq(ucMember.id, m.id));
      await audit(tx, actor, "member.role", m.code, { ...roles });
    });
    return this.member(m.code);
  }

  /** @throws not_found (404) */
  private async memberRow(code: string): Promise<UcMember> {
    const [m] = await this.db.select().from(ucMember).where(eq(ucMember.code, code)).limit(1);
    if (!m) throw new ApiError("not_found");
    return m;
  }

  private async memberDto(m: UcMember): Promise<StaffMemberDto> {
    return {
      code: m.code,
      name: m.name,
      email: m.email,
      nature: m.nature,
      contributorStatus: m.contributorStatus as ContributorStatus,
      agent: m.role === AGENT_ROLE,
      editor: m.editor,
      downloadQuota: m.downloadQuota,
      grants: await grantsOf(this.db, m.id, this.now()),
      createdAt: m.createdAt.toISOString(),
    };
  }

  // ------------------------------------------------------------ photographers

  /** Registered photographer profiles by status (default: pending), newest first. */
  async photographerList(status: number, page: number, rows: number): Promise<StaffPageDto<StaffPhotographerDto>> {
    const where = eq(photographer.status, status);
    const [list, [total]] = await Promise.all([
      this.db
        .select({ p: photographer, code: ucMember.code })
        .from(photographer)
        .leftJoin(ucMember, eq(ucMember.id, photographer.memberId))
        .where(and(where, sql`${photographer.memberId} is not null`))
        .orderBy(desc(photographer.updatedAt), desc(photographer.id))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(photographer).where(and(where, sql`${photographer.memberId} is not null`)),
    ]);
    return { total_count: total?.n ?? 0, page_data: await Promise.all(list.map((r) => this.photographerDto(r.p, r.code))) };
  }

  /**
   * Approves or rejects a registered profile (and with it any claim on the
   * photos already credited to its name): PhotographerService's review,
   * audited.
   * @throws not_found (404: no such profile, or one no member registered)
   */
  async setPhotographer(actor: Actor, id: number, approve: boolean): Promise<StaffPhotographerDto> {
    const [row] = await this.db
      .select({ p: photographer, code: ucMember.code })
      .from(photographer)
      .innerJoin(ucMember, eq(ucMember.id, photographer.memberId))
      .where(eq(photographer.id, id));
    if (!row) throw new ApiError("not_found");
    const status = approve ? PHOTOGRAPHER_STATUS.APPROVED : PHOTOGRAPHER_STATUS.REJECTED;
    const claimed = await this.claimedPhotos(row.p);
    await this.opts.photographers.setStatusOfMember(row.code, status);
    await audit(this.db, actor, approve ? "photographer.approve" : "photographer.reject", row.code, { photographer: id, name: row.p.name, claimedPhotos: claimed });
    const [p] = await this.db.select().from(photographer).where(eq(photographer.id, id));
    return this.photographerDto(p, row.code);
  }

  /**
   * Approves or rejects the profile a member registered (`photowire
   * photographer <code> approve|reject`), as setPhotographer.
   * @throws not_found (404: no such member, or no profile)
   */
  async setPhotographerOfMember(actor: Actor, code: string, approve: boolean): Promise<StaffPhotographerDto> {
    const own = await this.opts.photographers.ofMember((await this.memberRow(code)).id);
    if (!own) throw new ApiError("not_found");
    return this.setPhotographer(actor, own.id, approve);
  }

  /** Photos credited to a profile in stories its member did not contribute (the claim an editor resolves). */
  private async claimedPhotos(p: Photographer): Promise<number> {
    const [r] = await this.db
      .select({ n: count() })
      .from(relation)
      .innerJoin(story, eq(story.pcId, relation.pcId))
      .where(and(credits(p.id), sql`${story.contributorId} is distinct from ${p.memberId}`));
    return r?.n ?? 0;
  }

  private async photographerDto(p: Photographer, memberCode: string | null): Promise<StaffPhotographerDto> {
    return {
      id: p.id,
      name: p.name,
      nameZh: p.nameZh,
      memberCode,
      status: p.status,
      claimedPhotos: await this.claimedPhotos(p),
      createdAt: p.createdAt.toISOString(),
    };
  }

  // ------------------------------------------------------------------ stories

  /** Stories by pcId (exact) or title words (contains), optionally only the withdrawn ones, newest first. */
  async stories(q: string, withdrawn: boolean, page: number, rows: number): Promise<StaffPageDto<StaffStoryDto>> {
    const t = q.trim();
    const where = and(
      t ? or(eq(story.pcId, t), ilike(story.titleZh, contains(t)), ilike(story.titleEn, contains(t))) : undefined,
      withdrawn ? sql`${story.withdrawn} is not null` : undefined,
    );
    const [list, [total]] = await Promise.all([
      this.db.select().from(story).where(where).orderBy(desc(story.publishTime), desc(story.pcId)).limit(rows).offset((page - 1) * rows),
      this.db.select({ n: count() }).from(story).where(where),
    ]);
    return { total_count: total?.n ?? 0, page_data: list.map(storyDto) };
  }

  /**
   * Takes a story down (see the module comment).
   * @throws api_3 (404: no such story), invalid_param (422: reason), review_state (409: already withdrawn)
   */
  async withdraw(actor: Actor, pcId: string, reason: string): Promise<StaffStoryDto> {
    const why = reasonOf(reason);
    const s = await this.storyRow(pcId);
    if (s.withdrawn) throw new ApiError("review_state");
    const withdrawn = { at: this.now().toISOString(), by: actor.code, reason: why };
    // the pages first (the port sets it offline): a failure leaves nothing recorded, and trying again is safe
    await this.opts.publisher.unpublishStory(pcId);
    await this.db.transaction(async (tx) => {
      await tx.update(story).set({ withdrawn }).where(eq(story.pcId, pcId));
      await audit(tx, actor, "story.withdraw", pcId, { reason: why, title: s.titleZh || s.titleEn });
    });
    return storyDto(await this.storyRow(pcId));
  }

  /**
   * Brings a withdrawn story back: online, its pages, the home pages and
   * portfolios, its search entries.
   * @throws api_3 (404), review_state (409: not withdrawn)
   */
  async restore(actor: Actor, pcId: string): Promise<StaffStoryDto> {
    const s = await this.storyRow(pcId);
    if (!s.withdrawn) throw new ApiError("review_state");
    await publishStory(this.db, pcId, this.opts.publisher);
    await this.db.transaction(async (tx) => {
      await tx.update(story).set({ withdrawn: null }).where(eq(story.pcId, pcId));
      await audit(tx, actor, "story.restore", pcId, { title: s.titleZh || s.titleEn });
    });
    return storyDto(await this.storyRow(pcId));
  }

  /** @throws api_3 (404) */
  private async storyRow(pcId: string): Promise<Story> {
    const [s] = await this.db.select().from(story).where(eq(story.pcId, pcId));
    if (!s) throw new ApiError("api_3");
    return s;
  }
}

/** Story row → StaffStoryDto. */
function storyDto(s: Story): StaffStoryDto {
  const w = s.withdrawn as { at: string; by: string; reason: string } | null;
  return {
    pcId: s.pcId,
    title: s.titleZh || s.titleEn,
    type: s.type,
    htmlUrl: storyUrls(s, firstEdition(s)).htmlUrl,
    status: s.status,
    publishTime: s.publishTime.toISOString(),
    withdrawn: w ? { at: w.at, by: w.by, reason: w.reason } : null,
  };
}
