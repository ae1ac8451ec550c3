-- issue 19: the audit log is append-only; UPDATE, DELETE and TRUNCATE are refused for everyone, the server included
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_no_update BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
-- stories contributed before issue 19: their contributor, from the draft they were published from (source key contribution:<draft oid>)
UPDATE "story" SET "contributor_id" = m."id"
FROM "store_record" r JOIN "uc_member" m ON m."code" = r."user_code"
WHERE r."store" = 'contribution' AND "story"."source"->>'key' = 'contribution:' || r."oid";
