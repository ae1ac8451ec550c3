CREATE TABLE "photographer" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_zh" text,
	"status" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "photographer_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "relation" (
	"relation_id" text PRIMARY KEY NOT NULL,
	"pc_id" text NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"media_type" integer NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"photographer_str" text DEFAULT '' NOT NULL,
	"photographer_str_zh" text DEFAULT '' NOT NULL,
	"photographer" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"flag_word_str" text DEFAULT '' NOT NULL,
	"img_url" text,
	"title_image" text,
	"media_id" text,
	"shooting_date" text DEFAULT '' NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_record" (
	"store" text NOT NULL,
	"oid" text NOT NULL,
	"user_code" text NOT NULL,
	"story_id" text,
	"relation_id" text,
	"doc" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_record_store_oid_pk" PRIMARY KEY("store","oid")
);
--> statement-breakpoint
CREATE TABLE "story" (
	"pc_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"site_code" text NOT NULL,
	"site_id" integer NOT NULL,
	"subject_code" text NOT NULL,
	"subject_name" text NOT NULL,
	"subject_name_zh" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"body_zh" text,
	"body_en" text,
	"author" text DEFAULT '' NOT NULL,
	"author_zh" text DEFAULT '' NOT NULL,
	"shoot_date" text DEFAULT '' NOT NULL,
	"flag_word_str" text DEFAULT '' NOT NULL,
	"flag_word_str_zh" text DEFAULT '' NOT NULL,
	"publish_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"rel_content_url" text NOT NULL,
	"title_image" text,
	"list_image" text,
	"source" jsonb,
	"seen_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uc_member" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text,
	"email" text,
	"img_url" text,
	"id_card" text,
	"nature" integer DEFAULT 2 NOT NULL,
	"photographer_id" integer,
	"photographer_info_obj" jsonb,
	"point" integer DEFAULT 0 NOT NULL,
	"uc_member_class_type" integer DEFAULT 0 NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uc_member_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "relation" ADD CONSTRAINT "relation_pc_id_story_pc_id_fk" FOREIGN KEY ("pc_id") REFERENCES "public"."story"("pc_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relation_pc_idx" ON "relation" USING btree ("pc_id");--> statement-breakpoint
CREATE INDEX "session_member_idx" ON "session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "store_record_user_idx" ON "store_record" USING btree ("store","user_code","created_at");--> statement-breakpoint
CREATE INDEX "story_publish_time_idx" ON "story" USING btree ("publish_time");--> statement-breakpoint
CREATE INDEX "story_subject_idx" ON "story" USING btree ("subject_code");