/**
 * The folder importer (`photowire import <folder>`, DESIGN §5): every JPEG
 * and PNG of a folder as an image story of one photo, described by a sidecar
 * `<name>.json` or by the image's own IPTC / XMP / EXIF metadata
 * (media/metadata.ts, read with exifr).
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db } from "../db/client.js";
import { SUBJECTS, type SubjectKey } from "./corpus.js";
import { storeMedia, type StoredMedia } from "../media/derivatives.js";
import { parseDate, readEmbeddedMeta } from "../media/metadata.js";
import { Allocator, ensurePhotographer, existingSources, upsertStory } from "../services/stories/writer.js";
import type { StorySource } from "../db/story-source.js";
import type { ImportOptions } from "./options.js";
import { importLicence } from "./licence-fields.js";

/** Sidecar `<name>.json` of a folder image. Every field optional. */
export interface Sidecar {
  title?: string;
  titleZh?: string;
  caption?: string;
  captionZh?: string;
  photographer?: string;
  photographerZh?: string;
  /** "YYYY", "YYYY-MM" or "YYYY-MM-DD" */
  date?: string;
  /** array or comma-separated */
  keywords?: string[] | string;
  keywordsZh?: string[] | string;
  free?: boolean;
  /** issue 20 (import/licence-fields.ts): licence or licenceType, restrictions (text or { zh, en }) or restrictionsZh / restrictionsEn, modelRelease, propertyRelease */
  licence?: string;
  licenceType?: string;
  restrictions?: string | { zh?: string; en?: string };
  restrictionsZh?: string;
  restrictionsEn?: string;
  modelRelease?: string | boolean;
  propertyRelease?: string | boolean;
}

/** Largest image file the folder import reads (bytes). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
const TEXT_LIMITS: Record<string, number> = {
  title: 300,
  titleZh: 300,
  caption: 5000,
  captionZh: 5000,
  photographer: 200,
  photographerZh: 200,
  date: 40,
};

/** Validates a parsed sidecar; returns an error reason or the sidecar. */
function checkSidecar(raw: unknown): Sidecar | string {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return "sidecar is not a JSON object";
  const o = raw as Record<string, unknown>;
  for (const [k, max] of Object.entries(TEXT_LIMITS)) {
    if (o[k] === undefined || o[k] === null) continue;
    if (typeof o[k] !== "string") return `sidecar field ${k} must be a string`;
    if ((o[k] as string).length > max) return `sidecar field ${k} is longer than ${max} characters`;
  }
  for (const k of ["keywords", "keywordsZh"]) {
    const v = o[k];
    if (v === undefined || v === null || typeof v === "string") continue;
    if (!Array.isArray(v) || !v.every((x) => typeof x === "string") || v.length > 100) {
      return `sidecar field ${k} must be a string or a list of strings`;
    }
  }
  if (o.free !== undefined && typeof o.free !== "boolean") return "sidecar field free must be true or false";
  if (typeof o.date === "string" && o.date.trim() && !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(o.date.trim())) {
    return "sidecar field date must be YYYY, YYYY-MM or YYYY-MM-DD";
  }
  if (typeof o.date === "string" && o.date.trim() && !parseDate(o.date)) return "sidecar field date is not a real date";
  const licence = importLicence(o, "");
  if (typeof licence === "string") return `sidecar field ${licence}`;
  return o as Sidecar;
}

const keywordList = (v: string[] | string | undefined): string[] =>
  (Array.isArray(v) ? v : (v ?? "").split(/[,，;；]/))
    .map((k) => k.trim())
    .filter(Boolean)
    .slice(0, 50);

/** A file the folder import did not import, and why. */
export interface SkippedFile {
  file: string;
  reason: string;
}

/** Result of importFolder. */
export interface FolderImportResult {
  imported: number;
  /** pcIds of the new stories, in file-name order */
  pcIds: string[];
  skipped: SkippedFile[];
}

const IMAGE_EXT = /\.(jpe?g|png)$/i;

/**
 * Imports every JPEG and PNG of a folder (not recursive, file-name order) as
 * an image story of one photo. Metadata, first found wins field by field:
 * sidecar `<name>.json` (title, titleZh, caption, captionZh, photographer,
 * photographerZh, date, keywords, keywordsZh, free, and the licence: licence
 * or licenceType, restrictions or restrictionsZh / restrictionsEn,
 * modelRelease, propertyRelease — issue 20), IPTC, XMP, EXIF (or PNG
 * text chunks), else the file name as title. The real type is sniffed from
 * the bytes. A file that cannot be imported (not an image, corrupt, too
 * large, bad sidecar, already imported) is skipped with a reason; nothing
 * throws for a bad file.
 * @param opts.subject subject of the new stories (default "news")
 * @throws Error only when `folder` is not a readable folder
 */
