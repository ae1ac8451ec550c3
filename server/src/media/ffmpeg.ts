/**
 * Video files (issue 11, SPEC §3 Relation mediaType 5, DESIGN §4): the one
 * place that runs ffmpeg and ffprobe. Which binaries (videoTools): FFMPEG_PATH
 * and FFPROBE_PATH when set; else the system's ffmpeg / ffprobe found on PATH
 * (kept up to date by the operating system); else the ones the npm packages
 * ship (@ffmpeg-installer/ffmpeg, @ffprobe-installer/ffprobe, one optional
 * package a platform: `npm ci` brings them, nothing is downloaded at install
 * time; their ffmpeg is 4.1, a 2018 build).
 *
 *   probeVideo(file)         → { width, height, duration (s), codec, size (bytes) }
 *   makePoster(file, out)    → a JPEG frame (at 10 % of the duration, ≤ 1 s)
 *   encodeFrames(frames, out) → a looping motion study: JPEG/PNG frames → MP4 H.264
 *
 * Every call runs the binary with an argument array (no shell), a time-out
 * and a bounded stderr; a failure throws VideoError with the tool's last
 * message.
 */
import { spawn } from "node:child_process";
import { accessSync, chmodSync, constants, statSync } from "node:fs";
import { mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);

/** A video the tools could not read or write; `message` ends with ffmpeg's own last line. */
export class VideoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VideoError";
  }
}

/** Path of a shipped binary, made executable for its owner when the package's postinstall (chmod) did not run. */
function binary(pkg: "@ffmpeg-installer/ffmpeg" | "@ffprobe-installer/ffprobe"): string {
  const p = (require(pkg) as { path: string }).path;
  try {
    accessSync(p, constants.X_OK);
  } catch {
    // npm ci with install scripts disabled leaves ffprobe 0744 or 0644: its chmod u+x postinstall is all it needs
    chmodSync(p, 0o755);
  }
  return p;
}

/** Where a tool was found: its variable (FFMPEG_PATH / FFPROBE_PATH), the PATH, or the npm package. */
export type ToolSource = "env" | "path" | "npm";

/** The first executable regular file named `name` in the PATH's folders, or null. */
function onPath(name: string, pathVar: string | undefined): string | null {
  for (const dir of (pathVar ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const p = path.join(dir, name);
    try {
      accessSync(p, constants.X_OK);
      if (statSync(p).isFile()) return p;
    } catch {
      /* not here */
    }
  }
  return null;
}

const PACKAGES = { ffmpeg: "@ffmpeg-installer/ffmpeg", ffprobe: "@ffprobe-installer/ffprobe" } as const;
const VARIABLES = { ffmpeg: "FFMPEG_PATH", ffprobe: "FFPROBE_PATH" } as const;

/**
 * Resolves one tool: its variable when set (checked by config.ts's schema at
 * start), else the system's on PATH, else the npm package's.
 * @param env the environment (FFMPEG_PATH, FFPROBE_PATH, PATH)
 * @returns the binary's path and where it came from
 */
export function resolveTool(tool: "ffmpeg" | "ffprobe", env: NodeJS.ProcessEnv = process.env): { path: string; source: ToolSource } {
  const set = env[VARIABLES[tool]];
  if (set) return { path: path.resolve(set), source: "env" };
  const system = onPath(tool, env.PATH);
  if (system) return { path: system, source: "path" };
  return { path: binary(PACKAGES[tool]), source: "npm" };
}

let paths: { ffmpeg: string; ffprobe: string } | null = null;
/** The two binaries' absolute paths (resolveTool on process.env, resolved once). */
export function videoTools(): { ffmpeg: string; ffprobe: string } {
  paths ??= { ffmpeg: resolveTool("ffmpeg").path, ffprobe: resolveTool("ffprobe").path };
  return paths;
}

/** Runs a tool; resolves its stdout, rejects with VideoError (last stderr line) on a non-zero exit or the time-out. */
function run(cmd: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(new VideoError(`${path.basename(cmd)}: ${e.message}`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve(out);
      const last = err.trim().split("\n").pop() ?? "";
      reject(new VideoError(`${path.basename(cmd)} failed (${signal ?? code}): ${last}`));
    });
  });
}

