/**
 * Organisation accounts (issue 20 "Organisation members"; common/commerce.ts
 * OrganisationDto). Staff create an organisation with a number of seats and
 * its admin (who takes a seat), add and remove members within the seats,
 * change its name and seats, and grant it downloads (audited
 * organisation.create, organisation.change, organisation.member,
 * organisation.grant). Its members spend one shared quota: the
 * organisation's grants (services/grants.ts; packs its admin buys for it,
 * services/orders.ts) after their own. Its admin sees its members and who
 * downloaded what (download_log rows of the organisation, written by the
 * downloads).
 *
 * Rules: a member holds at most one seat (uc_member.organisation_id); adding
 * beyond the seats is organisation_full (409); the admin is a member of it
 * and cannot be removed (invalid_param field code rule admin); seats never
 * go below the members there are (field seats rule used). Seat changes lock
 * the organisation's row, so two additions at once never take more seats
 * than it has.
 */
import { and, asc, count, desc, eq, inArray, isNull } from "drizzle-orm";
import { ORGANISATION_BOUNDS, type OrgDownloadDto, type OrganisationDto, type OrganisationInput } from "../../../common/commerce.js";
import { GRANT_DAYS_MAX, GRANT_LABEL_MAX, GRANT_QUOTA_MAX } from "../../../common/staff.js";
import type { Db, Tx } from "../db/client.js";
import { downloadGrant, downloadLog, organisation, story, ucMember, type Organisation, type UcMember } from "../db/schema.js";
import { ApiError, type FieldError } from "../http/errors.js";
import type { Lang } from "../locale/index.js";
import { orgDownloadDto, organisationDto } from "../adapters/commerce.js";
import { audit, type Actor } from "./audit.js";
import { orgGrantsOf } from "./grants.js";

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);
const DAY_MS = 86_400_000;

/** The field errors of a name and a number of seats (ORGANISATION_BOUNDS); the name trimmed. */
function checkNameSeats(input: { name?: unknown; seats?: unknown }): { name: string; seats: number; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const name = typeof input.name === "string" ? input.name.trim() : "";
  if (!name) errors.push({ field: "name", rule: "required" });
  else if (name.length > ORGANISATION_BOUNDS.nameMax) errors.push({ field: "name", rule: "maxLength" });
  const seats = input.seats;
  if (typeof seats !== "number" || !Number.isInteger(seats)) errors.push({ field: "seats", rule: "type" });
  else if (seats < ORGANISATION_BOUNDS.seats.min) errors.push({ field: "seats", rule: "minimum" });
  else if (seats > ORGANISATION_BOUNDS.seats.max) errors.push({ field: "seats", rule: "maximum" });
  return { name, seats: seats as number, errors };
}

export class OrganisationService {
  constructor(
    private readonly db: Db,
    private readonly opts: { now?: () => Date } = {},
  ) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  // -------------------------------------------------------------- staff

  /** Every organisation with its members and grants, by name (GET /api/staff/organisations). */
  async list(): Promise<OrganisationDto[]> {
    const rows = await this.db.select().from(organisation).orderBy(asc(organisation.name), asc(organisation.id));
    return Promise.all(rows.map((o) => this.dto(o, true)));
  }

  /** One organisation as staff see it. @throws not_found (404) */
  async get(id: number): Promise<OrganisationDto> {
    return this.dto(await this.orgRow(id), true);
  }

  /**
   * Creates an organisation (POST /api/staff/organisations); its admin takes
   * the first seat. Audited organisation.create.
   * @throws invalid_param (422: name required / maxLength, seats type /
   *   minimum / maximum, adminCode notFound (no such member) or taken (they
   *   hold a seat of an organisation already)); nothing is stored
   */
  async create(actor: Actor, input: OrganisationInput): Promise<OrganisationDto> {
    const { name, seats, errors } = checkNameSeats(input);
    if (errors.length) throw new ApiError("invalid_param", errors);
    const admin = await this.memberByCode(String(input.adminCode ?? ""), "adminCode");
    if (admin.organisationId !== null) throw invalid("adminCode", "taken");
    const id = await this.db.transaction(async (tx) => {
      const [o] = await tx.insert(organisation).values({ name, seats, adminMemberId: admin.id }).returning({ id: organisation.id });
      if (!(await this.seat(tx, admin.id, o.id))) throw invalid("adminCode", "taken");
      await audit(tx, actor, "organisation.create", String(o.id), { name, seats, admin: admin.code });
      return o.id;
    });
    return this.get(id);
  }

  /**
   * Changes an organisation's name and seats (PUT /api/staff/organisations/{id}),
   * audited organisation.change with what changed.
   * @throws not_found (404), invalid_param (422: as create; seats below the
   *   members it has, rule used)
   */
  async update(actor: Actor, id: number, input: { name: string; seats: number }): Promise<OrganisationDto> {
    const { name, seats, errors } = checkNameSeats(input);
    if (errors.length) throw new ApiError("invalid_param", errors);
    await this.db.transaction(async (tx) => {
      const [o] = await tx.select().from(organisation).where(eq(organisation.id, id)).for("update");
      if (!o) throw new ApiError("not_found");
      if (seats < (await this.used(tx, id))) throw invalid("seats", "used");
      await tx.update(organisation).set({ name, seats }).where(eq(organisation.id, id));
      await audit(tx, actor, "organisation.change", String(id), { before: { name: o.name, seats: o.seats }, after: { name, seats } });
    });
    return this.get(id);
  }

