import { describe, expect, it } from "vitest";
import { metaDescription } from "../../server/src/publish/view-models.js";
import {
  storyUrlInEdition,
  notFoundPageUrl,
  afterLogoutUrl,
  contentUrl,
  editionOf,
  homeUrl,
  isDesktopWidth,
  jsonUrlOf,
  langOfEdition,
  loginUrl,
  onSite,
  safeRedirect,
  variantUrlFor,
} from "../../common/edition.js";

describe("safeRedirect (DESIGN §7: same-site paths only)", () => {
  it.each([
    "//evil.com",
    "//evil.com/a",
    "/\\evil.com",
    "/\\/evil.com",
    "\\\\evil.com",
    "https://x",
    "https://evil.com/en/a.html",
    "http:/evil.com",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "data:text/html,x",
    "evil.com",
    "en/a.html",
    "/a\nb",
    "/a\tb",
    "/a\u0000",
    // dot segments that normalise to a protocol-relative address (issue 8 open redirects)
    "/.//evil.example/x",
    "/..//evil.example/x",
    "/%2e//evil.example/x",
    "/%2E%2E//evil.example",
    "/a/..//evil.example/x",
    "/a/b/../..//evil.example",
    "/./\\evil.example",
    "",
    "/" + "a".repeat(2001),
  ])("rejects %j", (path) => {
    expect(safeRedirect(path)).toBeNull();
  });

  it("rejects null and undefined", () => {
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });

  it.each([
    ["/en/a.html?x=1", "/en/a.html?x=1"],
    ["/", "/"],
    ["/cn/index.html#top", "/cn/index.html#top"],
    ["/public_resource/public/html/uc1-index.html?tab=fee_record", "/public_resource/public/html/uc1-index.html?tab=fee_record"],
    ["/a/../b.html", "/b.html"],
  ])("accepts %j as %j", (path, want) => {
    expect(safeRedirect(path)).toBe(want);
  });
});

describe("editions (SPEC §2)", () => {
  it("tells the edition by the path prefix", () => {
    expect(editionOf("/en/a.html")).toBe("en");
    expect(editionOf("/en")).toBe("en");
    expect(editionOf("/ann/x/y.html")).toBe("ann");
    expect(editionOf("/english/a.html")).toBe("zh");
    expect(editionOf("/annex.html")).toBe("zh");
    expect(editionOf("/cn/index.html")).toBe("zh");
    expect(langOfEdition("en")).toBe("en");
    expect(langOfEdition("ann")).toBe("zh");
  });

  it("home pages", () => {
    expect(homeUrl("zh")).toBe("/cn/index.html");
    expect(homeUrl("en")).toBe("/en/index.html");
    expect(homeUrl("ann")).toBe("/ann/index.html");
  });

  it("login page URL with a same-site redirect, per edition", () => {
    expect(loginUrl("zh")).toBe("/public_resource/public/html/login2.html");
    expect(loginUrl("zh", "/cn/a.html?x=1")).toBe("/public_resource/public/html/login2.html?redirect=%2Fcn%2Fa.html%3Fx%3D1");
    expect(loginUrl("en", "/en/a.html")).toBe("/public_resource/public/html/login2.html?lang=en&redirect=%2Fen%2Fa.html");
    expect(loginUrl("en")).toBe("/public_resource/public/html/login2.html?lang=en");
    expect(loginUrl("ann", "/ann/b.html")).toBe("/ann/public_resource/public/html/login2.html?redirect=%2Fann%2Fb.html");
    // an unsafe redirect is dropped, not passed on
    expect(loginUrl("zh", "//evil.com")).toBe("/public_resource/public/html/login2.html");
    expect(loginUrl("en", "javascript:alert(1)")).toBe("/public_resource/public/html/login2.html?lang=en");
  });

  it("logout goes to the edition's home, or the login page in the alternate edition", () => {
    expect(afterLogoutUrl("zh")).toBe("/cn/index.html");
    expect(afterLogoutUrl("en")).toBe("/en/index.html");
    expect(afterLogoutUrl("ann")).toBe("/ann/public_resource/public/html/login2.html");
  });
});

