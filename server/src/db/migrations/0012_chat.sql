CREATE TABLE "app_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_key" text NOT NULL,
	"member_id" integer,
	"guest_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"assigned_to" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversation_customer_key_unique" UNIQUE("customer_key")
);
--> statement-breakpoint
CREATE TABLE "chat_file" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"size" integer NOT NULL,
	"mime" text NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_message" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"sender_flag" integer NOT NULL,
	"sender_id" text NOT NULL,
	"read_status" integer DEFAULT 0 NOT NULL,
	"file_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_message_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "quick_reply" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uc_member" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_member_id_uc_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."uc_member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversation" ADD CONSTRAINT "chat_conversation_assigned_to_uc_member_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_file" ADD CONSTRAINT "chat_file_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_conversation_id_chat_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_message" ADD CONSTRAINT "chat_message_file_id_chat_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."chat_file"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quick_reply" ADD CONSTRAINT "quick_reply_created_by_uc_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."uc_member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_conversation_status_idx" ON "chat_conversation" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "chat_file_conversation_idx" ON "chat_file" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_message_conversation_idx" ON "chat_message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_message_unread_idx" ON "chat_message" USING btree ("conversation_id","sender_flag","read_status");--> statement-breakpoint
CREATE INDEX "chat_message_file_idx" ON "chat_message" USING btree ("file_id");