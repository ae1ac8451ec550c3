/**
 * Cutting a chronophotographic plate into its frames (issue 11, the
 * Muybridge demo video, DESIGN §5): the plate is a grid of photographs on a
 * dark mount, rows separated by dark bands and columns by dark rules. The
 * grid is found from the plate itself (mean brightness of each pixel row and
 * column, sharp raw greyscale), not from hard-coded coordinates.
 */
import sharp from "sharp";

/** One cell of the grid, px in the plate. */
export interface Cell {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Bright runs of a brightness profile: indexes whose value is above the
 * a quarter of the way from the profile's 5th to its 95th percentile, at least `minLength`
 * long.
 */
export function brightRuns(profile: number[], minLength: number): { start: number; end: number }[] {
  const sorted = [...profile].sort((a, b) => a - b);
  const lo = sorted[Math.floor(sorted.length * 0.05)];
  const hi = sorted[Math.floor(sorted.length * 0.95)];
  // a quarter of the way up: the mount is far darker than any part of a photograph (a dark subject included)
  const cut = lo + (hi - lo) / 4;
  const runs: { start: number; end: number }[] = [];
  let start = -1;
  for (let i = 0; i <= profile.length; i++) {
    const bright = i < profile.length && profile[i] > cut;
    if (bright && start < 0) start = i;
    if (!bright && start >= 0) {
      if (i - start >= minLength) runs.push({ start, end: i });
      start = -1;
    }
  }
  return runs;
}

/**
 * Finds the `cols` × `rows` grid of a plate: rows are the bright bands
 * between the mount's dark ones; in each band the columns lie between the
 * mount's margins, cut at the darkest column near each even-spaced place
 * (the rules between frames are thin and faint, so the column profile is
 * taken over that band only).
 * @returns the cells in reading order (left to right, top to bottom)
 * @throws Error when the plate does not show that many rows and columns
 */
export async function findGrid(input: Buffer, cols: number, rows: number): Promise<Cell[]> {
  const { data, info } = await sharp(input).greyscale().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const px = (x: number, y: number) => data[y * width + x];
  const rowProfile = Array.from({ length: height }, (_, y) => {
    let s = 0;
    for (let x = 0; x < width; x++) s += px(x, y);
    return s / width;
  });
  const rowRuns = brightRuns(rowProfile, Math.floor(height / rows / 2));
  if (rowRuns.length !== rows) throw new Error(`plate: found ${rowRuns.length} rows, expected ${rows}`);
  const cells: Cell[] = [];
  for (const r of rowRuns) {
    // a column's darkness within this band; the rules are dark lines only a few px wide
    const colProfile = Array.from({ length: width }, (_, x) => {
      let s = 0;
      for (let y = r.start; y < r.end; y++) s += px(x, y);
      return s / (r.end - r.start);
    });
    // the mount's margins bound the band; the rules between frames are 1–2 px lines only a little darker
    // than the studio grid behind the animal, so each is the darkest column near its even-spaced place
    // the margins: from each side, the first column brighter than the mount (¾ of the band's mean)
    const mean = colProfile.reduce((a, b) => a + b, 0) / width;
    const start = colProfile.findIndex((v) => v > mean * 0.75);
    const end = width - [...colProfile].reverse().findIndex((v) => v > mean * 0.75);
    if (start < 0 || end - start < width / 2) throw new Error("plate: no photographs in a row");
    const step = (end - start) / cols;
    // the frames of a plate are within a few px of even spacing; a wider search would find the studio grid
    const window = Math.max(2, Math.floor(step / 20));
    const cuts = [start];
    for (let k = 1; k < cols; k++) {
      const at = Math.round(start + k * step);
      let best = at;
      for (let x = at - window; x <= at + window; x++) if (colProfile[x] < colProfile[best]) best = x;
      cuts.push(best);
    }
    cuts.push(end);
    for (let k = 0; k < cols; k++) {
      const left = k === 0 ? cuts[k] : cuts[k] + 1;
      cells.push({ left, top: r.start, width: cuts[k + 1] - left, height: r.end - r.start });
    }
  }
  return cells;
}

/**
 * Cuts a plate into its frames, all the same size (the smallest cell less a
 * small inset, so no rule or mount edge shows; even px for H.264), centred in
 * their cells, scaled by `scale`, as JPEG.
 */
export async function cutPlate(input: Buffer, cols: number, rows: number, opts: { inset?: number; scale?: number } = {}): Promise<{ frames: Buffer[]; width: number; height: number; cells: Cell[] }> {
  const cells = await findGrid(input, cols, rows);
  const inset = opts.inset ?? 4;
  const scale = opts.scale ?? 2;
  const w = Math.min(...cells.map((c) => c.width)) - 2 * inset;
  const h = Math.min(...cells.map((c) => c.height)) - 2 * inset;
  const width = Math.floor((w * scale) / 2) * 2;
  const height = Math.floor((h * scale) / 2) * 2;
  const frames = await Promise.all(
    cells.map((c) =>
      sharp(input)
        .extract({ left: c.left + Math.floor((c.width - w) / 2), top: c.top + Math.floor((c.height - h) / 2), width: w, height: h })
        .resize(width, height, { kernel: "lanczos3" })
        .jpeg({ quality: 92 })
        .toBuffer(),
    ),
  );
  return { frames, width, height, cells };
}
