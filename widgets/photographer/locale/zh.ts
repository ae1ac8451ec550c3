/**
 * Chinese strings: the photographer feature (pw-photographer-form). The comment on each entry says where it appears.
 * Field messages come from the validation catalogue (common/i18n/validate), server codes from the codes catalogue.
 */
export const messagesZh = {
  title_register: "登记为摄影师", // heading of the form for a member without a profile
  title_profile: "摄影师资料", // heading of the form for a member with a profile
  intro_register: "登记后，您署名的照片将汇集到您的作品集页面。资料经审核后公开简介。", // line under the registration heading
  name: "署名", // label: the name photos are credited with
  name_hint: "照片署名与作品集页面使用此名称", // hint under the name field
  name_zh: "中文署名", // label: optional Chinese name
  mobile: "联系手机", // label: contact mobile
  captcha: "验证码", // label: the code sent to the mobile
  captcha_hint: "更换手机号需要验证新号码", // hint under the code field when updating
  send_code: "获取验证码", // button that sends the code
  resend_in: "{seconds}秒后重发", // the code button while counting down
  sending: "发送中…", // the code button while sending
  code_sent: "验证码已发送至 {mobile}", // status line after a code is sent
  email: "联系邮箱", // label: optional email
  bio: "简介", // label: introduction shown on the portfolio page
  bio_hint: "最多500字，审核通过后显示在作品集页面", // hint under the introduction
  submit_register: "提交登记", // submit button, registration
  submit_update: "保存资料", // submit button, update
  saving: "保存中…", // submit button while saving
  registered: "登记成功，资料等待审核。", // status line after registering
  saved: "资料已保存。", // status line after an update
  status: "状态", // label of the status line
  status_pending: "审核中", // status 0
  status_approved: "已通过", // status 1
  status_rejected: "未通过", // status 2
  portfolio: "查看作品集页面", // link to the portfolio page
  photos: "已发布照片：{count}", // number of published photos crediting them
  loading: "加载中…", // while the profile is read
  login_needed: "请先登录。", // shown to a guest
  login: "登录", // link to the login page for a guest
  optional: "（选填）", // appended to optional field labels
} as const;
