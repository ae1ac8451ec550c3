/**
 * English strings: the upload feature (pw-upload). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 * The SPEC §8 upload messages (Q_EXCEED_NUM_LIMIT, Q_EXCEED_SIZE_LIMIT, Q_TYPE_DENIED, F_EXCEED_SIZE, F_DUPLICATE, timeout) and the server's upload refusals of issue 19 (F_EXCEED_PIXELS, upload_open_limit) are this feature's own texts for the queue (the codes catalogue's are the server's).
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  region: "Upload photos and videos", // the widget's accessible name (its region)
  pick: "Choose files", // the button that opens the file picker
  drop_hint: "or drop photos and videos here", // beside the pick button, in the drop zone
  web_size: "Web size (compress photos to 1600×1600)", // the checkbox for web-size compression before upload
  limits: "Up to {files} files, {total} in all; each photo up to {image}, each video up to {video}. Formats: {formats}", // the limits under the drop zone
  queue: "Upload queue", // accessible name of the list of files
  empty: "No files chosen yet", // the list when it is empty
  total: { one: "Total: {done} of {count} file, {percent}%", other: "Total: {done} of {count} files, {percent}%" }, // text beside the total progress bar
  total_label: "Total progress", // accessible name of the total progress bar
  file_progress: "Upload progress of {name}", // accessible name of a file's progress bar
  state_inited: "Preparing", // a file's state: being compressed and hashed
  state_queued: "Waiting", // a file's state: waiting for its turn
  state_progress: "Uploading {percent}%", // a file's state: its chunks are being sent
  state_complete: "Uploaded", // a file's state: the server has it
  state_error: "Failed", // a file's state: a chunk failed after its retries
  state_cancelled: "Cancelled", // a file's state: cancelled by the reader
  state_interrupt: "Paused", // a file's state: paused
  state_interrupt_repick: "Interrupted: choose the same file again to resume", // a file's state after a page reload: its file must be picked again
  state_invalid: "Cannot be uploaded", // a file's state: refused (type, size, duplicate)
  pause: "Pause", // a file's pause button
  resume: "Resume", // a file's resume button
  retry: "Retry", // a file's retry button (after an error)
  cancel: "Cancel", // a file's cancel button
  remove: "Remove", // a finished file's remove button
  repick: "Choose the file again", // the button of an interrupted file that needs its file again
  action_label: "{action}: {name}", // accessible name of a file's button: the action and the file's name
  error_code: "{message} ({code})", // a file's or the queue's error: the message and its SPEC code
  not_same_file: "That is not the same file; choose {name}", // a re-picked file that is not the interrupted one
  login_needed: "Log in with a contributor account to upload.", // shown to a guest instead of the drop zone
  login: "Log in", // the login link shown to a guest
  contributors_only: "Only contributors can upload stories.", // shown to a member who is not a contributor (nature 1)
  announce_complete: "{name} uploaded", // live region: a file completed
  announce_error: "{name} failed", // live region: a file failed
  announce_invalid: "{name} cannot be uploaded", // live region: a file was refused
  announce_interrupt: "{name} paused", // live region: a file was paused
  announce_cancelled: "{name} cancelled", // live region: a file was cancelled
  Q_EXCEED_NUM_LIMIT: "Too many files", // the queue: more files than allowed (SPEC §8)
  Q_EXCEED_SIZE_LIMIT: "The files together are too large", // the queue: the files together are too large (SPEC §8)
  Q_TYPE_DENIED: "This file type is not allowed", // a file: not a photo or video of an accepted type (SPEC §8)
  F_EXCEED_SIZE: "The file is too large", // a file: over its size limit (SPEC §8)
  F_DUPLICATE: "This file is already in the queue", // a file: the same file is already in the queue (SPEC §8)
  timeout: "The upload timed out", // a file: a chunk got no answer within 120000 ms (SPEC §8)
  F_EXCEED_PIXELS: "The photo has too many pixels (at most 120 megapixels)", // a file: the server refused a photo over UPLOAD_MAX_IMAGE_PIXELS (issue 19)
  upload_open_limit: "Too many unfinished uploads: finish or resume your other files, then retry", // a file: the server refused a new upload while too many of the member's uploads are unfinished (issue 19)
};
