/**
 * English strings: the agent console (pw-service-console). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 * style_6 (empty reply or quick reply), access_denied, forbidden and api_tools_1 come from the codes catalogue; the SPEC §8 upload
 * codes Q_EXCEED_NUM_LIMIT, F_EXCEED_SIZE and Q_TYPE_DENIED have chat-image texts here.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  title: "Agent console", // the console's heading
  checking: "Checking your agent account…", // the whole console while the agent check runs
  guest_title: "Please log in", // heading shown to a guest instead of the console
  guest_text: "The agent console is for customer-service agents. Log in with an agent account to come back to this page.", // text shown to a guest under guest_title
  guest_login: "Log in as an agent", // the link to the login page (comes back here) shown to a guest
  forbidden_title: "Agents only", // heading shown to a logged-in member without the agent role
  forbidden_text: "This account is not a customer-service agent. Ask an administrator for access.", // text under forbidden_title
  access_failed: "The agent console could not open: {reason}", // heading when the agent check failed (network, server)
  retry: "Try again", // the button under access_failed, the list's and the conversation's load errors
  agent_name: "Signed in as {name}", // the header: who is logged in
  status_connecting: "Connecting to live messages…", // the header's connection line while the realtime channel connects
  status_disconnected: "Live connection lost. Reconnecting; missed messages will be fetched.", // the header's connection line while disconnected
  status_refused: "Live messages are unavailable. Reload the page.", // the header's connection line when the channel refused the agents' room
  hours_button: "Working hours", // the header button that opens the working-hours dialog
  filter_label: "Show conversations", // legend of the filter radio group above the list
  filter_open: "Open", // filter: every open conversation
  filter_mine: "Mine", // filter: open conversations assigned to the agent
  filter_unassigned: "Unassigned", // filter: open conversations nobody has
  filter_closed: "Closed", // filter: closed conversations
  list_label: "Conversations", // accessible name of the conversation listbox
  list_loading: "Loading conversations…", // the list while it loads
  list_empty: "No conversations here", // the list when the filter has no conversation
  list_error: "The conversations could not be loaded", // the list when it failed to load (with a retry button)
  list_failed: "The conversations could not be loaded: {reason}", // toast when the list or its next page failed
  list_count: { one: "{count} conversation", other: "{count} conversations" }, // under the list: how many conversations the filter has
  load_more: "Load more conversations", // button under the list when more conversations exist
  loading_more: "Loading more conversations…", // under the list while the next page loads
  guest_name: "Guest {tag}", // a guest's name in the list and the conversation heading ({tag}: the start of its id)
  unread_count: { one: "{count} unread", other: "{count} unread" }, // the unread badge of a conversation (also read by screen readers)
  waiting: "Waiting {time}", // how long the reader has waited for an answer (relative, updating)
  last_at: "{time}", // when the last message came, for conversations nobody waits in (relative)
  tag_closed: "Closed", // tag of a closed conversation in the list
  tag_assigned: "With {name}", // tag of a conversation assigned to an agent
  tag_unassigned: "Unassigned", // tag of a conversation nobody has
  last_image: "[Image]", // the list's preview of a last message that is an image
  last_none: "(no messages yet)", // the list's preview when there is no message
  no_selection: "Choose a conversation from the list", // the conversation area before one is chosen
  thread_label: "Conversation with {name}", // accessible name of the scrollable conversation
  thread_loading: "Loading messages…", // the conversation while its first page loads
  thread_error: "The messages could not be loaded", // the conversation when its first page failed (with a retry button)
  thread_failed: "The messages could not be loaded: {reason}", // toast when a conversation's messages failed to load
  live_label: "New messages", // accessible name of the live log holding the messages that arrived while watching
  older: "Show earlier messages", // button at the top of the conversation (older messages exist)
  older_loading: "Loading earlier messages…", // the top of the conversation while older messages load
  older_failed: "Earlier messages could not be loaded", // quick toast when older messages failed to load
  history_start: "This is the beginning of the conversation", // the top of the conversation when all of it is shown
  thread_empty: "No messages in this conversation yet", // the conversation when it has no message
  said: "{who}: ", // before each message's text, for screen readers ({who}: the reader's name, or customer service)
  service: "Customer service", // who wrote a message: customer service
  image: "Image", // alternative text of an image in a message
  read: "Read", // under an answer the reader has read
  status_open: "Open", // the conversation heading's status line: open
  status_closed: "Closed", // the conversation heading's status line: closed
  assigned_info: "Assigned to {name}", // the conversation heading: the assigned agent
  assigned_nobody: "Not assigned", // the conversation heading: nobody assigned
  assign_me: "Assign to me", // button in the conversation heading
  assign_label: "Assign to", // label of the agent choice in the conversation heading
  assign_none: "Nobody", // the agent choice's option for nobody
  assign: "Assign", // button beside the agent choice
  close_conversation: "Close conversation", // button in the conversation heading
  assigned_me: "Assigned to you", // quick toast after assigning to oneself
  assigned_to: "Assigned to {name}", // quick toast after assigning to another agent
  unassigned_done: "No longer assigned", // quick toast after choosing nobody
  closed_done: "Conversation closed", // quick toast after closing
  action_failed: "That did not work: {reason}", // toast when an assignment, closing or quick-reply change failed
  input_label: "Reply", // accessible name of the reply box
  placeholder: "Type a reply. Enter sends, Shift+Enter starts a new line", // the reply box's placeholder
  send: "Send", // the send button
  sending: "Sending…", // the send button while a reply is being sent
  pick_image: "Send an image", // the image button (opens the file picker)
  preview: "Image to send", // heading of the picked image's preview
  preview_file: "{name}, {size}", // the preview's caption: file name and size
  send_image: "Send this image", // the preview's send button
  remove_image: "Remove", // the preview's remove button
  too_long: "The message is too long (at most {max} characters)", // alert under the reply box: text over 2000 characters
  Q_EXCEED_NUM_LIMIT: "Send one image at a time", // alert under the reply box: several files picked
  F_EXCEED_SIZE: "Images can be at most 5 MB", // alert under the reply box: image over 5242880 bytes
  Q_TYPE_DENIED: "Only gif, jpg, jpeg, bmp and png images can be sent", // alert under the reply box: not an allowed image by its content
  send_failed: "Not sent: {reason}", // toast when a reply or an image was not sent (the text stays in the box)
  quick_title: "Quick replies", // heading (summary) of the quick replies, under the reply box
  quick_count: "Quick replies ({count})", // the quick replies' summary with how many there are
  quick_loading: "Loading quick replies…", // the quick replies while they load
  quick_error: "The quick replies could not be loaded", // the quick replies when they failed to load
  quick_empty: "No quick replies yet. Add one below.", // the quick replies when there is none
  quick_insert: "Insert", // button of a quick reply: puts its text into the reply box at the caret
  quick_edit: "Edit", // button of a quick reply: change its text
  quick_delete: "Delete", // button of a quick reply: remove it (asks first)
  quick_save: "Save", // button under a quick reply being changed
  quick_cancel: "Cancel", // button under a quick reply being changed
  quick_edit_label: "Change quick reply", // accessible name of the box of a quick reply being changed
  quick_new_label: "New quick reply", // label of the box for a new quick reply
  quick_add: "Add quick reply", // button under the new quick reply's box
  quick_too_long: "A quick reply can have at most {max} characters", // alert under a quick reply's box: too long
  quick_added: "Quick reply added", // quick toast after adding
  quick_saved: "Quick reply saved", // quick toast after changing
  quick_deleted: "Quick reply deleted", // quick toast after deleting
  quick_delete_title: "Delete quick reply", // title of the confirmation before deleting a quick reply
  quick_delete_text: "Delete this quick reply? “{text}”", // the confirmation's message, with the quick reply's text
  confirm_delete: "Delete", // the confirmation's delete button
  cancel: "Cancel", // the confirmation's and the working-hours dialog's cancel button
  hours_title: "Working hours", // title of the working-hours dialog
  hours_intro: "Customer service is shown as available in these hours, in the chosen time zone; holidays are closed all day.", // the working-hours dialog's first paragraph
  hours_loading: "Loading the working hours…", // the working-hours dialog while the setting loads
  hours_error: "The working hours could not be loaded", // the working-hours dialog when the setting failed to load
  time_zone: "Time zone (IANA name, e.g. Asia/Shanghai)", // label of the time-zone box
  weekly: "Weekly hours", // legend of the weekdays
  weekday_1: "Monday", // a weekday's name (legend of its ranges, in labels)
  weekday_2: "Tuesday", // a weekday's name
  weekday_3: "Wednesday", // a weekday's name
  weekday_4: "Thursday", // a weekday's name
  weekday_5: "Friday", // a weekday's name
  weekday_6: "Saturday", // a weekday's name
  weekday_7: "Sunday", // a weekday's name
  day_off: "Closed", // a weekday without ranges
  time_hint: "Times as HH:mm; an end may be 24:00", // hint under the weekdays' legend
  range_start: "{day}, range {n}, start", // accessible name of a range's start box
  range_end: "{day}, range {n}, end", // accessible name of a range's end box
  range_to: "to", // between a range's start and end boxes
  add_range: "Add hours", // button under a weekday's ranges
  add_range_label: "Add hours on {day}", // accessible name of that button
  remove_range: "Remove", // button beside a range
  remove_range_label: "Remove {day}, range {n}", // accessible name of that button
  holidays: "Holidays (closed all day)", // legend of the holidays
  holiday_new: "Holiday date", // label of the date box for a new holiday
  add_holiday: "Add holiday", // button beside the date box
  remove_holiday_label: "Remove holiday {date}", // accessible name of the remove button of a holiday
  no_holidays: "No holidays", // the holidays when there is none
  save: "Save", // the working-hours dialog's save button
  saving: "Saving…", // the save button while saving
  hours_saved: "Working hours saved", // quick toast after saving
  hours_invalid: { one: "Fix the {count} problem marked below, then save", other: "Fix the {count} problems marked below, then save" }, // alert at the top of the dialog when the form has problems
  wh_timeZone: "Enter a valid IANA time zone, e.g. Asia/Shanghai", // under the time-zone box: unknown time zone
  wh_format: "Use HH:mm times (00:00 to 24:00; a start cannot be 24:00)", // under a range: not two HH:mm times
  wh_order: "The start must be before the end", // under a range: start not before end
  wh_overlap: "The ranges of this day overlap", // under a weekday: ranges overlap
  wh_maxItems_day: "At most {max} ranges a day", // under a weekday: too many ranges
  wh_holiday_format: "Use a valid YYYY-MM-DD date", // under a holiday: not a valid date
  wh_maxItems_holidays: "At most {max} holidays", // under the holidays: too many
  wh_other: "This is not valid ({rule})", // under a field: a problem the console has no text for
};
