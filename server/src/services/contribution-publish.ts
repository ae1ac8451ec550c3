/**
 * Publishing a contributed draft (issue 11 "Publishing"; SPEC §4
 * Contribution draft, §7 guest/Contribute and add/pc; DESIGN §2): the
 * built-in draft publisher of services/contribution.ts and the shapes it
 * answers. The uploaded files go into the private originals folder and the
 * public derived sizes (media/derivatives.ts storeMedia, like the imports; a
 * video through media/video-media.ts storeVideo), the story and its
 * relations are written by the story writer (services/stories/writer.ts
 * upsertStory), then its pages are rendered through the Publisher port and it
 * is reindexed (services/stories/publishing.ts publishStory).
 */
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { asc, eq, or, sql } from "drizzle-orm";
import type { ContributionDraftDto, RelationDraftDto } from "../../../common/contribution.js";
import type { Edition } from "../../../common/edition.js";
import { MEDIA_TYPE } from "../../../common/types.js";
import type { Db } from "../db/client.js";
import { photographer, relation, story, type Photographer, type UcMember } from "../db/schema.js";
import type { SourcePhoto, StorySource } from "../db/story-source.js";
import { ApiError } from "../http/errors.js";
import { firstEdition, storyUrls, type StoredPhotographer } from "../adapters/story.js";
import { licenceColumns } from "../adapters/licence.js";
import { storeMedia, type StoredMedia } from "../media/derivatives.js";
import { ImageError } from "../media/pixels.js";
import { VideoError } from "../media/ffmpeg.js";
import { storeVideo, type StoredVideo } from "../media/video-media.js";
import type { Publisher } from "../ports.js";
import { publishStory } from "./stories/publishing.js";
import { Allocator, ensurePhotographer, upsertStory, type RelationInsert } from "./stories/writer.js";

const invalid = (field: string, rule: string) => new ApiError("invalid_param", [{ field, rule }]);

/** A subject a contributor may choose (the site's subjects of its stories). */
export interface SubjectDto {
  code: string;
  name: string;
  nameZh: string;
}

/** What the publisher answers for one relation of a submitted story, merged into the draft's entry. */
export interface PublishedRelationDto {
  /** the upload's relation id (the draft entry it belongs to) */
  uploadRelationId: string;
  /** the published relation id */
  publishedRelationId: string;
  mediaId: string;
  imgUrl: string | null;
  titleImage: string | null;
  htmlUrl: string;
  width: number;
  height: number;
}

/**
 * The answer of add/pc and Contribute, and of an editor's approval (issue 19:
 * a submission is published only once approved; until then storyId is null,
 * htmlUrl and jsonUrl "" and relationList empty).
 */
export interface SubmitResultDto {
  storyId: string | null;
  htmlUrl: string;
  jsonUrl: string;
  relationList: PublishedRelationDto[];
  draft: StoredDraft;
}

/** A draft as stored: the DTO plus the owner, and the page addresses once published. */
export type StoredDraft = ContributionDraftDto & { userCode: string; htmlUrl?: string; mHtmlUrl?: string; jsonUrl?: string };

/** Something that publishes one draft (tests replace it to simulate an empty answer). */
export type DraftPublisher = (member: UcMember, draft: StoredDraft, editions?: readonly Edition[], credits?: Credits) => Promise<Omit<SubmitResultDto, "draft"> | null>;

/**
 * An editor's credits of a submission's files (issue 19 "Credits"), by the
 * upload's relationId: the photographer's name. A name (or Chinese name,
 * trimmed, case-insensitive) of a photographer profile credits that profile;
 * any other name is credited as the imports credit a name.
 */
export type Credits = Readonly<Record<string, string>>;

/** What publishDraft needs of its service: where files go, the site, the Publisher port and the clock. */
export interface PublishDraftContext {
  storageDir: string;
  siteCode: string;
  siteId: number;
  /** the renderer (ports.ts) */
  sitePublisher: Publisher;
  now: () => Date;
}

