/**
 * The share bar's view and behaviour (pw-share-bar), loaded by
 * share-bar.element.ts when the element comes near the viewport
 * (ui/deferred.ts). SPEC §2, §3 share options.
 */
import { createElement, useMemo, useRef } from "react";
import { emit } from "../core/element.js";
import type { WidgetProps } from "../ui/define.js";
import { ShareBar } from "./ShareBar.js";
import { shareBarProps, shareConfig, type PageDefaults, type ShareAttribute } from "./share-bar.props.js";
import type { ShareSite } from "./share.rules.js";
import { useSiteList, useWeChatDialog } from "./use-share-bar.js";
import { webShareData } from "./share.rules.js";

const TAG = "pw-share-bar";

const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content")?.trim() ?? "";

/** The page's own defaults for absent attributes. */
function pageDefaults(): PageDefaults {
  return {
    href: location.href,
    title: document.title,
    description: meta('meta[name="description"]'),
    ogImage: meta('meta[property="og:image"]'),
    siteName: meta('meta[name="site"]'),
    hostname: location.hostname,
    credit: document.querySelector(".credit")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
  };
}

export default function ShareBarApp({ host, lang, attrs }: WidgetProps<ShareAttribute>) {
  // each invalid attribute value is reported once per element, not on every re-parse
  const warned = useRef(new Set<string>()).current;
  const config = useMemo(
    () =>
      shareConfig(attrs, pageDefaults(), (attribute, value, fallback) => {
        const key = `${attribute}=${value}`;
        if (warned.has(key)) return;
        warned.add(key);
        console.warn(`[photowire] <${TAG}> ${attribute}="${value}" is not valid; using ${JSON.stringify(fallback)}`);
      }),
    [attrs, warned],
  );
  const sites = useSiteList(config);
  const dialog = useWeChatDialog();
  return createElement(ShareBar, {
    ...shareBarProps(lang, config, sites, dialog.open, {
      share: (item) => {
        emit(host, "pw-share-bar-share", { site: item.site, url: config.data.url, target: item.href });
        if (!item.href) dialog.show();
      },
      prefetch: dialog.prefetch,
      webShare: () => {
        emit(host, "pw-share-bar-share", { site: "web-share", url: config.data.url, target: null });
        // the reader may cancel the sheet (AbortError): nothing to do
        navigator.share(webShareData(config.data)).catch(() => {});
      },
    }, typeof navigator.share === "function"),
    dialog: dialog.Flow
      ? createElement(dialog.Flow, { host, lang, url: config.data.url, open: dialog.open, onClose: dialog.hide, wechat: config.wechat })
      : null,
  });
}

