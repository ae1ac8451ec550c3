import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDb } from "../server/src/db/client.js";
import { importDemoCorpus } from "../server/src/publish/import.js";
import { publishSite } from "../server/src/publish/publish.js";
const dataDir = mkdtempSync(path.join(tmpdir(), "pw-bench-"));
const h = await openDb({ dataDir });
await importDemoCorpus(h.db, { dataDir, siteCode: "pw", siteId: 1 });
const copies = Number(process.argv[2] ?? 12);
for (let c = 1; c <= copies; c++) {
  await h.db.execute(sql.raw(`insert into story (pc_id, type, site_code, site_id, subject_code, subject_name, subject_name_zh, title_zh, title_en, description_zh, description_en, body_zh, body_en, author, author_zh, shoot_date, flag_word_str, flag_word_str_zh, publish_time, status, rel_content_url, title_image, list_image, source, seen_count, search_en, search_zh) select 'pwc' || lpad('${c}',3,'0') || substr(pc_id,3), type, site_code, site_id, subject_code, subject_name, subject_name_zh, title_zh, title_en, description_zh, description_en, body_zh, body_en, author, author_zh, shoot_date, flag_word_str, flag_word_str_zh, publish_time, status, replace(rel_content_url, pc_id, 'pwc' || lpad('${c}',3,'0') || substr(pc_id,3)), title_image, list_image, source, seen_count, search_en, search_zh from story where pc_id like 'pw0%'`));
  await h.db.execute(sql.raw(`insert into relation (relation_id, pc_id, seq, media_type, width, height, size, photographer_str, photographer_str_zh, photographer, description_zh, description_en, flag_word_str, flag_word_str_zh, img_url, title_image, media_id, shooting_date, free, create_time) select 'rc${c}_' || relation_id, 'pwc' || lpad('${c}',3,'0') || substr(pc_id,3), seq, media_type, width, height, size, photographer_str, photographer_str_zh, photographer, description_zh, description_en, flag_word_str, flag_word_str_zh, img_url, title_image, media_id, shooting_date, free, create_time from relation where pc_id like 'pw0%'`));
}
const r1 = await publishSite(h.db, { dataDir, siteCode: "pw" });
console.log("cold", r1, Math.round((r1.pages / r1.ms) * 1000), "pages/s");
const r2 = await publishSite(h.db, { dataDir, siteCode: "pw" });
console.log("warm", r2, Math.round((r2.pages / r2.ms) * 1000), "pages/s");
await h.close();
rmSync(dataDir, { recursive: true, force: true });
