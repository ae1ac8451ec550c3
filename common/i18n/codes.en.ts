/**
 * English strings: SPEC §8 codes and the server's error codes, the strings every widget and the server need. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "./types.js";
import type { codesZh } from "./codes.zh.js";

export const codesEn: Catalogue<keyof typeof codesZh> = {
  api_tools_1: "Network error, please try again later", // 998: network or request failure
  access_denied: "Please log in first", // member-only call from a guest
  invalid_param: "Invalid request parameters", // schema validation failure
  not_found: "The requested resource does not exist", // unknown API path
  server_error: "Internal server error", // unexpected failure
  service_unavailable: "The service is temporarily unavailable, please try again shortly", // 503: the database cannot be reached right now (an outage or a restart)
  too_many_requests: "Too many requests, please try again later", // rate limit
  storage_full: "The server's storage is full; your file is kept where it was and can be resumed once space is freed", // 507: the storage folder has no space left (ENOSPC)
  storage_unwritable: "The server cannot save files right now; your file can be resumed once this is fixed", // 503: the storage folder is read-only or not writable (EROFS, EACCES)
  login_failed: "Wrong account or password", // login with wrong account or password
  forbidden: "You are not allowed to do this", // wrong member kind
  api_1: "Story not found", // story not found by oid
  api_2: "The contribution could not be submitted", // contribution submit returned nothing
  api_3: "Story not found", // story not found by pcId
  api_tools_30: "This draft has already been submitted", // draft already submitted
  offline: "This story has been taken offline", // story taken offline
  photo_detail_5: "A selected photo has no photographer and cannot be downloaded", // download item without photographer
  photo_detail_9: "Could not add to collection", // collection add failed
  photo_group_12: "Not enough download quota left", // quota too small
  photo_group_14: "All selected photos are free. Continue?", // all free
  photo_group_6: { one: "Only {count} download left in your quota", other: "Only {count} downloads left in your quota" }, // quota 1..10
  photo_group_7: "Download the selected photos?", // confirm download
  point_short: "Not enough points", // web/order/save or withdraw with fewer points than needed (member center)
  bank_missing: "Please save your bank details first", // web/order/withdraw before bank details are saved (member center)
  style_6: "Please enter a message", // empty chat message
  style_1: "You have unsaved input. Leave this page?", // leaving with filled inputs
  es_error: "The search session has expired, please search again", // unknown or expired sid
  account_exists: "This mobile number or email is already registered", // register/modify with a taken mobile or email
  photographer_exists: "You are already registered as a photographer", // web/photographer/register by a member who already has a photographer profile
  photographer_name_taken: "Another photographer already uses this name", // register/update with a name another photographer already uses
  invalid_param_registered: "This name belongs to another photographer: only the agency's editors can credit them. Write your own name, or leave the byline empty", // contribution: a byline naming another member's registered photographer profile or the archive's photographer (issue 19)
  review_state: "This submission has already been decided, or is not open for review", // staff console: a review action in the wrong state (issue 19)
  contributor_not_approved: "The contributor's application has not been approved yet: approve it first", // staff console: approving a submission of an applicant (issue 19)
  photographer_not_found: "Photographer not found", // getPhotographerNode with an unknown id; update by a member without a profile
  usercode_exists: "This user name is already taken", // register with a taken member code
  captcha_invalid: "The verification code is wrong or no longer valid", // wrong, used or burnt verification code
  captcha_expired: "The verification code has expired, please get a new one", // verification code older than 10 minutes
  code_too_frequent: "Codes are being requested too often, please wait a moment", // resend within 60 s
  old_password_wrong: "The current password is wrong", // password change with a wrong current password
  nature_mismatch: "This account is not of the chosen member type", // changeNatureLogin with the other member kind
  Q_TYPE_DENIED: "This file type is not allowed", // upload of a type not allowed (avatar: jpg, png, gif, webp)
  F_EXCEED_SIZE: "The file is too large", // upload over the size limit
  Q_EXCEED_NUM_LIMIT: "Only one file can be sent at a time", // more files than allowed at once (chat image: one file at a time)
  Q_EXCEED_SIZE_LIMIT: "The files together are too large", // upload queue over its total size (issue 11)
  F_EXCEED_PIXELS: "The photo has too many pixels: at most 120 megapixels (width × height)", // upload of a photo over UPLOAD_MAX_IMAGE_PIXELS (issue 19)
  upload_open_limit: "You have too many unfinished uploads (at most 20 files or 4 GB at a time): finish or resume them first; unfinished uploads are removed 24 hours after their last use", // a new upload while the member's open uploads are at UPLOAD_OPEN_MAX or UPLOAD_OPEN_MAX_BYTES (issue 19)
  F_DUPLICATE: "This file is already in the list", // the same file twice in one upload queue (issue 11)
  timeout: "The upload timed out, please try again", // an upload chunk got no answer within 120000 ms (issue 11)
  oauth_disabled: "Login with this account is not available", // third-party provider not configured
  oauth_state: "The authorisation has expired, please try again", // bad or expired OAuth state or ticket
  oauth_failed: "The third-party authorisation failed, please try again later", // the provider refused the code or the user info
  third_party_bound: "This third-party account is bound to another member", // identity bound to another member
  provider_bound: "You have already bound an account of this kind", // member already has one of this provider
};
