/**
 * Chinese strings: the messages of the SPEC §5 validation rules (common/validate.ts), shown by the forms and answered by the server. The comment on each entry says where it appears. zh has no plural forms.
 */
export const validateZh = {
  v_name_empty: "请输入姓名", // name field empty
  v_name_blank: "姓名不能只包含空格", // name field whitespace only
  v_first_name_empty: "请输入名", // first name empty
  v_first_name_blank: "名不能只包含空格", // first name whitespace only
  v_last_name_empty: "请输入姓", // last name empty
  v_last_name_blank: "姓不能只包含空格", // last name whitespace only
  v_nickname_empty: "请输入昵称", // nickname empty
  v_nickname_blank: "昵称不能只包含空格", // nickname whitespace only
  v_address_empty: "请输入详细地址", // address empty
  v_address_blank: "详细地址不能只包含空格", // address whitespace only
  v_bank_empty: "请输入开户银行", // bank empty
  v_bank_blank: "开户银行不能只包含空格", // bank whitespace only
  v_account_name_empty: "请输入开户名", // bank account name empty
  v_account_name_blank: "开户名不能只包含空格", // bank account name whitespace only
  v_account_number_empty: "请输入银行账号", // bank account number empty
  v_account_number_blank: "银行账号不能只包含空格", // bank account number whitespace only
  v_account_number_format: "银行账号应为8-30位数字", // bank account number not 8-30 digits
  v_company_empty: "请输入单位名称", // company empty
  v_company_blank: "单位名称不能只包含空格", // company whitespace only
  v_title_empty: "请输入职务", // job title empty
  v_title_blank: "职务不能只包含空格", // job title whitespace only
  v_cert_number_empty: "请输入证件号码", // certificate number empty
  v_cert_number_blank: "证件号码不能只包含空格", // certificate number whitespace only
  v_cert_type: "请选择证件类型", // certificate type missing or unknown
  v_contact_empty: "请输入联系方式", // contact empty
  v_contact_blank: "联系方式不能只包含空格", // contact whitespace only
  v_mobile_empty: "请输入手机号码", // mobile empty
  v_mobile_blank: "手机号码不能只包含空格", // mobile whitespace only
  v_mobile_format: "请输入以1开头的11位手机号码", // mobile not 11 digits starting with 1
  v_country_empty: "请输入国家或地区", // country empty
  v_country_blank: "国家或地区不能只包含空格", // country whitespace only
  v_zip_code_empty: "请输入邮政编码", // zip code empty
  v_zip_code_blank: "邮政编码不能只包含空格", // zip code whitespace only
  v_remark_empty: "请输入备注", // remark empty
  v_remark_blank: "备注不能只包含空格", // remark whitespace only
  v_too_long: "不能超过{max}个字符", // any text field too long
  v_emoji: "不能包含表情符号", // any text field with emoji
  v_control_chars: "不能包含控制字符", // any text field with NUL or another control character (server check)
  v_email_empty: "请输入邮箱", // email empty
  v_email_format: "邮箱格式不正确", // email not local@domain with a 2-4 character final label
  v_email_list_format: "邮箱 {email} 格式不正确", // one address of an email list is wrong
  v_password_empty: "请输入密码", // new password empty
  v_password_chars: "密码不能包含空格或中文", // password with whitespace or Chinese characters
  v_password_length: "密码长度为{min}-{max}位", // password not 8-16 characters
  v_password_kinds: "密码须包含数字、小写字母、大写字母、符号中的至少两种", // password of one kind only
  v_password_common: "该密码过于常见，请换一个", // password on the common-password list
  v_password_same: "新密码不能与原密码相同", // password change to the same password
  v_old_password_empty: "请输入原密码", // password change: current password empty
  v_confirm_empty: "请再次输入密码", // confirm password empty
  uc1_profile_15: "两次输入的密码不一致", // confirm password differs (SPEC §5)
  v_code_empty: "请输入用户名", // member code empty
  v_code_format: "用户名为{min}-{max}位字母、数字、符号或汉字", // member code format
  v_captcha_empty: "请输入验证码", // verification code empty
  v_province_empty: "请选择省份", // Chinese address: province not chosen
  v_city_empty: "请选择城市", // Chinese address: city not chosen
  v_area_empty: "请选择区县", // Chinese address: area not chosen
  v_region_unknown: "所选省市区不存在或不匹配", // server: province/city/area codes unknown or not nested
  v_id_card_empty: "请输入身份证号码", // ID card empty
  v_id_card: "身份证号码格式不正确", // ID card not 15/18 digits or bad birth date
  v_digits: "只能输入数字", // digits-only field
  v_date_empty: "请输入日期", // date empty
  v_date: "日期格式不正确，应为{format}", // date not matching or out of range
  v_account_empty: "请输入手机号码或邮箱", // reset form: account empty
  v_mobile_or_email: "请输入正确的手机号码或邮箱", // reset form: account neither mobile nor email
} as const;
