/**
 * The state of `<pw-login-handoff>` (issue 22 item 4): checks the page's
 * partner origin and opener, reads the member (core/session.ts), and hands
 * the login off: POST guest/handoff, then the token to the opener by
 * postMessage, to the partner origin only (common/handoff.ts).
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { HANDOFF_MESSAGE, type HandoffMessage } from "../../common/handoff.js";
import { ApiCallError, call } from "../core/api.js";
import { getMember } from "../core/session.js";
import type { Lang } from "./locale/index.js";
import { failureOf, partnerOriginOf, type HandoffFailure } from "./login-handoff.rules.js";

/** Where the hand-off stands: checking the member, a guest logging in, the call running, done, or stopped. */
export type HandoffState =
  | { phase: "checking" | "login" | "handing" | "done" }
  | { phase: "error"; reason: HandoffFailure; msg?: string };

/**
 * @param onDone called once the token was posted, with the partner origin (the element emits its event and closes the window)
 * @returns the partner origin (null: the address names none), the state, and handOff (the login form calls it after a login)
 */
export function useLoginHandoff(lang: Lang, onDone: (origin: string) => void) {
  const origin = useMemo(() => partnerOriginOf(location.search), []);
  const [state, setState] = useState<HandoffState>(origin ? { phase: "checking" } : { phase: "error", reason: "bad_origin" });

  const handOff = useCallback(async () => {
    const opener = window.opener as Window | null;
    if (!origin) return;
    if (!opener) return setState({ phase: "error", reason: "no_opener" });
    setState({ phase: "handing" });
    try {
      const body = await call<{ token: string; expiresAt: string }>("guest/handoff", { method: "POST", body: { origin }, lang, noRedirect: true });
      const msg: HandoffMessage = { type: HANDOFF_MESSAGE, token: body.data!.token, expiresAt: body.data!.expiresAt };
      // to the partner's origin only: if the opener is anything else by now, the browser drops the message
      opener.postMessage(msg, origin);
      setState({ phase: "done" });
      onDone(origin);
    } catch (err) {
      const e = err instanceof ApiCallError ? err : new ApiCallError("998", "");
      if (e.code === "access_denied") return setState({ phase: "login" });
      setState({ phase: "error", reason: failureOf(e.code, e.body), msg: e.msg });
    }
  }, [origin, lang, onDone]);

  useEffect(() => {
    if (!origin) return;
    if (!window.opener) return setState({ phase: "error", reason: "no_opener" });
    let live = true;
    void getMember(lang).then((m) => {
      if (!live) return;
      if (m) void handOff();
      else setState({ phase: "login" });
    });
    return () => {
      live = false;
    };
    // once, when the element connects
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return { origin, state, handOff };
}
