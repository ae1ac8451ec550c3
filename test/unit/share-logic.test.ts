import { describe, expect, it } from "vitest";
import {
  DEFAULT_SITES,
  MOBILE_MAX_WIDTH,
  MOBILE_SITES,
  httpUrl,
  isWeChatBrowser,
  parseSites,
  shareUrl,
  siteList,
  type ShareData,
} from "../../widgets/share/share.rules.js";

const enc = encodeURIComponent;
const data: ShareData = {
  url: "https://photowire.test/cn/news/photo/articles/2026/11/21/pw1.html?from=a&b=c",
  title: "北京秋色 & 故宫",
  description: "摄影：李摄影 #1",
  image: "https://photowire.test/img/1.jpg",
  source: "图片网",
};
const U = enc(data.url);
const T = enc(data.title);
const D = enc(data.description);
const I = enc(data.image);
const S = enc(data.source);
const DESKTOP_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130 Safari/537.36";
const WECHAT_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI";

describe("share URLs (SPEC §3 default sites)", () => {
  it("encodes Chinese titles and reserved characters with encodeURIComponent", () => {
    expect(T).toBe("%E5%8C%97%E4%BA%AC%E7%A7%8B%E8%89%B2%20%26%20%E6%95%85%E5%AE%AB");
    expect(U).not.toContain("&");
  });

  it.each([
    ["weibo", `https://service.weibo.com/share/share.php?url=${U}&title=${T}&pic=${I}`],
    ["qq", `https://connect.qq.com/widget/shareqq/index.html?url=${U}&title=${T}&source=${S}&desc=${D}&summary=${D}&pics=${I}`],
    ["qzone", `https://sns.qzone.qq.com/cgi-bin/qzshare/cgi_qzshare_onekey?url=${U}&title=${T}&desc=${D}&summary=${D}&site=${S}&pics=${I}`],
    ["tencent", `https://share.v.t.qq.com/index.php?c=share&a=index&url=${U}&title=${T}&pic=${I}`],
    ["douban", `https://www.douban.com/share/service?href=${U}&name=${T}&text=${D}&image=${I}`],
    ["linkedin", `https://www.linkedin.com/shareArticle?mini=true&url=${U}&title=${T}&summary=${D}&source=${S}`],
    ["diandian", `https://www.diandian.com/share?lo=${U}&ti=${T}&type=link`],
    ["facebook", `https://www.facebook.com/sharer/sharer.php?u=${U}`],
    ["twitter", `https://twitter.com/intent/tweet?url=${U}&text=${T}`],
    ["google", `https://www.google.com/search?q=${U}`],
  ] as const)("%s", (site, expected) => {
    const got = shareUrl(site, data)!;
    expect(got).toBe(expected);
    // every query value decodes back to what was shared
    const params = new URL(got).searchParams;
    for (const v of params.values()) expect(v).not.toMatch(/%[0-9A-F]{2}/);
    expect([...params.values()]).toContain(data.url);
  });

  it("wechat has no share page (it shows a QR code)", () => {
    expect(shareUrl("wechat", data)).toBeNull();
  });

  it("leaves out empty optional values but keeps url and title", () => {
    const bare = { ...data, description: "", image: "", source: "", title: "" };
    expect(shareUrl("weibo", bare)).toBe(`https://service.weibo.com/share/share.php?url=${U}&title=`);
    expect(shareUrl("qq", bare)).toBe(`https://connect.qq.com/widget/shareqq/index.html?url=${U}&title=`);
    expect(shareUrl("weibo", { ...data, weiboKey: "12345" })).toContain("&appkey=12345");
  });

  it("covers every default site", () => {
    for (const site of DEFAULT_SITES) {
      const got = shareUrl(site, data);
      if (site === "wechat") expect(got).toBeNull();
      else expect(got).toMatch(/^https:\/\//);
    }
  });
});

describe("site list (SPEC §3, §9)", () => {
  it("defaults to SPEC's eleven sites in order on wide screens", () => {
    expect(siteList({ width: 1280, userAgent: DESKTOP_UA })).toEqual([
      "weibo", "qq", "wechat", "tencent", "douban", "qzone", "linkedin", "diandian", "facebook", "twitter", "google",
    ]);
  });

  it("uses the mobile list at widths up to 768 px", () => {
    expect(MOBILE_MAX_WIDTH).toBe(768);
    expect(siteList({ width: 768, userAgent: DESKTOP_UA })).toEqual([...MOBILE_SITES]);
    expect(siteList({ width: 769, userAgent: DESKTOP_UA })).toHaveLength(11);
    expect(siteList({ width: 375, userAgent: DESKTOP_UA, mobileSites: ["twitter", "weibo"] })).toEqual(["twitter", "weibo"]);
    // the desktop `sites` choice does not leak into the mobile list
    expect(siteList({ width: 375, userAgent: DESKTOP_UA, sites: ["douban"] })).toEqual([...MOBILE_SITES]);
  });

  it("drops disabled sites and duplicates", () => {
    expect(siteList({ width: 1280, userAgent: DESKTOP_UA, sites: ["weibo", "qq", "weibo", "google"], disabled: ["google"] })).toEqual([
      "weibo",
      "qq",
    ]);
    expect(siteList({ width: 375, userAgent: DESKTOP_UA, disabled: ["wechat", "qq"] })).toEqual(["weibo", "qzone", "facebook", "twitter"]);
  });

  it("hides wechat inside WeChat's in-app browser, on any width", () => {
    expect(isWeChatBrowser(WECHAT_UA)).toBe(true);
    expect(isWeChatBrowser(DESKTOP_UA)).toBe(false);
    expect(siteList({ width: 1280, userAgent: WECHAT_UA })).not.toContain("wechat");
    expect(siteList({ width: 375, userAgent: WECHAT_UA })).toEqual(["weibo", "qq", "qzone", "facebook", "twitter"]);
    expect(siteList({ width: 375, userAgent: DESKTOP_UA })).toContain("wechat");
  });

  it("parses comma or space lists and reports unknown names", () => {
    expect(parseSites("Weibo, qq  twitter,,myspace")).toEqual({ sites: ["weibo", "qq", "twitter"], unknown: ["myspace"] });
    expect(parseSites("")).toEqual({ sites: undefined, unknown: [] });
    expect(parseSites(null)).toEqual({ sites: undefined, unknown: [] });
  });
});

describe("only http(s) URLs are shared", () => {
  const base = "https://photowire.test/cn/a.html";
  it("resolves relative URLs against the base", () => {
    expect(httpUrl("/en/b.html?x=1", base)).toBe("https://photowire.test/en/b.html?x=1");
    expect(httpUrl("c.html", base)).toBe("https://photowire.test/cn/c.html");
    expect(httpUrl("http://other.test/x", base)).toBe("http://other.test/x");
    expect(httpUrl("//cdn.test/i.jpg", base)).toBe("https://cdn.test/i.jpg");
  });
  it.each(["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,<b>x</b>", "vbscript:x", "mailto:a@b.c", "ftp://x.test/", "http://", ""])(
    "rejects %j",
    (raw) => {
      expect(httpUrl(raw, base)).toBeNull();
    },
  );
  it("rejects null", () => expect(httpUrl(null, base)).toBeNull());
});

describe("share-bar.props (attributes + page → share data, view props)", async () => {
  const { shareConfig, shareBarProps } = await import("../../widgets/share/share-bar.props.js");
  const { wechatDialogProps } = await import("../../widgets/share/wechat-dialog.props.js");
  const page = {
    href: "https://photowire.test/cn/a.html",
    title: "页面标题",
    description: "页面描述",
    ogImage: "/img/og.jpg",
    siteName: "",
    hostname: "photowire.test",
    credit: "",
  };
  const collect = () => {
    const seen: string[] = [];
    return { seen, warn: (attribute: string, value: string) => void seen.push(`${attribute}=${value}`) };
  };

  it("defaults to the page: address, title, description, og:image resolved, host name as source", () => {
    const { seen, warn } = collect();
    const c = shareConfig({}, page, warn);
    expect(c.data).toEqual({
      url: page.href,
      title: "页面标题",
      description: "页面描述",
      image: "https://photowire.test/img/og.jpg",
      source: "photowire.test",
      weiboKey: "",
      credit: "",
    });
    expect(c.sites).toBeUndefined();
    // the services that no longer exist are off unless disabled-sites says otherwise (issue 22 item 6)
    expect(c.disabled).toEqual(["tencent", "diandian", "google"]);
    expect(shareConfig({ disabledSites: "" }, page, warn).disabled).toEqual([]);
    expect(seen).toEqual([]);
  });

  it("camelCase attributes: site-url is the base, title, lists; bad values are reported and fall back", () => {
    const { seen, warn } = collect();
    const c = shareConfig(
      { url: "/en/b.html", siteUrl: "https://news.test/", title: "T", sites: "weibo,myspace", disabledSites: "google", mobileSites: "wechat", image: "javascript:x" },
      page,
      warn,
    );
    expect(c.data.url).toBe("https://news.test/en/b.html");
    expect(c.data.title).toBe("T");
    expect(c.data.image).toBe("");
    expect(c.sites).toEqual(["weibo"]);
    expect(c.mobileSites).toEqual(["wechat"]);
    expect(c.disabled).toEqual(["google"]);
    expect(seen).toEqual(["image=javascript:x", "sites=weibo,myspace"]);
    const bad = collect();
    expect(shareConfig({ url: "javascript:alert(1)", siteUrl: "ftp://x" }, page, bad.warn).data.url).toBe(page.href);
    expect(bad.seen).toEqual(["site-url=ftp://x", "url=javascript:alert(1)"]);
  });

  it("view props: a link per site with its catalogue name, wechat without a share page; the WeChat dialog's from its chunk", () => {
    const c = shareConfig({ url: "https://photowire.test/x.html" }, page, () => {});
    const p = shareBarProps("en", c, ["weibo", "wechat"], false, { share: () => {}, prefetch: () => {}, webShare: () => {} });
    expect(p.label).toBe("Share");
    expect(p.items.map((i) => [i.site, i.label, i.href === null])).toEqual([
      ["weibo", "Share to Weibo", false],
      ["wechat", "Share to WeChat", true],
    ]);
    expect(p.expanded).toBe(false);
    expect(wechatDialogProps("en", false, { status: "idle", src: "" }, () => {}).size).toBe(100);
    expect(wechatDialogProps("zh", true, { status: "loading", src: "" }, () => {}).title).toBe("微信扫一扫：分享");
  });

  it("credit line: from the page's .credit by default, or the attribute; carried by every share", async () => {
    const { shareUrl, webShareData } = await import("../../widgets/share/share.rules.js");
    const c = shareConfig({ url: "https://photowire.test/x.html", title: "故宫", description: "雪景" }, { ...page, credit: " 新华社记者 张三 摄 " }, () => {});
    expect(c.data.credit).toBe("新华社记者 张三 摄");
    expect(shareConfig({ credit: "Photo: D. Lange / Getty" }, { ...page, credit: "x" }, () => {}).data.credit).toBe("Photo: D. Lange / Getty");
    const q = (site: Parameters<typeof shareUrl>[0]) => new URL(shareUrl(site, c.data)!).searchParams;
    expect(q("weibo").get("title")).toBe("故宫 新华社记者 张三 摄");
    expect(q("twitter").get("text")).toBe("故宫 新华社记者 张三 摄");
    expect(q("qq").get("title")).toBe("故宫");
    expect(q("qq").get("desc")).toBe("雪景 新华社记者 张三 摄");
    expect(q("linkedin").get("summary")).toBe("雪景 新华社记者 张三 摄");
    expect(webShareData(c.data)).toEqual({ title: "故宫", text: "雪景 新华社记者 张三 摄", url: "https://photowire.test/x.html" });
  });

  it("WeChat QR title, help and size (default 100; 64–512 px, else a warning)", () => {
    const { seen, warn } = collect();
    expect(shareConfig({}, page, warn).wechat).toEqual({ title: "", help: "", size: 100 });
    const c = shareConfig({ wechatQrTitle: "扫一扫", wechatQrHelp: "用微信扫描", wechatQrSize: "160" }, page, warn);
    expect(c.wechat).toEqual({ title: "扫一扫", help: "用微信扫描", size: 160 });
    const d = wechatDialogProps("en", true, { status: "idle", src: "" }, () => {}, c.wechat);
    expect([d.title, d.help, d.size]).toEqual(["扫一扫", "用微信扫描", 160]);
    expect(shareConfig({ wechatQrSize: "12" }, page, warn).wechat.size).toBe(100);
    expect(shareConfig({ wechatQrSize: "big" }, page, warn).wechat.size).toBe(100);
    expect(seen).toEqual(["wechat-qr-size=12", "wechat-qr-size=big"]);
  });

  it("Web Share button only where the browser has navigator.share and web-share is not false", () => {
    const on = { share: () => {}, prefetch: () => {}, webShare: () => {} };
    const c = shareConfig({}, page, () => {});
    expect(shareBarProps("zh", c, ["weibo"], false, on, false).webShare).toBeUndefined();
    expect(shareBarProps("zh", c, ["weibo"], false, on, true).webShare?.label).toBe("更多分享方式");
    expect(shareBarProps("en", shareConfig({ webShare: "false" }, page, () => {}), ["weibo"], false, on, true).webShare).toBeUndefined();
  });
});
