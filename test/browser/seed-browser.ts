/**
 * Browser-test data: one photo story with two photo relations, inserted
 * directly with Drizzle (the importer is not involved). Called by
 * test/browser/server-plugin.mjs after the demo members are seeded.
 * Idempotent (ON CONFLICT DO NOTHING).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { photographer, relation, story, ucMember } from "../../server/src/db/schema.js";
import { originalFile } from "../../server/src/media/derivatives.js";
import { MemberService } from "../../server/src/services/members.js";
import type { Db } from "../../server/src/db/client.js";
import { seedSearch } from "./search-seed.js";

/** The seeded story and its relations, for tests. */
export const BROWSER_STORY = {
  pcId: "pw-browser-0001",
  relationIds: ["pw-browser-0001-r1", "pw-browser-0001-r2"],
} as const;

/**
 * A story of 15 photos with originals on disk, for download tests (issue 9):
 * r1–r12 charged, r13 and r14 free, r15 without a photographer.
 */
export const DOWNLOAD_STORY = {
  pcId: "pw-browser-dl",
  relationIds: Array.from({ length: 15 }, (_, i) => `pw-browser-dl-r${i + 1}`),
} as const;

/**
 * Members of the download tests: a small quota (2) and a large one (100), both nature 2, class 0; and a
 * contributor (nature 1, class 0) with a quota of 1, whose free downloads are only their own photos (issue 19);
 * and a member no test logs in as, the admin of the staff console test's organisation (issue 20).
 */
export const DOWNLOAD_MEMBERS = [
  { code: "dl_small", password: "Small2026", downloadQuota: 2 },
  { code: "dl_rich", password: "Rich2026", downloadQuota: 100 },
  { code: "dl_contrib", password: "Contrib2026c", downloadQuota: 1, nature: 1 },
  // issue 20: the admin of the organisation staff-console-commerce.test.js creates (an admin keeps their seat for good)
  { code: "org_admin", password: "OrgAdmin2026", downloadQuota: 0 },
] as const;

/** A video story with one video relation (mediaType 5), for <pw-video-comments> (issue 11). */
export const VIDEO_STORY = { pcId: "pw-browser-video", relationId: "pw-browser-video-r1" } as const;

/** The smallest JPEG (SOI, APP0, EOI): enough for a download to send. */
const TINY_JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

/**
 * Uploads of demo_contributor for the contribution tests (issue 11): real
 * JPEGs where the upload service assembles files
 * (STORAGE_DIR/uploads/files/<member id>/<name>.jpg); the test sends their
 * relations as <pw-upload> would (pw-upload-complete).
 */
export const CONTRIBUTION_UPLOADS = ["c0ffee00000000000000000000000001", "c0ffee00000000000000000000000002"] as const;

async function seedContributionUploads(db: Db, dataDir: string): Promise<void> {
  const [c] = await db.select({ id: ucMember.id }).from(ucMember).where(eq(ucMember.code, "demo_contributor"));
  if (!c) return;
  for (const [i, name] of CONTRIBUTION_UPLOADS.entries()) {
    const file = path.join(dataDir, "uploads", "files", String(c.id), `${name}.jpg`);
    mkdirSync(path.dirname(file), { recursive: true });
    const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30 + i * 90, g: 110, b: 170 } } }).jpeg().toBuffer();
    writeFileSync(file, bytes);
  }
}

