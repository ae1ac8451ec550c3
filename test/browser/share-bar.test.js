import "/dist/esm/pw-share-bar.js";
import { sendKeys, sendMouse, setViewport } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, mount, until } from "./helpers.js";
import { qrInfo } from "./qr-read.js";

// axe: the Chinese default sites, WeChat dialog and WeChat options are checked in the Storybook stage
// (stories/ShareBar.stories.tsx); here axe runs on the English ones, a custom mobile list and Web Share.

const DEFAULT_SITES = ["weibo", "qq", "wechat", "tencent", "douban", "qzone", "linkedin", "diandian", "facebook", "twitter", "google"];
/** SPEC's default list without the services that no longer exist, which are off unless disabled-sites is set (issue 22 item 6) */
const SHOWN_BY_DEFAULT = DEFAULT_SITES.filter((s) => !["tencent", "diandian", "google"].includes(s));
const enc = encodeURIComponent;
const links = (el) => [...el.shadowRoot.querySelectorAll('[part~="link"]')];
const siteOf = (a) => [...a.classList].find((c) => c.startsWith("site-")).slice(5);
/** The WeChat dialog while it is open (a native modal <dialog>, ui/Dialog.tsx), else null. */
const openDialog = (el) => el.shadowRoot.querySelector("dialog[open]");
const qrChunkLoaded = () => performance.getEntriesByType("resource").some((e) => /\/chunks\/browser-[^/]*\.js/.test(e.name));

/** Captures console.warn calls while `fn` runs. */
async function warnings(fn) {
  const seen = [];
  const orig = console.warn;
  console.warn = (...a) => seen.push(a.join(" "));
  try {
    await fn();
  } finally {
    console.warn = orig;
  }
  return seen;
}