/**
 * The built-in draft publisher (the publishing service of add/pc, SPEC §4;
 * see the module comment): stores the files, writes the story (the story
 * writer), publishes it through the Publisher port and answers its pages and
 * relations; null when the story is not there afterwards (api_2 for the caller).
 * @throws invalid_param relationList.N.filePath rule missing (an upload is gone)
 *   or rule video (ffprobe/ffmpeg cannot read it)
 */
export async function publishDraft(
  db: Db,
  ctx: PublishDraftContext,
  member: UcMember,
  draft: StoredDraft,
  subject: SubjectDto,
  editions?: readonly Edition[],
  credits?: Credits,
): Promise<Omit<SubmitResultDto, "draft"> | null> {
  const { storageDir, siteCode, siteId, sitePublisher } = ctx;
  // the stored files and their real sizes (bytes): a draft's own `size` is the client's word, never written
  const files = await Promise.all(
    draft.relationList.map(async (r, i) => {
      const abs = path.join(storageDir, "uploads", ...r.filePath.split("/"));
      try {
        return { abs, size: (await stat(abs)).size };
      } catch {
        throw invalid(`relationList.${i}.filePath`, "missing");
      }
    }),
  );
  const alloc = await Allocator.load(db);
  const rels: RelationInsert[] = [];
  const photos: SourcePhoto[] = [];
  let cover: { large: string; list: string } | null = null;
  const own = member.photographerId != null ? ((await db.select().from(photographer).where(eq(photographer.id, member.photographerId)).limit(1))[0] ?? null) : null;
  for (const [i, r] of draft.relationList.entries()) {
    const mediaId = alloc.nextMediaId();
    const editorsCredit = credits?.[r.relationId]?.trim();
    const person = editorsCredit
      ? ((await profileNamed(db, editorsCredit)) ?? (await ensurePhotographer(db, editorsCredit)))
      : (creditOf(r.byline, own) ?? (await ensurePhotographer(db, r.byline || member.name || member.code)));
    let width = r.horizontal ?? 0;
    let height = r.vertical ?? 0;
    let urls: { large: string; list: string } | null = null;
    let originalPath: string;
    let video: { poster: string | null; videoUrl: string; duration: number } | null = null;
    if (r.mediaType === MEDIA_TYPE.video) {
      // the private original, the public copy the page plays and the poster in the photo sizes (media/video-media.ts)
      let v: StoredVideo;
      try {
        v = await storeVideo(storageDir, mediaId, files[i].abs, r.fileExt);
      } catch (err) {
        if (err instanceof VideoError) throw invalid(`relationList.${i}.filePath`, "video");
        // its poster goes through storeMedia: over the pixel limit or unreadable (media/pixels.ts)
        if (err instanceof ImageError) throw invalid(`relationList.${i}.filePath`, err.rule);
        throw err;
      }
      urls = v.poster;
      width = v.width;
      height = v.height;
      originalPath = v.originalPath;
      video = { poster: v.poster.large, videoUrl: v.videoUrl, duration: v.duration };
    } else {
      let stored: StoredMedia;
      try {
        stored = await storeMedia(storageDir, mediaId, await readFile(files[i].abs), r.fileExt);
      } catch (err) {
        // over the one pixel limit (issue 19) or not an image sharp can read: the contributor's 422, never a 500
        if (err instanceof ImageError) throw invalid(`relationList.${i}.filePath`, err.rule);
        throw err;
      }
      urls = stored.urls;
      width = stored.width;
      height = stored.height;
      originalPath = stored.originalPath;
    }
    cover ??= urls;
    const keywords = r.keywords?.length ? r.keywords : draft.keywords;
    photos.push({ key: r.relationId, mediaId: String(mediaId), ext: r.fileExt, title: r.caption || draft.title, titleZh: r.caption || draft.title });
    rels.push({
      mediaType: r.mediaType,
      width,
      height,
      size: files[i].size,
      photographerStr: person.name,
      photographerStrZh: person.nameZh ?? person.name,
      photographer: [person],
      descriptionEn: r.caption,
      descriptionZh: r.caption,
      flagWordStr: keywords.join(","),
      flagWordStrZh: keywords.join(","),
      imgUrl: urls?.large ?? null,
      titleImage: urls?.list ?? null,
      originalPath,
      mediaId: String(mediaId),
      shootingDate: r.shootingDate || draft.shootingDate,
      ...(video ?? {}),
      // issue 20: the licence the contributor declared (else the column defaults)
      ...(r.licence ? licenceColumns(r.licence) : {}),
    });
  }
  const source: StorySource = { key: `contribution:${draft.oid}`, kind: "contribution", photos };
  const author = member.name || member.code;
  const res = await upsertStory(
    db,
    alloc,
    undefined,
    {
      type: draft.type || typeOf(draft.relationList),
      siteCode,
      siteId,
      subjectCode: subject.code,
      subjectName: subject.name,
      subjectNameZh: subject.nameZh,
      titleEn: draft.title,
      titleZh: draft.title,
      descriptionEn: draft.description,
      descriptionZh: draft.description,
      author,
      authorZh: author,
      shootDate: draft.shootingDate || draft.relationList.find((r) => r.shootingDate)?.shootingDate || "",
      flagWordStr: draft.keywords.join(","),
      flagWordStrZh: draft.keywords.join(","),
      status: "online",
      // the member's own: their free downloads of it (services/downloads.ts); the editions the editor chose
      contributorId: member.id,
      editions: editions ? [...editions] : null,
      titleImage: cover?.large ?? null,
      listImage: cover?.list ?? null,
      source,
    },
    ctx.now(),
    rels,
  );
  await publishStory(db, res.pcId, sitePublisher);
  const [s] = await db.select().from(story).where(eq(story.pcId, res.pcId));
  if (!s) return null;
  // the page of the first edition it is in (the Chinese one unless the editor left it out)
  const urls = storyUrls(s, firstEdition(s));
  const stored = await db.select().from(relation).where(eq(relation.pcId, res.pcId)).orderBy(asc(relation.seq));
  return {
    storyId: s.pcId,
    htmlUrl: urls.htmlUrl,
    jsonUrl: urls.jsonUrl,
    relationList: stored.map((row, i) => ({
      uploadRelationId: draft.relationList[i]?.relationId ?? "",
      publishedRelationId: row.relationId,
      mediaId: row.mediaId ?? "",
      imgUrl: row.imgUrl,
      titleImage: row.titleImage,
      htmlUrl: row.mediaType === MEDIA_TYPE.photo ? `${urls.htmlUrl}#${row.relationId}` : urls.htmlUrl,
      width: row.width,
      height: row.height,
    })),
  };
}

