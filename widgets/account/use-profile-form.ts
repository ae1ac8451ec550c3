/**
 * Hook over profile-form.logic: values filled from the member's details,
 * the province → city → area lists (each choice reloads the next list and
 * clears the choices below it), two code buttons (new mobile, new email;
 * purpose modify) and submit (updates the shared session and details).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { t, type Lang } from "../core/i18n/index.js";
import { setMember } from "../core/session.js";
import { profileEdition } from "./form.logic.js";
import { updateDetail, type MemberWithDetail } from "./member-detail.logic.js";
import {
  emailChanged,
  loadRegions,
  mobileChanged,
  profileFrom,
  PROFILE_FIELDS,
  submitProfile,
  validateProfileForm,
  type ProfileFormValues,
  type RegionItem,
} from "./profile-form.logic.js";
import { useForm } from "./use-form.js";
import { useFillOnce, useMemberDetail } from "./use-member-detail.js";
import { useVerifyCode } from "./use-verify-code-button.js";

export function useProfileForm(lang: Lang, onSaved: (v: MemberWithDetail) => void) {
  const edition = profileEdition(lang);
  const { data, failed } = useMemberDetail(lang);
  const contacts = useMemo(() => ({ mobile: data?.member.mobile ?? "", email: data?.member.email ?? "" }), [data]);
  const validate = useCallback((v: ProfileFormValues) => validateProfileForm(v, edition, contacts), [edition, contacts]);
  const form = useForm<ProfileFormValues>(profileFrom(null), { lang, order: PROFILE_FIELDS, validate });
  const { setValues, values, setErrors } = form;
  const [provinces, setProvinces] = useState<RegionItem[]>([]);
  const [cities, setCities] = useState<RegionItem[]>([]);
  const [areas, setAreas] = useState<RegionItem[]>([]);
  const mobileCode = useVerifyCode({ channel: "sms", purpose: "modify", lang });
  const emailCode = useVerifyCode({ channel: "email", purpose: "modify", lang });

  useFillOnce(data, profileFrom, setValues);

  useEffect(() => {
    if (edition === "zh") void loadRegions("provinces", "", lang).then(setProvinces);
  }, [edition, lang]);
  useEffect(() => {
    if (edition === "zh") void loadRegions("cities", values.province, lang).then(setCities);
  }, [edition, lang, values.province]);
  useEffect(() => {
    if (edition === "zh") void loadRegions("areas", values.city, lang).then(setAreas);
  }, [edition, lang, values.city]);

  const setField = useCallback(
    (field: keyof ProfileFormValues, value: string) => {
      form.setField(field, value);
      // a new province clears city and area; a new city clears the area
      if (field === "province") setValues((v) => ({ ...v, province: value, city: "", area: "" }));
      if (field === "city") setValues((v) => ({ ...v, city: value, area: "" }));
    },
    [form, setValues],
  );

  const sendMobileCode = useCallback(async () => {
    const res = await mobileCode.send(values.mobile);
    if (!res.ok && res.code !== "busy") {
      setErrors((e) => ({ ...e, mobile: res.msg }));
      mobileCode.setError("");
    }
  }, [mobileCode, values.mobile, setErrors]);
  const sendEmailCode = useCallback(async () => {
    const res = await emailCode.send(values.email);
    if (!res.ok && res.code !== "busy") {
      setErrors((e) => ({ ...e, email: res.msg }));
      emailCode.setError("");
    }
  }, [emailCode, values.email, setErrors]);

  const submit = useCallback(
    () =>
      form.submit(async (v) => {
        const saved = await submitProfile(v, edition, contacts, lang);
        updateDetail(saved);
        setMember(saved.member);
        setValues(profileFrom(saved));
        onSaved(saved);
        return t(lang, "saved");
      }),
    [form, edition, contacts, lang, setValues, onSaved],
  );

  return {
    ...form,
    setField,
    edition,
    loading: !data && !failed,
    failed,
    provinces,
    cities,
    areas,
    mobileCode,
    emailCode,
    showMobileCode: mobileChanged(values, contacts),
    showEmailCode: emailChanged(values, contacts),
    sendMobileCode,
    sendEmailCode,
    submitForm: submit,
  };
}
