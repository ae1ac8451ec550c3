/**
 * A real small MP4 for the upload, contribution and import tests (issue 11
 * "Video stories"), made with the ffmpeg binary shipped by
 * @ffmpeg-installer/ffmpeg (media/ffmpeg.ts videoTools), as video.test.ts does.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { videoTools } from "../../server/src/media/ffmpeg.js";

/**
 * An H.264 MP4 of a test pattern: `width`×`height` px, `seconds` long at 10
 * frames a second, optionally followed by a `free` box of `padBytes` bytes
 * (a valid MP4 box players skip) so the file spans several upload chunks.
 * @returns the file's bytes
 */
export function makeMp4(o: { seconds?: number; width?: number; height?: number; padBytes?: number } = {}): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "pw-mp4-"));
  try {
    const file = path.join(dir, "clip.mp4");
    const r = spawnSync(videoTools().ffmpeg, [
      "-v", "error", "-y",
      "-f", "lavfi", "-i", `testsrc=size=${o.width ?? 320}x${o.height ?? 240}:rate=10`,
      "-t", String(o.seconds ?? 2),
      "-c:v", "libx264", "-pix_fmt", "yuv420p",
      file,
    ]);
    if (r.status !== 0) throw new Error(r.stderr.toString());
    const mp4 = readFileSync(file);
    if (!o.padBytes) return mp4;
    const free = Buffer.alloc(o.padBytes);
    free.writeUInt32BE(o.padBytes, 0);
    free.write("free", 4, "latin1");
    return Buffer.concat([mp4, free]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
