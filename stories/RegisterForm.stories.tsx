/**
 * <pw-register-form> view (widgets/account/RegisterForm.tsx) in every
 * state. Labels, the code button's countdown label, field errors (the
 * SPEC §5 keys validateRegisterForm returns, and the server's
 * account_exists, usercode_exists, captcha_invalid) and the alert come from
 * the catalogue in the toolbar language, as register-form.element.ts
 * computes them.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import type { MessageKey } from "../widgets/core/i18n/index.js";
import type { Violation } from "../widgets/core/validate.js";
import { RegisterForm } from "../widgets/account/RegisterForm.js";
import css from "../widgets/account/account.css?raw";
import { EMPTY_REGISTER, validateRegisterForm, type RegisterFormValues } from "../widgets/account/register-form.logic.js";
import { checkTarget } from "../widgets/account/verify-code-button.logic.js";
import { FORM_IDLE, REGISTER_FILLED, registerProps, useCountdown } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  values: RegisterFormValues;
  /** violations shown under the fields (client rules or the server's `{ field, rule }`) */
  errors: Violation[];
  /** catalogue key of the form's alert ("" for none) */
  alertKey: MessageKey | "";
  /** registered: the reg_done line */
  success: boolean;
  busy: boolean;
  /** code button: seconds left of the countdown (0 = not counting) */
  codeLeft: number;
  /** code button: a code was sent (note + "send again") */
  codeSent: boolean;
  /** code button: the send call is running */
  codeBusy: boolean;
  /** a third-party ticket is being bound (bind_account.html → register) */
  ticket: boolean;
  onField: (field: string, value: string) => void;
  onSendCode: () => void;
  onSubmit: () => void;
};