describe("<pw-share-bar>", () => {
  before(() => setViewport({ width: 1200, height: 800 }));
  afterEach(() => cleanup());

  it("loads no QR code library until the WeChat dialog opens", async () => {
    const el = mount(`<pw-share-bar url="https://example.com/a.html"></pw-share-bar>`);
    await until(() => links(el).length, 3000, "links");
    assert(!qrChunkLoaded(), "the qrcode chunk is not fetched with the bar");
  });

  it("shows SPEC's default sites, each a new-tab link with a real share URL and a catalogue name", async () => {
    const el = mount(
      `<pw-share-bar url="https://example.com/cn/a.html?id=1&amp;x=2" title="中国摄影 & more" description="一张照片" image="https://example.com/p.jpg" source="Photowire"></pw-share-bar>`,
    );
    const all = await until(() => links(el).length && links(el), 3000, "links");
    equal(all.map(siteOf).join(), SHOWN_BY_DEFAULT.join(), "SPEC §3 default sites in order, the defunct ones off");
    // disabled-sites="" turns the defunct ones back on: SPEC's whole list
    const every = mount(`<pw-share-bar url="https://example.com/" disabled-sites=""></pw-share-bar>`);
    await until(() => links(every).map(siteOf).join() === DEFAULT_SITES.join(), 3000, "SPEC's whole list");
    const u = enc("https://example.com/cn/a.html?id=1&x=2");
    const title = enc("中国摄影 & more");
    const byName = Object.fromEntries(all.map((a) => [siteOf(a), a]));
    equal(byName.weibo.getAttribute("href"), `https://service.weibo.com/share/share.php?url=${u}&title=${title}&pic=${enc("https://example.com/p.jpg")}`);
    equal(byName.facebook.getAttribute("href"), `https://www.facebook.com/sharer/sharer.php?u=${u}`);
    equal(byName.twitter.getAttribute("href"), `https://twitter.com/intent/tweet?url=${u}&text=${title}`);
    assert(byName.douban.getAttribute("href").startsWith(`https://www.douban.com/share/service?href=${u}&name=${title}`), "douban");
    assert(title.includes("%E4%B8%AD"), "Chinese title percent-encoded");
    for (const a of all) {
      if (siteOf(a) === "wechat") {
        equal(a.tagName, "BUTTON", "wechat is a button");
        equal(a.getAttribute("aria-haspopup"), "dialog");
        continue;
      }
      equal(a.target, "_blank", `${siteOf(a)} new tab`);
      equal(a.rel, "noopener noreferrer", `${siteOf(a)} rel`);
      assert(/^https:\/\//.test(a.getAttribute("href")), `${siteOf(a)} https`);
    }
    equal(byName.weibo.getAttribute("aria-label"), "分享到新浪微博");
    equal(byName.wechat.getAttribute("aria-label"), "分享到微信");
    equal(el.shadowRoot.querySelector('[role="group"]').getAttribute("aria-label"), "分享");
  });

  it("names the links in English inside lang=en", async () => {
    const el = mount(`<div lang="en"><pw-share-bar url="https://example.com/a.html" title="T"></pw-share-bar></div>`).firstElementChild;
    const all = await until(() => links(el).length && links(el), 3000, "links");
    equal(all[0].getAttribute("aria-label"), "Share to Weibo");
    equal(all.find((a) => siteOf(a) === "qzone").getAttribute("aria-label"), "Share to Qzone");
    equal(el.shadowRoot.querySelector('[role="group"]').getAttribute("aria-label"), "Share");
    await expectAccessible(el);
  });

  it("defaults to the page: location.href and document.title; resolves a relative url", async () => {
    const el = mount(`<pw-share-bar sites="facebook,twitter"></pw-share-bar>`);
    const all = await until(() => links(el).length && links(el), 3000, "links");
    equal(all[0].getAttribute("href"), `https://www.facebook.com/sharer/sharer.php?u=${enc(location.href)}`);
    assert(all[1].getAttribute("href").endsWith(`&text=${enc(document.title)}`), "title from the document");
    el.setAttribute("url", "/cn/b.html");
    await until(() => links(el)[0].getAttribute("href") === `https://www.facebook.com/sharer/sharer.php?u=${enc(location.origin + "/cn/b.html")}`, 2000, "relative url resolved");
    el.setAttribute("site-url", "https://news.example.org/");
    await until(() => links(el)[0].getAttribute("href") === `https://www.facebook.com/sharer/sharer.php?u=${enc("https://news.example.org/cn/b.html")}`, 2000, "resolved against site-url");
  });

  it("refuses javascript: and other non-http URLs with a [photowire] warning", async () => {
    let el;
    const seen = await warnings(async () => {
      el = mount(`<pw-share-bar sites="weibo" url="javascript:alert(1)" image="javascript:alert(2)"></pw-share-bar>`);
      await until(() => links(el).length, 3000, "links");
    });
    const href = links(el)[0].getAttribute("href");
    assert(href.startsWith(`https://service.weibo.com/share/share.php?url=${enc(location.href)}&`), "falls back to the page");
    assert(!href.includes("javascript") && !href.includes("pic="), "no javascript: anywhere, no picture");
    assert(seen.some((w) => w.startsWith("[photowire]") && w.includes('url="javascript:alert(1)"')), "url warning");
    assert(seen.some((w) => w.startsWith("[photowire]") && w.includes('image="javascript:alert(2)"')), "image warning");
  });

  it("sites, disabled-sites (also removed later) and unknown names", async () => {
    let el;
    const seen = await warnings(async () => {
      el = mount(`<pw-share-bar url="https://example.com/" sites="twitter, weibo,myspace,wechat" disabled-sites="wechat"></pw-share-bar>`);
      await until(() => links(el).length, 3000, "links");
    });
    equal(links(el).map(siteOf).join(), "twitter,weibo");
    assert(seen.some((w) => w.startsWith("[photowire]") && w.includes("myspace")), "unknown site warned");
    el.removeAttribute("disabled-sites");
    await until(() => links(el).map(siteOf).join() === "twitter,weibo,wechat", 2000, "wechat back after removing disabled-sites");
  });

  it("uses the mobile list at widths ≤ 768 px and follows resizes", async () => {
    const el = mount(`<pw-share-bar url="https://example.com/"></pw-share-bar>`);
    await until(() => links(el).length === 8, 3000, "desktop list");
    await setViewport({ width: 375, height: 700 });
    try {
      await until(() => links(el).map(siteOf).join() === "weibo,wechat,qq,qzone,facebook,twitter", 3000, "mobile list");
      el.setAttribute("mobile-sites", "wechat,weibo");
      await until(() => links(el).map(siteOf).join() === "wechat,weibo", 3000, "custom mobile list");
    } finally {
      await setViewport({ width: 1200, height: 800 });
    }
    await until(() => links(el).length === 8, 3000, "desktop list again");
  });

  it("hides wechat inside WeChat's in-app browser (MicroMessenger)", async () => {
    const ua = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47";
    Object.defineProperty(navigator, "userAgent", { value: ua, configurable: true });
    try {
      const el = mount(`<pw-share-bar url="https://example.com/"></pw-share-bar>`);
      await until(() => links(el).length, 3000, "links");
      const sites = links(el).map(siteOf);
      assert(!sites.includes("wechat"), "no wechat");
      equal(sites.length, 7);
    } finally {
      delete navigator.userAgent;
    }
  });

  it("fires pw-share-bar-share when a site is chosen", async () => {
    const el = mount(`<pw-share-bar url="https://example.com/x.html" sites="weibo"></pw-share-bar>`);
    const a = await until(() => links(el)[0], 3000, "link");
    const events = [];
    el.addEventListener("pw-share-bar-share", (e) => events.push(e.detail));
    const stop = (e) => e.preventDefault(); // do not open weibo.com from the test
    document.addEventListener("click", stop, { capture: true });
    try {
      a.click();
    } finally {
      document.removeEventListener("click", stop, { capture: true });
    }
    equal(events.length, 1);
    equal(events[0].site, "weibo");
    equal(events[0].url, "https://example.com/x.html");
    equal(events[0].target, a.getAttribute("href"));
  });

  describe("WeChat QR dialog", () => {
    it("opens by keyboard with the QR code, traps focus, closes on Esc and gives focus back", async () => {
      const el = mount(`<pw-share-bar url="https://example.com/wx.html" sites="weibo,wechat"></pw-share-bar>`);
      const btn = await until(() => links(el).find((a) => siteOf(a) === "wechat"), 3000, "wechat button");
      const events = [];
      el.addEventListener("pw-share-bar-share", (e) => events.push(e.detail));
      btn.focus();
      await sendKeys({ press: "Enter" });
      const dialog = await until(() => openDialog(el), 3000, "dialog");
      assert(dialog.matches(":modal"), "a modal dialog (showModal: the page behind is inert)");
      equal(btn.getAttribute("aria-expanded"), "true");
      equal(el.shadowRoot.getElementById(dialog.getAttribute("aria-labelledby")).textContent, "微信扫一扫：分享");
      equal(events[0]?.site, "wechat");
      equal(events[0]?.target, null);
      const close = dialog.querySelector('[part="close"]');
      equal(el.shadowRoot.activeElement, close, "focus moves into the dialog");

      const img = await until(() => dialog.querySelector('[part="qr"] img'), 5000, "QR image");
      assert(img.src.startsWith("data:image/png"), "QR as a PNG data URL");
      equal(img.width, 100, "SPEC §9 size 100");
      equal(img.getAttribute("alt"), "本页网址的二维码");
      assert(qrChunkLoaded(), "the qrcode chunk was fetched on open");
      await img.decode();
      assert(img.naturalWidth >= 100, "a real image");

      await sendKeys({ press: "Tab" });
      assert(dialog.contains(el.shadowRoot.activeElement), "Tab stays in the dialog");
      await sendKeys({ down: "Shift" });
      await sendKeys({ press: "Tab" });
      await sendKeys({ up: "Shift" });
      assert(dialog.contains(el.shadowRoot.activeElement), "Shift+Tab stays in the dialog");

      await sendKeys({ press: "Escape" });
      await until(() => !openDialog(el), 2000, "closed");
      equal(el.shadowRoot.activeElement, btn, "focus back on the WeChat button");
      equal(btn.getAttribute("aria-expanded"), "false");

      // the close button works too, and the QR code is not drawn again
      await sendKeys({ press: "Enter" });
      const d2 = await until(() => openDialog(el), 3000, "dialog again");
      assert(d2.querySelector('[part="qr"] img'), "QR ready at once");
      await sendKeys({ press: "Enter" }); // focus is on the close button
      await until(() => !openDialog(el), 2000, "closed by the button");
      equal(el.shadowRoot.activeElement, btn, "focus back again");
    });

    it("is axe clean in English with the dialog open", async () => {
      const el = mount(`<div lang="en"><pw-share-bar url="https://example.com/wx.html" sites="wechat"></pw-share-bar></div>`).firstElementChild;
      const btn = await until(() => links(el)[0], 3000, "wechat button");
      btn.click();
      const dialog = await until(() => openDialog(el), 3000, "dialog");
      await until(() => dialog.querySelector('[part="qr"] img'), 5000, "QR image");
      equal(dialog.querySelector('[part="close"]').textContent, "Close");
      equal(dialog.querySelector('[part="qr"] img').getAttribute("alt"), "QR code of this page's address");
      await expectAccessible(el);
      // a click on the backdrop (outside the dialog's box) closes it; a click inside does not
      const box = dialog.getBoundingClientRect();
      await sendMouse({ type: "click", position: [Math.round(box.left + 8), Math.round(box.top + 8)] });
      assert(openDialog(el), "a click inside the dialog keeps it open");
      await sendMouse({ type: "click", position: [5, 5] });
      await until(() => !openDialog(el), 2000, "closed by the backdrop");
      equal(el.shadowRoot.activeElement, btn, "focus back on the WeChat button");
    });
  });

  describe("SPEC §3 options beyond the sites", () => {
    afterEach(() => setViewport({ width: 1200, height: 800 }));

    it("WeChat QR title, help and size", async () => {
      const el = mount(
        `<pw-share-bar url="https://example.com/wx2.html" sites="wechat" wechat-qr-title="扫码分享本文" wechat-qr-help="用微信扫描上方二维码" wechat-qr-size="160"></pw-share-bar>`,
      );
      const btn = await until(() => links(el)[0], 3000, "wechat button");
      btn.click();
      const dialog = await until(() => openDialog(el), 3000, "dialog");
      equal(el.shadowRoot.getElementById(dialog.getAttribute("aria-labelledby")).textContent, "扫码分享本文");
      equal(dialog.querySelector('[part="dialog-help"]').textContent, "用微信扫描上方二维码");
      const img = await until(() => dialog.querySelector('[part="qr"] img'), 5000, "QR image");
      equal(img.width, 160);
      const info = await qrInfo(img);
      equal(info.size, 160);
      equal(info.level, "H", "highest error correction");
    });

    it("the default WeChat QR code is 100 px with error correction H", async () => {
      const el = mount(`<pw-share-bar url="https://example.com/wx3.html" sites="wechat"></pw-share-bar>`);
      (await until(() => links(el)[0], 3000, "wechat button")).click();
      const img = await until(() => openDialog(el)?.querySelector('[part="qr"] img'), 5000, "QR image");
      const info = await qrInfo(img);
      equal(info.size, 100);
      equal(info.level, "H");
    });

    it("initialises on an element with the share class, options from its data-* attributes", async () => {
      const box = mount(
        `<div class="share" data-url="https://example.com/cls.html" data-title="类名分享" data-disabled-sites="tencent,diandian,google" data-weibo-key="123"></div>`,
      );
      const bar = await until(() => box.querySelector("pw-share-bar"), 3000, "a share bar in the .share element");
      equal(bar.getAttribute("url"), "https://example.com/cls.html");
      equal(bar.getAttribute("disabled-sites"), "tencent,diandian,google");
      const all = await until(() => links(bar).length && links(bar), 3000, "links");
      equal(all.map(siteOf).join(), "weibo,qq,wechat,douban,qzone,linkedin,facebook,twitter", "defunct services disabled");
      const weibo = new URL(all[0].getAttribute("href"));
      equal(weibo.searchParams.get("url"), "https://example.com/cls.html");
      equal(weibo.searchParams.get("title"), "类名分享");
      equal(weibo.searchParams.get("appkey"), "123");
      // added later, too; and only one bar per element
      const later = document.createElement("section");
      later.className = "share";
      later.dataset.sites = "weibo,twitter";
      document.body.append(later);
      const bar2 = await until(() => later.querySelector("pw-share-bar"), 3000, "a bar in a later .share element");
      equal(bar2.getAttribute("sites"), "weibo,twitter");
      // until() saw the bar in a later task: every mutation-observer callback of that insertion (and of the bar's own,
      // which could have given a second bar) has run by then, so the counts are final
      equal(box.querySelectorAll("pw-share-bar").length, 1);
      equal(later.querySelectorAll("pw-share-bar").length, 1);
      later.remove();
    });

    it("carries the photo's credit line (from the page's .credit, or the credit attribute)", async () => {
      const box = mount(
        `<div><p class="credit">新华社记者 张三 摄</p><pw-share-bar url="https://example.com/c.html" title="雪中故宫" description="雪景" sites="weibo,qq"></pw-share-bar></div>`,
      );
      const bar = box.querySelector("pw-share-bar");
      const all = await until(() => links(bar).length && links(bar), 3000, "links");
      equal(new URL(all[0].getAttribute("href")).searchParams.get("title"), "雪中故宫 新华社记者 张三 摄");
      equal(new URL(all[1].getAttribute("href")).searchParams.get("desc"), "雪景 新华社记者 张三 摄");
      bar.setAttribute("credit", "Photo: Dorothea Lange");
      await until(() => new URL(links(bar)[0].getAttribute("href")).searchParams.get("title") === "雪中故宫 Photo: Dorothea Lange", 3000, "credit attribute");
    });

    it("mobile sites at 390 px, without disabled ones", async () => {
      await setViewport({ width: 390, height: 844 });
      const el = mount(`<pw-share-bar url="https://example.com/m.html" mobile-sites="weibo,wechat,qq,douban" disabled-sites="qq"></pw-share-bar>`);
      const all = await until(() => links(el).length && links(el), 3000, "links");
      equal(all.map(siteOf).join(), "weibo,wechat,douban");
      const dflt = mount(`<pw-share-bar url="https://example.com/m.html"></pw-share-bar>`);
      const d = await until(() => links(dflt).length && links(dflt), 3000, "default mobile links");
      equal(d.map(siteOf).join(), "weibo,wechat,qq,qzone,facebook,twitter");
      await expectAccessible(el);
    });

    it("uses the Web Share API where the browser has it", async () => {
      const shared = [];
      const had = Object.getOwnPropertyDescriptor(navigator, "share");
      Object.defineProperty(navigator, "share", { configurable: true, value: async (data) => void shared.push(data) });
      try {
        const el = mount(
          `<pw-share-bar url="https://example.com/ws.html" title="标题" description="描述" credit="Photo: X" sites="weibo"></pw-share-bar>`,
        );
        const btn = await until(() => el.shadowRoot?.querySelector('[part~="link-web-share"]'), 3000, "web share button");
        equal(btn.getAttribute("aria-label"), "更多分享方式");
        equal(links(el)[0], btn, "first in the list");
        const events = [];
        el.addEventListener("pw-share-bar-share", (e) => events.push(e.detail));
        btn.focus();
        await sendKeys({ press: "Enter" });
        await until(() => shared.length, 2000, "navigator.share called");
        equal(JSON.stringify(shared[0]), JSON.stringify({ title: "标题", text: "描述 Photo: X", url: "https://example.com/ws.html" }));
        equal(events[0].site, "web-share");
        await expectAccessible(el);
        const off = mount(`<pw-share-bar url="https://example.com/ws.html" web-share="false" sites="weibo"></pw-share-bar>`);
        await until(() => links(off).length, 3000, "links");
        assert(!off.shadowRoot.querySelector('[part~="link-web-share"]'), "web-share=false hides it");
      } finally {
        if (had) Object.defineProperty(navigator, "share", had);
        else delete navigator.share;
      }
      const none = mount(`<pw-share-bar url="https://example.com/ws.html" sites="weibo"></pw-share-bar>`);
      await until(() => links(none).length, 3000, "links");
      if (typeof navigator.share !== "function") assert(!none.shadowRoot.querySelector('[part~="link-web-share"]'), "no button without the API");
    });
  });
});
