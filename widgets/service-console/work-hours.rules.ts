/**
 * The working-hours form of the agent console, framework-free and pure
 * (issue 10: "Working hours are a setting: hours per weekday, holidays, and
 * a time zone (the agency's, not the server's)"; GET/PUT
 * /api/service/work_hours, common/chat/contract.ts WorkHoursDto).
 *
 * The form holds what the agent types (ranges as "HH:mm" texts, holidays as
 * "YYYY-MM-DD"); validateWorkHours() checks it with the server's rules
 * (server/src/services/work-hours.ts checkWorkHours) and names each problem
 * as the server does — `{ field, rule }` with fields "timeZone",
 * "weekly.<day>.<i>", "weekly.<day>", "holidays.<i>", "holidays" — so that
 * the server's 422 answer and the form's own check show the same messages
 * at the same places.
 */
import { WORK_TIME_RE, type WorkHoursDto } from "../../common/chat/contract.js";
import { isValidDate } from "../../common/format.js";

/** ISO weekdays, Monday "1" to Sunday "7". */
export const DAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;
export type Day = (typeof DAYS)[number];
/** Most ranges on one weekday (the server's MAX_RANGES_A_DAY). */
export const MAX_RANGES_A_DAY = 6;
/** Most holidays (the server's MAX_HOLIDAYS). */
export const MAX_HOLIDAYS = 400;

export interface RangeForm {
  start: string;
  end: string;
}

export interface WorkHoursForm {
  timeZone: string;
  weekly: Record<Day, RangeForm[]>;
  holidays: string[];
}

/** A problem of the form: the server's field path and rule. */
export interface FieldError {
  field: string;
  rule: string;
}

/** Minutes since midnight of "HH:mm" ("24:00" → 1440). */
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when `tz` is an IANA time zone this browser knows. */
export function isTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The form of a stored setting. */
export function toForm(dto: WorkHoursDto): WorkHoursForm {
  const weekly = {} as Record<Day, RangeForm[]>;
  for (const d of DAYS) weekly[d] = (dto.weekly?.[d] ?? []).map(([start, end]) => ({ start, end }));
  return { timeZone: dto.timeZone ?? "", weekly, holidays: [...(dto.holidays ?? [])] };
}

/** The setting to PUT: texts trimmed, ranges in the form's order (so the server's indexes are the form's), holidays once each, sorted. */
export function fromForm(form: WorkHoursForm): WorkHoursDto {
  const weekly = {} as WorkHoursDto["weekly"];
  for (const d of DAYS) weekly[d] = form.weekly[d].map((r) => [r.start.trim(), r.end.trim()] as [string, string]);
  const holidays = [...new Set(form.holidays.map((h) => h.trim()).filter(Boolean))].sort();
  return { timeZone: form.timeZone.trim(), weekly, holidays };
}

/**
 * The problems of a form, as the server would name them: an unknown time
 * zone (timeZone/timeZone); a range that is not two "HH:mm" times, or
 * starts at "24:00" (weekly.N.i/format), or does not start before it ends
 * (weekly.N.i/order); ranges of one day overlapping (weekly.N/overlap);
 * more than 6 ranges a day (weekly.N/maxItems); a holiday that is not a
 * valid "YYYY-MM-DD" date (holidays.i/format); more than 400 holidays
 * (holidays/maxItems). [] when it can be saved.
 */
export function validateWorkHours(form: WorkHoursForm): FieldError[] {
  const errors: FieldError[] = [];
  if (!isTimeZone(form.timeZone.trim())) errors.push({ field: "timeZone", rule: "timeZone" });
  for (const d of DAYS) {
    const list = form.weekly[d];
    if (list.length > MAX_RANGES_A_DAY) errors.push({ field: `weekly.${d}`, rule: "maxItems" });
    const ok: [number, number][] = [];
    list.forEach((r, i) => {
      const s = r.start.trim();
      const e = r.end.trim();
      if (!WORK_TIME_RE.test(s) || !WORK_TIME_RE.test(e) || s === "24:00") return errors.push({ field: `weekly.${d}.${i}`, rule: "format" });
      if (minutes(s) >= minutes(e)) return errors.push({ field: `weekly.${d}.${i}`, rule: "order" });
      ok.push([minutes(s), minutes(e)]);
    });
    ok.sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ok.length; i++) {
      if (ok[i][0] < ok[i - 1][1]) {
        errors.push({ field: `weekly.${d}`, rule: "overlap" });
        break;
      }
    }
  }
  if (form.holidays.length > MAX_HOLIDAYS) errors.push({ field: "holidays", rule: "maxItems" });
  form.holidays.forEach((h, i) => {
    const v = h.trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || !isValidDate(v)) errors.push({ field: `holidays.${i}`, rule: "format" });
  });
  return errors;
}

