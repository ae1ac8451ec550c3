/**
 * Customer-service working hours (SPEC §4 Chat panel greeting, §7
 * util/is_now_work_time; issue 10 "Working hours are a setting: hours per
 * weekday, holidays, and a time zone (the agency's, not the server's)").
 *
 * The setting (common/chat/contract.ts WorkHoursDto) is one app_setting row
 * ("work_hours", JSON); without it DEFAULT_WORK_HOURS applies
 * (Asia/Shanghai, Monday to Friday 09:00–18:00). Every day, weekday and
 * holiday is read in the agency's time zone with dayjs (utc + timezone
 * plugins), never in the server's.
 */
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { eq, sql } from "drizzle-orm";
import { DEFAULT_WORK_HOURS, WORK_TIME_RE, type WorkHoursDto, type WorkTimeDto } from "../../../common/chat/contract.js";
import { isValidDate } from "../../../common/format.js";
import type { Db } from "../db/client.js";
import { appSetting } from "../db/schema.js";
import { ApiError, type FieldError } from "../http/errors.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/** The app_setting key of the working hours. */
export const WORK_HOURS_KEY = "work_hours";
/** Most ranges on one weekday. */
export const MAX_RANGES_A_DAY = 6;
/** Most holidays in the setting. */
export const MAX_HOLIDAYS = 400;
/** How far ahead the next opening is looked for, in days. */
const LOOKAHEAD_DAYS = MAX_HOLIDAYS + 8;

const DAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
type Day = (typeof DAYS)[number];

/** Minutes since midnight of "HH:mm" ("24:00" → 1440). */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when `tz` is an IANA time zone the runtime knows. */
export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== "string" || !tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks and normalises a working-hours setting: a known IANA time zone;
 * for each ISO weekday "1" (Monday) to "7" (Sunday) at most
 * MAX_RANGES_A_DAY ranges [start, end) of "HH:mm" (end may be "24:00") with
 * start < end, sorted and not overlapping (a missing day has none); at most
 * MAX_HOLIDAYS valid "YYYY-MM-DD" holidays (sorted, duplicates dropped).
 * @throws invalid_param (422) with `{ field, rule }` per problem
 *   (timeZone/timeZone, weekly.N.i/format|order|overlap|maxItems, holidays.i/format, holidays/maxItems)
 */
export function checkWorkHours(input: { timeZone?: unknown; weekly?: unknown; holidays?: unknown }): WorkHoursDto {
  const errors: FieldError[] = [];
  if (!isTimeZone(input.timeZone)) errors.push({ field: "timeZone", rule: "timeZone" });
  const weeklyIn = (input.weekly ?? {}) as Record<string, unknown>;
  if (typeof weeklyIn !== "object" || Array.isArray(weeklyIn)) errors.push({ field: "weekly", rule: "type" });
  const weekly = {} as WorkHoursDto["weekly"];
  for (const d of DAYS) {
    const list = (weeklyIn as Record<string, unknown>)[d] ?? [];
    if (!Array.isArray(list)) {
      errors.push({ field: `weekly.${d}`, rule: "type" });
      weekly[d] = [];
      continue;
    }
    if (list.length > MAX_RANGES_A_DAY) errors.push({ field: `weekly.${d}`, rule: "maxItems" });
    const ranges: [string, string][] = [];
    list.forEach((r, i) => {
      const ok = Array.isArray(r) && r.length === 2 && r.every((x) => typeof x === "string" && WORK_TIME_RE.test(x)) && r[0] !== "24:00";
      if (!ok) return errors.push({ field: `weekly.${d}.${i}`, rule: "format" });
      if (minutes(r[0]) >= minutes(r[1])) return errors.push({ field: `weekly.${d}.${i}`, rule: "order" });
      ranges.push([r[0], r[1]]);
    });
    ranges.sort((a, b) => minutes(a[0]) - minutes(b[0]));
    for (let i = 1; i < ranges.length; i++) {
      if (minutes(ranges[i][0]) < minutes(ranges[i - 1][1])) errors.push({ field: `weekly.${d}`, rule: "overlap" });
    }
    weekly[d] = ranges;
  }
  for (const k of Object.keys(weeklyIn ?? {})) if (!(DAYS as readonly string[]).includes(k)) errors.push({ field: `weekly.${k}`, rule: "day" });
  const holidaysIn = input.holidays ?? [];
  let holidays: string[] = [];
  if (!Array.isArray(holidaysIn)) errors.push({ field: "holidays", rule: "type" });
  else {
    if (holidaysIn.length > MAX_HOLIDAYS) errors.push({ field: "holidays", rule: "maxItems" });
    holidaysIn.forEach((h, i) => {
      if (typeof h !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(h) || !isValidDate(h)) errors.push({ field: `holidays.${i}`, rule: "format" });
    });
    holidays = [...new Set(holidaysIn.filter((h): h is string => typeof h === "string"))].sort();
  }
  if (errors.length) throw new ApiError("invalid_param", errors);
  return { timeZone: input.timeZone as string, weekly, holidays };
}

