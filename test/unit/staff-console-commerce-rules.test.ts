/**
 * widgets/staff-console/commerce.rules.ts (issue 20): the settings form
 * checked against SETTING_BOUNDS with problems at the server's field names
 * and only what changed sent; money typed in the major unit as integer
 * minor units; packs, bank transfer confirmations, organisations and
 * licences checked as the server checks them.
 */
import { describe, expect, it } from "vitest";
import { DEFAULT_COMMERCE_SETTINGS, PACK_BOUNDS, SETTING_BOUNDS } from "../../common/commerce.js";
import { DEFAULT_LICENCE, RESTRICTIONS_MAX } from "../../common/licence.js";
import {
  checkConfirm,
  checkLicence,
  checkMemberCode,
  checkOrganisation,
  checkPack,
  checkSettings,
  fitsOrderFilter,
  moneyText,
  packForm,
  parseMoney,
  settingBounds,
  settingsForm,
  SETTING_FIELDS,
} from "../../widgets/staff-console/commerce.rules.js";

const D = DEFAULT_COMMERCE_SETTINGS;

describe("settings", () => {
  it("the form shows the settings in force, one box a field, each with its bounds", () => {
    const f = settingsForm(D);
    expect(Object.keys(f)).toEqual([...SETTING_FIELDS]);
    expect(f).toMatchObject({ pointsPerPhoto: "10", withdrawMinPoints: "100", orderMaxQuantity: "1000", downloadLinkMinutes: "10", contributorSharePercent: "50", "sizes.small.longEdgePx": "640", "sizes.medium.cost": "1" });
    expect(SETTING_FIELDS).not.toContain("sizes.original.longEdgePx");
    expect(settingBounds("sizes.small.cost")).toEqual(SETTING_BOUNDS.cost);
    expect(settingBounds("sizes.medium.longEdgePx")).toEqual(SETTING_BOUNDS.longEdgePx);
    expect(settingBounds("nonsense")).toBeNull();
  });

  it("unchanged: an empty patch; changed: only those fields, a size by its changed fields", () => {
    expect(checkSettings(settingsForm(D), D)).toEqual({ patch: {} });
    const f = { ...settingsForm(D), pointsPerPhoto: " 12 ", "sizes.medium.cost": "3", "sizes.small.longEdgePx": "800" };
    expect(checkSettings(f, D)).toEqual({ patch: { pointsPerPhoto: 12, sizes: { small: { longEdgePx: 800 }, medium: { cost: 3 } } } });
  });

  it("each box: required, a whole number, within its bounds; small below medium; every problem at its field", () => {
    const f = {
      ...settingsForm(D),
      pointsPerPhoto: "",
      withdrawMinPoints: "1.5",
      orderMaxQuantity: String(SETTING_BOUNDS.orderMaxQuantity.max + 1),
      contributorSharePercent: "-1",
      "sizes.original.cost": "free",
    };
    expect(checkSettings(f, D)).toEqual({
      problems: [
        { field: "pointsPerPhoto", rule: "required" },
        { field: "withdrawMinPoints", rule: "integer" },
        { field: "orderMaxQuantity", rule: "maximum" },
        { field: "contributorSharePercent", rule: "minimum" },
        { field: "sizes.original.cost", rule: "integer" },
      ],
    });
    expect(checkSettings({ ...settingsForm(D), "sizes.small.longEdgePx": "1600" }, D)).toEqual({ problems: [{ field: "sizes.small.longEdgePx", rule: "order" }] });
    // a cost of 0 (free) and a share of 0 are allowed
    expect(checkSettings({ ...settingsForm(D), "sizes.small.cost": "0", contributorSharePercent: "0" }, D)).toEqual({ patch: { contributorSharePercent: 0, sizes: { small: { cost: 0 } } } });
  });
});

describe("money", () => {
  it("major units typed → minor units, without floating point; not an amount → null", () => {
    expect(parseMoney("1280.00")).toBe(128_000);
    expect(parseMoney("1280")).toBe(128_000);
    expect(parseMoney("1,280.5")).toBe(128_050);
    expect(parseMoney(" 0.07 ")).toBe(7);
    expect(parseMoney("19.99")).toBe(1999);
    expect(parseMoney("1280.")).toBe(128_000);
    for (const bad of ["", "-5", "1.234", "abc", "¥12", "1e3"]) expect(parseMoney(bad), bad).toBeNull();
    expect(moneyText(128_000)).toBe("1280.00");
    expect(moneyText(7)).toBe("0.07");
    expect(moneyText(1999)).toBe("19.99");
  });
});

