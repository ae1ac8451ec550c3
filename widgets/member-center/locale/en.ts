/**
 * English strings: the member-center feature. The comment on each entry says where it appears.
 * Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}: the quota left
 * (uc_ent_quota), issue 20's photo counts (uc_photos), a pack's validity and the points
 * exchange's success; the pager shows a position ("Page 2 of 3") and a grant "{count} of {total}
 * photos", which need none; points are always "points" (never one).
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  avatar_alt: "{name}'s avatar", // profile card (index pages): alt text of the member's avatar
  loading: "Loading…", // top of the center while who is here is not known yet (role=status)
  f_mobile: "Mobile number", // profile card (index pages): label of the masked mobile number
  f_email: "Email", // profile card (index pages): label of the email
  uc_title_uc1_index: "Member center", // top bar: the page heading (h1) of uc1-index
  uc_title_uc1_like: "My favourites", // top bar: the page heading (h1) of uc1-like
  uc_title_uc1_upload: "My stories", // top bar: the page heading (h1) of uc1-upload
  uc_title_uc1_new: "Upload a story", // top bar: the page heading (h1) of uc1-new
  uc_title_uc2_index: "Member center", // top bar: the page heading (h1) of uc2-index
  uc_title_uc2_like: "My favourites", // top bar: the page heading (h1) of uc2-like
  uc_title_uc2_download: "My downloads", // top bar: the page heading (h1) of uc2-download
  uc_back: "Back", // top bar: the back button (asks style_1 when an input is filled)
  uc_upload: "Upload", // top bar: the upload link to uc1-new (nature 1 only)
  uc_menu: "Member center menu", // left menu: its accessible name (nav aria-label)
  uc_menu_index: "Home", // left menu: link to the member's home (uc1-index / uc2-index)
  uc_menu_like: "My favourites", // left menu: link to favourites (uc1-like / uc2-like)
  uc_menu_upload: "My stories", // left menu (nature 1): link to uc1-upload?tab=publish
  uc_menu_new: "Upload a story", // left menu (nature 1): link to uc1-new
  uc_menu_download: "My downloads", // left menu: link to uc2-download (other natures) or uc1-like?tab=download (contributors)
  uc_menu_fee: "Fee records", // left menu: link to the home page's ?tab=fee_record (highlighted there)
  uc_tabs: "Sections", // tab list: its accessible name (tablist aria-label)
  uc_tab_profile: "Profile", // home tab: the profile form (pw-profile-form)
  uc_tab_password: "Password", // home tab: the password form (pw-password-form)
  uc_tab_certificate: "Certificate", // home tab: the certificate form (pw-certificate-form)
  uc_tab_bank: "Bank details", // home tab: the bank form (pw-bank-form)
  uc_tab_bindings: "Third-party accounts", // home tab: third-party accounts (pw-bind-account)
  uc_tab_fee_record: "Fee records", // ?tab=fee_record tab: fee records (web/buy/get_record); also the list's aria-label
  uc_tab_point_record: "Point records", // ?tab=fee_record tab: point records (web/point/get_record); also the list's aria-label
  uc_tab_like: "Likes", // favourites tab: likes (store ss_thumps_up); also the list's aria-label
  uc_tab_collect: "Collections", // favourites tab: collections (store collection); also the list's aria-label
  uc_tab_publish: "Submitted", // uc1-upload tab: submitted stories (statusId 13); also the list's aria-label
  uc_tab_draft: "Drafts", // uc1-upload tab: drafts; also the list's aria-label
  uc_tab_download: "Downloads", // uc2-download tab: downloads (store ss_download); also the list's aria-label
  uc_empty_like: "No liked photos yet", // likes tab: the list is empty
  uc_empty_collect: "No collected photos yet", // collections tab: the list is empty
  uc_empty_publish: "No submitted stories yet", // submitted tab (uc1-upload): the list is empty
  uc_empty_draft: "No drafts yet", // drafts tab (uc1-upload): the list is empty
  uc_empty_download: "No downloads yet", // downloads tab (uc2-download): the list is empty
  uc_empty_fee_record: "No fee records yet", // fee records tab: the list is empty
  uc_empty_point_record: "No point records yet", // point records tab: the list is empty
  uc_draft_submitted: "Submitted", // uc1-upload rows: status line of a submitted story
  uc_draft_draft: "Draft", // uc1-upload rows: status line of a draft
  uc_review_submitted: "Submitted, awaiting review", // uc1-upload rows (issue 19): review state of a submitted story
  uc_review_in_review: "In review", // uc1-upload rows: an editor is reviewing the story
  uc_review_approved: "Approved and published", // uc1-upload rows: approved; the row links to the published page
  uc_review_rejected: "Rejected", // uc1-upload rows: rejected (the reason follows)
  uc_review_changes: "Changes requested", // uc1-upload drafts tab: the editors asked for changes (the reason follows; the row opens the draft)
  uc_review_reason: "Reason: {reason}", // uc1-upload rows and the review announcement: the editor's reason
  uc_review_story: "“{title}”", // the review announcement: the story's title
  uc_review_untitled: "Your story", // the review announcement: a story whose row is not on the page
  uc_review_said_submitted: "{story} was submitted for review.", // live region (uc1 pages, realtime): the story entered the review queue
  uc_review_said_in_review: "{story} is being reviewed by an editor.", // live region: an editor took the story
  uc_review_said_approved: "{story} was approved and is now published.", // live region: approved and published
  uc_review_said_rejected: "{story} was rejected.", // live region: rejected (the reason follows)
  uc_review_said_changes: "{story} needs changes before it can be published: edit it and submit it again.", // live region: changes asked (the reason follows)
  uc_review_said_with_reason: "{said} {reason}", // live region: a sentence above followed by the reason line (uc_review_reason)
  uc_applied: "Your contributor account is awaiting approval by the agency's editors. You can upload and submit stories; nothing is published until then.", // notice on the uc1 pages while the contributor application is open (contributorStatus 0)
  uc_app_rejected: "Your contributor application was not approved by the agency's editors. Stories you submit will not be published.", // notice on the uc1 pages when the application was rejected (contributorStatus 2)
  uc_ent_title: "Download entitlements", // heading of the download entitlements (uc2-download, uc1-like?tab=download)
  uc_ent_quota: { one: "Download quota left: {count} photo", other: "Download quota left: {count} photos" }, // entitlements: the quota left
  uc_ent_grants: "Grants from the agency", // entitlements: heading of the active grants
  uc_ent_none: "No active grants", // entitlements: no active grant
  uc_ent_past: "Ended or revoked grants", // entitlements: heading of the ended, used-up or revoked grants
  uc_ent_left: "{count} of {total} photos left", // a counted grant: photos left of the grant's total
  uc_ent_unlimited: "No photo limit", // a grant without a count limit
  uc_ent_period: "{from} to {until}", // a grant's period
  uc_ent_from: "From {from}", // an open-ended grant's period
  uc_ent_why_revoked: "Revoked on {date}", // a past grant: revoked on a date
  uc_ent_why_expired: "Expired", // a past grant: its period ended
  uc_ent_why_used: "All photos used", // a past grant: all its photos used
  uc_ent_why_pending: "Not started yet", // a grant whose period has not started
  uc_remove: "Remove", // like and collection rows: text of the remove button
  uc_remove_item: "Remove “{title}”", // like and collection rows: accessible name of the remove button
  uc_page: "Page {page} of {pages}", // under a list of more than 10 rows: the pager's position and its aria-label
  uc_prev: "Previous", // pager: previous page button
  uc_next: "Next", // pager: next page button
  uc_points: "Points", // profile card (index pages): label of the points
  uc_class: "Member class", // profile card (index pages): label of the member class name
  uc_not_set: "Not set", // profile card (index pages): value of an empty mobile or email
  uc_photographer: "My photographer page", // profile card (members with a photographerId): link to their stories on the search page
  uc_change_avatar: "Change avatar", // profile card (index pages): the avatar upload button
  uc_avatar_done: "Avatar updated", // profile card: status line after the avatar upload succeeded
  uc_leave_title: "Leave this page?", // back confirmation dialog (style_1): heading
  uc_leave: "Leave", // back confirmation dialog: the button that leaves
  uc_stay: "Stay", // back confirmation dialog: the button that stays (focused first)
  // issue 20: menu entries and tabs of the home page's sections (?tab=orders, earnings, organisation)
  uc_menu_orders: "My orders", // left menu: link to the home page's ?tab=orders (packs and orders; highlighted there)
  uc_menu_earnings: "My earnings", // left menu (nature 1): link to uc1-index?tab=earnings (sales and withdrawal)
  uc_menu_organisation: "My organisation", // left menu (uc2, an organisation's admin only): link to uc2-index?tab=organisation
  uc_tab_orders: "Download packs and orders", // ?tab=orders: the only tab of the orders section
  uc_tab_earnings: "Earnings", // ?tab=earnings (uc1): the only tab of the earnings section
  uc_tab_organisation: "Organisation", // ?tab=organisation (uc2): the only tab of the organisation section
  uc_photos: { one: "{count} photo", other: "{count} photos" }, // a number of photos (of quota): a pack's count, a sale's cost
  uc_retry: "Try again", // orders section: try reading the packs again after a failure
  uc_refresh: "Refresh", // orders and earnings sections: read the list again (a confirmed transfer shows on the next read)
  uc_amount_whole: "Enter a whole number of at least 1", // points exchange, withdrawal: the amount is not a whole number of at least 1
  uc_amount_min: "At least {min} points at a time", // withdrawal: fewer points than the minimum (settings withdrawMinPoints)
  uc_amount_max: "At most {max} photos at a time", // points exchange: more photos than the order cap (settings orderMaxQuantity)
  uc_amount_points_withdraw: "You have {point} points: withdraw no more than that", // withdrawal: more points than the member has
  uc_amount_points_exchange: "Your {point} points pay for at most {max} photos", // points exchange: more photos than the member's points pay for
  // issue 20: the packs (orders section)
  uc_packs_title: "Buy a download pack", // orders section: heading of the packs on offer
  uc_packs_intro: "A pack's photos are added to your download quota once the agency has received your bank transfer.", // orders section: under the packs' heading
  uc_packs_loading: "Loading the packs…", // orders section: while the packs are read
  uc_packs_none: "No packs are on offer at the moment. Please contact customer service.", // orders section: no pack on offer
  uc_packs_failed: "The packs could not be loaded.", // orders section: the packs could not be read (a retry button follows)
  uc_pack_validity: { one: "Valid for {count} day after payment", other: "Valid for {count} days after payment" }, // a pack: its validity after payment
  uc_pack_no_expiry: "Valid until used up", // a pack (or a paid order's quota) without a validity limit
  uc_pack_order: "Order", // a pack: the order button
  uc_pack_order_named: "Order {name}", // a pack: accessible name of its order button
  uc_pack_ordering: "Ordering…", // a pack: its order button while the order is placed
  uc_buy_for: "Buy for", // orders section (an organisation's admin): legend of the choice whom the pack is for
  uc_buy_for_me: "Myself", // that choice: the member's own quota
  uc_buy_for_org: "{organisation} (shared quota)", // that choice: the organisation's shared quota
  // issue 20: the member's orders (orders section)
  uc_orders_title: "My orders", // orders section: heading of the member's orders
  uc_orders_empty: "No orders yet", // orders section: no order yet
  uc_order_state_pending: "Awaiting payment", // an order's state: awaiting the bank transfer
  uc_order_state_paid: "Paid", // an order's state: paid, the quota added
  uc_order_state_cancelled: "Cancelled", // an order's state: cancelled
  uc_order_created: "Ordered on {date}", // an order: when it was placed
  uc_order_paid_on: "paid on {date}", // a paid order: when the payment was confirmed
  uc_order_cancelled_on: "cancelled on {date}", // a cancelled order: when
  uc_order_for_org: "For the shared quota of {organisation}", // an order for the organisation's shared quota
  uc_order_by: "Ordered by {name}", // an organisation's order placed by another member (its admin sees them)
  uc_order_valid_until: "valid until {date}", // a paid order: until when its quota is valid
  uc_order_invoice: "Invoice", // an order: link to its printable invoice (new tab)
  uc_order_invoice_named: "Invoice of order {number} (opens in a new tab)", // accessible name of that link
  uc_order_pay_title: "How to pay by bank transfer", // a pending order: heading of the bank transfer instructions
  uc_order_pay_hint: "Write the reference on the transfer. The quota is added once the agency confirms the payment.", // a pending order: under that heading
  uc_pay_account_name: "Account name", // bank transfer: the agency's account name
  uc_pay_bank: "Bank", // bank transfer: the bank
  uc_pay_account_number: "Account number", // bank transfer: the account number
  uc_pay_swift: "SWIFT/BIC", // bank transfer: the SWIFT code (when configured)
  uc_pay_reference: "Reference", // bank transfer: the reference to write (the order number)
  uc_pay_amount: "Amount", // bank transfer: the amount
  uc_order_cancel: "Cancel order", // a pending order: the cancel button
  uc_order_cancel_named: "Cancel order {number}", // accessible name of that button
  uc_order_cancelling: "Cancelling…", // that button while the order is cancelled
  uc_cancel_title: "Cancel this order?", // cancel confirmation: heading
  uc_cancel_message: "Order {number} ({pack}, {amount}) will be cancelled. Do not pay for it after cancelling.", // cancel confirmation: the message
  uc_cancel_confirm: "Cancel the order", // cancel confirmation: the button that cancels
  uc_cancel_keep: "Keep it", // cancel confirmation: the button that keeps the order (focused first)
  uc_order_placed: "Order {number} placed: pay {amount} by bank transfer with the reference {number}. The quota is added once the agency confirms the payment.", // live region: an order was placed
  uc_order_cancelled: "Order {number} was cancelled.", // live region: an order was cancelled
  // issue 20: the points exchange (orders section; web/order/save)
  uc_exchange_title: "Use your points for download quota", // orders section: heading of the points exchange
  uc_exchange_label: "Photos of quota", // points exchange: label of the number of photos
  uc_exchange_hint: "{points} points a photo, at most {max} photos at a time. You have {point} points.", // points exchange: under the field (settings pointsPerPhoto, orderMaxQuantity)
  uc_exchange_submit: "Exchange", // points exchange: the button
  uc_exchange_done: {
    one: "{count} photo of quota added for {points} points: your quota is now {after}.",
    other: "{count} photos of quota added for {points} points: your quota is now {after}.",
  }, // points exchange: success (status)
  // issue 20: the earnings (uc1-index?tab=earnings)
  uc_earn_title: "My earnings", // earnings section: heading
  uc_earn_point: "Points now", // earnings: the points the member has now
  uc_earn_total: "Points from sales, all time", // earnings: points earned from sales, all time
  uc_earn_share: "Your share", // earnings: the share in force
  uc_earn_share_value: "{share}%", // earnings: the share's value
  uc_earn_explain: "Each photo of quota a buyer spends on one of your photos earns you {share}% of {points} points: {each} points.", // earnings: how a sale earns points (settings pointsPerPhoto, the share)
  uc_withdraw_title: "Withdraw points", // earnings: heading of the withdrawal
  uc_withdraw_label: "Points to withdraw", // withdrawal: label of the points field
  uc_withdraw_hint: "At least {min} points at a time, paid to the account in your bank details.", // withdrawal: under the field (settings withdrawMinPoints)
  uc_withdraw_submit: "Withdraw", // withdrawal: the button
  uc_withdraw_done: "Withdrawal of {count} points requested: {after} points left.", // withdrawal: success (status)
  uc_withdraw_bank: "Enter your bank details", // withdrawal refused for want of bank details (bank_missing): link to the bank tab
  uc_earn_months: "By month", // earnings: heading of the month totals
  uc_earn_month: "Month", // month totals: column
  uc_earn_sales: "Sales", // month totals: column
  uc_earn_points: "Points", // month totals and sales: column
  uc_earn_list: "Sales", // earnings: heading of the sales
  uc_earn_photo: "Photo", // sales and organisation downloads: column of the photo (links to the story)
  uc_earn_size: "Size", // sales and organisation downloads: column of the size
  uc_earn_date: "Date", // sales and organisation downloads: column of the date
  uc_earn_cost: "Quota spent", // sales and organisation downloads: column of the photos of quota spent
  uc_earn_empty: "No sales yet: when a buyer downloads one of your photos, it shows here.", // earnings: no sale yet
  uc_size_small: "Small (web)", // a download size: small
  uc_size_medium: "Medium", // a download size: medium
  uc_size_original: "Original", // a download size: the original
  // issue 20: the organisation (uc2-index?tab=organisation, its admin)
  uc_org_seats: "{used} of {seats} seats used", // organisation: seats used of seats
  uc_org_members: "Members", // organisation: heading of the members
  uc_org_admin: "Administrator", // organisation: the admin's mark in the members
  uc_org_shared: "Shared quota", // organisation: heading of its shared quota
  uc_org_downloads: "Who downloaded what", // organisation: heading of who downloaded what
  uc_org_member: "Member", // organisation downloads: column of the member
  uc_org_covered: "Paid by", // organisation downloads: column of what paid for it
  uc_org_empty: "No downloads by the organisation's members yet", // organisation downloads: none yet
  uc_org_denied: "Only the administrator of an organisation sees this page.", // organisation section for a member who is not an organisation's admin
  uc_covered_quota: "Own quota", // what paid a download: the member's quota
  uc_covered_grant: "A grant", // what paid a download: the member's own grant
  uc_covered_organisation: "Shared quota", // what paid a download: the organisation's shared quota
  uc_covered_free: "Free", // what paid a download: a free photo
  uc_covered_own: "Own photo", // what paid a download: the member's own photo
  uc_covered_repeat: "Downloaded before (free)", // what paid a download: bought before
  // issue 20: the entitlements (download pages)
  uc_ent_order: "Pack order {number}", // entitlements: a grant bought by a pack order, named by its number
  uc_ent_until: "Expires on {until}", // entitlements: a pack grant's expiry
  uc_ent_no_expiry: "No expiry", // entitlements: a grant without expiry
  uc_ent_shared: "Shared quota of {organisation}", // entitlements: heading of the organisation's shared quota
  uc_ent_shared_none: "No active shared quota", // entitlements: the organisation has no active grant
  uc_ent_ended: "Ended", // entitlements: a shared grant no longer usable
};
