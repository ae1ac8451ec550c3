/**
 * A contributor's draft, field by field (issue 11 "Drafts and submission";
 * SPEC §5), and what a draft needs before it can be submitted (issue 19):
 * every field that goes in is checked here (text lengths, emoji, dates,
 * keywords, the member's own uploads, a photo's licence: issue 20), its files must still be there, and
 * each byline credits the member's own photographer profile or a name no
 * member has registered (crediting another member's registered profile is
 * an editor's act).
 */
import { stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { RelationDraftDto } from "../../../common/contribution.js";
import { MEDIA_TYPE } from "../../../common/types.js";
import { hasEmoji } from "../../../common/validate.js";
import type { Db } from "../db/client.js";
import { photographer, relation, story, type UcMember } from "../db/schema.js";
import { credits } from "../adapters/portfolio.js";
import { ApiError } from "../http/errors.js";
import { fullLicence, licenceFields } from "./licences.js";

/** Field limits of a draft, characters. */
export const DRAFT_LIMITS = { title: 200, description: 5000, caption: 2000, keyword: 50, keywords: 50 } as const;
/** Story types a contributor may send (SPEC §3). */
export const DRAFT_TYPES = ["image", "image_group", "video", "video_group"] as const;
/** A draft or upload id: letters, digits and _.:/- (1–128, not starting with a symbol). */
export const ID_RE = /^[A-Za-z0-9][A-Za-z0-9_.:/-]{0,127}$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const EXT_RE = /^(jpg|png|tif|webp|mp4|webm|mov)$/;

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);

/** Trimmed string of at most `max` characters, without emoji; "" when absent. */
export function text(field: string, v: unknown, max: number): string {
  if (v === undefined || v === null) return "";
  if (typeof v !== "string") throw invalid(field, "type");
  const s = v.trim();
  if (s.length > max) throw invalid(field, "maxLength");
  if (hasEmoji(s)) throw invalid(field, "v_emoji");
  return s;
}

/** "YYYY-MM-DD" of a real calendar day, or "". */
export function checkDate(field: string, v: unknown): string {
  const s = text(field, v, 10);
  if (!s) return "";
  const m = DATE_RE.exec(s);
  if (!m) throw invalid(field, "date");
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const dt = new Date(Date.UTC(y, mo - 1, d));
  if (y < 1800 || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) throw invalid(field, "date");
  return s;
}

/** Keywords: an array (or a comma/semicolon-separated string) of distinct non-empty words. */
export function keywordsOf(field: string, v: unknown): string[] {
  if (v === undefined || v === null || v === "") return [];
  const list = typeof v === "string" ? v.split(/[,;，；]/) : v;
  if (!Array.isArray(list)) throw invalid(field, "type");
  const out: string[] = [];
  for (const [i, k] of list.entries()) {
    const s = text(`${field}.${i}`, k, DRAFT_LIMITS.keyword);
    if (s && !out.includes(s)) out.push(s);
  }
  if (out.length > DRAFT_LIMITS.keywords) throw invalid(field, "maxItems");
  return out;
}

const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/**
 * One relationList entry, checked: it must be one of the member's uploads
 * (filePath files/<member id>/<md5>.<ext>); the caption and the metadata
 * fields are kept, everything else is dropped.
 */
