/**
 * The console store's composer slice (issue 10 "Agent console"): the reply
 * box of each conversation (`drafts`), a quick reply put in at the caret,
 * and one image picked (type by content, ≤ 5 MB: common/chat/rules.ts
 * readImagePick). send() sends the draft (empty → style_6, too long →
 * too_long), sendImage() the image, each with a clientId kept until the
 * server answers, so a retry after a lost answer (the same text or image to
 * the same conversation) is stored once; a refusal gets a new clientId next
 * time. The answer joins the thread (thread.showSent). No React, no DOM.
 */
import { type ChatMessageDto } from "../../../common/chat/contract.js";
import { errorCodeOf as codeOf, errorMsgOf as msgOf, readImagePick } from "../../../common/chat/rules.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import { checkText, insertAt } from "../service-console.rules.js";
import type { Notes } from "./notes.js";
import type { Thread } from "./thread.js";
import { isRetryable, type ConsoleDeps, type ConsoleState } from "./types.js";

export type ComposerState = Pick<ConsoleState, "selectedId" | "drafts" | "caret" | "sending" | "image" | "alert" | "quick">;

/** What the composer needs of the rest of the store. */
export interface ComposerLinks {
  thread: Pick<Thread, "showSent">;
  toast: Notes["toast"];
}

export interface Composer {
  /** the selected conversation's draft becomes `text` (a length or empty alert goes) */
  setDraft(text: string): void;
  /** puts quick reply `id` into the draft in place of the selection [start, end) (default: at the end) */
  insertQuickReply(id: number, start?: number | null, end?: number | null): void;
  /** @returns true when the text was sent (the box is emptied unless the agent typed on meanwhile) */
  send(): Promise<boolean>;
  /** the files picked: one image becomes the preview, anything else an alert (SPEC upload codes) */
  pickImage(files: readonly (Blob & { name?: string })[]): Promise<void>;
  /** @returns true when the image was sent */
  sendImage(): Promise<boolean>;
  discardImage(): void;
  clearAlert(): void;
}

/** The composer of one console. */
export function createComposer(s: State<ComposerState>, deps: Pick<ConsoleDeps, "api" | "uuid">, lang: () => Lang, links: ComposerLinks): Composer {
  /** the last send that got no answer: sent again with the same clientId (stored once) */
  let unanswered: { conversationId: number; key: string; clientId: string } | null = null;

  /** The clientId of a send: the unanswered one's when the same thing is sent again to the same conversation. */
  const clientIdFor = (conversationId: number, key: string): string => {
    if (unanswered && unanswered.conversationId === conversationId && unanswered.key === key) return unanswered.clientId;
    const clientId = deps.uuid();
    unanswered = { conversationId, key, clientId };
    return clientId;
  };
  const sent = (m: ChatMessageDto) => {
    unanswered = null;
    links.thread.showSent(m);
  };
  const sendFailed = (err: unknown) => {
    const code = codeOf(err);
    // a refusal will not get better: the next try gets a new clientId
    if (!isRetryable(code)) unanswered = null;
    links.toast("send_failed", { reason: msgOf(err) || code });
  };

  return {
    setDraft(text) {
      const { selectedId: id, drafts, alert } = s.get();
      if (id === null) return;
      s.set({ drafts: { ...drafts, [id]: text }, alert: alert === "style_6" || alert === "too_long" ? null : alert });
    },
    insertQuickReply(qid, start, end) {
      const state = s.get();
      const id = state.selectedId;
      const q = state.quick.items.find((x) => x.id === qid);
      if (id === null || !q) return;
      const r = insertAt(state.drafts[id] ?? "", q.content, start, end);
      s.set({ drafts: { ...state.drafts, [id]: r.text }, caret: { seq: (state.caret?.seq ?? 0) + 1, at: r.caret }, alert: null });
    },
    async send() {
      const id = s.get().selectedId;
      if (id === null || s.get().sending) return false;
      const text = s.get().drafts[id] ?? "";
      const bad = checkText(text);
      if (bad) {
        s.set({ alert: bad });
        return false;
      }
      const content = text.trim();
      s.set({ sending: true, alert: null });
      try {
        const m = await deps.api.reply(id, { content, clientId: clientIdFor(id, `text:${content}`) }, lang());
        // the box is emptied unless the agent typed on meanwhile
        const now = s.get().drafts[id] ?? "";
        s.set({ drafts: { ...s.get().drafts, [id]: now === text ? "" : now } });
        sent(m);
        return true;
      } catch (err) {
        sendFailed(err);
        return false;
      } finally {
        s.set({ sending: false });
      }
    },
    async pickImage(files) {
      const picked = await readImagePick(files);
      if ("refusal" in picked) s.set({ alert: picked.refusal });
      else s.set({ alert: null, image: picked.image });
    },
    async sendImage() {
      const id = s.get().selectedId;
      const img = s.get().image;
      if (id === null || !img || s.get().sending) return false;
      s.set({ sending: true, alert: null });
      try {
        const m = await deps.api.replyFile(id, img.file, { name: img.name, clientId: clientIdFor(id, `image:${img.name}:${img.size}`) }, lang());
        if (s.get().image === img) s.set({ image: null });
        sent(m);
        return true;
      } catch (err) {
        sendFailed(err);
        return false;
      } finally {
        s.set({ sending: false });
      }
    },
    discardImage() {
      s.set({ image: null });
    },
    clearAlert() {
      if (s.get().alert) s.set({ alert: null });
    },
  };
}
