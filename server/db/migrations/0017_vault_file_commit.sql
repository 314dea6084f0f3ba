ALTER TABLE "vault_file_chunks" ADD COLUMN "committed_at" timestamp with time zone;--> statement-breakpoint
-- Chunks stored before this migration belong to records already saved (or to uploads nobody can name): kept as committed, never purged as pending.
UPDATE "vault_file_chunks" SET "committed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "vault_file_chunks_pending_idx" ON "vault_file_chunks" USING btree ("created_at") WHERE "vault_file_chunks"."committed_at" is null;