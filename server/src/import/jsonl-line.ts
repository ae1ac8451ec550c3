/**
 * One line of the CMS importer (import/jsonl.ts; issue 11 "CMS ingest";
 * SPEC §3 Story and Relation): the line's TypeBox schema (JsonlLine), the
 * checks beyond it and its media files, sniffed from their content and
 * stored (media/derivatives.ts storeMedia for JPEG and PNG, at most
 * MAX_FILE_BYTES; media/video-media.ts storeVideo for MP4, WebM and MOV, at
 * most UPLOAD_MAX_VIDEO_BYTES). A bad line answers the reason it is skipped.
 */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Type, type Static } from "@sinclair/typebox";
import { TypeCompiler } from "@sinclair/typebox/compiler";
import { fileTypeFromFile } from "file-type";
import { UPLOAD_MAX_IMAGE_BYTES, UPLOAD_MAX_VIDEO_BYTES, UPLOAD_VIDEO_MIMES } from "../../../common/contribution.js";
import type { Db } from "../db/client.js";
import { relation, story } from "../db/schema.js";
import type { StorySource } from "../db/story-source.js";
import type { StoredPhotographer } from "../adapters/story.js";
import { storeMedia } from "../media/derivatives.js";
import { parseDate } from "../media/metadata.js";
import { storeVideo } from "../media/video-media.js";
import { Allocator, ensurePhotographer } from "../services/stories/writer.js";
import { SUBJECTS } from "./corpus.js";
import { givenLicence, importLicence, type LicenceColumnsGiven } from "./licence-fields.js";
import type { ImportOptions } from "./options.js";

/** Largest image file a line may name (bytes; UPLOAD_MAX_IMAGE_BYTES); a video may be UPLOAD_MAX_VIDEO_BYTES, as an upload. */
export const MAX_FILE_BYTES = UPLOAD_MAX_IMAGE_BYTES;
/** Longest line read (characters); a longer one is reported and skipped. */
export const MAX_LINE = 2_000_000;

const Text = (max: number) =>
  Type.Union([
    Type.String({ maxLength: max }),
    Type.Object({ zh: Type.Optional(Type.String({ maxLength: max })), en: Type.Optional(Type.String({ maxLength: max })) }, { additionalProperties: false }),
  ]);
const DateText = Type.String({ pattern: "^\\d{4}(-\\d{2}(-\\d{2})?)?$" });
/**
 * A photo's licence (issue 20; import/licence-fields.ts): on a relation, or
 * on the line for all its relations. The schema only bounds the sizes; the
 * values are checked by importLicence, whose reasons name the field.
 */
const LicenceProps = {
  licence: Type.Optional(Type.String({ maxLength: 100 })),
  licenceType: Type.Optional(Type.String({ maxLength: 100 })),
  restrictions: Type.Optional(Text(10_000)),
  restrictionsZh: Type.Optional(Type.String({ maxLength: 10_000 })),
  restrictionsEn: Type.Optional(Type.String({ maxLength: 10_000 })),
  modelRelease: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Boolean()])),
  propertyRelease: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Boolean()])),
};

/** One relation of a line. */
export const JsonlRelation = Type.Object(
  {
    file: Type.String({ minLength: 1, maxLength: 1000 }),
    caption: Type.Optional(Text(5000)),
    photographer: Type.Optional(Text(200)),
    shootingDate: Type.Optional(DateText),
    free: Type.Optional(Type.Boolean()),
    ...LicenceProps,
  },
  { additionalProperties: false },
);

