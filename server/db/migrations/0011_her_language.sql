ALTER TABLE "bookings" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_signups" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale_check" CHECK ("bookings"."locale" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "user_signups" ADD CONSTRAINT "user_signups_locale_check" CHECK ("user_signups"."locale" in ('en', 'es'));