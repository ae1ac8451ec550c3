/**
 * The agency's staff and the archive's rules (issue 19): the contract of the
 * staff console (`pw-staff-console`, /api/staff/*), of editorial review as a
 * contributor sees it, and of download grants as a member sees them. Shared
 * by the browser and the server; knows neither.
 *
 * Roles are separate: the editor role (uc_member.editor) opens the staff
 * console and its calls; the customer-service agent role (uc_member.role
 * "agent", common/chat/contract.ts AGENT_ROLE) opens the agent console. One
 * does not imply the other.
 */
import type { Edition } from "./edition.js";

/** A contributor's application (uc_member.contributor_status): self-registered nature-1 accounts start APPLIED. */
export const CONTRIBUTOR_STATUS = { APPLIED: 0, APPROVED: 1, REJECTED: 2 } as const;
export type ContributorStatus = (typeof CONTRIBUTOR_STATUS)[keyof typeof CONTRIBUTOR_STATUS];

/**
 * A submission's review state (table submission): submitted → in_review →
 * approved (published) | rejected (with a reason) | changes (the editor asks
 * for changes, with a reason; the draft is editable again and may be
 * submitted anew). A submission of an applicant (CONTRIBUTOR_STATUS.APPLIED)
 * cannot be approved until the application is.
 */
