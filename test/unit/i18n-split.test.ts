/**
 * The story page's JavaScript budget (DESIGN §6) depends on the story-page
 * widgets carrying only the core catalogue: none of their modules may import
 * i18n/index.ts (which registers the extra part). Also: the parts have the
 * same keys in both languages, and every part is reachable through index.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zh } from "../../widgets/core/i18n/zh.js";
import { en } from "../../widgets/core/i18n/en.js";
import { extraZh } from "../../widgets/core/i18n/extra.zh.js";
import { extraEn } from "../../widgets/core/i18n/extra.en.js";
import { t } from "../../widgets/core/i18n/index.js";

const STORY_PAGE_ELEMENTS = [
  "widgets/login-status/login-status.element.ts",
  "widgets/like-collect/like-button.element.ts",
  "widgets/like-collect/collect-button.element.ts",
  "widgets/share/share-bar.element.ts",
  "widgets/back-to-top/back-to-top.element.ts",
];

/** Static relative imports of a source file, resolved to .ts/.tsx files. */
function importsOf(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/^\s*import\s+(?!type\b)[^"']*["'](\.{1,2}\/[^"']+)["']/gm)) {
    if (m[1].endsWith(".css")) continue;
    const base = path.join(path.dirname(file), m[1]).replace(/\.js$/, "");
    out.push([`${base}.ts`, `${base}.tsx`].find((f) => { try { readFileSync(f); return true; } catch { return false; } })!);
  }
  return out.filter(Boolean);
}

describe("catalogue parts", () => {
  it("story-page widgets never import the extra catalogue", () => {
    const seen = new Set<string>();
    const stack = [...STORY_PAGE_ELEMENTS];
    while (stack.length) {
      const f = stack.pop()!;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...importsOf(f));
    }
    expect([...seen].filter((f) => f.endsWith("i18n/index.ts") || f.includes("i18n/extra"))).toEqual([]);
    expect(seen.has("widgets/core/i18n/core.ts")).toBe(true);
  });

  it("each part has the same keys in zh and en, and no key is in both parts", () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(extraEn).sort()).toEqual(Object.keys(extraZh).sort());
    expect(Object.keys(zh).filter((k) => k in extraZh)).toEqual([]);
  });

  it("index.ts translates keys of both parts", () => {
    expect(t("en", "back_to_top")).toBe("Back to top");
    expect(t("zh", "record_point_opening")).toBe("开户赠送积分");
    expect(t("en", "photo_group_6", { count: 3 })).toBe("Only 3 downloads left in your quota");
  });
});
