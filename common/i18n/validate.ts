/**
 * The validation messages (SPEC §5) as a catalogue pair, and their `t`
 * (codes as a fallback). Used by common/validate.ts, the account forms and
 * the server's 422 answers.
 */
import { codes, translator, type Catalogues } from "./index.js";
import { validateEn } from "./validate.en.js";
import { validateZh } from "./validate.zh.js";

export type ValidateKey = keyof typeof validateZh;
export const validateMessages: Catalogues<ValidateKey> = { zh: validateZh, en: validateEn };
export const tValidate = translator<string>(validateMessages, codes);
