/**
 * Download packs (issue 20 "Download packs and orders"; common/commerce.ts
 * PackDto): what a member may buy — photos of quota (count), a price in
 * the currency's minor unit, how many days the quota lasts after payment —
 * defined by staff in the console, never in the code (audited pack.create,
 * pack.change). Packs are never deleted: `active: false` stops offering
 * one, and orders keep the terms they were placed with (services/orders.ts).
 * The demo site seeds a few (seedDemoPacks, demo databases only).
 */
import { eq } from "drizzle-orm";
import { CURRENCIES, PACK_BOUNDS, type PackDto, type PackInput } from "../../../common/commerce.js";
import type { Db } from "../db/client.js";
import { downloadPack, ucMember } from "../db/schema.js";
import { ApiError, type FieldError } from "../http/errors.js";
import { packDto } from "../adapters/commerce.js";
import { audit, type Actor } from "./audit.js";

/**
 * The problems of a pack as staff enter it (PACK_BOUNDS, CURRENCIES); the
 * names trimmed. @returns the pack to store and the field errors (empty when none)
 */
export function checkPack(input: unknown): { pack: PackInput; errors: FieldError[] } {
  const i = (input ?? {}) as Partial<Record<keyof PackInput, unknown>>;
  const errors: FieldError[] = [];
  const name = (field: "nameZh" | "nameEn") => {
    const v = typeof i[field] === "string" ? (i[field] as string).trim() : "";
    if (!v) errors.push({ field, rule: "required" });
    else if (v.length > PACK_BOUNDS.nameMax) errors.push({ field, rule: "maxLength" });
    return v;
  };
  const int = (field: "count" | "priceCents" | "validityDays", b: { min: number; max: number }) => {
    const v = i[field];
    if (typeof v !== "number" || !Number.isInteger(v)) errors.push({ field, rule: "type" });
    else if (v < b.min) errors.push({ field, rule: "minimum" });
    else if (v > b.max) errors.push({ field, rule: "maximum" });
    return v as number;
  };
  const nameZh = name("nameZh");
  const nameEn = name("nameEn");
  const count_ = int("count", PACK_BOUNDS.count);
  const priceCents = int("priceCents", PACK_BOUNDS.priceCents);
  const validityDays = i.validityDays === null || i.validityDays === undefined ? null : int("validityDays", PACK_BOUNDS.validityDays);
  if (!CURRENCIES.includes(i.currency as never)) errors.push({ field: "currency", rule: "enum" });
  if (i.active !== undefined && typeof i.active !== "boolean") errors.push({ field: "active", rule: "type" });
  const pack: PackInput = { nameZh, nameEn, count: count_, priceCents, currency: i.currency as PackInput["currency"], validityDays, active: i.active !== false };
  return { pack, errors };
}

export class PackService {
  constructor(
    private readonly db: Db,
    private readonly opts: { now?: () => Date } = {},
  ) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /** The packs, cheapest first: the active ones (GET /api/commerce/packs), or all of them (`all`, staff). */
  async list(all = false): Promise<PackDto[]> {
    const rows = await this.db
      .select()
      .from(downloadPack)
      .where(all ? undefined : eq(downloadPack.active, true))
      .orderBy(downloadPack.priceCents, downloadPack.count, downloadPack.id);
    return rows.map(packDto);
  }

  /**
   * Defines a pack (POST /api/staff/packs), audited pack.create.
   * @throws invalid_param (422: checkPack's field errors; nothing stored)
   */
  async create(actor: Actor, input: unknown): Promise<PackDto> {
    const { pack, errors } = checkPack(input);
    if (errors.length) throw new ApiError("invalid_param", errors);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(downloadPack).values(pack).returning();
      await audit(tx, actor, "pack.create", String(row.id), { ...pack });
      return packDto(row);
    });
  }

  /**
   * Changes a pack (PUT /api/staff/packs/{id}), audited pack.change with what
   * changed; `active: false` stops offering it. Orders keep the terms they
   * were placed with.
   * @throws not_found (404), invalid_param (422: checkPack's field errors)
   */
  async update(actor: Actor, id: number, input: unknown): Promise<PackDto> {
    const { pack, errors } = checkPack(input);
    if (errors.length) throw new ApiError("invalid_param", errors);
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(downloadPack).where(eq(downloadPack.id, id)).for("update");
      if (!before) throw new ApiError("not_found");
      const [row] = await tx
        .update(downloadPack)
        .set({ ...pack, updatedAt: this.now() })
        .where(eq(downloadPack.id, id))
        .returning();
      const was = packDto(before) as unknown as Record<string, unknown>;
      const changed = Object.fromEntries(Object.entries(pack).filter(([k, v]) => was[k] !== v));
      await audit(tx, actor, "pack.change", String(id), { before: Object.fromEntries(Object.keys(changed).map((k) => [k, was[k]])), after: changed });
      return packDto(row);
    });
  }
}

/** The demo's packs (seedDemoPacks): what the out-of-quota dialog offers on the demo site. */
export const DEMO_PACKS: PackInput[] = [
  { nameZh: "入门包", nameEn: "Starter", count: 10, priceCents: 12_000, currency: "CNY", validityDays: 90, active: true },
  { nameZh: "标准包", nameEn: "Standard", count: 50, priceCents: 50_000, currency: "CNY", validityDays: 365, active: true },
  { nameZh: "机构包", nameEn: "Agency", count: 200, priceCents: 160_000, currency: "CNY", validityDays: null, active: true },
];

/**
 * Seeds the demo packs of a demo database: when no pack exists yet and the
 * database holds the demo accounts (demo_member; an empty database just
 * seeded, or one an earlier version seeded). A database without the demo
 * accounts never gets them (production).
 * @returns how many were created
 */
export async function seedDemoPacks(db: Db, demoMemberCode: string): Promise<number> {
  const [any] = await db.select({ id: downloadPack.id }).from(downloadPack).limit(1);
  if (any) return 0;
  const [demo] = await db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.code, demoMemberCode)).limit(1);
  if (!demo) return 0;
  await db.insert(downloadPack).values(DEMO_PACKS);
  return DEMO_PACKS.length;
}
