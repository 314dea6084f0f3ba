CREATE TABLE "share_links" (
	"link_id" text PRIMARY KEY NOT NULL,
	"vault_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"ciphertext" text,
	"size" integer NOT NULL,
	"once_only" boolean NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "share_links_vault_id_idx" ON "share_links" USING btree ("vault_id");--> statement-breakpoint
CREATE INDEX "share_links_expires_at_idx" ON "share_links" USING btree ("expires_at");