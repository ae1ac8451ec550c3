/** Hook over back-to-top.rules.ts: visibility from window scroll, and the jump. */
import { useCallback, useEffect, useState } from "react";
import { FOCUS_TARGETS, shouldShow } from "./back-to-top.rules.js";

export function useBackToTop(opts: { smooth: boolean }) {
  const [visible, setVisible] = useState(() => shouldShow(window.scrollY, window.innerHeight));
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setVisible(shouldShow(window.scrollY, window.innerHeight)));
    };
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    update();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  const toTop = useCallback(() => {
    const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: opts.smooth && !reduce ? "smooth" : "auto" });
    const target = document.querySelector<HTMLElement>(FOCUS_TARGETS);
    if (target) {
      if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
      target.focus({ preventScroll: true });
    }
  }, [opts.smooth]);
  return { visible, toTop };
}
