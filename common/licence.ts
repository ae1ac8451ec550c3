/**
 * A photo's licence (issue 20 "Licences"): what a buyer may do with it, as
 * the story page, the photo viewer and the download dialog show it before
 * anything is spent, and as the JSON-LD and the downloaded file's IPTC (XMP:
 * xmpRights:UsageTerms, xmpRights:WebStatement, photoshop:Credit,
 * plus:ModelReleaseStatus, plus:PropertyReleaseStatus) say it. Set at import
 * (JSONL and folder sidecars), at contribution and by editors (console,
 * audited). Shared by the browser and the server; knows neither.
 */

/**
 * Licence types: rights-managed (priced per use, one use at a time),
 * royalty-free (one purchase, many uses), editorial use only (news,
 * commentary, education; no advertising or merchandise).
 */
export const LICENCE_TYPES = ["rm", "rf", "editorial"] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
/** The licence type of a photo that names none (an archive import without one): the cautious one. */
export const DEFAULT_LICENCE_TYPE: LicenceType = "editorial";

/**
 * Model and property release status (the PLUS vocabulary, reduced):
 * released (a signed release is on file), none (no release: editorial use
 * of recognisable people or property only), not_applicable (nobody and
 * nothing that would need one).
 */
export const RELEASE_STATES = ["released", "none", "not_applicable"] as const;
export type ReleaseState = (typeof RELEASE_STATES)[number];
export const DEFAULT_RELEASE: ReleaseState = "none";

/** Longest restrictions text of one language, characters. */
export const RESTRICTIONS_MAX = 500;

/** A photo's licence as it is stored and edited (relation columns licence_type, restrictions_zh/en, model_release, property_release). */
export interface LicenceInput {
  type: LicenceType;
  /** restrictions in Chinese and English ("" when none), plain text, at most RESTRICTIONS_MAX */
  restrictionsZh: string;
  restrictionsEn: string;
  modelRelease: ReleaseState;
  propertyRelease: ReleaseState;
}

/** A photo's licence as a reader sees it (in a RelationDto / the download dialog): the stored fields plus the credit line. */
export interface LicenceDto extends LicenceInput {
  /**
   * The credit line as the agency wants it printed ("Dorothea Lange / Photowire"),
   * in the caller's language: the photographer(s) and the source or the agency;
   * what "copy credit line" copies and what photoshop:Credit carries.
   */
  creditLine: string;
  /** the licence terms page (absolute or site-relative): the source's licence, else the agency's terms */
  licenceUrl: string;
}

/** The default licence of a photo nothing says anything about. */
export const DEFAULT_LICENCE: LicenceInput = {
  type: DEFAULT_LICENCE_TYPE,
  restrictionsZh: "",
  restrictionsEn: "",
  modelRelease: DEFAULT_RELEASE,
  propertyRelease: DEFAULT_RELEASE,
};

/** Aliases a JSONL record or a folder sidecar may use for a licence type (case-insensitive), besides the codes themselves. */
export const LICENCE_TYPE_ALIASES: Readonly<Record<string, LicenceType>> = {
  "rights-managed": "rm",
  "rights managed": "rm",
  "royalty-free": "rf",
  "royalty free": "rf",
  editorial: "editorial",
  "editorial use only": "editorial",
  "editorial-only": "editorial",
};

/** A licence type from a code or an alias, or null when it names none. */
export function licenceTypeOf(raw: unknown): LicenceType | null {
  if (typeof raw !== "string") return null;
  const k = raw.trim().toLowerCase();
  if ((LICENCE_TYPES as readonly string[]).includes(k)) return k as LicenceType;
  return LICENCE_TYPE_ALIASES[k] ?? null;
}

/** A release state from its code (also "yes"/"no"/"n/a"), or null when it names none. */
export function releaseOf(raw: unknown): ReleaseState | null {
  if (typeof raw === "boolean") return raw ? "released" : "none";
  if (typeof raw !== "string") return null;
  const k = raw.trim().toLowerCase().replace(/[\s-]+/g, "_");
  if ((RELEASE_STATES as readonly string[]).includes(k)) return k as ReleaseState;
  if (k === "yes" || k === "true") return "released";
  if (k === "no" || k === "false") return "none";
  if (k === "n/a" || k === "na") return "not_applicable";
  return null;
}
