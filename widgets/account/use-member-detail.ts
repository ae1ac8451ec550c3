/** Hook over member-detail.logic: the member and details (null while loading), following updates. */
import { useEffect, useState } from "react";
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
