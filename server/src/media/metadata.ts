/**
 * Photo metadata for `photowire import <folder>` (DESIGN §5): title,
 * caption, photographer, date and keywords from the image's own EXIF, IPTC
 * and XMP (read with exifr) and PNG text chunks (as sharp hands them back).
 * Anything malformed is ignored, never thrown.
 *
 * IPTC text: IIM has no fixed character set. exifr hands each value back
 * byte for byte (as Latin-1 code units); the value is decoded with the
 * character set the block declares in dataset 1:90 (ESC % G = UTF-8,
 * anything else = ISO 8859-1 / Windows-1252), and without a declaration as
 * UTF-8 when the bytes are valid UTF-8, else as Windows-1252 (the usual
 * default of older newsroom software).
 *
 * Dates are parsed with dayjs (customParseFormat, strict mode): no rolled-over
 * days ("2023-02-30" is not a date).
 */
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";
import exifr from "exifr";

dayjs.extend(customParseFormat);

/** Fields an image may carry about itself. */
export interface EmbeddedMeta {
  title?: string;
  caption?: string;
  photographer?: string;
  /** YYYY-MM-DD */
  date?: string;
  keywords?: string[];
}

/** Date formats of embedded and sidecar dates, after separators became "-" and any time was cut off. */
const DATE_FORMATS = ["YYYY-MM-DD", "YYYY-M-D", "YYYY-MM-D", "YYYY-M-DD", "YYYY-MM", "YYYY-M", "YYYY", "YYYYMMDD"];

/**
 * Parses "YYYY", "YYYY-MM", "YYYY-MM-DD" (also with ":" or "/" separators,
 * or "YYYYMMDD", optionally followed by a time) into YYYY-MM-DD, the missing
 * parts as 01. Returns null for anything else, a year before 1000, or an
 * impossible date (SPEC §5: month 1–12, day within the month, leap years).
 */
export function parseDate(raw: string | number | undefined | null): string | null {
  if (raw === undefined || raw === null || raw === "") return null;
  const day = String(raw).trim().split(/[ T]/)[0].replace(/[:/]/g, "-");
  const d = dayjs(day, DATE_FORMATS, true);
  if (!d.isValid() || d.year() < 1000) return null;
  return d.format("YYYY-MM-DD");
}

const clean = (s: unknown): string | undefined => {
  if (typeof s !== "string" && typeof s !== "number") return undefined;
  const t = String(s).replace(/\u0000+$/g, "").replace(/\s+/g, " ").trim();
  return t ? t : undefined;
};

/** Getty and others bracket devised titles: "[Alpine Landscape]" → "Alpine Landscape". */
const unbracket = (s: string | undefined) => (s && /^\[[^\]]*\]$/.test(s) ? s.slice(1, -1).trim() : s);

/** A value, or the values of a list, as a list. */
const listOf = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** The text of an XMP value: a plain value, a language alternative `{ lang, value }`, or the first of a list. */
function xmpText(v: unknown): string | undefined {
  for (const item of listOf(v)) {
    const text = item && typeof item === "object" && "value" in item ? (item as { value: unknown }).value : item;
    const c = clean(text);
    if (c) return c;
  }
  return undefined;
}

/** Character set an IPTC block declares in dataset 1:90 (ESC % G is UTF-8), or null when it declares none. */
function iptcCharset(block: Buffer | undefined): "utf8" | "latin1" | null {
  if (!block) return null;
  for (let i = 0; i + 5 <= block.length; i++) {
    if (block[i] !== 0x1c || block[i + 1] !== 0x01 || block[i + 2] !== 0x5a) continue;
    const len = block.readUInt16BE(i + 3);
    const value = block.subarray(i + 5, i + 5 + len).toString("latin1");
    return value === "\u001b%G" ? "utf8" : "latin1";
  }
  return null;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });
const cp1252 = new TextDecoder("windows-1252");

/** Decodes an IPTC value that exifr read byte for byte, in the block's character set (see the file comment). */
function iptcText(v: unknown, charset: "utf8" | "latin1" | null): string | undefined {
  if (typeof v !== "string") return clean(v);
  const bytes = Buffer.from(v, "latin1");
  if (charset === "latin1") return clean(cp1252.decode(bytes));
  try {
    return clean(utf8.decode(bytes));
  } catch {
    return clean(charset === "utf8" ? bytes.toString("utf8") : cp1252.decode(bytes));
  }
}

