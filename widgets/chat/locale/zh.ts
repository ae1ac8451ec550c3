/**
 * Chinese strings: the chat feature (pw-chat-panel). The comment on each entry says where it appears. zh has no plural forms.
 * style_6 (empty message) and api_tools_1 come from the codes catalogue; the SPEC §8 upload codes
 * Q_EXCEED_NUM_LIMIT, F_EXCEED_SIZE and Q_TYPE_DENIED have chat-specific texts here.
 */
import { launcherZh } from "./launcher.js";

export const messagesZh = {
  ...launcherZh, // the launcher's strings (launcher.ts)
  title: "在线客服", // the panel's heading
  close: "关闭", // the close button in the panel's header (accessible name)
  status_connecting: "正在连接…", // the header's connection line: the realtime channel is connecting
  status_offline: "网络已断开，消息将在恢复后发送", // the header's connection line: offline, sends wait
  history_label: "聊天记录", // accessible name of the scrollable message list
  loading: "正在加载聊天记录…", // the message list while the first page loads
  load_failed: "聊天记录加载失败", // the message list when the first page failed
  retry: "重试", // the button under load_failed
  older: "查看更早的消息", // the button at the top of the list (older messages exist)
  older_loading: "正在加载更早的消息…", // the top of the list while older messages load
  older_failed: "更早的消息加载失败", // quick toast when older messages failed to load
  history_start: "没有更早的消息了", // the top of the list when the whole conversation is shown
  empty: "还没有聊天记录，请在下方输入您的问题。", // the list when the conversation has no message yet
  greeting_open: "您好，欢迎咨询在线客服，请问有什么可以帮您？", // the greeting in working hours (after the history)
  greeting_closed: "您好，现在是非工作时间，客服将于 {time} 恢复服务。请留言，我们会尽快回复您。", // the greeting out of hours, with when service resumes
  greeting_closed_unknown: "您好，现在是非工作时间。请留言，我们会在工作时间尽快回复您。", // the greeting out of hours when the next opening is not known
  service: "客服", // who wrote a message: customer service (screen readers, before the text)
  you: "我", // who wrote a message: the reader (screen readers, before the text)
  said: "{who}：", // before each message's text, for screen readers ({who}: service or you)
  image: "图片", // alternative text of an image in a message
  image_named: "图片：{name}", // alternative text of an own image not sent yet
  sending: "发送中…", // under an own message being sent
  queued: "等待发送", // under an own message waiting for the ones before it
  waiting: "等待网络，恢复后自动发送", // under an own message while offline or retrying
  read: "已读", // under an own message the service has read
  uploading: "上传中 {percent}%", // the image upload's progress bar label
  input_label: "输入消息", // accessible name of the message box
  placeholder: "输入消息，Enter 发送，Shift+Enter 换行", // the message box's placeholder in working hours
  placeholder_closed: "请留言，Enter 发送，Shift+Enter 换行", // the message box's placeholder out of hours
  send: "发送", // the send button
  pick_image: "发送图片", // the image button (opens the file picker)
  preview: "待发送的图片", // heading of the picked image's preview
  preview_file: "{name}，{size}", // the preview's caption: file name and size
  send_image: "发送这张图片", // the preview's send button
  remove_image: "移除", // the preview's remove button
  chat_too_long: "消息过长，最多 {max} 个字", // alert under the message box: text over CHAT_TEXT_MAX
  Q_EXCEED_NUM_LIMIT: "一次只能发送一张图片", // alert under the message box: several files picked
  F_EXCEED_SIZE: "图片不能超过 5 MB", // alert under the message box: image over 5242880 bytes
  Q_TYPE_DENIED: "只能发送 gif、jpg、jpeg、bmp、png 格式的图片", // alert under the message box: not an allowed image by its content
  send_failed: "消息发送失败：{reason}", // toast when the server refused a message (it is not kept)
  announce_text: "客服：{text}", // screen readers: a new message from customer service
  announce_image: "客服发来一张图片", // screen readers: a new image from customer service
  announce_many: "客服发来 {count} 条新消息", // screen readers: several messages arrived while offline
} as const;
