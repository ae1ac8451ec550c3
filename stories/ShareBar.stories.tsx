/**
 * <pw-share-bar> view (widgets/share/ShareBar.tsx) and its WeChat QR dialog.
 * The site list comes from share.logic.ts siteList (default sites at desktop
 * widths, the mobile list at ≤ 768 px, minus disabled sites, minus wechat in
 * WeChat's own browser), each link from shareUrl, and every string from the
 * catalogue in the toolbar language, as share-bar.element.ts computes them.
 * The QR code is drawn in a story loader with the qrcode package's toDataURL,
 * with the element's options (100 px, margin 1, error correction "H").
 */
import type { Meta, StoryObj } from "@storybook/react-vite";
import QRCode from "qrcode";
import { useState } from "react";
import { fn } from "storybook/test";
import { t, type Lang } from "../widgets/core/i18n/index.js";
import { ShareBar, type ShareBarViewProps, type ShareItem } from "../widgets/share/ShareBar.js";
import css from "../widgets/share/share-bar.css?raw";
import {
  DEFAULT_SITES,
  MOBILE_SITES,
  QR_ERROR_CORRECTION,
  QR_SIZE,
  shareUrl,
  siteList,
  type ShareData,
  type ShareSite,
} from "../widgets/share/share.logic.js";
import { InShadow, storyLang } from "./StoryStyle.js";

/** The page being shared in every story. */
const PAGE_URL = "https://photowire.example/cn/2026/0512/story-1024.html";
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const WECHAT_UA = `${DESKTOP_UA} MicroMessenger/8.0.50`;

type QrStatus = ShareBarViewProps["dialog"]["qr"]["status"];

type Args = {
  /** viewport width the element would see (px): ≤ 768 uses the mobile list */
  width: number;
  /** disabled-sites */
  disabled: ShareSite[];
  /** the reader is inside WeChat's browser (no wechat option) */
  inWeChat: boolean;
  /** the WeChat dialog is open */
  open: boolean;
  /** state of the QR code in the dialog ("ready" uses the loader's data URL) */
  qr: QrStatus;
  onShare: (item: ShareItem) => void;
  onClose: () => void;
};

/** Share data as the element builds it; title and source are the site name from the catalogue. */
function shareData(lang: Lang): ShareData {
  return { url: PAGE_URL, title: t(lang, "page_site_name"), description: "", image: "", source: t(lang, "page_site_name") };
}

/** The props share-bar.element.ts passes for this state. */
function viewProps(lang: Lang, a: Args, qrSrc: string, overrides?: Partial<ShareBarViewProps["dialog"]>): ShareBarViewProps {
  const data = shareData(lang);
  const sites = siteList({ disabled: a.disabled, width: a.width, userAgent: a.inWeChat ? WECHAT_UA : DESKTOP_UA });
  return {
    label: t(lang, "share"),
    items: sites.map((site) => ({ site, href: shareUrl(site, data), label: t(lang, "share_to", { site: t(lang, `site_${site}`) }) })),
    onShare: a.onShare,
    dialog: {
      open: a.open,
      title: t(lang, "wechat_qr_title"),
      help: t(lang, "wechat_qr_help"),
      closeLabel: t(lang, "close"),
      qrAlt: t(lang, "wechat_qr_alt"),
      qrFailed: t(lang, "qr_failed"),
      qr: a.qr === "ready" && qrSrc ? { status: "ready", src: qrSrc } : { status: a.qr === "ready" ? "loading" : a.qr, src: "" },
      size: QR_SIZE,
      onClose: a.onClose,
      ...overrides,
    },
  };
}

