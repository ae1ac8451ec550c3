import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "../../server/src/db/client.js";
import { ACCOUNT_PAGES, MEMBER_CENTER_PAGES } from "../../server/src/publish/pages.js";
import { publishSite } from "../../server/src/publish/site.js";
import { openTestDb } from "./db.js";

let dataDir: string;
let handle: DbHandle;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-uc-"));
  handle = await openTestDb(dataDir);
  await publishSite(handle.db, { dataDir, siteCode: "pw" });
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("account pages (SPEC §2 uc1-*, uc2-*, registration, password reset, binding)", () => {
  it("are published for the main and the alternate edition from one template", () => {
    expect(MEMBER_CENTER_PAGES.map((p) => p.page).sort()).toEqual(
      ["uc1-index", "uc1-like", "uc1-new", "uc1-upload", "uc2-download", "uc2-index", "uc2-like"],
    );
    expect(ACCOUNT_PAGES.map((p) => p.page)).toEqual(expect.arrayContaining(["register", "forget_password", "bind_account"]));
    for (const p of ACCOUNT_PAGES) {
      const main = readFileSync(path.join(dataDir, "site/public_resource/public/html", `${p.page}.html`), "utf8");
      const ann = readFileSync(path.join(dataDir, "site/ann/public_resource/public/html", `${p.page}.html`), "utf8");
      for (const html of [main, ann]) {
        expect(html).toContain(p.element === "pw-member-center" ? `<pw-member-center page="${p.page}">` : `<${p.element}>`);
        expect(html).toContain(`<script type="module" src="/widgets/esm/${p.element}.js">`);
        // the customer-service launcher on every account page (issue 10)
        expect(html).toContain('<script type="module" src="/widgets/esm/pw-chat-panel.js">');
        expect(html).toContain("<pw-chat-panel></pw-chat-panel>");
        expect(html).toContain(`data-title-en="${p.titleEn} · Photowire"`);
        expect(html).not.toMatch(/<script>(?!<)/); // no inline script (CSP)
      }
      expect(main).toContain('href="/cn/index.html"');
      expect(main).not.toContain("pw-edition-guard");
      expect(ann).toContain('href="/ann/index.html"');
      expect(ann).toContain("<pw-edition-guard>");
    }
  });
});