export async function seedBrowser(db: Db, dataDir: string): Promise<void> {
  await seedContributionUploads(db, dataDir);
  await db
    .insert(story)
    .values({
      pcId: BROWSER_STORY.pcId,
      type: "image_group",
      siteCode: "pw",
      siteId: 1,
      subjectCode: "culture",
      subjectName: "Culture",
      subjectNameZh: "文化",
      titleZh: "移民母亲",
      titleEn: "Migrant Mother",
      descriptionZh: "1936 年加利福尼亚州尼波莫的豌豆采摘工人营地",
      descriptionEn: "A pea pickers' camp in Nipomo, California, 1936",
      author: "Dorothea Lange",
      authorZh: "多萝西娅·兰格",
      shootDate: "1936-03-01",
      relContentUrl: "2026/01/02/pw-browser-0001",
    })
    .onConflictDoNothing();
  await db
    .insert(relation)
    .values(
      BROWSER_STORY.relationIds.map((relationId, i) => ({
        relationId,
        pcId: BROWSER_STORY.pcId,
        seq: i + 1,
        mediaType: 3,
        width: 1600,
        height: 2000,
        size: 512_000,
        photographerStr: "Dorothea Lange",
        photographerStrZh: "多萝西娅·兰格",
        photographer: [{ id: 1, name: "Dorothea Lange" }],
        descriptionZh: `照片 ${i + 1}`,
        descriptionEn: `Photo ${i + 1}`,
        shootingDate: "1936-03-01",
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(story)
    .values({
      pcId: DOWNLOAD_STORY.pcId,
      type: "image_group",
      siteCode: "pw",
      siteId: 1,
      subjectCode: "culture",
      subjectName: "Culture",
      subjectNameZh: "文化",
      titleZh: "下载测试",
      titleEn: "Download test",
      shootDate: "1936-03-01",
      relContentUrl: "2026/01/03/pw-browser-dl",
    })
    .onConflictDoNothing();
  await db
    .insert(relation)
    .values(
      DOWNLOAD_STORY.relationIds.map((relationId, i) => ({
        relationId,
        pcId: DOWNLOAD_STORY.pcId,
        seq: i + 1,
        mediaType: 3,
        size: TINY_JPEG.length,
        photographerStr: i === 14 ? "" : "Dorothea Lange",
        photographer: i === 14 ? [] : [{ id: 1, name: "Dorothea Lange" }],
        free: i === 12 || i === 13,
        descriptionZh: `下载 ${i + 1}`,
        descriptionEn: `Download ${i + 1}`,
        shootingDate: "1936-03-01",
        imgUrl: `/media/browser/${relationId}_1200.jpg`,
        originalPath: `browser/${relationId}.jpg`,
      })),
    )
    .onConflictDoNothing();
  // issue 20: originals that decode, so that the small and medium sizes can be made from them
  const original = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 60, g: 90, b: 120 } } }).jpeg().toBuffer();
  for (const id of DOWNLOAD_STORY.relationIds) {
    const file = originalFile(dataDir, `browser/${id}.jpg`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, original);
  }
  const members = new MemberService(db, 0);
  for (const m of DOWNLOAD_MEMBERS) {
    if (!(await members.isMemberCode(m.code))) await members.create({ code: m.code, password: m.password, name: m.code, nature: "nature" in m ? m.nature : 2, downloadQuota: m.downloadQuota });
  }
  await db
    .insert(story)
    .values({
      pcId: VIDEO_STORY.pcId,
      type: "video",
      status: "online",
      siteCode: "pw",
      siteId: 1,
      subjectCode: "science",
      subjectName: "Science",
      subjectNameZh: "科学",
      titleZh: "视频评论测试",
      titleEn: "Video comments test",
      shootDate: "1887-01-01",
      relContentUrl: "2026/01/04/pw-browser-video",
    })
    .onConflictDoNothing();
  await db
    .insert(relation)
    .values({ relationId: VIDEO_STORY.relationId, pcId: VIDEO_STORY.pcId, seq: 1, mediaType: 5, width: 304, height: 204, size: 1000, duration: 2, videoUrl: "/media/browser/v.mp4", poster: "/media/browser/v.jpg" })
    .onConflictDoNothing();
  await seedSearch(db); // search stories (test/browser/search-seed.ts)
  await seedPhotographer(db);
}

/** A member with an approved photographer profile, for the photographer tests (issue 11). */
export const PHOTOGRAPHER_MEMBER = { code: "ph_member", password: "Photo2026", name: "Ann Lens", mobile: "13912345678" } as const;

async function seedPhotographer(db: Db): Promise<void> {
  const members = new MemberService(db, 0);
  if (await members.isMemberCode(PHOTOGRAPHER_MEMBER.code)) return;
  const m = await members.create({ code: PHOTOGRAPHER_MEMBER.code, password: PHOTOGRAPHER_MEMBER.password, name: "Ann", nature: 2 });
  const [ph] = await db
    .insert(photographer)
    .values({ name: PHOTOGRAPHER_MEMBER.name, status: 1, memberId: m.id, mobile: PHOTOGRAPHER_MEMBER.mobile, bio: "Street photographs." })
    .returning();
  await db.update(ucMember).set({ photographerId: ph.id, photographerInfoObj: { id: ph.id, name: ph.name, nameZh: null, status: 1 } }).where(eq(ucMember.id, m.id));
}
