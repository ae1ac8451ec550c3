/**
 * React binding of one download button. A story page carries the buttons
 * only (DESIGN §6): the store, the dialog and its strings are a chunk of
 * their own (DownloadDialog.lazy.tsx), imported on the first press, or ahead of it
 * when the reader points at or focuses a button. Once it is there the
 * button gets its store (download.store.ts) and follows it; while it loads
 * after a press the button reads as checking, as it does while the quota is
 * read. Should the chunk fail to arrive, the button is back to its label
 * (with a `[photowire]` warning) and the next press tries again.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Readable } from "../core/store.js";
import { useReadable } from "../ui/use-store.js";
import type { Lang } from "../../common/i18n/index.js";
import type { DownloadState, DownloadStore } from "./download.store.js";

type FlowModule = typeof import("./DownloadDialog.lazy.js");

let chunk: Promise<FlowModule> | null = null;

/** The dialog's chunk, imported once for the page (and again after a failed attempt). */
export function loadDownloadFlow(): Promise<FlowModule> {
  chunk ??= import("./DownloadDialog.lazy.js").catch((err: unknown) => {
    chunk = null;
    throw err;
  });
  return chunk;
}

const IDLE: DownloadState = { phase: "idle" };
/** What the button reads before the chunk with the store has come: idle, never changing. */
const NOT_LOADED: Readable<DownloadState> = { get: () => IDLE, subscribe: () => () => {} };

export interface DownloadBinding {
  /** the store's state; idle before the first press */
  state: DownloadState;
  /** the phase the button shows: "checking" also while the chunk loads after the first press */
  phase: DownloadState["phase"];
  /** the chunk's dialog component and this button's store, once the chunk is there */
  flow: { Flow: FlowModule["DownloadFlow"]; store: DownloadStore } | null;
  /** the button was pressed */
  start(): void;
  /** the reader reaches for the button: fetch the chunk ahead */
  prefetch(): void;
}

export function useDownload(relationIds: string[], lang: Lang): DownloadBinding {
  const ids = useRef(relationIds);
  ids.current = relationIds;
  const langRef = useRef(lang);
  langRef.current = lang;
  const [flow, setFlow] = useState<DownloadBinding["flow"]>(null);
  const [loading, setLoading] = useState(false);
  const pending = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const state = useReadable(flow ? flow.store : NOT_LOADED);

  const start = useCallback(() => {
    if (flow) return void flow.store.start();
    if (pending.current) return;
    pending.current = true;
    setLoading(true);
    loadDownloadFlow().then(
      (m) => {
        pending.current = false;
        if (!live.current) return;
        const store = m.createDownloadStore(() => ids.current, () => langRef.current);
        // start() sets "checking" at once, so the button reads on as checking
        void store.start();
        setFlow({ Flow: m.DownloadFlow, store });
        setLoading(false);
      },
      (err: unknown) => {
        pending.current = false;
        console.warn("[photowire] <pw-download-button> could not load its dialog", err);
        if (live.current) setLoading(false);
      },
    );
  }, [flow]);
  const prefetch = useCallback(() => void loadDownloadFlow().catch(() => {}), []);

  return { state, phase: loading ? "checking" : state.phase, flow, start, prefetch };
}
