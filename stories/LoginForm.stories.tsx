/**
 * <pw-login-form> view (widgets/account/LoginForm.tsx) in every state.
 * Labels, field errors (account_required, password_required) and the
 * server's message (login_failed, too_many_requests, api_tools_1) come from
 * the catalogue in the toolbar language, as login-form.element.ts and
 * use-login-form.ts compute them.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { t, type Lang, type MessageKey } from "../widgets/core/i18n/index.js";
import { LoginForm, type LoginFormViewProps } from "../widgets/account/LoginForm.js";
import css from "../widgets/account/login-form.css?raw";
import { firstInvalid, validateLogin, type LoginField, type LoginFieldErrors, type LoginValues } from "../widgets/account/login-form.logic.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  /** heading-level: 1–6, or 0 for no heading */
  headingLevel: number;
  account: string;
  password: string;
  /** catalogue keys of the field errors, as validateLogin returns them */
  errors: LoginFieldErrors;
  submitting: boolean;
  /** catalogue key of the server's message ("" for none) */
  alertKey: MessageKey | "";
  onChange: (field: LoginField, value: string) => void;
  onSubmit: () => Promise<LoginField | null>;
};

/** The props login-form.element.ts passes for this state. */
function viewProps(lang: Lang, a: Args): LoginFormViewProps {
  return {
    headingLevel: a.headingLevel,
    heading: t(lang, "login_title"),
    accountLabel: t(lang, "account"),
    accountHint: t(lang, "account_hint"),
    passwordLabel: t(lang, "password"),
    submitLabel: t(lang, "login"),
    submittingLabel: t(lang, "login_submitting"),
    values: { account: a.account, password: a.password },
    errors: {
      account: a.errors.account ? t(lang, a.errors.account) : "",
      password: a.errors.password ? t(lang, a.errors.password) : "",
    },
    submitting: a.submitting,
    alert: a.alertKey ? t(lang, a.alertKey) : "",
    onChange: a.onChange,
    onSubmit: a.onSubmit,
  };
}

const meta: Meta<Args> = {
  title: "Widgets/pw-login-form",
  args: {
    headingLevel: 1,
    account: "",
    password: "",
    errors: {},
    submitting: false,
    alertKey: "",
    onChange: fn(),
    onSubmit: fn(async () => null),
  },
  argTypes: {
    headingLevel: { control: { type: "number", min: 0, max: 6 } },
    alertKey: { control: "select", options: ["", "login_failed", "too_many_requests", "api_tools_1", "invalid_param"] },
  },
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <LoginForm {...viewProps(lang, args)} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The form as the login page opens it. */
export const Empty: Story = {};

/** Submitted empty: both required-field errors, aria-invalid and aria-describedby on each input. */
export const FieldErrors: Story = { args: { errors: { account: "account_required", password: "password_required" } } };

/** Only the password missing (whitespace-only accounts count as empty too). */
export const PasswordMissing: Story = { args: { account: "demo_member", errors: { password: "password_required" } } };

/** The call is running: aria-busy form, disabled button with "logging in…". */
export const Submitting: Story = { args: { account: "demo_member", password: "Member2026", submitting: true } };

/** The server refused (SPEC §8 login_failed): its message in the role="alert" region. */
export const ServerAlert: Story = { args: { account: "demo_member", password: "wrong-pass", alertKey: "login_failed" } };

/** Rate limited (SPEC §8 too_many_requests). */
export const TooManyRequests: Story = { args: { account: "demo_member", password: "wrong-pass", alertKey: "too_many_requests" } };

/** heading-level="0": no heading (the page has its own). */
export const NoHeading: Story = { args: { headingLevel: 0 } };

/**
 * Type and submit: the field checks are the widget's (validateLogin, focus on
 * the first invalid field); there is no server here, so after 800 ms every
 * filled-in login is answered with login_failed.
 */
export const Interactive: Story = {
  render: (args, { globals }) => <LoginDemo lang={storyLang(globals)} start={args} />,
};

function LoginDemo({ lang, start }: { lang: Lang; start: Args }) {
  const [values, setValues] = useState<LoginValues>({ account: start.account, password: start.password });
  const [errors, setErrors] = useState<LoginFieldErrors>(start.errors);
  const [submitting, setSubmitting] = useState(false);
  const [alertKey, setAlertKey] = useState<MessageKey | "">("");
  const onChange = (field: LoginField, value: string) => {
    start.onChange(field, value);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const onSubmit = async (): Promise<LoginField | null> => {
    void start.onSubmit();
    const found = validateLogin(values);
    setErrors(found);
    const invalid = firstInvalid(found);
    if (invalid) return invalid;
    setSubmitting(true);
    setAlertKey("");
    await new Promise((r) => setTimeout(r, 800));
    setSubmitting(false);
    setAlertKey("login_failed");
    return null;
  };
  return (
    <InShadow css={css} lang={lang}>
      <LoginForm {...viewProps(lang, { ...start, ...values, errors, submitting, alertKey, onChange, onSubmit })} />
    </InShadow>
  );
}
