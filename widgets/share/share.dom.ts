/**
 * SPEC §2 "A share widget initialises on any element carrying a share
 * class": every `class="share"` element of the page, now or added later,
 * gets a `<pw-share-bar>` appended (once), its attributes taken from the
 * element's data-* attributes (data-weibo-key → weibo-key, …; only the
 * bar's own attributes are copied). A builder's `<div class="share"
 * data-url="…" data-disabled-sites="tencent,diandian,google">` thus becomes a
 * share bar without any script of their own. Called once by the element file.
 */
import { attributeName } from "../core/element.js";

/** The data-* attributes of `el` that are share-bar attributes, as [attribute, value] pairs. */
export function shareAttributesOf(el: HTMLElement, attributes: readonly string[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const prop of attributes) {
    const v = el.dataset[prop];
    if (v !== undefined) pairs.push([attributeName(prop), v]);
  }
  return pairs;
}

/** Gives every `.share` element under `root` (itself included) its bar, unless it has one. */
function upgrade(root: ParentNode, tag: string, attributes: readonly string[]): void {
  const found = [...root.querySelectorAll<HTMLElement>(".share")];
  if (root instanceof HTMLElement && root.matches(".share")) found.unshift(root);
  for (const el of found) {
    if (el.localName === tag || el.querySelector(`:scope > ${tag}`)) continue;
    const bar = document.createElement(tag);
    for (const [name, value] of shareAttributesOf(el, attributes)) bar.setAttribute(name, value);
    el.append(bar);
  }
}

let started = false;

/**
 * Upgrades the page's `.share` elements now and those added later. The
 * element file loads this module once the page has a `.share` element.
 */
export function initShareClass(tag: string, attributes: readonly string[]): void {
  if (started) return;
  started = true;
  upgrade(document, tag, attributes);
  new MutationObserver((records) => {
    for (const r of records) {
      for (const n of r.addedNodes) if (n instanceof HTMLElement && n.localName !== tag) upgrade(n, tag, attributes);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
}
