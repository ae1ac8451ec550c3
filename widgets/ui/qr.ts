/**
 * QR codes drawn in the browser (SPEC §9: "highest error correction"; no
 * remote QR service): the qrcode library is a chunk of its own, imported on
 * the first QR code a page draws (DESIGN §6 budget). Shared by the share
 * bar's WeChat dialog and <pw-app-download>.
 */

/** QR error correction level: the highest, H (about 30% of the code may be damaged) (SPEC §9). */
export const QR_ERROR_CORRECTION = "H" as const;

/**
 * A PNG data URL of a QR code for `text`, `size` × `size` px, error
 * correction H, a one-module quiet zone. Loads the qrcode chunk on first use.
 * @throws the library's Error when `text` is too long for a QR code
 */
export async function qrDataUrl(text: string, size: number): Promise<string> {
  const mod: typeof import("qrcode") & { default?: typeof import("qrcode") } = await import("qrcode");
  const qr = mod.default ?? mod;
  return qr.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
}
