/**
 * English strings: the app download feature (<pw-app-download>). The comment on each entry says where it appears.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  label: "Get the app", // the group's accessible name
  qr_alt: "QR code of the app download page, to scan with a phone", // alt text of the QR code image
  qr_failed: "Could not draw the QR code", // in place of the QR code when it cannot be drawn
  scan: "Scan the QR code with your phone to get the app", // caption under the QR code
  android: "Download for Android", // link to the Android package
  ios: "Download on the App Store", // link to the iOS store listing
  loading: "Fetching the download links…", // while the links are fetched
  none: "No download is available yet", // when neither link is configured
  failed: "Could not fetch the download links; try again later", // when the links cannot be fetched
};
