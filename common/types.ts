/**
 * SPEC §3 entity types and SPEC codes: the one definition of every DTO the
 * server answers with and the widgets read (DESIGN §2 common/). Types only,
 * plus the code lists: no React, no DOM, no runtime dependencies.
 */
import type { Lang } from "./i18n/index.js";
import type { ContributorStatus } from "./staff.js";
import type { LicenceDto } from "./licence.js";

/**
 * SPEC §8 error codes and the server's own envelope codes. `success` (and
 * `000`) means ok (SPEC §7); `998` is a network or request failure.
 */
export const SPEC_CODES = [
  "success",
  "998",
  "access_denied",
  "es_error",
  "offline",
  "api_1",
  "api_2",
  "api_3",
  "api_tools_30",
  "photo_detail_5",
  "photo_detail_9",
  "photo_group_12",
  "photo_group_14",
  "photo_group_6",
  "photo_group_7",
  "style_6",
  "style_1",
  "Q_EXCEED_NUM_LIMIT",
  "Q_EXCEED_SIZE_LIMIT",
  "Q_TYPE_DENIED",
  "F_EXCEED_SIZE",
  "F_DUPLICATE",
  "timeout",
] as const;
export type SpecCode = (typeof SPEC_CODES)[number];

/** Media types of a relation (SPEC §9): 1 and 2 article, 3 photo, 4 audio, 5 video, 9 other. */
export const MEDIA_TYPE = { article: 1, article2: 2, photo: 3, audio: 4, video: 5, other: 9 } as const;

/** Draft statusId of a submitted contribution (SPEC §9). */
export const STATUS_SUBMITTED = 13;

/** The response envelope (DESIGN §3.1). */
export interface Envelope<T = unknown> {
  code: string;
  msg?: string;
  data?: T;
  errors?: { field: string; rule: string }[];
  [k: string]: unknown;
}

/** Member fields of SPEC §3 as getLoginUcMember returns them. */
export interface Member {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
  imgUrl: string;
  idCard: string | null;
  code: string;
  nature: number;
  photographerId: number | null;
  photographerInfoObj: unknown;
  point: number;
  ucMemberClass: { type: number };
  /**
   * A contributor's application (issue 19, common/staff.ts CONTRIBUTOR_STATUS):
   * 0 applied (self-registered nature 1: nothing they submit is published
   * until approved), 1 approved, 2 rejected. Optional: absent from answers
   * of servers before issue 19.
   */
  contributorStatus?: ContributorStatus;
}

/** Member details (profile, certificate, bank; bank account number masked as "**** 5678"): the DTO that
 * POST guest/refresh_user_info answers (server/src/services/accounts.ts uses this type too). */
export interface MemberDetail {
  nickname: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  country: string;
  province: string;
  city: string;
  area: string;
  provinceName: string;
  cityName: string;
  areaName: string;
  address: string;
  zipCode: string;
  contact: string;
  remark: string;
  certType: string;
  certNumber: string;
  certName: string;
  bank: string;
  accountName: string;
  accountNumberMasked: string;
}

export interface MemberWithDetail {
  member: Member;
  detail: MemberDetail;
}

/** SPEC §3 Relation.photographer entry. */
export interface PhotographerRef {
  id: number;
  name: string;
}

/** SPEC §3 Relation, in one edition's language. */
export interface RelationDto {
  relationId: string;
  pcId: string;
  /** 1,2 article, 3 photo, 4 audio, 5 video, 9 other (SPEC §9) */
  mediaType: number;
  /** px of the original */
  width: number;
  height: number;
  /** bytes of the original */
  size: number;
  photographerStr: string;
  photographer: PhotographerRef[];
  /** caption */
  description: string;
  flagWordStr: string;
  /** the story page, with #relationId for a photo */
  htmlUrl: string;
  mHtmlUrl: string;
  /** the original file (/media/…) or null for text */
  imgUrl: string | null;
  /** the list-size image (480 px wide) or null */
  titleImage: string | null;
  mediaId: string | null;
  /** YYYY-MM-DD or "" */
  shootingDate: string;
  /** ISO 8601 */
  createTime: string;
  /** ISO 8601: when the item was last written (SPEC §3 Relation timestamps, with createTime) */
  updateTime: string;
  free: boolean;
  /** videos (mediaType 5) only, issue 11: the poster image (/media/…jpg) */
  poster?: string | null;
  /** videos only: the public video file (/media/…mp4) */
  videoUrl?: string | null;
  /** videos only: seconds, null while unknown */
  duration?: number | null;
  /**
   * SPEC §3 jsonStr: a JSON object as text with the item's metadata that has
   * no field of its own (an import's source file name "file", an upload's
   * fileExt / colorSp / colorDepth / orientation …); "{}" when there is none.
   */
  jsonStr: string;
  /** photos (mediaType 3) only, issue 20: the photo's licence in this edition's language (common/licence.ts) */
  licence?: LicenceDto;
}

/** SPEC §3 Story / Content item, in one edition's language. */
export interface StoryDto {
  pcId: string;
  title: string;
  description: string;
  /** image | image_group | video | video_group | text */
  type: string;
  author: string;
  /** YYYY-MM-DD or "" */
  shootDate: string;
  flagWordStr: string;
  /** the JSON beside the desktop page */
  jsonUrl: string;
  htmlUrl: string;
  mHtmlUrl: string;
  siteCode: string;
  siteId: number;
  subjectCode: string;
  subjectName: string;
  relContentUrl: string;
  /**
   * SPEC §3 relParentUrl: the relative address of the section the story is
   * filed under, "{siteCode}/{subjectCode}" (relContentUrl's parent in the
   * content URL scheme, without edition prefix).
   */
  relParentUrl: string;
  /**
   * SPEC §3 parentUrl: the edition's page that lists that section — its
   * search page for the story's subject ("/cn/search.html?subject=News").
   */
  parentUrl: string;
  /**
   * SPEC §3 compId: the CMS component (page slot) the story was published
   * into, or null. An id starting "h_" marks a home-page headline: the home
   * pages of the published site list those stories first, newest first,
   * before the latest stories (publish.ts renderHomes).
   */
  compId: string | null;
  /** ISO 8601 */
  publishTime: string;
  /** "YYYY-MM-DD HH:mm:ss" (UTC) */
  fullPublishTime: string;
  /** 1200 px image of the first photo, or null */
  titleImage: string | null;
  /** 480 px image of the first photo, or null */
  listImage: string | null;
  /** 3 for photo stories, 5 for video stories, 1 for text stories */
  mediaType: number;
  publishResList: RelationDto[];
  /** text stories only: body paragraphs, and their language (the Chinese edition shows the English original) */
  body?: string[];
  bodyLang?: Lang;
  /**
   * search results of text stories only: one line of the body (the same
   * language as body): the passage that matched the query, its words in
   * `<mark>` (issue 21), else the start of the body; allow-listed HTML
   */
  excerpt?: string;
  /** search results with query words: the title as HTML with the matched words in `<mark>` (escaped text; absent when the title holds none) */
  highlight?: { title?: string };
}
