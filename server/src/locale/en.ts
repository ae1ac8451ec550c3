/**
 * English strings: what only the server writes: published pages, verification messages, record titles, member classes. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  home: "Home", // login form: link back to the edition home
  page_site_name: "Photowire", // site name in the header and page titles of published pages
  page_skip: "Skip to main content", // published pages: skip link
  page_nav: "Site navigation", // published pages: label of the header navigation
  page_other_edition: "中文", // published pages: link to the other edition
  page_latest: "Latest stories", // home page heading
  page_home_description: "Photowire, a news and photo agency: news photos, photo groups, videos and text stories to search, collect and download.", // meta description of the home pages
  page_search_description: "Search Photowire's photos, videos and text stories.", // meta description of the search pages
  page_not_found: "Page not found", // 404 page heading
  page_not_found_text: "The page you are looking for does not exist or has been taken offline.", // 404 page text
  page_not_found_home: "Back to the home page", // 404 page: link to the edition's home
  page_not_found_search: "Search stories", // 404 page: link to the edition's search page
  page_no_stories: "No stories yet", // home page with no story
  page_photo_credit: "Photo: {name}", // photo credit under each photo
  page_by: "By {name}", // byline of a text story
  page_photographer: "Photographer", // story facts label
  page_author: "Author", // story facts label (text stories)
  page_date: "Date", // story facts label: date taken / date of the text
  page_published: "Published", // story facts label
  page_keywords: "Keywords", // story facts label
  page_photos: { one: "{count} photo", other: "{count} photos" }, // photo group size (home page card, story facts)
  page_free: "Free to download", // mark under a free photo
  page_photo_actions: "Actions for photo: {title}", // label of the like/collect group of a photo
  page_video_label: "Video: {title}", // aria-label of the <video> player on a video story page
  page_video_actions: "Actions for video: {title}", // label of the like/collect group of a video
  page_video_duration: "{time} min", // duration fact under a video (m:ss)
  page_video_fallback: "Download the video", // link inside <video> for browsers that cannot play it
  page_story_tools: "Share and links", // label of the story footer
  page_getty_credit: "Digital image courtesy of the Getty's Open Content Program", // source line under Getty photos
  page_getty_record: "Getty collection record {accession}", // link to the Getty record of a photo
  page_licence: "Licence: {licence}", // licence link under a photo or text
  // a photo's licence (issue 20 "Licences"): the block under each photo of a story page, the usage terms of the downloaded file's XMP
  page_licence_heading: "Licence", // story page: heading of a photo's licence block
  page_licence_type: "Licence type", // story page licence block: label of the licence type
  page_licence_type_rm: "Rights-managed", // licence type rm: priced per use, one use at a time
  page_licence_type_rf: "Royalty-free", // licence type rf: one purchase, many uses
  page_licence_type_editorial: "Editorial use only", // licence type editorial: news, commentary, education; no advertising
  page_licence_restrictions: "Restrictions", // story page licence block: label of the restrictions
  page_licence_no_restrictions: "None", // story page licence block: no restrictions
  page_licence_model_release: "Model release", // story page licence block: label of the model release status
  page_licence_property_release: "Property release", // story page licence block: label of the property release status
  page_release_released: "Released", // release status: a signed release is on file
  page_release_none: "Not released", // release status: no release
  page_release_not_applicable: "Not applicable", // release status: nobody and nothing that needs one
  page_licence_credit: "Credit line", // story page licence block: label of the credit line
  page_licence_copy: "Copy credit line", // story page licence block: the copy-credit-line button
  page_licence_copied: "Credit line copied", // story page licence block: said after the credit line was copied
  page_licence_copy_failed: "Could not copy: select the credit line by hand", // story page licence block: the browser refused to copy
  page_licence_terms: "Licence terms", // story page licence block: link to the licence terms
  page_licence_usage: "{type}. Restrictions: {restrictions}. Model release: {model}. Property release: {property}.", // the downloaded file's XMP usage terms (xmpRights:UsageTerms)
  // photo facts and structured data (issue 12: photo viewing)
  page_meta_label: "Photo details", // aria-label of the list of facts under each photo
  page_meta_dimensions: "Dimensions", // label in a photo's facts: its pixel dimensions
  page_meta_pixels: "{width} × {height} px", // a photo's pixel dimensions (of the original)
  page_meta_size: "File size", // label in a photo's facts: the original's file size
  page_meta_credit: "Credit", // label in a photo's facts: the credit line
  page_meta_date: "Date taken", // label in a photo's facts: the date taken
  page_view_photo: "View larger: {title}", // link around each photo: opens the photo viewer (or the large file without script)
  page_copyright_source: "{source}, {licence}", // schema.org copyrightNotice of a photo with a source credit (not shown, read by search engines)
  page_copyright_site: "© {name}, all rights reserved", // schema.org copyrightNotice of a photo without a source credit (not shown)
  page_text_source: "Source: {source}", // source line of a text story
  page_original_english: "The text below is the original English.", // note above the body of a text story shown in English
  page_mobile_version: "Mobile version", // link from a desktop story page to its m_ variant
  page_desktop_version: "Desktop version", // link from a mobile story page to its desktop variant
  page_story_json: "Story data (JSON)", // link to the story JSON
  page_type_image: "Photo", // story type label (image)
  page_type_image_group: "Photo story", // story type label (image_group)
  page_type_text: "Text", // story type label (text)
  page_type_video: "Video", // story type label (video)
  page_type_video_group: "Video story", // story type label (video_group)
  page_search: "Search stories", // search page (/cn/search.html): title and heading
  page_search_button: "Search", // header search form without JavaScript: button
  page_search_noscript: "Search needs JavaScript.", // search page: shown when scripts are off
  page_service_console: "Agent console", // the agents' console page (/cn/service/console.html): title, heading without JavaScript
  page_service_console_noscript: "The agent console needs JavaScript.", // the agents' console page: shown when scripts are off
  page_staff_console: "Staff console", // the staff console page (/cn/staff/console.html): title, heading without JavaScript
  page_staff_console_noscript: "The staff console needs JavaScript.", // the staff console page: shown when scripts are off
  page_footer_note: "Photowire demo site. Photographs from the Getty's Open Content Program (CC0); texts from State of the Union addresses (public domain).", // footer of published pages
  vc_subject: "Your Photowire verification code", // verification email subject
  vc_text_register: "Your registration code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.", // SMS/email text, registration
  vc_text_reset: "Your password reset code is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.", // SMS/email text, password reset
  vc_text_modify: "Your code to change your account details is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.", // SMS/email text, profile change
  vc_text_photographer: "Your code to confirm your photographer contact mobile is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.", // SMS text, photographer registration or mobile change
  page_portfolio_title: "Photographs by {name}", // portfolio page: heading and <title>
  page_portfolio_count: { one: "{count} published photo", other: "{count} published photos" }, // portfolio page: number of published photos
  page_portfolio_empty: "No published photos yet.", // portfolio page: no published photo yet
  page_portfolio_pending: "This photographer's profile is awaiting review.", // portfolio page: profile awaiting review (bio hidden)
  page_portfolio_link: "All photographs by {name}", // story page: the credit link's accessible name
  page_portfolio_photos: "Photographs", // portfolio page: heading of the photo list
  class_0: "Standard member", // member class type 0
  class_1: "VIP member", // member class type 1 (skips the quota shortfall check)
  record_point_opening: "Opening points", // point record title: the opening balance (member center, point records tab)
  record_point_quota: "Download quota bought", // point record title: points spent on download quota (web/order/save; member center, point records tab)
  record_point_withdraw: "Points withdrawn", // point record title: points withdrawn to the bank (web/order/withdraw; member center, point records tab)
  invoice_title: "Invoice", // printable invoice of a paid pack order (GET /api/commerce/orders/{number}/invoice): heading and <title>
  invoice_title_pending: "Pro forma invoice (awaiting payment)", // printable invoice of an order not paid yet: heading and <title>
  invoice_title_cancelled: "Order (cancelled)", // printable invoice of a cancelled order: heading and <title>
  invoice_number: "Order number", // invoice: label of the order number
  invoice_date: "Order date", // invoice: label of the order's date
  invoice_state: "Status", // invoice: label of the order's state
  invoice_state_pending: "Awaiting payment", // invoice: state of an order awaiting payment
  invoice_state_paid: "Paid", // invoice: state of a paid order
  invoice_state_cancelled: "Cancelled", // invoice: state of a cancelled order
  invoice_from: "From", // invoice: heading of the agency's details (configuration AGENCY_*)
  invoice_to: "Bill to", // invoice: heading of the buyer's details
  invoice_tax_id: "Tax ID", // invoice: label of the agency's tax number
  invoice_email: "Email", // invoice: label of the agency's billing email
  invoice_member: "Member", // invoice: label of the ordering member (name and member code)
  invoice_organisation: "Organisation", // invoice: label of the organisation the quota goes to
  invoice_item: "Item", // invoice: column heading of the line
  invoice_quantity: "Quantity", // invoice: column heading of the photos of quota
  invoice_amount: "Amount", // invoice: column heading of the price
  invoice_photos: { one: "{count} photo", other: "{count} photos" }, // invoice: the pack's photos of download quota
  invoice_validity: { one: "Valid for {count} day after payment", other: "Valid for {count} days after payment" }, // invoice: under the pack's name, how long its quota lasts
  invoice_validity_none: "Valid until used, no time limit", // invoice: under the pack's name, a pack without a time limit
  invoice_total: "Total", // invoice: label of the total
  invoice_paid_on: "Payment received on {date}, reference {reference}", // invoice of a paid order: when and with which bank reference
  invoice_pay_by: "Please pay the amount above by bank transfer, with the order number as the transfer's reference.", // invoice of a pending order: how to pay
  invoice_account_name: "Account name", // invoice: bank account holder
  invoice_bank: "Bank", // invoice: bank and branch
  invoice_account_number: "Account number", // invoice: bank account number
  invoice_swift: "SWIFT/BIC", // invoice: the bank's SWIFT/BIC code
  invoice_reference: "Reference", // invoice: what to write as the transfer's reference (the order number)
  invoice_cancelled_note: "This order was cancelled: nothing is to be paid.", // invoice of a cancelled order
  invoice_note: "This document records the order; it is not an official tax invoice (fapiao).", // invoice: footnote
  invoice_print: "To print it or save it as a PDF, use your browser's print command (Ctrl+P / ⌘P).", // invoice: hint shown on screen only, not printed
  record_point_sale: "Photo sale earnings", // point record title: points a contributor earned from a paid download of their photo (issue 20 earnings; member center, point records tab)
  record_download_amount: { one: "-{count} photo · {left} left", other: "-{count} photos · {left} left" }, // fee records tab: a paid download, the quota it spent and the quota left (member center)
  // issue 20: codes only the server says (its answers' msg); kept out of the widgets' shared code catalogue (common/i18n/codes.*), which every story page loads
  order_state: "This order has already been paid or cancelled", // an order action in the wrong state: cancel or confirm a paid or cancelled order, or confirm a paid order with another reference (issue 20)
  pack_inactive: "This download pack is no longer offered: please choose another", // ordering a pack staff no longer offer (issue 20)
  organisation_full: "Every seat of this organisation is taken: add seats or remove a member first", // staff console: adding a member to an organisation whose seats are all taken (issue 20)
  payment_unavailable: "Orders cannot be paid online yet: please contact the agency", // ordering a pack while no bank account is configured (production without BANK_*; issue 20)
  search_no_words: "The search has no words to look for: use letters, digits or Chinese characters", // search: a text of only symbols, emoji or punctuation (issue 21)
  search_too_long: "The search is too long: use at most {max} characters", // search: a text over MAX_SEARCH_LENGTH characters ({max}; issue 21)
  request_too_large: "The request is too large: shorten the search or the address", // any request whose address and headers exceed the server's limit (431; issue 21)
  // codes only the server says, moved out of common/i18n/codes.* (issue 22: the story page's JavaScript budget): a widget shows them from the answer's msg, never by itself
  api_1: "Story not found", // SPEC §8: story not found by oid
  api_2: "The contribution could not be submitted", // SPEC §8: contribution submit returned nothing
  api_3: "Story not found", // SPEC §8: story not found by pcId
  photo_detail_9: "Could not add to collection", // SPEC §8: collection add failed
  api_tools_30: "This draft has already been submitted", // SPEC §8: draft already submitted
  es_error: "The search session has expired, please search again", // SPEC §8: unknown or expired sid (the search restarts once, then shows this)
  storage_full: "The server's storage is full; your file is kept where it was and can be resumed once space is freed", // 507: the storage folder has no space left (ENOSPC)
  storage_unwritable: "The server cannot save files right now; your file can be resumed once this is fixed", // 503: the storage folder is read-only or not writable (EROFS, EACCES)
  login_failed: "Wrong account or password", // login with wrong account or password
  point_short: "Not enough points", // web/order/save or withdraw with fewer points than needed (member center)
  bank_missing: "Please save your bank details first", // web/order/withdraw before bank details are saved (member center)
  photographer_exists: "You are already registered as a photographer", // web/photographer/register by a member who already has a photographer profile
  photographer_name_taken: "Another photographer already uses this name", // register/update with a name another photographer already uses
  invalid_param_registered: "This name belongs to another photographer: only the agency's editors can credit them. Write your own name, or leave the byline empty", // contribution: a byline naming another member's registered photographer profile or the archive's photographer (issue 19)
  review_state: "This submission has already been decided, or is not open for review", // staff console: a review action in the wrong state (issue 19)
  contributor_not_approved: "The contributor's application has not been approved yet: approve it first", // staff console: approving a submission of an applicant (issue 19)
  photographer_not_found: "Photographer not found", // getPhotographerNode with an unknown id; update by a member without a profile
  captcha_invalid: "The verification code is wrong or no longer valid", // wrong, used or burnt verification code
  captcha_expired: "The verification code has expired, please get a new one", // verification code older than 10 minutes
  code_too_frequent: "Codes are being requested too often, please wait a moment", // resend within 60 s
  old_password_wrong: "The current password is wrong", // password change with a wrong current password
  nature_mismatch: "This account is not of the chosen member type", // changeNatureLogin with the other member kind
  F_EXCEED_PIXELS: "The photo has too many pixels: at most 120 megapixels (width × height)", // upload of a photo over UPLOAD_MAX_IMAGE_PIXELS (issue 19)
  upload_open_limit: "You have too many unfinished uploads (at most 20 files or 4 GB at a time): finish or resume them first; unfinished uploads are removed 24 hours after their last use", // a new upload while the member's open uploads are at UPLOAD_OPEN_MAX or UPLOAD_OPEN_MAX_BYTES (issue 19)
  oauth_disabled: "Login with this account is not available", // third-party provider not configured
  oauth_state: "The authorisation has expired, please try again", // bad or expired OAuth state or ticket
  oauth_failed: "The third-party authorisation failed, please try again later", // the provider refused the code or the user info
  third_party_bound: "This third-party account is bound to another member", // identity bound to another member
  provider_bound: "You have already bound an account of this kind", // member already has one of this provider
};
