/**
 * The staff console's page (issue 19 "A staff console"; server/src/publish/
 * pages.ts renderStaffConsolePages with templates/staff-console.liquid):
 * /cn/staff/console.html and /en/staff/console.html carry the element and
 * its script once, in their language, with each other as alternates, not
 * indexed and without the readers' chat launcher; without JavaScript a
 * heading and a line say what the page needs.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../../server/src/paths.js";
import { engineFor } from "../../server/src/publish/engine.js";
import { renderStaffConsolePages, staffConsoleUrl } from "../../server/src/publish/pages.js";
import { siteFile } from "../../server/src/media/derivatives.js";
import { Writer } from "../../server/src/publish/writer.js";

let dataDir: string;
const read = (url: string) => readFileSync(siteFile(dataDir, url), "utf8");

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-staff-page-"));
  const { liquid, templates } = engineFor(path.join(ROOT, "templates"), "react");
  expect(await renderStaffConsolePages(new Writer(dataDir, "https://pw.example"), await templates(), liquid)).toBe(2);
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the staff console page", () => {
  it("is at /cn/staff/console.html and /en/staff/console.html", () => {
    expect(staffConsoleUrl("zh")).toBe("/cn/staff/console.html");
    expect(staffConsoleUrl("en")).toBe("/en/staff/console.html");
  });

  it("carries the element and its script once per edition, in its language, not indexed, no chat launcher", () => {
    for (const [url, lang, title, other, noscript] of [
      ["/cn/staff/console.html", "zh-CN", "编辑工作台", "/en/staff/console.html", "编辑工作台需要启用 JavaScript。"],
      ["/en/staff/console.html", "en", "Staff console", "/cn/staff/console.html", "The staff console needs JavaScript."],
    ] as const) {
      const html = read(url);
      expect(html).toMatch(new RegExp(`<html lang="${lang}">`));
      expect(html).toContain(`<title>${title} - `);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<script type="module" src="/widgets/esm/pw-staff-console.js"></script>');
      expect(html.match(/<pw-staff-console[ >]/g)).toHaveLength(1);
      expect(html).not.toContain("<pw-chat-panel");
      expect(html).not.toContain("pw-service-console");
      expect(html).toContain(`href="${other}"`);
      expect(html).toContain(`<noscript><h1 class="page-title">${title}</h1><p>${noscript}</p></noscript>`);
    }
  });
});
