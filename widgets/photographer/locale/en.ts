/**
 * English strings: the photographer feature (pw-photographer-form). The comment on each entry says where it appears.
 * Field messages come from the validation catalogue (common/i18n/validate), server codes from the codes catalogue.
 */
import type { Catalogue } from "../../../common/i18n/index.js";
import type { messagesZh } from "./zh.js";

export const messagesEn: Catalogue<keyof typeof messagesZh> = {
  title_register: "Register as a photographer", // heading of the form for a member without a profile
  intro_register: "Once registered, the photos credited to you are gathered on your portfolio page. Your introduction is shown after review.", // line under the registration heading
  title_profile: "Photographer profile", // heading of the form for a member with a profile
  name: "Credit name", // label: the name photos are credited with
  name_hint: "Your photo credits and portfolio page use this name", // hint under the name field
  name_zh: "Chinese name", // label: optional Chinese name
  mobile: "Contact mobile", // label: contact mobile
  captcha: "Verification code", // label: the code sent to the mobile
  captcha_hint: "A new mobile number needs its code", // hint under the code field when updating
  send_code: "Send code", // button that sends the code
  resend_in: "Resend in {seconds} s", // the code button while counting down
  sending: "Sending…", // the code button while sending
  code_sent: "A code was sent to {mobile}", // status line after a code is sent
  email: "Contact email", // label: optional email
  bio: "Introduction", // label: introduction shown on the portfolio page
  bio_hint: "Up to 500 characters, shown on your portfolio page after review", // hint under the introduction
  submit_register: "Register", // submit button, registration
  submit_update: "Save profile", // submit button, update
  saving: "Saving…", // submit button while saving
  registered: "Registered. Your profile is awaiting review.", // status line after registering
  saved: "Profile saved.", // status line after an update
  status: "Status", // label of the status line
  status_pending: "Awaiting review", // status 0
  status_approved: "Approved", // status 1
  status_rejected: "Not approved", // status 2
  portfolio: "View portfolio page", // link to the portfolio page
  photos: "Published photos: {count}", // number of published photos crediting them
  loading: "Loading…", // while the profile is read
  login_needed: "Please log in first.", // shown to a guest
  login: "Log in", // link to the login page for a guest
  optional: " (optional)", // appended to optional field labels
};
