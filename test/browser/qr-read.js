/**
 * Reads what a drawn QR code image says about itself, from its pixels:
 * the module count and the error correction level in its format
 * information (ISO/IEC 18004: 15 bits beside the top-left finder, XOR
 * 0b101010000010010; the top two data bits are the level: L=01, M=00,
 * Q=11, H=10). For images drawn with a one-module quiet zone (ui/qr.ts).
 */
export async function qrInfo(img) {
  await img.decode();
  const size = img.naturalWidth;
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext("2d");
  ctx.drawImage(img, 0, 0);
  const data = ctx.getImageData(0, 0, size, size).data;
  const dark = (x, y) => data[(Math.floor(y) * size + Math.floor(x)) * 4] < 128;
  // the top-left finder starts where the diagonal first turns dark; its top row is 7 modules of dark
  let a = 0;
  while (a < size && !dark(a, a)) a++;
  let run = 0;
  while (a + run < size && dark(a + run, a + 1)) run++;
  const scale = run / 7;
  const modules = Math.round(size / scale) - 2;
  const s = size / (modules + 2); // exact module size in px (quiet zone: one module each side)
  const at = (row, col) => dark((col + 1.5) * s, (row + 1.5) * s);
  let bits = 0;
  for (let i = 0; i < 15; i++) {
    const row = i < 6 ? i : i < 8 ? i + 1 : modules - 15 + i;
    if (at(row, 8)) bits |= 1 << i;
  }
  const level = ["M", "L", "H", "Q"][((bits ^ 0b101010000010010) >> 13) & 3];
  return { size, modules, level };
}
