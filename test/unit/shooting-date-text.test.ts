/**
 * Approximate dates as written (issue 22 item 6): a photo whose source gives
 * "约1865年" / "c. 1865" is shown so in the download history and the
 * portfolio, not as the first day its relation stores (1865-01-01).
 */
import { describe, expect, it } from "vitest";
import { shootingDateText } from "../../server/src/adapters/story.js";
import { buildDownloadRecord, localiseRecord } from "../../server/src/adapters/store-records.js";
import type { Relation, Story } from "../../server/src/db/schema.js";
import { toItem } from "../../widgets/member-center/member-center.rules.js";

const source = { photos: [{ mediaId: "42", dateText: "c. 1865", dateTextZh: "约1865年" }, { mediaId: "43", dateText: "1914–1929", dateTextZh: "1914—1929年" }] };
const rel = (mediaId: string | null, shootingDate: string) => ({ mediaId, shootingDate }) as Relation;

describe("shootingDateText", () => {
  it("is the source's text in the language, else the stored day, else empty", () => {
    expect(shootingDateText(rel("42", "1865-01-01"), { source }, "zh")).toBe("约1865年");
    expect(shootingDateText(rel("42", "1865-01-01"), { source }, "en")).toBe("c. 1865");
    expect(shootingDateText(rel("43", "1914-01-01"), { source }, "zh")).toBe("1914—1929年");
    expect(shootingDateText(rel("99", "2001-05-06"), { source }, "en")).toBe("2001-05-06");
    expect(shootingDateText(rel(null, "2001-05-06"), { source }, "en")).toBe("2001-05-06");
    expect(shootingDateText(rel("42", ""), { source: null }, "zh")).toBe("");
  });

  it("goes into the download record in the record's language, and the history shows it", () => {
    const s = { pcId: "pw1", siteId: 1, siteCode: "pw", shootDate: "1865-01-01", source, titleZh: "长崎", titleEn: "Nagasaki", relContentUrl: "2026/01/01/pw1", subjectCode: "culture", type: "image" } as unknown as Story;
    const r = { relationId: "pw1r1", pcId: "pw1", mediaId: "42", shootingDate: "1865-01-01", size: 1, width: 1, height: 1, imgUrl: "/a.jpg" } as unknown as Relation;
    const zh = buildDownloadRecord("m1", s, r, "/d", { lang: "zh" });
    expect(zh.shootingDateText).toBe("约1865年");
    expect(zh.shootDate).toBe("1865-01-01");
    expect(localiseRecord("ss_download", zh, s, r, "en").shootingDateText).toBe("c. 1865");
    expect(toItem("download", zh, "zh").date).toBe("约1865年");
    // a record written before the text was kept: the day
    const { shootingDateText: _, ...old } = zh;
    expect(toItem("download", old, "zh").date).toBe("1865-01-01");
  });
});
