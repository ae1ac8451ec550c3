/**
 * Member rows → the Member and member-detail DTOs of SPEC §3 (the types of
 * common/types.ts: one Member shape for server and widgets). The password
 * hash, the bank account number and the full ID number never leave through
 * here: the account number is masked with common/format.ts
 * maskAccountNumber, the ID number (`idCard`, and `certNumber` of the
 * details, issue 19) with maskCertNumber.
 */
import type { Member, MemberDetail } from "../../../common/types.js";
import type { ContributorStatus } from "../../../common/staff.js";
import { maskAccountNumber, maskIdCard } from "../../../common/format.js";
import type { UcMember, UcMemberDetail } from "../db/schema.js";

/** The default member avatar (SPEC §3), under the public resource folder. */
export const DEFAULT_AVATAR = "/public_resource/public/img/default-avatar.svg";

/**
 * A certificate number as every answer shows it (issue 8 for `idCard`,
 * issue 19 for `certNumber`, ASVS 8.3): 11 characters or more as
 * common/format.ts maskIdCard (first 3 and last 4 kept, stars between:
 * "110***********4514"); a shorter number (a passport) keeps its first
 * character and last 2 ("E******78"); 4 characters or fewer are all stars;
 * "" when there is none.
 */
export function maskCertNumber(n: string | null | undefined): string {
  const s = typeof n === "string" ? n.trim() : "";
  if (s.length >= 11) return maskIdCard(s);
  if (s.length > 4) return `${s[0]}${"*".repeat(s.length - 3)}${s.slice(-2)}`;
  return "*".repeat(s.length);
}

/** Member row → SPEC §3 Member (as guest/getLoginUcMember answers it); no avatar → DEFAULT_AVATAR. */
export function toMemberDto(m: UcMember): Member {
  return {
    id: m.id,
    name: m.name,
    mobile: m.mobile,
    email: m.email,
    imgUrl: m.imgUrl || DEFAULT_AVATAR,
    // never the full number (issue 8): 110***********4514
    idCard: m.idCard ? maskCertNumber(m.idCard) || null : null,
    code: m.code,
    nature: m.nature,
    photographerId: m.photographerId,
    photographerInfoObj: m.photographerInfoObj ?? null,
    point: m.point,
    ucMemberClass: { type: m.ucMemberClassType },
    contributorStatus: m.contributorStatus as ContributorStatus,
  };
}

/**
 * Member detail row (or none yet) → MemberDetail: every field a string (""
 * when unset), region codes with their names (`regionName`: division code →
 * name, or null), the bank account number masked ("**** 3445"), the
 * certificate number masked as `idCard` is (maskCertNumber: "110***********4514").
 */
export function toMemberDetailDto(row: UcMemberDetail | undefined, regionName: (code: string | null | undefined) => string | null): MemberDetail {
  const s = (v: string | null | undefined) => v ?? "";
  return {
    nickname: s(row?.nickname),
    firstName: s(row?.firstName),
    lastName: s(row?.lastName),
    company: s(row?.company),
    title: s(row?.title),
    country: s(row?.country),
    province: s(row?.province),
    city: s(row?.city),
    area: s(row?.area),
    provinceName: regionName(row?.province) ?? "",
    cityName: regionName(row?.city) ?? "",
    areaName: regionName(row?.area) ?? "",
    address: s(row?.address),
    zipCode: s(row?.zipCode),
    contact: s(row?.contact),
    remark: s(row?.remark),
    certType: s(row?.certType),
    certNumber: maskCertNumber(row?.certNumber),
    certName: s(row?.certName),
    bank: s(row?.bank),
    accountName: s(row?.accountName),
    accountNumberMasked: maskAccountNumber(s(row?.accountNumber)),
  };
}
