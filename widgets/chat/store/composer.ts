/**
 * The chat store's composer slice (SPEC §4 Chat panel, §5 chat text and
 * image rules): the message box's alert and the image picked. A text is
 * checked (style_6 when empty, chat_too_long), an image too (one, its size,
 * its type by content: chat.rules.ts / common/chat/rules.ts readImagePick); what
 * passes gets a clientId (UUID v4) and goes to the outbox, kept before it
 * is sent, and the view is asked to scroll to the bottom. No React, no DOM.
 */
import { readImagePick } from "../../../common/chat/rules.js";
import type { State } from "../../core/store.js";
import { checkText } from "../chat.rules.js";
import type { Outbox } from "./outbox.js";
import type { ChatDeps, ChatState } from "./types.js";

export type ComposerState = Pick<ChatState, "alert" | "draft" | "scrollSeq">;

/** What the composer needs of the rest of the store. */
export interface ComposerLinks {
  outbox: Pick<Outbox, "add" | "flush">;
  /** the store's start (the outbox kept in storage is read before a new entry joins it) */
  started(): Promise<void>;
}

export interface Composer {
  /** @returns true when the text was taken (the view clears the box); false with `alert` set when refused */
  send(text: string): Promise<boolean>;
  /** the files picked: one image becomes the draft, anything else an alert (SPEC upload codes) */
  pickImage(files: readonly (Blob & { name?: string })[]): Promise<void>;
  /** @returns true when the draft image went to the outbox */
  sendImage(): Promise<boolean>;
  discardImage(): void;
  clearAlert(): void;
}

/** The composer of one panel. */
export function createComposer(s: State<ComposerState>, deps: Pick<ChatDeps, "uuid" | "now">, links: ComposerLinks): Composer {
  const { outbox } = links;
  return {
    async send(text) {
      const bad = checkText(text);
      if (bad) {
        s.set({ alert: bad });
        return false;
      }
      await links.started();
      const item = { clientId: deps.uuid(), kind: "text" as const, content: text.trim(), createdAt: deps.now() };
      s.set({ alert: null, scrollSeq: s.get().scrollSeq + 1 });
      // kept before it is sent
      await outbox.add(item);
      void outbox.flush();
      return true;
    },
    async pickImage(files) {
      const picked = await readImagePick(files);
      if ("refusal" in picked) s.set({ alert: picked.refusal });
      else s.set({ alert: null, draft: picked.image });
    },
    async sendImage() {
      const d = s.get().draft;
      if (!d) return false;
      await links.started();
      const item = { clientId: deps.uuid(), kind: "image" as const, content: "", file: d.file, name: d.name, size: d.size, mime: d.mime, createdAt: deps.now() };
      s.set({ draft: null, alert: null, scrollSeq: s.get().scrollSeq + 1 });
      await outbox.add(item);
      void outbox.flush();
      return true;
    },
    discardImage() {
      s.set({ draft: null });
    },
    clearAlert() {
      if (s.get().alert) s.set({ alert: null });
    },
  };
}
