/**
 * <pw-password-form> view (widgets/account/SimpleForm.tsx with the fields
 * password-form.element.ts gives it) in every state. Strings and field
 * errors (the SPEC §5 keys validatePasswordForm returns, the server's
 * old_password_wrong) come from the catalogue in the toolbar language.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { MessageKey } from "../widgets/core/i18n/index.js";
import type { Violation } from "../widgets/core/validate.js";
import { SimpleForm } from "../widgets/account/SimpleForm.js";
import css from "../widgets/account/account.css?raw";
import { EMPTY_PASSWORD, validatePasswordForm, type PasswordValues } from "../widgets/account/member-forms.logic.js";
import { passwordProps } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  values: PasswordValues;
  errors: Violation[];
  alertKey: MessageKey | "";
  /** changed: the pwd_done status line (the element also clears the fields) */
  success: boolean;
  busy: boolean;
  onField: (field: string, value: string) => void;
  onSubmit: () => void;
};

const FILLED: PasswordValues = { oldPassword: "Member2026", password: "NewPhoto2026", confirmPassword: "NewPhoto2026" };

const meta: Meta<Args> = {
  title: "Widgets/pw-password-form",
  args: { values: EMPTY_PASSWORD, errors: [], alertKey: "", success: false, busy: false, onField: fn(), onSubmit: fn() },
  argTypes: { alertKey: { control: "select", options: ["", "api_tools_1", "too_many_requests", "access_denied"] } },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <SimpleForm
          {...passwordProps(lang, a.values, { errors: a.errors, alertKey: a.alertKey, success: a.success, busy: a.busy }, { onField: a.onField, onSubmit: a.onSubmit })}
        />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** The form as the member centre's password tab opens it. */
export const Empty: Story = {};

/** All three fields filled in. */
export const Filled: Story = { args: { values: FILLED } };

/** Submitted empty: v_old_password_empty, v_password_empty, v_confirm_empty (validatePasswordForm). */
export const FieldErrors: Story = { args: { errors: validatePasswordForm(EMPTY_PASSWORD) } };

/** Weak new password and a mismatch: v_password_kinds, uc1_profile_15. */
export const WeakAndMismatch: Story = (() => {
  const values = { oldPassword: "Member2026", password: "photowire", confirmPassword: "photowir" };
  return { args: { values, errors: validatePasswordForm(values) } };
})();

/** The new password is the current one: v_password_same. */
export const SameAsOld: Story = (() => {
  const values = { oldPassword: "Member2026", password: "Member2026", confirmPassword: "Member2026" };
  return { args: { values, errors: validatePasswordForm(values) } };
})();

/** Sending: disabled, aria-busy button. */
export const Submitting: Story = { args: { values: FILLED, busy: true } };

/** The server refused the current password (errors `[{ field: "oldPassword", rule: "old_password_wrong" }]`). */
export const WrongOldPassword: Story = { args: { values: FILLED, errors: [{ field: "oldPassword", key: "old_password_wrong" }] } };

/** Rate limited: too_many_requests in the alert line. */
export const ServerAlert: Story = { args: { values: FILLED, alertKey: "too_many_requests" } };

/** Changed: pwd_done (other sessions ended); the fields are cleared. */
export const Success: Story = { args: { success: true } };