describe("content URLs (SPEC §2, DESIGN §3.3)", () => {
  it("builds {prefix}/{site}/{subject}/{photo|detail|m_*}/articles/{rel}.html", () => {
    const p = { siteCode: "pw", subjectCode: "news", kind: "photo", rel: "2026/11/21/pw0001" } as const;
    expect(contentUrl({ ...p, edition: "zh" })).toBe("/pw/news/photo/articles/2026/11/21/pw0001.html");
    expect(contentUrl({ ...p, edition: "en" })).toBe("/en/pw/news/photo/articles/2026/11/21/pw0001.html");
    expect(contentUrl({ ...p, edition: "ann", mobile: true })).toBe("/ann/pw/news/m_photo/articles/2026/11/21/pw0001.html");
    expect(contentUrl({ ...p, edition: "zh", kind: "detail", mobile: true })).toBe("/pw/news/m_detail/articles/2026/11/21/pw0001.html");
  });

  it("jsonUrlOf swaps the html extension, keeping query and hash", () => {
    expect(jsonUrlOf("/pw/news/photo/articles/a.html")).toBe("/pw/news/photo/articles/a.json");
    expect(jsonUrlOf("/pw/news/photo/articles/a.html?x=1")).toBe("/pw/news/photo/articles/a.json?x=1");
    expect(jsonUrlOf("/pw/news/photo/articles/a.htm#p2")).toBe("/pw/news/photo/articles/a.json#p2");
    expect(jsonUrlOf("/html/a.html")).toBe("/html/a.json");
  });

  it("variantUrlFor picks photo/detail above 1024 px and m_photo/m_detail up to it", () => {
    expect(isDesktopWidth(1024)).toBe(false);
    expect(isDesktopWidth(1025)).toBe(true);
    expect(variantUrlFor("/pw/news/photo/articles/a.html", 1024)).toBe("/pw/news/m_photo/articles/a.html");
    expect(variantUrlFor("/pw/news/m_photo/articles/a.html", 1280)).toBe("/pw/news/photo/articles/a.html");
    expect(variantUrlFor("/en/pw/news/detail/articles/a.html", 800)).toBe("/en/pw/news/m_detail/articles/a.html");
    expect(variantUrlFor("/en/pw/news/m_detail/articles/a.html", 375)).toBe("/en/pw/news/m_detail/articles/a.html");
    expect(variantUrlFor("/cn/index.html", 375)).toBe("/cn/index.html");
  });
});

describe("onSite: site links from a page of another site that embeds the widgets (issue 8)", () => {
  const site = "http://127.0.0.1:8080";
  it("on the Photowire site itself (no site origin) a path stays as it is", () => {
    expect(onSite(loginUrl("en", "/en/a.html"), null)).toBe("/public_resource/public/html/login2.html?lang=en&redirect=%2Fen%2Fa.html");
  });
  it("on another site's page the login page is the Photowire site's, without the way back to the builder's path", () => {
    expect(onSite(loginUrl("zh", "/our/page.html"), site)).toBe(`${site}/public_resource/public/html/login2.html`);
    expect(onSite(loginUrl("en", "/our/page.html?x=1#y"), site)).toBe(`${site}/public_resource/public/html/login2.html?lang=en`);
    expect(onSite(loginUrl("ann", "/p.html"), site)).toBe(`${site}/ann/public_resource/public/html/login2.html`);
  });
  it("other site paths (home, member center, a signed file address) go to the Photowire site with their query", () => {
    expect(onSite(homeUrl("en"), site)).toBe(`${site}/en/index.html`);
    expect(onSite("/api/guest/download_file?token=a.b", site)).toBe(`${site}/api/guest/download_file?token=a.b`);
  });
  it("absolute and protocol-relative addresses are left alone", () => {
    expect(onSite("https://cdn.example/a.png", site)).toBe("https://cdn.example/a.png");
    expect(onSite("//evil.example/x", site)).toBe("//evil.example/x");
  });
});

describe("404 pages and meta descriptions (issue 12)", () => {
  it("each edition has its 404 page", () => {
    expect(notFoundPageUrl("zh")).toBe("/cn/404.html");
    expect(notFoundPageUrl("en")).toBe("/en/404.html");
    expect(notFoundPageUrl("ann")).toBe("/ann/404.html");
  });

  it("a meta description collapses whitespace and stays within 160 characters, cut at a word", () => {
    expect(metaDescription("  a\n\n b  ")).toBe("a b");
    const long = "word ".repeat(60);
    const d = metaDescription(long);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith("word…")).toBe(true);
    // Chinese text has no spaces: cut at the limit
    const zh = metaDescription("长".repeat(300));
    expect(zh).toHaveLength(160);
    expect(zh.endsWith("…")).toBe(true);
  });
});

describe("storyUrlInEdition (issue 12: links stay in their edition)", () => {
  it("moves a Chinese story address under /ann for the alternate edition, and leaves the rest", () => {
    expect(storyUrlInEdition("/pw/news/photo/articles/2026/01/01/pw000001.html", "ann")).toBe("/ann/pw/news/photo/articles/2026/01/01/pw000001.html");
    expect(storyUrlInEdition("/ann/pw/news/photo/articles/2026/01/01/pw000001.html", "ann")).toBe("/ann/pw/news/photo/articles/2026/01/01/pw000001.html");
    expect(storyUrlInEdition("/en/pw/news/photo/articles/2026/01/01/pw000001.html", "ann")).toBe("/en/pw/news/photo/articles/2026/01/01/pw000001.html");
    expect(storyUrlInEdition("/pw/news/photo/articles/2026/01/01/pw000001.html", "zh")).toBe("/pw/news/photo/articles/2026/01/01/pw000001.html");
    expect(storyUrlInEdition("https://elsewhere.example/x.html", "ann")).toBe("https://elsewhere.example/x.html");
  });
});
