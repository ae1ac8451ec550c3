/**
 * English strings: the contribution form (pw-contribution-form, page uc1-new). The comment on each entry says where it appears.
 * The SPEC §8 message api_tools_1 comes from the codes catalogue; api_1, api_2 and api_tools_30 only the server says (its answer's msg is shown).
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  form_label: "New story", // accessible name of the form (region heading)
  loading: "Loading the draft…", // while the draft is read
  load_failed: "The draft could not be loaded", // heading when reading fails
  title: "Title", // label of the title field
  description: "Description", // label of the description field
  keywords: "Keywords", // label of the keywords field
  keywords_hint: "Separate them with commas", // hint under the keywords field
  subject: "Subject", // label of the subject list
  subject_choose: "Choose a subject", // empty option of the subject list
  shooting_date: "Shooting date", // label of the shooting date field
  files: "Photos", // heading of the file list
  files_empty: "No files yet. Upload photos above: their details fill in the form.", // when the list is empty
  caption_of: "Caption of photo {n}", // label of each photo's caption field
  remove_file: "Remove photo {n}", // each photo's remove button (accessible name)
  remove: "Remove", // each photo's remove button text
  move_up: "Move photo {n} up", // move up button (accessible name)
  move_down: "Move photo {n} down", // move down button (accessible name)
  submit: "Submit story", // the submit button
  submitting: "Submitting…", // the submit button while it works
  save_idle: "Not saved yet", // save status: a new, empty draft
  save_dirty: "Unsaved changes", // save status: just edited
  save_saving: "Saving…", // save status: saving
  save_saved: "Saved {time}", // save status: saved, with the time
  save_offline: "Offline: changes are kept on this device and saved when you are back online", // save status: network failure
  save_error: "Not saved", // save status: refused by the server
  title_required: "Enter a title", // submit with an empty title
  title_too_long: "The title can have at most 200 characters", // title too long
  text_emoji: "Emoji cannot be used here", // emoji in the title, description or keywords (found before sending, or refused by the server)
  subject_required: "Choose a subject", // submit without a subject
  files_required: "Upload at least one photo", // submit without files
  date_invalid: "Enter a valid date (year-month-day)", // invalid date
  submitted_title: "Story submitted for review", // heading after a successful submission (issue 19: editors review before publishing)
  submitted_body: "The agency's editors review every story before it is published. You will see their decision here and under My stories.", // text after a successful submission
  review_state: "Review: {state}", // a submitted story's review state (the state follows)
  review_submitted: "awaiting review", // review state: submitted, not reviewed yet
  review_in_review: "in review", // review state: an editor is reviewing it
  review_approved: "approved and published", // review state: approved, the story is live
  review_rejected: "rejected", // review state: rejected (the reason follows)
  review_changes: "changes requested", // review state: the editors asked for changes
  review_reason: "Editor's reason: {reason}", // the editor's reason of a rejection or a request for changes
  changes_title: "The editors asked for changes to this story", // a draft sent back for changes: heading of the notice above the form
  changes_body: "Edit it as they ask and submit it again.", // a draft sent back for changes: the notice's text
  view_story: "View the story page", // link to the published page once the story is approved
  my_stories: "My stories", // link to uc1-upload?tab=publish after submission
  new_story: "Send another story", // link to start a new draft after submission
  // issue 20: the licence group of each file (ContributionLicence)
  licence_of: "Licence of photo {n}", // legend of each file's licence group
  licence_type: "Licence type", // legend of the licence type radio buttons
  licence_rm: "Rights-managed", // licence type: rights-managed
  licence_rm_hint: "Priced per use: each use is licensed separately.", // one-line explanation under "rights-managed"
  licence_rf: "Royalty-free", // licence type: royalty-free
  licence_rf_hint: "Bought once, used many times without further fees.", // one-line explanation under "royalty-free"
  licence_editorial: "Editorial use only", // licence type: editorial use only (the default)
  licence_editorial_hint: "News, commentary and education; no advertising or merchandise.", // one-line explanation under "editorial use only"
  restrictions_zh: "Restrictions in Chinese (optional)", // label of the Chinese restrictions field
  restrictions_en: "Restrictions in English (optional)", // label of the English restrictions field
  restrictions_count: "{n} / {max} characters", // character count under each restrictions field
  model_release: "Model release", // label of the model release list
  property_release: "Property release", // label of the property release list
  release_released: "Released (a signed release is on file)", // release option: a signed release is on file
  release_none: "None", // release option: no release (the default)
  release_not_applicable: "Not applicable", // release option: nobody and nothing that would need one
  restrictions_too_long: "At most {max} characters", // a restrictions field that is too long (before sending, or refused by the server)
  restrictions_emoji: "Emoji are not allowed", // a restrictions field with emoji
  licence_choose: "Choose one of the options", // the server refused a licence type or release (not one of the options)
};
