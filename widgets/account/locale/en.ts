/**
 * English strings: the account feature. The comment on each entry says where it appears. Plural entries ({ one, other }) are chosen by Intl.PluralRules on {count}.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  login: "Log in", // <pw-login-form> submit button; <pw-register-form> link to the login page; <pw-bind-account> guest's login link
  avatar_alt: "{name}'s avatar", // <pw-bind-account> choose step: alt text of the third-party account's avatar
  loading: "Loading…", // <pw-bind-account> status line while the bindings or the provider callback load
  account: "Account", // label of the account field: <pw-login-form>, <pw-bind-account> bind-to-an-existing-account form
  password: "Password", // label of the password field: <pw-login-form>, <pw-bind-account> bind-to-an-existing-account form
  login_title: "Member login", // <pw-login-form> heading
  login_submitting: "Logging in…", // <pw-login-form> submit button while logging in
  remember_me: "Remember me for 30 days", // login form: the checkbox under the password (ticked: a 30-day session, else 12 hours)
  account_required: "Please enter your account", // error under the empty account field of <pw-login-form>; alert of <pw-bind-account>'s bind form
  password_required: "Please enter your password", // error under the empty password field of <pw-login-form>; alert of <pw-bind-account>'s bind form
  account_hint: "Account code, mobile number or email", // <pw-login-form> hint under the account field
  submitting: "Sending…", // submit button while the call runs: register, forgot-password, profile, password, certificate and bank forms
  save: "Save", // submit button of <pw-profile-form>, <pw-certificate-form>, <pw-bank-form>
  saved: "Saved", // success line after saving <pw-profile-form>, <pw-certificate-form>, <pw-bank-form>
  next: "Next", // <pw-forget-password-form> step 1 submit button
  continue: "Continue", // <pw-bind-account> link after a binding succeeded
  choose: "Please choose", // <pw-certificate-form> certificate type select: empty option
  choose_province: "Choose a province", // <pw-profile-form> (Chinese edition) province select: empty option
  choose_city: "Choose a city", // <pw-profile-form> (Chinese edition) city select: empty option
  choose_area: "Choose a district", // <pw-profile-form> (Chinese edition) district select: empty option
  back_to_login: "Back to login", // <pw-forget-password-form> link to the login page (steps 1 and 2)
  f_mobile: "Mobile number", // label of the mobile field: <pw-register-form> (register by mobile), <pw-profile-form>
  f_email: "Email", // label of the email field: <pw-register-form> (register by email), <pw-profile-form>
  f_mobile_or_email: "Mobile number or email", // <pw-forget-password-form> step 1: label of the account field
  f_captcha: "Verification code", // label of the verification-code field: <pw-register-form>, <pw-forget-password-form> step 1
  f_mobile_captcha: "Code sent to the mobile", // <pw-profile-form>: label of the code field shown when the mobile is changed
  f_email_captcha: "Code sent to the email", // <pw-profile-form>: label of the code field shown when the email is changed
  f_code: "User name (optional)", // <pw-register-form>: label of the optional member code (user name) field
  f_code_hint: "4 to 16 letters, digits, symbols or Chinese characters; one is made for you if left empty", // <pw-register-form>: hint under the member code field
  f_name: "Name", // label of the name field: <pw-register-form>, <pw-profile-form> (Chinese edition)
  f_first_name: "First name", // <pw-profile-form> (English edition): first name label
  f_last_name: "Last name", // <pw-profile-form> (English edition): last name label
  f_nickname: "Nickname", // <pw-profile-form>: nickname label
  f_company: "Company", // <pw-profile-form>: company label
  f_title: "Job title", // <pw-profile-form>: job title label
  f_country: "Country or region", // <pw-profile-form> (English edition): country label
  f_province: "Province", // <pw-profile-form> (Chinese edition): province select label
  f_city: "City", // <pw-profile-form> (Chinese edition): city select label
  f_area: "District", // <pw-profile-form> (Chinese edition): district select label
  f_address: "Address", // <pw-profile-form>: address label
  f_zip_code: "Postcode", // <pw-profile-form>: postcode label
  f_contact: "Contact", // <pw-profile-form>: other contact label
  f_remark: "Remark", // <pw-profile-form>: remark label (text area)
  f_password: "Password", // <pw-register-form>: password label
  f_password_hint: "8 to 16 characters with at least two of digits, lower-case, upper-case and symbols; no spaces or Chinese characters", // hint under the new password field: <pw-register-form>, <pw-forget-password-form> step 2, <pw-password-form>
  f_confirm_password: "Confirm password", // label of the confirmation field: <pw-register-form>, <pw-forget-password-form> step 2, <pw-password-form>
  f_old_password: "Current password", // <pw-password-form>: current password label
  f_new_password: "New password", // new password label: <pw-password-form>, <pw-forget-password-form> step 2
  f_cert_type: "Certificate type", // <pw-certificate-form>: certificate type select label
  f_cert_name: "Name on the certificate", // <pw-certificate-form>: label of the name on the certificate
  f_cert_number: "Certificate number", // <pw-certificate-form>: certificate number label
  cert_id_card: "Mainland ID card", // <pw-certificate-form>: certificate type option (mainland ID card, checked by SPEC §5)
  cert_passport: "Passport", // <pw-certificate-form>: certificate type option
  cert_other: "Other certificate", // <pw-certificate-form>: certificate type option
  f_bank: "Bank", // <pw-bank-form>: bank label
  f_account_name: "Account holder", // <pw-bank-form>: account holder label
  f_account_number: "Account number", // <pw-bank-form>: account number label
  vc_get: "Get code", // verification-code button (<pw-verify-code-button> and the code buttons of the register, forgot-password and profile forms) before any send
  vc_resend: "Send again", // verification-code button once the countdown is over
  vc_resend_in: { one: "Resend in {count} second", other: "Resend in {count} seconds" }, // verification-code button while counting down ({count} = seconds left)
  vc_sent: "The code has been sent", // verification-code button: announced (sr-only status) after a code was sent
  vc_sent_if_exists: "If this account is registered, a code has been sent", // <pw-forget-password-form> code button: announced after a send (whether the account exists is not revealed)
  reg_title: "Register", // <pw-register-form> heading
  reg_type: "Register with", // <pw-register-form>: legend of the mobile / email radios
  reg_by_mobile: "Mobile number", // <pw-register-form>: radio, register by mobile
  reg_by_email: "Email", // <pw-register-form>: radio, register by email
  reg_nature: "Member type", // <pw-register-form>: legend of the member type radios
  reg_nature_1: "Contributor", // <pw-register-form>: member type radio, nature 1
  reg_nature_2: "Individual member", // <pw-register-form>: member type radio, nature 2 (the default)
  reg_submit: "Register", // <pw-register-form> submit button
  reg_done: "Registered", // <pw-register-form> success line (then the page leaves unless no-redirect)
  reg_have_account: "Already have an account?", // <pw-register-form>: text before the login link
  reg_with_third_party: "Your third-party account will be bound to the new account", // <pw-register-form> with a binding ticket: line under the heading
  fgt_title: "Forgot password", // <pw-forget-password-form> heading
  fgt_step1: "Step 1: enter the mobile number or email you registered with, then get and enter the code", // <pw-forget-password-form>: line under the heading, step 1
  fgt_step2: "Step 2: choose a new password", // <pw-forget-password-form>: line under the heading, step 2
  fgt_step3: "Your password has been reset. Log in with the new password.", // <pw-forget-password-form>: line under the heading once the password is reset
  fgt_submit: "Reset password", // <pw-forget-password-form> step 2 submit button
  fgt_done: "Password reset", // <pw-forget-password-form> success line after the reset
  fgt_to_login: "Log in", // <pw-forget-password-form> link to the login page after the reset
  profile_title: "Profile", // <pw-profile-form> heading
  pwd_title: "Change password", // <pw-password-form> heading
  pwd_submit: "Change password", // <pw-password-form> submit button
  pwd_done: "Password changed; you were logged out on other devices", // <pw-password-form> success line
  cer_title: "Certificate", // <pw-certificate-form> heading
  bank_title: "Bank details", // <pw-bank-form> heading
  bank_saved_number: "Saved account: {number}", // <pw-bank-form>: line under the heading with the masked saved account number
  tp_weibo: "Weibo", // <pw-bind-account>: provider name in the list and in messages ({provider})
  tp_wechat: "WeChat", // <pw-bind-account>: provider name in the list and in messages ({provider})
  tp_qq: "QQ", // <pw-bind-account>: provider name in the list and in messages ({provider})
  bind_title: "Third-party accounts", // <pw-bind-account> heading
  bind_list_intro: "Bind an account to log in with it directly.", // <pw-bind-account> list (member): line under the heading
  bind_guest_intro: "Log in with a third-party account:", // <pw-bind-account> list (guest): line under the heading
  bind_bound_as: "Bound: {nickname}", // <pw-bind-account> list: state of a bound provider
  bind_not_bound: "Not bound", // <pw-bind-account> list: state of an unbound provider
  bind_none: "No third-party login is available on this site.", // <pw-bind-account> list: no provider configured on the server
  bind_unavailable: "Not available", // <pw-bind-account> list: state of a provider the server has not configured
  bind_bind: "Bind", // <pw-bind-account> list: link that starts binding a provider
  bind_unbind: "Unbind", // <pw-bind-account> list: unbind button
  bind_unbound: "Your {provider} account is no longer bound", // <pw-bind-account> list: success line after unbinding
  bind_login_with: "Log in with {provider}", // <pw-bind-account> list (guest): login link of a provider
  bind_done: "Your {provider} account {nickname} is now bound", // <pw-bind-account>: success line after a binding (back from the provider)
  bind_choose: "The {provider} account {nickname} is not bound to a member yet. Enter an existing account and password to bind it:", // <pw-bind-account> choose step: intro of the bind-to-an-existing-account form
  bind_submit: "Bind and log in", // <pw-bind-account> choose step: submit button (and the form's name)
  bind_or: "No account yet?", // <pw-bind-account> choose step: text before the register link
  bind_register: "Register and bind", // <pw-bind-account> choose step: link to register with the binding ticket
  bind_denied: "You cancelled the authorisation", // <pw-bind-account>: alert when the reader declined at the provider
  bind_back: "Back to third-party accounts", // <pw-bind-account>: link back to the list after an error
  handoff_title: "Log in on a partner site", // <pw-login-handoff> heading (the login hand-off's popup, issue 22)
  handoff_intro: "Once you log in, Photowire on {origin} will know you (for one hour).", // <pw-login-handoff>: above the login form for a guest; {origin} is the partner site
  handoff_working: "Logging you in on {origin}…", // <pw-login-handoff>: while the token is asked for
  handoff_done: "You are logged in on {origin}. This window will close.", // <pw-login-handoff>: the token went to the partner page
  handoff_not_allowed: "{origin} may not use your Photowire login.", // <pw-login-handoff>: the server refused the origin (not in ALLOWED_ORIGINS)
  handoff_no_opener: "Open this page from the login link on the partner site.", // <pw-login-handoff>: the page was opened without a partner page behind it
  handoff_bad_origin: "This page's address names no valid partner site.", // <pw-login-handoff>: the page's ?origin= is missing or not an http(s) origin
  handoff_close: "Close window", // <pw-login-handoff>: button closing the popup
};
