/**
 * A small seeded generator for tests that draw their cases (mulberry32): the
 * same seed gives the same numbers every run, so a failure names the same
 * case. Numbers in [0, 1).
 */
export function mulberry32(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
