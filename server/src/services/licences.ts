/**
 * Photo licences (issue 20 "Licences"; common/licence.ts): what a buyer may
 * do with a photo — licence type, restrictions in zh and en, model and
 * property release — stored on the relation (licence_type,
 * restrictions_zh/en, model_release, property_release). Set at import
 * (import/jsonl-line.ts, import/folder.ts), at contribution
 * (services/contribution-fields.ts, contribution-publish.ts) and by editors
 * here: PUT /api/staff/relations/{relationId}/licence (routes/staff-licence.ts),
 * audited as licence.change in the change's transaction, after which an
 * online story is published again (its pages, JSON and JSON-LD through the
 * Publisher port, as services/staff.ts restore does) so that the page says
 * the new licence at once; the downloaded files follow by themselves
 * (media/sized.ts keys its cache by the licence).
 *
 * licenceFields reads the licence fields every entry point accepts, with
 * one vocabulary and one set of errors: `licence` or `licenceType` (a code
 * or an alias: common/licence.ts licenceTypeOf), `restrictions` (a string
 * for both languages or { zh, en }) or `restrictionsZh` / `restrictionsEn`,
 * `modelRelease`, `propertyRelease` (common/licence.ts releaseOf).
 */
import { asc, eq } from "drizzle-orm";
import { DEFAULT_LICENCE, licenceTypeOf, releaseOf, RESTRICTIONS_MAX, type LicenceDto, type LicenceInput } from "../../../common/licence.js";
import { hasEmoji } from "../../../common/validate.js";
import type { Db } from "../db/client.js";
import { relation, story } from "../db/schema.js";
import { licenceColumns, licenceOf, storedLicence } from "../adapters/licence.js";
import { storyUrls } from "../adapters/story.js";
import { ApiError, type FieldError } from "../http/errors.js";
import type { Lang } from "../locale/index.js";
import type { Publisher } from "../ports.js";
import { audit, type Actor } from "./audit.js";
import { publishStory } from "./stories/publishing.js";

/** The licence fields found in a record: what it gives (absent fields absent) and what is wrong, `{ field, rule }` under `prefix`. */
export interface LicenceFields {
  licence: Partial<LicenceInput>;
  errors: FieldError[];
}

/** The restrictions of one language: plain text of at most RESTRICTIONS_MAX characters, no emoji, trimmed. */
function restriction(v: unknown, field: string, errors: FieldError[]): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v !== "string") {
    errors.push({ field, rule: "type" });
    return undefined;
  }
  const s = v.trim();
  if ([...s].length > RESTRICTIONS_MAX) errors.push({ field, rule: "maxLength" });
  else if (hasEmoji(s)) errors.push({ field, rule: "v_emoji" });
  else return s;
  return undefined;
}

/**
 * The licence fields of a record (an import line's relation, a folder
 * sidecar, a contribution's photo, an editor's body); see the module
 * comment. Unknown keys are not looked at.
 * @param prefix field path of the record ("relations[0]", "relationList.2"; "" for none)
 * @param opts.typeKey also read `type` (an editor's LicenceInput body; a JSONL line's `type` is the story's)
 */
export function licenceFields(o: Record<string, unknown>, prefix = "", opts: { typeKey?: boolean } = {}): LicenceFields {
  const at = (k: string) => (prefix ? `${prefix}.${k}` : k);
  const errors: FieldError[] = [];
  const licence: Partial<LicenceInput> = {};
  const typeKey = o.licence !== undefined ? "licence" : o.licenceType !== undefined ? "licenceType" : opts.typeKey && o.type !== undefined ? "type" : null;
  if (typeKey) {
    const type = licenceTypeOf(o[typeKey]);
    if (type) licence.type = type;
    else errors.push({ field: at(typeKey), rule: "enum" });
  }
  const r = o.restrictions;
  if (r !== undefined && r !== null) {
    if (typeof r === "string") {
      const s = restriction(r, at("restrictions"), errors);
      if (s !== undefined) licence.restrictionsZh = licence.restrictionsEn = s;
    } else if (typeof r === "object" && !Array.isArray(r)) {
      const both = r as Record<string, unknown>;
      const zh = restriction(both.zh, at("restrictions.zh"), errors);
      const en = restriction(both.en, at("restrictions.en"), errors);
      if (zh !== undefined) licence.restrictionsZh = zh;
      if (en !== undefined) licence.restrictionsEn = en;
    } else errors.push({ field: at("restrictions"), rule: "type" });
  }
  const zh = restriction(o.restrictionsZh, at("restrictionsZh"), errors);
  const en = restriction(o.restrictionsEn, at("restrictionsEn"), errors);
  if (zh !== undefined) licence.restrictionsZh = zh;
  if (en !== undefined) licence.restrictionsEn = en;
  for (const k of ["modelRelease", "propertyRelease"] as const) {
    if (o[k] === undefined || o[k] === null) continue;
    const v = releaseOf(o[k]);
    if (v) licence[k] = v;
    else errors.push({ field: at(k), rule: "enum" });
  }
  return { licence, errors };
}

