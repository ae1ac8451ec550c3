/**
 * Contribution: the contract the upload widget (widgets/upload), the
 * contribution form of uc1-new (widgets/contribution), the member centre and
 * the server (services/uploads.ts, services/contribution.ts) share. SPEC §3
 * (Contributed story draft and its relationList entries), §4 (submission),
 * §7 (upload_file, getPublicationContent, addPublicationContent,
 * getRelationList, getUploadCount, Contribute, delete, query_story,
 * setWebLog, add/pc), §8 (Q_EXCEED_NUM_LIMIT, Q_EXCEED_SIZE_LIMIT,
 * Q_TYPE_DENIED, F_EXCEED_SIZE, F_DUPLICATE, api_tools_30, api_2), §9;
 * issue 19: F_EXCEED_PIXELS, upload_open_limit.
 *
 * Framework-free: no React, no DOM, no server imports.
 */
import type { ReviewState } from "./staff.js";
import type { LicenceInput } from "./licence.js";

/** SPEC §9: chunk size, bytes. */
export const UPLOAD_CHUNK_BYTES = 5_242_880;
/** SPEC §9: chunks in flight per file. */
export const UPLOAD_THREADS = 3;
/** SPEC §9: retries per chunk. */
export const UPLOAD_RETRIES = 2;
/** SPEC §9: time-out of one chunk request, ms. */
export const UPLOAD_TIMEOUT_MS = 120_000;
/** SPEC §9: browser thumbnails, px and JPEG quality (0–100). */
export const THUMB_SIZE = 110;
export const THUMB_QUALITY = 70;
/** SPEC §9: web-size compression before upload, px box and quality. */
export const COMPRESS_SIZE = 1600;
export const COMPRESS_QUALITY = 90;

/** Files one story may hold (Q_EXCEED_NUM_LIMIT beyond). */
export const UPLOAD_MAX_FILES = 50;
/** Largest photo, bytes (F_EXCEED_SIZE beyond). */
export const UPLOAD_MAX_IMAGE_BYTES = 50 * 1024 * 1024;
/** Largest video, bytes (F_EXCEED_SIZE beyond). */
export const UPLOAD_MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;
/** All files of one queue together, bytes (Q_EXCEED_SIZE_LIMIT beyond). */
export const UPLOAD_MAX_QUEUE_BYTES = 4 * 1024 * 1024 * 1024;
/**
 * Most pixels of a photo, width × height (issue 19): 120,000,000. Beyond it
 * the upload is refused with F_EXCEED_PIXELS as soon as its header is in
 * (read without decoding), and nothing on the server decodes more: the
 * publisher's derived sizes and the importers (media/pixels.ts, sharp's
 * limitInputPixels) use the same number, so no photo that uploads can fail
 * to publish for its size. Why 120 MP: the largest single-shot cameras an
 * agency meets fit (Fujifilm GFX100 and Hasselblad X2D, about 102 MP; 35 mm
 * bodies up to 61 MP), while decoding stays about a third of what 268 MP
 * (sharp's default, where publishing used to stop) costs: a few seconds of
 * CPU and a few hundred MB for the worst file, not a PNG of a few KB that
 * says it is 20000 × 20000.
 */
export const UPLOAD_MAX_IMAGE_PIXELS = 120_000_000;
/** Accepted types, sniffed from the content (Q_TYPE_DENIED otherwise). */
export const UPLOAD_IMAGE_MIMES = ["image/jpeg", "image/png", "image/tiff", "image/webp"] as const;
export const UPLOAD_VIDEO_MIMES = ["video/mp4", "video/webm", "video/quicktime"] as const;

/**
 * The states of one file in the upload queue (issue 11): inited → queued →
 * progress → complete | error | cancelled | interrupt | invalid.
 */
export type UploadFileState = "inited" | "queued" | "progress" | "complete" | "error" | "cancelled" | "interrupt" | "invalid";

/** SPEC §3 relationList entry of a draft: what an upload yields, filled from the file's metadata (exifr). */
export interface RelationDraftDto {
  /** The file on the server, relative to the private upload folder (never a public URL). */
  filePath: string;
  relationId: string;
  mediaId: string;
  /** 3 photo, 5 video (SPEC §9 media types). */
  mediaType: number;
  /** Bits per sample × samples, e.g. 24. */
  colorDepth: number | null;
  /** EXIF orientation 1–8, or null. */
  orientation: number | null;
  /** Colour space, e.g. "sRGB", "Adobe RGB", "Uncalibrated". */
  colorSp: string | null;
  /** Lower-case extension of the sniffed type, e.g. "jpg", "mp4". */
  fileExt: string;
  /** Pixels across and down (after orientation). */
  horizontal: number | null;
  vertical: number | null;
  /** True when width equals height. */
  square: boolean;
  /** Bytes. */
  size: number;
  /** MD5 hex of the whole file (the upload's key). */
  md5: string;
  /** Original file name. */
  fileName: string;
  /** From IPTC/XMP/EXIF: caption (ImageDescription / Caption-Abstract / dc:description). */
  caption: string;
  /** From IPTC By-line / EXIF Artist / dc:creator. */
  byline: string;
  keywords: string[];
  /** Shooting date "YYYY-MM-DD" or "" (DateTimeOriginal / DateCreated). */
  shootingDate: string;
  /** Video only: seconds, and the poster's private path. */
  duration: number | null;
  posterPath: string | null;
  /** A private preview URL the owner may load (GET /api/upload/preview/{relationId}). */
  previewUrl: string | null;
  /** Issue 20: the photo's licence as the contributor declares it (absent: the default, editorial use only without releases); stored when the story is published. */
  licence?: LicenceInput;
}

