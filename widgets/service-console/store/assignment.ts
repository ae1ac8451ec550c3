/**
 * The console store's assignment slice (issue 10 "Agent console"): the
 * selected conversation given to an agent (or to nobody, or to the agent
 * here) and closed. One runs at a time (`busy`); its answer changes the
 * conversation in the same change that frees the buttons, then a quick
 * toast says what was done (assigned_me, assigned_to with the name,
 * unassigned_done, closed_done); a failure, a toast. No React, no DOM.
 */
import type { ConversationDto } from "../../../common/chat/contract.js";
import type { Lang } from "../../../common/i18n/index.js";
import type { State } from "../../core/store.js";
import type { List, ListState } from "./list.js";
import type { Notes } from "./notes.js";
import type { ConsoleDeps, ConsoleState } from "./types.js";

export type AssignmentState = Pick<ConsoleState, "busy" | "agents"> & ListState;

export interface Assignment {
  /** gives the selected conversation to `agentCode` (null: nobody) */
  assign(agentCode: string | null): Promise<void>;
  /** gives it to the agent here */
  assignToMe(): Promise<void>;
  /** closes it */
  close(): Promise<void>;
}

/** Assignment and closing of one console's selected conversation. */
export function createAssignment(s: State<AssignmentState>, deps: Pick<ConsoleDeps, "api">, lang: () => Lang, links: { list: Pick<List, "patchFor">; notes: Notes }): Assignment {
  const { notes } = links;
  /** the conversation as the server answered: the buttons are free again as it shows */
  const done = (c: ConversationDto) => s.set({ ...links.list.patchFor(c), busy: null });
  const a: Assignment = {
    async assign(agentCode) {
      const id = s.get().selectedId;
      if (id === null || s.get().busy) return;
      s.set({ busy: "assign" });
      try {
        const c = await deps.api.assign(id, agentCode, lang());
        done(c);
        const name = s.get().agents.find((x) => x.code === agentCode)?.name ?? agentCode ?? "";
        notes.toast(agentCode === null ? "unassigned_done" : agentCode === s.get().me?.code ? "assigned_me" : "assigned_to", { name }, true);
      } catch (err) {
        notes.failToast(err);
      } finally {
        s.set({ busy: null });
      }
    },
    assignToMe() {
      return a.assign(s.get().me?.code ?? null);
    },
    async close() {
      const id = s.get().selectedId;
      if (id === null || s.get().busy) return;
      s.set({ busy: "close" });
      try {
        const c = await deps.api.close(id, lang());
        done(c);
        notes.toast("closed_done", undefined, true);
      } catch (err) {
        notes.failToast(err);
      } finally {
        s.set({ busy: null });
      }
    },
  };
  return a;
}
