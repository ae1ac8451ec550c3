/**
 * Photo metadata from the blocks sharp hands back raw (`metadata().exif`,
 * `.iptc`, `.xmpAsString`, PNG `.comments`): title, caption, photographer,
 * date and keywords, for `photowire import <folder>` (DESIGN §5).
 * Small, defensive parsers: anything malformed is ignored, never thrown.
 */

/** Fields an image may carry about itself. */
export interface EmbeddedMeta {
  title?: string;
  caption?: string;
  photographer?: string;
  /** YYYY-MM-DD */
  date?: string;
  keywords?: string[];
}

/** True for a real calendar date (SPEC §5 date checks: month 1-12, day within the month, leap years). */
export function isValidDate(y: number, m: number, d: number): boolean {
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d)) return false;
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return false;
  const days = [31, (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return d <= days[m - 1];
}

/**
 * Parses "YYYY", "YYYY-MM", "YYYY-MM-DD" (also with ":" or "/" separators,
 * or "YYYYMMDD", optionally followed by a time) into YYYY-MM-DD, the missing
 * parts as 01. Returns null for anything else or an impossible date.
 */
export function parseDate(raw: string | undefined | null): string | null {
  if (!raw) return null;
  const s = String(raw).trim();
  const m =
    /^(\d{4})(?:[-:/](\d{1,2})(?:[-:/](\d{1,2}))?)?(?:[ T].*)?$/.exec(s) ?? /^(\d{4})(\d{2})(\d{2})(?:[ T].*)?$/.exec(s);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = m[2] ? Number(m[2]) : 1;
  const d = m[3] ? Number(m[3]) : 1;
  if (!isValidDate(y, mo, d)) return null;
  return `${m[1]}-${String(mo).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

const clean = (s: string | undefined): string | undefined => {
  const t = s?.replace(/\u0000+$/g, "").replace(/\s+/g, " ").trim();
  return t ? t : undefined;
};

/** Getty and others bracket devised titles: "[Alpine Landscape]" → "Alpine Landscape". */
const unbracket = (s: string | undefined) => (s && /^\[[^\]]*\]$/.test(s) ? s.slice(1, -1).trim() : s);

/**
 * EXIF (TIFF) block: IFD0 ImageDescription (0x010E), Artist (0x013B),
 * DateTime (0x0132), and DateTimeOriginal (0x9003) of the Exif IFD.
 */
export function parseExif(buf: Buffer | undefined): EmbeddedMeta {
  if (!buf || buf.length < 14) return {};
  try {
    let base = 0;
    if (buf.subarray(0, 6).toString("latin1") === "Exif\u0000\u0000") base = 6;
    const order = buf.subarray(base, base + 2).toString("latin1");
    const le = order === "II";
    if (!le && order !== "MM") return {};
    const u16 = (o: number) => (le ? buf.readUInt16LE(o) : buf.readUInt16BE(o));
    const u32 = (o: number) => (le ? buf.readUInt32LE(o) : buf.readUInt32BE(o));
    if (u16(base + 2) !== 42) return {};
    const ascii = new Map<number, string>();
    let exifIfd = 0;
    const readIfd = (off: number) => {
      const start = base + off;
      if (start + 2 > buf.length) return;
      const n = u16(start);
      for (let i = 0; i < n && i < 512; i++) {
        const e = start + 2 + i * 12;
        if (e + 12 > buf.length) return;
        const tag = u16(e);
        const type = u16(e + 2);
        const count = u32(e + 4);
        if (tag === 0x8769 && (type === 4 || type === 13)) exifIfd = u32(e + 8);
        if (type !== 2 || count === 0 || count > 65535) continue;
        const at = count <= 4 ? e + 8 : base + u32(e + 8);
        if (at + count > buf.length) continue;
        ascii.set(tag, buf.subarray(at, at + count).toString("utf8"));
      }
    };
    readIfd(u32(base + 4));
    if (exifIfd) readIfd(exifIfd);
    const date = parseDate(ascii.get(0x9003)) ?? parseDate(ascii.get(0x0132)) ?? undefined;
    return { caption: clean(ascii.get(0x010e)), photographer: clean(ascii.get(0x013b)), date };
  } catch {
    return {};
  }
}

/**
 * IPTC IIM datasets of record 2 (found anywhere in the block, e.g. inside
 * a Photoshop 8BIM resource): ObjectName 2:05, Keywords 2:25, DateCreated
 * 2:55, By-line 2:80, Headline 2:105, Caption 2:120. Text read as UTF-8.
 */
export function parseIptc(buf: Buffer | undefined): EmbeddedMeta {
  if (!buf || buf.length < 5) return {};
  const fields = new Map<number, string[]>();
  for (let i = 0; i + 5 <= buf.length; i++) {
    if (buf[i] !== 0x1c || buf[i + 1] !== 0x02) continue;
    const ds = buf[i + 2];
    const len = buf.readUInt16BE(i + 3);
    if (len & 0x8000 || i + 5 + len > buf.length) continue;
    const value = buf.subarray(i + 5, i + 5 + len).toString("utf8");
    fields.set(ds, [...(fields.get(ds) ?? []), value]);
    i += 4 + len;
  }
  const one = (ds: number) => clean(fields.get(ds)?.[0]);
  const keywords = (fields.get(25) ?? []).map((k) => clean(k)).filter((k): k is string => !!k);
  return {
    title: one(5) ?? one(105),
    caption: one(120),
    photographer: one(80),
    date: parseDate(one(55)) ?? undefined,
    keywords: keywords.length ? keywords : undefined,
  };
}

const decodeXml = (s: string) =>
  s
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The rdf:li items (or the plain text) of an XMP property. */
function xmpItems(xmp: string, prop: string): string[] {
  const m = new RegExp(`<${prop}(?:\\s[^>]*)?>([\\s\\S]*?)</${prop}>`).exec(xmp);
  if (!m) {
    const attr = new RegExp(`\\s${prop}="([^"]*)"`).exec(xmp);
    return attr ? [decodeXml(attr[1])] : [];
  }
  const lis = [...m[1].matchAll(/<rdf:li(?:\s[^>]*)?>([\s\S]*?)<\/rdf:li>/g)].map((x) => x[1]);
  return (lis.length ? lis : [m[1]]).map((x) => decodeXml(x.replace(/<[^>]*>/g, ""))).map((x) => x.trim()).filter(Boolean);
}

