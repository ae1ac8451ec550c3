/** Presentational share bar and WeChat QR dialog: every string and URL comes in as props. */
import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import type { ShareSite } from "./share.logic.js";

export interface ShareItem {
  site: ShareSite;
  /** the site's share page, or null for wechat (opens the dialog) */
  href: string | null;
  /** accessible name, e.g. "分享到新浪微博" */
  label: string;
}

export interface ShareBarViewProps {
  /** the group's label ("分享") */
  label: string;
  items: ShareItem[];
  onShare: (item: ShareItem) => void;
  dialog: {
    open: boolean;
    title: string;
    help: string;
    closeLabel: string;
    qrAlt: string;
    qrFailed: string;
    qr: { status: "idle" | "loading" | "ready" | "error"; src: string };
    size: number;
    onClose: () => void;
  };
}

/**
 * Glyphs drawn in each site's round badge. Decorative (the link has an
 * aria-label): drawn by CSS from data-glyph with an empty alternative text,
 * so they are not part of the link's visible text or accessible name.
 */
const GLYPH: Record<ShareSite, string> = {
  weibo: "博",
  qq: "Q",
  wechat: "微",
  tencent: "腾",
  douban: "豆",
  qzone: "空",
  linkedin: "in",
  diandian: "点",
  facebook: "f",
  twitter: "X",
  google: "G",
};

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function WeChatDialog(d: ShareBarViewProps["dialog"]) {
  const box = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      d.onClose();
      return;
    }
    if (e.key !== "Tab" || !box.current) return;
    // keep the focus inside the dialog
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return e.preventDefault();
    const active = (box.current.getRootNode() as ShadowRoot).activeElement;
    const first = items[0];
    const last = items[items.length - 1];
    if (e.shiftKey && (active === first || !box.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !box.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  };
  const onBackdrop = (e: MouseEvent<HTMLDivElement>) => {
    if (e.target === e.currentTarget) d.onClose();
  };
  return (
    <div part="backdrop" className="backdrop" onClick={onBackdrop}>
      <div
        ref={box}
        part="dialog"
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="pw-share-qr-title"
        aria-describedby="pw-share-qr-help"
        onKeyDown={onKeyDown}
      >
        <h2 part="dialog-title" className="dialog-title" id="pw-share-qr-title">
          {d.title}
        </h2>
        <div part="qr" className="qr" style={{ width: d.size, height: d.size }} aria-busy={d.qr.status === "loading" || undefined}>
          {d.qr.status === "ready" && <img src={d.qr.src} alt={d.qrAlt} width={d.size} height={d.size} />}
          {d.qr.status === "error" && (
            <p className="qr-failed" role="alert">
              {d.qrFailed}
            </p>
          )}
        </div>
        <p part="dialog-help" className="dialog-help" id="pw-share-qr-help">
          {d.help}
        </p>
        <button ref={close} part="close" className="close" type="button" onClick={d.onClose}>
          {d.closeLabel}
        </button>
      </div>
    </div>
  );
}

export function ShareBar(p: ShareBarViewProps) {
  const wechat = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // give the focus back to the WeChat button when the dialog closes
    if (wasOpen.current && !p.dialog.open) wechat.current?.focus();
    wasOpen.current = p.dialog.open;
  }, [p.dialog.open]);
  return (
    <div part="base" className="bar" role="group" aria-label={p.label}>
      <ul part="list" className="list">
        {p.items.map((item) => (
          <li key={item.site} className="item">
            {item.href ? (
              <a
                part={`link link-${item.site}`}
                className={`link site-${item.site}`}
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={item.label}
                title={item.label}
                onClick={() => p.onShare(item)}
              >
                <span className="glyph" data-glyph={GLYPH[item.site]} aria-hidden="true" />
              </a>
            ) : (
              <button
                ref={wechat}
                part={`link link-${item.site}`}
                className={`link site-${item.site}`}
                type="button"
                aria-label={item.label}
                title={item.label}
                aria-haspopup="dialog"
                aria-expanded={p.dialog.open}
                onClick={() => p.onShare(item)}
              >
                <span className="glyph" data-glyph={GLYPH[item.site]} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {p.dialog.open && <WeChatDialog {...p.dialog} />}
    </div>
  );
}
