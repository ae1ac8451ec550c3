/**
 * The contribution form's state, framework-free (issue 11 "Drafts and
 * submission"; SPEC §4 Contribution draft, §7 guest/getPublicationContent,
 * addPublicationContent, Contribute, setWebLog). No React, no DOM: the calls,
 * the local copy, the clock and the address bar come in as deps.
 *
 * Autosave: every edit bumps a revision and (re)starts a timer of
 * AUTOSAVE_MS; when it fires the fields of that moment are sent. An edit
 * made while a save is on its way is saved by the next one, so nothing typed
 * is lost; the save status says dirty → saving → saved (or offline / error).
 * The fields are also kept in a local copy (localforage) on every edit, so a
 * draft typed offline or before a crash comes back on the next load (and is
 * sent then). submit() saves what is pending, then calls Contribute.
 *
 * Review (issue 19): a submitted story waits for the agency's editors;
 * `review` holds its state and the editor's reason, `result.htmlUrl` is
 * its page once approved ("" before). A draft sent back for changes is
 * editable again (phase editing, review "changes"). reviewed() takes a
 * review event of this draft (realtime, through the member center).
 *
 * Licences (issue 20): licence(relationId, patch) sets a file's licence
 * (contribution-licence.rules.ts), saved with the draft like the other
 * fields; a submission with restrictions too long or with emoji stops
 * before sending, with the problem at that field.
 */
import { createState } from "../core/store.js";
import type { ContributionDraftDto, RelationDraftDto } from "../../common/contribution.js";
import type { LicenceInput } from "../../common/licence.js";
import type { ReviewEvent } from "../../common/staff.js";
import { licenceProblems, setLicence, type LicenceProblemKey } from "./contribution-licence.rules.js";
import {
  addRelation,
  AUTOSAVE_MS,
  EMPTY_FIELDS,
  fieldsOf,
  isSubmitted,
  liveUrl,
  followFile,
  moveRelation,
  removeRelation,
  saveBody,
  setCaption,
  reviewOf,
  submitProblems,
  type DraftFields,
  type DraftReview,
  type ProblemKey,
} from "./contribution.rules.js";

/** A subject to choose (GET guest/getPublicationContent subjects). */
export interface Subject {
  code: string;
  name: string;
  nameZh: string;
}

/** What add/pc and Contribute answer (server/src/services/contribution.ts SubmitResultDto): the story's id and page are empty (or null) until it is approved (issue 19). */
export interface SubmitResult {
  storyId: string | null;
  htmlUrl: string | null;
  draft: ContributionDraftDto;
}

export type SaveStatus = "idle" | "dirty" | "saving" | "saved" | "offline" | "error";

export interface ContributionState {
  phase: "loading" | "editing" | "submitting" | "submitted" | "failed";
  /** the stored oid once the server has the draft */
  oid: string | null;
  fields: DraftFields;
  subjects: Subject[];
  save: SaveStatus;
  /** ISO time of the last successful save */
  savedAt: string | null;
  /** problems found before sending, by field (a licence field by its path, relationList.<i>.licence.<field>) */
  problems: Partial<Record<string, ProblemKey | LicenceProblemKey>>;
  /** a server refusal: SPEC code and message, and the field (with its rule) when it names one */
  error: { code: string; message: string; field?: string; rule?: string } | null;
  /** the story once submitted: its id and page ("" until approved, issue 19) */
  result: { storyId: string; htmlUrl: string } | null;
  /** the editors' review (issue 19): null for a draft never submitted */
  review: DraftReview | null;
}

/** A failed call as the deps report it (core/api.ts ApiCallError shape). */
export interface CallFailure {
  code: string;
  msg: string;
  body?: { errors?: { field: string; rule: string }[] };
}

export interface ContributionDeps {
  load(oid: string | null): Promise<{ draft: ContributionDraftDto | null; subjects: Subject[] }>;
  save(body: Record<string, unknown>): Promise<{ oid: string; doc: ContributionDraftDto }>;
  submit(oid: string): Promise<SubmitResult>;
  log(action: string, oid: string | null, detail: string): void;
  /** the local copy (localforage): read, write, drop */
  local: { get(key: string): Promise<unknown>; set(key: string, v: unknown): Promise<void>; remove(key: string): Promise<void> };
  /** puts the draft's oid into the address (?oid=) so a reload opens it */
  remember(oid: string): void;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
  now(): Date;
}

