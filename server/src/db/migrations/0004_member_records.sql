CREATE TABLE "member_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"title" text NOT NULL,
	"html_url" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_record" ADD CONSTRAINT "member_record_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_record_member_idx" ON "member_record" USING btree ("member_id","kind","create_time");--> statement-breakpoint
CREATE INDEX "store_record_story_idx" ON "store_record" USING btree ("store","story_id","relation_id");