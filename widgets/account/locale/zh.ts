/**
 * Chinese strings: the account feature. The comment on each entry says where it appears. zh has no plural forms.
 */
export const messagesZh = {
  login: "登录", // <pw-login-form> submit button; <pw-register-form> link to the login page; <pw-bind-account> guest's login link
  avatar_alt: "{name}的头像", // <pw-bind-account> choose step: alt text of the third-party account's avatar
  loading: "正在加载…", // <pw-bind-account> status line while the bindings or the provider callback load
  account: "账号", // label of the account field: <pw-login-form>, <pw-bind-account> bind-to-an-existing-account form
  password: "密码", // label of the password field: <pw-login-form>, <pw-bind-account> bind-to-an-existing-account form
  login_title: "会员登录", // <pw-login-form> heading
  login_submitting: "正在登录…", // <pw-login-form> submit button while logging in
  remember_me: "记住我（30 天内免登录）", // login form: the checkbox under the password (ticked: a 30-day session, else 12 hours)
  account_required: "请输入账号", // error under the empty account field of <pw-login-form>; alert of <pw-bind-account>'s bind form
  password_required: "请输入密码", // error under the empty password field of <pw-login-form>; alert of <pw-bind-account>'s bind form
  account_hint: "账号代码、手机号或邮箱", // <pw-login-form> hint under the account field
  submitting: "正在提交…", // submit button while the call runs: register, forgot-password, profile, password, certificate and bank forms
  save: "保存", // submit button of <pw-profile-form>, <pw-certificate-form>, <pw-bank-form>
  saved: "已保存", // success line after saving <pw-profile-form>, <pw-certificate-form>, <pw-bank-form>
  next: "下一步", // <pw-forget-password-form> step 1 submit button
  continue: "继续", // <pw-bind-account> link after a binding succeeded
  choose: "请选择", // <pw-certificate-form> certificate type select: empty option
  choose_province: "请选择省份", // <pw-profile-form> (Chinese edition) province select: empty option
  choose_city: "请选择城市", // <pw-profile-form> (Chinese edition) city select: empty option
  choose_area: "请选择区县", // <pw-profile-form> (Chinese edition) district select: empty option
  back_to_login: "返回登录", // <pw-forget-password-form> link to the login page (steps 1 and 2)
  f_mobile: "手机号码", // label of the mobile field: <pw-register-form> (register by mobile), <pw-profile-form>
  f_email: "邮箱", // label of the email field: <pw-register-form> (register by email), <pw-profile-form>
  f_mobile_or_email: "手机号码或邮箱", // <pw-forget-password-form> step 1: label of the account field
  f_captcha: "验证码", // label of the verification-code field: <pw-register-form>, <pw-forget-password-form> step 1
  f_mobile_captcha: "手机验证码", // <pw-profile-form>: label of the code field shown when the mobile is changed
  f_email_captcha: "邮箱验证码", // <pw-profile-form>: label of the code field shown when the email is changed
  f_code: "用户名（选填）", // <pw-register-form>: label of the optional member code (user name) field
  f_code_hint: "4-16位字母、数字、符号或汉字；不填将自动生成", // <pw-register-form>: hint under the member code field
  f_name: "姓名", // label of the name field: <pw-register-form>, <pw-profile-form> (Chinese edition)
  f_first_name: "名", // <pw-profile-form> (English edition): first name label
  f_last_name: "姓", // <pw-profile-form> (English edition): last name label
  f_nickname: "昵称", // <pw-profile-form>: nickname label
  f_company: "单位名称", // <pw-profile-form>: company label
  f_title: "职务", // <pw-profile-form>: job title label
  f_country: "国家或地区", // <pw-profile-form> (English edition): country label
  f_province: "省份", // <pw-profile-form> (Chinese edition): province select label
  f_city: "城市", // <pw-profile-form> (Chinese edition): city select label
  f_area: "区县", // <pw-profile-form> (Chinese edition): district select label
  f_address: "详细地址", // <pw-profile-form>: address label
  f_zip_code: "邮政编码", // <pw-profile-form>: postcode label
  f_contact: "联系方式", // <pw-profile-form>: other contact label
  f_remark: "备注", // <pw-profile-form>: remark label (text area)
  f_password: "密码", // <pw-register-form>: password label
  f_password_hint: "8-16位，包含数字、小写字母、大写字母、符号中的至少两种，不能有空格或中文", // hint under the new password field: <pw-register-form>, <pw-forget-password-form> step 2, <pw-password-form>
  f_confirm_password: "确认密码", // label of the confirmation field: <pw-register-form>, <pw-forget-password-form> step 2, <pw-password-form>
  f_old_password: "原密码", // <pw-password-form>: current password label
  f_new_password: "新密码", // new password label: <pw-password-form>, <pw-forget-password-form> step 2
  f_cert_type: "证件类型", // <pw-certificate-form>: certificate type select label
  f_cert_name: "证件姓名", // <pw-certificate-form>: label of the name on the certificate
  f_cert_number: "证件号码", // <pw-certificate-form>: certificate number label
  cert_id_card: "居民身份证", // <pw-certificate-form>: certificate type option (mainland ID card, checked by SPEC §5)
  cert_passport: "护照", // <pw-certificate-form>: certificate type option
  cert_other: "其他证件", // <pw-certificate-form>: certificate type option
  f_bank: "开户银行", // <pw-bank-form>: bank label
  f_account_name: "开户名", // <pw-bank-form>: account holder label
  f_account_number: "银行账号", // <pw-bank-form>: account number label
  vc_get: "获取验证码", // verification-code button (<pw-verify-code-button> and the code buttons of the register, forgot-password and profile forms) before any send
  vc_resend: "重新获取", // verification-code button once the countdown is over
  vc_resend_in: "{count}秒后重新获取", // verification-code button while counting down ({count} = seconds left)
  vc_sent: "验证码已发送", // verification-code button: announced (sr-only status) after a code was sent
  vc_sent_if_exists: "如该账号已注册，验证码已发送", // <pw-forget-password-form> code button: announced after a send (whether the account exists is not revealed)
  reg_title: "注册会员", // <pw-register-form> heading
  reg_type: "注册方式", // <pw-register-form>: legend of the mobile / email radios
  reg_by_mobile: "手机注册", // <pw-register-form>: radio, register by mobile
  reg_by_email: "邮箱注册", // <pw-register-form>: radio, register by email
  reg_nature: "会员类型", // <pw-register-form>: legend of the member type radios
  reg_nature_1: "供稿会员", // <pw-register-form>: member type radio, nature 1
  reg_nature_2: "个人会员", // <pw-register-form>: member type radio, nature 2 (the default)
  reg_submit: "注册", // <pw-register-form> submit button
  reg_done: "注册成功", // <pw-register-form> success line (then the page leaves unless no-redirect)
  reg_have_account: "已有账号？", // <pw-register-form>: text before the login link
  reg_with_third_party: "注册后将同时绑定您的第三方账号", // <pw-register-form> with a binding ticket: line under the heading
  fgt_title: "找回密码", // <pw-forget-password-form> heading
  fgt_step1: "第一步：输入注册时的手机号码或邮箱，获取并填写验证码", // <pw-forget-password-form>: line under the heading, step 1
  fgt_step2: "第二步：设置新密码", // <pw-forget-password-form>: line under the heading, step 2
  fgt_step3: "密码已重置，请使用新密码登录", // <pw-forget-password-form>: line under the heading once the password is reset
  fgt_submit: "重置密码", // <pw-forget-password-form> step 2 submit button
  fgt_done: "密码已重置", // <pw-forget-password-form> success line after the reset
  fgt_to_login: "去登录", // <pw-forget-password-form> link to the login page after the reset
  profile_title: "基本资料", // <pw-profile-form> heading
  pwd_title: "修改密码", // <pw-password-form> heading
  pwd_submit: "修改密码", // <pw-password-form> submit button
  pwd_done: "密码已修改，其他设备上的登录已退出", // <pw-password-form> success line
  cer_title: "证件信息", // <pw-certificate-form> heading
  bank_title: "银行信息", // <pw-bank-form> heading
  bank_saved_number: "已保存的账号：{number}", // <pw-bank-form>: line under the heading with the masked saved account number
  tp_weibo: "微博", // <pw-bind-account>: provider name in the list and in messages ({provider})
  tp_wechat: "微信", // <pw-bind-account>: provider name in the list and in messages ({provider})
  tp_qq: "QQ", // <pw-bind-account>: provider name in the list and in messages ({provider})
  bind_title: "第三方账号", // <pw-bind-account> heading
  bind_list_intro: "绑定后可使用第三方账号直接登录。", // <pw-bind-account> list (member): line under the heading
  bind_guest_intro: "使用第三方账号登录：", // <pw-bind-account> list (guest): line under the heading
  bind_bound_as: "已绑定：{nickname}", // <pw-bind-account> list: state of a bound provider
  bind_not_bound: "未绑定", // <pw-bind-account> list: state of an unbound provider
  bind_none: "本站暂未开通第三方账号登录。", // <pw-bind-account> list: no provider configured on the server
  bind_unavailable: "暂未开通", // <pw-bind-account> list: state of a provider the server has not configured
  bind_bind: "绑定", // <pw-bind-account> list: link that starts binding a provider
  bind_unbind: "解除绑定", // <pw-bind-account> list: unbind button
  bind_unbound: "已解除{provider}账号绑定", // <pw-bind-account> list: success line after unbinding
  bind_login_with: "{provider}登录", // <pw-bind-account> list (guest): login link of a provider
  bind_done: "已成功绑定{provider}账号 {nickname}", // <pw-bind-account>: success line after a binding (back from the provider)
  bind_choose: "{provider}账号 {nickname} 尚未绑定会员账号。请输入已有账号和密码进行绑定：", // <pw-bind-account> choose step: intro of the bind-to-an-existing-account form
  bind_submit: "绑定并登录", // <pw-bind-account> choose step: submit button (and the form's name)
  bind_or: "还没有账号？", // <pw-bind-account> choose step: text before the register link
  bind_register: "注册新账号并绑定", // <pw-bind-account> choose step: link to register with the binding ticket
  bind_denied: "您已取消授权", // <pw-bind-account>: alert when the reader declined at the provider
  bind_back: "返回第三方账号", // <pw-bind-account>: link back to the list after an error
  handoff_title: "登录合作网站", // <pw-login-handoff> heading (the login hand-off's popup, issue 22)
  handoff_intro: "登录后，{origin} 上的 Photowire 功能将以您的身份使用（1 小时内有效）。", // <pw-login-handoff>: above the login form for a guest; {origin} is the partner site
  handoff_working: "正在为 {origin} 登录…", // <pw-login-handoff>: while the token is asked for
  handoff_done: "已在 {origin} 登录，此窗口即将关闭。", // <pw-login-handoff>: the token went to the partner page
  handoff_not_allowed: "{origin} 不能使用 Photowire 登录。", // <pw-login-handoff>: the server refused the origin (not in ALLOWED_ORIGINS)
  handoff_no_opener: "请从合作网站上的“登录”链接打开此页。", // <pw-login-handoff>: the page was opened without a partner page behind it
  handoff_bad_origin: "此页地址中没有有效的合作网站地址。", // <pw-login-handoff>: the page's ?origin= is missing or not an http(s) origin
  handoff_close: "关闭窗口", // <pw-login-handoff>: button closing the popup
} as const;
