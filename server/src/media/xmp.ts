/**
 * The licence of a photo as XMP (issue 20 "Licences": the IPTC of the
 * downloaded file agrees with the page). licenceXmp builds the packet: IPTC
 * Photo Metadata in XMP — xmpRights:UsageTerms (lang-alt: x-default, zh,
 * en), xmpRights:WebStatement (the licence URL), xmpRights:Marked,
 * photoshop:Credit (the credit line), photoshop:Source, photoshop:DateCreated,
 * dc:rights, dc:creator, dc:description, dc:title, and the PLUS release
 * statuses (plus:ModelReleaseStatus, plus:PropertyReleaseStatus, PLUS
 * vocabulary URIs MR-UMR / MR-NON / MR-NAP, PR-UPR / PR-NON / PR-NAP). When
 * the file already carries an XMP packet its other properties are kept (merged
 * with jsdom's XML parser): only the properties above are replaced.
 *
 * Writing without re-encoding (spliceXmp): JPEG (the standard XMP APP1
 * segment, "http://ns.adobe.com/xap/1.0/\0", replaced or inserted after the
 * APP0/APP1 EXIF segments; extended XMP segments are left alone) and PNG (an
 * iTXt chunk "XML:com.adobe.xmp", replaced or inserted before the first
 * IDAT). Every other byte of the file stays as it was. Other formats (TIFF,
 * WebP originals of contributions) are served unchanged: spliceXmp answers
 * null for them. No npm package fitted: exiftool-vendored writes XMP in
 * place but runs a Perl ExifTool process beside each server process;
 * @mtillmann/jpeg-xmp-writer needs a browser DOM and does JPEG only.
 * The small and medium files get the same packet through sharp's withXmp
 * (media/sized.ts).
 */
import { crc32 } from "node:zlib";
import type { JSDOM } from "jsdom";
import type { ReleaseState } from "../../../common/licence.js";
import { jsdomClass } from "../jsdom.js";

/** The fields the packet carries. */
export interface XmpLicence {
  /** what the licence allows, per language (type, restrictions, releases), plain text */
  usageTerms: { zh: string; en: string };
  /** the language of x-default (the download's) */
  lang: "zh" | "en";
  /** the licence terms page, absolute */
  webStatement: string;
  /** the credit line, as the page shows it in `lang` */
  credit: string;
  /** the copyright notice (dc:rights) */
  rights: string;
  /** false for a public-domain source licence (CC0), else true */
  marked: boolean;
  modelRelease: ReleaseState;
  propertyRelease: ReleaseState;
  /** photographers (dc:creator), may be empty */
  creators: string[];
  /** the source or the agency (photoshop:Source) */
  source: string;
  /** the caption (dc:description), "" for none */
  description: string;
  /** the title (dc:title), "" for none */
  title: string;
  /** YYYY[-MM[-DD]] taken, "" for none */
  dateCreated: string;
}

const NS = {
  x: "adobe:ns:meta/",
  rdf: "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  dc: "http://purl.org/dc/elements/1.1/",
  xmpRights: "http://ns.adobe.com/xap/1.0/rights/",
  photoshop: "http://ns.adobe.com/photoshop/1.0/",
  plus: "http://ns.useplus.org/ldf/xmp/1.0/",
  Iptc4xmpCore: "http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/",
} as const;

/** PLUS vocabulary of a release state (IPTC Photo Metadata: Model / Property Release Status). */
export const PLUS_MODEL_RELEASE: Record<ReleaseState, string> = {
  released: "http://ns.useplus.org/ldf/vocab/MR-UMR",
  none: "http://ns.useplus.org/ldf/vocab/MR-NON",
  not_applicable: "http://ns.useplus.org/ldf/vocab/MR-NAP",
};
export const PLUS_PROPERTY_RELEASE: Record<ReleaseState, string> = {
  released: "http://ns.useplus.org/ldf/vocab/PR-UPR",
  none: "http://ns.useplus.org/ldf/vocab/PR-NON",
  not_applicable: "http://ns.useplus.org/ldf/vocab/PR-NAP",
};

/** The properties this module writes (namespace, local name): replaced in a merged packet. */
const OURS: [string, string][] = [
  [NS.xmpRights, "UsageTerms"],
  [NS.xmpRights, "WebStatement"],
  [NS.xmpRights, "Marked"],
  [NS.photoshop, "Credit"],
  [NS.photoshop, "Source"],
  [NS.photoshop, "DateCreated"],
  [NS.dc, "rights"],
  [NS.dc, "creator"],
  [NS.dc, "description"],
  [NS.dc, "title"],
  [NS.plus, "ModelReleaseStatus"],
  [NS.plus, "PropertyReleaseStatus"],
];

