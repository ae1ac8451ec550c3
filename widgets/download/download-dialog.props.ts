/**
 * State → the dialog's view props for <pw-download-button> (DESIGN §2
 * `<feature>.props.ts`): pure, in the chunk the button loads on its first
 * press (DownloadDialog.lazy.tsx). The SPEC §8 messages come from the codes
 * catalogue through this feature's `t`; the rest from locale/. Issue 20:
 * the sizes (px, file size with common/format.ts formatSize, "about" when
 * an estimate, cost in photos of quota), the licences (one block for the
 * photos that share one), and in the out-of-quota refusal the packs
 * (download-shop.props.ts).
 */
import type { DownloadOptionsDto, SizeOptionDto } from "../../common/commerce.js";
import { formatSize } from "../../common/format.js";
import type { LicenceDto } from "../../common/licence.js";
import type { LicenceLabels } from "../ui/LicenceInfo.js";
import type { DownloadState, SizeChoice } from "./download.store.js";
import type { DownloadDialogViewProps } from "./DownloadDialog.js";
import type { LicencesView, SizesView } from "./DownloadOptions.js";
import { shopProps } from "./download-shop.props.js";
import { t, type Lang } from "./locale/index.js";
import type { ShopState } from "./store/shop.js";

/** The licence block's strings in a language (ui/LicenceInfo). */
export function licenceLabels(lang: Lang): LicenceLabels {
  return {
    type: t(lang, "licence_type"),
    types: { rm: t(lang, "licence_rm"), rf: t(lang, "licence_rf"), editorial: t(lang, "licence_editorial") },
    allows: { rm: t(lang, "licence_allows_rm"), rf: t(lang, "licence_allows_rf"), editorial: t(lang, "licence_allows_editorial") },
    restrictions: t(lang, "licence_restrictions"),
    noRestrictions: t(lang, "licence_no_restrictions"),
    modelRelease: t(lang, "licence_model_release"),
    propertyRelease: t(lang, "licence_property_release"),
    releases: { released: t(lang, "release_released"), none: t(lang, "release_none"), not_applicable: t(lang, "release_not_applicable") },
    credit: t(lang, "licence_credit"),
    copy: t(lang, "copy_credit"),
    copied: t(lang, "credit_copied"),
    selected: t(lang, "credit_selected"),
    terms: t(lang, "licence_terms"),
  };
}

/** A size's line: px, file size ("about" when estimated; "in all" for a group), cost of this download. */
export function sizeDetail(lang: Lang, o: SizeOptionDto, photos: number): string {
  const px = t(lang, photos > 1 ? "size_px_first" : "size_px", { width: o.width, height: o.height });
  const size = formatSize(o.bytes);
  const bytes = photos > 1 ? t(lang, o.exact ? "size_bytes_total" : "size_bytes_total_about", { size }) : o.exact ? size : t(lang, "size_bytes_about", { size });
  const cost = o.cost > 0 ? t(lang, "size_cost", { count: o.cost }) : t(lang, "size_free");
  return [px, bytes, cost].join(" · ");
}

/** The sizes radio group, or null when no size is offered (the options could not be read). */
export function sizesView(lang: Lang, c: SizeChoice, photos: number, onChoose: SizesView["onChoose"]): SizesView | null {
  const offered = c.options?.sizes ?? [];
  if (!offered.length) return null;
  return {
    legend: t(lang, "sizes_legend"),
    options: offered.map((o) => ({ value: o.size, name: t(lang, `size_${o.size}`), detail: sizeDetail(lang, o, photos), checked: o.size === c.size })),
    status: c.rechecking ? t(lang, "size_rechecking") : "",
    onChoose,
  };
}

/** Same licence (every field the block shows). */
const licenceKey = (l: LicenceDto) => JSON.stringify([l.type, l.restrictionsZh, l.restrictionsEn, l.modelRelease, l.propertyRelease, l.creditLine, l.licenceUrl]);

