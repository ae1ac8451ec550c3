CREATE TABLE "auth_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oauth_pending" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"member_id" integer,
	"redirect" text,
	"open_id" text,
	"profile" jsonb,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "third_party_binding" (
	"provider" text NOT NULL,
	"open_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"nickname" text,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "third_party_binding_provider_open_id_pk" PRIMARY KEY("provider","open_id")
);
--> statement-breakpoint
CREATE TABLE "uc_member_detail" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"company" text,
	"title" text,
	"country" text,
	"province" text,
	"city" text,
	"area" text,
	"address" text,
	"zip_code" text,
	"contact" text,
	"remark" text,
	"cert_type" text,
	"cert_number" text,
	"cert_name" text,
	"bank" text,
	"account_name" text,
	"account_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" integer,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "oauth_pending" ADD CONSTRAINT "oauth_pending_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "third_party_binding" ADD CONSTRAINT "third_party_binding_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uc_member_detail" ADD CONSTRAINT "uc_member_detail_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_code" ADD CONSTRAINT "verification_code_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_attempt_key_idx" ON "auth_attempt" USING btree ("scope","key","at");--> statement-breakpoint
CREATE INDEX "oauth_pending_expires_idx" ON "oauth_pending" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "third_party_member_idx" ON "third_party_binding" USING btree ("member_id","provider");--> statement-breakpoint
CREATE INDEX "verification_code_target_idx" ON "verification_code" USING btree ("target","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_code_ip_idx" ON "verification_code" USING btree ("ip","created_at");