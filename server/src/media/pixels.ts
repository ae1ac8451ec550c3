/**
 * The one pixel limit of every photo the server decodes (issue 19):
 * MAX_IMAGE_PIXELS, width × height, is common/contribution.ts
 * UPLOAD_MAX_IMAGE_PIXELS (120,000,000; the reason is there). The upload
 * refuses a photo over it from its header (services/uploads.ts,
 * F_EXCEED_PIXELS), and storeMedia (media/derivatives.ts: the contribution
 * publisher and the importers) and the owner's upload preview
 * (services/upload-meta.ts) decode with it as sharp's limitInputPixels, so
 * a file over it costs a header read, never a decode, and never a 500.
 */
import sharp, { type Metadata } from "sharp";
import { UPLOAD_MAX_IMAGE_PIXELS } from "../../../common/contribution.js";

/** Most pixels (width × height) of a photo the server decodes. */
export const MAX_IMAGE_PIXELS = UPLOAD_MAX_IMAGE_PIXELS;

/** sharp's input options for decoding a photo under MAX_IMAGE_PIXELS. */
export const DECODE_LIMIT = { limitInputPixels: MAX_IMAGE_PIXELS } as const;

/**
 * A photo the server will not decode: `rule` "pixels" (over
 * MAX_IMAGE_PIXELS) or "image" (no readable header or size, or its pixels
 * do not decode: truncated, corrupt, not an image sharp reads). A service
 * answering a request maps it to invalid_param with `rule`; an importer
 * skips the file with `message`.
 */
export class ImageError extends Error {
  constructor(
    public readonly rule: "pixels" | "image",
    message: string,
  ) {
    super(message);
    this.name = "ImageError";
  }
}

/** Whether `width` × `height` is within MAX_IMAGE_PIXELS. */
export function pixelsAllowed(width: number, height: number): boolean {
  return width * height <= MAX_IMAGE_PIXELS;
}

/**
 * The header of a photo, read without decoding its pixels (sharp's
 * metadata): width and height as stored (before EXIF orientation), and the
 * rest of sharp's Metadata. A partial file (the first chunk of an upload)
 * will do when its header is in it.
 * @param input the file's bytes, or its path
 * @throws ImageError "image" (no readable header, or no size), "pixels"
 *   (width × height over MAX_IMAGE_PIXELS)
 */
export async function readImageHeader(input: Buffer | string): Promise<Metadata & { width: number; height: number }> {
  let meta: Metadata;
  try {
    // the limit is checked below, with a clear rule: sharp's own check would look like a corrupt file
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (err) {
    throw new ImageError("image", `unreadable image: ${(err as Error).message}`);
  }
  const { width, height } = meta;
  if (!width || !height) throw new ImageError("image", "image has no size");
  if (!pixelsAllowed(width, height)) {
    throw new ImageError("pixels", `image of ${width} × ${height} px is over the limit of ${MAX_IMAGE_PIXELS} pixels`);
  }
  return { ...meta, width, height };
}
