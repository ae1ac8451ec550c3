/**
 * English strings: the chat feature (pw-chat-panel). The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 * style_6 (empty message) and api_tools_1 come from the codes catalogue; the SPEC §8 upload codes
 * Q_EXCEED_NUM_LIMIT, F_EXCEED_SIZE and Q_TYPE_DENIED have chat-specific texts here.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import { launcherEn } from "./launcher.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  ...launcherEn, // the launcher's strings (launcher.ts)
  title: "Customer service", // the panel's heading
  close: "Close", // the close button in the panel's header (accessible name)
  status_connecting: "Connecting…", // the header's connection line: the realtime channel is connecting
  status_offline: "You are offline; messages will be sent when you are back", // the header's connection line: offline, sends wait
  history_label: "Conversation", // accessible name of the scrollable message list
  loading: "Loading the conversation…", // the message list while the first page loads
  load_failed: "The conversation could not be loaded", // the message list when the first page failed
  retry: "Try again", // the button under load_failed
  older: "Show earlier messages", // the button at the top of the list (older messages exist)
  older_loading: "Loading earlier messages…", // the top of the list while older messages load
  older_failed: "Earlier messages could not be loaded", // quick toast when older messages failed to load
  history_start: "This is the beginning of the conversation", // the top of the list when the whole conversation is shown
  empty: "No messages yet. Type your question below.", // the list when the conversation has no message yet
  greeting_open: "Hello! Welcome to customer service. How can we help you?", // the greeting in working hours (after the history)
  greeting_closed: "Hello! We are outside working hours; service resumes on {time}. Leave us a message and we will answer as soon as we can.", // the greeting out of hours, with when service resumes
  greeting_closed_unknown: "Hello! We are outside working hours. Leave us a message and we will answer during working hours.", // the greeting out of hours when the next opening is not known
  service: "Customer service", // who wrote a message: customer service (screen readers, before the text)
  you: "You", // who wrote a message: the reader (screen readers, before the text)
  said: "{who}: ", // before each message's text, for screen readers ({who}: service or you)
  image: "Image", // alternative text of an image in a message
  image_named: "Image: {name}", // alternative text of an own image not sent yet
  sending: "Sending…", // under an own message being sent
  queued: "Waiting to be sent", // under an own message waiting for the ones before it
  waiting: "Waiting for the network; it will be sent automatically", // under an own message while offline or retrying
  read: "Read", // under an own message the service has read
  uploading: "Uploading {percent}%", // the image upload's progress bar label
  input_label: "Message", // accessible name of the message box
  placeholder: "Type a message. Enter sends, Shift+Enter starts a new line", // the message box's placeholder in working hours
  placeholder_closed: "Leave a message. Enter sends, Shift+Enter starts a new line", // the message box's placeholder out of hours
  send: "Send", // the send button
  pick_image: "Send an image", // the image button (opens the file picker)
  preview: "Image to send", // heading of the picked image's preview
  preview_file: "{name}, {size}", // the preview's caption: file name and size
  send_image: "Send this image", // the preview's send button
  remove_image: "Remove", // the preview's remove button
  chat_too_long: "The message is too long (at most {max} characters)", // alert under the message box: text over CHAT_TEXT_MAX
  Q_EXCEED_NUM_LIMIT: "Please send one image at a time", // alert under the message box: several files picked
  F_EXCEED_SIZE: "The image must not be larger than 5 MB", // alert under the message box: image over 5242880 bytes
  Q_TYPE_DENIED: "Only gif, jpg, jpeg, bmp and png images can be sent", // alert under the message box: not an allowed image by its content
  send_failed: "The message could not be sent: {reason}", // toast when the server refused a message (it is not kept)
  announce_text: "Customer service: {text}", // screen readers: a new message from customer service
  announce_image: "Customer service sent an image", // screen readers: a new image from customer service
  announce_many: { one: "Customer service sent {count} new message", other: "Customer service sent {count} new messages" }, // screen readers: several messages arrived while offline
};
