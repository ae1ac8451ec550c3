CREATE TABLE "download_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"organisation_id" integer,
	"relation_id" text NOT NULL,
	"pc_id" text NOT NULL,
	"size" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"covered_by" text NOT NULL,
	"contributor_id" integer,
	"earned_points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "download_pack" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"count" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"validity_days" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisation" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"seats" integer NOT NULL,
	"admin_member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pack_order" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"member_id" integer NOT NULL,
	"organisation_id" integer,
	"pack_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"count" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"validity_days" integer,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider" text DEFAULT 'bank_transfer' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "pack_order_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"confirmed_by" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "download_grant" ALTER COLUMN "member_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "download_grant" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "download_grant" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "download_purchase" ADD COLUMN "size" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "licence_type" text DEFAULT 'editorial' NOT NULL;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "restrictions_zh" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "restrictions_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "model_release" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "relation" ADD COLUMN "property_release" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "uc_member" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "download_log" ADD CONSTRAINT "download_log_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_log" ADD CONSTRAINT "download_log_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "download_log" ADD CONSTRAINT "download_log_contributor_id_uc_member_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation" ADD CONSTRAINT "organisation_admin_member_id_uc_member_id_fk" FOREIGN KEY ("admin_member_id") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_order" ADD CONSTRAINT "pack_order_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_order" ADD CONSTRAINT "pack_order_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_order" ADD CONSTRAINT "pack_order_pack_id_download_pack_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."download_pack"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_pack_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pack_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_confirmed_by_uc_member_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_log_member_idx" ON "download_log" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "download_log_contributor_idx" ON "download_log" USING btree ("contributor_id","created_at");--> statement-breakpoint
CREATE INDEX "download_log_org_idx" ON "download_log" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "pack_order_member_idx" ON "pack_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "pack_order_state_idx" ON "pack_order" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_provider_ref_idx" ON "payment" USING btree ("provider","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_order_idx" ON "payment" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "download_grant" ADD CONSTRAINT "download_grant_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uc_member" ADD CONSTRAINT "uc_member_organisation_id_organisation_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisation"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "download_grant_org_idx" ON "download_grant" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "download_grant_order_idx" ON "download_grant" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "download_grant" ADD CONSTRAINT "download_grant_owner_chk" CHECK (("download_grant"."member_id" is null) <> ("download_grant"."organisation_id" is null));