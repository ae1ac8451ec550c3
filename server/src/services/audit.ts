/**
 * The staff audit log (issue 19 "A staff console": every staff action is
 * written to an audit log that the console shows and that nobody can edit).
 * Table audit_log is append-only: a trigger (migration 0019) refuses UPDATE,
 * DELETE and TRUNCATE, so this module only inserts and reads.
 */
import { count, desc } from "drizzle-orm";
import type { AuditAction, AuditEntryDto, StaffPageDto } from "../../../common/staff.js";
import type { Db } from "../db/client.js";
import { auditLog } from "../db/schema.js";

/** Who acted: a staff member (id and code), or the server's command line. */
export interface Actor {
  id: number | null;
  /** the member code, or "cli" */
  code: string;
}

/** The command line's actor (`photowire withdraw …` and the other staff commands). */
export const CLI_ACTOR: Actor = { id: null, code: "cli" };

type Writer = Pick<Db, "insert">;

/**
 * Appends one line to the audit log; inside the caller's transaction when
 * `db` is one, so that the action and its line commit together.
 */
export async function audit(db: Writer, actor: Actor, action: AuditAction, target: string, detail: Record<string, unknown> = {}): Promise<void> {
  await db.insert(auditLog).values({ actorId: actor.id, actor: actor.code, action, target, detail });
}

/** A page of the audit log, newest first (GET /api/staff/audit). page from 1, rows per page. */
export async function auditPage(db: Db, page: number, rows: number): Promise<StaffPageDto<AuditEntryDto>> {
  const [list, [total]] = await Promise.all([
    db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(rows).offset((page - 1) * rows),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    total_count: total?.n ?? 0,
    page_data: list.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actor,
      action: e.action as AuditAction,
      target: e.target,
      detail: (e.detail ?? {}) as Record<string, unknown>,
    })),
  };
}