/** What probeVideo reads of a video file. */
export interface VideoInfo {
  /** px of the first video stream, after its rotation tag */
  width: number;
  height: number;
  /** seconds (container duration, else the stream's), 3 decimals */
  duration: number;
  /** ffprobe's codec name: "h264", "vp9", "hevc", "prores", … */
  codec: string;
  /** bytes of the file */
  size: number;
}

/**
 * Reads a video's size, duration and codec with ffprobe.
 * @param file absolute path of an mp4, webm or mov file
 * @throws VideoError when the file has no video stream or no duration (not a video, truncated)
 */
export async function probeVideo(file: string): Promise<VideoInfo> {
  const out = await run(
    videoTools().ffprobe,
    ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", "-select_streams", "v:0", file],
    30_000,
  );
  const json = JSON.parse(out) as {
    streams?: { width?: number; height?: number; codec_name?: string; duration?: string; tags?: { rotate?: string }; side_data_list?: { rotation?: number }[] }[];
    format?: { duration?: string };
  };
  const v = json.streams?.[0];
  if (!v?.width || !v.height) throw new VideoError("no video stream");
  const duration = Number(json.format?.duration ?? v.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new VideoError("no duration");
  const rotation = Math.abs(Number(v.tags?.rotate ?? v.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? 0)) % 180;
  const [width, height] = rotation === 90 ? [v.height, v.width] : [v.width, v.height];
  return { width, height, duration: Math.round(duration * 1000) / 1000, codec: v.codec_name ?? "", size: (await stat(file)).size };
}

/**
 * Writes a poster for a video: one JPEG frame (at 10 % of the duration but
 * no later than 1 s, so a fade-in from black is skipped), at most `maxWidth`
 * px wide, never enlarged.
 * @param file the video (absolute path)
 * @param out the JPEG to write (its folder is created)
 * @returns the poster's px
 * @throws VideoError when ffmpeg cannot decode the video
 */
export async function makePoster(file: string, out: string, maxWidth = 1200): Promise<{ width: number; height: number }> {
  const info = await probeVideo(file);
  const at = Math.min(1, info.duration * 0.1);
  await mkdir(path.dirname(out), { recursive: true });
  await run(
    videoTools().ffmpeg,
    ["-v", "error", "-y", "-ss", at.toFixed(3), "-i", file, "-frames:v", "1", "-vf", `scale='min(${maxWidth},iw)':-2`, "-q:v", "3", out],
    60_000,
  );
  const st = await stat(out).catch(() => null);
  if (!st?.size) throw new VideoError("no frame");
  const w = Math.min(maxWidth, info.width);
  return { width: w, height: Math.round((info.height * w) / info.width / 2) * 2 || info.height };
}

/**
 * Encodes still frames into a short MP4 (H.264, yuv420p, +faststart so a
 * browser can start before the end arrives), e.g. a chronophotograph's
 * frames as the motion it records.
 * @param frames JPEG images, all the same size (even px)
 * @param out the .mp4 to write
 * @param fps frames a second (default 12)
 * @param loops how many times the sequence repeats in the file (default 1; the page loops it anyway)
 * @throws VideoError when ffmpeg fails
 */
export async function encodeFrames(frames: Buffer[], out: string, opts: { fps?: number; loops?: number } = {}): Promise<void> {
  if (!frames.length) throw new VideoError("no frames");
  const fps = opts.fps ?? 12;
  const loops = Math.max(1, opts.loops ?? 1);
  const dir = await mkdtemp(path.join(tmpdir(), "pw-frames-"));
  try {
    let n = 0;
    for (let l = 0; l < loops; l++) for (const f of frames) await writeFile(path.join(dir, `f${String(n++).padStart(5, "0")}.jpg`), f);
    await mkdir(path.dirname(out), { recursive: true });
    await run(
      videoTools().ffmpeg,
      [
        "-v", "error", "-y",
        "-framerate", String(fps),
        "-i", path.join(dir, "f%05d.jpg"),
        "-c:v", "libx264", "-pix_fmt", "yuv420p", "-preset", "medium", "-crf", "20",
        "-vf", "scale=trunc(iw/2)*2:trunc(ih/2)*2",
        "-movflags", "+faststart",
        out,
      ],
      120_000,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
