/**
 * Chinese strings: the upload feature (pw-upload). The comment on each entry says where it appears. zh has no plural forms.
 * The SPEC §8 upload messages (Q_EXCEED_NUM_LIMIT, Q_EXCEED_SIZE_LIMIT, Q_TYPE_DENIED, F_EXCEED_SIZE, F_DUPLICATE, timeout) and the server's upload refusals of issue 19 (F_EXCEED_PIXELS, upload_open_limit) are this feature's own texts for the queue (the codes catalogue's are the server's).
 */
export const messagesZh = {
  region: "上传照片和视频", // the widget's accessible name (its region)
  pick: "选择文件", // the button that opens the file picker
  drop_hint: "或将照片、视频拖放到这里", // beside the pick button, in the drop zone
  web_size: "网页尺寸上传（照片压缩到 1600×1600）", // the checkbox for web-size compression before upload
  limits: "最多 {files} 个文件，合计不超过 {total}；每张照片不超过 {image}，每个视频不超过 {video}。格式：{formats}", // the limits under the drop zone
  queue: "上传列表", // accessible name of the list of files
  empty: "还没有选择文件", // the list when it is empty
  total: "总进度：{done}/{count} 个文件，{percent}%", // text beside the total progress bar
  total_label: "总进度", // accessible name of the total progress bar
  file_progress: "{name} 的上传进度", // accessible name of a file's progress bar
  state_inited: "准备中", // a file's state: being compressed and hashed
  state_queued: "等待上传", // a file's state: waiting for its turn
  state_progress: "上传中 {percent}%", // a file's state: its chunks are being sent
  state_complete: "上传完成", // a file's state: the server has it
  state_error: "上传失败", // a file's state: a chunk failed after its retries
  state_cancelled: "已取消", // a file's state: cancelled by the reader
  state_interrupt: "已暂停", // a file's state: paused
  state_interrupt_repick: "已中断：请重新选择同一个文件以继续上传", // a file's state after a page reload: its file must be picked again
  state_invalid: "无法上传", // a file's state: refused (type, size, duplicate)
  pause: "暂停", // a file's pause button
  resume: "继续", // a file's resume button
  retry: "重试", // a file's retry button (after an error)
  cancel: "取消", // a file's cancel button
  remove: "移除", // a finished file's remove button
  repick: "重新选择文件", // the button of an interrupted file that needs its file again
  action_label: "{action}：{name}", // accessible name of a file's button: the action and the file's name
  error_code: "{message}（{code}）", // a file's or the queue's error: the message and its SPEC code
  not_same_file: "这不是同一个文件，请选择 {name}", // a re-picked file that is not the interrupted one
  login_needed: "请先登录供稿会员账号再上传。", // shown to a guest instead of the drop zone
  login: "登录", // the login link shown to a guest
  contributors_only: "只有供稿会员可以上传稿件。", // shown to a member who is not a contributor (nature 1)
  announce_complete: "{name} 上传完成", // live region: a file completed
  announce_error: "{name} 上传失败", // live region: a file failed
  announce_invalid: "{name} 无法上传", // live region: a file was refused
  announce_interrupt: "{name} 已暂停", // live region: a file was paused
  announce_cancelled: "{name} 已取消", // live region: a file was cancelled
  Q_EXCEED_NUM_LIMIT: "文件数量超出限制", // the queue: more files than allowed (SPEC §8)
  Q_EXCEED_SIZE_LIMIT: "文件总大小超出限制", // the queue: the files together are too large (SPEC §8)
  Q_TYPE_DENIED: "不支持的文件类型", // a file: not a photo or video of an accepted type (SPEC §8)
  F_EXCEED_SIZE: "文件大小超出限制", // a file: over its size limit (SPEC §8)
  F_DUPLICATE: "该文件已在上传列表中", // a file: the same file is already in the queue (SPEC §8)
  timeout: "上传超时", // a file: a chunk got no answer within 120000 ms (SPEC §8)
  F_EXCEED_PIXELS: "照片像素过多（宽 × 高不得超过 1.2 亿像素）", // a file: the server refused a photo over UPLOAD_MAX_IMAGE_PIXELS (issue 19)
  upload_open_limit: "未完成的上传过多：请先完成或继续其他文件，再重试", // a file: the server refused a new upload while too many of the member's uploads are unfinished (issue 19)
} as const;
