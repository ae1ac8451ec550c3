/**
 * Member rows → the Member and member-detail DTOs of SPEC §3 (the types of
 * common/types.ts: one Member shape for server and widgets). The password
 * hash and the bank account number never leave through here: the account
 * number is masked with common/format.ts maskAccountNumber.
 */
import type { Member, MemberDetail } from "../../../common/types.js";
import { maskAccountNumber, maskIdCard } from "../../../common/format.js";
import type { UcMember, UcMemberDetail } from "../db/schema.js";

/** The default member avatar (SPEC §3), under the public resource folder. */
export const DEFAULT_AVATAR = "/public_resource/public/img/default-avatar.svg";

/** Member row → SPEC §3 Member (as guest/getLoginUcMember answers it); no avatar → DEFAULT_AVATAR. */
export function toMemberDto(m: UcMember): Member {
  return {
    id: m.id,
    name: m.name,
    mobile: m.mobile,
    email: m.email,
    imgUrl: m.imgUrl || DEFAULT_AVATAR,
    // never the full number (issue 8): 110***********4514
    idCard: m.idCard ? maskIdCard(m.idCard) || null : null,
    code: m.code,
    nature: m.nature,
    photographerId: m.photographerId,
    photographerInfoObj: m.photographerInfoObj ?? null,
    point: m.point,
    ucMemberClass: { type: m.ucMemberClassType },
  };
}

/**
 * Member detail row (or none yet) → MemberDetail: every field a string (""
 * when unset), region codes with their names (`regionName`: division code →
 * name, or null), the bank account number masked ("**** 3445").
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
    certNumber: s(row?.certNumber),
    certName: s(row?.certName),
    bank: s(row?.bank),
    accountName: s(row?.accountName),
    accountNumberMasked: maskAccountNumber(s(row?.accountNumber)),
  };
}
