import { openDb } from "/work/main/server/src/db/client.js";
import { sql } from "drizzle-orm";
const h = await openDb({ dataDir: "/tmp/pwb100k" });
const q = process.argv[2];
const time = async (label: string, s: any, show = false) => { let best = 1e9; let r: any; for (let i = 0; i < 3; i++) { const t0 = performance.now(); r = await h.db.execute(s); best = Math.min(best, performance.now()-t0); } console.log("==", label, best.toFixed(1), "ms"); if (show) for (const row of r.rows) console.log(Object.values(row)[0]); };
const base = sql`status='online' and site_code='pw' and publish_time <= now() and type in ('image','image_group') and subject_code = 'politics' and shoot_date <> '' and shoot_date >= '1900-01-01' and shoot_date <= '2000-12-31'`;
await time("count", sql`explain analyze select count(*) from (select 1 from story where ${base} and search_vec_en @@ ${q}::tsquery limit 501) x`, true);
await time("page asc", sql`explain analyze select pc_id from story where ${base} and search_vec_en @@ ${q}::tsquery order by coalesce(nullif(shoot_date, ''), '9999-99-99') asc, pc_id asc limit 10`, true);
await h.close();
