/**
 * Downloads (issue 9): single-photo downloads a second (the quota call and
 * the file, through the real routes on the embedded database), and the time
 * and peak memory of streaming a group zip over HTTP, at 5 and 20 photos of
 * 4 MiB: the zip is streamed (yazl), so the peak should not grow with the
 * zip's size. Run with --expose-gc for steadier memory figures.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { buildApp } from "../server/src/app.js";
import { loadConfig } from "../server/src/config.js";
import { openDb } from "../server/src/db/client.js";
import { relation, story, ucMember } from "../server/src/db/schema.js";
import { originalFile } from "../server/src/media/derivatives.js";
import { DEMO_ACCOUNTS, seedDemoMembers } from "../server/src/services/members.js";

const PHOTO_BYTES = 4 * 1024 * 1024;
const SINGLE_RUNS = 200;

/** Streams `url` over HTTP and throws the bytes away; returns the byte count. */
function drain(url: string, cookie: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { cookie } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
      let n = 0;
      res.on("data", (d: Buffer) => (n += d.length));
      res.on("end", () => resolve(n));
      res.on("error", reject);
    }).on("error", reject);
  });
}

export async function benchDownloads(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "pw-bench-dl-"));
  const handle = await openDb({ dataDir });
  await seedDemoMembers(handle.db);
  const app = await buildApp({ db: handle, config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_FACTOR: "100000" }) });
  try {
    const total = SINGLE_RUNS + 20;
    await handle.db.insert(story).values({ pcId: "bench-dl", type: "image_group", siteCode: "pw", siteId: 1, subjectCode: "news", subjectName: "News", subjectNameZh: "新闻", titleEn: "Bench", titleZh: "基准", status: "online", relContentUrl: "2026/01/01/bench-dl" });
    const photo = Buffer.alloc(PHOTO_BYTES, 7);
    photo.set([0xff, 0xd8, 0xff], 0);
    const rows = Array.from({ length: total }, (_, i) => ({
      relationId: `bench-dl-r${i}`,
      pcId: "bench-dl",
      seq: i,
      mediaType: 3,
      size: PHOTO_BYTES,
      photographer: [{ id: 1, name: "Bench" }],
      imgUrl: `/media/bench/${i}_1200.jpg`,
      originalPath: `bench/${i}.jpg`,
    }));
    await handle.db.insert(relation).values(rows);
    for (const r of rows) {
      const f = originalFile(dataDir, r.originalPath);
      mkdirSync(path.dirname(f), { recursive: true });
      writeFileSync(f, photo);
    }
    await handle.db.update(ucMember).set({ downloadQuota: 100_000 }).where(eq(ucMember.code, "demo_member"));
    await app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await app.inject({ method: "POST", url: "/api/guest/login", headers: { "x-requested-with": "XMLHttpRequest" }, payload: { code: DEMO_ACCOUNTS[1].code, password: DEMO_ACCOUNTS[1].password } });
    const cookie = `pw_session=${login.cookies.find((c) => c.name === "pw_session")!.value}`;
    const download = async (ids: string[]) => {
      const res = await app.inject({ method: "POST", url: "/api/ucMemberDownload/downloadImgs", headers: { "x-requested-with": "XMLHttpRequest", cookie }, payload: { data: ids.map((relationId) => ({ relationId })) } });
      if (res.statusCode !== 200) throw new Error(res.body);
      return res.json().data.url as string;
    };

    // single photos: the download call (quota spent) and the 4 MiB file over HTTP
    const t0 = performance.now();
    for (let i = 0; i < SINGLE_RUNS; i++) await drain(base + (await download([`bench-dl-r${i}`])), cookie);
    const perSecond = SINGLE_RUNS / ((performance.now() - t0) / 1000);

    // zips of 5 and 20 photos: time and peak RSS above the level before
    const zip = async (n: number) => {
      const url = base + (await download(Array.from({ length: n }, (_, i) => `bench-dl-r${SINGLE_RUNS + i}`)));
      (globalThis as { gc?: () => void }).gc?.();
      const before = process.memoryUsage().rss;
      let peak = before;
      const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      const started = performance.now();
      const bytes = await drain(url, cookie);
      const ms = performance.now() - started;
      clearInterval(timer);
      return { n, bytes, ms, peak, before };
    };
    const small = await zip(5);
    const large = await zip(20);
    const mb = (b: number) => `${(b / 1024 / 1024).toFixed(1)} MB`;
    console.log("\n## Downloads (embedded database, loopback HTTP)\n");
    console.log("| figure | value |\n|---|---:|");
    console.log(`| single-photo downloads a second (call + 4 MiB file, ${SINGLE_RUNS} runs) | ${perSecond.toFixed(1)} |`);
    for (const z of [small, large]) console.log(`| ${z.n}-photo zip (${mb(z.bytes)}): time / RSS before → peak while streaming | ${z.ms.toFixed(0)} ms / ${mb(z.before)} → ${mb(z.peak)} |`);
    console.log(`| peak RSS ratio, 20-photo / 5-photo zip (zip size ratio 4) | ${(large.peak / small.peak).toFixed(2)} |`);
  } finally {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
