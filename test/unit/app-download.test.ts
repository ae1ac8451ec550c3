/**
 * App download (SPEC §2 m_public/client_download.html, §7 GET
 * guest/getAppDownloadUrl, §9 QR sizes): the route through app.inject with
 * and without APP_ANDROID_URL / APP_IOS_URL, the service's URL check, and
 * the element's pure parts (QR target, attributes, view props). The route
 * reads no database, so it is not run on both databases.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/src/app.js";
import { loadConfig } from "../../server/src/config.js";
import type { DbHandle } from "../../server/src/db/client.js";
import { AppDownloadService } from "../../server/src/services/app-download.js";
import { CLIENT_PAGE_QR_SIZE, DEFAULT_QR_SIZE, qrTarget } from "../../widgets/app-download/app-download.rules.js";
import { appDownloadProps, parseAttributes } from "../../widgets/app-download/app-download.props.js";
import { openTestDb } from "./db.js";

let dataDir: string;
let handle: DbHandle;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "pw-app-download-"));
  handle = await openTestDb(dataDir);
});
afterAll(async () => {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("GET /api/guest/getAppDownloadUrl", () => {
  it("answers the configured links in the SPEC §7 envelope, to guests", async () => {
    const app = await buildApp({
      db: handle,
      config: loadConfig({ DATA_DIR: dataDir, APP_ANDROID_URL: "https://dl.example.com/pw.apk", APP_IOS_URL: "https://apps.apple.com/app/id1" }),
    });
    const res = await app.inject({ method: "GET", url: "/api/guest/getAppDownloadUrl" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: "success", data: { androidUrl: "https://dl.example.com/pw.apk", iosUrl: "https://apps.apple.com/app/id1" } });
    const doc = (await app.inject({ method: "GET", url: "/api/docs/json" })).json() as { paths: Record<string, unknown> };
    expect(doc.paths["/api/guest/getAppDownloadUrl"]).toBeTruthy();
    await app.close();
  });

  it("answers null for links that are not configured, or not http(s)", async () => {
    // loadConfig refuses APP_IOS_URL=javascript:… at start (test/unit/config.test.ts); the service still checks
    const app = await buildApp({ db: handle, config: { ...loadConfig({ DATA_DIR: dataDir }), appIosUrl: "javascript:alert(1)" } });
    const res = await app.inject({ method: "GET", url: "/api/guest/getAppDownloadUrl" });
    expect(res.json()).toEqual({ code: "success", data: { androidUrl: null, iosUrl: null } });
    await app.close();
  });

  it("the service warns about a value it refuses", () => {
    const seen: string[] = [];
    const s = new AppDownloadService({ appAndroidUrl: "/relative.apk", appIosUrl: "https://apps.apple.com/app/id2" }, (m) => seen.push(m));
    expect(s.downloadUrls()).toEqual({ androidUrl: null, iosUrl: "https://apps.apple.com/app/id2" });
    expect(seen).toEqual(["[photowire] APP_ANDROID_URL is not an http(s) URL; no Android link is offered"]);
  });
});

describe("pw-app-download logic and props", () => {
  const here = "https://news.example.com/cn/index.html";
  it("QR target: the client download page on the site by default; page-url resolved; bad values fall back", () => {
    expect(qrTarget(undefined, here, "https://photowire.example")).toEqual({ url: "https://photowire.example/m_public/client_download.html", valid: true });
    expect(qrTarget("/app.html", here, "https://photowire.example")).toEqual({ url: "https://news.example.com/app.html", valid: true });
    expect(qrTarget("javascript:alert(1)", here, "https://photowire.example")).toEqual({
      url: "https://photowire.example/m_public/client_download.html",
      valid: false,
    });
  });

  it("size: 256 by default (SPEC §9), 100 on the client page, bad values fall back", () => {
    expect(DEFAULT_QR_SIZE).toBe(256);
    expect(CLIENT_PAGE_QR_SIZE).toBe(100);
    expect(parseAttributes({}).size).toBe(256);
    expect(parseAttributes({ size: "100" }).size).toBe(100);
    expect(parseAttributes({ size: "5" }).size).toBe(256);
  });

  it("view props: links only for configured platforms, status texts per state", () => {
    const qr = { status: "ready" as const, src: "data:image/png;base64,x" };
    const both = appDownloadProps("zh", 256, { qr, links: { status: "ready", urls: { androidUrl: "https://a/x.apk", iosUrl: "https://i/x" } } });
    expect(both.links.map((l) => [l.platform, l.label])).toEqual([
      ["android", "Android 版下载"],
      ["ios", "App Store 下载"],
    ]);
    expect(both.status).toBe("");
    const none = appDownloadProps("en", 100, { qr, links: { status: "ready", urls: { androidUrl: null, iosUrl: null } } });
    expect(none.links).toEqual([]);
    expect(none.status).toBe("No download is available yet");
    const failed = appDownloadProps("en", 100, { qr: { status: "error", src: "" }, links: { status: "error" } });
    expect(failed.failed).toBe(true);
    expect(failed.qrFailed).toBe("Could not draw the QR code");
  });
});
