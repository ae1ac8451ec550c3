/**
 * Visit statistics (SPEC §7 "GET seen-count (icu?oid)", §9 "Subject names
 * excluded from visit statistics: home, hour, Special_List, Galleries; video
 * is not incremented. Per-subject visit counts are stored locally."),
 * framework-free: no React, no DOM (the call and the store are injected).
 */

/** SPEC §9: subjects whose visits are not counted locally. */
export const EXCLUDED_SUBJECTS: readonly string[] = ["home", "hour", "Special_List", "Galleries"];

/** Story types that are video (SPEC §9: video is not incremented). */
const VIDEO_TYPES: readonly string[] = ["video", "video_group"];

/** The local store key of a subject's visit count. */
export const visitKey = (subject: string) => `visit_count:${subject}`;

/** Whether a visit of a story of this subject and type adds to the local per-subject count. */
export function countsLocally(subject: string, type: string): boolean {
  return subject !== "" && !EXCLUDED_SUBJECTS.includes(subject) && !VIDEO_TYPES.includes(type);
}

/** A story page's visit. */
export interface Visit {
  /** the story's pcId (SPEC §7 icu?oid) */
  oid: string;
  /** the story's subject (code or name as the page has it) */
  subject: string;
  /** the story's type (image, image_group, video, video_group, text) */
  type: string;
}

export interface VisitDeps {
  /** GET icu?oid: the story's seen count (the server counts this view, never for video) */
  icu(oid: string): Promise<{ count: number; counted: boolean }>;
  /** resolves once the reader has interacted with the page (core/interaction.ts): the local count waits for it */
  interacted(): Promise<void>;
  /** the local key-value store (core/storage.ts localforage), loaded when first asked for */
  store(): Promise<{ getItem<T>(key: string): Promise<T | null>; setItem<T>(key: string, value: T): Promise<T> }>;
  log(msg: string, err: unknown): void;
}

/** What a visit did. */
export interface VisitResult {
  /** the server's seen count of the story, null when the call failed */
  seen: number | null;
  /** the subject's local visit count after this visit, null when not counted (excluded subject, video, or storage failure) */
  subjectCount: number | null;
}

/**
 * Records a story page's visit: calls icu (every story page, SPEC §7), then
 * adds one to the subject's local count unless the subject is excluded or
 * the story is a video (SPEC §9). The local count waits for the reader's
 * first interaction with the page, and only then loads the store (issue 22
 * item 2: localforage is not part of what a story page loads before the
 * reader does anything; a visit left without any interaction is counted by
 * the server only). A failure of either is logged and the page carries on
 * (SPEC §8).
 */
export async function recordVisit(deps: VisitDeps, v: Visit): Promise<VisitResult> {
  let seen: number | null = null;
  try {
    seen = (await deps.icu(v.oid)).count;
  } catch (err) {
    deps.log("seen count failed", err);
  }
  if (!countsLocally(v.subject, v.type)) return { seen, subjectCount: null };
  try {
    await deps.interacted();
    const store = await deps.store();
    const key = visitKey(v.subject);
    const prev = Number(await store.getItem<number>(key)) || 0;
    const next = prev + 1;
    await store.setItem(key, next);
    return { seen, subjectCount: next };
  } catch (err) {
    deps.log("visit statistics not stored", err);
    return { seen, subjectCount: null };
  }
}
