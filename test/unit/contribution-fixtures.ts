/**
 * Contribution fixtures of the database tests (contribution.test.ts,
 * staff.test.ts): an uploaded photo as the upload service leaves it.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { RelationDraftDto } from "../../common/contribution.js";

/**
 * A real 640 × 480 JPEG (its colour from `seed`) put where the upload
 * service assembles files (STORAGE_DIR/uploads/files/<member id>/<md5>.jpg),
 * with the RelationDraftDto a draft lists it by.
 */
export async function uploadedJpeg(dataDir: string, memberId: number, seed: number, caption = ""): Promise<RelationDraftDto> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: seed * 40, g: 120, b: 200 - seed * 20 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const md5 = createHash("md5").update(bytes).digest("hex");
  const rel = `files/${memberId}/${md5}.jpg`;
  const abs = path.join(dataDir, "uploads", ...rel.split("/"));
  mkdirSync(path.dirname(abs), { recursive: true });
  writeFileSync(abs, bytes);
  return {
    filePath: rel,
    relationId: `up${md5.slice(0, 16)}`,
    mediaId: md5,
    mediaType: 3,
    colorDepth: 24,
    orientation: 1,
    colorSp: "sRGB",
    fileExt: "jpg",
    horizontal: 640,
    vertical: 480,
    square: false,
    size: bytes.length,
    md5,
    fileName: `photo-${seed}.jpg`,
    caption,
    byline: "Lin Hui",
    keywords: ["harbour"],
    shootingDate: "2026-11-20",
    duration: null,
    posterPath: null,
    previewUrl: null,
  };
}