export async function importFolder(
  db: Db,
  folder: string,
  opts: ImportOptions & { subject?: SubjectKey },
): Promise<FolderImportResult> {
  if (!statSync(folder, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`not a folder: ${folder}`);
  const names = readdirSync(folder).sort();
  const out: FolderImportResult = { imported: 0, pcIds: [], skipped: [] };
  const subj = SUBJECTS[opts.subject ?? "news"];
  const base = opts.now ?? new Date();
  let alloc: Allocator | null = null;
  let known: Map<string, string> | null = null;

  for (const [i, name] of names.entries()) {
    const file = path.join(folder, name);
    if (name.startsWith(".")) continue;
    const st = statSync(file, { throwIfNoEntry: false });
    if (!st?.isFile()) continue;
    if (/\.json$/i.test(name) && names.some((n) => IMAGE_EXT.test(n) && stem(n) === stem(name))) continue; // a sidecar
    const skip = (reason: string) => out.skipped.push({ file: name, reason });
    if (!IMAGE_EXT.test(name)) {
      skip("not a JPEG or PNG file");
      continue;
    }
    if (st.size === 0) {
      skip("empty file");
      continue;
    }
    if (st.size > MAX_IMPORT_BYTES) {
      skip(`larger than ${MAX_IMPORT_BYTES} bytes`);
      continue;
    }
    try {
      const bytes = readFileSync(file);
      const type = await fileTypeFromBuffer(bytes);
      if (!type || (type.ext !== "jpg" && type.ext !== "png")) {
        skip(`not an image (content is ${type?.mime ?? "unknown"})`);
        continue;
      }
      let side: Sidecar = {};
      const sidecarFile = names.find((n) => n.toLowerCase() === `${stem(name)}.json`.toLowerCase());
      if (sidecarFile) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(readFileSync(path.join(folder, sidecarFile), "utf8"));
        } catch {
          skip(`sidecar ${sidecarFile} is not valid JSON`);
          continue;
        }
        const checked = checkSidecar(parsed);
        if (typeof checked === "string") {
          skip(`${checked} (${sidecarFile})`);
          continue;
        }
        side = checked;
      }
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      alloc ??= await Allocator.load(db);
      known ??= (await existingSources(db)).byKey;
      const key = `file:${sha256}`;
      if (known.has(key)) {
        skip(`already imported as ${known.get(key)}`);
        continue;
      }
      let meta;
      try {
        meta = await sharp(bytes).metadata();
      } catch (err) {
        skip(`unreadable image: ${(err as Error).message}`);
        continue;
      }
      const embedded = await readEmbeddedMeta(bytes, meta);
      const mediaId = alloc.nextMediaId();
      let stored: StoredMedia;
      try {
        stored = await storeMedia(opts.dataDir, mediaId, bytes, type.ext);
      } catch (err) {
        skip(`unreadable image: ${(err as Error).message}`);
        continue;
      }
      const title = side.title?.trim() || embedded.title || titleFromFileName(name);
      const caption = side.caption?.trim() || embedded.caption || "";
      const who = side.photographer?.trim() || embedded.photographer || "";
      const person = who ? await ensurePhotographer(db, who, side.photographerZh?.trim() || undefined) : null;
      const shootingDate = (side.date && parseDate(side.date)) || embedded.date || "";
      const keywords = side.keywords !== undefined ? keywordList(side.keywords) : (embedded.keywords ?? []);
      const keywordsZh = side.keywordsZh !== undefined ? keywordList(side.keywordsZh) : keywords;
      const publishTime = new Date(base.getTime() + i);
      const source: StorySource = {
        key,
        kind: "folder",
        sha256,
        photos: [{ key: name, mediaId: String(mediaId), ext: type.ext, title, titleZh: side.titleZh?.trim() || title }],
      };
      const res = await upsertStory(
        db,
        alloc,
        undefined,
        {
          type: "image",
          siteCode: opts.siteCode,
          siteId: opts.siteId,
          subjectCode: subj.code,
          subjectName: subj.name,
          subjectNameZh: subj.nameZh,
          titleEn: title,
          titleZh: side.titleZh?.trim() || title,
          descriptionEn: caption,
          descriptionZh: side.captionZh?.trim() || caption,
          author: person?.name ?? "",
          authorZh: person?.nameZh ?? person?.name ?? "",
          shootDate: shootingDate,
          flagWordStr: keywords.join(","),
          flagWordStrZh: keywordsZh.join(","),
          status: "online",
          titleImage: stored.urls.large,
          listImage: stored.urls.list,
          source,
        },
        publishTime,
        [
          {
            mediaType: 3,
            width: stored.width,
            height: stored.height,
            size: stored.size,
            photographerStr: person?.name ?? "",
            photographerStrZh: person?.nameZh ?? person?.name ?? "",
            photographer: person ? [person] : [],
            descriptionEn: caption,
            descriptionZh: side.captionZh?.trim() || caption,
            flagWordStr: keywords.join(","),
            flagWordStrZh: keywordsZh.join(","),
            imgUrl: stored.urls.large,
            titleImage: stored.urls.list,
            originalPath: stored.originalPath,
            mediaId: String(mediaId),
            shootingDate,
            free: side.free ?? false,
            // the sidecar's licence (checked by checkSidecar), the default for what it leaves out
            ...(importLicence(side as Record<string, unknown>, "") as Exclude<ReturnType<typeof importLicence>, string>),
          },
        ],
      );
      known.set(key, res.pcId);
      out.imported++;
      out.pcIds.push(res.pcId);
    } catch (err) {
      skip(`import failed: ${(err as Error).message}`);
    }
  }
  return out;
}

/** File name without its last extension. */
function stem(name: string): string {
  return name.replace(/\.[^.]*$/, "");
}

/** "boats_in-river.jpg" → "boats in river". */
function titleFromFileName(name: string): string {
  return stem(name).replace(/[-_]+/g, " ").replace(/\s+/g, " ").trim() || name;
}