/** Largest XMP packet of the standard JPEG APP1 segment (XMP part 3: 65535 − 2 − 29 − 2), bytes. */
export const JPEG_XMP_MAX = 65502;
const JPEG_XMP_HEADER = Buffer.from("http://ns.adobe.com/xap/1.0/\0", "latin1");
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_XMP_KEYWORD = "XML:com.adobe.xmp";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Drops characters XML 1.0 cannot hold (controls other than tab and newlines). */
const clean = (s: string) => s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "");
const t = (s: string) => esc(clean(s));

const langAlt = (name: string, byLang: { def: string; zh: string; en: string }) =>
  `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${t(byLang.def)}</rdf:li><rdf:li xml:lang="zh">${t(byLang.zh)}</rdf:li><rdf:li xml:lang="en">${t(byLang.en)}</rdf:li></rdf:Alt></${name}>`;
const alt1 = (name: string, v: string) => `<${name}><rdf:Alt><rdf:li xml:lang="x-default">${t(v)}</rdf:li></rdf:Alt></${name}>`;

/** Our rdf:Description (every namespace declared on it). */
function description(x: XmpLicence): string {
  const props = [
    langAlt("xmpRights:UsageTerms", { def: x.lang === "en" ? x.usageTerms.en : x.usageTerms.zh, zh: x.usageTerms.zh, en: x.usageTerms.en }),
    `<xmpRights:WebStatement>${t(x.webStatement)}</xmpRights:WebStatement>`,
    `<xmpRights:Marked>${x.marked ? "True" : "False"}</xmpRights:Marked>`,
    `<photoshop:Credit>${t(x.credit)}</photoshop:Credit>`,
    x.source ? `<photoshop:Source>${t(x.source)}</photoshop:Source>` : "",
    x.dateCreated ? `<photoshop:DateCreated>${t(x.dateCreated)}</photoshop:DateCreated>` : "",
    alt1("dc:rights", x.rights),
    x.creators.length ? `<dc:creator><rdf:Seq>${x.creators.map((c) => `<rdf:li>${t(c)}</rdf:li>`).join("")}</rdf:Seq></dc:creator>` : "",
    x.description ? alt1("dc:description", x.description) : "",
    x.title ? alt1("dc:title", x.title) : "",
    `<plus:ModelReleaseStatus>${PLUS_MODEL_RELEASE[x.modelRelease]}</plus:ModelReleaseStatus>`,
    `<plus:PropertyReleaseStatus>${PLUS_PROPERTY_RELEASE[x.propertyRelease]}</plus:PropertyReleaseStatus>`,
  ].filter(Boolean);
  const xmlns = (["dc", "xmpRights", "photoshop", "plus", "Iptc4xmpCore"] as const).map((p) => ` xmlns:${p}="${NS[p]}"`).join("");
  return `<rdf:Description rdf:about=""${xmlns}>${props.join("")}</rdf:Description>`;
}

