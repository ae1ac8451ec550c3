DROP INDEX "story_search_en_idx";--> statement-breakpoint
DROP INDEX "story_search_zh_idx";--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "search_vec_en" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "search_vec_zh" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "story_shoot_date_idx" ON "story" USING btree ("shoot_date");--> statement-breakpoint
CREATE INDEX "story_search_vec_en_idx" ON "story" USING gin ("search_vec_en");--> statement-breakpoint
CREATE INDEX "story_search_vec_zh_idx" ON "story" USING gin ("search_vec_zh");