/**
 * Photographers (SPEC §1, §6 "Photographer: a member with photographerId;
 * registration, update and status calls", §7 web/photographer/*,
 * guest/photographer/*): the statuses, the shapes of the calls' answers and
 * the portfolio page addresses, shared by the server and the widgets.
 * Framework-free.
 *
 * Statuses (photographer.status): a member who registers is `PENDING` (0)
 * until an operator approves them (`photowire photographer <code> approve`)
 * → `APPROVED` (1), or rejects them → `REJECTED` (2). Photographers credited
 * by imported stories (no member) are `APPROVED` from the start. The status
 * lookup (get_ph_status) answers these numbers.
 */
import { EDITION_PREFIX, type Edition } from "./edition.js";

/** photographer.status values. */
export const PHOTOGRAPHER_STATUS = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
export type PhotographerStatus = (typeof PHOTOGRAPHER_STATUS)[keyof typeof PHOTOGRAPHER_STATUS];

/**
 * SPEC §5 photographer rule: a photo can be downloaded only when its
 * photographer list names a photographer with an id (a number, or a string
 * that is not blank). `people` is the relation's `photographer` as stored
 * (JSON) or sent (DownloadItem); anything but an array names nobody. The
 * server refuses such a photo with photo_detail_5 (services/downloads.ts);
 * the download button plans with the same rule (download.rules.ts).
 */
export function hasPhotographerWithId(people: unknown): boolean {
  if (!Array.isArray(people)) return false;
  return people.some((p: unknown) => {
    const id = (p as { id?: unknown } | null | undefined)?.id;
    return id !== undefined && id !== null && String(id).trim() !== "";
  });
}

/** The name of a status (for texts: catalogue keys ph_status_<name>). */
export function statusName(status: number): "pending" | "approved" | "rejected" {
  return status === PHOTOGRAPHER_STATUS.APPROVED ? "approved" : status === PHOTOGRAPHER_STATUS.REJECTED ? "rejected" : "pending";
}

/** Longest introduction (bio) in characters. */
export const BIO_MAX = 500;
/** Photos listed on a node answer (getPhotographerNode); the portfolio page lists up to PORTFOLIO_MAX. */
export const NODE_PHOTOS = 12;
/** Photos listed on a portfolio page at most (newest first). */
export const PORTFOLIO_MAX = 500;

/**
 * The portfolio page of a photographer in an edition: /cn/photographer/<id>.html,
 * /en/photographer/<id>.html (the alternate edition is not published).
 */
export function portfolioUrl(edition: Edition, id: number): string {
  return `${edition === "zh" ? "/cn" : EDITION_PREFIX[edition]}/photographer/${id}.html`;
}

/** One published photo of a photographer (node and portfolio page), in one edition's language. */
export interface PortfolioPhoto {
  relationId: string;
  pcId: string;
  /** the story's title */
  title: string;
  /** the photo's caption */
  caption: string;
  /** the story page, with #relationId */
  htmlUrl: string;
  /** list-size image */
  imgUrl: string;
  width: number;
  height: number;
  /** YYYY-MM-DD or "" */
  shootingDate: string;
  /** when it was taken as the source writes it in the edition's language ("约1865年", "c. 1865"), else shootingDate */
  shootingDateText: string;
  /** ISO 8601 */
  publishTime: string;
}

/**
 * The answer of GET guest/photographer/getPhotographerNode ("node" = the
 * photographer's public profile and the entry to their portfolio).
 * mobile and email are present only for the photographer's own member.
 */
export interface PhotographerNode {
  id: number;
  name: string;
  nameZh: string | null;
  /** PHOTOGRAPHER_STATUS */
  status: number;
  bio: string;
  /** whether a member owns this profile (registered photographers) */
  registered: boolean;
  /** the portfolio page per edition */
  portfolioUrl: { zh: string; en: string };
  /** published photos crediting them */
  photoCount: number;
  /** the newest NODE_PHOTOS of them, in the asked edition */
  photos: PortfolioPhoto[];
  /** the owner only */
  mobile?: string | null;
  email?: string | null;
}

/** Fields of web/photographer/register, valid_info and update. */
export interface PhotographerValues {
  /** the name photos are credited with (unique among photographers) */
  name?: string;
  /** optional Chinese name */
  nameZh?: string;
  /** contact mobile (11 digits starting with 1), verified by a code on register and on change */
  mobile?: string;
  /** the code sent by web/photographer/send_mobile_code */
  captcha?: string;
  email?: string;
  bio?: string;
}

/**
 * What the member centre stores in uc_member.photographer_info_obj (SPEC §3
 * Member.photographerInfoObj): a snapshot of the profile, refreshed on
 * register, update, approve and reject.
 */
export interface PhotographerInfo {
  id: number;
  name: string;
  nameZh: string | null;
  status: number;
}