/**
 * The ranges of a local calendar day, none on a holiday.
 * @param day the calendar day as a UTC midnight (only its date and weekday are read)
 */
function rangesOf(hours: WorkHoursDto, day: Dayjs): [string, string][] {
  if (hours.holidays.includes(day.format("YYYY-MM-DD"))) return [];
  const iso = String(day.day() === 0 ? 7 : day.day()) as Day;
  return hours.weekly[iso] ?? [];
}

/** An instant of a local day's "HH:mm" in the time zone ("24:00" is the next midnight). */
function instantOf(hours: WorkHoursDto, day: string, hhmm: string): Dayjs {
  if (hhmm === "24:00") return dayjs.tz(`${dayjs.utc(day).add(1, "day").format("YYYY-MM-DD")} 00:00`, hours.timeZone);
  return dayjs.tz(`${day} ${hhmm}`, hours.timeZone);
}

/**
 * Whether `now` is inside working hours, and when they next start.
 * @param now the instant (ms since the epoch or Date)
 * @returns WorkTimeDto: workTime; nextStart (ISO 8601 UTC) when closed and an
 *   opening exists within about a year and two weeks, else null; timeZone
 */
export function workTimeAt(hours: WorkHoursDto, now: number | Date): WorkTimeDto {
  const at = dayjs(now);
  const local = at.tz(hours.timeZone);
  // the local calendar day, as a plain date (UTC midnight): adding days never meets a DST shift
  const today = dayjs.utc(local.format("YYYY-MM-DD"));
  const mins = local.hour() * 60 + local.minute();
  const open = rangesOf(hours, today).some(([s, e]) => mins >= minutes(s) && mins < minutes(e));
  if (open) return { workTime: true, nextStart: null, timeZone: hours.timeZone };
  for (let d = 0; d <= LOOKAHEAD_DAYS; d++) {
    const day = today.add(d, "day");
    const date = day.format("YYYY-MM-DD");
    for (const [s] of rangesOf(hours, day)) {
      const start = instantOf(hours, date, s);
      if (start.valueOf() > at.valueOf()) return { workTime: false, nextStart: start.toDate().toISOString(), timeZone: hours.timeZone };
    }
  }
  return { workTime: false, nextStart: null, timeZone: hours.timeZone };
}

/** The working-hours setting in the database (GET/PUT /api/service/work_hours, util/is_now_work_time). */
export class WorkHoursService {
  /** the clock, ms since the epoch (tests replace it) */
  now: () => number = Date.now;

  constructor(private readonly db: Db) {}

  /** The setting, or DEFAULT_WORK_HOURS when none is stored (a stored value that no longer checks falls back too). */
  async get(): Promise<WorkHoursDto> {
    const [row] = await this.db.select({ v: appSetting.value }).from(appSetting).where(eq(appSetting.key, WORK_HOURS_KEY));
    if (!row) return DEFAULT_WORK_HOURS;
    try {
      return checkWorkHours(row.v as WorkHoursDto);
    } catch {
      return DEFAULT_WORK_HOURS;
    }
  }

  /**
   * Stores a new setting (checkWorkHours) and answers it normalised.
   * @throws invalid_param (422) as checkWorkHours
   */
  async put(input: { timeZone?: unknown; weekly?: unknown; holidays?: unknown }): Promise<WorkHoursDto> {
    const hours = checkWorkHours(input);
    await this.db
      .insert(appSetting)
      .values({ key: WORK_HOURS_KEY, value: hours, updatedAt: new Date(this.now()) })
      .onConflictDoUpdate({ target: appSetting.key, set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` } });
    return hours;
  }

  /** Whether it is working time now (this.now()), and the next opening (util/is_now_work_time). */
  async workTime(): Promise<WorkTimeDto> {
    return workTimeAt(await this.get(), this.now());
  }
}
