/**
 * Writing files under STORAGE_DIR so that a failure leaves nothing behind
 * (issue 17: a full or read-only disk answers storage_full or
 * storage_unwritable, http/errors.ts storageFault, and no part of the file
 * stays).
 */
import { rm, writeFile } from "node:fs/promises";

/**
 * Writes `data` to a new file `file` (flag "wx": it must not exist).
 * @throws the write's error (ENOSPC, EROFS, EEXIST, …) after removing whatever part of the file was written
 */
export async function writeNewFile(file: string, data: Uint8Array): Promise<void> {
  try {
    await writeFile(file, data, { flag: "wx" });
  } catch (err) {
    // EEXIST: the file is someone else's, leave it
    if ((err as { code?: string }).code !== "EEXIST") await rm(file, { force: true }).catch(() => undefined);
    throw err;
  }
}
