/**
 * Story and relation rows → the store documents of SPEC §3: the Thumbs-up
 * (like) record and the Collection record, every field, in the caller's
 * language (the English edition for X-Lang en, Chinese otherwise). The page
 * addresses come from adapters/story.ts storyUrls.
 */
import type { Lang } from "../locale/index.js";
import { formatSize } from "../../../common/format.js";
import { MEDIA_TYPE } from "../../../common/types.js";
import type { Edition } from "../../../common/edition.js";
import type { Relation, Story } from "../db/schema.js";
import { shootingDateText, storyUrls } from "./story.js";

/** A stored document (a record of SPEC §3 or a client document). */
export type StoreDoc = Record<string, unknown>;

/** Options of the record builders. */
export interface BuildContext {
  lang: Lang;
  /** defaults to now; used for thumbsUpTime / collect_date */
  now?: Date;
}

/** Record key of SPEC §3: member code_story_relation. */
export function recordKey(memberCode: string, storyId: string, relationId: string): string {
  return `${memberCode}_${storyId}_${relationId}`;
}

/** The edition whose page addresses a record of a language carries. */
const editionOfLang = (lang: Lang): Edition => (lang === "en" ? "en" : "zh");

/** First non-empty of the given strings, else "". */
function pick(...values: (string | null | undefined)[]): string {
  for (const v of values) if (v) return v;
  return "";
}

function isVideo(s: Story, r: Relation): boolean {
  return r.mediaType === MEDIA_TYPE.video || s.type === "video" || s.type === "video_group";
}

/** Edition texts of a story and a relation (falling back to the other edition when empty). */
function texts(s: Story, r: Relation, lang: Lang) {
  const en = lang === "en";
  return {
    title: en ? pick(s.titleEn, s.titleZh) : pick(s.titleZh, s.titleEn),
    description: en ? pick(s.descriptionEn, s.descriptionZh) : pick(s.descriptionZh, s.descriptionEn),
    caption: en ? pick(r.descriptionEn, r.descriptionZh) : pick(r.descriptionZh, r.descriptionEn),
    photographerStr: en ? pick(r.photographerStr, r.photographerStrZh) : pick(r.photographerStrZh, r.photographerStr),
    flagWordStr: pick(r.flagWordStr, en ? pick(s.flagWordStr, s.flagWordStrZh) : pick(s.flagWordStrZh, s.flagWordStr)),
  };
}

/**
 * Thumbs-up record of SPEC §3, every field. videoTime is present for
 * videos only: relation.duration in seconds (ffprobe, issue 11), null while
 * unknown (an upload not probed yet).
 */
export function buildThumbsUpRecord(memberCode: string, s: Story, r: Relation, ctx: BuildContext): StoreDoc {
  const tx = texts(s, r, ctx.lang);
  const urls = storyUrls(s, editionOfLang(ctx.lang));
  const doc: StoreDoc = {
    id: recordKey(memberCode, s.pcId, r.relationId),
    userCode: memberCode,
    relationId: r.relationId,
    mediaType: r.mediaType,
    width: r.width,
    height: r.height,
    size: r.size,
    photographerStr: tx.photographerStr,
    caption: tx.caption,
    flagWordStr: tx.flagWordStr,
    storyId: s.pcId,
    title: tx.title,
    description: tx.description,
    jsonUrl: urls.jsonUrl,
    htmlUrl: urls.htmlUrl,
    mHtmlUrl: urls.mHtmlUrl,
    titleImage: pick(r.titleImage, r.imgUrl, s.titleImage),
    shootingDate: pick(r.shootingDate, s.shootDate),
    thumbsUpTime: (ctx.now ?? new Date()).toISOString(),
    siteCode: s.siteCode,
    siteId: s.siteId,
  };
  if (isVideo(s, r)) doc.videoTime = r.duration ?? null;
  return doc;
}

/**
 * Collection record of SPEC §3, every field. content_wh is "WxH" (px),
 * content_wh_str "W × H px", content_size bytes and content_size_str the
 * human size (B/KB/MB/GB). video_time is present for videos only (seconds,
 * null while unknown, see buildThumbsUpRecord).
 */