type Segments = Record<string, Record<string, unknown> | undefined>;

/** IPTC IIM record 2: ObjectName 2:05 (else Headline 2:105), Caption 2:120, By-line 2:80, DateCreated 2:55, Keywords 2:25. */
function fromIptc(iptc: Record<string, unknown> | undefined, charset: "utf8" | "latin1" | null): EmbeddedMeta {
  if (!iptc) return {};
  const one = (k: string) => iptcText(listOf(iptc[k])[0], charset);
  const keywords = listOf(iptc.Keywords).map((k) => iptcText(k, charset)).filter((k): k is string => !!k);
  return {
    title: one("ObjectName") ?? one("Headline"),
    caption: one("Caption"),
    photographer: one("Byline"),
    date: parseDate(one("DateCreated")) ?? undefined,
    keywords: keywords.length ? keywords : undefined,
  };
}

/**
 * XMP: dc:title, dc:description, the artwork creator (Iptc4xmpExt:AOCreator,
 * else dc:creator), photoshop:DateCreated or xmp:CreateDate, dc:subject keywords.
 */
function fromXmp(seg: Segments): EmbeddedMeta {
  const dc = seg.dc ?? {};
  const ext = seg.Iptc4xmpExt ?? {};
  const artwork = listOf(ext.ArtworkOrObject)[0] as Record<string, unknown> | undefined;
  const keywords = listOf(dc.subject).map((k) => xmpText(k)).filter((k): k is string => !!k);
  return {
    title: unbracket(xmpText(dc.title)),
    caption: xmpText(dc.description),
    photographer: xmpText(ext.AOCreator) ?? xmpText(artwork?.AOCreator) ?? xmpText(dc.creator),
    date: parseDate(xmpText(seg.photoshop?.DateCreated)) ?? parseDate(xmpText(seg.xmp?.CreateDate)) ?? undefined,
    keywords: keywords.length ? keywords : undefined,
  };
}

/** EXIF: IFD0 ImageDescription, Artist, and DateTimeOriginal of the Exif IFD (else IFD0 DateTime). */
function fromExif(seg: Segments): EmbeddedMeta {
  const ifd0 = seg.ifd0 ?? {};
  const exif = seg.exif ?? {};
  return {
    caption: clean(ifd0.ImageDescription),
    photographer: clean(ifd0.Artist),
    date: parseDate(clean(exif.DateTimeOriginal)) ?? parseDate(clean(ifd0.ModifyDate)) ?? undefined,
  };
}

/** PNG text chunks (Title, Description, Author, Creation Time, Keywords). */
function fromPngComments(comments: { keyword: string; text: string }[] | undefined): EmbeddedMeta {
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
function mergeMeta(...sources: EmbeddedMeta[]): EmbeddedMeta {
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

/**
 * The metadata an image carries about itself, first found wins field by
 * field: IPTC, XMP, EXIF, PNG text chunks.
 * @param bytes the image file (JPEG or PNG)
 * @param sharpMeta what sharp's metadata() gave for it: the raw IPTC block (for its
 *   declared character set) and the PNG text chunks
 */
export async function readEmbeddedMeta(
  bytes: Buffer,
  sharpMeta: { iptc?: Buffer; comments?: { keyword: string; text: string }[] } = {},
): Promise<EmbeddedMeta> {
  let seg: Segments = {};
  try {
    seg =
      ((await exifr.parse(bytes, {
        tiff: true,
        ifd0: {},
        exif: true,
        gps: false,
        interop: false,
        ifd1: false,
        iptc: true,
        xmp: true,
        icc: false,
        jfif: false,
        ihdr: false,
        mergeOutput: false,
        reviveValues: false,
        translateValues: false,
      })) as Segments | undefined) ?? {};
  } catch {
    seg = {};
  }
  return mergeMeta(fromIptc(seg.iptc, iptcCharset(sharpMeta.iptc)), fromXmp(seg), fromExif(seg), fromPngComments(sharpMeta.comments));
}