export interface ContributionStore {
  get(): ContributionState;
  subscribe(fn: () => void): () => void;
  /** reads the draft (or starts a new one) and any newer local copy */
  load(oid: string | null): Promise<void>;
  edit(patch: Partial<Omit<DraftFields, "relationList">>): void;
  caption(relationId: string, caption: string): void;
  /** issue 20: changes a file's licence (the fields given, over its licence or the default) */
  licence(relationId: string, patch: Partial<LicenceInput>): void;
  /** an uploaded file (pw-upload-complete) */
  addFile(r: RelationDraftDto): void;
  removeFile(relationId: string): void;
  moveFile(relationId: string, delta: number): void;
  /** saves now what is pending (also called before leaving) */
  flush(): Promise<void>;
  submit(): Promise<void>;
  /** a review event (common/staff.ts ReviewEvent); ignored unless it is this draft's */
  reviewed(ev: ReviewEvent): void;
}

const LOCAL_KEY = (oid: string | null) => `pw-contribution:${oid ?? "new"}`;

/** Local copy of the fields (and the revision they were typed at). */
interface LocalCopy {
  fields: DraftFields;
  at: string;
}

export function createContributionStore(deps: ContributionDeps): ContributionStore {
  const s = createState<ContributionState>({
    phase: "loading",
    oid: null,
    fields: { ...EMPTY_FIELDS },
    subjects: [],
    save: "idle",
    savedAt: null,
    problems: {},
    error: null,
    result: null,
    review: null,
  });
  let revision = 0;
  let savedRevision = 0;
  let timer: unknown = null;
  let inFlight: Promise<void> | null = null;

  const set = (patch: Partial<ContributionState>) => s.set(patch);

  const keepLocal = () => {
    const copy: LocalCopy = { fields: s.get().fields, at: deps.now().toISOString() };
    void deps.local.set(LOCAL_KEY(s.get().oid), copy).catch(() => undefined);
  };

  const failureOf = (err: unknown) => {
    const e = err as CallFailure;
    const first = e?.body?.errors?.[0];
    return { code: e?.code ?? "998", message: e?.msg ?? "", field: first?.field, ...(first?.rule ? { rule: first.rule } : {}) };
  };

  /** Sends the fields of now; when edits came in meanwhile, sends again. */
  const saveNow = async (): Promise<void> => {
    if (inFlight) {
      await inFlight;
      if (revision === savedRevision) return;
    }
    if (s.get().phase !== "editing" || revision === savedRevision) return;
    const rev = revision;
    set({ save: "saving" });
    inFlight = (async () => {
      try {
        const res = await deps.save(saveBody(s.get().oid, s.get().fields));
        const first = s.get().oid === null;
        if (first) {
          // the local copy of a new draft moves under its oid
          void deps.local.remove(LOCAL_KEY(null)).catch(() => undefined);
          deps.remember(res.oid);
        }
        savedRevision = Math.max(savedRevision, rev);
        set({ oid: res.oid, save: revision === savedRevision ? "saved" : "dirty", savedAt: res.doc.modifyTime, error: null });
        if (revision === savedRevision) void deps.local.remove(LOCAL_KEY(res.oid)).catch(() => undefined);
        else keepLocal();
      } catch (err) {
        const f = failureOf(err);
        // the local copy stays; a network failure is "offline" and retried on the next edit or flush
        set({ save: f.code === "998" ? "offline" : "error", error: f.code === "998" ? null : f });
        deps.log("autosave_failed", s.get().oid, f.code);
      } finally {
        inFlight = null;
      }
    })();
    await inFlight;
    if (revision !== savedRevision && s.get().save === "dirty") schedule();
  };

  const schedule = () => {
    if (timer !== null) deps.clearTimer(timer);
    timer = deps.setTimer(() => {
      timer = null;
      void saveNow();
    }, AUTOSAVE_MS);
  };

  /** every problem that stops a submission: the form's and the licences' */
  const problemsOf = (fields: DraftFields): ContributionState["problems"] => ({ ...submitProblems(fields), ...licenceProblems(fields) });

  const change = (fields: DraftFields) => {
    if (s.get().phase !== "editing") return;
    revision++;
    const problems = { ...s.get().problems };
    const now = problemsOf(fields);
    for (const k of Object.keys(problems)) if (!(k in now)) delete problems[k];
    // a refusal of one file's field follows that file when the list is reordered, and goes with it when it is removed
    const { error, fields: before } = s.get();
    const field = error?.field === undefined ? undefined : followFile(error.field, before.relationList, fields.relationList);
    if (error && field !== error.field) set({ fields, save: "dirty", problems, error: field === null ? null : { ...error, field } });
    else set({ fields, save: "dirty", problems });
    keepLocal();
    schedule();
  };

  const store: ContributionStore = {
    get: s.get,
    subscribe: s.subscribe,
    async load(oid) {
      set({ phase: "loading" });
      let loaded: Awaited<ReturnType<ContributionDeps["load"]>>;
      try {
        loaded = await deps.load(oid);
      } catch (err) {
        set({ phase: "failed", error: failureOf(err) });
        return;
      }
      const { draft, subjects } = loaded;
      const review = reviewOf(draft);
      if (draft && isSubmitted(draft)) {
        set({ phase: "submitted", oid: draft.oid, fields: fieldsOf(draft), subjects, review, result: { storyId: draft.storyId ?? "", htmlUrl: liveUrl(review, (draft as { htmlUrl?: unknown }).htmlUrl) } });
        return;
      }
      let fields = fieldsOf(draft);
      let dirty = false;
      try {
        const copy = (await deps.local.get(LOCAL_KEY(draft?.oid ?? null))) as LocalCopy | null;
        // a local copy typed after the server's last save wins (offline edits)
        if (copy?.fields && (!draft || copy.at > draft.modifyTime)) {
          fields = { ...EMPTY_FIELDS, ...copy.fields };
          dirty = true;
        }
      } catch {
        // no local storage: the server's copy
      }
      set({ phase: "editing", oid: draft?.oid ?? null, fields, subjects, review, result: null, save: dirty ? "dirty" : draft ? "saved" : "idle", savedAt: draft?.modifyTime ?? null });
      if (dirty) {
        revision++;
        schedule();
      }
    },
    edit(patch) {
      change({ ...s.get().fields, ...patch });
    },
    caption(relationId, caption) {
      change(setCaption(s.get().fields, relationId, caption));
    },
    licence(relationId, patch) {
      const next = setLicence(s.get().fields, relationId, patch);
      if (next !== s.get().fields) change(next);
    },
    addFile(r) {
      const next = addRelation(s.get().fields, r);
      if (next !== s.get().fields) change(next);
    },
    removeFile(relationId) {
      change(removeRelation(s.get().fields, relationId));
    },
    moveFile(relationId, delta) {
      const next = moveRelation(s.get().fields, relationId, delta);
      if (next !== s.get().fields) change(next);
    },
    async flush() {
      if (timer !== null) {
        deps.clearTimer(timer);
        timer = null;
      }
      await saveNow();
    },
    async submit() {
      if (s.get().phase !== "editing") return;
      const problems = problemsOf(s.get().fields);
      if (Object.keys(problems).length) {
        set({ problems, error: null });
        return;
      }
      if (timer !== null) {
        deps.clearTimer(timer);
        timer = null;
      }
      await saveNow();
      const { save, oid } = s.get();
      if (save === "offline" || save === "error" || !oid) {
        if (!s.get().error) set({ error: { code: "998", message: "" } });
        return;
      }
      set({ phase: "submitting", error: null, problems: {} });
      try {
        const res = await deps.submit(oid);
        void deps.local.remove(LOCAL_KEY(oid)).catch(() => undefined);
        // issue 19: submitted for review; live (with a page) only once an editor approves it
        const review = reviewOf(res.draft) ?? { state: "submitted", reason: "" };
        set({ phase: "submitted", review, result: { storyId: res.storyId ?? "", htmlUrl: liveUrl(review, res.htmlUrl) }, fields: fieldsOf(res.draft) });
      } catch (err) {
        const f = failureOf(err);
        // already submitted elsewhere (another tab): show it as submitted
        set({ phase: f.code === "api_tools_30" ? "submitted" : "editing", error: f });
      }
    },
    reviewed(ev) {
      const { oid, phase } = s.get();
      if (!oid || ev.oid !== oid || phase === "loading") return;
      // sent back for changes: read the draft again, editable now
      if (ev.state === "changes") {
        void store.load(oid);
        return;
      }
      const review: DraftReview = { state: ev.state, reason: ev.reason ?? "" };
      const result = phase === "submitted" ? { storyId: ev.storyId ?? s.get().result?.storyId ?? "", htmlUrl: liveUrl(review, ev.htmlUrl) } : s.get().result;
      set({ review, result });
    },
  };
  return store;
}
