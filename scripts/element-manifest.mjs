/**
 * Reads every element's JSDoc (the header comment of
 * widgets/<feature>/<name>.element.ts: @summary, @attr, @event, @slot,
 * @csspart, @cssproperty, @prop, and the prose before the tags) with
 * comment-parser and returns one entry per tag. Used by Storybook's docs
 * pages (.storybook/main.ts serves it as the virtual module
 * "virtual:pw-element-docs"), by the builder's kit (kit/generate.mjs:
 * custom-elements.json, the .d.ts typings, the element reference docs/elements.md)
 * and by `node scripts/element-manifest.mjs`, which prints it as JSON.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "comment-parser";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** `- text` → `text` (the JSDoc separator between a tag's name and its description). */
const clean = (s) => s.replace(/^-\s*/, "").trim();

/**
 * @typedef {{ name: string, description: string, type?: string }} Item
 * (`type`: an attribute's value type from `@attr {type} name - …`: boolean
 * (read by core/element.ts attr.boolean: present and not "false"), number,
 * or a union of literals; none is any string)
 * @typedef {{ tag: string, file: string, summary: string, description: string,
 *   attributes: Item[], properties: Item[], events: Item[], slots: Item[], parts: Item[], cssProperties: Item[] }} ElementDoc
 * (`@prop` and `@property` both give properties; a CSS property's default is
 * the last parenthesised text of its description, e.g. "height (32px)")
 * @returns {ElementDoc[]} sorted by tag
 */
export function elementManifest(root = ROOT) {
  const out = [];
  const widgets = path.join(root, "widgets");
  for (const dir of readdirSync(widgets, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(path.join(widgets, dir.name))) {
      if (!f.endsWith(".element.ts")) continue;
      const file = path.join("widgets", dir.name, f);
      const src = readFileSync(path.join(root, file), "utf8");
      const tag =
        src.match(/const TAG = "(pw-[a-z0-9-]+)"/)?.[1] ??
        src.match(/define(?:Widget|Once)\(\s*"(pw-[a-z0-9-]+)"/)?.[1];
      if (!tag) continue;
      const [block] = parse(src, { spacing: "preserve" });
      // a tag's description ends at a blank line; prose after it (below the last tag) belongs to the element
      const tail = [];
      const items = (name) =>
        (block?.tags ?? [])
          .filter((t) => t.tag === name)
          .map((t) => {
            const [own, ...rest] = `${t.description}`.split(/\n\s*\n/);
            if (rest.length) tail.push(rest.join("\n\n").trim());
            return { name: t.name, description: clean(own).replace(/\s*\n\s*/g, " "), ...(t.type ? { type: t.type.trim() } : {}) };
          });
      out.push({
        tag,
        file,
        summary: (block?.tags ?? []).find((t) => t.tag === "summary")
          ? clean(`${block.tags.find((t) => t.tag === "summary").name} ${block.tags.find((t) => t.tag === "summary").description}`)
          : "",
        attributes: items("attr"),
        properties: [...items("prop"), ...items("property")],
        events: items("event"),
        slots: items("slot"),
        parts: items("csspart"),
        cssProperties: items("cssproperty"),
      });
      const entry = out[out.length - 1];
      entry.description = [(block?.description ?? "").trim(), ...tail].filter(Boolean).join("\n\n");
    }
  }
  return out.sort((a, b) => a.tag.localeCompare(b.tag));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(elementManifest(), null, 2)}\n`);
}
