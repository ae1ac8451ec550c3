/**
 * Working hours (issue 10): hours per ISO weekday, holidays and the
 * agency's time zone, read with an injected clock — a holiday, a weekend,
 * the time zone's day boundary (not the server's), "24:00", a DST change;
 * and util/is_now_work_time through the app with the clock moved.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_WORK_HOURS, type WorkHoursDto } from "../../common/chat/contract.js";
import { checkWorkHours, workTimeAt } from "../../server/src/services/work-hours.js";
import { makeApp, type TestApp } from "./helpers.js";
import { loginAgent } from "./chat-helpers.js";

const at = (iso: string) => new Date(iso);

describe("workTimeAt (agency time zone)", () => {
  const h = DEFAULT_WORK_HOURS; // Asia/Shanghai (UTC+8), Monday–Friday 09:00–18:00

  it("opens at 09:00 and closes at 18:00 local time, whatever the server's zone", () => {
    // Wednesday 2026-11-25
    expect(workTimeAt(h, at("2026-11-25T00:59:59Z"))).toEqual({ workTime: false, nextStart: "2026-11-25T01:00:00.000Z", timeZone: "Asia/Shanghai" });
    expect(workTimeAt(h, at("2026-11-25T01:00:00Z")).workTime).toBe(true);
    expect(workTimeAt(h, at("2026-11-25T09:59:59Z")).workTime).toBe(true);
    expect(workTimeAt(h, at("2026-11-25T10:00:00Z"))).toEqual({ workTime: false, nextStart: "2026-11-26T01:00:00.000Z", timeZone: "Asia/Shanghai" });
  });

  it("the day boundary is the agency's: Sunday 16:30 UTC is already Monday 00:30 in Shanghai", () => {
    // UTC still says Sunday; Shanghai is on Monday (closed until 09:00 Monday, not next week)
    expect(workTimeAt(h, at("2026-11-29T16:30:00Z"))).toEqual({ workTime: false, nextStart: "2026-11-30T01:00:00.000Z", timeZone: "Asia/Shanghai" });
    // UTC says Friday 17:00; Shanghai is Saturday 01:00: closed, opens Monday
    expect(workTimeAt(h, at("2026-11-27T17:00:00Z")).nextStart).toBe("2026-11-30T01:00:00.000Z");
    // UTC says Monday 00:30 (Shanghai Monday 08:30) — and Sunday 23:30 UTC is Monday 07:30 there
    expect(workTimeAt(h, at("2026-11-29T23:30:00Z")).nextStart).toBe("2026-11-30T01:00:00.000Z");
  });

  it("weekends are closed", () => {
    const sat = workTimeAt(h, at("2026-11-28T03:00:00Z")); // Saturday 11:00 Shanghai
    expect(sat).toEqual({ workTime: false, nextStart: "2026-11-30T01:00:00.000Z", timeZone: "Asia/Shanghai" });
    expect(workTimeAt(h, at("2026-11-29T03:00:00Z")).workTime).toBe(false); // Sunday
  });

  it("holidays are closed, and the next opening skips them", () => {
    const hol = checkWorkHours({ ...h, holidays: ["2026-11-25", "2026-11-26"] });
    expect(workTimeAt(hol, at("2026-11-25T03:00:00Z"))).toEqual({ workTime: false, nextStart: "2026-11-27T01:00:00.000Z", timeZone: "Asia/Shanghai" });
    // the holiday is the Shanghai date: 2026-11-24T17:00Z is already the 25th there
    expect(workTimeAt(hol, at("2026-11-24T17:00:00Z")).nextStart).toBe("2026-11-27T01:00:00.000Z");
    expect(workTimeAt(hol, at("2026-11-24T09:00:00Z")).workTime).toBe(true); // the 24th, 17:00 Shanghai
    // a holiday on Friday before a weekend: next Monday
    const fri = checkWorkHours({ ...h, holidays: ["2026-11-27"] });
    expect(workTimeAt(fri, at("2026-11-26T12:00:00Z")).nextStart).toBe("2026-11-30T01:00:00.000Z");
  });

  it("several ranges a day, 24:00, another zone with a DST change, and no hours at all", () => {
    const ny: WorkHoursDto = checkWorkHours({
      timeZone: "America/New_York",
      weekly: { "1": [["13:00", "17:00"], ["08:00", "12:00"]], "7": [["22:00", "24:00"]] },
      holidays: [],
    });
    // Monday 2026-03-09 12:30 EDT (UTC−4): between the ranges, opens 13:00
    expect(workTimeAt(ny, at("2026-03-09T16:30:00Z"))).toEqual({ workTime: false, nextStart: "2026-03-09T17:00:00.000Z", timeZone: "America/New_York" });
    // Sunday 2026-03-08 (the DST start) 23:59 EDT is open (until 24:00)
    expect(workTimeAt(ny, at("2026-03-09T03:59:00Z")).workTime).toBe(true);
    expect(workTimeAt(ny, at("2026-03-09T04:00:00Z")).workTime).toBe(false);
    // Saturday 2026-03-07 (EST, UTC−5): next is Sunday 22:00 EDT = 02:00Z Monday
    expect(workTimeAt(ny, at("2026-03-07T12:00:00Z")).nextStart).toBe("2026-03-09T02:00:00.000Z");
    const never = checkWorkHours({ timeZone: "UTC", weekly: {}, holidays: [] });
    expect(workTimeAt(never, at("2026-03-07T12:00:00Z"))).toEqual({ workTime: false, nextStart: null, timeZone: "UTC" });
  });

  it("checks the setting", () => {
    expect(() => checkWorkHours({ timeZone: "Nowhere/City", weekly: {}, holidays: [] })).toThrow();
    expect(() => checkWorkHours({ timeZone: "UTC", weekly: { "1": [["24:00", "24:00"]] }, holidays: [] })).toThrow();
    expect(() => checkWorkHours({ timeZone: "UTC", weekly: { "8": [] }, holidays: [] })).toThrow();
    expect(() => checkWorkHours({ timeZone: "UTC", weekly: {}, holidays: ["2026-13-01"] })).toThrow();
    expect(checkWorkHours({ timeZone: "UTC", weekly: { "2": [["00:00", "24:00"]] }, holidays: [] }).weekly["2"]).toEqual([["00:00", "24:00"]]);
  });
});

describe("GET /api/util/is_now_work_time with the clock moved", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
  });
  afterAll(async () => t?.close());
  const ask = async (iso: string) => {
    t.app.services.workHours.now = () => Date.parse(iso);
    return (await t.call({ method: "GET", url: "/api/util/is_now_work_time" })).json().data;
  };

  it("follows the default, then the agents' setting", async () => {
    expect(await ask("2026-11-25T02:00:00Z")).toEqual({ workTime: true, nextStart: null, timeZone: "Asia/Shanghai" });
    expect(await ask("2026-11-28T02:00:00Z")).toEqual({ workTime: false, nextStart: "2026-11-30T01:00:00.000Z", timeZone: "Asia/Shanghai" });
    const agent = await loginAgent(t);
    const put = await t.call({ method: "PUT", url: "/api/service/work_hours", cookie: agent, payload: { ...DEFAULT_WORK_HOURS, holidays: ["2026-11-25"] } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await ask("2026-11-25T02:00:00Z")).toEqual({ workTime: false, nextStart: "2026-11-26T01:00:00.000Z", timeZone: "Asia/Shanghai" });
  });
});
