CREATE TABLE "vault_file_chunks" (
	"vault_id" text NOT NULL,
	"file_id" uuid NOT NULL,
	"chunk_index" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_file_chunks_vault_id_file_id_chunk_index_pk" PRIMARY KEY("vault_id","file_id","chunk_index"),
	CONSTRAINT "vault_file_chunks_size_check" CHECK ("vault_file_chunks"."size" > 0),
	CONSTRAINT "vault_file_chunks_index_check" CHECK ("vault_file_chunks"."chunk_index" >= 0)
);
