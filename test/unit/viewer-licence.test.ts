/**
 * Issue 20, a photo's licence in the photo viewer (widgets/viewer:
 * viewer.rules.ts licenceOf, photo-viewer.props.ts) and the shared licence
 * block (widgets/ui/LicenceInfo.tsx licenceFacts): the page's
 * `data-pw-licence` JSON is checked before it is shown (a page without it,
 * or with a broken one, shows nothing more), the licence reads in the
 * page's language, and the viewer and the download dialog say a licence in
 * the same words.
 */
import { describe, expect, it } from "vitest";
import type { LicenceDto } from "../../common/licence.js";
import { licenceLabels } from "../../widgets/download/download-dialog.props.js";
import { licenceFacts } from "../../widgets/ui/LicenceInfo.js";
import { viewerLicenceLabels } from "../../widgets/viewer/photo-viewer.props.js";
import { licenceOf } from "../../widgets/viewer/viewer.rules.js";

const L: LicenceDto = {
  type: "rm",
  restrictionsZh: "仅限中国大陆发行",
  restrictionsEn: "",
  modelRelease: "released",
  propertyRelease: "none",
  creditLine: "Dorothea Lange / Photowire",
  licenceUrl: "https://creativecommons.org/publicdomain/mark/1.0/",
};

describe("licenceOf (the page's data-pw-licence)", () => {
  it("reads the LicenceDto JSON the story page writes", () => {
    expect(licenceOf(JSON.stringify(L))).toEqual(L);
  });

  it("shows nothing for a page without one, broken JSON, or an unknown type", () => {
    expect(licenceOf(null)).toBeNull();
    expect(licenceOf(undefined)).toBeNull();
    expect(licenceOf("")).toBeNull();
    expect(licenceOf("{not json")).toBeNull();
    expect(licenceOf("[1,2]")).toBeNull();
    expect(licenceOf(JSON.stringify({ ...L, type: "public-domain" }))).toBeNull();
  });

  it("reads unknown release states as none, non-strings as empty, and links only to http(s) or the site's own paths", () => {
    const odd = licenceOf(JSON.stringify({ type: "editorial", modelRelease: "maybe", restrictionsEn: 5, creditLine: "  A / B  ", licenceUrl: "javascript:alert(1)" }));
    expect(odd).toEqual({ type: "editorial", restrictionsZh: "", restrictionsEn: "", modelRelease: "none", propertyRelease: "none", creditLine: "A / B", licenceUrl: "" });
    expect(licenceOf(JSON.stringify({ ...L, licenceUrl: "/cn/terms.html" }))?.licenceUrl).toBe("/cn/terms.html");
    expect(licenceOf(JSON.stringify({ ...L, licenceUrl: "//evil.example/x" }))?.licenceUrl).toBe("");
  });
});

describe("the licence in words", () => {
  it("in the page's language, with what the type allows; restrictions of the other language rather than none", () => {
    const en = licenceFacts(L, "en", viewerLicenceLabels("en"));
    expect(en.map((f) => [f.label, f.value])).toEqual([
      ["Licence", "Rights-managed"],
      ["Restrictions", "仅限中国大陆发行"],
      ["Model release", "Released (signed release on file)"],
      ["Property release", "Not released"],
      ["Credit line", "Dorothea Lange / Photowire"],
    ]);
    expect(en[0].hint).toBe("Priced per use: each use as agreed with the agency.");
    const zh = licenceFacts({ ...L, type: "editorial", restrictionsZh: "", propertyRelease: "not_applicable" }, "zh", viewerLicenceLabels("zh"));
    expect(zh.map((f) => f.value)).toEqual(["仅限编辑用途", "无", "已取得（有签署的授权书）", "不适用", "Dorothea Lange / Photowire"]);
    expect(zh[0].hint).toBe("仅限新闻报道、评论和教育用途，不得用于广告或商品。");
  });

  it("the viewer and the download dialog say a licence in the same words", () => {
    for (const lang of ["zh", "en"] as const) {
      const { heading, ...viewer } = viewerLicenceLabels(lang);
      expect(heading).toBeTruthy();
      expect(viewer).toEqual(licenceLabels(lang));
    }
  });
});
