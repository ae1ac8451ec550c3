CREATE TABLE "upload_manifest" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"md5" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"chunks" integer NOT NULL,
	"received" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"status" text DEFAULT 'receiving' NOT NULL,
	"relation_id" text,
	"relation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_manifest_relation_id_unique" UNIQUE("relation_id")
);
--> statement-breakpoint
ALTER TABLE "upload_manifest" ADD CONSTRAINT "upload_manifest_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "upload_manifest_member_md5_idx" ON "upload_manifest" USING btree ("member_id","md5");--> statement-breakpoint
CREATE INDEX "upload_manifest_status_idx" ON "upload_manifest" USING btree ("status","updated_at");