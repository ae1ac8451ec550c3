import "/dist/esm/pw-app-download.js";
import { setViewport } from "@web/test-runner-commands";
import { assert, cleanup, equal, expectAccessible, mount, until } from "./helpers.js";
import { qrInfo } from "./qr-read.js";

/** server-plugin.mjs: the app download links of the test server, and of its second app (INTEGRITY_KEY set). */
const ANDROID = "https://download.photowire.test/app/photowire.apk";
const KEYED_ANDROID = "https://download.photowire.test/app/keyed.apk";
const IOS = "https://apps.apple.com/cn/app/photowire/id1234567890";
const BROWSER_INTEGRITY_KEY = "browser-integrity-key";

const img = (el) => el.shadowRoot?.querySelector('[part="qr"] img');
const linksOf = (el) => [...(el.shadowRoot?.querySelectorAll('[part~="link"]') ?? [])];
const integrityChunkLoaded = () => performance.getEntriesByType("resource").some((e) => /\/chunks\/integrity-[^/]*\.js/.test(e.name));

function setMeta(name, content) {
  const m = document.createElement("meta");
  m.name = name;
  m.content = content;
  m.dataset.test = "1";
  document.head.append(m);
}

describe("<pw-app-download>", () => {
  before(() => setViewport({ width: 1200, height: 800 }));
  afterEach(() => {
    cleanup();
    for (const m of document.head.querySelectorAll("meta[data-test]")) m.remove();
  });

  it("draws a 256 px QR code of the client download page, error correction H, and links from the API", async () => {
    const el = mount(`<pw-app-download></pw-app-download>`);
    const box = await until(() => el.shadowRoot?.querySelector('[part="qr"]'), 3000, "QR box");
    equal(box.getBoundingClientRect().width, 256, "the box keeps its size while the code is drawn");
    const image = await until(() => img(el), 5000, "QR image");
    assert(image.src.startsWith("data:image/png"), "drawn locally as a PNG data URL");
    equal(image.getAttribute("alt"), "下载客户端页面的二维码，用手机扫描");
    const info = await qrInfo(image);
    equal(info.size, 256, "SPEC §9: 256 px by default");
    equal(info.level, "H", "SPEC §9: highest error correction");
    assert(!performance.getEntriesByType("resource").some((e) => /^(?!data:)https?:\/\/(?!localhost|127\.0\.0\.1)/.test(e.name)), "no remote QR service");

    const links = await until(() => linksOf(el).length === 2 && linksOf(el), 5000, "links");
    equal(links[0].getAttribute("href"), ANDROID);
    equal(links[0].textContent, "Android 版下载");
    equal(links[1].getAttribute("href"), IOS);
    equal(links[1].textContent, "App Store 下载");
    assert(!integrityChunkLoaded(), "no crypto-js chunk without an integrity key in the page");

    // the default target is the client page: the same code as page-url="/m_public/client_download.html"
    const same = mount(`<pw-app-download page-url="/m_public/client_download.html"></pw-app-download>`);
    const other = mount(`<pw-app-download page-url="/cn/index.html"></pw-app-download>`);
    const sameImg = await until(() => img(same), 5000, "same image");
    const otherImg = await until(() => img(other), 5000, "other image");
    equal(sameImg.src, image.src, "default page-url is /m_public/client_download.html");
    assert(otherImg.src !== image.src, "another page-url draws another code");
  });

  it("size=100 (the client page) and a bad size falls back to 256 with a warning", async () => {
    const el = mount(`<div lang="en"><pw-app-download size="100"></pw-app-download></div>`).firstElementChild;
    const image = await until(() => img(el), 5000, "QR image");
    const info = await qrInfo(image);
    equal(info.size, 100);
    equal(info.level, "H");
    equal(image.width, 100);
    const links = await until(() => linksOf(el).length === 2 && linksOf(el), 5000, "links");
    equal(links[0].textContent, "Download for Android");
    await expectAccessible(el);

    const seen = [];
    const orig = console.warn;
    console.warn = (...a) => seen.push(a.join(" "));
    try {
      const bad = mount(`<pw-app-download size="huge" page-url="javascript:alert(1)"></pw-app-download>`);
      const badImg = await until(() => img(bad), 5000, "QR image");
      equal((await qrInfo(badImg)).size, 256);
    } finally {
      console.warn = orig;
    }
    assert(seen.some((w) => w.includes('[photowire] <pw-app-download> size="huge"')), "size warning");
    assert(seen.some((w) => w.includes("page-url")), "page-url warning");
  });

  it("passes the integrity envelope when the page carries a key: sealed call to a server that requires it", async () => {
    setMeta("photowire:integrity-key", BROWSER_INTEGRITY_KEY);
    const el = mount(`<pw-app-download></pw-app-download>`);
    const links = await until(() => linksOf(el).length === 2 && linksOf(el), 5000, "links");
    equal(links[0].getAttribute("href"), KEYED_ANDROID, "answered (sealed) by the app with INTEGRITY_KEY set");
    equal(links[1].getAttribute("href"), IOS);
    assert(integrityChunkLoaded(), "crypto-js chunk fetched for the envelope");
  });

  it("with a wrong key the server refuses the call and the reader sees a failure", async () => {
    setMeta("photowire:integrity-key", "not-the-key");
    const seen = [];
    const orig = console.warn;
    console.warn = (...a) => seen.push(a.join(" "));
    let el;
    try {
      el = mount(`<pw-app-download></pw-app-download>`);
      await until(() => el.shadowRoot?.querySelector('[part="status"][role="alert"]'), 5000, "failure");
    } finally {
      console.warn = orig;
    }
    equal(el.shadowRoot.querySelector('[part="status"]').textContent, "下载地址获取失败，请稍后再试");
    equal(linksOf(el).length, 0);
    assert(seen.some((w) => w.includes("could not fetch")), "warned");
  });
});
