/**
 * The search bench's reference (issue 21 item 6, DESIGN §6): SQLite's FTS5
 * through better-sqlite3, on the same documents as the bench's stories and
 * asked the same queries, interleaved with Photowire's in one process.
 *
 * Two FTS5 tables of the stories' text as written (not the segmented search
 * text: FTS5 does its own tokenising), and one plain table of the fields the
 * filters read:
 * - `en`: unicode61 with diacritics removed and prefix indexes of 2-4
 *   characters (a prefix query `word*` is what Photowire's English matching
 *   does, tsquery `word:*`);
 * - `zh`: the trigram tokenizer (any substring of 3 characters or more through
 *   the index; 1-2 characters by LIKE, a scan);
 * - `meta`: type, subject, shoot date and publish time, by the same rowid.
 *
 * Each query answers what Photowire's search answers: the first page of 20
 * ranked (bm25, or the filters' sort) and the number of matches.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/** One story as the reference indexes it. */
export interface ReferenceDoc {
  en: string;
  zh: string;
  type: string;
  subjectCode: string;
  /** "YYYY-MM-DD" or "" */
  shootDate: string;
  /** ms since the epoch */
  publishTime: number;
}

/** A page of ids and the number of matches, as the search API answers. */
export interface ReferencePage {
  rowids: number[];
  total: number;
}

export interface Fts5Reference {
  /** ms the two FTS5 tables and the plain table took to build */
  buildMs: number;
  /** the SQLite version (trigram needs 3.34 or later) */
  version: string;
  /** words of one English query, each matched as a prefix, best first (bm25) */
  english(words: string[], page?: number): ReferencePage;
  /** an English word with filters: types, subject, a shoot-date range, sorted by shoot date */
  englishFiltered(word: string, types: string[], subjectCode: string, from: string, to: string, direction: "asc" | "desc"): ReferencePage;
  /** Chinese text as typed: trigram MATCH from 3 characters, LIKE below; best first, or newest first for LIKE */
  chinese(text: string, page?: number): ReferencePage;
  close(): void;
}

const SIZE = 20;

/** `"word"*` for each word: FTS5 prefix queries with the words quoted (no FTS5 syntax from the query). */
const prefixQuery = (words: string[]) => words.map((w) => `"${w.replace(/"/g, '""')}"*`).join(" ");

/**
 * Builds the reference in memory.
 * @throws when better-sqlite3 is not installed (a devDependency) or its SQLite lacks FTS5
 */
export function fts5Reference(docs: ReferenceDoc[]): Fts5Reference {
  const Database = require("better-sqlite3") as typeof import("better-sqlite3");
  const db = new Database(":memory:");
  const version = (db.prepare("select sqlite_version() v").get() as { v: string }).v;
  const t0 = performance.now();
  db.exec(`
    create virtual table en using fts5(text, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3 4');
    create virtual table zh using fts5(text, tokenize = 'trigram');
    create table meta (id integer primary key, type text not null, subject text not null, shoot_date text not null, publish_time integer not null);
    create index meta_subject on meta (subject, shoot_date);
  `);
  const insEn = db.prepare("insert into en (rowid, text) values (?, ?)");
  const insZh = db.prepare("insert into zh (rowid, text) values (?, ?)");
  const insMeta = db.prepare("insert into meta (id, type, subject, shoot_date, publish_time) values (?, ?, ?, ?, ?)");
  db.transaction(() => {
    docs.forEach((d, i) => {
      const id = i + 1;
      insEn.run(id, d.en);
      insZh.run(id, d.zh);
      insMeta.run(id, d.type, d.subjectCode, d.shootDate, d.publishTime);
    });
  })();
  db.exec("insert into en (en) values ('optimize'); insert into zh (zh) values ('optimize'); analyze;");
  const buildMs = performance.now() - t0;

  const enPage = db.prepare("select rowid from en where en match ? order by rank limit ? offset ?").pluck();
  const enCount = db.prepare("select count(*) from en where en match ?").pluck();
  const zhPage = db.prepare("select rowid from zh where zh match ? order by rank limit ? offset ?").pluck();
  const zhCount = db.prepare("select count(*) from zh where zh match ?").pluck();
  const zhLikePage = db.prepare("select rowid from zh where text like ? order by rowid desc limit ? offset ?").pluck();
  const zhLikeCount = db.prepare("select count(*) from zh where text like ?").pluck();
  const filtered = (direction: "asc" | "desc") =>
    db.prepare(
      `select m.id from en join meta m on m.id = en.rowid
       where en match ? and m.type in (select value from json_each(?)) and m.subject = ? and m.shoot_date between ? and ?
       order by m.shoot_date ${direction}, m.id desc limit ${SIZE}`,
    ).pluck();
  const filteredPage = { asc: filtered("asc"), desc: filtered("desc") };
  const filteredCount = db
    .prepare(
      `select count(*) from en join meta m on m.id = en.rowid
       where en match ? and m.type in (select value from json_each(?)) and m.subject = ? and m.shoot_date between ? and ?`,
    )
    .pluck();

  return {
    buildMs,
    version,
    english(words, page = 1) {
      const q = prefixQuery(words);
      return { rowids: enPage.all(q, SIZE, (page - 1) * SIZE) as number[], total: enCount.get(q) as number };
    },
    englishFiltered(word, types, subjectCode, from, to, direction) {
      const q = prefixQuery([word]);
      const args = [q, JSON.stringify(types), subjectCode, from, to];
      return { rowids: filteredPage[direction].all(...args) as number[], total: filteredCount.get(...args) as number };
    },
    chinese(text, page = 1) {
      if ([...text].length >= 3) {
        const q = `"${text.replace(/"/g, '""')}"`;
        return { rowids: zhPage.all(q, SIZE, (page - 1) * SIZE) as number[], total: zhCount.get(q) as number };
      }
      const like = `%${text.replace(/[%_]/g, "")}%`;
      return { rowids: zhLikePage.all(like, SIZE, (page - 1) * SIZE) as number[], total: zhLikeCount.get(like) as number };
    },
    close: () => db.close(),
  };
}
