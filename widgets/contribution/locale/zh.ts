/**
 * 中文字符串：投稿表单（pw-contribution-form，uc1-new 页）。每条注释说明出现的位置。
 * SPEC §8 的消息：api_tools_1 来自 codes 目录；api_1、api_2、api_tools_30 只由服务器说出，显示其回答的 msg。
 */
export const messagesZh = {
  form_label: "新稿件", // 表单的无障碍名称（区域标题）
  loading: "正在读取稿件…", // 读取草稿时的提示
  load_failed: "无法读取稿件", // 读取失败时的标题
  title: "标题", // 标题输入框的标签
  description: "说明", // 说明文本框的标签
  keywords: "关键词", // 关键词输入框的标签
  keywords_hint: "用逗号分隔", // 关键词输入框下的提示
  subject: "栏目", // 栏目下拉框的标签
  subject_choose: "请选择栏目", // 栏目下拉框的空选项
  shooting_date: "拍摄日期", // 拍摄日期输入框的标签
  files: "图片", // 图片列表的标题
  files_empty: "还没有上传文件。请在上方上传图片，文件信息会自动填入。", // 没有文件时的提示
  caption_of: "第 {n} 张图片的图片说明", // 每张图片说明输入框的标签
  remove_file: "移除第 {n} 张图片", // 每张图片的移除按钮（无障碍名称）
  remove: "移除", // 每张图片的移除按钮文字
  move_up: "上移第 {n} 张图片", // 上移按钮（无障碍名称）
  move_down: "下移第 {n} 张图片", // 下移按钮（无障碍名称）
  submit: "提交稿件", // 提交按钮
  submitting: "正在提交…", // 提交中的按钮文字
  save_idle: "尚未保存", // 保存状态：新稿件还没有内容
  save_dirty: "有未保存的修改", // 保存状态：刚编辑
  save_saving: "正在保存…", // 保存状态：保存中
  save_saved: "已保存 {time}", // 保存状态：已保存及时间
  save_offline: "离线：修改已保存在本机，联网后会自动保存", // 保存状态：网络失败
  save_error: "保存失败", // 保存状态：服务器拒绝
  title_required: "请填写标题", // 标题为空时提交
  title_too_long: "标题不能超过 200 个字", // 标题过长
  text_emoji: "不能包含表情符号", // 标题、说明或关键词包含表情符号（提交前发现或服务器拒绝）
  subject_required: "请选择栏目", // 未选栏目时提交
  files_required: "请至少上传一张图片", // 没有文件时提交
  date_invalid: "请输入有效日期（年-月-日）", // 日期无效
  submitted_title: "稿件已提交审核", // 提交成功后的标题（issue 19：发布前由编辑审核）
  submitted_body: "本社编辑会在发布前审核每一篇稿件，通过后才会发布。审核结果会显示在这里和“我的稿件”中。", // 提交成功后的说明
  review_state: "审核状态：{state}", // 已提交稿件的审核状态（后接状态）
  review_submitted: "等待审核", // 审核状态：已提交，尚未审核
  review_in_review: "审核中", // 审核状态：编辑正在审核
  review_approved: "已通过并发布", // 审核状态：已通过，稿件已发布
  review_rejected: "未通过", // 审核状态：被拒绝（后接原因）
  review_changes: "需要修改", // 审核状态：编辑要求修改
  review_reason: "编辑意见：{reason}", // 被拒绝或要求修改时编辑给出的原因
  changes_title: "编辑要求修改这篇稿件", // 被退回修改的草稿：表单上方的提示标题
  changes_body: "请按编辑意见修改后重新提交。", // 被退回修改的草稿：提示说明
  view_story: "查看稿件页面", // 稿件通过审核后指向发布页面的链接
  my_stories: "我的稿件", // 提交成功后指向 uc1-upload?tab=publish 的链接
  new_story: "再投一篇", // 提交成功后开始新稿件的链接
  // issue 20：每个文件的授权分组（ContributionLicence）
  licence_of: "第 {n} 张图片的授权", // 每个文件授权分组的标题
  licence_type: "授权类型", // 授权类型单选按钮组的标题
  licence_rm: "版权管理（RM）", // 授权类型：版权管理
  licence_rm_hint: "按用途计价，每次使用需单独授权。", // “版权管理”下的一行说明
  licence_rf: "免版税（RF）", // 授权类型：免版税
  licence_rf_hint: "一次购买，可多次使用，无需另付费用。", // “免版税”下的一行说明
  licence_editorial: "仅限编辑用途", // 授权类型：仅限编辑用途（默认）
  licence_editorial_hint: "仅用于新闻、评论和教育，不得用于广告或商品。", // “仅限编辑用途”下的一行说明
  restrictions_zh: "使用限制（中文，选填）", // 中文使用限制输入框的标签
  restrictions_en: "使用限制（英文，选填）", // 英文使用限制输入框的标签
  restrictions_count: "{n} / {max} 字", // 每个使用限制输入框下的字数
  model_release: "肖像权授权", // 肖像权授权下拉框的标签
  property_release: "物权授权", // 物权授权下拉框的标签
  release_released: "已签署授权书", // 授权选项：已签署授权书
  release_none: "无授权", // 授权选项：无授权（默认）
  release_not_applicable: "不适用", // 授权选项：无需授权的人物或财物
  restrictions_too_long: "最多 {max} 个字", // 使用限制过长（提交前发现或服务器拒绝）
  restrictions_emoji: "不能包含表情符号", // 使用限制包含表情符号
  licence_choose: "请从选项中选择", // 服务器拒绝了授权类型或授权状态（不在选项中）
} as const;