  /**
   * Gives a member a seat (POST /api/staff/organisations/{id}/members), audited
   * organisation.member; a member already in it changes nothing.
   * @throws not_found (404: no such organisation), invalid_param (422: code
   *   notFound, or taken: they hold a seat of another organisation),
   *   organisation_full (409: every seat is taken)
   */
  async addMember(actor: Actor, id: number, code: string): Promise<OrganisationDto> {
    const m = await this.memberByCode(code, "code");
    await this.db.transaction(async (tx) => {
      const [o] = await tx.select().from(organisation).where(eq(organisation.id, id)).for("update");
      if (!o) throw new ApiError("not_found");
      const [now] = await tx.select({ org: ucMember.organisationId }).from(ucMember).where(eq(ucMember.id, m.id));
      if (now?.org === id) return;
      if (now && now.org !== null) throw invalid("code", "taken");
      if ((await this.used(tx, id)) >= o.seats) throw new ApiError("organisation_full");
      if (!(await this.seat(tx, m.id, id))) throw invalid("code", "taken");
      await audit(tx, actor, "organisation.member", String(id), { add: m.code });
    });
    return this.get(id);
  }

  /**
   * Takes a member's seat back (DELETE /api/staff/organisations/{id}/members/{code}),
   * audited organisation.member. Their downloads stay in the organisation's list.
   * @throws not_found (404: no such organisation, or the member holds no seat
   *   of it), invalid_param (422: the admin, field code rule admin)
   */
  async removeMember(actor: Actor, id: number, code: string): Promise<OrganisationDto> {
    const o = await this.orgRow(id);
    const [m] = await this.db.select().from(ucMember).where(and(eq(ucMember.code, code), eq(ucMember.organisationId, id))).limit(1);
    if (!m) throw new ApiError("not_found");
    if (o.adminMemberId === m.id) throw invalid("code", "admin");
    await this.db.transaction(async (tx) => {
      const done = await tx
        .update(ucMember)
        .set({ organisationId: null })
        .where(and(eq(ucMember.id, m.id), eq(ucMember.organisationId, id)))
        .returning({ id: ucMember.id });
      if (!done.length) throw new ApiError("not_found");
      await audit(tx, actor, "organisation.member", String(id), { remove: m.code });
    });
    return this.get(id);
  }

  /**
   * Grants the organisation downloads (POST /api/staff/organisations/{id}/grants):
   * `quota` photos, for `days` days, or both; its members spend them after
   * their own grants. Audited organisation.grant.
   * @throws not_found (404), invalid_param (422: label required / maxLength;
   *   neither quota nor days, field quota rule required; quota or days out
   *   of range, rule range)
   */
  async addGrant(actor: Actor, id: number, input: { label: string; quota?: number; days?: number }): Promise<OrganisationDto> {
    const label = typeof input.label === "string" ? input.label.trim() : "";
    if (!label) throw invalid("label", "required");
    if (label.length > GRANT_LABEL_MAX) throw invalid("label", "maxLength");
    if (input.quota === undefined && input.days === undefined) throw invalid("quota", "required");
    if (input.quota !== undefined && (!Number.isInteger(input.quota) || input.quota < 1 || input.quota > GRANT_QUOTA_MAX)) throw invalid("quota", "range");
    if (input.days !== undefined && (!Number.isInteger(input.days) || input.days < 1 || input.days > GRANT_DAYS_MAX)) throw invalid("days", "range");
    const o = await this.orgRow(id);
    const now = this.now();
    const validUntil = input.days !== undefined ? new Date(now.getTime() + input.days * DAY_MS) : null;
    await this.db.transaction(async (tx) => {
      const [g] = await tx
        .insert(downloadGrant)
        .values({ organisationId: o.id, label, remaining: input.quota ?? null, total: input.quota ?? null, validFrom: now, validUntil, grantedBy: actor.id })
        .returning({ id: downloadGrant.id });
      await audit(tx, actor, "organisation.grant", String(o.id), { grant: g.id, label, quota: input.quota ?? null, validUntil: validUntil?.toISOString() ?? null });
    });
    return this.get(id);
  }

  /**
   * Revokes one of the organisation's grants (POST /api/staff/organisations/{id}/grants/{grantId}/revoke):
   * its members can no longer spend it; the row stays (revokedAt). Audited organisation.grant_revoke.
   * @throws not_found (404: no such organisation, no such grant of it, or already revoked)
   */
  async revokeGrant(actor: Actor, id: number, grantId: number): Promise<OrganisationDto> {
    const o = await this.orgRow(id);
    await this.db.transaction(async (tx) => {
      const [g] = await tx
        .update(downloadGrant)
        .set({ revokedAt: this.now() })
        .where(and(eq(downloadGrant.id, grantId), eq(downloadGrant.organisationId, o.id), isNull(downloadGrant.revokedAt)))
        .returning({ label: downloadGrant.label });
      if (!g) throw new ApiError("not_found");
      await audit(tx, actor, "organisation.grant_revoke", String(o.id), { grant: grantId, label: g.label });
    });
    return this.get(id);
  }

