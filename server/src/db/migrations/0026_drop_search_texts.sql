-- The story's search texts (search_en, search_zh: the words its search vectors were built from, for reading
-- and debugging) were written with every story and read by nothing; the vectors stay (issue 21, index build).
ALTER TABLE "story" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "story" DROP COLUMN "search_zh";