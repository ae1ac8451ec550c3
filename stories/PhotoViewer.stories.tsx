/**
 * <pw-photo-viewer> as a story page has it (templates/partials/photo-story.liquid):
 * a figure per photo with a link around its picture and the facts list, and
 * the element once on the page. Activating a photo (click, or Enter on its
 * link) opens the viewer. It calls no API: plain markup, no MSW. Issue 20:
 * the first two figures carry their licence (`.photo-licence[data-pw-licence]`,
 * the LicenceDto JSON the story page writes), which the viewer shows with
 * "copy credit line"; the third is a page published before, without one.
 */
import type { StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import type { LicenceDto } from "../common/licence.js";
import "../widgets/viewer/photo-viewer.element.js";
import { elementMeta, renderElement, storyLang, type ElementArgs } from "./element-story.js";

const meta = elementMeta("pw-photo-viewer");

/** A w × h px photo stand-in (an SVG data URL with a gradient). */
const photo = (w: number, h: number, a: string, b: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )}`;

/** The licences of the first two photos (the page's data-pw-licence JSON; creditLine in the page's language). */
const EDITORIAL: LicenceDto = {
  type: "editorial",
  restrictionsZh: "不得用于封面或广告",
  restrictionsEn: "Not for covers or advertising",
  modelRelease: "none",
  propertyRelease: "not_applicable",
  creditLine: "Dorothea Lange / Photowire",
  licenceUrl: "https://creativecommons.org/publicdomain/mark/1.0/",
};
const ROYALTY_FREE: LicenceDto = { ...EDITORIAL, type: "rf", restrictionsZh: "", restrictionsEn: "", modelRelease: "released", propertyRelease: "released" };

const PHOTOS = [
  { title: "Migrant Mother, Nipomo, California", w: 790, h: 1024, a: "#3d4a5c", b: "#c9b79c", pixels: "790 × 1024 px", size: "245.3 KB", date: "1936-03", licence: EDITORIAL },
  { title: "Dust Bowl farm, Coldwater district", w: 1200, h: 800, a: "#a3763f", b: "#e8d9b5", pixels: "3000 × 2000 px", size: "1.2 MB", date: "1938-06", licence: ROYALTY_FREE },
  { title: "Boats in River, Nagasaki", w: 1200, h: 900, a: "#274b3a", b: "#9fc4b0", pixels: "1600 × 1200 px", size: "880 KB", date: "about 1865", licence: null },
];

/** The photo story's figures (the published page's markup, trimmed). */
function Figures({ count }: { count: number }) {
  return (
    <article style={{ maxWidth: 1200 }}>
      {PHOTOS.slice(0, count).map((p) => (
        <figure key={p.title} style={{ margin: "0 0 2rem" }}>
          <a href={photo(p.w, p.h, p.a, p.b)} aria-label={`View larger: ${p.title}`} data-pw-photo="" style={{ display: "block", width: `min(100%, ${p.w}px, calc((100svh - 5rem) * ${p.w / p.h}))` }}>
            <picture>
              <img src={photo(p.w, p.h, p.a, p.b)} width={p.w} height={p.h} alt={p.title} style={{ display: "block", width: "100%", height: "auto" }} />
            </picture>
          </a>
          <figcaption>
            <p className="caption">{p.title}</p>
            <dl className="photo-meta" style={{ display: "flex", gap: "1rem", flexWrap: "wrap" }}>
              {[
                ["Dimensions", p.pixels],
                ["File size", p.size],
                ["Photographer", "Dorothea Lange"],
                ["Credit", "Dorothea Lange / Photowire"],
                ["Date taken", p.date],
              ].map(([k, v]) => (
                <div key={k} style={{ display: "flex", gap: "0.35em" }}>
                  <dt>{k}</dt>
                  <dd style={{ margin: 0 }}>{v}</dd>
                </div>
              ))}
            </dl>
          </figcaption>
          {p.licence ? (
            <div className="photo-licence" data-pw-licence={JSON.stringify(p.licence)}>
              <p>
                {p.licence.type === "editorial" ? "Editorial use only" : "Royalty-free"} · {p.licence.creditLine}
              </p>
            </div>
          ) : null}
        </figure>
      ))}
    </article>
  );
}

export default {
  title: "Elements/<pw-photo-viewer>",
  ...meta,
  args: { count: "3" },
  argTypes: { ...meta.argTypes, count: { control: { type: "select" }, options: ["1", "3"], description: "photos on the story page (not an attribute)" } },
  render: ({ count, ...a }: ElementArgs, { globals }: { globals: Record<string, unknown> }) => (
    <>
      <Figures count={Number(count ?? 3)} />
      {renderElement("pw-photo-viewer", a, storyLang(globals))}
    </>
  ),
};
type Story = StoryObj<ElementArgs>;

const viewer = (root: HTMLElement) => root.querySelector("pw-photo-viewer");
const open = async (root: HTMLElement, index = 0) => {
  await waitFor(() => expect(viewer(root)?.hasAttribute("data-ready")).toBe(true));
  await userEvent.click(root.querySelectorAll("a[data-pw-photo] img")[index]);
  await waitFor(() => expect(viewer(root)?.shadowRoot?.querySelector("dialog[open]")).not.toBeNull());
};

/** A photo group on a story page: activate a photo to open the viewer. */
export const Group: Story = {};

/** The viewer open on the first photo of a group of three: zoom with + and -, other photos with the arrows, Escape closes; its licence with "copy credit line" (issue 20). */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await waitFor(() => expect(viewer(canvasElement)?.shadowRoot?.querySelector("dialog[open] [part~=copy-credit]")).not.toBeNull());
  },
};

/** Issue 20: a photo of a page published before licences (no data-pw-licence): nothing more than its facts. */
export const WithoutLicence: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement, 2);
    expect(viewer(canvasElement)?.shadowRoot?.querySelector("dialog[open] [part~=licence]")).toBeNull();
  },
};

/** Zoomed in twice (200 %): the stage scrolls. */
export const Zoomed: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard("++");
    await waitFor(() => expect(viewer(canvasElement)?.shadowRoot?.querySelector("[part~=zoom-level]")?.textContent).toMatch(/200/));
  },
};

/** A single photo: no previous and next buttons. */
export const SinglePhoto: Story = { args: { count: "1" }, play: async ({ canvasElement }) => open(canvasElement) };
