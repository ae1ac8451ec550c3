/**
 * The one code → status table (issue 18 item 6; DESIGN §3.1 "HTTP status
 * follows the code"): every code a service or route throws
 * (`new ApiError("<code>"…`) anywhere in server/src has its status in
 * http/errors.ts STATUS_OF, or is one of the codes documented below as
 * answering 400; statusOf refines invalid_param by its first field error as
 * INVALID_PARAM_STATUS_OF says, and ApiError carries that status.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ApiError, INVALID_PARAM_STATUS_OF, STATUS_OF, statusOf } from "../../server/src/http/errors.js";

const SRC = path.resolve(import.meta.dirname, "../../server/src");

/** Codes a service may throw that answer 400 on purpose (none today; STATUS_OF's doc: "Codes not listed answer 400"). */
const DOCUMENTED_400: string[] = [];

/** Every .ts file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith(".ts") ? [p] : [];
  });
}

/**
 * The literal codes of `new ApiError("code"` and `new ApiError(cond ? "a" : "b"`
 * (line breaks allowed), with the file each comes from.
 */
function thrownCodes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const re = /new ApiError\(\s*(?:[\w.!]+\s*\?\s*)?"([^"]+)"(?:\s*:\s*"([^"]+)")?/g;
  for (const file of sources(SRC)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(re)) {
      for (const code of [m[1], m[2]].filter(Boolean)) {
        found.set(code, [...(found.get(code) ?? []), path.relative(SRC, file)]);
      }
    }
  }
  return found;
}

describe("one code → status table (http/errors.ts)", () => {
  it("every code thrown in server/src has its status in STATUS_OF (or is documented as answering 400)", () => {
    const codes = thrownCodes();
    // the scan finds the codes (a regex that matched nothing would pass vacuously)
    expect(codes.size).toBeGreaterThan(20);
    for (const code of ["invalid_param", "access_denied", "forbidden", "not_found", "too_many_requests", "provider_bound", "third_party_bound"]) {
      expect(codes.has(code), code).toBe(true);
    }
    const missing = [...codes.keys()].filter((c) => !(c in STATUS_OF) && !DOCUMENTED_400.includes(c));
    expect(missing.map((c) => `${c} (${codes.get(c)!.join(", ")})`)).toEqual([]);
  });

  it("no status is chosen beside the table: ApiError takes no status argument", () => {
    const offenders = sources(SRC).filter((f) => /new ApiError\(\s*\d{3}\b/.test(readFileSync(f, "utf8")));
    expect(offenders.map((f) => path.relative(SRC, f))).toEqual([]);
  });

  it("statusOf answers the table's status, and 400 for a code outside it", () => {
    for (const [code, status] of Object.entries(STATUS_OF)) expect(statusOf(code), code).toBe(status);
    expect(statusOf("no_such_code")).toBe(400);
    expect(new ApiError("no_such_code").status).toBe(400);
  });

  it("invalid_param is 422, refined by its first field error as INVALID_PARAM_STATUS_OF says", () => {
    expect(statusOf("invalid_param")).toBe(422);
    expect(statusOf("invalid_param", [])).toBe(422);
    expect(statusOf("invalid_param", [{ field: "title", rule: "maxLength" }])).toBe(422);
    for (const [key, status] of Object.entries(INVALID_PARAM_STATUS_OF)) {
      const [field, rule] = key.split(":");
      expect(statusOf("invalid_param", [{ field, rule }]), key).toBe(status);
      // only the first field error counts
      expect(statusOf("invalid_param", [{ field: "title", rule: "maxLength" }, { field, rule }]), key).toBe(422);
      expect(new ApiError("invalid_param", [{ field, rule }]).status, key).toBe(status);
      // the refinement is invalid_param's alone
      expect(statusOf("forbidden", [{ field, rule }]), key).toBe(403);
    }
    expect(INVALID_PARAM_STATUS_OF).toEqual({
      "oid:taken": 409,
      "clientId:exists": 409,
      "quickReplies:maxItems": 409,
      "body:maxBytes": 413,
      "file:contentType": 415,
    });
  });

  it("ApiError keeps code, field errors, extra fields and an explicit message", () => {
    const e = new ApiError("nature_mismatch", undefined, { home: "/x" });
    expect(e).toMatchObject({ code: "nature_mismatch", status: 403, extra: { home: "/x" } });
    expect(e.explicitMsg).toBeUndefined();
    const m = new ApiError("invalid_param", [{ field: "oid", rule: "taken" }], undefined, "taken");
    expect(m).toMatchObject({ status: 409, errors: [{ field: "oid", rule: "taken" }], explicitMsg: "taken" });
  });
});
