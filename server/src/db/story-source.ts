/**
 * The shape of the story.source jsonb column (db/schema.ts story.source;
 * SPEC §3 Story): where a story came from and the credit lines of its items.
 * Written by the story writer (services/stories/writer.ts, the importers and
 * contributions), read by the renderer (publish/) for credits. A type only:
 * it sits beside the schema so every floor above the database can name it.
 */

/** One photo of a story as recorded in story.source.photos (the publisher shows these credits). */
export interface SourcePhoto {
  /** corpus photo key, or the file name for folder imports */
  key: string;
  mediaId: string;
  ext: string;
  /** the photo's own title (alt text on pages) */
  title?: string;
  titleZh?: string;
  dateText?: string;
  dateTextZh?: string;
  medium?: string;
  mediumZh?: string;
  gettyUrl?: string;
  accession?: string;
  photographerAbout?: string;
  photographerAboutZh?: string;
  package?: string;
}

/** story.source (jsonb): where a story came from and the credit lines of its items. */
export interface StorySource {
  /** idempotency key */
  key: string;
  kind: "stdlib-img" | "sotu" | "folder" | "contribution" | "jsonl";
  /** credit line: name, url, licence (import/corpus.ts SOURCES) */
  credit?: { name: string; nameZh: string; url: string; licence: string; licenceUrl: string };
  photos?: SourcePhoto[];
  /** text stories: the year as text (and in Chinese), dataset file, party */
  dateText?: string;
  dateTextZh?: string;
  file?: string;
  party?: string;
  /** folder imports: content hash of the file */
  sha256?: string;
}
