/**
 * A story's own pages (DESIGN §2 publish/, §3.3; SPEC §2 content URL scheme):
 * its desktop and mobile pages and its JSON in every edition where it has a
 * title, and their removal. What the render worker threads run
 * (story-rows.ts): no database, no configuration, no image library (issue
 * 24: a worker starts in a fraction of a second). pages.ts has the other
 * kinds of page.
 */
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import type { Liquid } from "liquidjs";
import type { Edition } from "../../../common/edition.js";
import type { Relation, ShownStory } from "../db/schema.js";
import { inEdition, kindOf, toStoryDto } from "../adapters/story.js";
import { siteFile } from "../media/media-paths.js";
import type { Templates } from "./engine.js";
import { PUBLISHED_EDITIONS } from "./page-base.js";
import { pagePaths, storyContexts } from "./view-models.js";
import { renderVariants } from "./variants.js";
import type { Writer } from "./writer.js";

/**
 * Renders and writes the pages and JSON of one story in every edition where
 * it has a title (inEdition), and deletes its files in an edition where it
 * has none (a re-import that dropped a title); returns the number of HTML pages.
 */
export async function renderStory(w: Writer, tpl: Templates, liquid: Liquid, s: ShownStory, rels: Relation[]): Promise<number> {
  const kind = kindOf(s.type);
  let pages = 0;
  await Promise.all(
    PUBLISHED_EDITIONS.map(async (edition) => {
      if (!inEdition(s, edition)) {
        await removeStoryFiles(w.dataDir, s, [edition]);
        return;
      }
      const dto = toStoryDto(s, rels, edition, { withBody: true });
      const json = JSON.stringify(dto);
      const [desktop, mobile] = pagePaths(s, edition);
      const contexts = storyContexts(s, rels, dto, edition, w.origin);
      const templates = kind === "photo" ? ([tpl.photo, tpl.m_photo] as const) : ([tpl.detail, tpl.m_detail] as const);
      // both pages from one render when the templates allow it (variants.ts); synchronous: the templates are parsed and their partials cached, nothing in them waits
      const html = renderVariants(liquid, templates, contexts);
      await w.write(desktop.html, html[0]);
      await w.write(mobile.html, html[1]);
      pages += 2;
      // the mobile page's JSON is the same bytes as the desktop one's: one file, hard-linked (a new file's blocks cost far more than a link)
      await w.write(desktop.json, json);
      await w.link(desktop.json, mobile.json, json);
    }),
  );
  return pages;
}

/** Deletes the pages and JSON files of a story in every edition; returns how many files were there. */
export async function removeStoryFiles(dataDir: string, s: ShownStory, editions: Edition[] = PUBLISHED_EDITIONS): Promise<number> {
  let n = 0;
  for (const edition of editions) {
    for (const p of pagePaths(s, edition)) {
      for (const url of [p.html, p.json]) {
        const file = siteFile(dataDir, url);
        if (existsSync(file)) n++;
        await rm(file, { force: true });
      }
    }
  }
  return n;
}