/** One line of the JSONL file (see the file comment). */
export const JsonlLine = Type.Object(
  {
    pcId: Type.Optional(Type.String({ pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$" })),
    type: Type.Union([Type.Literal("text"), Type.Literal("image"), Type.Literal("image_group"), Type.Literal("video"), Type.Literal("video_group")]),
    title: Text(300),
    description: Type.Optional(Text(10000)),
    body: Type.Optional(Text(1_000_000)),
    author: Type.Optional(Text(200)),
    subjectCode: Type.Optional(Type.String({ pattern: "^[a-z0-9][a-z0-9_]{0,63}$" })),
    subjectName: Type.Optional(Text(100)),
    keywords: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
    shootDate: Type.Optional(DateText),
    publishTime: Type.Optional(Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}([T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$" })),
    compId: Type.Optional(Type.String({ maxLength: 100 })),
    relations: Type.Optional(Type.Array(JsonlRelation, { maxItems: 500 })),
    ...LicenceProps,
  },
  { additionalProperties: false },
);
export type JsonlLine = Static<typeof JsonlLine>;

const checkLine = TypeCompiler.Compile(JsonlLine);

/** A line that was not imported, and why. */
export interface SkippedLine {
  /** 1-based line number in the file */
  line: number;
  reason: string;
}

type Edited = { zh: string; en: string };

/** A Text value as its two editions: a plain string is both. */
function editions(v: string | { zh?: string; en?: string } | undefined): Edited {
  if (v === undefined) return { zh: "", en: "" };
  if (typeof v === "string") return { zh: v.trim(), en: v.trim() };
  return { zh: (v.zh ?? "").trim(), en: (v.en ?? "").trim() };
}

/** First schema error of a value as "path: message". */
function schemaReason(value: unknown): string {
  const first = checkLine.Errors(value).First();
  if (!first) return "does not match the line schema";
  const where = first.path.replace(/^\//, "").replace(/\/(\d+)(?=\/|$)/g, "[$1]").replace(/\//g, ".") || "line";
  return `${where}: ${first.message.toLowerCase()}`;
}

/**
 * Where a parsed line holds a NUL character (U+0000, written "\u0000" in
 * JSON), which PostgreSQL text cannot store: its path ("body.en",
 * "relations[0].caption"), or null. Checked per line, so that one such line
 * is skipped with a reason instead of failing its whole batch.
 */
export function nulPath(value: unknown, at = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? at || "line" : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], `${at}[${i}]`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const found = nulPath(v, at ? `${at}.${k}` : k);
      if (found) return found;
    }
  }
  return null;
}

/** The relation files' checks and media, done before a batch's transaction. */
interface PreparedRelation {
  row: Omit<typeof relation.$inferInsert, "relationId" | "pcId" | "seq">;
  /** the licence columns the line gives (issue 20): set on a new relation and on an existing one; the others keep their value (or the default) */
  licence: LicenceColumnsGiven;
}

/** One line, checked, with its media stored: what writeBatch writes. */
export interface Prepared {
  line: number;
  pcId: string | null;
  /** the line gave publishTime (else an updated story keeps its own) */
  publishTimeGiven: boolean;
  story: Omit<typeof story.$inferInsert, "pcId" | "relContentUrl">;
  relations: PreparedRelation[];
}

/** Extension a sniffed video is stored under (UPLOAD_VIDEO_MIMES). */
const VIDEO_EXT_OF: Record<string, string> = { "video/mp4": "mp4", "video/webm": "webm", "video/quicktime": "mov" };

/**
 * Validates one parsed line beyond the schema and reads its media files.
 * @returns the story to write, or a reason to skip the line
 */
export async function prepare(
  db: Db,
  raw: unknown,
  lineNo: number,
  baseDir: string,
  alloc: Allocator,
  opts: ImportOptions,
  publishTime: Date,
): Promise<Prepared | string> {
  if (!checkLine.Check(raw)) return schemaReason(raw);
  const nul = nulPath(raw);
  if (nul) return `${nul}: contains a NUL character (U+0000), which cannot be stored`;
  const l = raw;
  const title = editions(l.title);
  if (!title.zh && !title.en) return "title is empty in both editions";
  const rels = l.relations ?? [];
  if (l.type === "text" && rels.length) return "relations: a text story has none (its text is body)";
  if (l.type !== "text" && l.body !== undefined) return "body: only text stories have a body";
  if (l.type !== "text" && rels.length === 0) return `relations: a ${l.type} story needs at least one file`;
  if ((l.type === "image" || l.type === "video") && rels.length > 1) return `relations: a ${l.type} story has exactly one file (use ${l.type}_group)`;
  const shootDate = l.shootDate ? parseDate(l.shootDate) : "";
  if (shootDate === null) return "shootDate: not a real date";
  let when = publishTime;
  if (l.publishTime) {
    when = new Date(l.publishTime);
    if (Number.isNaN(when.getTime())) return "publishTime: not a real date and time";
  }
  const known = l.subjectCode ? (SUBJECTS as Record<string, { code: string; name: string; nameZh: string } | undefined>)[l.subjectCode] : SUBJECTS.news;
  const subjName = editions(l.subjectName);
  const subjectCode = l.subjectCode ?? "news";
  const subjectName = subjName.en || known?.name || subjectCode.replace(/^./, (c) => c.toUpperCase());
  const subjectNameZh = subjName.zh || known?.nameZh || subjectName;
  const description = editions(l.description);
  const body = editions(l.body);
  const author = editions(l.author);
  const keywords = (l.keywords ?? []).map((k) => k.trim()).filter(Boolean).join(",");

  const prepared: PreparedRelation[] = [];
  const photos: NonNullable<StorySource["photos"]> = [];
  const lineLicence = givenLicence(l as Record<string, unknown>, "");
  if (typeof lineLicence === "string") return lineLicence;
  for (const [i, r] of rels.entries()) {
    const licence = importLicence(r as Record<string, unknown>, `relations[${i}]`, lineLicence);
    if (typeof licence === "string") return licence;
    const where = `relations[${i}].file`;
    const file = path.resolve(baseDir, r.file);
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile()) return `${where}: no such file ${r.file}`;
    if (st.size === 0) return `${where}: ${r.file} is empty`;
    const sniffed = await fileTypeFromFile(file);
    const shootingDate = r.shootingDate ? parseDate(r.shootingDate) : "";
    if (shootingDate === null) return `relations[${i}].shootingDate: not a real date`;
    const caption = editions(r.caption);
    const who = editions(r.photographer);
    const name = who.en || who.zh;
    const credit = { photographerStr: who.en || who.zh, photographerStrZh: who.zh || who.en, descriptionEn: caption.en, descriptionZh: caption.zh };
    if (sniffed && (UPLOAD_VIDEO_MIMES as readonly string[]).includes(sniffed.mime)) {
      // a video: stored as contributors' uploads are (video-media.ts storeVideo: poster by ffmpeg, facts by ffprobe)
      if (!l.type.startsWith("video")) return `${where}: ${r.file} is a video; a ${l.type} story needs JPEG or PNG images`;
      if (st.size > UPLOAD_MAX_VIDEO_BYTES) return `${where}: ${r.file} is larger than ${UPLOAD_MAX_VIDEO_BYTES} bytes`;
      const ext = VIDEO_EXT_OF[sniffed.mime];
      const mediaId = alloc.nextMediaId();
      let v;
      try {
        v = await storeVideo(opts.dataDir, mediaId, file, ext);
      } catch (err) {
        return `${where}: ${r.file} is not a playable video (${(err as Error).message.split("\n")[0]})`;
      }
      const person: StoredPhotographer | null = name ? await ensurePhotographer(db, name, who.zh || undefined) : null;
      photos.push({ key: r.file, mediaId: String(mediaId), ext, title: title.en || title.zh, titleZh: title.zh || title.en });
      prepared.push({
        row: {
          mediaType: 5,
          width: v.width,
          height: v.height,
          size: v.size,
          ...credit,
          photographer: person ? [person] : [],
          flagWordStr: keywords,
          flagWordStrZh: keywords,
          imgUrl: v.poster.large,
          titleImage: v.poster.list,
          originalPath: v.originalPath,
          mediaId: String(mediaId),
          shootingDate,
          free: r.free ?? false,
          poster: v.poster.large,
          videoUrl: v.videoUrl,
          duration: v.duration,
          jsonStr: JSON.stringify({ file: r.file, fileExt: ext }),
          ...licence,
        },
        licence,
      });
      continue;
    }
    if (!sniffed || (sniffed.ext !== "jpg" && sniffed.ext !== "png")) {
      return `${where}: ${r.file} is not a JPEG or PNG image${l.type.startsWith("video") ? " nor an MP4, WebM or MOV video" : ""} (content is ${sniffed?.mime ?? "unknown"})`;
    }
    if (l.type.startsWith("video")) return `${where}: ${r.file} is an image; a ${l.type} story needs video files`;
    if (st.size > MAX_FILE_BYTES) return `${where}: ${r.file} is larger than ${MAX_FILE_BYTES} bytes`;
    const bytes = readFileSync(file);
    const mediaId = alloc.nextMediaId();
    let stored;
    try {
      stored = await storeMedia(opts.dataDir, mediaId, bytes, sniffed.ext);
    } catch (err) {
      return `${where}: ${r.file} is not a readable image (${(err as Error).message})`;
    }
    const person: StoredPhotographer | null = name ? await ensurePhotographer(db, name, who.zh || undefined) : null;
    photos.push({ key: r.file, mediaId: String(mediaId), ext: sniffed.ext, title: title.en || title.zh, titleZh: title.zh || title.en });
    prepared.push({
      row: {
        mediaType: 3,
        width: stored.width,
        height: stored.height,
        size: stored.size,
        ...credit,
        photographer: person ? [person] : [],
        flagWordStr: keywords,
        flagWordStrZh: keywords,
        imgUrl: stored.urls.large,
        titleImage: stored.urls.list,
        originalPath: stored.originalPath,
        mediaId: String(mediaId),
        shootingDate,
        free: r.free ?? false,
        jsonStr: JSON.stringify({ file: r.file, fileExt: sniffed.ext }),
        ...licence,
      },
      licence,
    });
  }
  const first = prepared[0]?.row;
  return {
    line: lineNo,
    pcId: l.pcId ?? null,
    publishTimeGiven: !!l.publishTime,
    relations: prepared,
    story: {
      type: l.type,
      siteCode: opts.siteCode,
      siteId: opts.siteId,
      subjectCode,
      subjectName,
      subjectNameZh,
      titleZh: title.zh,
      titleEn: title.en,
      descriptionZh: description.zh,
      descriptionEn: description.en,
      bodyZh: body.zh || null,
      bodyEn: body.en || null,
      author: author.en || author.zh,
      authorZh: author.zh || author.en,
      shootDate,
      flagWordStr: keywords,
      flagWordStrZh: keywords,
      publishTime: when,
      status: "online",
      titleImage: first?.imgUrl ?? null,
      listImage: first?.titleImage ?? null,
      compId: l.compId ?? null,
      source: { key: "", kind: "jsonl", ...(photos.length ? { photos } : {}) } satisfies StorySource,
    },
  };
}