export const REVIEW_STATES = ["submitted", "in_review", "approved", "rejected", "changes"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
/** The states of the review queue (what an editor still has to decide). */
export const OPEN_REVIEW_STATES: readonly ReviewState[] = ["submitted", "in_review"];

/** The editions an editor publishes an approved story in (cn is the Chinese edition "zh"). */
export const REVIEW_EDITIONS: readonly Edition[] = ["zh", "en", "ann"];

/** Longest reason of a rejection, a request for changes or a takedown, characters. */
export const REASON_MAX = 1000;
/** Longest photographer name an editor credits a file to on approval, characters. */
export const CREDIT_MAX = 200;
/** Longest grant label (an organisation's name), characters. */
export const GRANT_LABEL_MAX = 100;
/** Most photos one grant covers, and most one quota change adds or takes. */
export const GRANT_QUOTA_MAX = 100_000;
/** Longest period of a grant, days. */
export const GRANT_DAYS_MAX = 3660;
/** Page size of the console's lists: default, most. */
export const STAFF_ROWS = 20;
export const STAFF_ROWS_MAX = 100;

/** Every staff action the audit log records (audit_log.action). */
export const AUDIT_ACTIONS = [
  "submission.claim",
  "submission.approve",
  "submission.reject",
  "submission.changes",
  "story.withdraw",
  "story.restore",
  "contributor.approve",
  "contributor.reject",
  "photographer.approve",
  "photographer.reject",
  "member.quota",
  "member.grant",
  "member.grant_revoke",
  "member.role",
  // issue 20: buying and licensing
  "setting.change",
  "pack.create",
  "pack.change",
  "order.confirm",
  "order.cancel",
  "organisation.create",
  "organisation.change",
  "organisation.member",
  "organisation.grant",
  "organisation.grant_revoke",
  "licence.change",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** GET /api/staff/me: the calling editor. */
export interface StaffMeDto {
  code: string;
  name: string;
}

/** IPTC/EXIF fields read from an uploaded file (services/upload-meta.ts), as the editor sees them. */
export interface FileMetaDto {
  width: number;
  height: number;
  /** bytes */
  size: number;
  fileExt: string;
  /** IPTC/XMP/EXIF caption, byline, keywords and shooting date (YYYY-MM-DD) as read from the file; "" / [] when absent */
  caption: string;
  byline: string;
  keywords: string[];
  shootingDate: string;
  /** colour space (ICC profile or EXIF), null when unknown */
  colorSp: string | null;
}

/** A photo of the archive that looks like a submitted one (perceptual hash within SIMILAR_MAX_DISTANCE). */
export interface SimilarPhotoDto {
  pcId: string;
  relationId: string;
  title: string;
  /** the story page (zh edition) */
  htmlUrl: string;
  titleImage: string | null;
  /** Hamming distance of the two 64-bit perceptual hashes: 0 the same picture (resized or recompressed), up to SIMILAR_MAX_DISTANCE */
  distance: number;
}

/** Largest Hamming distance (of 64 bits) at which an archive photo counts as near-identical to a submitted one. */
export const SIMILAR_MAX_DISTANCE = 10;
/** Most near-identical archive photos shown for one submitted photo. */
export const SIMILAR_MAX = 5;

/** One file of a submission, for review. */
export interface SubmissionFileDto {
  /** the upload's relationId (common/contribution.ts RelationDraftDto) */
  relationId: string;
  mediaType: number;
  /** the contributor's caption and byline */
  caption: string;
  byline: string;
  keywords: string[];
  /** a preview address the editor may load (GET /api/staff/preview/{oid}/{relationId}: a JPEG of at most 480 px, photos and video posters); null when the upload has none */
  previewUrl: string | null;
  meta: FileMetaDto;
  /** photos of the archive that are this one (empty when none) */
  similar: SimilarPhotoDto[];
}

/** A submission as the console lists and shows it (GET /api/staff/submissions, …/{oid}). */
export interface SubmissionDto {
  oid: string;
  state: ReviewState;
  reason: string;
  /** chosen when approved; [] before */
  editions: Edition[];
  /** ISO 8601 UTC */
  submittedAt: string;
  updatedAt: string;
  /** the published story once approved */
  storyId: string | null;
  htmlUrl: string | null;
  member: { code: string; name: string; contributorStatus: ContributorStatus };
  /** the reviewer's code once claimed or decided */
  reviewer: string | null;
  title: string;
  description: string;
  keywords: string[];
  subjectCode: string;
  type: string;
  shootingDate: string;
  /** only in GET /api/staff/submissions/{oid}; [] in lists */
  files: SubmissionFileDto[];
}

/** A page of a staff list. */
export interface StaffPageDto<T> {
  page_data: T[];
  total_count: number;
}

/** A story as the takedown panel shows it (GET /api/staff/stories?q=). */
export interface StaffStoryDto {
  pcId: string;
  title: string;
  type: string;
  htmlUrl: string;
  /** "online" or "offline" */
  status: string;
  publishTime: string;
  /** set while taken down */
  withdrawn: { at: string; by: string; reason: string } | null;
}

/** A download grant (issue 19 "Entitlements"), as staff and the member see it. */
export interface GrantDto {
  id: number;
  /** who it is for (an organisation's name) */
  label: string;
  /** photos it still covers; null: no count limit */
  remaining: number | null;
  total: number | null;
  /** ISO 8601 UTC */
  validFrom: string;
  validUntil: string | null;
  revokedAt: string | null;
  /** usable now: not revoked, within its period, photos left */
  active: boolean;
  /** issue 20: the pack order that bought it (PackOrderDto.number), null or absent for a staff grant */
  orderNumber?: string | null;
}

/** A member as the console's members and applications panels show them. */
export interface StaffMemberDto {
  code: string;
  name: string;
  email: string | null;
  nature: number;
  contributorStatus: ContributorStatus;
  agent: boolean;
  editor: boolean;
  /** residueCount */
  downloadQuota: number;
  grants: GrantDto[];
  createdAt: string;
}

/**
 * A registered photographer profile awaiting review (common/photographer.ts
 * PHOTOGRAPHER_STATUS), with the photos already credited to its name by
 * other people's bylines or imports: approving the profile gives them to it
 * (the editor resolves the claim).
 */
export interface StaffPhotographerDto {
  id: number;
  name: string;
  nameZh: string | null;
  memberCode: string | null;
  status: number;
  /** photos credited to this profile's row before the member claimed it */
  claimedPhotos: number;
  createdAt: string;
}

/** One line of the audit log (GET /api/staff/audit). */
export interface AuditEntryDto {
  id: number;
  at: string;
  /** the staff member's code, or "cli" */
  actor: string;
  action: AuditAction;
  target: string;
  detail: Record<string, unknown>;
}

/**
 * Sent to the contributor's member room on /socket/uc_message_uc_member
 * when an editor changes the state of one of their submissions.
 */
export interface ReviewEvent {
  type: "review";
  oid: string;
  state: ReviewState;
  reason: string;
  storyId: string | null;
  htmlUrl: string | null;
}