export function relationOf(member: UcMember, v: unknown, i: number): RelationDraftDto {
  const f = `relationList.${i}`;
  if (!v || typeof v !== "object" || Array.isArray(v)) throw invalid(f, "type");
  const r = v as Record<string, unknown>;
  const filePath = typeof r.filePath === "string" ? r.filePath : "";
  const m = /^files\/(\d+)\/([0-9a-f]{32})\.([a-z0-9]+)$/.exec(filePath);
  if (!m || !EXT_RE.test(m[3])) throw invalid(`${f}.filePath`, "pattern");
  if (Number(m[1]) !== member.id) throw new ApiError("forbidden", [{ field: `${f}.filePath`, rule: "owner" }]);
  const relationId = typeof r.relationId === "string" && ID_RE.test(r.relationId) ? r.relationId : null;
  if (!relationId) throw invalid(`${f}.relationId`, "pattern");
  const mediaType = r.mediaType === MEDIA_TYPE.video ? MEDIA_TYPE.video : MEDIA_TYPE.photo;
  const out: RelationDraftDto & Record<string, unknown> = {
    filePath,
    relationId,
    mediaId: typeof r.mediaId === "string" ? r.mediaId.slice(0, 64) : m[2],
    mediaType,
    colorDepth: num(r.colorDepth),
    orientation: num(r.orientation),
    colorSp: typeof r.colorSp === "string" ? r.colorSp.slice(0, 40) : null,
    fileExt: m[3],
    horizontal: num(r.horizontal),
    vertical: num(r.vertical),
    square: r.square === true,
    size: num(r.size) ?? 0,
    md5: m[2],
    fileName: text(`${f}.fileName`, r.fileName, 200),
    caption: text(`${f}.caption`, r.caption, DRAFT_LIMITS.caption),
    byline: text(`${f}.byline`, r.byline, 200),
    keywords: keywordsOf(`${f}.keywords`, r.keywords),
    shootingDate: checkDate(`${f}.shootingDate`, r.shootingDate),
    duration: num(r.duration),
    // the video's poster made at upload: posters/[<member id>/]<md5 of this file>.<jpg|png|webp> (never another file's)
    posterPath: typeof r.posterPath === "string" && new RegExp(`^posters/(?:${member.id}/)?${m[2]}\\.(?:jpg|png|webp)$`).test(r.posterPath) ? r.posterPath : null,
    previewUrl: typeof r.previewUrl === "string" && r.previewUrl.startsWith("/api/upload/preview/") ? r.previewUrl.slice(0, 200) : null,
  };
  // issue 20: the licence the contributor declares (services/licences.ts: one vocabulary with the import and the editors)
  if (r.licence !== undefined && r.licence !== null) {
    if (typeof r.licence !== "object" || Array.isArray(r.licence)) throw invalid(`${f}.licence`, "type");
    const { licence, errors } = licenceFields(r.licence as Record<string, unknown>, `${f}.licence`, { typeKey: true });
    if (errors.length) throw new ApiError("invalid_param", errors);
    out.licence = fullLicence(licence);
  }
  return out;
}


/**
 * The draft's files are still in STORAGE_DIR/uploads.
 * @throws invalid_param relationList.N.filePath rule missing
 */
export async function checkFiles(storageDir: string, draft: { relationList: RelationDraftDto[] }): Promise<void> {
  for (const [i, r] of draft.relationList.entries()) {
    const st = await stat(path.join(storageDir, "uploads", ...r.filePath.split("/"))).catch(() => null);
    if (!st?.isFile()) throw invalid(`relationList.${i}.filePath`, "missing");
  }
}

/**
 * Issue 19 "Credits": a byline may name the member's own photographer
 * profile or a name nobody has registered. Refused: a name (or Chinese name;
 * trimmed, case-insensitive) of a profile another member registered, or of
 * a photographer the agency's archive credits (an imported story): crediting
 * them is an editor's act.
 * @throws invalid_param relationList.N.byline rule registered
 */
export async function checkBylines(db: Db, member: Pick<UcMember, "id">, draft: { relationList: RelationDraftDto[] }): Promise<void> {
  for (const [i, r] of draft.relationList.entries()) {
    const b = (r.byline ?? "").trim().toLowerCase();
    if (!b) continue;
    const rows = await db
      .select({ id: photographer.id, memberId: photographer.memberId })
      .from(photographer)
      .where(or(sql`lower(trim(${photographer.name})) = ${b}`, sql`lower(trim(${photographer.nameZh})) = ${b}`));
    for (const p of rows) {
      if (p.memberId === member.id) continue;
      if (p.memberId != null) throw invalid(`relationList.${i}.byline`, "registered");
      const [archive] = await db
        .select({ pcId: relation.pcId })
        .from(relation)
        .innerJoin(story, eq(story.pcId, relation.pcId))
        .where(and(credits(p.id), isNull(story.contributorId)))
        .limit(1);
      if (archive) throw invalid(`relationList.${i}.byline`, "registered");
    }
  }
}
