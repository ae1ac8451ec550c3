/**
 * Options of every importer (DESIGN §2 import/; SPEC §3 Story): where media
 * go and which site the stories belong to.
 */

/** Options of the imports (demo corpus, folder, JSONL, seed). */
export interface ImportOptions {
  /** DATA_DIR: media go to DATA_DIR/site/media */
  dataDir: string;
  siteCode: string;
  siteId: number;
  /** publish time of the newest imported story (default now) */
  now?: Date;
}
