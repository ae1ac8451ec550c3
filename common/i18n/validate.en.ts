/**
 * English strings: the messages of the SPEC §5 validation rules (common/validate.ts), shown by the forms and answered by the server. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "./types.js";
import type { validateZh } from "./validate.zh.js";

export const validateEn: Catalogue<keyof typeof validateZh> = {
  v_name_empty: "Please enter your name", // name field empty
  v_name_blank: "The name cannot be only spaces", // name field whitespace only
  v_first_name_empty: "Please enter your first name", // first name empty
  v_first_name_blank: "The first name cannot be only spaces", // first name whitespace only
  v_last_name_empty: "Please enter your last name", // last name empty
  v_last_name_blank: "The last name cannot be only spaces", // last name whitespace only
  v_nickname_empty: "Please enter a nickname", // nickname empty
  v_nickname_blank: "The nickname cannot be only spaces", // nickname whitespace only
  v_address_empty: "Please enter your address", // address empty
  v_address_blank: "The address cannot be only spaces", // address whitespace only
  v_bank_empty: "Please enter the bank", // bank empty
  v_bank_blank: "The bank cannot be only spaces", // bank whitespace only
  v_account_name_empty: "Please enter the account holder's name", // bank account name empty
  v_account_name_blank: "The account holder's name cannot be only spaces", // bank account name whitespace only
  v_account_number_empty: "Please enter the account number", // bank account number empty
  v_account_number_blank: "The account number cannot be only spaces", // bank account number whitespace only
  v_account_number_format: "The account number must be 8 to 30 digits", // bank account number not 8-30 digits
  v_company_empty: "Please enter your company", // company empty
  v_company_blank: "The company cannot be only spaces", // company whitespace only
  v_title_empty: "Please enter your job title", // job title empty
  v_title_blank: "The job title cannot be only spaces", // job title whitespace only
  v_cert_number_empty: "Please enter the certificate number", // certificate number empty
  v_cert_number_blank: "The certificate number cannot be only spaces", // certificate number whitespace only
  v_cert_type: "Please choose a certificate type", // certificate type missing or unknown
  v_contact_empty: "Please enter a contact", // contact empty
  v_contact_blank: "The contact cannot be only spaces", // contact whitespace only
  v_mobile_empty: "Please enter your mobile number", // mobile empty
  v_mobile_blank: "The mobile number cannot be only spaces", // mobile whitespace only
  v_mobile_format: "Please enter an 11-digit mobile number starting with 1", // mobile not 11 digits starting with 1
  v_country_empty: "Please enter your country or region", // country empty
  v_country_blank: "The country or region cannot be only spaces", // country whitespace only
  v_zip_code_empty: "Please enter the postcode", // zip code empty
  v_zip_code_blank: "The postcode cannot be only spaces", // zip code whitespace only
  v_remark_empty: "Please enter a remark", // remark empty
  v_remark_blank: "The remark cannot be only spaces", // remark whitespace only
  v_too_long: "At most {max} characters", // any text field too long
  v_emoji: "Emoji are not allowed", // any text field with emoji
  v_control_chars: "Must not contain control characters", // any text field with NUL or another control character (server check)
  v_email_empty: "Please enter your email", // email empty
  v_email_format: "The email address is not valid", // email not local@domain with a 2-4 character final label
  v_email_list_format: "The email address {email} is not valid", // one address of an email list is wrong
  v_password_empty: "Please enter a password", // new password empty
  v_password_chars: "The password cannot contain spaces or Chinese characters", // password with whitespace or Chinese characters
  v_password_length: "The password must be {min} to {max} characters", // password not 8-16 characters
  v_password_kinds: "Use at least two of: digits, lower-case letters, upper-case letters, symbols", // password of one kind only
  v_password_common: "This password is too common, please choose another", // password on the common-password list
  v_password_same: "The new password must differ from the current one", // password change to the same password
  v_old_password_empty: "Please enter your current password", // password change: current password empty
  v_confirm_empty: "Please enter the password again", // confirm password empty
  uc1_profile_15: "The two passwords do not match", // confirm password differs (SPEC §5)
  v_code_empty: "Please enter a user name", // member code empty
  v_code_format: "The user name must be {min} to {max} letters, digits, symbols or Chinese characters", // member code format
  v_captcha_empty: "Please enter the verification code", // verification code empty
  v_province_empty: "Please choose a province", // Chinese address: province not chosen
  v_city_empty: "Please choose a city", // Chinese address: city not chosen
  v_area_empty: "Please choose a district", // Chinese address: area not chosen
  v_region_unknown: "The province, city and district do not exist or do not match", // server: province/city/area codes unknown or not nested
  v_id_card_empty: "Please enter the ID card number", // ID card empty
  v_id_card: "The ID card number is not valid", // ID card not 15/18 digits or bad birth date
  v_digits: "Digits only", // digits-only field
  v_date_empty: "Please enter a date", // date empty
  v_date: "The date is not valid; use {format}", // date not matching or out of range
  v_account_empty: "Please enter your mobile number or email", // reset form: account empty
  v_mobile_or_email: "Please enter a valid mobile number or email", // reset form: account neither mobile nor email
};
