/**
 * <pw-share-bar> as a site builder writes it: SPEC §3's default sites, a
 * custom list, the mobile list, disabled sites, the WeChat QR dialog (the
 * qrcode chunk loads on the first open), a bad attribute. The share bar
 * calls no API: every state comes from its attributes and the page.
 */
import type { StoryObj } from "@storybook/react-vite";
import { expect, waitFor } from "storybook/test";
import "../widgets/share/share-bar.element.js";
import { elementMeta, type ElementArgs } from "./element-story.js";

export default {
  title: "Elements/<pw-share-bar>",
  ...elementMeta("pw-share-bar", {
    url: "https://photowire.example/cn/2026/0512/story-1024.html",
    title: "白宫国情咨文 · State of the Union",
    description: "The President's address to Congress, in photographs.",
    source: "Photowire",
  }),
};
type Story = StoryObj<ElementArgs>;

const bar = (root: HTMLElement) => root.querySelector("pw-share-bar")?.shadowRoot ?? null;

/** Desktop widths: SPEC §3's default sites in SPEC order, but tencent, diandian and google, defunct services that are off unless disabled-sites is set. */
export const DefaultSites: Story = {};

/** disabled-sites="": SPEC's whole default list, the defunct services included. */
export const EveryDefaultSite: Story = { args: { "disabled-sites": "" } };

/** sites="weibo, wechat, twitter": a custom list, in the order written. */
export const CustomList: Story = { args: { sites: "weibo, wechat, twitter" } };

/**
 * Widths ≤ 768 px use the mobile list (weibo, wechat, qq, qzone, facebook,
 * twitter), or mobile-sites. This story opens in a phone viewport in the
 * Storybook UI (the element reads the window's width).
 */
export const MobileList: Story = { globals: { viewport: { value: "mobile1", isRotated: false } } };

/** mobile-sites="wechat, weibo": the list used at widths ≤ 768 px (the phone viewport shows it). */
export const CustomMobileList: Story = { args: { "mobile-sites": "wechat, weibo" }, globals: MobileList.globals };

/** disabled-sites="qq, douban": those dropped (and the defunct services shown again, since the attribute replaces the default). */
export const DisabledSites: Story = { args: { "disabled-sites": "qq, douban" } };

/** The WeChat button opens a modal dialog with a QR code of the page (100 px, error correction H); Escape, the close button or the backdrop closes it and the focus goes back to the button. */
export const WeChatDialog: Story = {
  args: { sites: "weibo, wechat, qzone" },
  play: async ({ canvasElement }) => {
    const wechat = await waitFor(() => bar(canvasElement)?.querySelector<HTMLButtonElement>(".site-wechat") ?? Promise.reject(new Error("no button")));
    wechat.click();
    await waitFor(() => expect(bar(canvasElement)?.querySelector('dialog[open] [part="qr"] img')).toBeTruthy(), { timeout: 5000 });
  },
};

/** wechat-qr-title, wechat-qr-help and wechat-qr-size="160": the builder's own dialog text and a larger QR code (error correction H). */
export const WeChatOptions: Story = {
  args: { sites: "wechat", "wechat-qr-title": "扫码分享本文", "wechat-qr-help": "用微信扫描上方二维码，分享到朋友圈", "wechat-qr-size": "160" },
  play: WeChatDialog.play,
};

/** credit: the photo's credit line travels with every share (after the title on Weibo and Twitter, after the summary on QQ). */
export const CreditLine: Story = { args: { title: "Migrant Mother", description: "Nipomo, California, 1936", credit: "Photo: Dorothea Lange / Getty Open Content" } };

/** web-share="false": no system share button even where the browser has navigator.share (on phones it shows first in the list by default). */
export const WebShareOff: Story = { args: { "web-share": "false" } };

/**
 * Bad attributes: url="javascript:alert(1)" and sites with an unknown name.
 * The bar falls back to the page's address and skips "myspace"; each bad
 * value logs one `[photowire]` warning (see the console).
 */
export const BadAttribute: Story = { args: { url: "javascript:alert(1)", sites: "weibo, myspace, twitter" } };
