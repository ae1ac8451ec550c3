ALTER TABLE "photographer" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "photographer" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "photographer" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "photographer" ADD COLUMN "bio" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "photographer" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "photographer" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "photographer" ADD CONSTRAINT "photographer_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "relation_photographer_idx" ON "relation" USING gin ("photographer" jsonb_path_ops);--> statement-breakpoint
ALTER TABLE "photographer" ADD CONSTRAINT "photographer_member_id_unique" UNIQUE("member_id");