/**
 * The renderer's file writer (DESIGN §2 publish/, §6 speed): writes pages
 * and JSON under DATA_DIR/site (media/media-paths.ts siteFile), creating each
 * folder once, and hard-links identical files. With `onlyChanged` (a
 * republish, issue 24) it leaves a file alone when it already holds the
 * same bytes.
 */
import { linkSync, mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import { link, mkdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteFile } from "../media/media-paths.js";

/** Whether `file` exists and holds exactly `content` (a string as UTF-8): its size first, then its bytes. */
export async function sameContent(file: string, content: string | Buffer): Promise<boolean> {
  const bytes = typeof content === "string" ? Buffer.from(content) : content;
  const st = await stat(file).catch(() => null);
  if (!st?.isFile() || st.size !== bytes.length) return false;
  return (await readFile(file)).equals(bytes);
}

/**
 * Writes `content` to `file` (creating its folder) unless it already holds
 * those bytes.
 * @returns whether it wrote
 */
export async function writeIfChanged(file: string, content: string | Buffer): Promise<boolean> {
  if (await sameContent(file, content)) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  return true;
}

/** Options of a Writer. */
export interface WriterOptions {
  /** write with blocking calls (a render worker thread, which has nothing else to do: less CPU than the thread pool) */
  sync?: boolean;
  /** leave a file that already holds the same bytes (write() then answers false) */
  onlyChanged?: boolean;
}

/** Writes the files of one publish run into dataDir/site; counts them (`files`, of which HTML `pages`). */
export class Writer {
  private readonly dirs = new Set<string>();
  private readonly sync: boolean;
  private readonly onlyChanged: boolean;
  /** files written (HTML, JSON, links) */
  files = 0;
  /** HTML pages written */
  pages = 0;
  /**
   * @param dataDir pages go to dataDir/site
   * @param origin the public site origin (absolute canonical, hreflang and og:image addresses)
   */
  constructor(
    readonly dataDir: string,
    readonly origin: string,
    opts: WriterOptions = {},
  ) {
    this.sync = opts.sync ?? false;
    this.onlyChanged = opts.onlyChanged ?? false;
  }

  /**
   * Writes the file at site address `url` (an .html one counts as a page).
   * @returns false when onlyChanged left it as it was
   */
  async write(url: string, content: string): Promise<boolean> {
    const file = siteFile(this.dataDir, url);
    if (this.onlyChanged && (await sameContent(file, content))) return false;
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      if (this.sync) mkdirSync(dir, { recursive: true });
      else await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    if (this.sync) writeFileSync(file, content);
    else await writeFile(file, content);
    this.files++;
    if (url.endsWith(".html")) this.pages++;
    return true;
  }

  /** Makes `url` a hard link to the written file `from` (replacing what is there); writes `content` when links fail (another file system). */
  async link(from: string, url: string, content: string): Promise<void> {
    const file = siteFile(this.dataDir, url);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    const target = siteFile(this.dataDir, from);
    try {
      // link first, and only where a file is already there remove it and link again: a first publish makes one call a link
      // (rmSync's force took two lstat calls for each: 3 % of a render worker's time)
      if (this.sync) {
        try {
          linkSync(target, file);
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
          unlinkSync(file);
          linkSync(target, file);
        }
      } else {
        await link(target, file).catch(async (e: NodeJS.ErrnoException) => {
          if (e.code !== "EEXIST") throw e;
          await unlink(file);
          await link(target, file);
        });
      }
      this.files++;
    } catch {
      await this.write(url, content);
    }
  }
}
