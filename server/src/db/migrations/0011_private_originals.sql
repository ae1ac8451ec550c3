ALTER TABLE "relation" ADD COLUMN "original_path" text;--> statement-breakpoint
-- Originals leave the public folder (issue 9). Before this migration img_url was the original's public
-- address /media/<path>; the original now lives privately at STORAGE_DIR/originals/<path> (the server
-- moves the files at start-up: publish/media.ts moveLegacyOriginals).
UPDATE "relation" SET "original_path" = substr("img_url", 8)
WHERE "original_path" IS NULL AND "img_url" LIKE '/media/_%' AND "img_url" NOT LIKE '%/../%';--> statement-breakpoint
-- img_url becomes the public web-size image: N_1200.jpg beside an imported original /media/H/N.<ext>,
-- else the list image (only rows still in the old layout: img_url = '/media/' || original_path)
UPDATE "relation" SET "img_url" = CASE
	WHEN "media_id" ~ '^[0-9]+$' AND "original_path" ~ ('(^|/)' || "media_id" || '\.[A-Za-z0-9]+$')
		THEN '/media/' || regexp_replace("original_path", '\.[A-Za-z0-9]+$', '') || '_1200.jpg'
	ELSE "title_image"
END
WHERE "img_url" = '/media/' || "original_path";--> statement-breakpoint
-- collection records copied the original's address into imgUrl: point them at the public image
UPDATE "store_record" SET "doc" = jsonb_set("store_record"."doc", '{imgUrl}', to_jsonb(coalesce("relation"."img_url", '')))
FROM "relation"
WHERE "store_record"."relation_id" = "relation"."relation_id" AND "relation"."original_path" IS NOT NULL
	AND "store_record"."doc"->>'imgUrl' = '/media/' || "relation"."original_path";