export function buildCollectionRecord(memberCode: string, s: Story, r: Relation, ctx: BuildContext): StoreDoc {
  const tx = texts(s, r, ctx.lang);
  const urls = storyUrls(s, editionOfLang(ctx.lang));
  const doc: StoreDoc = {
    key: recordKey(memberCode, s.pcId, r.relationId),
    user_key: memberCode,
    content_key: r.relationId,
    content_type: r.mediaType,
    content_wh: `${r.width}x${r.height}`,
    content_wh_str: `${r.width} × ${r.height} px`,
    content_size: r.size,
    content_size_str: formatSize(r.size),
    content_author_name: tx.photographerStr,
    content_caption: tx.caption,
    content_keyword: tx.flagWordStr,
    story_key: s.pcId,
    story_title: tx.title,
    story_caption: tx.description,
    story_type: s.type,
    take_date: pick(r.shootingDate, s.shootDate),
    collect_date: (ctx.now ?? new Date()).toISOString(),
    htmlUrl: urls.htmlUrl,
    mHtmlUrl: urls.mHtmlUrl,
    imgUrl: pick(r.imgUrl, r.titleImage),
    mediaId: r.mediaId ?? "",
    siteCode: s.siteCode,
    siteId: s.siteId,
    photographer: r.photographer ?? [],
    width: r.width,
    height: r.height,
    jsonUrl: urls.jsonUrl,
  };
  if (isVideo(s, r)) doc.video_time = r.duration ?? null;
  return doc;
}

/**
 * Download record of SPEC §3 (the ss_download store), every field: storyId,
 * contentId, mediaId, siteId, uploadId, type (site code), articleInfo,
 * description, shootingDate, photographerStr, caption, title, imgUrl, and
 * the result fields url (the signed file address), size (bytes), width and
 * height (px), articleLink (the story page) and shootDate; and
 * shootingDateText, the date as the source writes it in the record's
 * language (adapters/story.ts shootingDateText). Written by the
 * server only, for each downloaded photo (services/downloads.ts).
 * uploadId is the contributor's upload the photo came from, "" for imported photos.
 */
export function buildDownloadRecord(memberCode: string, s: Story, r: Relation, url: string, ctx: BuildContext): StoreDoc {
  const tx = texts(s, r, ctx.lang);
  const urls = storyUrls(s, editionOfLang(ctx.lang));
  return {
    oid: recordKey(memberCode, s.pcId, r.relationId),
    userCode: memberCode,
    storyId: s.pcId,
    contentId: r.relationId,
    relationId: r.relationId,
    mediaId: r.mediaId ?? "",
    siteId: s.siteId,
    uploadId: "",
    type: s.siteCode,
    articleInfo: tx.description,
    description: tx.description,
    shootingDate: pick(r.shootingDate, s.shootDate),
    photographerStr: tx.photographerStr,
    caption: tx.caption,
    title: tx.title,
    imgUrl: pick(r.titleImage, r.imgUrl, s.titleImage),
    url,
    size: r.size,
    width: r.width,
    height: r.height,
    articleLink: urls.htmlUrl,
    shootDate: pick(r.shootingDate, s.shootDate),
    // the date as the source writes it, in the record's language ("约1865年"; issue 22 item 6): the history shows this
    shootingDateText: shootingDateText(r, s, ctx.lang) || pick(r.shootingDate, s.shootDate),
    downloadTime: (ctx.now ?? new Date()).toISOString(),
  };
}

/** The fields of each store's records that are in a language (their texts and the edition's page addresses). */
const LANGUAGE_FIELDS: Record<string, readonly string[]> = {
  ss_thumps_up: ["photographerStr", "caption", "flagWordStr", "title", "description", "jsonUrl", "htmlUrl", "mHtmlUrl"],
  collection: ["content_author_name", "content_caption", "content_keyword", "story_title", "story_caption", "htmlUrl", "mHtmlUrl", "jsonUrl"],
  ss_download: ["articleInfo", "description", "photographerStr", "caption", "title", "articleLink", "shootingDateText"],
};

/** The story and relation ids a stored record refers to (likes and downloads: storyId/relationId; collections: story_key/content_key). */
export function recordRefs(doc: StoreDoc): { storyId: string; relationId: string } | null {
  const storyId = doc.storyId ?? doc.story_key;
  const relationId = doc.relationId ?? doc.contentId ?? doc.content_key;
  return typeof storyId === "string" && typeof relationId === "string" ? { storyId, relationId } : null;
}

/**
 * A stored like, collection or download record with its texts and page
 * addresses in `lang` (issue 12: favourites and downloads show each item's
 * title in the current edition's language, whichever edition the item was
 * liked in). Other stores' documents, and every other field, are unchanged.
 */
export function localiseRecord(store: string, doc: StoreDoc, s: Story, r: Relation, lang: Lang): StoreDoc {
  const fields = LANGUAGE_FIELDS[store];
  if (!fields) return doc;
  const code = String(doc.userCode ?? doc.user_key ?? "");
  const fresh =
    store === "ss_thumps_up"
      ? buildThumbsUpRecord(code, s, r, { lang })
      : store === "collection"
        ? buildCollectionRecord(code, s, r, { lang })
        : buildDownloadRecord(code, s, r, String(doc.url ?? ""), { lang });
  const out: StoreDoc = { ...doc };
  for (const f of fields) out[f] = fresh[f];
  return out;
}