/**
 * XMP packet: dc:title, dc:description, the artwork creator
 * (Iptc4xmpExt:AOCreator, else dc:creator), photoshop:DateCreated or
 * xmp:CreateDate, dc:subject keywords.
 */
export function parseXmp(xmp: string | undefined): EmbeddedMeta {
  if (!xmp) return {};
  try {
    const keywords = xmpItems(xmp, "dc:subject");
    return {
      title: unbracket(clean(xmpItems(xmp, "dc:title")[0])),
      caption: clean(xmpItems(xmp, "dc:description")[0]),
      photographer: clean(xmpItems(xmp, "Iptc4xmpExt:AOCreator")[0] ?? xmpItems(xmp, "dc:creator")[0]),
      date: parseDate(xmpItems(xmp, "photoshop:DateCreated")[0]) ?? parseDate(xmpItems(xmp, "xmp:CreateDate")[0]) ?? undefined,
      keywords: keywords.length ? keywords : undefined,
    };
  } catch {
    return {};
  }
}

/** PNG text chunks (Title, Description, Author, Creation Time, Keywords). */
export function parsePngComments(comments: { keyword: string; text: string }[] | undefined): EmbeddedMeta {
  if (!comments?.length) return {};
  const get = (k: string) => clean(comments.find((c) => c.keyword.toLowerCase() === k)?.text);
  const kw = get("keywords");
  return {
    title: get("title"),
    caption: get("description") ?? get("comment"),
    photographer: get("author"),
    date: parseDate(get("creation time")) ?? undefined,
    keywords: kw ? kw.split(/[,;]\s*/).filter(Boolean) : undefined,
  };
}

/** Merges metadata sources, earlier ones winning field by field. */
export function mergeMeta(...sources: EmbeddedMeta[]): EmbeddedMeta {
  const out: EmbeddedMeta = {};
  for (const s of sources) {
    out.title ??= s.title;
    out.caption ??= s.caption;
    out.photographer ??= s.photographer;
    out.date ??= s.date;
    out.keywords ??= s.keywords;
  }
  return out;
}
