/**
 * templates/assets/variant.js, the desktop / m_ switch of story pages
 * (SPEC §2; DESIGN §3.3), in Chromium: a story page is opened in an iframe
 * whose width is the reader's window width (its media queries follow the
 * iframe), served by the variant-pages plugin of wtr.config.mjs.
 * Over 1024 px a reader reads photo/ and detail/ pages, up to 1024 px the
 * m_ ones, wherever the link came from; the page's own "other variant" link
 * (data-pw-variant) is obeyed for the rest of the session.
 */
import { assert, cleanup, equal, until } from "./helpers.js";

const CHOICE = "pw-variant-choice";
/** The navigations the story pages started (recorded by the variant-pages plugin's pages), oldest first. */
const NAVIGATIONS = "pw-test-navigations";
const navigations = () => JSON.parse(sessionStorage.getItem(NAVIGATIONS) || "[]");

/** Opens `path` in an iframe `width` px wide; resolves once it has loaded (after any redirect). */
async function open(path, width) {
  const frame = document.createElement("iframe");
  frame.style.cssText = `width:${width}px;height:600px;border:0`;
  document.body.append(frame);
  await new Promise((r) => {
    frame.addEventListener("load", r, { once: true });
    frame.src = path;
  });
  return frame;
}

/** Waits for the iframe to show a document at `pathname` whose body is parsed. */
async function landsOn(frame, pathname) {
  await until(() => frame.contentWindow.location.pathname === pathname && frame.contentDocument.getElementById("switch"), 5000, `page ${pathname}`);
}

describe("desktop / m_ story pages (variant.js)", () => {
  beforeEach(() => {
    sessionStorage.removeItem(CHOICE);
    sessionStorage.removeItem(NAVIGATIONS);
  });
  afterEach(() => {
    cleanup();
    sessionStorage.removeItem(CHOICE);
    sessionStorage.removeItem(NAVIGATIONS);
  });

  it("moves a phone-width reader from a desktop photo page to its m_ page, keeping query and hash", async () => {
    const frame = await open("/variant-fixture/photo/articles/a.html?x=1#p2", 390);
    await landsOn(frame, "/variant-fixture/m_photo/articles/a.html");
    equal(navigations().join(), "/variant-fixture/m_photo/articles/a.html", "one move, seen by the pages' navigation record");
    equal(frame.contentWindow.location.search, "?x=1");
    equal(frame.contentWindow.location.hash, "#p2");
  });

  it("moves a wide reader from an m_ text page to the desktop one; 1024 px still counts as narrow", async () => {
    const wide = await open("/variant-fixture/m_detail/articles/t.html", 1280);
    await landsOn(wide, "/variant-fixture/detail/articles/t.html");
    const edge = await open("/variant-fixture/m_detail/articles/t.html", 1024);
    await landsOn(edge, "/variant-fixture/m_detail/articles/t.html");
  });

  it("leaves a reader on the right variant where they are", async () => {
    const frame = await open("/variant-fixture/m_photo/articles/a.html", 390);
    await landsOn(frame, "/variant-fixture/m_photo/articles/a.html");
    // its body is parsed, so variant.js (in the head) has run: it started no navigation
    equal(navigations().join(), "", "no navigation");
  });

  it("points a page's story links at this width's variant, but not the switch link or another site's links", async () => {
    const frame = await open("/variant-fixture/m_photo/articles/a.html", 390);
    await landsOn(frame, "/variant-fixture/m_photo/articles/a.html");
    const doc = frame.contentDocument;
    const href = (id) => doc.getElementById(id).getAttribute("href");
    equal(href("desktop-photo"), "/variant-fixture/m_photo/articles/c.html", "desktop link rewritten");
    equal(href("mobile-photo"), "/variant-fixture/m_photo/articles/b.html");
    equal(href("text"), "/variant-fixture/m_detail/articles/t.html", "text stories too");
    equal(href("switch"), "/variant-fixture/photo/articles/a.html", "the switch link is the reader's choice");
    equal(href("foreign"), "https://example.org/m_photo/articles/x.html", "other sites untouched");
  });

  it("fixes a story link added after load when it is followed", async () => {
    const frame = await open("/variant-fixture/photo/articles/a.html", 1280);
    await landsOn(frame, "/variant-fixture/photo/articles/a.html");
    const doc = frame.contentDocument;
    const late = doc.createElement("a");
    late.href = "/variant-fixture/m_photo/articles/late.html";
    late.textContent = "late";
    doc.body.append(late);
    late.click();
    await landsOn(frame, "/variant-fixture/photo/articles/late.html");
  });

  it("after the reader picks the other variant, it stays out of the way for the session", async () => {
    const frame = await open("/variant-fixture/photo/articles/a.html", 1280);
    await landsOn(frame, "/variant-fixture/photo/articles/a.html");
    frame.contentDocument.getElementById("switch").click();
    await landsOn(frame, "/variant-fixture/m_photo/articles/a.html");
    // the m_ page's body is parsed, so its variant.js has run: the reader's click is the only navigation
    equal(navigations().join(), "/variant-fixture/m_photo/articles/a.html", "not moved back");
    assert(sessionStorage.getItem(CHOICE), "choice kept for the session");
    // the next m_ page it opens is left alone too
    const next = await open("/variant-fixture/m_detail/articles/t.html", 1280);
    await landsOn(next, "/variant-fixture/m_detail/articles/t.html");
  });
});
