/**
 * Hook over bind-account.logic: runs the provider callback once (and drops
 * code and state from the address), binds automatically for a logged-in
 * member (mode bind), or offers binding to an existing account; without a
 * callback it lists the member's bindings with bind and unbind.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiCallError, clientConfig, navigation } from "../core/api.js";
import { t, type Lang } from "../core/i18n/index.js";
import { getMember, setMember, type Member } from "../core/session.js";
import {
  authorizeUrl,
  bindOther,
  bindThird,
  listBindings,
  parseBindQuery,
  runCallback,
  unbind,
  type Binding,
  type Provider,
} from "./bind-account.logic.js";

export type BindView =
  | { kind: "loading" }
  | { kind: "error"; msg: string }
  | { kind: "bound"; provider: Provider; nickname: string; next: string }
  | { kind: "choose"; provider: Provider; nickname: string; avatar: string; ticket: string; next: string | null }
  | { kind: "list"; member: Member | null; bindings: Binding[] };

export function useBindAccount(lang: Lang, centre: (m: Member) => string) {
  const [view, setView] = useState<BindView>({ kind: "loading" });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState("");
  const [status, setStatus] = useState("");
  const started = useRef(false);

  const showList = useCallback(async () => {
    const member = await getMember(lang);
    if (!member) return setView({ kind: "list", member: null, bindings: [] });
    try {
      setView({ kind: "list", member, bindings: await listBindings(lang) });
    } catch (err) {
      setView({ kind: "error", msg: err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1") });
    }
  }, [lang]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const q = parseBindQuery(location.search);
    if (q.kind === "list") return void showList();
    if (q.kind === "denied") return setView({ kind: "error", msg: t(lang, "bind_denied") });
    // the code is single-use: drop it from the address so that a reload does not send it again
    const clean = new URL(location.href);
    for (const k of ["code", "state"]) clean.searchParams.delete(k);
    history.replaceState(history.state, "", clean.pathname + clean.search + clean.hash);
    void (async () => {
      try {
        const res = await runCallback(q, lang);
        if (res.status === "login") {
          setMember(res.member);
          navigation.assign(res.redirect ?? centre(res.member));
          return;
        }
        if (res.mode === "bind") {
          const done = await bindThird(res.ticket, lang);
          const member = await getMember(lang);
          setView({ kind: "bound", provider: done.provider, nickname: done.nickname, next: res.redirect ?? (member ? centre(member) : location.pathname) });
          return;
        }
        setView({ kind: "choose", provider: res.provider, nickname: res.nickname, avatar: res.avatar, ticket: res.ticket, next: res.redirect });
      } catch (err) {
        setView({ kind: "error", msg: err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1") });
      }
    })();
  }, [lang, centre, showList]);

  const submitBindOther = useCallback(
    async (account: string, password: string): Promise<boolean> => {
      if (view.kind !== "choose" || busy) return false;
      if (!account.trim() || !password) {
        setAlert(t(lang, !account.trim() ? "account_required" : "password_required"));
        return false;
      }
      setBusy(true);
      setAlert("");
      try {
        const member = await bindOther(view.ticket, account, password, lang);
        setMember(member);
        navigation.assign(view.next ?? centre(member));
        return true;
      } catch (err) {
        setAlert(err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1"));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [view, busy, lang, centre],
  );

  const doUnbind = useCallback(
    async (type: Provider) => {
      setBusy(true);
      setAlert("");
      setStatus("");
      try {
        await unbind(type, lang);
        setStatus(t(lang, "bind_unbound", { provider: t(lang, `tp_${type}`) }));
        await showList();
      } catch (err) {
        setAlert(err instanceof ApiCallError ? err.msg : t(lang, "api_tools_1"));
      } finally {
        setBusy(false);
      }
    },
    [lang, showList],
  );

  const startUrl = useCallback(
    (type: Provider, mode: "login" | "bind") => authorizeUrl(clientConfig().base, type, mode, location.pathname + location.search),
    [],
  );

  return { view, busy, alert, status, submitBindOther, doUnbind, startUrl };
}
