CREATE INDEX "story_suggest_vec_en_idx" ON "story" USING gin ("suggest_vec_en");--> statement-breakpoint
CREATE INDEX "story_suggest_vec_zh_idx" ON "story" USING gin ("suggest_vec_zh");