CREATE TABLE "vault_records" (
	"vault_id" text NOT NULL,
	"record_id" uuid NOT NULL,
	"envelope" text NOT NULL,
	"size" integer NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_records_vault_id_record_id_pk" PRIMARY KEY("vault_id","record_id"),
	CONSTRAINT "vault_records_size_check" CHECK ("vault_records"."size" > 0),
	CONSTRAINT "vault_records_version_check" CHECK ("vault_records"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "vault_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"vault_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "vault_sessions_vault_id_idx" ON "vault_sessions" USING btree ("vault_id");