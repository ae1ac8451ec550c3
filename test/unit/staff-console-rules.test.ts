/**
 * widgets/staff-console/staff-console.rules.ts (issue 19 "A staff
 * console"): what the console's forms may send, checked as the server
 * checks it (a reason, the editions of an approval, a quota change, a
 * grant), the review states a submission can be decided or claimed in, the
 * filter an item fits, pages, the failure's field problems, times and an
 * audit entry's detail as text.
 */
import { describe, expect, it } from "vitest";
import { GRANT_DAYS_MAX, GRANT_LABEL_MAX, GRANT_QUOTA_MAX, REASON_MAX, REVIEW_STATES } from "../../common/staff.js";
import {
  auditDetailPairs,
  checkEditions,
  checkGrant,
  checkReason,
  claimable,
  dateText,
  decidable,
  fitsFilter,
  orderEditions,
  pageCount,
  parseDelta,
  problemsOf,
  quotaAfter,
  REVIEW_FILTERS,
  replaceItem,
  timeText,
  toggleEdition,
} from "../../widgets/staff-console/staff-console.rules.js";

describe("review states", () => {
  it("only submitted and in-review submissions are decided; only submitted ones are claimed", () => {
    expect(REVIEW_STATES.filter(decidable)).toEqual(["submitted", "in_review"]);
    expect(REVIEW_STATES.filter(claimable)).toEqual(["submitted"]);
  });

  it("a submission fits 'open' while undecided, 'all' always, a state filter when it is in that state", () => {
    expect(REVIEW_FILTERS).toEqual(["open", "submitted", "in_review", "approved", "rejected", "changes", "all"]);
    expect(REVIEW_STATES.filter((s) => fitsFilter(s, "open"))).toEqual(["submitted", "in_review"]);
    expect(REVIEW_STATES.every((s) => fitsFilter(s, "all"))).toBe(true);
    expect(REVIEW_STATES.filter((s) => fitsFilter(s, "rejected"))).toEqual(["rejected"]);
  });
});

describe("form rules", () => {
  it("a reason is required once trimmed and counted in characters (an emoji is one)", () => {
    expect(checkReason("")).toEqual({ field: "reason", rule: "required" });
    expect(checkReason(" \n ")).toEqual({ field: "reason", rule: "required" });
    expect(checkReason("模糊")).toBeNull();
    expect(checkReason("😀".repeat(REASON_MAX))).toBeNull();
    expect(checkReason("a".repeat(REASON_MAX + 1))).toEqual({ field: "reason", rule: "maxLength" });
    expect(checkReason(` ${"a".repeat(REASON_MAX)} `)).toBeNull();
  });

  it("editions: a non-empty subset of zh, en, ann, kept in that order", () => {
    expect(checkEditions([])).toEqual({ field: "editions", rule: "required" });
    expect(checkEditions(["zh", "fr"])).toEqual({ field: "editions", rule: "enum" });
    expect(checkEditions(["ann"])).toBeNull();
    expect(orderEditions(["ann", "fr", "zh"])).toEqual(["zh", "ann"]);
    expect(toggleEdition(["zh", "en", "ann"], "en", false)).toEqual(["zh", "ann"]);
    expect(toggleEdition(["ann"], "zh", true)).toEqual(["zh", "ann"]);
    expect(toggleEdition(["zh"], "zh", true)).toEqual(["zh"]);
  });

  it("a quota change is a non-zero whole number within ±GRANT_QUOTA_MAX; the quota never goes below 0", () => {
    expect(parseDelta("")).toEqual({ problem: { field: "delta", rule: "required" } });
    expect(parseDelta("0")).toEqual({ problem: { field: "delta", rule: "required" } });
    expect(parseDelta("1.5")).toEqual({ problem: { field: "delta", rule: "integer" } });
    expect(parseDelta("ten")).toEqual({ problem: { field: "delta", rule: "integer" } });
    expect(parseDelta(String(GRANT_QUOTA_MAX + 1))).toEqual({ problem: { field: "delta", rule: "maximum" } });
    expect(parseDelta(` +${GRANT_QUOTA_MAX} `)).toEqual({ delta: GRANT_QUOTA_MAX });
    expect(parseDelta("-5")).toEqual({ delta: -5 });
    expect(quotaAfter(3, -10)).toBe(0);
    expect(quotaAfter(3, 10)).toBe(13);
  });

  it("a grant needs a label and photos and/or days, each within its bounds", () => {
    expect(checkGrant({ label: "", quota: "", days: "" })).toEqual({
      problems: [
        { field: "label", rule: "required" },
        { field: "grant", rule: "required" },
      ],
    });
    expect(checkGrant({ label: "x".repeat(GRANT_LABEL_MAX + 1), quota: "0", days: String(GRANT_DAYS_MAX + 1) })).toEqual({
      problems: [
        { field: "label", rule: "maxLength" },
        { field: "quota", rule: "minimum" },
        { field: "days", rule: "maximum" },
      ],
    });
    expect(checkGrant({ label: "Org", quota: "2.5", days: "" })).toEqual({ problems: [{ field: "quota", rule: "integer" }] });
    expect(checkGrant({ label: " Xinhua ", quota: "", days: "30" })).toEqual({ body: { label: "Xinhua", days: 30 } });
    expect(checkGrant({ label: "Org", quota: String(GRANT_QUOTA_MAX), days: "1" })).toEqual({ body: { label: "Org", quota: GRANT_QUOTA_MAX, days: 1 } });
  });
});

describe("lists, failures and texts", () => {
  it("pages: at least one; rows bounded by STAFF_ROWS_MAX", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(1000, 500)).toBe(10);
  });

  it("replaceItem puts an item in place of the one with its key", () => {
    expect(replaceItem([{ k: 1, v: "a" }, { k: 2, v: "b" }], { k: 2, v: "B" }, (x) => x.k)).toEqual([
      { k: 1, v: "a" },
      { k: 2, v: "B" },
    ]);
    expect(replaceItem([{ k: 1, v: "a" }], { k: 3, v: "c" }, (x) => x.k)).toEqual([{ k: 1, v: "a" }]);
  });

  it("problemsOf reads invalid_param's errors from the envelope, ignoring malformed entries", () => {
    expect(problemsOf({ code: "invalid_param", body: { errors: [{ field: "editor", rule: "self" }, { field: 1 }, null] } })).toEqual([{ field: "editor", rule: "self" }]);
    expect(problemsOf(new Error("x"))).toEqual([]);
    expect(problemsOf(null)).toEqual([]);
  });

  it("times in each language (a given time zone), empty for none or an invalid one", () => {
    const iso = "2026-11-26T06:05:00.000Z";
    expect(timeText(iso, "en", "UTC")).toBe("26 Nov 2026, 06:05");
    expect(timeText(iso, "zh", "Asia/Shanghai")).toBe("2026年11月26日 14:05");
    expect(dateText(iso, "en", "UTC")).toBe("26 Nov 2026");
    expect(timeText(null, "en")).toBe("");
    expect(timeText("soon", "en")).toBe("");
  });

  it("an audit entry's detail as key/value texts: lists joined, objects as JSON, long values cut", () => {
    expect(auditDetailPairs({ editions: ["zh", "en"], delta: -5, grant: { quota: 3 }, reason: "r".repeat(250) })).toEqual([
      { key: "editions", value: "zh, en" },
      { key: "delta", value: "-5" },
      { key: "grant", value: '{"quota":3}' },
      { key: "reason", value: `${"r".repeat(200)}…` },
    ]);
    expect(auditDetailPairs(null)).toEqual([]);
  });
});
