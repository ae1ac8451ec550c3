/**
 * The password rules of SPEC §5 and §9 (part of common/validate.ts, the
 * facade): 8 to 16 characters, two kinds at least, no whitespace or Chinese
 * characters, not one of the most common passwords (DESIGN §7), and the
 * confirmation.
 */
import type { Violation } from "./violation.js";

// ---------------------------------------------------------------------------
// Password (SPEC §5, §9: 8 to 16; DESIGN §7: most common passwords refused)

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 16;

/**
 * The most common passwords of 8 to 16 characters that would otherwise pass
 * the two-kinds rule (from the public lists of leaked passwords), lower-cased.
 * A password is refused when its lower-case form is in this set.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  "password1", "password12", "password123", "password1234", "password!", "password@123", "password01",
  "passw0rd", "p@ssw0rd", "p@ssword", "p@ssword1", "p@ssword123", "pa$$w0rd", "pa$$word", "passw0rd1",
  "qwerty123", "qwerty1234", "qwerty12345", "qwerty123456", "1qaz2wsx", "1qaz2wsx3edc", "1q2w3e4r",
  "1q2w3e4r5t", "1q2w3e4r5t6y", "q1w2e3r4", "q1w2e3r4t5", "q1w2e3r4t5y6", "zaq12wsx", "zaq1zaq1", "qazwsx123",
  "abc12345", "abcd1234", "abcde12345", "abc123456", "abc123abc", "a1b2c3d4", "a1234567", "a12345678",
  "a123456789", "aa123456", "aa12345678", "abc@1234", "asd12345", "asdf1234", "asdfgh123", "zxcv1234",
  "zxcvbnm123", "1234qwer", "123qweasd", "123qweasdzxc", "12345qwert", "1234abcd", "12345abc", "123456abc",
  "123456a", "123456qq", "12345678a", "123456789a", "iloveyou1", "iloveyou2", "welcome1", "welcome123",
  "admin123", "admin1234", "administrator1", "letmein1", "letmein123", "monkey123", "dragon123", "master123",
  "sunshine1", "princess1", "football1", "baseball1", "superman1", "batman123", "trustno1!", "computer1",
  "michael1", "charlie1", "shadow123", "whatever1", "freedom1", "starwars1", "hello123", "hello1234",
  "test1234", "test12345", "testing123", "changeme1", "changeme123", "secret123", "summer2024", "winter2024",
  "spring2024", "autumn2024", "woaini1314", "woaini520", "wang123456", "li123456", "zhang123456", "qq123456789",
  "5201314a", "a5201314", "abc123!@#", "qwe123!@#", "1qaz@wsx", "1qaz!qaz", "!qaz2wsx", "qwer1234",
]);

/** Whether a password is one of the most common ones (case-insensitive). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** How many of the four kinds (digits, lower-case, upper-case, symbols) a password mixes. */
export function passwordKinds(password: string): number {
  let n = 0;
  if (/\d/.test(password)) n++;
  if (/[a-z]/.test(password)) n++;
  if (/[A-Z]/.test(password)) n++;
  if (/[^A-Za-z0-9\s\u3400-\u9fff]/u.test(password)) n++;
  return n;
}

/**
 * Rule for a new password (SPEC §5): required; no whitespace or Chinese
 * characters (v_password_chars); 8 to 16 characters (v_password_length);
 * at least two of digits, lower-case, upper-case, symbols
 * (v_password_kinds); not one of the most common passwords
 * (v_password_common, DESIGN §7).
 */
export function checkPassword(field: string, value: string | null | undefined): Violation | null {
  const v = value ?? "";
  if (v === "") return { field, key: "v_password_empty" };
  if (/[\s\u3000\u3400-\u9fff\uf900-\ufaff]/u.test(v)) return { field, key: "v_password_chars" };
  const len = [...v].length;
  if (len < PASSWORD_MIN || len > PASSWORD_MAX) {
    return { field, key: "v_password_length", vars: { min: PASSWORD_MIN, max: PASSWORD_MAX } };
  }
  if (passwordKinds(v) < 2) return { field, key: "v_password_kinds" };
  if (isCommonPassword(v)) return { field, key: "v_password_common" };
  return null;
}

/** Rule: the confirmation must equal the password (uc1_profile_15); empty → v_confirm_empty. */
export function checkConfirmPassword(field: string, password: string, confirm: string | null | undefined): Violation | null {
  if (!confirm) return { field, key: "v_confirm_empty" };
  return confirm === password ? null : { field, key: "uc1_profile_15" };
}
