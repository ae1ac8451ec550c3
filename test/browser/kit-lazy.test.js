// The kit's "." entry, dist/esm/index.js (issue 22 item 1; kit/versions.mjs lazySource): importing it registers
// every element lazily. An element already in the page, or added later, gets its module then; one that never
// appears is never loaded; load() loads one now (an element in a template or a shadow root). Its own file: no
// element module may have run before the test. Both builds (the browser-light stage serves dist/light/esm there).
import { assert, cleanup, equal, mount, until } from "./helpers.js";

const loadedScripts = () => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname);
const loaded = (tag) => loadedScripts().some((p) => p.endsWith(`/esm/${tag}.js`));

describe('import "photowire" (dist/esm/index.js)', () => {
  afterEach(() => cleanup());

  it("defines an element on the page and one added later, loads nothing else, and load() loads one now", async () => {
    const before = mount(`<pw-back-to-top></pw-back-to-top>`);
    assert(!customElements.get("pw-back-to-top"), "not defined before the kit is imported");
    const kit = await import("/dist/esm/index.js");
    assert(kit.tags.includes("pw-share-bar") && kit.tags.length > 20, "tags lists the elements");

    // the element that stood in the page
    await customElements.whenDefined("pw-back-to-top");
    await until(() => before.shadowRoot?.childElementCount > 0, 5000, "the page's element drawn");

    // one added afterwards, nested in other markup
    const later = mount(`<section><p>Share this story</p><pw-share-bar url="/pw/a.html" title="A photo" lang="en"></pw-share-bar></section>`);
    const bar = later.querySelector("pw-share-bar");
    await until(() => customElements.get("pw-share-bar"), 5000, "the added element defined");
    await until(() => bar.shadowRoot?.querySelector("button"), 5000, "the added element drawn");

    // an element in a template is not in the document: nothing loads it until load()
    mount(`<template><pw-staff-console></pw-staff-console></template>`);
    await new Promise((r) => requestAnimationFrame(r));
    assert(!loaded("pw-staff-console"), "an element only in a template is not loaded");
    assert(!loaded("pw-upload") && !customElements.get("pw-upload"), "an element never on the page is not loaded");
    const Ctor = await kit.load("pw-staff-console");
    equal(Ctor, customElements.get("pw-staff-console"), "load() resolves with the defined constructor");

    let error = "";
    await kit.load("pw-not-an-element").catch((e) => (error = e.message));
    equal(error, "[photowire] there is no element <pw-not-an-element>", "an unknown name is refused");
  });
});
