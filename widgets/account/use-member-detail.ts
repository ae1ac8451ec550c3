/** Hook over member-detail.logic: the member and details (null while loading), following updates. */
import { useEffect, useRef, useState } from "react";
import type { Lang } from "../core/i18n/index.js";
import { loadDetail, onDetailChange, type MemberWithDetail } from "./member-detail.logic.js";

export function useMemberDetail(lang: Lang) {
  const [data, setData] = useState<MemberWithDetail | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadDetail(lang).then(
      (v) => live && setData(v),
      () => live && setFailed(true),
    );
    const off = onDetailChange((v) => live && setData(v));
    return () => {
      live = false;
      off();
    };
  }, [lang]);
  return { data, failed };
}

/**
 * Fills a form once, the first time the member's details arrive, and never
 * again (later detail updates must not overwrite what the reader is typing).
 * @param values maps the details to the form's values
 */
export function useFillOnce<V>(data: MemberWithDetail | null, values: (d: MemberWithDetail) => V, setValues: (v: V) => void): void {
  const filled = useRef(false);
  useEffect(() => {
    if (data && !filled.current) {
      filled.current = true;
      setValues(values(data));
    }
  }, [data, values, setValues]);
}
