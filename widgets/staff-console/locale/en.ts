/**
 * English strings: the staff console (pw-staff-console, issue 19; the tabs and audit actions of issue 20, whose panels' strings are in commerce.ts and licences.ts). The comment on each entry says where it appears. Plurals as
 * `{ one, other }` (Intl.PluralRules on `count`). The server's codes come from the codes catalogue when the server sent no message.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  title: "Staff console", // the console's heading
  tabs_label: "Console sections", // accessible name of the tab list
  checking: "Checking your editor account…", // the whole console while the editor check runs
  guest_title: "Please log in", // heading shown to a guest instead of the console
  guest_text: "The staff console is for the agency's editors. Log in with an editor account, then come back to this page.", // text under guest_title
  guest_login: "Log in as an editor", // the link to the login page (comes back here) shown to a guest
  forbidden_title: "Editors only", // heading shown to a logged-in member without the editor role
  forbidden_text: "This account has no editor role. Ask another editor to give it one.", // text under forbidden_title
  access_failed: "The staff console could not open: {reason}", // heading when the editor check failed (network, server)
  retry: "Try again", // button under a failed check, list or submission
  editor_name: "Editor: {name}", // the header: who is logged in
  tab_review: "Review queue", // tab: submissions to review
  tab_takedowns: "Takedowns", // tab: withdraw and restore stories
  tab_contributors: "Contributors", // tab: contributor applications
  tab_photographers: "Photographers", // tab: photographer profiles waiting
  tab_members: "Members", // tab: quotas, grants, roles
  tab_audit: "Audit log", // tab: the audit log
  tab_settings: "Settings", // tab: prices, limits and sizes (issue 20)
  tab_packs: "Packs", // tab: download packs (issue 20)
  tab_orders: "Orders", // tab: pack orders, bank transfers (issue 20)
  tab_organisations: "Organisations", // tab: organisation accounts (issue 20)
  list_loading: "Loading…", // a list while it loads
  list_failed: "Could not load: {reason}", // a list that failed to load (with a retry button)
  list_count: { one: "{count} item", other: "{count} items" }, // under a list: how many items it has
  pager_label: "{list}: pages", // accessible name of a list's page navigation
  pager_text: "Page {page} of {pages}", // between the page buttons
  pager_prev: "Previous", // page button
  pager_next: "Next", // page button
  list_separator: ", ", // between the items of a list of words (keywords, editions, roles)
  edition_zh: "Chinese edition", // an edition (approval checkboxes, the editions of a story)
  edition_en: "English edition", // an edition
  edition_ann: "Alternate edition", // the alternate edition
  f_contributor: "Contributor", // a submission's fact: who submitted it
  f_application: "Contributor application", // a fact: the state of the contributor's application
  f_submitted: "Submitted", // a submission's fact
  f_updated: "Updated", // a submission's fact
  f_reviewer: "Reviewer", // a submission's fact: the reviewer's code
  f_type: "Type", // a submission's or story's fact
  f_subject: "Subject", // a submission's fact: subject code
  f_shooting_date: "Shooting date", // a submission's or file's fact
  f_keywords: "Keywords", // a submission's or file's fact
  f_editions: "Editions", // a submission's fact once approved
  f_caption: "Caption", // a file's fact: the caption (the contributor's, or IPTC/EXIF)
  f_byline: "Byline", // a file's fact: the byline
  f_story_id: "Story ID", // a story's fact: pcId
  f_published: "Published", // a story's fact
  f_status: "Status", // a story's fact
  f_code: "Member code", // a member's or photographer's fact: member code
  f_email: "Email", // a member's fact
  f_registered: "Registered", // a member's or photographer's fact
  f_name_en: "Name (English)", // a photographer's fact
  f_name_zh: "Name (Chinese)", // a photographer's fact
  f_claimed: "Credited already", // a photographer's fact: photos credited to the name already
  f_nature: "Member kind", // a member's fact
  f_quota: "Download quota", // a member's fact
  f_roles: "Roles", // a member's fact: agent, editor
  contributor_0: "Waiting for approval", // contributor application: applied
  contributor_1: "Approved", // contributor application: approved
  contributor_2: "Rejected", // contributor application: rejected
  type_image: "Single photo", // story type
  type_image_group: "Photo story", // story type
  type_video: "Video", // story type
  type_video_group: "Video story", // story type
  media_photo: "photo", // kind of a submitted file
  media_video: "video", // kind of a submitted file
  file_heading: "File {n} ({kind})", // heading of a submitted file; also the preview's alternative text when it has no caption
  m_dimensions: "Dimensions", // IPTC/EXIF fact
  m_dimensions_value: "{width} × {height} px", // the dimensions' value
  m_size: "File size", // IPTC/EXIF fact
  m_format: "Format", // IPTC/EXIF fact
  m_color_space: "Colour space", // IPTC/EXIF fact: the colour space (ICC profile or EXIF)
  match_same: "The same picture (perhaps resized or recompressed)", // how a similar archive photo matches: perceptual hashes equal
  match_near: "Near-identical (differs in {distance} of 64)", // how a similar archive photo matches: the hashes' Hamming distance
  state_submitted: "Submitted", // review state
  state_in_review: "In review", // review state
  state_approved: "Approved", // review state
  state_rejected: "Rejected", // review state
  state_changes: "Changes requested", // review state
  reason_rejected: "Reason for rejection: {reason}", // a rejected submission's reason
  reason_changes: "Changes requested: {reason}", // a submission sent back for changes: the reason
  story_link: "View the published story ({id})", // link to the published story of an approved submission
  filter_open: "To do", // review filter: submitted and in review
  filter_submitted: "Submitted", // review filter
  filter_in_review: "In review", // review filter
  filter_approved: "Approved", // review filter
  filter_rejected: "Rejected", // review filter
  filter_changes: "Changes requested", // review filter
  filter_all: "All", // review filter
  review_filterLabel: "Show", // label of the review filter's choice
  review_list_label: "Submissions", // accessible name of the submissions list
  review_empty: "No submissions here", // the submissions list when empty
  review_item_by: "by {name}", // a submission in the list: who submitted it
  review_close: "Close", // button closing the open submission
  review_detailLoading: "Loading the submission…", // the open submission while it loads
  review_claiming: "Claiming the review…", // status line while the submission is claimed
  review_filesHeading: "Files", // heading of the submission's files
  review_metaHeading: "IPTC/EXIF read from the file", // heading of a file's metadata
  review_similarHeading: "Similar photos in the archive", // heading of a file's similar archive photos
  review_noSimilar: "No similar photo in the archive", // when no archive photo is similar
  review_noPreview: "No preview", // a file without a preview (a video)
  review_approveHeading: "Approve", // heading of the approval form
  review_editionsLegend: "Publish in these editions", // legend of the editions checkboxes
  review_approve: "Approve and publish", // the approve button
  review_approving: "Publishing…", // the approve button while it runs
  review_decideHeading: "Reject or ask for changes", // heading of the rejection form
  review_reasonLabel: "Reason (the contributor sees it)", // label of the reason box
  review_reasonHint: "Required to reject or ask for changes; at most {max} characters", // hint under the reason box
  review_reject: "Reject", // button: reject with the reason
  review_rejecting: "Rejecting…", // the reject button while it runs
  review_changes: "Ask for changes", // button: ask for changes with the reason
  review_changing: "Sending…", // the changes button while it runs
  review_noSelection: "Choose a submission from the list", // the detail area before a submission is opened
  review_descriptionLabel: "Description", // heading of the submission's description
  credit_label: "Credit to", // label of a file's box: the photographer the published file is credited to (the contributor's byline at first)
  credit_hint: "Any photographer, a registered one included (their profile gets the photo); at most {max} characters. Leave the contributor's byline to keep it.", // hint under a file's "credit to" box
  takedown_searchLabel: "Find a story", // accessible name of the story search form
  takedown_qLabel: "Story ID or title", // label of the search box
  takedown_qHint: "A story ID (such as pw000123) or words of the title", // hint under the search box
  takedown_withdrawnOnly: "Withdrawn stories only", // checkbox of the search
  takedown_search: "Search", // search button
  takedown_withdraw: "Withdraw", // button of a story online
  takedown_restore: "Restore", // button of a story withdrawn
  takedown_dialogTitle: "Withdraw a story", // title of the withdrawal dialog
  takedown_reasonLabel: "Reason for the takedown", // label of the withdrawal reason box
  takedown_reasonHint: "Required, at most {max} characters. Every edition's pages, the home-page entries, search results and original downloads go offline.", // hint under the reason box
  takedown_confirm: "Withdraw", // the dialog's confirm button
  takedown_working: "Working…", // a takedown button while it runs
  takedown_cancel: "Cancel", // the dialog's cancel button
  takedown_list_label: "Stories", // accessible name of the stories list
  takedown_empty: "No stories", // the stories list when empty
  takedown_empty_search: "No story matches", // the stories list when a search found nothing
  story_withdrawn: "Withdrawn", // a story's status
  story_online: "Published", // a story's status
  story_offline: "Not published", // a story's status
  withdrawn_line: "Withdrawn {at} by {by}: {reason}", // under a withdrawn story
  takedown_withdraw_label: "Withdraw “{title}”", // accessible name of a story's withdraw button
  takedown_restore_label: "Restore “{title}”", // accessible name of a story's restore button
  takedown_licences: "Licences", // a story's button opening its photos' licence editor (issue 20)
  takedown_licences_label: "Edit the licences of “{title}”'s photos", // accessible name of a story's licences button
  approve: "Approve", // button of an application
  reject: "Reject", // button of an application
  contributors_intro: "Nothing a self-registered contributor submits is published until their application is approved.", // text above the contributor applications
  contributors_list_label: "Contributor applications", // accessible name of the applications list
  contributors_empty: "No contributor application is waiting", // the applications list when empty
  contributor_approve_label: "Approve {name}'s contributor application", // accessible name of an application's approve button
  contributor_reject_label: "Reject {name}'s contributor application", // accessible name of an application's reject button
  photographers_intro: "Approving a profile gives it the archive's photos already credited to its name.", // text above the photographer profiles
  photographers_list_label: "Photographer profiles waiting", // accessible name of the photographers list
  photographers_empty: "No photographer profile is waiting", // the photographers list when empty
  claimed_photos: { one: "{count} photo", other: "{count} photos" }, // how many photos are credited to the name already
  photographer_approve_label: "Approve photographer {name}", // accessible name of a profile's approve button
  photographer_reject_label: "Reject photographer {name}", // accessible name of a profile's reject button
  role_editor: "Editor", // a role
  role_agent: "Agent", // a role
  role_none: "Member", // a member without staff roles
  role_editor_hint: "Opens the staff console: review, takedowns, members", // hint beside the editor role
  role_agent_hint: "Opens the agent console: answers readers", // hint beside the agent role
  role_self_hint: "You cannot take your own editor role", // hint beside one's own editor role (disabled)
  nature_1: "Contributor", // member nature 1
  nature_other: "Individual member", // other member natures
  quota_value: { one: "{count} photo", other: "{count} photos" }, // a member's download quota
  members_searchLabel: "Find members", // accessible name of the member search form
  members_qLabel: "Member code, name, email or phone", // label of the member search box
  members_qHint: "Leave empty to list every member", // hint under the member search box
  members_search: "Search", // search button
  members_manage: "Manage", // a member's button that opens the member
  members_close: "Close", // button closing the open member
  members_quotaHeading: "Change the download quota", // heading of the quota form
  members_deltaLabel: "Photos to add or take", // label of the quota change box
  members_deltaHint: "A positive number adds, a negative one takes, at most ±{max}; the quota never goes below 0", // hint under the quota change box
  members_applyQuota: "Change", // the quota form's button
  members_grantsHeading: "Organisation grants", // heading of the member's grants
  members_noGrants: "No grants", // when the member has no grant
  members_revoke: "Revoke", // a grant's revoke button
  members_grantHeading: "Add a grant", // heading of the add-grant form
  members_labelLabel: "Granted to (organisation)", // label of the grant label box
  members_grantQuotaLabel: "Photos", // label of the grant quota box
  members_daysLabel: "Days", // label of the grant days box
  members_grantHint: "Give photos (1 to {max}), days (1 to {days}), or both", // hint under the grant boxes
  members_addGrant: "Add grant", // the add-grant form's button
  members_rolesHeading: "Roles", // heading of the roles checkboxes
  members_working: "Saving…", // a member form's button while it runs
  members_list_label: "Members", // accessible name of the members list
  members_empty: "No member found", // the members list when empty
  members_manage_label: "Manage {name}", // accessible name of a member's manage button
  member_heading: "Member: {name}", // heading of the open member
  grant_unlimited: "Any number of photos", // a grant without a count limit
  grant_remaining: "{remaining} of {total} photos left", // a grant's photos left
  grant_until: "{from} to {until}", // a grant's period
  grant_from: "From {from}, no end", // a grant without an end
  grant_active: "Active", // a grant's state
  grant_inactive: "Expired or used up", // a grant's state: expired or used up
  grant_revoked: "Revoked", // a grant's state
  grant_revoke_label: "Revoke the grant to {label}", // accessible name of a grant's revoke button
  audit_caption: "Audit log (newest first, read only)", // caption of the audit log table
  audit_time: "Time", // audit column
  audit_actor: "By", // audit column
  audit_action: "Action", // audit column
  audit_target: "Target", // audit column
  audit_detail: "Detail", // audit column
  audit_readOnly: "The system writes this log; nobody can change or delete it.", // text above the audit log
  audit_refresh: "Refresh", // button reloading the audit log
  audit_empty: "No staff action yet", // the audit log when empty
  actor_cli: "Command line", // actor of an action made with the photowire command
  "action_submission.claim": "Claimed a review", // audit action
  "action_submission.approve": "Approved a submission", // audit action
  "action_submission.reject": "Rejected a submission", // audit action
  "action_submission.changes": "Asked for changes", // audit action
  "action_story.withdraw": "Withdrew a story", // audit action
  "action_story.restore": "Restored a story", // audit action
  "action_contributor.approve": "Approved a contributor", // audit action
  "action_contributor.reject": "Rejected a contributor", // audit action
  "action_photographer.approve": "Approved a photographer", // audit action
  "action_photographer.reject": "Rejected a photographer", // audit action
  "action_member.quota": "Changed a quota", // audit action
  "action_member.grant": "Added a grant", // audit action
  "action_member.grant_revoke": "Revoked a grant", // audit action
  "action_member.role": "Changed roles", // audit action
  "action_setting.change": "Changed settings", // audit action (issue 20)
  "action_pack.create": "Created a pack", // audit action
  "action_pack.change": "Changed a pack", // audit action
  "action_order.confirm": "Confirmed a bank transfer", // audit action
  "action_order.cancel": "Cancelled an order", // audit action
  "action_organisation.create": "Created an organisation", // audit action
  "action_organisation.change": "Changed an organisation", // audit action
  "action_organisation.member": "Changed an organisation's members", // audit action
  "action_organisation.grant": "Added an organisation grant", // audit action
  "action_organisation.grant_revoke": "Revoked an organisation grant", // audit action
  "action_licence.change": "Changed a photo's licence", // audit action
  problem_reason_required: "Enter a reason", // under a reason box: empty
  problem_reason_maxLength: "A reason can have at most {max} characters", // under a reason box: too long
  problem_editions_required: "Choose at least one edition", // under the editions: none checked
  problem_editions_enum: "Unknown edition", // under the editions: an unknown edition
  problem_credit_required: "Enter the photographer's name", // under a file's "credit to" box: emptied
  problem_credit_maxLength: "A name can have at most {max} characters", // under a file's "credit to" box: too long
  problem_credit_notFound: "This file is no longer in the submission", // under a file's "credit to" box: the server has no such file
  problem_delta_required: "Enter a whole number other than 0", // under the quota change box
  problem_delta_integer: "Enter a whole number, such as 10 or -5", // under the quota change box
  problem_delta_maximum: "At most {max} photos at a time", // under the quota change box
  problem_label_required: "Enter who the grant is for", // under the grant label box
  problem_label_maxLength: "At most {max} characters", // under the grant label box
  problem_quota_integer: "Enter a whole number", // under the grant quota box
  problem_quota_minimum: "At least 1 photo", // under the grant quota box
  problem_quota_maximum: "At most {max} photos", // under the grant quota box
  problem_days_integer: "Enter a whole number", // under the grant days box
  problem_days_minimum: "At least 1 day", // under the grant days box
  problem_days_maximum: "At most {max} days", // under the grant days box
  problem_grant_required: "Give photos, days, or both", // under the grant boxes: neither given
  problem_editor_self: "You cannot take your own editor role", // the roles' alert: the server refused (rule self)
  problem_other: "This is not valid ({rule})", // a problem the console has no text for
  action_failed: "That did not work: {reason}", // toast when a staff action failed
  claim_failed: "Could not claim the review: {reason}", // toast when claiming a submission failed
  claimed: "You are reviewing “{title}”", // quick toast after claiming
  approve_done: "“{title}” approved and published", // quick toast after approving
  reject_done: "“{title}” rejected", // quick toast after rejecting
  changes_done: "Changes requested for “{title}”", // quick toast after asking for changes
  withdrawn: "“{title}” withdrawn", // quick toast after a takedown
  restored: "“{title}” restored", // quick toast after a restore
  contributor_approved: "{name}'s contributor application approved", // quick toast
  contributor_rejected: "{name}'s contributor application rejected", // quick toast
  photographer_approved: "Photographer {name} approved", // quick toast
  photographer_rejected: "Photographer {name} rejected", // quick toast
  quota_done: "{name}'s download quota is now {quota}", // quick toast after a quota change
  grant_done: "Grant to {label} added for {name}", // quick toast after adding a grant
  revoke_done: "A grant of {name} revoked", // quick toast after revoking a grant
  role_agent_on: "{name} is now an agent", // quick toast
  role_agent_off: "{name} is no longer an agent", // quick toast
  role_editor_on: "{name} is now an editor", // quick toast
  role_editor_off: "{name} is no longer an editor", // quick toast
};
