/**
 * English strings: the member-center feature. The comment on each entry says where it appears.
 * Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}: the quota left
 * (uc_ent_quota); the pager shows a position ("Page 2 of 3") and a grant "{count} of {total}
 * photos", which need none.
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
};
