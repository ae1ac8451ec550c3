/**
 * Media files of a published video (issue 11; SPEC §3 Relation mediaType 5,
 * §9 image path hashing). For a media id N with path hash H:
 *
 *   STORAGE_DIR/originals/H/N.<ext>  the video as sent, private (relation.originalPath)
 *   /media/H/N_web.<ext>             the public copy the page's <video> plays (relation.videoUrl)
 *   /media/H/N_1200.jpg, _480, _110  the poster made by makePoster, in the photo sizes
 *                                    (relation.poster / imgUrl, titleImage; media/derivatives.ts)
 *
 * The public copy is not named N.<ext>: that is where older versions kept
 * originals, and moveLegacyOriginals would take it away.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { imagePathHash } from "../../../common/format.js";
import { makePoster, probeVideo } from "./ffmpeg.js";
import { originalFile, originalPathOf, siteFile, storeMedia, type MediaUrls } from "./derivatives.js";

/** Public URL of a media id's video: /media/H/N_web.<ext>. */
export function videoUrlOf(mediaId: number, ext = "mp4"): string {
  return `/media/${imagePathHash(mediaId)}/${mediaId}_web.${ext}`;
}

/** What a stored video gives its relation (mediaType 5). */
export interface StoredVideo {
  mediaId: number;
  /** px, bytes, seconds and codec (probeVideo) */
  width: number;
  height: number;
  size: number;
  duration: number;
  codec: string;
  /** relation.videoUrl */
  videoUrl: string;
  /** the poster's public sizes: large → relation.poster and imgUrl, list → titleImage */
  poster: MediaUrls;
  /** relation.originalPath */
  originalPath: string;
}

/**
 * Stores a video for publishing: the private original, the public copy and
 * the poster (a frame taken by makePoster, stored like a photo). A file
 * already stored under the same id with the same size is not copied again.
 * @param dataDir STORAGE_DIR
 * @param file the video (mp4, webm or mov, already sniffed)
 * @param ext its extension without dot ("mp4" | "webm" | "mov")
 * @throws VideoError when ffprobe/ffmpeg cannot read it (nothing public is left behind then)
 */
export async function storeVideo(dataDir: string, mediaId: number, file: string, ext: string): Promise<StoredVideo> {
  const info = await probeVideo(file);
  const videoUrl = videoUrlOf(mediaId, ext);
  const publicFile = siteFile(dataDir, videoUrl);
  const originalPath = originalPathOf(mediaId, ext);
  const privateFile = originalFile(dataDir, originalPath);
  const posterTmp = path.join(tmpdir(), `pw-poster-${process.pid}-${mediaId}-${Date.now()}.jpg`);
  try {
    await makePoster(file, posterTmp);
    const poster = await storeMedia(dataDir, mediaId, await readFile(posterTmp), "jpg");
    for (const target of [privateFile, publicFile]) {
      if (path.resolve(target) === path.resolve(file)) continue;
      if (existsSync(target) && (await stat(target)).size === info.size) continue;
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file, target);
    }
    return { mediaId, ...info, videoUrl, poster: poster.urls, originalPath };
  } finally {
    await rm(posterTmp, { force: true });
  }
}