describe("packs", () => {
  it("a new pack's form, a pack's form (price in the major unit, no validity as empty)", () => {
    expect(packForm(null)).toEqual({ nameZh: "", nameEn: "", count: "", price: "", currency: "CNY", validityDays: "", active: true });
    expect(packForm({ id: 3, nameZh: "五十张", nameEn: "Fifty", count: 50, priceCents: 128_000, currency: "USD", validityDays: null, active: false })).toEqual({
      nameZh: "五十张",
      nameEn: "Fifty",
      count: "50",
      price: "1280.00",
      currency: "USD",
      validityDays: "",
      active: false,
    });
  });

  it("a good pack: the input with priceCents and validityDays (null when empty)", () => {
    expect(checkPack({ nameZh: " 五十张 ", nameEn: "Fifty", count: "50", price: "1280.00", currency: "CNY", validityDays: "", active: true })).toEqual({
      input: { nameZh: "五十张", nameEn: "Fifty", count: 50, priceCents: 128_000, currency: "CNY", validityDays: null, active: true },
    });
    expect(checkPack({ ...packForm(null), nameZh: "a", nameEn: "b", count: "1", price: "0", validityDays: "365" })).toMatchObject({ input: { priceCents: 0, validityDays: 365 } });
  });

  it("problems at the server's field names: names, count, priceCents (money, bounds), currency, validityDays", () => {
    const r = checkPack({ nameZh: "", nameEn: "x".repeat(PACK_BOUNDS.nameMax + 1), count: "0", price: "12.345", currency: "GBP" as never, validityDays: "0", active: true });
    expect(r).toEqual({
      problems: [
        { field: "nameZh", rule: "required" },
        { field: "nameEn", rule: "maxLength" },
        { field: "count", rule: "minimum" },
        { field: "priceCents", rule: "money" },
        { field: "currency", rule: "enum" },
        { field: "validityDays", rule: "minimum" },
      ],
    });
    expect(checkPack({ ...packForm(null), nameZh: "a", nameEn: "b", count: "1", price: "" })).toEqual({ problems: [{ field: "priceCents", rule: "required" }] });
    expect(checkPack({ ...packForm(null), nameZh: "a", nameEn: "b", count: "1", price: "1000000.01" })).toEqual({ problems: [{ field: "priceCents", rule: "maximum" }] });
  });
});

describe("orders", () => {
  it("a confirmation: a reference (1..100) and an amount in the major unit", () => {
    expect(checkConfirm({ reference: " HSBC-20261127-01 ", amount: "1280.00" })).toEqual({ input: { reference: "HSBC-20261127-01", amountCents: 128_000 } });
    expect(checkConfirm({ reference: "", amount: "" })).toEqual({
      problems: [
        { field: "reference", rule: "required" },
        { field: "amountCents", rule: "required" },
      ],
    });
    expect(checkConfirm({ reference: "x".repeat(101), amount: "12.80.1" })).toEqual({
      problems: [
        { field: "reference", rule: "maxLength" },
        { field: "amountCents", rule: "money" },
      ],
    });
    // another amount than the price is the server's refusal, not the form's
    expect(checkConfirm({ reference: "r", amount: "1.00" })).toEqual({ input: { reference: "r", amountCents: 100 } });
  });

  it("an order fits the filter of its state, and every state's list", () => {
    expect(fitsOrderFilter("paid", "pending")).toBe(false);
    expect(fitsOrderFilter("paid", "paid")).toBe(true);
    expect(fitsOrderFilter("cancelled", "all")).toBe(true);
  });
});

describe("organisations", () => {
  it("create: name, seats and the admin's code; edit: name and seats only", () => {
    expect(checkOrganisation({ name: " Xinhua ", seats: "10", adminCode: " admin1 " }, true)).toEqual({ input: { name: "Xinhua", seats: 10, adminCode: "admin1" } });
    expect(checkOrganisation({ name: "", seats: "0", adminCode: "" }, true)).toEqual({
      problems: [
        { field: "name", rule: "required" },
        { field: "seats", rule: "minimum" },
        { field: "adminCode", rule: "required" },
      ],
    });
    expect(checkOrganisation({ name: "X", seats: "10001", adminCode: "" }, false)).toEqual({ problems: [{ field: "seats", rule: "maximum" }] });
    expect(checkOrganisation({ name: "X", seats: "5", adminCode: "" }, false)).toEqual({ input: { name: "X", seats: 5, adminCode: "" } });
    expect(checkMemberCode("  ")).toEqual({ field: "code", rule: "required" });
    expect(checkMemberCode("m1")).toBeNull();
  });
});

describe("licences", () => {
  it("restrictions trimmed and at most RESTRICTIONS_MAX characters each; type and releases from their lists", () => {
    expect(checkLicence({ ...DEFAULT_LICENCE, type: "rf", restrictionsZh: " 不得用于广告 ", modelRelease: "released" })).toEqual({
      input: { ...DEFAULT_LICENCE, type: "rf", restrictionsZh: "不得用于广告", modelRelease: "released" },
    });
    expect(checkLicence({ ...DEFAULT_LICENCE, restrictionsEn: "x".repeat(RESTRICTIONS_MAX + 1), restrictionsZh: "字".repeat(RESTRICTIONS_MAX) })).toEqual({
      problems: [{ field: "restrictionsEn", rule: "maxLength" }],
    });
    expect(checkLicence({ ...DEFAULT_LICENCE, type: "cc0" as never, propertyRelease: "maybe" as never })).toEqual({
      problems: [
        { field: "type", rule: "enum" },
        { field: "propertyRelease", rule: "enum" },
      ],
    });
  });
});
