/**
 * Every validation rule of SPEC §5 (DESIGN §2 common/), shared by
 * the widgets' forms and the server (which enforces them again with the same
 * messages). Framework-free: no React, no DOM, no feature imports.
 *
 * A rule returns `null` when the value passes, or a `Violation` naming the
 * field and the catalogue key of its message (common/i18n/validate.zh.ts, validate.en.ts);
 * `message(lang, v)` turns it into text. Form validators (`validateRegister`,
 * `validateProfile` …) return every violation of a form, in field order.
 *
 * This file is the one list the widgets and the server import; the rules
 * live in common/validate/ by kind:
 * - violation.ts  `Violation`, `MessageKey`, `message`, `collect`
 * - text.ts       emoji, the text fields (`TEXT_FIELDS`, `checkText`), the Chinese address
 * - contact.ts    email (strict, loose, lists), mobile, mobile-or-email, verification code
 * - password.ts   new password (length, kinds, common passwords), confirmation
 * - ids.ts        member code, digits, mainland ID card, dates
 * - forms.ts      the account forms and the photographer profile, combining the above
 */
export * from "./validate/violation.js";
export * from "./validate/text.js";
export * from "./validate/contact.js";
export * from "./validate/password.js";
export * from "./validate/ids.js";
export * from "./validate/forms.js";
