/**
 * Chinese strings: the agent console (pw-service-console). The comment on each entry says where it appears. zh has no plural forms.
 * style_6 (empty reply or quick reply), access_denied, forbidden and api_tools_1 come from the codes catalogue; the SPEC §8 upload
 * codes Q_EXCEED_NUM_LIMIT, F_EXCEED_SIZE and Q_TYPE_DENIED have chat-image texts here.
 */
export const messagesZh = {
  title: "客服工作台", // the console's heading
  checking: "正在确认客服身份…", // the whole console while the agent check runs
  guest_title: "请先登录", // heading shown to a guest instead of the console
  guest_text: "客服工作台仅供客服人员使用，请用客服账号登录后回到此页。", // text shown to a guest under guest_title
  guest_login: "登录客服账号", // the link to the login page (comes back here) shown to a guest
  forbidden_title: "仅限客服人员使用", // heading shown to a logged-in member without the agent role
  forbidden_text: "当前账号没有客服权限。如需开通，请联系管理员。", // text under forbidden_title
  access_failed: "无法打开客服工作台：{reason}", // heading when the agent check failed (network, server)
  retry: "重试", // the button under access_failed, the list's and the conversation's load errors
  agent_name: "当前客服：{name}", // the header: who is logged in
  status_connecting: "正在连接实时消息…", // the header's connection line while the realtime channel connects
  status_disconnected: "实时连接已断开，正在重新连接，恢复后会补齐错过的消息", // the header's connection line while disconnected
  status_refused: "无法接收实时消息，请刷新页面", // the header's connection line when the channel refused the agents' room
  hours_button: "工作时间设置", // the header button that opens the working-hours dialog
  filter_label: "筛选会话", // legend of the filter radio group above the list
  filter_open: "进行中", // filter: every open conversation
  filter_mine: "分配给我", // filter: open conversations assigned to the agent
  filter_unassigned: "未分配", // filter: open conversations nobody has
  filter_closed: "已关闭", // filter: closed conversations
  list_label: "会话列表", // accessible name of the conversation listbox
  list_loading: "正在加载会话…", // the list while it loads
  list_empty: "没有符合条件的会话", // the list when the filter has no conversation
  list_error: "会话列表加载失败", // the list when it failed to load (with a retry button)
  list_failed: "会话列表加载失败：{reason}", // toast when the list or its next page failed
  list_count: "共 {count} 个会话", // under the list: how many conversations the filter has
  load_more: "加载更多会话", // button under the list when more conversations exist
  loading_more: "正在加载更多会话…", // under the list while the next page loads
  guest_name: "访客 {tag}", // a guest's name in the list and the conversation heading ({tag}: the start of its id)
  unread_count: "{count} 条未读", // the unread badge of a conversation (also read by screen readers)
  waiting: "已等待 {time}", // how long the reader has waited for an answer (relative, updating)
  last_at: "{time}", // when the last message came, for conversations nobody waits in (relative)
  tag_closed: "已关闭", // tag of a closed conversation in the list
  tag_assigned: "{name} 负责", // tag of a conversation assigned to an agent
  tag_unassigned: "未分配", // tag of a conversation nobody has
  last_image: "[图片]", // the list's preview of a last message that is an image
  last_none: "（暂无消息）", // the list's preview when there is no message
  no_selection: "请从会话列表中选择一个会话", // the conversation area before one is chosen
  thread_label: "会话记录：{name}", // accessible name of the scrollable conversation
  thread_loading: "正在加载消息…", // the conversation while its first page loads
  thread_error: "消息加载失败", // the conversation when its first page failed (with a retry button)
  thread_failed: "消息加载失败：{reason}", // toast when a conversation's messages failed to load
  live_label: "新消息", // accessible name of the live log holding the messages that arrived while watching
  older: "查看更早的消息", // button at the top of the conversation (older messages exist)
  older_loading: "正在加载更早的消息…", // the top of the conversation while older messages load
  older_failed: "更早的消息加载失败", // quick toast when older messages failed to load
  history_start: "没有更早的消息了", // the top of the conversation when all of it is shown
  thread_empty: "这个会话还没有消息", // the conversation when it has no message
  said: "{who}：", // before each message's text, for screen readers ({who}: the reader's name, or customer service)
  service: "客服", // who wrote a message: customer service
  image: "图片", // alternative text of an image in a message
  read: "已读", // under an answer the reader has read
  status_open: "进行中", // the conversation heading's status line: open
  status_closed: "已关闭", // the conversation heading's status line: closed
  assigned_info: "负责人：{name}", // the conversation heading: the assigned agent
  assigned_nobody: "负责人：未分配", // the conversation heading: nobody assigned
  assign_me: "分配给我", // button in the conversation heading
  assign_label: "分配给", // label of the agent choice in the conversation heading
  assign_none: "不分配", // the agent choice's option for nobody
  assign: "分配", // button beside the agent choice
  close_conversation: "关闭会话", // button in the conversation heading
  assigned_me: "已分配给我", // quick toast after assigning to oneself
  assigned_to: "已分配给 {name}", // quick toast after assigning to another agent
  unassigned_done: "已取消分配", // quick toast after choosing nobody
  closed_done: "会话已关闭", // quick toast after closing
  action_failed: "操作失败：{reason}", // toast when an assignment, closing or quick-reply change failed
  input_label: "回复内容", // accessible name of the reply box
  placeholder: "输入回复，Enter 发送，Shift+Enter 换行", // the reply box's placeholder
  send: "发送", // the send button
  sending: "发送中…", // the send button while a reply is being sent
  pick_image: "发送图片", // the image button (opens the file picker)
  preview: "待发送的图片", // heading of the picked image's preview
  preview_file: "{name}，{size}", // the preview's caption: file name and size
  send_image: "发送这张图片", // the preview's send button
  remove_image: "移除", // the preview's remove button
  too_long: "消息过长，最多 {max} 个字", // alert under the reply box: text over 2000 characters
  Q_EXCEED_NUM_LIMIT: "一次只能发送一张图片", // alert under the reply box: several files picked
  F_EXCEED_SIZE: "图片不能超过 5 MB", // alert under the reply box: image over 5242880 bytes
  Q_TYPE_DENIED: "只能发送 gif、jpg、jpeg、bmp、png 格式的图片", // alert under the reply box: not an allowed image by its content
  send_failed: "发送失败：{reason}", // toast when a reply or an image was not sent (the text stays in the box)
  quick_title: "快捷回复", // heading (summary) of the quick replies, under the reply box
  quick_count: "快捷回复（{count}）", // the quick replies' summary with how many there are
  quick_loading: "正在加载快捷回复…", // the quick replies while they load
  quick_error: "快捷回复加载失败", // the quick replies when they failed to load
  quick_empty: "还没有快捷回复，可在下方添加。", // the quick replies when there is none
  quick_insert: "插入", // button of a quick reply: puts its text into the reply box at the caret
  quick_edit: "编辑", // button of a quick reply: change its text
  quick_delete: "删除", // button of a quick reply: remove it (asks first)
  quick_save: "保存", // button under a quick reply being changed
  quick_cancel: "取消", // button under a quick reply being changed
  quick_edit_label: "修改快捷回复", // accessible name of the box of a quick reply being changed
  quick_new_label: "新的快捷回复", // label of the box for a new quick reply
  quick_add: "添加快捷回复", // button under the new quick reply's box
  quick_too_long: "快捷回复最多 {max} 个字", // alert under a quick reply's box: too long
  quick_added: "已添加快捷回复", // quick toast after adding
  quick_saved: "已保存快捷回复", // quick toast after changing
  quick_deleted: "已删除快捷回复", // quick toast after deleting
  quick_delete_title: "删除快捷回复", // title of the confirmation before deleting a quick reply
  quick_delete_text: "确定删除这条快捷回复吗？“{text}”", // the confirmation's message, with the quick reply's text
  confirm_delete: "删除", // the confirmation's delete button
  cancel: "取消", // the confirmation's and the working-hours dialog's cancel button
  hours_title: "工作时间设置", // title of the working-hours dialog
  hours_intro: "在以下时间段内显示为在线，时间按所选时区计算；节假日全天休息。", // the working-hours dialog's first paragraph
  hours_loading: "正在读取工作时间…", // the working-hours dialog while the setting loads
  hours_error: "工作时间读取失败", // the working-hours dialog when the setting failed to load
  time_zone: "时区（IANA 名称，例如 Asia/Shanghai）", // label of the time-zone box
  weekly: "每周工作时间", // legend of the weekdays
  weekday_1: "星期一", // a weekday's name (legend of its ranges, in labels)
  weekday_2: "星期二", // a weekday's name
  weekday_3: "星期三", // a weekday's name
  weekday_4: "星期四", // a weekday's name
  weekday_5: "星期五", // a weekday's name
  weekday_6: "星期六", // a weekday's name
  weekday_7: "星期日", // a weekday's name
  day_off: "休息", // a weekday without ranges
  time_hint: "时间格式 HH:mm，结束时间可填 24:00", // hint under the weekdays' legend
  range_start: "{day}第 {n} 段开始时间", // accessible name of a range's start box
  range_end: "{day}第 {n} 段结束时间", // accessible name of a range's end box
  range_to: "至", // between a range's start and end boxes
  add_range: "添加时间段", // button under a weekday's ranges
  add_range_label: "为{day}添加时间段", // accessible name of that button
  remove_range: "删除", // button beside a range
  remove_range_label: "删除{day}第 {n} 段", // accessible name of that button
  holidays: "节假日（全天休息）", // legend of the holidays
  holiday_new: "节假日日期", // label of the date box for a new holiday
  add_holiday: "添加节假日", // button beside the date box
  remove_holiday_label: "删除节假日 {date}", // accessible name of the remove button of a holiday
  no_holidays: "暂无节假日", // the holidays when there is none
  save: "保存", // the working-hours dialog's save button
  saving: "正在保存…", // the save button while saving
  hours_saved: "工作时间已保存", // quick toast after saving
  hours_invalid: "请修改标出的 {count} 处问题后再保存", // alert at the top of the dialog when the form has problems
  wh_timeZone: "请输入有效的 IANA 时区，例如 Asia/Shanghai", // under the time-zone box: unknown time zone
  wh_format: "时间格式应为 HH:mm（00:00 至 24:00，开始时间不能是 24:00）", // under a range: not two HH:mm times
  wh_order: "开始时间必须早于结束时间", // under a range: start not before end
  wh_overlap: "这一天的时间段有重叠", // under a weekday: ranges overlap
  wh_maxItems_day: "每天最多 {max} 个时间段", // under a weekday: too many ranges
  wh_holiday_format: "日期格式应为 YYYY-MM-DD 且是有效日期", // under a holiday: not a valid date
  wh_maxItems_holidays: "最多 {max} 个节假日", // under the holidays: too many
  wh_other: "此项有误（{rule}）", // under a field: a problem the console has no text for
} as const;