const wrap = (rdfInner: string) =>
  `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="${NS.x}"><rdf:RDF xmlns:rdf="${NS.rdf}">${rdfInner}</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * The XMP packet of a licence; merged into `existing` (a packet read from
 * the file) when there is one that parses: its other properties kept, ours
 * replaced. A packet that does not parse is replaced by ours.
 */
export function licenceXmp(x: XmpLicence, existing?: string | null): string {
  const ours = description(x);
  if (!existing) return wrap(ours);
  const merged = mergeInto(existing, ours);
  return merged ?? wrap(ours);
}

/** `existing` with our properties removed from its descriptions and our description added; null when it does not parse as XMP. */
function mergeInto(existing: string, ours: string): string | null {
  const xml = existing.replace(/<\?xpacket[^?]*\?>/g, "").trim();
  let win: JSDOM["window"];
  try {
    // jsdom is loaded here, on first use (jsdom.ts says why)
    const Dom = jsdomClass();
    win = new Dom(xml, { contentType: "application/xml" }).window;
  } catch {
    return null;
  }
  try {
    const doc = win.document;
    const rdf = doc.getElementsByTagNameNS(NS.rdf, "RDF")[0];
    if (!rdf) return null;
    for (const d of Array.from(rdf.children).filter((e) => e.namespaceURI === NS.rdf && e.localName === "Description")) {
      for (const [ns, local] of OURS) {
        d.removeAttributeNS(ns, local);
        for (const el of Array.from(d.children)) if (el.namespaceURI === ns && el.localName === local) el.remove();
      }
    }
    const inner = Array.from(rdf.childNodes)
      .map((n) => new win.XMLSerializer().serializeToString(n))
      .join("");
    return wrap(inner + ours);
  } finally {
    win.close();
  }
}

/** The XMP packet a JPEG or PNG carries (the standard one), or null. */
export function readXmp(file: Buffer): string | null {
  if (isJpeg(file)) {
    for (const seg of jpegSegments(file)) {
      if (seg.marker === 0xe1 && file.subarray(seg.data, seg.data + JPEG_XMP_HEADER.length).equals(JPEG_XMP_HEADER)) {
        return file.subarray(seg.data + JPEG_XMP_HEADER.length, seg.end).toString("utf8");
      }
    }
    return null;
  }
  if (isPng(file)) {
    for (const c of pngChunks(file)) if (c.type === "iTXt" && isXmpItxt(file.subarray(c.data, c.data + c.length))) return itxtText(file.subarray(c.data, c.data + c.length));
    return null;
  }
  return null;
}

/**
 * `file` with its XMP packet replaced by (or given) `packet`, nothing
 * re-encoded: every byte outside the XMP segment or chunk is kept.
 * @returns the new bytes; null when the format is neither JPEG nor PNG (or
 *   the JPEG is malformed), or the packet is too large for one JPEG segment
 */
export function spliceXmp(file: Buffer, packet: string): Buffer | null {
  const body = Buffer.from(packet, "utf8");
  if (isJpeg(file)) {
    if (body.length > JPEG_XMP_MAX) return null;
    const segs = jpegSegments(file);
    if (!segs.length && file.length > 2) return null;
    const payload = Buffer.concat([JPEG_XMP_HEADER, body]);
    const seg = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
    const old = segs.find((s) => s.marker === 0xe1 && file.subarray(s.data, s.data + JPEG_XMP_HEADER.length).equals(JPEG_XMP_HEADER));
    if (old) return Buffer.concat([file.subarray(0, old.start), seg, file.subarray(old.end)]);
    // after SOI and the APP0 (JFIF) / APP1 (EXIF) segments that must come first
    let at = 2;
    for (const s of segs) {
      if (s.marker === 0xe0 || s.marker === 0xe1) at = s.end;
      else break;
    }
    return Buffer.concat([file.subarray(0, at), seg, file.subarray(at)]);
  }
  if (isPng(file)) {
    const chunks = pngChunks(file);
    const idat = chunks.find((c) => c.type === "IDAT");
    if (!idat) return null;
    const text = Buffer.concat([Buffer.from(`${PNG_XMP_KEYWORD}\0\0\0\0\0`, "latin1"), body]);
    const typeAndData = Buffer.concat([Buffer.from("iTXt", "latin1"), text]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(text.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typeAndData) >>> 0);
    const chunk = Buffer.concat([len, typeAndData, crc]);
    const old = chunks.find((c) => c.type === "iTXt" && isXmpItxt(file.subarray(c.data, c.data + c.length)));
    if (old) return Buffer.concat([file.subarray(0, old.start), chunk, file.subarray(old.end)]);
    return Buffer.concat([file.subarray(0, idat.start), chunk, file.subarray(idat.start)]);
  }
  return null;
}

/** True for the bytes of a JPEG (SOI marker). */
export const isJpeg = (b: Buffer) => b.length >= 4 && b[0] === 0xff && b[1] === 0xd8;
/** True for the bytes of a PNG (its signature). */
export const isPng = (b: Buffer) => b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE);

/** A JPEG marker segment before the scan: [start, end) including the marker; data: where its payload starts. */
interface JpegSegment {
  marker: number;
  start: number;
  data: number;
  end: number;
}

/** The marker segments of a JPEG up to the first scan (SOS); [] when malformed. */
export function jpegSegments(b: Buffer): JpegSegment[] {
  const out: JpegSegment[] = [];
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return [];
    const marker = b[i + 1];
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) break; // EOI, SOS: the header ends
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return [];
    out.push({ marker, start: i, data: i + 4, end: i + 2 + len });
    i += 2 + len;
  }
  return out;
}

/** The chunks of a PNG: [start, end) including length, type and CRC; data: where its data starts. */
function pngChunks(b: Buffer): { type: string; start: number; data: number; length: number; end: number }[] {
  const out: { type: string; start: number; data: number; length: number; end: number }[] = [];
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString("latin1", i + 4, i + 8);
    const end = i + 12 + length;
    if (end > b.length) break;
    out.push({ type, start: i, data: i + 8, length, end });
    if (type === "IEND") break;
    i = end;
  }
  return out;
}

/** True for an iTXt chunk's data holding XMP (keyword XML:com.adobe.xmp). */
function isXmpItxt(data: Buffer): boolean {
  const nul = data.indexOf(0);
  return nul > 0 && data.toString("latin1", 0, nul) === PNG_XMP_KEYWORD;
}

/** The text of an uncompressed iTXt chunk's data (keyword\0 flag method lang\0 translated\0 text). */
function itxtText(data: Buffer): string | null {
  let i = data.indexOf(0);
  if (i < 0 || data[i + 1] !== 0) return null; // compressed: not read
  i += 3;
  i = data.indexOf(0, i) + 1; // language tag
  i = data.indexOf(0, i) + 1; // translated keyword
  return i > 0 ? data.subarray(i).toString("utf8") : null;
}
