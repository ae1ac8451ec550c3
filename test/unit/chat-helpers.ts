/**
 * Helpers of the chat tests (issue 10): logins by code, guest ids, multipart
 * bodies and small real images of every accepted type.
 */
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { DEMO_AGENTS } from "../../server/src/services/members.js";
import type { TestApp } from "./helpers.js";

/** Logs in any account; returns the session cookie header value. */
export async function loginAs(t: TestApp, code: string, password: string): Promise<string> {
  const res = await t.call({ method: "POST", url: "/api/guest/login", payload: { code, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return `pw_session=${res.cookies.find((x) => x.name === "pw_session")!.value}`;
}

/** Logs in demo agent 0 or 1. */
export const loginAgent = (t: TestApp, which: 0 | 1 = 0) => loginAs(t, DEMO_AGENTS[which].code, DEMO_AGENTS[which].password);

/** A fresh signed tempCustomId. */
export async function guestId(t: TestApp): Promise<string> {
  return (await t.call({ method: "GET", url: "/api/guest/tempCustomId" })).json().data.tempCustomId as string;
}

/** A client id (CLIENT_ID_RE). */
export const cid = () => randomUUID();

/** A multipart/form-data body: text fields and files (name, bytes, content type). */
export function multipart(fields: Record<string, string>, files: { field?: string; name: string; data: Buffer; type?: string }[]) {
  const boundary = "----pwchat" + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "file"}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`));
    parts.push(f.data, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A real image of `format`, `w`×`h`. */
export async function image(format: "png" | "jpeg" | "gif", w = 40, h = 30): Promise<Buffer> {
  return sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 90 } } })[format]().toBuffer();
}

/** A real 24-bit BMP of `w`×`h` (BITMAPINFOHEADER). */
export function bmp(w = 3, h = 2): Buffer {
  const row = Math.ceil((w * 3) / 4) * 4;
  const size = 54 + row * h;
  const b = Buffer.alloc(size);
  b.write("BM", 0, "latin1");
  b.writeUInt32LE(size, 2);
  b.writeUInt32LE(54, 10);
  b.writeUInt32LE(40, 14);
  b.writeInt32LE(w, 18);
  b.writeInt32LE(h, 22);
  b.writeUInt16LE(1, 26);
  b.writeUInt16LE(24, 28);
  b.writeUInt32LE(row * h, 34);
  for (let i = 54; i < size; i++) b[i] = i % 256;
  return b;
}
