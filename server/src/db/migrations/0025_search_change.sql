-- The in-memory search index of the embedded database (server/src/services/search/memory, issue 21) follows
-- the story table by notifications on channel search_change: the pcId of each story inserted, deleted, or
-- updated in a column a search reads, and '*' when the table is truncated. Only while the session setting
-- photowire.search_log is on, which only the index turns on (the embedded database's one connection); on
-- PostgreSQL it is never set, and the WHEN clauses stop every row before the function runs.
CREATE OR REPLACE FUNCTION "search_change_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_change', CASE WHEN TG_OP = 'DELETE' THEN OLD.pc_id ELSE NEW.pc_id END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_change_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_change', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "story_search_change_insert" AFTER INSERT ON "story" FOR EACH ROW
  WHEN (current_setting('photowire.search_log', true) = 'on')
  EXECUTE FUNCTION "search_change_notify"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "story_search_change_update" AFTER UPDATE ON "story" FOR EACH ROW
  WHEN (current_setting('photowire.search_log', true) = 'on'
    AND (OLD.status, OLD.site_code, OLD.type, OLD.subject_code, OLD.subject_name, OLD.subject_name_zh, OLD.title_zh, OLD.title_en, OLD.editions, OLD.shoot_date, OLD.publish_time, OLD.search_vec_en, OLD.search_vec_zh) IS DISTINCT FROM (NEW.status, NEW.site_code, NEW.type, NEW.subject_code, NEW.subject_name, NEW.subject_name_zh, NEW.title_zh, NEW.title_en, NEW.editions, NEW.shoot_date, NEW.publish_time, NEW.search_vec_en, NEW.search_vec_zh))
  EXECUTE FUNCTION "search_change_notify"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "story_search_change_delete" AFTER DELETE ON "story" FOR EACH ROW
  WHEN (current_setting('photowire.search_log', true) = 'on')
  EXECUTE FUNCTION "search_change_notify"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "story_search_change_truncate" AFTER TRUNCATE ON "story" FOR EACH STATEMENT
  WHEN (current_setting('photowire.search_log', true) = 'on')
  EXECUTE FUNCTION "search_change_truncated"();
