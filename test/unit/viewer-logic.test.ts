/**
 * The photo viewer's framework-free state (widgets/viewer/viewer.rules.ts)
 * and its view strings (photo-viewer.props.ts): group navigation wraps,
 * zoom stops at its ends, keys map to actions, the fitted photo is never
 * wider than its file, the window or the window's height allows.
 */
import { describe, expect, it } from "vitest";
import { viewerStrings } from "../../widgets/viewer/photo-viewer.props.js";
import { actionOfKey, reduceViewer, shownWidth, ZOOM_STEPS, type ViewerPhoto } from "../../widgets/viewer/viewer.rules.js";

const photo: ViewerPhoto = { href: "/a.jpg", sources: [], src: "/a.jpg", srcset: "", width: 790, height: 1024, alt: "Migrant mother", caption: "", facts: [] };

describe("reduceViewer", () => {
  it("moves through a group, wrapping at both ends, and resets the zoom", () => {
    let s = { index: 0, zoom: 2 };
    s = reduceViewer(s, { type: "next" }, 3);
    expect(s).toEqual({ index: 1, zoom: 0 });
    s = reduceViewer(reduceViewer(s, { type: "next" }, 3), { type: "next" }, 3);
    expect(s.index).toBe(0);
    expect(reduceViewer(s, { type: "prev" }, 3).index).toBe(2);
    // a group of one stays where it is, zoom kept
    expect(reduceViewer({ index: 0, zoom: 1 }, { type: "next" }, 1)).toEqual({ index: 0, zoom: 1 });
    expect(reduceViewer(s, { type: "show", index: 9 }, 3).index).toBe(2);
    expect(reduceViewer(s, { type: "show", index: -4 }, 3).index).toBe(0);
  });

  it("zooms in steps and stops at either end", () => {
    let s = { index: 0, zoom: 0 };
    expect(reduceViewer(s, { type: "zoomOut" }, 1).zoom).toBe(0);
    for (let i = 0; i < 10; i++) s = reduceViewer(s, { type: "zoomIn" }, 1);
    expect(s.zoom).toBe(ZOOM_STEPS.length - 1);
    expect(reduceViewer(s, { type: "zoomReset" }, 1).zoom).toBe(0);
  });
});

describe("actionOfKey", () => {
  it("maps arrows, + - 0 and leaves other keys (Escape is the dialog's)", () => {
    expect(actionOfKey("ArrowRight")).toEqual({ type: "next" });
    expect(actionOfKey("ArrowLeft")).toEqual({ type: "prev" });
    expect(actionOfKey("+")).toEqual({ type: "zoomIn" });
    expect(actionOfKey("=")).toEqual({ type: "zoomIn" });
    expect(actionOfKey("-")).toEqual({ type: "zoomOut" });
    expect(actionOfKey("0")).toEqual({ type: "zoomReset" });
    expect(actionOfKey("Escape")).toBeNull();
    expect(actionOfKey("a")).toBeNull();
  });
});

describe("shownWidth", () => {
  it("never enlarges a photo to fit, fits the width and the height, then zooms", () => {
    // a wide window: the photo's own 790 px
    expect(shownWidth(photo, { width: 1600, height: 2000 }, 1)).toBe(790);
    // a short window: the height decides (600 px high → 463 px wide)
    expect(shownWidth(photo, { width: 1600, height: 600 }, 1)).toBe(463);
    // a phone: the width decides
    expect(shownWidth(photo, { width: 390, height: 800 }, 1)).toBe(390);
    expect(shownWidth(photo, { width: 390, height: 800 }, 2)).toBe(780);
  });
});

describe("viewerStrings", () => {
  it("names the dialog after the photo and says where in the group it is, in zh and en", () => {
    const en = viewerStrings("en", { index: 1, zoom: 1 }, photo, 3);
    expect(en).toMatchObject({ label: "Photo viewer: Migrant mother", position: "Photo 2 of 3", zoomLevel: "Zoom 150%", group: true, canZoomOut: true, canZoomIn: true, factor: 1.5 });
    const zh = viewerStrings("zh", { index: 0, zoom: 0 }, photo, 1);
    expect(zh).toMatchObject({ label: "图片查看器：Migrant mother", position: "第 1 张，共 1 张", group: false, canZoomOut: false, close: "关闭" });
  });
});
