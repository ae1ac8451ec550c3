-- IF NOT EXISTS: servers before this migration created the table at start-up
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now(),
	"payload" "bytea",
	CONSTRAINT "socket_io_attachments_id_unique" UNIQUE("id")
);