/**
 * POST /api/upload_file and /api/guest/upload_file, one chunk (multipart):
 * fields `md5` (whole file), `fileName`, `fileSize` (bytes), `chunks`
 * (count), `chunk` (0-based index), `chunkMd5` (optional), and the chunk's
 * bytes in `file`. A first call with no `file` (or `check=1`) asks what the
 * server has.
 */
export interface UploadChunkAnswerDto {
  /** Indexes of the chunks the server holds for (member, md5). */
  received: number[];
  /** True when every chunk is in and the file was assembled and checked. */
  complete: boolean;
  /** Set once complete (also at once for a file the server already has: instant upload). */
  relation: RelationDraftDto | null;
}

/** SPEC §3 Contributed story draft (the contribution store document and getPublicationContent). */
export interface ContributionDraftDto {
  /** Draft id (store oid). */
  oid: string;
  /** "draft" | "submit" */
  status: "draft" | "submit";
  /** 13 once submitted (common/types.ts STATUS_SUBMITTED); 0 before. */
  statusId: number;
  /** The published story's pcId once submitted, else null. */
  storyId: string | null;
  /** "image" | "image_group" | "video" | "video_group" */
  type: string;
  title: string;
  description: string;
  keywords: string[];
  subjectCode: string;
  /** "YYYY-MM-DD" or "" */
  shootingDate: string;
  /** The story's files, in order; `caption` is the contributor's edit (pre-filled from the metadata). */
  relationList: RelationDraftDto[];
  /** ISO 8601 UTC */
  modifyTime: string;
  /** ISO 8601 UTC of the submission, or null */
  commitDate: string | null;
  /**
   * Editorial review (issue 19, common/staff.ts ReviewState): null for a draft never submitted; submitted and
   * in_review while an editor decides; approved once live (storyId set); rejected; changes (the editor asked for
   * changes: the draft is a draft again and may be submitted anew). Absent on drafts stored before issue 19.
   */
  reviewState?: ReviewState | null;
  /** the editor's reason of a rejection or a request for changes; "" otherwise */
  reviewReason?: string;
}

/**
 * Upload additions (issue 11, uploads; issue 19): a chunk manifest not
 * complete and untouched (no chunk, no check) for this many hours is
 * removed with its chunks; complete uploads are kept. 24: a file resumed
 * within a day keeps its chunks, and what an abandoned upload holds on the
 * disk goes within a day (it was 7 days).
 */
export const UPLOAD_MANIFEST_TTL_HOURS = 24;
/**
 * Open uploads of one member (issue 19): at most UPLOAD_OPEN_MAX manifests
 * not complete, whose declared sizes (fileSize) add up to at most
 * UPLOAD_OPEN_MAX_BYTES, the new one included; one more answers
 * upload_open_limit (409) and a slot frees when an upload completes or
 * expires (UPLOAD_MANIFEST_TTL_HOURS). The widget uploads one file at a
 * time, so its own use stays far below: 20 leaves room for files paused or
 * interrupted by a reload, and 4 GiB is one full queue (UPLOAD_MAX_QUEUE_BYTES),
 * two of the largest videos, bounding what one member's unfinished chunks
 * hold on the disk.
 */
export const UPLOAD_OPEN_MAX = 20;
/** See UPLOAD_OPEN_MAX: bytes of one member's open uploads together (4 GiB). */
export const UPLOAD_OPEN_MAX_BYTES = UPLOAD_MAX_QUEUE_BYTES;
/** The owner's private preview (GET /api/upload/preview/{relationId}): longest side, px (JPEG). */
export const UPLOAD_PREVIEW_SIZE = 480;
/** Lower-case whole-file MD5 (32 hex), the key of an upload. */
export const MD5_RE = /^[0-9a-f]{32}$/;
/** Extension of each accepted sniffed type (RelationDraftDto.fileExt). */
export const UPLOAD_EXT_OF: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/tiff": "tif",
  "image/webp": "webp",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/quicktime": "mov",
};
/** The chunk count of a file of `size` bytes (at least 1: an empty file is refused anyway). */
export function chunkCount(size: number, chunkBytes: number = UPLOAD_CHUNK_BYTES): number {
  return Math.max(1, Math.ceil(size / chunkBytes));
}
