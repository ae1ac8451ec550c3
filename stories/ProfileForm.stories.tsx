/**
 * <pw-profile-form> view (widgets/account/ProfileForm.tsx) in every state.
 * The edition follows the toolbar language as profile-form.element.ts
 * decides it (profileEdition: zh → name and the Chinese address with
 * province, city and area selects; en → first and last name and country).
 * Strings, code-button labels and field errors (the SPEC §5 keys
 * validateProfileForm returns for the edition, the server's account_exists,
 * captcha_invalid) come from the catalogue in the toolbar language.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { Lang, MessageKey } from "../widgets/core/i18n/index.js";
import type { Violation } from "../widgets/core/validate.js";
import { profileEdition } from "../widgets/account/form.logic.js";
import { ProfileForm } from "../widgets/account/ProfileForm.js";
import css from "../widgets/account/account.css?raw";
import { emailChanged, mobileChanged, validateProfileForm, type ProfileFormValues } from "../widgets/account/profile-form.logic.js";
import { CODE_IDLE, EMPTY_PROFILE, PROFILE_CONTACTS, PROFILE_FILLED, profileProps } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  values: ProfileFormValues;
  /** violations shown under the fields */
  errors: Violation[];
  /** true: the errors are what validateProfileForm finds in `values` for the toolbar language's edition */
  validate: boolean;
  alertKey: MessageKey | "";
  success: boolean;
  busy: boolean;
  /** the member's details are still loading (refresh_user_info) */
  loading: boolean;
  /** the details could not be loaded: api_tools_1 */
  failed: boolean;
  mobileCodeLeft: number;
  mobileCodeSent: boolean;
  emailCodeLeft: number;
  emailCodeSent: boolean;
  onField: (field: string, value: string) => void;
  onSendMobileCode: () => void;
  onSendEmailCode: () => void;
  onSubmit: () => void;
};

function errorsFor(lang: Lang, a: Args): Violation[] {
  return a.validate ? [...validateProfileForm(a.values, profileEdition(lang), PROFILE_CONTACTS), ...a.errors] : a.errors;
}

const meta: Meta<Args> = {
  title: "Widgets/pw-profile-form",
  args: {
    values: PROFILE_FILLED,
    errors: [],
    validate: false,
    alertKey: "",
    success: false,
    busy: false,
    loading: false,
    failed: false,
    mobileCodeLeft: 0,
    mobileCodeSent: false,
    emailCodeLeft: 0,
    emailCodeSent: false,
    onField: fn(),
    onSendMobileCode: fn(),
    onSendEmailCode: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    mobileCodeLeft: { control: { type: "range", min: 0, max: 60 } },
    emailCodeLeft: { control: { type: "range", min: 0, max: 60 } },
    alertKey: { control: "select", options: ["", "api_tools_1", "invalid_param", "too_many_requests"] },
  },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <ProfileForm
          {...profileProps(
            lang,
            {
              values: a.values,
              form: { errors: errorsFor(lang, a), alertKey: a.alertKey, success: a.success, busy: a.busy },
              loading: a.loading,
              failed: a.failed,
              // use-profile-form shows a code field when the mobile or email differs from the saved one
              showMobileCode: mobileChanged(a.values, PROFILE_CONTACTS),
              showEmailCode: emailChanged(a.values, PROFILE_CONTACTS),
              mobileCode: { ...CODE_IDLE, left: a.mobileCodeLeft, sent: a.mobileCodeSent },
              emailCode: { ...CODE_IDLE, left: a.emailCodeLeft, sent: a.emailCodeSent },
            },
            { onField: a.onField, onSendMobileCode: a.onSendMobileCode, onSendEmailCode: a.onSendEmailCode, onSubmit: a.onSubmit },
          )}
        />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The details are loading: empty fields, aria-busy form, save disabled. */
export const Loading: Story = { args: { values: EMPTY_PROFILE, loading: true } };

/** A member with nothing saved yet (city and area selects disabled until a province is chosen). */
export const Empty: Story = { args: { values: { ...EMPTY_PROFILE, mobile: PROFILE_CONTACTS.mobile, email: PROFILE_CONTACTS.email } } };

/** The saved profile (zh: 北京市 / 北京市 / 朝阳区; en: first/last name and country). */
export const Filled: Story = {};

/** Saved with the required fields empty: zh v_name_empty, v_province_empty, v_city_empty, v_area_empty, v_address_empty; en v_first_name_empty, v_last_name_empty, v_country_empty. */
export const RequiredErrors: Story = {
  args: { values: { ...EMPTY_PROFILE, mobile: PROFILE_CONTACTS.mobile, email: PROFILE_CONTACTS.email }, validate: true },
};

/** Bad text: v_name_blank / v_first_name_blank (spaces only), v_emoji in the nickname, v_digits postcode, v_too_long remark (500 max). */
export const FormatErrors: Story = {
  args: {
    values: { ...PROFILE_FILLED, name: "   ", firstName: "   ", nickname: "Lens 📷", zipCode: "10002A", remark: "长".repeat(600) },
    validate: true,
  },
};

/** A new mobile number: its code field and button appear (purpose modify), counting down after a send. */
export const NewMobileCode: Story = { args: { values: { ...PROFILE_FILLED, mobile: "13800001111" }, mobileCodeSent: true, mobileCodeLeft: 45 } };

/** A new email: its code field and button, not sent yet. */
export const NewEmailCode: Story = { args: { values: { ...PROFILE_FILLED, email: "wei.li@example.org" } } };

/** New mobile, code missing and the number malformed: v_mobile_format, v_captcha_empty. */
export const NewMobileErrors: Story = { args: { values: { ...PROFILE_FILLED, mobile: "1380000" }, validate: true } };

/** The server refused: the new email is registered (account_exists) and the code is wrong (captcha_invalid). */
export const ServerFieldErrors: Story = {
  args: {
    values: { ...PROFILE_FILLED, email: "taken@example.org", emailCaptcha: "000000" },
    emailCodeSent: true,
    errors: [
      { field: "email", key: "account_exists" },
      { field: "emailCaptcha", key: "captcha_invalid" },
    ],
  },
};

/** Saving: disabled, aria-busy button with "sending…". */
export const Submitting: Story = { args: { busy: true } };

/** The details could not be loaded: api_tools_1 in the alert line. */
export const LoadFailed: Story = { args: { values: EMPTY_PROFILE, failed: true } };

/** The save failed without a field. */
export const ServerAlert: Story = { args: { alertKey: "api_tools_1" } };

/** Saved: the "saved" status line. */
export const Success: Story = { args: { success: true } };
