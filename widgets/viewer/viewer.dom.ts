/**
 * Reading the photos of a story page for the viewer (the markup of
 * templates/partials/photo-story.liquid): every `a[data-pw-photo]` link
 * around a `<picture>`, in page order, with its figure's caption and facts,
 * and (issue 20) its licence: the `data-pw-licence` JSON of the figure's
 * `.photo-licence` block (none on pages published before it).
 */
import { licenceOf, type ViewerPhoto } from "./viewer.rules.js";

/** A figure's licence block (the static page contract of issue 20). */
export const LICENCE_SELECTOR = ".photo-licence[data-pw-licence]";

/** The links that open the viewer (one a photo). */
export const PHOTO_LINK_SELECTOR = "a[data-pw-photo]";

/** One photo from its link: the picture's sources, the img, and the figure's caption, `.photo-meta` facts and licence. */
export function photoOfLink(a: HTMLAnchorElement): ViewerPhoto {
  const img = a.querySelector("img");
  const figure = a.closest("figure");
  const facts = [...(figure?.querySelectorAll(".photo-meta dt") ?? [])].map((dt) => ({
    label: dt.textContent?.trim() ?? "",
    value: dt.nextElementSibling?.textContent?.trim() ?? "",
  }));
  return {
    href: a.href,
    sources: [...a.querySelectorAll("source")].map((s) => ({ type: s.type, srcset: s.srcset })),
    src: img?.currentSrc || img?.src || a.href,
    srcset: img?.srcset ?? "",
    width: Number(img?.getAttribute("width")) || img?.naturalWidth || 0,
    height: Number(img?.getAttribute("height")) || img?.naturalHeight || 0,
    alt: img?.alt ?? "",
    caption: figure?.querySelector(".caption")?.textContent?.trim() ?? "",
    facts,
    licence: licenceOf(figure?.querySelector(LICENCE_SELECTOR)?.getAttribute("data-pw-licence")),
  };
}

/** Every photo link of a document, in page order. */
export function photoLinks(root: ParentNode): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>(PHOTO_LINK_SELECTOR)];
}
