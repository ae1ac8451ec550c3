/**
 * Search highlights (issue 21, item 2; services/search/highlight.ts): the
 * query's words marked in titles, and the passage of a text story that
 * matched, as the index matches them (folded; a Chinese run as typed first;
 * Latin words from their start), escaped HTML with <mark>.
 */
import { describe, expect, it } from "vitest";
import { Highlighter } from "../../server/src/services/search/highlight.js";

const mark = (q: string, text: string, lang: "zh" | "en" = "zh") => new Highlighter(q, lang).mark(text);

describe("Highlighter", () => {
  it("marks a Chinese run as typed, over the words the segmenter would cut it into", () => {
    expect(mark("东风夜", "东风夜放花千树，更吹落、星如雨。")).toBe("<mark>东风夜</mark>放花千树，更吹落、星如雨。");
    // the run is not there: its words apart are what matched
    expect(mark("东风夜", "东风吹夜雨")).toBe("<mark>东风</mark>吹<mark>夜</mark>雨");
    expect(mark("兰格", "多萝西娅·兰格的照片")).toBe("多萝西娅·<mark>兰格</mark>的照片");
  });

  it("marks a Latin word from its start, the whole word; a short word only whole; folded", () => {
    expect(mark("lang", "Dorothea Lange's camp", "en")).toBe("Dorothea <mark>Lange</mark>&#39;s camp");
    expect(mark("lang", "A melange of langs", "en")).toBe("A melange of <mark>langs</mark>");
    expect(mark("of", "Lots offered of", "en")).toBe("Lots offered <mark>of</mark>");
    expect(mark("cafe", "CAFÉ Ｎａｇａｓａｋｉ", "en")).toBe("<mark>CAFÉ</mark> Ｎａｇａｓａｋｉ");
    expect(mark("nagasaki", "CAFÉ Ｎａｇａｓａｋｉ", "en")).toBe("CAFÉ <mark>Ｎａｇａｓａｋｉ</mark>");
  });

  it("escapes the text around the marks, and answers null when nothing matches or there are no words", () => {
    expect(mark("script", "<script>alert(1)</script>", "en")).toBe("&lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt;");
    expect(mark("harbour", "Quarry at dawn", "en")).toBeNull();
    expect(mark("", "Quarry at dawn", "en")).toBeNull();
    expect(new Highlighter("  ", "en").active).toBe(false);
  });

  it("gives the passage that matched: from its sentence, at most 160 characters, cut with …", () => {
    const body = `${"港口在风暴之后重新开放。".repeat(20)}渔民们回到了码头，杨柳岸边灯火通明。${"夜里下起了小雨。".repeat(20)}`;
    const p = new Highlighter("杨柳岸", "zh").passage(body)!;
    expect(p.startsWith("…渔民们回到了码头，<mark>杨柳岸</mark>边灯火通明。")).toBe(true);
    expect(p.endsWith("…")).toBe(true);
    expect([...p.replace(/<\/?mark>/g, "")].length).toBeLessThanOrEqual(162);
    expect(new Highlighter("杨柳岸", "zh").passage("短文，无关。")).toBeNull();
    // a match at the start: no leading …
    expect(new Highlighter("harbour", "en").passage("Harbour news.\n\nMore.")).toBe("<mark>Harbour</mark> news. More.");
  });

  it("marks the same in text mixing scripts, accents, wide letters and characters outside the BMP", () => {
    // ASCII runs, ideographs (BMP and beyond), accents and curly quotes side by side: each place maps back to its own characters
    expect(mark("union", "𠀀“Union” café\u0301 UNIONS 𠀀union", "en")).toBe("𠀀“<mark>Union</mark>” café\u0301 <mark>UNIONS</mark> 𠀀<mark>union</mark>");
    // the accent that folds away stays with its letter, inside the mark
    expect(mark("cafe", "𠀀“Union” cafe\u0301!", "en")).toBe("𠀀“Union” <mark>cafe\u0301</mark>!");
    expect(mark("𠀀杨", "岸𠀀杨柳", "zh")).toBe("岸<mark>𠀀杨</mark>柳");
    expect(mark("ﬁre", "Wildfire: the ＦＩＲＥ line", "en")).toBe("Wildfire: the <mark>ＦＩＲＥ</mark> line");
  });

  it("finds the passage deep in a long speech, and never cuts a character outside the BMP in half", () => {
    const body = `${"We met in the hall. ".repeat(5000)}Then the union held, and 𠀀${"𠀀".repeat(200)} after.`;
    const p = new Highlighter("union", "en").passage(body)!;
    expect(p.startsWith("…Then the <mark>union</mark> held, and 𠀀")).toBe(true);
    expect(p.endsWith("…")).toBe(true);
    // whole code points only: no lone surrogate before the …
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/u.test(p) || /(?<![\ud800-\udbff])[\udc00-\udfff]/u.test(p)).toBe(false);
    expect([...p.replace(/<\/?mark>/g, "")].length).toBeLessThanOrEqual(162);
  });
});
