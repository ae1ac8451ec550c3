/**
 * The commerce settings (issue 20 "Settings in one place"; common/commerce.ts
 * CommerceSettings): points per photo, the withdrawal minimum, the order cap,
 * the download link's lifetime, the contributor's share and the sizes. One
 * app_setting row ("commerce", JSON) holds what staff changed; what it does
 * not hold is DEFAULT_COMMERCE_SETTINGS (today's values). Read from the
 * database on every use (one primary-key lookup), so a change in the console
 * holds at once on every process. Staff change it in the console
 * (PUT /api/staff/settings), audited as setting.change.
 */
import { Type, type Static } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { eq } from "drizzle-orm";
import { DEFAULT_COMMERCE_SETTINGS, DOWNLOAD_SIZES, SETTING_BOUNDS, type CommerceSettings, type DownloadSize } from "../../../common/commerce.js";
import type { Db } from "../db/client.js";
import { appSetting } from "../db/schema.js";
import { ApiError, type FieldError } from "../http/errors.js";
import { audit, type Actor } from "./audit.js";

/** The app_setting key of the commerce settings. */
export const COMMERCE_KEY = "commerce";

const B = SETTING_BOUNDS;
const int = (b: { min: number; max: number }) => Type.Integer({ minimum: b.min, maximum: b.max });
const Size = Type.Object({ longEdgePx: Type.Union([int(B.longEdgePx), Type.Null()]), cost: int(B.cost) }, { additionalProperties: false });

/** The schema of a change: any subset of the settings; a size may change its cost, and small/medium their long edge. */
export const SettingsPatch = Type.Object(
  {
    pointsPerPhoto: Type.Optional(int(B.pointsPerPhoto)),
    withdrawMinPoints: Type.Optional(int(B.withdrawMinPoints)),
    orderMaxQuantity: Type.Optional(int(B.orderMaxQuantity)),
    downloadLinkMinutes: Type.Optional(int(B.downloadLinkMinutes)),
    contributorSharePercent: Type.Optional(int(B.contributorSharePercent)),
    sizes: Type.Optional(
      Type.Object(
        { small: Type.Optional(Type.Partial(Size)), medium: Type.Optional(Type.Partial(Size)), original: Type.Optional(Type.Partial(Size)) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type SettingsPatch = Static<typeof SettingsPatch>;

/** Merges a stored or patch value over `base` (sizes merged per size), keeping only known keys. */
function merge(base: CommerceSettings, patch: SettingsPatch): CommerceSettings {
  const sizes = { ...base.sizes };
  for (const s of DOWNLOAD_SIZES) sizes[s] = { ...base.sizes[s], ...(patch.sizes?.[s] ?? {}) };
  const { sizes: _s, ...rest } = patch;
  return { ...base, ...rest, sizes };
}

/**
 * The rules a whole settings value must keep beyond each field's bounds:
 * the original has no long edge; small and medium have one, small's below
 * medium's. @returns the problems (empty when none)
 */
export function settingsProblems(s: CommerceSettings): FieldError[] {
  const out: FieldError[] = [];
  if (s.sizes.original.longEdgePx !== null) out.push({ field: "sizes.original.longEdgePx", rule: "const" });
  for (const size of ["small", "medium"] as const) {
    if (s.sizes[size].longEdgePx === null) out.push({ field: `sizes.${size}.longEdgePx`, rule: "required" });
  }
  const small = s.sizes.small.longEdgePx;
  const medium = s.sizes.medium.longEdgePx;
  if (small !== null && medium !== null && small >= medium) out.push({ field: "sizes.small.longEdgePx", rule: "order" });
  return out;
}

export class SettingsService {
  constructor(private readonly db: Db) {}

  /**
   * The settings in force: what staff set over DEFAULT_COMMERCE_SETTINGS. A
   * stored value that no longer fits the schema (an older shape) is ignored
   * field by field: what does not fit falls back to the default.
   */
  async get(db: Pick<Db, "select"> = this.db): Promise<CommerceSettings> {
    const [row] = await db.select({ value: appSetting.value }).from(appSetting).where(eq(appSetting.key, COMMERCE_KEY));
    if (!row) return structuredClone(DEFAULT_COMMERCE_SETTINGS);
    const stored = Value.Clean(SettingsPatch, structuredClone(row.value)) as SettingsPatch;
    const merged = merge(DEFAULT_COMMERCE_SETTINGS, Value.Check(SettingsPatch, stored) ? stored : {});
    return settingsProblems(merged).length ? structuredClone(DEFAULT_COMMERCE_SETTINGS) : merged;
  }

  /** The cost of one photo at `size`, in photos of quota. */
  async unitCost(size: DownloadSize): Promise<number> {
    return (await this.get()).sizes[size].cost;
  }

  /** How long a signed download address stays valid, ms. */
  async downloadLinkMs(): Promise<number> {
    return (await this.get()).downloadLinkMinutes * 60_000;
  }

  /**
   * Changes some settings (PUT /api/staff/settings), audited as
   * setting.change with what changed (before and after), in one transaction.
   * @returns the settings now in force
   * @throws invalid_param (422, `{ field, rule }`: a value out of its
   *   SETTING_BOUNDS, an unknown key, or a size rule of settingsProblems);
   *   nothing is changed
   */
  async update(actor: Actor, patch: unknown): Promise<CommerceSettings> {
    if (!Value.Check(SettingsPatch, patch)) {
      const errors = [...Value.Errors(SettingsPatch, patch)].slice(0, 10).map((e) => ({
        field: e.path.replace(/^\//, "").replace(/\//g, ".") || "settings",
        rule: e.schema.type === "integer" && typeof e.value === "number" && Number.isInteger(e.value) ? (e.value < (e.schema.minimum ?? -Infinity) ? "minimum" : "maximum") : "type",
      }));
      throw new ApiError("invalid_param", errors);
    }
    return this.db.transaction(async (tx) => {
      const before = await this.get(tx);
      const after = merge(before, patch);
      const problems = settingsProblems(after);
      if (problems.length) throw new ApiError("invalid_param", problems);
      await tx
        .insert(appSetting)
        .values({ key: COMMERCE_KEY, value: after })
        .onConflictDoUpdate({ target: appSetting.key, set: { value: after, updatedAt: new Date() } });
      await audit(tx, actor, "setting.change", COMMERCE_KEY, { before: changed(before, after), after: changed(after, before) });
      return after;
    });
  }
}

/** The top-level fields of `a` that differ from `b` (sizes as a whole). */
function changed(a: CommerceSettings, b: CommerceSettings): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(a) as (keyof CommerceSettings)[]) {
    if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) out[k] = a[k];
  }
  return out;
}
