/**
 * <pw-bank-form> view (widgets/account/SimpleForm.tsx with the fields and
 * the saved-number line bank-form.element.ts gives it) in every state.
 * Strings and field errors (the SPEC §5 keys validateBankForm returns:
 * v_bank_empty, v_account_name_empty, v_account_number_empty,
 * v_account_number_format, v_too_long) come from the catalogue in the
 * toolbar language.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { MessageKey } from "../widgets/core/i18n/index.js";
import type { Violation } from "../widgets/core/validate.js";
import { SimpleForm } from "../widgets/account/SimpleForm.js";
import css from "../widgets/account/account.css?raw";
import { bankFrom, validateBankForm, type BankFormValues } from "../widgets/account/member-forms.logic.js";
import { bankProps } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  values: BankFormValues;
  /** the saved account number, masked as the server sends it ("" when none saved) */
  masked: string;
  errors: Violation[];
  alertKey: MessageKey | "";
  success: boolean;
  busy: boolean;
  onField: (field: string, value: string) => void;
  onSubmit: () => void;
};

const EMPTY = bankFrom(undefined);
/** Saved details as bankFrom fills them: the number is never sent back, so it is empty. */
const SAVED: BankFormValues = { bank: "中国工商银行北京朝阳支行", accountName: "李摄影", accountNumber: "" };
const FILLED: BankFormValues = { ...SAVED, accountNumber: "6222020200112345678" };

const meta: Meta<Args> = {
  title: "Widgets/pw-bank-form",
  args: { values: EMPTY, masked: "", errors: [], alertKey: "", success: false, busy: false, onField: fn(), onSubmit: fn() },
  argTypes: { alertKey: { control: "select", options: ["", "api_tools_1", "invalid_param", "access_denied"] } },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <SimpleForm
          {...bankProps(lang, a.values, a.masked, { errors: a.errors, alertKey: a.alertKey, success: a.success, busy: a.busy }, { onField: a.onField, onSubmit: a.onSubmit })}
        />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Nothing saved yet. */
export const Empty: Story = {};

/** Details saved: the masked number line; the number is entered again to change it. */
export const Saved: Story = { args: { values: SAVED, masked: "**** 5678" } };

/** Every field filled in. */
export const Filled: Story = { args: { values: FILLED, masked: "**** 5678" } };

/** Submitted empty: v_bank_empty, v_account_name_empty, v_account_number_empty. */
export const FieldErrors: Story = { args: { errors: validateBankForm(EMPTY) } };

/** A number that is not 8–30 digits (v_account_number_format) and a blank holder (v_account_name_blank). */
export const FormatErrors: Story = (() => {
  const values = { ...FILLED, accountName: "  ", accountNumber: "6222-02" };
  return { args: { values, masked: "**** 5678", errors: validateBankForm(values) } };
})();

/** Saving. */
export const Submitting: Story = { args: { values: FILLED, masked: "**** 5678", busy: true } };

/** The save failed without a field. */
export const ServerAlert: Story = { args: { values: FILLED, masked: "**** 5678", alertKey: "api_tools_1" } };

/** Saved: "saved", the number field cleared, the new masked number shown. */
export const Success: Story = { args: { values: SAVED, masked: "**** 5678", success: true } };
