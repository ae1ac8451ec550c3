import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ucMember } from "../../server/src/db/schema.js";
import { makeApp, type TestApp } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await makeApp();
});
afterAll(() => t.close());

describe("fee and point records (web/buy/get_record, web/point/get_record)", () => {
  it("a guest is refused", async () => {
    const res = await t.call({ method: "GET", url: "/api/web/point/get_record" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("access_denied");
  });

  it("the demo member's point records start with the opening balance, in the caller's language", async () => {
    const cookie = await t.login(1);
    const zh = await t.call({ method: "GET", url: "/api/web/point/get_record", cookie, headers: { "x-lang": "zh" } });
    expect(zh.statusCode).toBe(200);
    expect(zh.json().data).toMatchObject({ total: 1, list: [{ title: "开户赠送积分", amount: "+30", value: 30 }] });
    const en = await t.call({ method: "GET", url: "/api/web/point/get_record", cookie, headers: { "x-lang": "en" } });
    expect(en.json().data.list[0].title).toBe("Opening points");
  });

  it("lists fee records newest first with paging, only the member's own", async () => {
    const [m] = await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_member"));
    const [other] = await t.handle.db.select().from(ucMember).where(eq(ucMember.code, "demo_contributor"));
    for (let i = 1; i <= 12; i++) await t.app.services.records.add(m.id, "fee", -100 * i, `download ${i}`);
    await t.app.services.records.add(other.id, "fee", -999, "not yours");
    const cookie = await t.login(1);
    const p1 = (await t.call({ method: "GET", url: "/api/web/buy/get_record?page=1&rows=5", cookie })).json().data;
    expect(p1.total).toBe(12);
    expect(p1.list.map((r: { title: string }) => r.title)).toEqual(["download 12", "download 11", "download 10", "download 9", "download 8"]);
    expect(p1.list[0].amount).toBe("-¥12.00");
    const p3 = (await t.call({ method: "GET", url: "/api/web/buy/get_record?page=3&rows=5", cookie })).json().data;
    expect(p3.list).toHaveLength(2);
    expect(JSON.stringify(p3)).not.toContain("not yours");
  });

  it("bad paging parameters are invalid_param, never 500", async () => {
    const cookie = await t.login(1);
    for (const q of ["page=0", "rows=1000", "page=abc"]) {
      const res = await t.call({ method: "GET", url: `/api/web/buy/get_record?${q}`, cookie });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe("invalid_param");
    }
  });
});