  // -------------------------------------------------------------- members

  /**
   * The organisation whose seat the member holds (GET /api/commerce/organisation),
   * null when none; its members are listed for its admin only.
   */
  async ofMember(member: Pick<UcMember, "id">): Promise<OrganisationDto | null> {
    const [row] = await this.db.select({ o: organisation }).from(ucMember).innerJoin(organisation, eq(organisation.id, ucMember.organisationId)).where(eq(ucMember.id, member.id));
    if (!row) return null;
    return this.dto(row.o, row.o.adminMemberId === member.id);
  }

  /**
   * Who of the organisation downloaded what, newest first (GET
   * /api/commerce/organisation/downloads), for its admin: the download_log
   * rows of the organisation, with the member and the story (title and page
   * in `lang`).
   * @throws forbidden (403: not the admin of the organisation they hold a seat of)
   */
  async downloads(member: Pick<UcMember, "id">, page: number, rows: number, lang: Lang): Promise<{ list: OrgDownloadDto[]; total: number }> {
    const [org] = await this.db
      .select({ id: organisation.id })
      .from(organisation)
      .innerJoin(ucMember, and(eq(ucMember.id, organisation.adminMemberId), eq(ucMember.organisationId, organisation.id)))
      .where(eq(organisation.adminMemberId, member.id))
      .limit(1);
    if (!org) throw new ApiError("forbidden");
    const where = eq(downloadLog.organisationId, org.id);
    const [list, [total]] = await Promise.all([
      this.db
        .select({ d: downloadLog, code: ucMember.code, name: ucMember.name, s: story })
        .from(downloadLog)
        .innerJoin(ucMember, eq(ucMember.id, downloadLog.memberId))
        .leftJoin(story, eq(story.pcId, downloadLog.pcId))
        .where(where)
        .orderBy(desc(downloadLog.createdAt), desc(downloadLog.id))
        .limit(rows)
        .offset((page - 1) * rows),
      this.db.select({ n: count() }).from(downloadLog).where(where),
    ]);
    return { total: Number(total?.n ?? 0), list: list.map((x) => orgDownloadDto(x.d, { code: x.code, name: x.name }, x.s, lang)) };
  }

  // -------------------------------------------------------------- helpers

  /** @throws not_found (404) */
  private async orgRow(id: number): Promise<Organisation> {
    const [o] = await this.db.select().from(organisation).where(eq(organisation.id, id));
    if (!o) throw new ApiError("not_found");
    return o;
  }

  /** @throws invalid_param (422: `field` rule notFound) */
  private async memberByCode(code: string, field: string): Promise<UcMember> {
    const c = code.trim();
    const [m] = c ? await this.db.select().from(ucMember).where(eq(ucMember.code, c)).limit(1) : [];
    if (!m) throw invalid(field, "notFound");
    return m;
  }

  /** Gives a member without a seat one of `id`'s, conditionally. @returns false when they hold a seat already */
  private async seat(tx: Tx, memberId: number, id: number): Promise<boolean> {
    const done = await tx
      .update(ucMember)
      .set({ organisationId: id })
      .where(and(eq(ucMember.id, memberId), isNull(ucMember.organisationId)))
      .returning({ id: ucMember.id });
    return done.length > 0;
  }

  /** Seats taken in organisation `id`. */
  private async used(db: Pick<Db, "select">, id: number): Promise<number> {
    const [r] = await db.select({ n: count() }).from(ucMember).where(eq(ucMember.organisationId, id));
    return Number(r?.n ?? 0);
  }

  /** An organisation → OrganisationDto; its members listed when `withMembers`. */
  private async dto(o: Organisation, withMembers: boolean): Promise<OrganisationDto> {
    const [members, grants] = await Promise.all([
      this.db.select({ id: ucMember.id, code: ucMember.code, name: ucMember.name }).from(ucMember).where(eq(ucMember.organisationId, o.id)).orderBy(asc(ucMember.code)),
      orgGrantsOf(this.db, o.id, this.now()),
    ]);
    let admin = members.find((m) => m.id === o.adminMemberId) ?? null;
    if (!admin && o.adminMemberId !== null) {
      const [a] = await this.db.select({ id: ucMember.id, code: ucMember.code, name: ucMember.name }).from(ucMember).where(inArray(ucMember.id, [o.adminMemberId]));
      admin = a ?? null;
    }
    return organisationDto(
      o,
      admin && { code: admin.code, name: admin.name },
      members.length,
      grants,
      withMembers ? members.map((m) => ({ code: m.code, name: m.name })) : [],
    );
  }
}
