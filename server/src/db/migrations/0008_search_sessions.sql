CREATE TABLE "search_session" (
	"sid" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_session_expires_idx" ON "search_session" USING btree ("expires_at");