const meta: Meta<Args> = {
  title: "Widgets/pw-register-form",
  args: {
    values: EMPTY_REGISTER,
    errors: [],
    alertKey: "",
    success: false,
    busy: false,
    codeLeft: 0,
    codeSent: false,
    codeBusy: false,
    ticket: false,
    onField: fn(),
    onSendCode: fn(),
    onSubmit: fn(),
  },
  argTypes: {
    codeLeft: { control: { type: "range", min: 0, max: 60 } },
    alertKey: { control: "select", options: ["", "api_tools_1", "too_many_requests", "invalid_param", "oauth_state"] },
  },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <RegisterForm
          {...registerProps(
            lang,
            {
              values: a.values,
              form: { errors: a.errors, alertKey: a.alertKey, success: a.success, busy: a.busy },
              code: { left: a.codeLeft, sent: a.codeSent, busy: a.codeBusy },
              ticket: a.ticket,
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

/** The form as register.html opens it: by mobile number, individual member. */
export const Empty: Story = {};

/** Registering by email (the account field becomes the email field). */
export const ByEmail: Story = { args: { values: { ...EMPTY_REGISTER, type: "email" } } };

/** Every field filled in, contributor chosen, code already sent and counting down. */
export const Filled: Story = { args: { values: { ...REGISTER_FILLED, nature: "1" }, codeSent: true, codeLeft: 42 } };

/** Submitted empty: the required-field errors validateRegisterForm gives (v_mobile_empty, v_captcha_empty, v_password_empty, v_confirm_empty). */
export const FieldErrors: Story = { args: { errors: validateRegisterForm(EMPTY_REGISTER) } };

/** Filled in wrongly: v_mobile_format, v_code_format, v_password_kinds, uc1_profile_15 (as validateRegisterForm finds them). */
export const FormatErrors: Story = (() => {
  const values: RegisterFormValues = { ...REGISTER_FILLED, mobile: "1391234", code: "ab", password: "abcdefgh", confirmPassword: "abcdefgx" };
  return { args: { values, errors: validateRegisterForm(values) } };
})();

/** Password too short and an email that is not one (email mode): v_email_format, v_password_length. */
export const EmailAndLengthErrors: Story = (() => {
  const values: RegisterFormValues = { ...REGISTER_FILLED, type: "email", email: "li@example", password: "Ab1", confirmPassword: "Ab1" };
  return { args: { values, errors: validateRegisterForm(values) } };
})();

/** The blur checks answered: the mobile number is registered (account_exists), the user name taken (usercode_exists). */
export const AlreadyTaken: Story = {
  args: {
    values: REGISTER_FILLED,
    errors: [
      { field: "mobile", key: "account_exists" },
      { field: "code", key: "usercode_exists" },
    ],
  },
};

/** The code is being sent: the button is disabled and aria-busy. */
export const CodeSending: Story = { args: { values: { ...REGISTER_FILLED, captcha: "" }, codeBusy: true } };

/** Code sent: "resend in 57s", disabled; the hidden status note says the code was sent. */
export const CodeCountdown: Story = { args: { values: { ...REGISTER_FILLED, captcha: "" }, codeSent: true, codeLeft: 57 } };

/** Countdown over: "send again" is enabled. */
export const CodeResend: Story = { args: { values: REGISTER_FILLED, codeSent: true, codeLeft: 0 } };

/** The call is running: disabled, aria-busy submit button with "sending…". */
export const Submitting: Story = { args: { values: REGISTER_FILLED, busy: true, codeSent: true, codeLeft: 30 } };

/** The server refused the code (errors `[{ field: "captcha", rule: "captcha_invalid" }]`): shown on its field. */
export const ServerFieldError: Story = { args: { values: REGISTER_FILLED, errors: [{ field: "captcha", key: "captcha_invalid" }], codeSent: true } };

/** The server failed without naming a field: its message in the role="alert" line. */
export const ServerAlert: Story = { args: { values: REGISTER_FILLED, alertKey: "api_tools_1", codeSent: true } };

/** Registered (the page then goes to the member centre): the reg_done status line. */
export const Success: Story = { args: { values: REGISTER_FILLED, success: true, codeSent: true, codeLeft: 12 } };

/** Coming from bind_account.html with a ticket: the note that the third-party account will be bound. */
export const WithThirdParty: Story = { args: { ticket: true } };

/**
 * Type, get a code and submit: the field rules are the widget's
 * (validateRegisterForm; the code target through checkTarget); the code
 * button counts down 60 s for real. No server: after 800 ms a valid form
 * is answered with the success line.
 */
export const Interactive: Story = {
  render: (a, { globals }) => <RegisterDemo lang={storyLang(globals)} start={a} />,
};

function RegisterDemo({ lang, start }: { lang: "zh" | "en"; start: Args }) {
  const [values, setValues] = useState<RegisterFormValues>(start.values);
  const [errors, setErrors] = useState<Violation[]>([]);
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const [sent, setSent] = useState(false);
  const [codeBusy, setCodeBusy] = useState(false);
  const { left, start: startCountdown } = useCountdown();
  const props = registerProps(
    lang,
    { values, form: { errors, alertKey: "", success, busy }, code: { left, sent, busy: codeBusy }, ticket: false },
    {
      onField: (field, value) => {
        start.onField(field, value);
        setValues((v) => ({ ...v, [field]: value }));
        setErrors((e) => e.filter((x) => x.field !== field));
        setSuccess(false);
      },
      onSendCode: () => {
        start.onSendCode();
        const field = values.type;
        const bad = checkTarget(values.type === "mobile" ? "sms" : "email", values[field], field);
        if (bad) return setErrors((e) => [...e.filter((x) => x.field !== field), bad]);
        setCodeBusy(true);
        setTimeout(() => {
          setCodeBusy(false);
          setSent(true);
          startCountdown(60);
        }, 600);
      },
      onSubmit: () => {
        start.onSubmit();
        const found = validateRegisterForm(values);
        setErrors(found);
        if (found.length) return;
        setBusy(true);
        setTimeout(() => {
          setBusy(false);
          setSuccess(true);
        }, 800);
      },
    },
  );
  return (
    <InShadow css={css} lang={lang}>
      <RegisterForm {...props} />
    </InShadow>
  );
}
