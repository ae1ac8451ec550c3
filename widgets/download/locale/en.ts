/**
 * English strings: the download feature (pw-download-button). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 * The SPEC §8 messages (photo_detail_5, photo_group_6, photo_group_7, photo_group_12, photo_group_14) come from the codes catalogue.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import { buttonEn } from "./button.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  ...buttonEn, // the button's strings (button.ts)
  dialog_title: "Download photos", // title of the question, refusal and progress dialog
  summary: "Free: {free} · charged: {paid} · quota left: {left}", // the dialog: what the download costs, before anything is spent
  confirm: "Download", // the dialog's confirm button
  cancel: "Cancel", // the dialog's cancel button (the question)
  ok: "OK", // the dialog's button after a refusal or a failure
  downloading: "Preparing your download…", // the progress bar's label while the download call runs
  cancel_download: "Cancel download", // the button beside the progress bar
  failed_title: "Cannot download", // title of the dialog after a failure
  // issue 20: sizes (the radio group of the question and out-of-quota dialogs)
  sizes_legend: "Size", // legend of the sizes radio group
  size_small: "Small (for the web)", // the small size's name
  size_medium: "Medium", // the medium size's name
  size_original: "Original", // the original size's name
  size_px: "{width} × {height} px", // a size's pixels (one photo)
  size_px_first: "{width} × {height} px (first photo)", // a size's pixels in a group download (the first photo's)
  size_bytes_about: "about {size}", // a size's file size when it is an estimate ({size}: "1.2 MB")
  size_bytes_total: "{size} in all", // a group download's file size at a size (all files)
  size_bytes_total_about: "about {size} in all", // a group download's estimated file size at a size (all files)
  size_cost: { one: "{count} photo of quota", other: "{count} photos of quota" }, // what this download costs at a size, in photos of quota
  size_free: "no quota spent", // a size at which this download costs nothing
  size_rechecking: "Checking the cost at this size…", // status under the sizes while the cost at the chosen size is checked
  options_failed: "Sizes and licences could not be loaded ({reason}); the original will be downloaded.", // note in the dialog when GET /api/download/options failed
  // issue 20: licences (the dialog, before anything is spent)
  licence_heading: "Licence", // heading of the licences in the dialog
  licence_for_more: "{titles} and {count} more", // the photos one licence covers when there are many ({titles}: the first three)
  licence_type: "Licence", // label of the licence type
  licence_rm: "Rights-managed", // licence type rm in words
  licence_rf: "Royalty-free", // licence type rf in words
  licence_editorial: "Editorial use only", // licence type editorial in words
  licence_allows_rm: "Priced per use: each use as agreed with the agency.", // what an rm licence allows (under its type)
  licence_allows_rf: "One purchase, many uses.", // what an rf licence allows (under its type)
  licence_allows_editorial: "News, commentary and education only; no advertising or merchandise.", // what an editorial licence allows (under its type)
  licence_restrictions: "Restrictions", // label of the restrictions
  licence_no_restrictions: "None", // the restrictions when there are none
  licence_model_release: "Model release", // label of the model release status
  licence_property_release: "Property release", // label of the property release status
  release_released: "Released (signed release on file)", // release status: released
  release_none: "Not released", // release status: none
  release_not_applicable: "Not needed", // release status: not applicable
  licence_credit: "Credit line", // label of the credit line
  copy_credit: "Copy credit line", // the copy-credit-line button
  credit_copied: "Credit line copied", // announced after the credit line was copied
  credit_selected: "Copying was not allowed here: the credit line is selected, press Ctrl+C (⌘C on a Mac) to copy it.", // announced when the clipboard was refused and the credit line was selected
  licence_terms: "Licence terms (opens in a new tab)", // link to the licence terms
  // issue 20: the out-of-quota dialog's next step (packs and an order)
  shop_heading: "Get more download quota", // heading of the packs section of the out-of-quota dialog
  shop_loading: "Loading the download packs…", // status while the packs are read
  shop_none: "No download packs are on offer at the moment. Please contact our customer service.", // when no pack is on offer
  packs_legend: "Download packs", // legend of the packs radio group
  pack_count: { one: "{count} photo", other: "{count} photos" }, // photos of quota a pack adds
  pack_validity: { one: "valid for {count} day after payment", other: "valid for {count} days after payment" }, // how long a pack's quota stays usable
  pack_no_expiry: "valid until used", // a pack whose quota does not expire
  order_pack: "Order this pack", // the button that orders the chosen pack
  ordering: "Placing your order…", // the order button's label while the order is placed
  retry: "Try again", // the button after a failure (packs or order)
  packs_failed: "The download packs could not be loaded: {reason}", // when the packs could not be read
  order_failed: "The order could not be placed: {reason}", // when the order could not be placed
  order_pack_inactive: "This pack is no longer on offer. Try again to see the packs on offer now.", // when the chosen pack is no longer on offer (pack_inactive)
  order_placed: "Order {number} placed", // heading of the placed order
  order_pack_label: "Pack", // label of the ordered pack
  order_pack_value: "{name} ({photos})", // the ordered pack: its name and photos ({photos}: "100 photos")
  order_amount: "Amount", // label of the order's amount
  pay_by_transfer: "Pay by bank transfer:", // before the bank transfer instructions
  bank_account_name: "Account name", // bank transfer: the account's name
  bank_name: "Bank", // bank transfer: the bank
  bank_account_number: "Account number", // bank transfer: the account number
  bank_swift: "SWIFT/BIC", // bank transfer: the SWIFT/BIC code
  bank_reference: "Reference", // bank transfer: the reference to write
  bank_reference_note: "Write {reference} as the transfer's reference so that we can match your payment.", // under the bank transfer instructions
  quota_after_confirm: "The quota is added to your account once the agency confirms the transfer.", // after the order: when the quota comes
  invoice_link: "Printable invoice (opens in a new tab)", // link to the order's printable invoice
  orders_link: "Your orders in the member centre", // link to the member centre's orders
};
