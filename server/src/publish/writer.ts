/**
 * The renderer's file writer (DESIGN §2 publish/, §6 speed): writes pages
 * and JSON under DATA_DIR/site (media/derivatives.ts siteFile), creating each
 * folder once, and hard-links identical files.
 */
import { linkSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { link, mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteFile } from "../media/derivatives.js";

/** Writes the files of one publish run into dataDir/site; counts them (`files`). */
export class Writer {
  private readonly dirs = new Set<string>();
  files = 0;
  /**
   * @param dataDir pages go to dataDir/site
   * @param origin the public site origin (absolute canonical, hreflang and og:image addresses)
   * @param sync write with blocking calls (a render worker thread, which has nothing else to do: less CPU than the thread pool)
   */
  constructor(
    readonly dataDir: string,
    readonly origin: string,
    private readonly sync = false,
  ) {}

  async write(url: string, content: string): Promise<void> {
    const file = siteFile(this.dataDir, url);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      if (this.sync) mkdirSync(dir, { recursive: true });
      else await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    if (this.sync) writeFileSync(file, content);
    else await writeFile(file, content);
    this.files++;
  }

  /** Makes `url` a hard link to the written file `from` (replacing what is there); writes `content` when links fail (another file system). */
  async link(from: string, url: string, content: string): Promise<void> {
    const file = siteFile(this.dataDir, url);
    const dir = path.dirname(file);
    if (!this.dirs.has(dir)) {
      await mkdir(dir, { recursive: true });
      this.dirs.add(dir);
    }
    try {
      if (this.sync) {
        rmSync(file, { force: true });
        linkSync(siteFile(this.dataDir, from), file);
      } else {
        await rm(file, { force: true });
        await link(siteFile(this.dataDir, from), file);
      }
      this.files++;
    } catch {
      await this.write(url, content);
    }
  }
}
