// Every attribute an element reads is also a property of the element that reflects it (issue 22 item 3;
// core/element.ts reflectAttributes): the manifest and the typings list these properties, so they must exist.
// Setting one is setting the attribute: the element redraws; null removes it. Both builds.
import "/dist/esm/pw-share-bar.js";
import "/dist/esm/pw-visit-stats.js";
import { assert, cleanup, equal, mount, until } from "./helpers.js";

const sites = (el) => [...el.shadowRoot.querySelectorAll('[part~="link"]')].map((a) => [...a.classList].find((c) => c.startsWith("site-")).slice(5));

describe("an element's properties", () => {
  afterEach(() => cleanup());

  it("read and write their attributes, and the element follows", async () => {
    const el = mount(`<pw-share-bar url="https://example.com/a.html" sites="weibo,qq" lang="en"></pw-share-bar>`);
    await until(() => sites(el).join() === "weibo,qq", 3000, "the two sites of the attribute");
    equal(el.url, "https://example.com/a.html", "a property reads its attribute");
    equal(el.weiboKey, null, "null when the attribute is absent");
    // a kebab-case attribute through its camelCase property
    el.mobileSites = "qq";
    equal(el.getAttribute("mobile-sites"), "qq", "a property writes its kebab-case attribute");
    el.sites = "douban";
    equal(el.getAttribute("sites"), "douban", "written as the attribute");
    await until(() => sites(el).join() === "douban", 3000, "the element redraws with the property's value");
    el.sites = null;
    assert(!el.hasAttribute("sites"), "null removes the attribute");
    await until(() => sites(el).length > 2, 3000, "the default sites again");
    // HTMLElement's own title stays HTMLElement's (it reflects the same attribute)
    el.title = "A photo";
    equal(el.getAttribute("title"), "A photo", "title");
    assert(!Object.prototype.hasOwnProperty.call(Object.getPrototypeOf(el), "title"), "no title property of its own");
  });

  it("exist on an element written by hand too (<pw-visit-stats>)", () => {
    const el = document.createElement("pw-visit-stats");
    el.pcId = "pw000001";
    equal(el.getAttribute("pc-id"), "pw000001", "pcId writes pc-id");
    equal(el.subject, null, "subject absent");
    assert("type" in el && "pcId" in el, "every attribute it reads is a property");
  });
});
