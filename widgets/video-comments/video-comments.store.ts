/**
 * <pw-video-comments> state (issue 11), framework-free: the comment rules
 * the server applies (common length limit), and a small store over two
 * calls — GET guest/comment/video_comment_list and POST
 * web/comment/save_video_comment — holding the listed comments, the
 * loading and posting flags and the last error code.
 */
import { createState } from "../core/store.js";

/** Longest comment in characters (server/src/services/video-comments.ts VIDEO_COMMENT_MAX). */
export const COMMENT_MAX = 500;
/** Comments fetched per page. */
export const PAGE_ROWS = 20;

/** A listed comment, as the server sends it (content is allow-listed HTML). */
export interface VideoComment {
  id: number;
  content: string;
  memberName: string;
  /** ISO 8601 */
  createTime: string;
}

/** Why a draft cannot be sent: blank, or over COMMENT_MAX characters; null when it can. */
export function draftProblem(text: string): "blank" | "too_long" | null {
  const t = text.trim();
  if (!t) return "blank";
  if ([...t].length > COMMENT_MAX) return "too_long";
  return null;
}

/** Characters left for a draft (negative when over). */
export function charsLeft(text: string): number {
  return COMMENT_MAX - [...text.trim()].length;
}

export interface CommentsState {
  comments: VideoComment[];
  total: number;
  loading: boolean;
  loaded: boolean;
  posting: boolean;
  /** SPEC error code of the last failed call (or "blank"/"too_long"), "" when none */
  error: string;
  /** message of that error from the server, when it gave one */
  errorMsg: string;
  /** the last list call failed (the error is the list's, shown to every reader, not the form's) */
  listFailed: boolean;
}

export const INITIAL_STATE: CommentsState = { comments: [], total: 0, loading: false, loaded: false, posting: false, error: "", errorMsg: "", listFailed: false };

/** The two calls the store makes (injected: tests pass fakes, the hook passes core/api). */
export interface CommentsApi {
  list(afterId: number, rows: number): Promise<{ list: VideoComment[]; total: number }>;
  save(content: string): Promise<VideoComment>;
}

/** A failed call's code and message (ApiCallError-like). */
function failure(err: unknown): { error: string; errorMsg: string } {
  const e = err as { code?: unknown; msg?: unknown };
  return { error: typeof e?.code === "string" ? e.code : "998", errorMsg: typeof e?.msg === "string" ? e.msg : "" };
}

/** A store of one video's comments. */
export function createCommentsStore(api: CommentsApi) {
  const s = createState<CommentsState>(INITIAL_STATE);
  const set = (patch: Partial<CommentsState>) => s.set(patch);
  return {
    get: s.get,
    subscribe: s.subscribe,
    /** Loads the next page (the first one on the first call). */
    async loadMore(): Promise<void> {
      if (s.get().loading) return;
      set({ loading: true, error: "", errorMsg: "", listFailed: false });
      try {
        const last = s.get().comments.at(-1)?.id ?? 0;
        const page = await api.list(last, PAGE_ROWS);
        const known = new Set(s.get().comments.map((c) => c.id));
        set({ comments: [...s.get().comments, ...page.list.filter((c) => !known.has(c.id))], total: page.total, loading: false, loaded: true });
      } catch (err) {
        set({ loading: false, listFailed: true, ...failure(err) });
      }
    },
    /**
     * Sends a draft; on success the comment is appended and returned (the view clears its field), else null.
     * A draft the rules refuse is not sent: error becomes "blank" or "too_long".
     */
    async post(text: string): Promise<VideoComment | null> {
      const problem = draftProblem(text);
      if (problem) {
        set({ error: problem, errorMsg: "" });
        return null;
      }
      if (s.get().posting) return null;
      set({ posting: true, error: "", errorMsg: "", listFailed: false });
      try {
        const c = await api.save(text.trim());
        set({ comments: [...s.get().comments.filter((x) => x.id !== c.id), c], total: s.get().total + 1, posting: false });
        return c;
      } catch (err) {
        set({ posting: false, ...failure(err) });
        return null;
      }
    },
  };
}

export type CommentsStore = ReturnType<typeof createCommentsStore>;
