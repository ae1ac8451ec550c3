CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_grant" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"label" text NOT NULL,
	"remaining" integer,
	"total" integer,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"granted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_nonce" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission" (
	"oid" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"editions" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewer_id" integer,
	"story_id" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "contributor_id" integer;--> statement-breakpoint
ALTER TABLE "story" ADD COLUMN "withdrawn" jsonb;--> statement-breakpoint
ALTER TABLE "uc_member" ADD COLUMN "editor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uc_member" ADD COLUMN "contributor_status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "download_grant" ADD CONSTRAINT "download_grant_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_grant" ADD CONSTRAINT "download_grant_granted_by_uc_member_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission" ADD CONSTRAINT "submission_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission" ADD CONSTRAINT "submission_reviewer_id_uc_member_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "download_grant_member_idx" ON "download_grant" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "request_nonce_expires_idx" ON "request_nonce" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "submission_state_idx" ON "submission" USING btree ("state","submitted_at");--> statement-breakpoint
CREATE INDEX "submission_member_idx" ON "submission" USING btree ("member_id");