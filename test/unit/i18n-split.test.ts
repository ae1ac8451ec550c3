/**
 * Strings live with their feature (DESIGN §2, issue 7): every catalogue pair
 * has the same keys and placeholders in zh and en; a story-page element
 * pulls in only its own feature's strings and the codes catalogue (the story
 * page's JavaScript budget, DESIGN §6); plurals go through Intl.PluralRules.
 * The download button and the share bar go further: their entries carry the
 * strings shown before any interaction only, and leave their dialogs (view,
 * store, strings, ui/Dialog) to a chunk loaded on first use.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { codes, format, t, type Catalogues, type Message } from "../../common/i18n/index.js";
import { validateMessages } from "../../common/i18n/validate.js";
import { accountCodes } from "../../common/i18n/account-codes.js";
import { downloadCodes } from "../../common/i18n/download-codes.js";
import { uploadCodes } from "../../common/i18n/upload-codes.js";
import { messages as serverMessages } from "../../server/src/locale/index.js";
import { t as tDownload } from "../../widgets/download/locale/index.js";
import { t as tUpload } from "../../widgets/upload/locale/index.js";
import { t as tAccount } from "../../widgets/account/locale/index.js";
import { t as tSearch } from "../../widgets/search/locale/index.js";
import { t as tServer } from "../../server/src/locale/index.js";

const STORY_PAGE_ELEMENTS = [
  "widgets/login-status/login-status.element.ts",
  "widgets/like-collect/like-button.element.ts",
  "widgets/like-collect/collect-button.element.ts",
  // the share bar's element defers its whole view (ui/deferred.ts): its view module stands for it here
  "widgets/share/ShareBar.lazy.ts",
  "widgets/back-to-top/back-to-top.element.ts",
  "widgets/download/download-button.element.ts",
];

/**
 * Story-page elements whose dialog is a chunk loaded on first use: the
 * catalogue their entry carries (the strings shown before any
 * interaction), the module the entry imports dynamically, and what must
 * stay out of the entry (it comes with that chunk).
 */
const LAZY_DIALOGS: Record<string, { strings: string; chunk: string; notInEntry: string[] }> = {
  "widgets/download/download-button.element.ts": {
    strings: "widgets/download/locale/button.ts",
    chunk: "widgets/download/DownloadDialog.lazy.tsx",
    notInEntry: [
      "widgets/ui/Dialog.tsx",
      "widgets/download/DownloadDialog.lazy.tsx",
      "widgets/download/DownloadDialog.tsx",
      "widgets/download/download-dialog.props.ts",
      "widgets/download/download.store.ts",
      "widgets/download/download.rules.ts",
      "widgets/download/locale/index.ts",
      "widgets/download/locale/zh.ts",
      "widgets/download/locale/en.ts",
      "widgets/core/api.ts",
      "widgets/core/session.ts",
    ],
  },
  "widgets/share/ShareBar.lazy.ts": {
    strings: "widgets/share/locale/bar.ts",
    chunk: "widgets/share/WeChatDialog.lazy.tsx",
    notInEntry: [
      "widgets/ui/Dialog.tsx",
      "widgets/share/WeChatDialog.lazy.tsx",
      "widgets/share/WeChatDialog.tsx",
      "widgets/share/wechat-dialog.props.ts",
      "widgets/share/use-wechat-qr.ts",
      "widgets/share/locale/index.ts",
      "widgets/share/locale/zh.ts",
      "widgets/share/locale/en.ts",
    ],
  },
};

/** Static relative imports of a source file, resolved to .ts/.tsx files. */
function importsOf(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^"']*?from\s*["'](\.{1,2}\/[^"']+)["']/gm)) {
    if (m[1].endsWith(".css")) continue;
    const base = path.join(path.dirname(file), m[1]).replace(/\.js$/, "");
    out.push([`${base}.ts`, `${base}.tsx`].find((f) => { try { readFileSync(f); return true; } catch { return false; } })!);
  }
  return out.filter(Boolean);
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const f = stack.pop()!;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...importsOf(f));
  }
  return seen;
}

/** Every catalogue pair of the project, by name. */
async function allCatalogues(): Promise<Record<string, Catalogues>> {
  const out: Record<string, Catalogues> = {
    codes,
    "upload-codes": uploadCodes,
    "download-codes": downloadCodes,
    "account-codes": accountCodes,
    validate: validateMessages,
    server: serverMessages,
  };
  for (const d of readdirSync("widgets", { withFileTypes: true })) {
    if (!d.isDirectory()) continue;
    try {
      readFileSync(`widgets/${d.name}/locale/index.ts`);
    } catch {
      continue;
    }
    const mod = (await import(/* @vite-ignore */ pathToFileURL(path.resolve(`widgets/${d.name}/locale/index.ts`)).href)) as { messages: Catalogues };
    out[d.name] = mod.messages;
  }
  return out;
}

const vars = (m: Message) => [...new Set(Object.values(typeof m === "string" ? { other: m } : m).flatMap((s) => s.match(/\{\w+\}/g) ?? []))].sort().join();

