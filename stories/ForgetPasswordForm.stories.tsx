/**
 * <pw-forget-password-form> view (widgets/account/ForgetPasswordForm.tsx)
 * in every state of its two steps and the done state. Strings, the code
 * button's countdown label and note (vc_sent_if_exists), field errors (the
 * SPEC §5 keys of validateStep1 / validateStep2, the server's
 * captcha_invalid, captcha_expired) and the alert come from the catalogue
 * in the toolbar language, as forget-password-form.element.ts computes them.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { MessageKey } from "../widgets/core/i18n/index.js";
import type { Violation } from "../widgets/core/validate.js";
import { ForgetPasswordForm } from "../widgets/account/ForgetPasswordForm.js";
import css from "../widgets/account/account.css?raw";
import { EMPTY_FORGET, validateStep1, validateStep2, type ForgetValues } from "../widgets/account/forget-password-form.logic.js";
import { forgetProps } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  step: 1 | 2 | 3;
  values: ForgetValues;
  errors: Violation[];
  alertKey: MessageKey | "";
  /** step 3: the fgt_done status line */
  success: boolean;
  busy: boolean;
  codeLeft: number;
  codeSent: boolean;
  codeBusy: boolean;
  onField: (field: "account" | "captcha" | "password" | "confirmPassword", value: string) => void;
  onSendCode: () => void;
  onSubmit: () => void;
};

const STEP1: ForgetValues = { ...EMPTY_FORGET, account: "13912345678", captcha: "482913" };
const STEP2: ForgetValues = { ...STEP1, password: "NewPhoto2026", confirmPassword: "NewPhoto2026" };

const meta: Meta<Args> = {
  title: "Widgets/pw-forget-password-form",
  args: {
    step: 1,
    values: EMPTY_FORGET,
    errors: [],
    alertKey: "",
    success: false,
    busy: false,
    codeLeft: 0,
    codeSent: false,
    codeBusy: false,
    onField: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    step: { control: "inline-radio", options: [1, 2, 3] },
    codeLeft: { control: { type: "range", min: 0, max: 60 } },
    alertKey: { control: "select", options: ["", "api_tools_1", "too_many_requests", "invalid_param"] },
  },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <ForgetPasswordForm
          {...forgetProps(
            lang,
            {
              step: a.step,
              values: a.values,
              form: { errors: a.errors, alertKey: a.alertKey, success: a.success, busy: a.busy },
              code: { left: a.codeLeft, sent: a.codeSent, busy: a.codeBusy },
            },
            { onField: a.onField, onSendCode: a.onSendCode, onSubmit: a.onSubmit },
          )}
        />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Step 1 as the page opens: account and code, "next". */
export const Step1Empty: Story = {};

/** Step 1 submitted empty: v_account_empty, v_captcha_empty (validateStep1). */
export const Step1FieldErrors: Story = { args: { errors: validateStep1(EMPTY_FORGET) } };

/** Neither a mobile number nor an email: v_mobile_or_email. */
export const Step1BadAccount: Story = (() => {
  const values = { ...EMPTY_FORGET, account: "li_sheying", captcha: "1234" };
  return { args: { values, errors: validateStep1(values) } };
})();

/** Code sent, counting down; the hidden note says a code went out if the account is registered. */
export const Step1CodeCountdown: Story = { args: { values: { ...STEP1, captcha: "" }, codeSent: true, codeLeft: 48 } };

/** The code is being sent. */
export const Step1CodeSending: Story = { args: { values: { ...STEP1, captcha: "" }, codeBusy: true } };

/** Step 1 being checked (POST guest/check_is_captcha). */
export const Step1Submitting: Story = { args: { values: STEP1, codeSent: true, codeLeft: 20, busy: true } };

/** The server refused the code: captcha_invalid on the code field. */
export const Step1WrongCode: Story = { args: { values: STEP1, codeSent: true, errors: [{ field: "captcha", key: "captcha_invalid" }] } };

/** The code expired between the steps: back on step 1 with captcha_expired. */
export const Step1CodeExpired: Story = { args: { values: STEP2, codeSent: true, errors: [{ field: "captcha", key: "captcha_expired" }] } };

/** Rate limited: too_many_requests in the alert line. */
export const Step1ServerAlert: Story = { args: { values: STEP1, codeSent: true, alertKey: "too_many_requests" } };

/** Step 2: the new password. */
export const Step2Empty: Story = { args: { step: 2, values: STEP1 } };

/** Step 2 filled in. */
export const Step2Filled: Story = { args: { step: 2, values: STEP2 } };

/** Step 2 wrong: v_password_chars (a space) and uc1_profile_15 (mismatch), from validateStep2. */
export const Step2FieldErrors: Story = (() => {
  const values = { ...STEP1, password: "New Photo 1", confirmPassword: "NewPhoto1" };
  return { args: { step: 2 as const, values, errors: validateStep2(values) } };
})();

/** A common password refused: v_password_common. */
export const Step2CommonPassword: Story = (() => {
  const values = { ...STEP1, password: "Password1", confirmPassword: "Password1" };
  return { args: { step: 2 as const, values, errors: validateStep2(values) } };
})();

/** Step 2 sending (POST guest/login_forget_reset_password). */
export const Step2Submitting: Story = { args: { step: 2, values: STEP2, busy: true } };

/** Step 2 failed without a field: api_tools_1. */
export const Step2ServerAlert: Story = { args: { step: 2, values: STEP2, alertKey: "api_tools_1" } };

/** Done: the step-3 text, the fgt_done status line and the login link; no submit button. */
export const Done: Story = { args: { step: 3, values: STEP2, success: true } };
