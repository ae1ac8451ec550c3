/**
 * The out-of-quota dialog's packs and order → the view's props
 * (DownloadShop.tsx; DESIGN §2 `<feature>.props.ts`): pure, in the chunk the
 * button loads on its first press. Money with common/commerce.ts
 * formatMoney; a pack's name in the reader's language; the invoice and the
 * member centre's orders as the page must address them (`address`: the
 * Photowire site's when the page is another site's).
 */
import { formatMoney, type PackDto, type PackOrderDto } from "../../common/commerce.js";
import { invoiceUrlIn, ordersUrl } from "./download.rules.js";
import type { PlacedView, ShopViewProps } from "./DownloadShop.js";
import { t, type Lang } from "./locale/index.js";
import type { ShopError, ShopState } from "./store/shop.js";

/** A name in the reader's language, else the other one. */
const nameIn = (lang: Lang, zh: string, en: string) => (lang === "en" ? en || zh : zh || en);

/** A pack's line under its name: photos, price, validity. */
export function packDetail(lang: Lang, p: Pick<PackDto, "count" | "priceCents" | "currency" | "validityDays">): string {
  const validity = p.validityDays === null ? t(lang, "pack_no_expiry") : t(lang, "pack_validity", { count: p.validityDays });
  return [t(lang, "pack_count", { count: p.count }), formatMoney(p.priceCents, p.currency, lang), validity].join(" · ");
}

/** A failure in words: the feature's own text for pack_inactive, else the server's message (the codes catalogue's, the network's). */
function reason(lang: Lang, e: ShopError | null): string {
  if (!e) return "";
  return e.message || t(lang, e.code);
}

/** The placed order: number, pack, amount, bank transfer, invoice, the member centre's orders. */
export function placedView(lang: Lang, o: PackOrderDto, nature: number, edition: ShopState["edition"], address: (path: string) => string): PlacedView {
  const pay = o.payment;
  const bank = pay
    ? [
        { label: t(lang, "bank_account_name"), value: pay.accountName },
        { label: t(lang, "bank_name"), value: pay.bank },
        { label: t(lang, "bank_account_number"), value: pay.accountNumber },
        ...(pay.swift ? [{ label: t(lang, "bank_swift"), value: pay.swift }] : []),
        { label: t(lang, "bank_reference"), value: pay.reference },
      ]
    : [];
  return {
    title: t(lang, "order_placed", { number: o.number }),
    facts: [
      { label: t(lang, "order_pack_label"), value: t(lang, "order_pack_value", { name: nameIn(lang, o.pack.nameZh, o.pack.nameEn), photos: t(lang, "pack_count", { count: o.pack.count }) }) },
      { label: t(lang, "order_amount"), value: formatMoney(o.priceCents, o.currency, lang) },
    ],
    payTitle: pay ? t(lang, "pay_by_transfer") : "",
    bank,
    referenceNote: pay ? t(lang, "bank_reference_note", { reference: pay.reference }) : "",
    quotaNote: t(lang, "quota_after_confirm"),
    invoiceHref: address(invoiceUrlIn(o.invoiceUrl, lang)),
    invoiceLabel: t(lang, "invoice_link"),
    ordersHref: address(ordersUrl(nature, edition)),
    ordersLabel: t(lang, "orders_link"),
  };
}

/** The shop section's props for a state. */
export function shopProps(
  lang: Lang,
  s: ShopState,
  on: { choose(id: number): void; order(): void; retry(): void },
  address: (path: string) => string = (p) => p,
): ShopViewProps {
  const base = {
    heading: t(lang, "shop_heading"),
    retryLabel: t(lang, "retry"),
    onRetry: on.retry,
    packs: {
      legend: t(lang, "packs_legend"),
      items: s.packs.list.map((p) => ({ id: p.id, name: nameIn(lang, p.nameZh, p.nameEn), detail: packDetail(lang, p), checked: p.id === s.packId })),
      onChoose: on.choose,
      orderLabel: s.order.status === "placing" ? t(lang, "ordering") : t(lang, "order_pack"),
      ordering: s.order.status === "placing",
      onOrder: on.order,
      orderError:
        s.order.status !== "error" ? "" : s.order.error?.code === "pack_inactive" ? t(lang, "order_pack_inactive") : t(lang, "order_failed", { reason: reason(lang, s.order.error) }),
    },
    placed: null,
  };
  if (s.order.status === "placed" && s.order.placed) return { ...base, status: "placed", text: "", placed: placedView(lang, s.order.placed, s.nature, s.edition, address) };
  if (s.packs.status === "error") return { ...base, status: "error", text: t(lang, "packs_failed", { reason: reason(lang, s.packs.error) }) };
  if (s.packs.status !== "ready") return { ...base, status: "loading", text: t(lang, "shop_loading") };
  if (!s.packs.list.length) return { ...base, status: "none", text: t(lang, "shop_none") };
  return { ...base, status: "packs", text: "" };
}
