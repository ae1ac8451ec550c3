ALTER TABLE "relation" ADD COLUMN "flag_word_str_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "search_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "search_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "story_search_en_idx" ON "story" USING gin (to_tsvector('simple', "search_en"));--> statement-breakpoint
CREATE INDEX "story_search_zh_idx" ON "story" USING gin (to_tsvector('simple', "search_zh"));