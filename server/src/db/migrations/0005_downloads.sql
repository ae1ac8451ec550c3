CREATE TABLE "download_purchase" (
	"member_id" integer NOT NULL,
	"relation_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "download_purchase_member_id_relation_id_pk" PRIMARY KEY("member_id","relation_id")
);
--> statement-breakpoint
ALTER TABLE "member_record" ADD COLUMN "balance" integer;--> statement-breakpoint
ALTER TABLE "uc_member" ADD COLUMN "download_quota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "download_purchase" ADD CONSTRAINT "download_purchase_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;