/**
 * The browser side of the upload store (upload.store.ts UploadDeps): MD5
 * with spark-md5 (pure JavaScript: the site's CSP allows no WebAssembly),
 * the chunk requests with XMLHttpRequest (fetch reports no upload
 * progress), thumbnails and web-size copies on a canvas, the queue in
 * localforage (SPEC §9 local storage: size 4980736, store keyvaluepairs).
 * spark-md5 and localforage load on first use (their own chunk).
 */
import { COMPRESS_QUALITY, COMPRESS_SIZE, THUMB_QUALITY, THUMB_SIZE, UPLOAD_CHUNK_BYTES, type UploadChunkAnswerDto } from "../../common/contribution.js";
import type { Envelope } from "../../common/types.js";
import { clientConfig, requestIntegrity } from "../core/api.js";
import type { Lang } from "./locale/index.js";
import type { QueueEntry } from "./upload.logic.js";
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
      const cfg = clientConfig();
      const url = `${cfg.base.replace(/\/$/, "")}/upload_file`;
      // SPEC §7 integrity envelope: the request is signed and a sealed answer opened (core/api.ts)
      const integrity = await requestIntegrity("POST", url);
      return new Promise<UploadChunkAnswerDto>((resolve, reject) => {
        const form = new FormData();
        form.append("md5", req.md5);
        form.append("fileName", req.fileName);
        form.append("fileSize", String(req.fileSize));
        form.append("chunks", String(req.chunks));
        if (req.chunk !== undefined) form.append("chunk", String(req.chunk));
        if (req.chunkMd5) form.append("chunkMd5", req.chunkMd5);
        if (req.data) form.append("file", req.data, req.fileName);
        const xhr = new XMLHttpRequest();
        xhr.open("POST", url);
        xhr.withCredentials = true;
        xhr.timeout = opts.timeoutMs;
        xhr.responseType = "json";
        xhr.setRequestHeader("X-Lang", lang());
        xhr.setRequestHeader("X-Site-Code", cfg.siteCode);
        xhr.setRequestHeader("X-Site-Id", cfg.siteId);
        xhr.setRequestHeader("X-Requested-With", "XMLHttpRequest");
        xhr.setRequestHeader("Accept", "application/json");
        for (const [name, value] of Object.entries(integrity.headers)) xhr.setRequestHeader(name, value);
        xhr.upload.onprogress = (ev) => opts.onProgress(ev.loaded);
        const onAbort = () => xhr.abort();
        opts.signal.addEventListener("abort", onAbort, { once: true });
        const done = () => opts.signal.removeEventListener("abort", onAbort);
        xhr.onload = () => {
          done();
          let body: Envelope<UploadChunkAnswerDto> | null;
          try {
            body = integrity.open(xhr.status, xhr.getResponseHeader("X-Pw-Signature"), xhr.response) as Envelope<UploadChunkAnswerDto> | null;
          } catch {
            body = null; // a sealed answer that fails the integrity check: a request failure (998)
          }
          if (body && (body.code === "success" || body.code === "000") && body.data) resolve(body.data);
          else reject(new UploadError(body?.code ?? "998", body?.msg ?? ""));
        };
        xhr.ontimeout = () => {
          done();
          reject(new UploadError("timeout"));
        };
        xhr.onerror = () => {
          done();
          reject(new UploadError("998"));
        };
        xhr.onabort = () => {
          done();
          reject(new UploadError("aborted"));
        };
        // paused or cancelled before the request went out (while its MD5 or its signature was computed): xhr.abort()
        // on a request never sent fires no event, so the promise is settled here, or the upload would wait forever
        if (opts.signal.aborted) {
          done();
          return reject(new UploadError("aborted"));
        }
        xhr.send(form);
      });
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
    id: () => (typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `u${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`),
  };
}
