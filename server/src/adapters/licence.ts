/**
 * A photo's licence (issue 20 "Licences"; common/licence.ts): the relation's
 * licence columns → LicenceInput, LicenceDto in a language (with the credit
 * line and licence URL of media/photo-data.ts, as the story page shows them),
 * and the XMP fields of the downloaded file (media/xmp.ts XmpLicence), so
 * that the page, the JSON-LD, the download dialog and the file agree.
 */
import { DEFAULT_LICENCE, LICENCE_TYPES, RELEASE_STATES, type LicenceDto, type LicenceInput, type LicenceType, type ReleaseState } from "../../../common/licence.js";
import type { Relation, Story } from "../db/schema.js";
import type { CreditSource } from "../media/photo-data.js";
import { copyrightNotice, licenceView, sourceName, usageTerms } from "../media/photo-data.js";
import type { XmpLicence } from "../media/xmp.js";
import type { StorySource } from "../db/story-source.js";
import type { Lang } from "../locale/index.js";

/** Stored text (the SPEC §5 allow-listed HTML) as plain text for the file's metadata: tags dropped, the usual entities decoded. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();

type LicenceColumns = Pick<Relation, "licenceType" | "restrictionsZh" | "restrictionsEn" | "modelRelease" | "propertyRelease">;

/** The stored licence of a relation row; a value outside the vocabulary (never written by this server) reads as the default. */
export function storedLicence(r: LicenceColumns): LicenceInput {
  const release = (v: string): ReleaseState => ((RELEASE_STATES as readonly string[]).includes(v) ? (v as ReleaseState) : DEFAULT_LICENCE.modelRelease);
  return {
    type: (LICENCE_TYPES as readonly string[]).includes(r.licenceType) ? (r.licenceType as LicenceType) : DEFAULT_LICENCE.type,
    restrictionsZh: r.restrictionsZh ?? "",
    restrictionsEn: r.restrictionsEn ?? "",
    modelRelease: release(r.modelRelease),
    propertyRelease: release(r.propertyRelease),
  };
}

/** The relation columns of a LicenceInput (for an insert or update). */
export function licenceColumns(l: LicenceInput): LicenceColumns {
  return { licenceType: l.type, restrictionsZh: l.restrictionsZh, restrictionsEn: l.restrictionsEn, modelRelease: l.modelRelease, propertyRelease: l.propertyRelease };
}

/** The source credit of a story (story.source.credit), or null. */
export function creditOfStory(s: Pick<Story, "source">): CreditSource | null {
  return ((s.source ?? null) as StorySource | null)?.credit ?? null;
}

/** The relation's photographer line in a language (as toRelationDto gives it). */
export function photographerLine(r: Pick<Relation, "photographerStr" | "photographerStrZh">, lang: Lang): string {
  return lang === "zh" ? r.photographerStrZh || r.photographerStr : r.photographerStr;
}

/**
 * A relation's LicenceDto in a language.
 * @param pageUrl the story page (site-relative): the licence URL when the story has no source licence
 */
export function licenceOf(r: LicenceColumns & Pick<Relation, "photographerStr" | "photographerStrZh">, s: Pick<Story, "source">, lang: Lang, pageUrl: string): LicenceDto {
  return licenceView(storedLicence(r), { lang, photographerStr: photographerLine(r, lang), credit: creditOfStory(s) }, pageUrl);
}

/**
 * The XMP fields of a downloaded photo (media/xmp.ts): the licence in both
 * languages, the credit line, copyright notice and source in `lang`, the
 * licence URL made absolute on `origin`, the photographers, caption, title
 * and date taken.
 */
export function xmpLicenceOf(r: Relation, s: Story, lang: Lang, pageUrl: string, origin: string): XmpLicence {
  const stored = storedLicence(r);
  const credit = creditOfStory(s);
  const who = photographerLine(r, lang);
  const dto = licenceView(stored, { lang, photographerStr: who, credit }, pageUrl);
  const abs = dto.licenceUrl.startsWith("/") && !dto.licenceUrl.startsWith("//") ? `${origin.replace(/\/+$/, "")}${dto.licenceUrl}` : dto.licenceUrl;
  const zh = lang === "zh";
  return {
    usageTerms: { zh: usageTerms(stored, "zh"), en: usageTerms(stored, "en") },
    lang,
    webStatement: abs,
    credit: dto.creditLine,
    rights: copyrightNotice({ lang, photographerStr: who, credit }),
    // a public-domain dedication (CC0) is not a copyright claim
    marked: !(credit && /publicdomain|cc0/i.test(`${credit.licence} ${credit.licenceUrl}`)),
    modelRelease: stored.modelRelease,
    propertyRelease: stored.propertyRelease,
    creators: who.split(/[,，、]/).map((n) => n.trim()).filter(Boolean),
    source: sourceName({ lang, credit }),
    description: plain((zh ? r.descriptionZh || r.descriptionEn : r.descriptionEn || r.descriptionZh) ?? ""),
    title: plain((zh ? s.titleZh || s.titleEn : s.titleEn || s.titleZh) ?? ""),
    dateCreated: /^\d{4}(-\d{2}(-\d{2})?)?$/.test(r.shootingDate ?? "") ? r.shootingDate : "",
  };
}
