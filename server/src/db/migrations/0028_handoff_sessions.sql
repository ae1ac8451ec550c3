-- Login hand-off sessions (issue 22, services/members.ts handOff): a session bound to one partner origin of
-- ALLOWED_ORIGINS, handed off from a login session (parent_hash); ending the login session ends it.
ALTER TABLE "session" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "session" ADD COLUMN "parent_hash" text;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_parent_hash_session_token_hash_fk" FOREIGN KEY ("parent_hash") REFERENCES "public"."session"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_parent_idx" ON "session" USING btree ("parent_hash");