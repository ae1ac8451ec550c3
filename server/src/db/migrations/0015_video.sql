CREATE TABLE "video_comment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pc_id" text NOT NULL,
	"relation_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "poster" text;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "duration" double precision;--> statement-breakpoint
ALTER TABLE "video_comment" ADD CONSTRAINT "video_comment_pc_id_story_pc_id_fk" FOREIGN KEY ("pc_id") REFERENCES "public"."story"("pc_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comment" ADD CONSTRAINT "video_comment_relation_id_relation_relation_id_fk" FOREIGN KEY ("relation_id") REFERENCES "public"."relation"("relation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_comment" ADD CONSTRAINT "video_comment_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_comment_relation_idx" ON "video_comment" USING btree ("relation_id","created_at");