/** Draws the QR code of the shared page as the element does (use-share-bar.ts qrDataUrl options). */
async function qrLoader(): Promise<{ qr: string }> {
  const qr = await QRCode.toDataURL(PAGE_URL, { width: QR_SIZE, margin: 1, errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { qr };
}

function loadedQr(loaded: Record<string, unknown> | undefined): string {
  return typeof loaded?.qr === "string" ? loaded.qr : "";
}

const meta: Meta<Args> = {
  title: "Widgets/pw-share-bar",
  args: { width: 1280, disabled: [], inWeChat: false, open: false, qr: "idle", onShare: fn(), onClose: fn() },
  argTypes: {
    width: { control: { type: "range", min: 320, max: 1600, step: 16 } },
    disabled: { control: "check", options: [...DEFAULT_SITES] },
    qr: { control: "inline-radio", options: ["idle", "loading", "ready", "error"] },
  },
  render: (args, { globals, loaded }) => {
    const lang = storyLang(globals);
    return (
      <InShadow css={css} lang={lang}>
        <ShareBar {...viewProps(lang, args, loadedQr(loaded))} />
      </InShadow>
    );
  },
};
export default meta;
type Story = StoryObj<Args>;

/** Desktop width: every SPEC §3 default site, in SPEC order. */
export const AllDefaultSites: Story = {};

/** Width ≤ 768 px: the mobile list (weibo, wechat, qq, qzone, facebook, twitter). */
export const MobileList: Story = { args: { width: 375 } };

/** disabled-sites="tencent, diandian, google": the defunct services dropped. */
export const DisabledSites: Story = { args: { disabled: ["tencent", "diandian", "google"] } };

/** Inside WeChat's own browser (MicroMessenger): no WeChat option. */
export const InsideWeChat: Story = { args: { inWeChat: true, width: 375 } };

/** The WeChat dialog with the QR code of the page (drawn by the qrcode package in the loader). */
export const WeChatDialog: Story = { args: { open: true, qr: "ready" }, loaders: [qrLoader] };

/** The dialog while the qrcode chunk loads and draws: the 100 × 100 box is reserved and aria-busy. */
export const WeChatDialogLoading: Story = { args: { open: true, qr: "loading" } };

/** The QR code could not be drawn: the message in a role="alert" paragraph. */
export const WeChatDialogError: Story = { args: { open: true, qr: "error" } };

/**
 * Click WeChat to open the dialog; Escape, the close button or the backdrop
 * closes it and the focus goes back to the WeChat button. The QR code shows
 * after a short loading phase, as when the element loads the qrcode chunk.
 */
export const Interactive: Story = {
  loaders: [qrLoader],
  render: (args, { globals, loaded }) => <ShareDemo lang={storyLang(globals)} start={args} qrSrc={loadedQr(loaded)} />,
};

function ShareDemo({ lang, start, qrSrc }: { lang: Lang; start: Args; qrSrc: string }) {
  const [open, setOpen] = useState(false);
  const [qr, setQr] = useState<QrStatus>("idle");
  const p = viewProps(lang, { ...start, open, qr }, qrSrc, {
    onClose: () => {
      start.onClose();
      setOpen(false);
    },
  });
  return (
    <InShadow css={css} lang={lang}>
      <ShareBar
        {...p}
        onShare={(item) => {
          start.onShare(item);
          if (item.href) return;
          setOpen(true);
          if (qr !== "ready") {
            setQr("loading");
            setTimeout(() => setQr("ready"), 500);
          }
        }}
      />
    </InShadow>
  );
}

/** Both site lists side by side, for reference. */
export const SiteLists: Story = {
  render: (args, { globals }) => {
    const lang = storyLang(globals);
    const heading = (sites: readonly ShareSite[]) => sites.map((s) => t(lang, `site_${s}`)).join(" · ");
    return (
      <div style={{ display: "grid", gap: 16 }}>
        <div>
          <p style={{ margin: "0 0 8px", font: "12px sans-serif" }}>{heading(DEFAULT_SITES)}</p>
          <InShadow css={css} lang={lang}>
            <ShareBar {...viewProps(lang, { ...args, width: 1280 }, "")} />
          </InShadow>
        </div>
        <div>
          <p style={{ margin: "0 0 8px", font: "12px sans-serif" }}>{heading(MOBILE_SITES)}</p>
          <InShadow css={css} lang={lang}>
            <ShareBar {...viewProps(lang, { ...args, width: 375 }, "")} />
          </InShadow>
        </div>
      </div>
    );
  },
};
