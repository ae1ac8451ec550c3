/**
 * The browser side of the upload store (upload.store.ts UploadDeps): MD5
 * with spark-md5 (pure JavaScript: the site's CSP allows no WebAssembly),
 * the chunk requests through core/upload.ts uploadForm (XMLHttpRequest:
 * fetch reports no upload progress), entry ids from core/uuid.ts, thumbnails and web-size copies on a canvas, the queue in
 * localforage (SPEC §9 local storage: size 4980736, store keyvaluepairs).
 * spark-md5 and localforage load on first use (their own chunk).
 */
import { COMPRESS_QUALITY, COMPRESS_SIZE, THUMB_QUALITY, THUMB_SIZE, UPLOAD_CHUNK_BYTES, type UploadChunkAnswerDto } from "../../common/contribution.js";
import type { Envelope } from "../../common/types.js";
import { ApiCallError } from "../core/api.js";
import { uploadForm } from "../core/upload.js";
import { uuid } from "../core/uuid.js";
import type { Lang } from "./locale/index.js";
import type { QueueEntry } from "./upload.rules.js";
import { UploadError, type ChunkRequest, type UploadDeps } from "./upload.store.js";

type Spark = typeof import("spark-md5");
let spark: Promise<Spark> | null = null;
const sparkMd5 = (): Promise<Spark> =>
  (spark ??= import("spark-md5").then((m) => ((m as { default?: Spark }).default ?? m) as unknown as Spark));

type LocalForage = typeof import("localforage");
let lf: Promise<LocalForage> | null = null;
/** The upload queue's localforage instance (SPEC §9 sizes). */
const storage = (): Promise<LocalForage> =>
  (lf ??= import("localforage").then((m) => {
    const forage = ((m as { default?: LocalForage }).default ?? m) as unknown as LocalForage;
    return forage.createInstance({ name: "photowire", storeName: "keyvaluepairs", size: 4_980_736, description: "Photowire upload queue" }) as unknown as LocalForage;
  }));

/** Draws `file` (a photo) scaled into a canvas; null when the browser cannot decode it. */
async function draw(file: Blob, box: number, cover: boolean): Promise<HTMLCanvasElement | null> {
  let bmp: ImageBitmap;
  try {
    bmp = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  const scale = cover ? Math.max(box / bmp.width, box / bmp.height) : Math.min(1, box / bmp.width, box / bmp.height);
  const w = Math.max(1, Math.round(bmp.width * scale));
  const h = Math.max(1, Math.round(bmp.height * scale));
  const canvas = document.createElement("canvas");
  canvas.width = cover ? box : w;
  canvas.height = cover ? box : h;
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.drawImage(bmp, cover ? (box - w) / 2 : 0, cover ? (box - h) / 2 : 0, w, h);
  bmp.close();
  return canvas;
}

/** The page's deps for a store in `lang`. */
export function browserUploadDeps(lang: () => Lang): UploadDeps {
  return {
    async md5(file, onProgress) {
      const S = await sparkMd5();
      const h = new S.ArrayBuffer();
      for (let off = 0; off < file.size; off += UPLOAD_CHUNK_BYTES) {
        h.append(await file.slice(off, off + UPLOAD_CHUNK_BYTES).arrayBuffer());
        onProgress?.(Math.min(1, (off + UPLOAD_CHUNK_BYTES) / file.size));
      }
      return h.end();
    },
    async chunkMd5(chunk) {
      const S = await sparkMd5();
      return S.ArrayBuffer.hash(await chunk.arrayBuffer());
    },
    async send(req: ChunkRequest, opts) {
      const form = new FormData();
      form.append("md5", req.md5);
      form.append("fileName", req.fileName);
      form.append("fileSize", String(req.fileSize));
      form.append("chunks", String(req.chunks));
      if (req.chunk !== undefined) form.append("chunk", String(req.chunk));
      if (req.chunkMd5) form.append("chunkMd5", req.chunkMd5);
      if (req.data) form.append("file", req.data, req.fileName);
      let body: Envelope<UploadChunkAnswerDto>;
      try {
        body = await uploadForm<UploadChunkAnswerDto>("upload_file", form, {
          lang: lang(),
          timeoutMs: opts.timeoutMs,
          signal: opts.signal,
          onProgress: (loaded) => opts.onProgress(loaded),
        });
      } catch (err) {
        // the store's codes: an answer that is no envelope is 998 whatever its status; the message is the server's only
        if (!(err instanceof ApiCallError)) throw new UploadError("998");
        throw new UploadError(err.code === "server_error" ? "998" : err.code, err.body?.msg ?? "");
      }
      if (!body.data) throw new UploadError("998");
      return body.data;
    },
    async thumbnail(file) {
      const c = await draw(file, THUMB_SIZE, true);
      return c ? c.toDataURL("image/jpeg", THUMB_QUALITY / 100) : null;
    },
    async compress(file) {
      const c = await draw(file, COMPRESS_SIZE, false);
      if (!c) return file;
      const out = await new Promise<Blob | null>((r) => c.toBlob(r, "image/jpeg", COMPRESS_QUALITY / 100));
      return out && out.size < file.size ? out : file;
    },
    async load(key) {
      const s = await storage();
      const v = await s.getItem<QueueEntry[]>(key);
      return Array.isArray(v) ? v : [];
    },
    async save(key, entries) {
      const s = await storage();
      await s.setItem(key, entries);
    },
    id: uuid,
  };
}
