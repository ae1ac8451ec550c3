ALTER TABLE "relation" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "json_str" text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "comp_id" text;--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;