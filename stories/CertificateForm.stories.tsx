/**
 * <pw-certificate-form> view (widgets/account/SimpleForm.tsx with the
 * fields certificate-form.element.ts gives it) in every state. Strings, the
 * certificate types and field errors (the SPEC §5 keys
 * validateCertificateForm returns: v_cert_type, v_name_empty,
 * v_cert_number_empty, v_id_card) come from the catalogue in the toolbar
 * language.
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import type { MessageKey } from "../widgets/core/i18n/index.js";
import type { Violation } from "../widgets/core/validate.js";
import { SimpleForm } from "../widgets/account/SimpleForm.js";
import css from "../widgets/account/account.css?raw";
import { certificateFrom, validateCertificateForm, type CertificateFormValues } from "../widgets/account/member-forms.logic.js";
import { certificateProps } from "./account-props.js";
import { InShadow, storyLang } from "./StoryStyle.js";

type Args = {
  values: CertificateFormValues;
  errors: Violation[];
  alertKey: MessageKey | "";
  success: boolean;
  busy: boolean;
  onField: (field: string, value: string) => void;
  onSubmit: () => void;
};

/** What the element shows before anything is saved (certificateFrom: mainland ID card preselected). */
const EMPTY = certificateFrom(undefined);
const FILLED: CertificateFormValues = { certType: "id_card", name: "李摄影", certNumber: "11010519491231002X" };

const meta: Meta<Args> = {
  title: "Widgets/pw-certificate-form",
  args: { values: EMPTY, errors: [], alertKey: "", success: false, busy: false, onField: fn(), onSubmit: fn() },
  argTypes: { alertKey: { control: "select", options: ["", "api_tools_1", "invalid_param", "access_denied"] } },
  render: (a, { globals }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <SimpleForm
          {...certificateProps(lang, a.values, { errors: a.errors, alertKey: a.alertKey, success: a.success, busy: a.busy }, { onField: a.onField, onSubmit: a.onSubmit })}
        />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Nothing saved yet: mainland ID card preselected, name and number empty. */
export const Empty: Story = {};

/** Saved mainland ID card. */
export const Filled: Story = { args: { values: FILLED } };

/** A passport (any non-blank number). */
export const Passport: Story = { args: { values: { certType: "passport", name: "Wei Li", certNumber: "E12345678" } } };

/** Submitted with nothing chosen or filled: v_cert_type, v_name_empty, v_cert_number_empty. */
export const FieldErrors: Story = (() => {
  const values = { certType: "", name: "", certNumber: "" };
  return { args: { values, errors: validateCertificateForm(values) } };
})();

/** An ID-card number that fails the SPEC §5 check (month 13): v_id_card. */
export const BadIdCard: Story = (() => {
  const values = { ...FILLED, certNumber: "110105194913310021" };
  return { args: { values, errors: validateCertificateForm(values) } };
})();

/** Saving. */
export const Submitting: Story = { args: { values: FILLED, busy: true } };

/** The save failed without a field. */
export const ServerAlert: Story = { args: { values: FILLED, alertKey: "api_tools_1" } };

/** Saved. */
export const Success: Story = { args: { values: FILLED, success: true } };
