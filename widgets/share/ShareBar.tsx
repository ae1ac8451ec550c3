/**
 * Presentational share bar: a link a site, and the WeChat button that opens
 * the QR dialog. Every string and URL comes in as props. The dialog itself
 * (WeChatDialog.tsx) is in the chunk loaded on its first open; it comes in
 * as `dialog` and sits in the group, after the list. When it closes the
 * focus goes back to the WeChat button.
 */
import { useLayoutEffect, useRef, type ReactNode } from "react";
import type { ShareSite } from "./share.rules.js";

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
  /** the WeChat dialog is open (aria-expanded of the WeChat button) */
  expanded: boolean;
  /** the reader points at or focuses the WeChat button: fetch the dialog's chunk */
  onPrefetch: () => void;
  /** the WeChat dialog, once its chunk is there */
  dialog?: ReactNode;
  /** the Web Share API button (navigator.share), first in the list; absent where the browser has none */
  webShare?: { label: string; onShare: () => void };
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


export function ShareBar(p: ShareBarViewProps) {
  const wechat = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useLayoutEffect(() => {
    // the focus goes back to the WeChat button when the dialog closes
    if (wasOpen.current && !p.expanded) wechat.current?.focus();
    wasOpen.current = p.expanded;
  }, [p.expanded]);
  return (
    <div part="base" className="bar" role="group" aria-label={p.label}>
      <ul part="list" className="list">
        {p.webShare && (
          <li className="item">
            <button
              part="link link-web-share"
              className="link site-web-share"
              type="button"
              aria-label={p.webShare.label}
              title={p.webShare.label}
              onClick={p.webShare.onShare}
            >
              <span className="glyph" data-glyph="⋯" aria-hidden="true" />
            </button>
          </li>
        )}
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
                aria-expanded={p.expanded}
                onClick={() => p.onShare(item)}
                onPointerEnter={p.onPrefetch}
                onFocus={p.onPrefetch}
              >
                <span className="glyph" data-glyph={GLYPH[item.site]} aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
      {p.dialog}
    </div>
  );
}
