/**
 * The text rules of SPEC §5 (part of common/validate.ts, the facade): no
 * emoji; the text fields with their own empty and whitespace messages and
 * maximum lengths; the Chinese address (province, city, area chosen, street
 * address as a text field).
 */
import { collect, type MessageKey, type Violation } from "./violation.js";

// ---------------------------------------------------------------------------
// Emoji (SPEC §5: text containing emoji is rejected)

/**
 * Emoji: characters shown as emoji by default, any pictograph followed by the
 * emoji variation selector U+FE0F, regional-indicator flags, and the
 * pictograph blocks U+1F300–U+1FAFF. Plain symbols such as © or ™ written
 * without U+FE0F are not emoji.
 */
const EMOJI_RE = /\p{Emoji_Presentation}|\p{Extended_Pictographic}\uFE0F|[\u{1F1E6}-\u{1F1FF}]|[\u{1F300}-\u{1FAFF}]/u;

/** Whether `text` contains an emoji. */
export function hasEmoji(text: string): boolean {
  return EMOJI_RE.test(text);
}

/** Rule: no emoji in the field. */
export function checkNoEmoji(field: string, value: string | null | undefined): Violation | null {
  return value && hasEmoji(value) ? { field, key: "v_emoji" } : null;
}

// ---------------------------------------------------------------------------
// Text fields (SPEC §5: non-empty, not whitespace only, own messages, required flag)

/** The text fields of SPEC §5, with their maximum length in characters. */
export const TEXT_FIELDS = {
  name: 50,
  firstName: 50,
  lastName: 50,
  nickname: 30,
  address: 200,
  bank: 100,
  accountName: 100,
  accountNumber: 40,
  company: 100,
  title: 50,
  certNumber: 40,
  contact: 50,
  mobile: 20,
  country: 50,
  zipCode: 10,
  remark: 500,
} as const;

export type TextField = keyof typeof TEXT_FIELDS;

const TEXT_KEYS: Record<TextField, { empty: MessageKey; blank: MessageKey }> = {
  name: { empty: "v_name_empty", blank: "v_name_blank" },
  firstName: { empty: "v_first_name_empty", blank: "v_first_name_blank" },
  lastName: { empty: "v_last_name_empty", blank: "v_last_name_blank" },
  nickname: { empty: "v_nickname_empty", blank: "v_nickname_blank" },
  address: { empty: "v_address_empty", blank: "v_address_blank" },
  bank: { empty: "v_bank_empty", blank: "v_bank_blank" },
  accountName: { empty: "v_account_name_empty", blank: "v_account_name_blank" },
  accountNumber: { empty: "v_account_number_empty", blank: "v_account_number_blank" },
  company: { empty: "v_company_empty", blank: "v_company_blank" },
  title: { empty: "v_title_empty", blank: "v_title_blank" },
  certNumber: { empty: "v_cert_number_empty", blank: "v_cert_number_blank" },
  contact: { empty: "v_contact_empty", blank: "v_contact_blank" },
  mobile: { empty: "v_mobile_empty", blank: "v_mobile_blank" },
  country: { empty: "v_country_empty", blank: "v_country_blank" },
  zipCode: { empty: "v_zip_code_empty", blank: "v_zip_code_blank" },
  remark: { empty: "v_remark_empty", blank: "v_remark_blank" },
};

/**
 * Rule for the text fields of SPEC §5: empty → the field's empty message when
 * `required` (else passes); whitespace only → the field's whitespace message
 * (always: blank text is never a value); longer than TEXT_FIELDS[field]
 * characters → v_too_long; emoji → v_emoji.
 * @param required whether empty is an error (default true)
 */
export function checkText(field: TextField, value: string | null | undefined, required = true): Violation | null {
  const v = value ?? "";
  if (v === "") return required ? { field, key: TEXT_KEYS[field].empty } : null;
  if (v.trim() === "") return { field, key: TEXT_KEYS[field].blank };
  const max = TEXT_FIELDS[field];
  if ([...v].length > max) return { field, key: "v_too_long", vars: { max } };
  return checkNoEmoji(field, v);
}

// ---------------------------------------------------------------------------
// Chinese address (SPEC §5: province, city and area chosen, not placeholders)

/** Values a select uses for "please choose" (empty, 0, -1, or a placeholder label). */
export function isPlaceholder(value: string | null | undefined): boolean {
  const v = (value ?? "").trim();
  return v === "" || v === "0" || v === "-1" || /^(请选择|please\s+(choose|select))/i.test(v);
}

export interface AddressValues {
  province?: string | null;
  city?: string | null;
  area?: string | null;
  address?: string | null;
}

/**
 * Rules of a Chinese-edition address: province, city and area chosen (not
 * placeholders), and the street address as a text field. The server also
 * checks that the codes exist and belong together (services/regions.ts).
 */
export function checkChineseAddress(v: AddressValues, required = true): Violation[] {
  return collect(
    isPlaceholder(v.province) ? { field: "province", key: "v_province_empty" } : null,
    isPlaceholder(v.city) ? { field: "city", key: "v_city_empty" } : null,
    isPlaceholder(v.area) ? { field: "area", key: "v_area_empty" } : null,
    checkText("address", v.address, required),
  );
}