/** The server's `errors` of a 422 answer, kept when well-formed. */
export function serverErrors(raw: unknown): FieldError[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter((e): e is FieldError => !!e && typeof e === "object" && typeof (e as FieldError).field === "string" && typeof (e as FieldError).rule === "string");
}

/** The rules broken at exactly `field`. */
export function rulesAt(errors: readonly FieldError[], field: string): string[] {
  return errors.filter((e) => e.field === field).map((e) => e.rule);
}

// ---------------------------------------------------------------------------
// Edits (each returns a new form)

export function setTimeZone(form: WorkHoursForm, timeZone: string): WorkHoursForm {
  return { ...form, timeZone };
}

/** "HH:mm" one hour after `hhmm`, at most "24:00". */
function hourAfter(hhmm: string): string {
  const m = Math.min(24 * 60, minutes(hhmm) + 60);
  return `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

/** Adds a range to a day: 09:00–18:00 on an empty day, else the hour after the last range (empty when the day is full). */
export function addRange(form: WorkHoursForm, day: Day): WorkHoursForm {
  const list = form.weekly[day];
  const last = list[list.length - 1];
  let next: RangeForm;
  if (!last) next = { start: "09:00", end: "18:00" };
  else if (WORK_TIME_RE.test(last.end.trim()) && last.end.trim() !== "24:00") next = { start: last.end.trim(), end: hourAfter(last.end.trim()) };
  else next = { start: "", end: "" };
  return { ...form, weekly: { ...form.weekly, [day]: [...list, next] } };
}

export function removeRange(form: WorkHoursForm, day: Day, index: number): WorkHoursForm {
  return { ...form, weekly: { ...form.weekly, [day]: form.weekly[day].filter((_, i) => i !== index) } };
}

export function setRange(form: WorkHoursForm, day: Day, index: number, key: keyof RangeForm, value: string): WorkHoursForm {
  return { ...form, weekly: { ...form.weekly, [day]: form.weekly[day].map((r, i) => (i === index ? { ...r, [key]: value } : r)) } };
}

/** Adds a holiday (ignored when empty or already listed). */
export function addHoliday(form: WorkHoursForm, date: string): WorkHoursForm {
  const v = date.trim();
  if (!v || form.holidays.includes(v)) return form;
  return { ...form, holidays: [...form.holidays, v] };
}

export function removeHoliday(form: WorkHoursForm, index: number): WorkHoursForm {
  return { ...form, holidays: form.holidays.filter((_, i) => i !== index) };
}

/** Every edit of the form, as the view sends them to the store. */
export type WorkHoursEdit =
  | { kind: "timeZone"; value: string }
  | { kind: "addRange"; day: Day }
  | { kind: "removeRange"; day: Day; index: number }
  | { kind: "setRange"; day: Day; index: number; key: keyof RangeForm; value: string }
  | { kind: "addHoliday"; value: string }
  | { kind: "removeHoliday"; index: number };

/** Applies one edit. */
export function editForm(form: WorkHoursForm, e: WorkHoursEdit): WorkHoursForm {
  switch (e.kind) {
    case "timeZone":
      return setTimeZone(form, e.value);
    case "addRange":
      return addRange(form, e.day);
    case "removeRange":
      return removeRange(form, e.day, e.index);
    case "setRange":
      return setRange(form, e.day, e.index, e.key, e.value);
    case "addHoliday":
      return addHoliday(form, e.value);
    case "removeHoliday":
      return removeHoliday(form, e.index);
  }
}
