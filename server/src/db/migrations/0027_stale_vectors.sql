-- The stories whose search vectors are not of the current index format (services/search/text.ts INDEX_VERSION,
-- "#v4"): reindexMissing reads them through this partial index before a process's first search, where counting
-- the current vectors read every story (28 s at 1,000,000 stories on PostgreSQL). Empty once every story is indexed.
-- A new INDEX_VERSION needs a migration that recreates it with the new mark (search-basic.test.ts checks).
CREATE INDEX "story_stale_vectors_idx" ON "story" USING btree ("pc_id") WHERE not ("story"."search_vec_en" @@ '#v4'::tsquery and "story"."search_vec_zh" @@ '#v4'::tsquery);