CREATE TABLE "share_link_chunks" (
	"link_id" text NOT NULL,
	"attachment_id" text NOT NULL,
	"index" integer NOT NULL,
	"sealed" "bytea" NOT NULL,
	CONSTRAINT "share_link_chunks_link_id_attachment_id_index_pk" PRIMARY KEY("link_id","attachment_id","index")
);
--> statement-breakpoint
ALTER TABLE "share_link_chunks" ADD CONSTRAINT "share_link_chunks_link_id_share_links_link_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("link_id") ON DELETE cascade ON UPDATE no action;