describe("catalogues", () => {
  it("each feature's catalogue has the same keys and placeholders in zh and en", async () => {
    const all = await allCatalogues();
    expect(Object.keys(all)).toEqual(expect.arrayContaining(["codes", "upload-codes", "download-codes", "account-codes", "validate", "server", "account", "like-collect", "search", "share"]));
    for (const [name, c] of Object.entries(all)) {
      expect(Object.keys(c.en).sort(), name).toEqual(Object.keys(c.zh).sort());
      for (const k of Object.keys(c.zh)) expect(vars(c.en[k]), `${name}.${k}`).toBe(vars(c.zh[k]));
    }
  });

  it("story-page elements carry only their own feature's strings and the codes", () => {
    for (const el of STORY_PAGE_ELEMENTS) {
      const feature = el.split("/")[1];
      const strings = [...closure(el)].filter((f) => /\/locale\/|common\/i18n\//.test(f));
      const foreign = strings.filter((f) => !f.startsWith(`widgets/${feature}/locale/`) && !/^common\/i18n\/(index|codes\.(zh|en))\.ts$/.test(f));
      expect(foreign, el).toEqual([]);
      expect(strings, el).toContain(LAZY_DIALOGS[el]?.strings ?? `widgets/${feature}/locale/index.ts`);
    }
  });

  it("elements deferred until they near the viewport carry no catalogue at all", () => {
    for (const el of ["widgets/share/share-bar.element.ts", "widgets/video-comments/video-comments.element.ts"]) {
      expect([...closure(el)].filter((f) => /\/locale\/|common\/i18n\//.test(f)), el).toEqual([]);
    }
  });

  it("the download button and the share bar leave their dialogs, and the dialogs' strings, to a chunk loaded on first use", () => {
    for (const [el, lazy] of Object.entries(LAZY_DIALOGS)) {
      const entry = closure(el);
      expect([...entry].filter((f) => lazy.notInEntry.includes(f)), el).toEqual([]);
      // the entry reaches the chunk by a dynamic import (not a `typeof import(…)` type), and the chunk has the dialog and every string of the feature
      const dynamic = [...entry].flatMap((f) => [...readFileSync(f, "utf8").matchAll(/(?<!typeof\s+)\bimport\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g)].map((m) => path.join(path.dirname(f), m[1])));
      expect(dynamic.map((f) => f.replace(/\.js$/, "")), el).toContain(lazy.chunk.replace(/\.tsx?$/, ""));
      const chunk = closure(lazy.chunk);
      expect([...chunk], el).toEqual(expect.arrayContaining(["widgets/ui/Dialog.tsx", lazy.strings.replace(/[^/]+$/, "index.ts")]));
    }
  });

  it("the codes every widget carries are the ones any widget may word; a feature's codes go with the feature, the server's with the server", () => {
    // one wording a code: the code catalogues and the server's own share no key
    const codeCatalogues = [codes, uploadCodes, downloadCodes, accountCodes, serverMessages];
    const keys = codeCatalogues.flatMap((c) => Object.keys(c.zh));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    // a refusal only the server makes: its answer words it in both languages; no widget carries the text
    for (const code of ["login_failed", "captcha_invalid", "oauth_state", "storage_full", "contributor_not_approved", "api_1", "photo_detail_9", "es_error", "api_tools_30"]) {
      expect(t.has(code), code).toBe(false);
      expect(tServer("zh", code), code).not.toBe(code);
      expect(tServer("en", code), code).not.toBe(code);
    }
    // a feature's own checks: its t words them, the server too, the story page's catalogue does not carry them
    for (const [tFeature, code] of [[tDownload, "photo_group_6"], [tDownload, "photo_detail_5"], [tUpload, "Q_TYPE_DENIED"], [tUpload, "F_DUPLICATE"], [tAccount, "usercode_exists"]] as const) {
      expect(t.has(code), code).toBe(false);
      for (const lang of ["zh", "en"] as const) {
        expect(tFeature(lang, code, { count: 2 }), code).not.toBe(code);
        expect(tServer(lang, code, { count: 2 }), code).not.toBe(code);
      }
    }
    // what any widget may word by itself stays: a network failure, a socket's ack, a session gone
    for (const code of ["api_tools_1", "timeout", "access_denied", "forbidden", "offline", "style_6"]) expect(t.has(code), code).toBe(true);
  });

  it("a feature's t falls back to the codes; an unknown key returns itself", () => {
    expect(tSearch("en", "search_retry")).toBe("Try again");
    expect(tSearch("en", "api_tools_1")).toBe(t("en", "api_tools_1"));
    expect(tSearch("zh", "no_such_key")).toBe("no_such_key");
    expect(tServer("zh", "record_point_opening")).toBe("开户赠送积分");
  });
});

describe("plurals (Intl.PluralRules)", () => {
  it("English picks one or other by count; Chinese has one form", () => {
    expect(tDownload("en", "photo_group_6", { count: 1 })).toBe("Only 1 download left in your quota");
    expect(tDownload("en", "photo_group_6", { count: 3 })).toBe("Only 3 downloads left in your quota");
    expect(tSearch("en", "search_count", { count: 1 })).toBe("1 result");
    expect(tSearch("en", "search_count", { count: 0 })).toBe("0 results");
    expect(tSearch("zh", "search_count", { count: 1 })).toBe(tSearch("zh", "search_count", { count: 2 }).replace("2", "1"));
  });

  it("format fills placeholders and keeps unknown ones", () => {
    expect(format("en", { one: "{count} photo", other: "{count} photos" }, { count: 2 })).toBe("2 photos");
    expect(format("en", "{a} and {b}", { a: "x" })).toBe("x and {b}");
    expect(format("en", { one: "one", other: "other" })).toBe("other");
  });
});