/** A whole licence: the fields given over `base` (default DEFAULT_LICENCE). */
export const fullLicence = (given: Partial<LicenceInput>, base: LicenceInput = DEFAULT_LICENCE): LicenceInput => ({ ...base, ...given });

/** One photo of a story as the console's licence editor lists it. */
export interface StoryLicenceRow {
  relationId: string;
  /** the caption in Chinese (else English), plain of markup as stored */
  caption: string;
  titleImage: string | null;
  licence: LicenceInput;
}

export class LicenceService {
  constructor(
    private readonly db: Db,
    private readonly opts: { publisher: Publisher },
  ) {}

  /**
   * The photos of a story in order with their licences (GET
   * /api/staff/stories/{pcId}/licences).
   * @throws api_3 (404: no such story)
   */
  async storyLicences(pcId: string): Promise<StoryLicenceRow[]> {
    const [s] = await this.db.select({ pcId: story.pcId }).from(story).where(eq(story.pcId, pcId));
    if (!s) throw new ApiError("api_3");
    const rows = await this.db.select().from(relation).where(eq(relation.pcId, pcId)).orderBy(asc(relation.seq));
    return rows
      .filter((r) => r.mediaType === 3)
      .map((r) => ({ relationId: r.relationId, caption: r.descriptionZh || r.descriptionEn, titleImage: r.titleImage, licence: storedLicence(r) }));
  }

  /**
   * A photo's licence in a language, as its story page shows it.
   * @throws not_found (404: no such photo)
   */
  async ofRelation(relationId: string, lang: Lang): Promise<LicenceDto> {
    const [row] = await this.db.select({ r: relation, s: story }).from(relation).innerJoin(story, eq(story.pcId, relation.pcId)).where(eq(relation.relationId, relationId));
    if (!row || row.r.mediaType !== 3) throw new ApiError("not_found");
    return licenceOf(row.r, row.s, lang, storyUrls(row.s, lang === "en" ? "en" : "zh").htmlUrl);
  }

  /**
   * An editor sets a photo's licence (PUT /api/staff/relations/{relationId}/licence):
   * `body` is a LicenceInput (type required; restrictions "" and releases
   * "none" when left out; aliases as licenceFields reads them). The change
   * and its audit line (licence.change, target the relationId, detail the
   * story, before and after) commit together; then an online story is
   * published again.
   * @returns the licence now, in Chinese (the console's language of record)
   * @throws invalid_param (422 `{ field, rule }`: type required / enum,
   *   restrictionsZh|En type / maxLength / v_emoji, modelRelease /
   *   propertyRelease enum; nothing changed), not_found (404: no such photo)
   */
  async change(actor: Actor, relationId: string, body: unknown): Promise<LicenceDto> {
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError("invalid_param", [{ field: "body", rule: "type" }]);
    const { licence, errors } = licenceFields(body as Record<string, unknown>, "", { typeKey: true });
    if (!licence.type && !errors.some((e) => /^(type|licence|licenceType)$/.test(e.field))) errors.unshift({ field: "type", rule: "required" });
    if (errors.length) throw new ApiError("invalid_param", errors);
    const after = fullLicence(licence);
    const row = await this.db.transaction(async (tx) => {
      // the row locked: two editors at once each audit what they really changed
      const [found] = await tx.select({ r: relation, s: story }).from(relation).innerJoin(story, eq(story.pcId, relation.pcId)).where(eq(relation.relationId, relationId)).for("update", { of: relation });
      if (!found || found.r.mediaType !== 3) throw new ApiError("not_found");
      await tx.update(relation).set({ ...licenceColumns(after), updateTime: new Date() }).where(eq(relation.relationId, relationId));
      await audit(tx, actor, "licence.change", relationId, { pcId: found.s.pcId, before: storedLicence(found.r), after });
      return found;
    });
    // the page says the new licence at once (a story taken down stays down)
    if (row.s.status === "online" && !row.s.withdrawn) await publishStory(this.db, row.s.pcId, this.opts.publisher);
    return this.ofRelation(relationId, "zh");
  }
}
