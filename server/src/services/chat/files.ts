/**
 * Chat images (SPEC §5 chat image upload, §7 message/send_file_message_to_server,
 * GET /api/message/file/{id}; §8 F_EXCEED_SIZE, Q_TYPE_DENIED; issue 10).
 * Sniffed from their bytes (gif, jpg, bmp, png), at most
 * CHAT_IMAGE_MAX_BYTES, stored under STORAGE_DIR/uploads/chat (outside the
 * public site) and served only to the conversation's reader and the agents.
 * A stored image enters the database with its message (messages.ts).
 */
import { randomBytes } from "node:crypto";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MIMES } from "../../../../common/chat/contract.js";
import { chatConversation, chatFile, chatMessage, type UcMember } from "../../db/schema.js";
import { ApiError } from "../../http/errors.js";
import { writeNewFile } from "../files.js";
import { isAgent, type ChatContext, type StoredImage } from "./context.js";

/** Folder of the chat images under STORAGE_DIR (outside STORAGE_DIR/site). */
export const CHAT_FILES_DIR = path.join("uploads", "chat");
/** A stored chat file's relative path: "3f/<32 hex>.<ext>". */
const FILE_PATH_RE = /^[0-9a-f]{2}\/[0-9a-f]{32}\.(gif|jpg|png|bmp)$/;
/** Sniffed MIME → stored extension. */
const EXT_OF: Record<string, string> = { "image/gif": "gif", "image/jpeg": "jpg", "image/png": "png", "image/bmp": "bmp" };

/** A safe display name for an upload: no folders or control characters, ≤ 120 characters, the sniffed extension. */
function displayName(original: string | undefined, ext: string): string {
  const base = (original ?? "")
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}"<>|:*?]+/gu, " ")
    .replace(/\.[^.]*$/, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return `${base || "image"}.${ext}`;
}

/** Width and height from a BMP header (sharp does not read BMP), or null. */
function bmpSize(data: Buffer): { width: number; height: number } | null {
  if (data.length < 26 || data.toString("latin1", 0, 2) !== "BM") return null;
  const header = data.readUInt32LE(14);
  if (header === 12) return { width: data.readUInt16LE(18), height: data.readUInt16LE(20) };
  if (data.length < 26 || header < 40) return null;
  return { width: Math.abs(data.readInt32LE(18)), height: Math.abs(data.readInt32LE(22)) };
}

/**
 * Checks an uploaded chat image and writes it to the private folder
 * (STORAGE_DIR/uploads/chat/<2 hex>/<32 hex>.<ext>, outside the public site).
 * The type is sniffed from the bytes (gif, jpg/jpeg, bmp, png; the name
 * does not count); the size is read from the header.
 * @param original the uploaded file name (display only; given the sniffed extension)
 * @throws F_EXCEED_SIZE (413) over CHAT_IMAGE_MAX_BYTES; Q_TYPE_DENIED (415) not one of
 *   those types, or an image whose size cannot be read
 */
export async function storeImage(ctx: ChatContext, data: Buffer, original?: string): Promise<StoredImage> {
  if (data.length > CHAT_IMAGE_MAX_BYTES) throw new ApiError("F_EXCEED_SIZE");
  const type = data.length ? await fileTypeFromBuffer(data) : undefined;
  if (!type || !(CHAT_IMAGE_MIMES as readonly string[]).includes(type.mime)) throw new ApiError("Q_TYPE_DENIED");
  let size: { width: number; height: number } | null = null;
  if (type.mime === "image/bmp") size = bmpSize(data);
  else {
    try {
      const meta = await sharp(data, { limitInputPixels: 100_000_000 }).metadata();
      size = meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
    } catch {
      size = null;
    }
  }
  if (!size || !size.width || !size.height) throw new ApiError("Q_TYPE_DENIED");
  const ext = EXT_OF[type.mime];
  const rel = `${randomBytes(1).toString("hex")}/${randomBytes(16).toString("hex")}.${ext}`;
  const abs = fileAbs(ctx, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeNewFile(abs, data);
  return { rel, abs, name: displayName(original, ext), size: data.length, mime: type.mime, width: size.width, height: size.height };
}

/** Absolute path of a stored chat file. @throws Error for a path this service does not write */
export function fileAbs(ctx: ChatContext, rel: string): string {
  if (!FILE_PATH_RE.test(rel)) throw new Error(`not a chat file path: ${JSON.stringify(rel)}`);
  return path.join(ctx.opts.storageDir, CHAT_FILES_DIR, ...rel.split("/"));
}

/** Removes a stored image nothing refers to (a send that stored no message); nothing without one. */
export async function discardImage(file: StoredImage | undefined): Promise<void> {
  if (file) await rm(file.abs, { force: true });
}

/**
 * A chat file for its viewer (GET /api/message/file/{id}): an agent, the
 * member whose conversation it is, or the guest holding the
 * conversation's signed tempCustomId. Only files of a stored message.
 * @returns the absolute path, MIME type, display name and size
 * @throws not_found (404) no such file; access_denied (401) neither a
 *   session nor a tempCustomId; forbidden (403) not a party of the conversation
 */
export async function fileFor(
  ctx: ChatContext,
  member: UcMember | null,
  tempCustomId: string | undefined,
  id: number,
): Promise<{ abs: string; mime: string; name: string; size: number }> {
  const [row] = await ctx.db
    .select({ f: chatFile, c: chatConversation })
    .from(chatFile)
    .innerJoin(chatConversation, eq(chatConversation.id, chatFile.conversationId))
    .innerJoin(chatMessage, eq(chatMessage.fileId, chatFile.id))
    .where(eq(chatFile.id, id))
    .limit(1);
  if (!row) throw new ApiError("not_found");
  const { f, c } = row;
  const allowed =
    isAgent(member) ||
    (member !== null && c.memberId === member.id) ||
    (c.memberId === null && !!tempCustomId && c.guestId === tempCustomId && ctx.opts.guests.verify(tempCustomId));
  if (!allowed) throw member || tempCustomId ? new ApiError("forbidden") : new ApiError("access_denied");
  let abs: string;
  try {
    abs = fileAbs(ctx, f.path);
  } catch {
    throw new ApiError("not_found");
  }
  return { abs, mime: f.mime, name: f.name, size: f.size };
}
