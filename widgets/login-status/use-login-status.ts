/**
 * Hook over the shared session (core/session.ts): the member (undefined
 * while the one per-page getLoginUcMember call is pending, null for a guest),
 * the avatar fallback, and the logout action.
 */
import { useCallback, useEffect, useState } from "react";
import { errorText } from "../core/api.js";
import { t, type Lang } from "./locale/index.js";
import { getMember, knownMember, logout, onMemberChange, type Member } from "../core/session.js";
import { avatarSrc } from "./login-status.rules.js";

export interface LoginStatusState {
  /** undefined while loading, null for a guest */
  member: Member | null | undefined;
  /** the avatar to show (default avatar when empty or failed) */
  avatar: string;
  /** call when the avatar image fails to load */
  avatarFailed: () => void;
  /** a logout call is running */
  busy: boolean;
  /** message of a failed logout ("" when none) */
  error: string;
  /** logs out on the server; resolves true on success */
  logout: () => Promise<boolean>;
}

export function useLoginStatus(lang: Lang): LoginStatusState {
  const [member, setMember] = useState<Member | null | undefined>(() => knownMember());
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  useEffect(() => {
    let live = true;
    const off = onMemberChange((m) => live && setMember(m));
    void getMember(lang).then((m) => live && setMember(m));
    return () => {
      live = false;
      off();
    };
    // the member is read once per page (SPEC §4); a language change does not re-read it
  }, []);

  const wanted = avatarSrc(member?.imgUrl);
  const avatar = avatarSrc(member?.imgUrl, failedSrc === wanted);
  const avatarFailed = useCallback(() => setFailedSrc(wanted), [wanted]);

  const doLogout = useCallback(async () => {
    setBusy(true);
    setError("");
    try {
      await logout(lang);
      return true;
    } catch (err) {
      setError(errorText(err) || t(lang, "api_tools_1"));
      return false;
    } finally {
      setBusy(false);
    }
  }, [lang]);

  return { member, avatar, avatarFailed, busy, error, logout: doLogout };
}