/**
 * The member's own photographer profile when a photo's byline is empty or
 * names it (name or nameZh, trimmed, case-insensitive); null otherwise (the
 * photo is credited by its byline's name).
 */
export function creditOf(byline: string | null | undefined, own: Pick<Photographer, "id" | "name" | "nameZh"> | null): StoredPhotographer | null {
  if (!own) return null;
  const b = (byline ?? "").trim().toLowerCase();
  const mine = !b || b === own.name.trim().toLowerCase() || (own.nameZh != null && b === own.nameZh.trim().toLowerCase());
  return mine ? { id: own.id, name: own.name, nameZh: own.nameZh ?? undefined } : null;
}

/** The photographer whose name or Chinese name is `name` (trimmed, case-insensitive), or null. */
async function profileNamed(db: Db, name: string): Promise<StoredPhotographer | null> {
  const n = name.toLowerCase();
  const [p] = await db
    .select()
    .from(photographer)
    .where(or(sql`lower(trim(${photographer.name})) = ${n}`, sql`lower(trim(${photographer.nameZh})) = ${n}`))
    .orderBy(sql`${photographer.memberId} is null`, photographer.id)
    .limit(1);
  return p ? { id: p.id, name: p.name, nameZh: p.nameZh ?? undefined } : null;
}

/** The story type of a relation list: image / image_group, video / video_group. */
export function typeOf(list: Pick<RelationDraftDto, "mediaType">[]): string {
  const video = list.length > 0 && list.every((r) => r.mediaType === MEDIA_TYPE.video);
  return video ? (list.length > 1 ? "video_group" : "video") : list.length > 1 ? "image_group" : "image";
}
