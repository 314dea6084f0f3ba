DROP TABLE "business_listings" CASCADE;--> statement-breakpoint
DROP TABLE "community_replies" CASCADE;--> statement-breakpoint
DROP TABLE "sponsor_ads" CASCADE;