/**
 * The licences, one block a distinct licence, titled by the photos it
 * covers (the first three, then "and N more"); null when none is known.
 * @param address the terms page as the page must address it
 */
export function licencesView(lang: Lang, o: DownloadOptionsDto | null, address: (path: string) => string = (p) => p): LicencesView | null {
  if (!o?.licences?.length) return null;
  const groups = new Map<string, { licence: LicenceDto; titles: string[] }>();
  for (const l of o.licences) {
    const k = licenceKey(l.licence);
    const g = groups.get(k) ?? { licence: l.licence, titles: [] };
    g.titles.push(l.title || l.relationId);
    groups.set(k, g);
  }
  const one = o.licences.length === 1;
  return {
    heading: t(lang, "licence_heading"),
    lang,
    labels: licenceLabels(lang),
    groups: [...groups.entries()].map(([key, g]) => {
      const shown = g.titles.slice(0, 3).join(lang === "en" ? ", " : "、");
      const title = one ? "" : g.titles.length > 3 ? t(lang, "licence_for_more", { titles: shown, count: g.titles.length - 3 }) : shown;
      return { key, title, licence: g.licence, termsHref: g.licence.licenceUrl ? address(g.licence.licenceUrl) : "" };
    }),
  };
}

/** What the dialog needs besides the state: the size choice and the shop's actions, the shop's state, and site addresses. */
export interface DialogExtras {
  chooseSize(size: SizeOptionDto["size"]): void;
  shop: ShopState;
  shopOn: { choose(id: number): void; order(): void; retry(): void };
  /** a Photowire site path as the page must address it (download.api.ts siteAddress) */
  address(path: string): string;
}

/** The dialog's props for a state: which dialog is open (none while idle, checking or done) and its texts. */
export function downloadDialogProps(lang: Lang, s: DownloadState, on: { confirm(): void; cancel(): void }, x?: DialogExtras): DownloadDialogViewProps {
  const base = {
    onConfirm: on.confirm,
    onCancel: on.cancel,
    title: t(lang, "dialog_title"),
    confirmLabel: t(lang, "confirm"),
    cancelLabel: t(lang, "cancel"),
    okLabel: t(lang, "ok"),
    progressLabel: t(lang, "downloading"),
    cancelDownloadLabel: t(lang, "cancel_download"),
  };
  if (s.phase === "error") return { ...base, dialog: "refuse", title: t(lang, "failed_title"), message: s.message || t(lang, s.code), summary: "" };
  if (s.phase === "downloading") return { ...base, dialog: "progress", message: "", summary: "" };
  if (s.phase !== "asking") return { ...base, dialog: null, message: "", summary: "" };
  const p = s.plan;
  const summary = p.residueCount === null ? "" : t(lang, "summary", { free: p.count.free, paid: p.count.paid, left: p.residueCount });
  if (p.kind === "go") return { ...base, dialog: "progress", message: "", summary: "" };
  const message = p.kind === "warn" ? t(lang, p.code, { count: p.residueCount }) : t(lang, p.code);
  const c = s.choice;
  // a photo without a photographer: nothing can be downloaded, at any size
  const offers = !(p.kind === "refuse" && p.code === "photo_detail_5");
  const photos = p.count.free + p.count.paid;
  const address = x?.address ?? ((path: string) => path);
  return {
    ...base,
    dialog: p.kind === "refuse" ? "refuse" : "confirm",
    message,
    summary,
    sizes: offers && c && x ? sizesView(lang, c, photos, x.chooseSize) : null,
    licences: offers && c ? licencesView(lang, c.options, address) : null,
    note: offers && c?.optionsError ? t(lang, "options_failed", { reason: c.optionsError }) : "",
    confirmBusy: Boolean(c?.rechecking),
    shop: p.kind === "refuse" && p.code === "photo_group_12" && x ? shopProps(lang, x.shop, x.shopOn, address) : null,
  };
}
