ALTER TABLE "bookings" DROP CONSTRAINT "bookings_locale_check";--> statement-breakpoint
ALTER TABLE "resources" DROP CONSTRAINT "resources_language_check";--> statement-breakpoint
ALTER TABLE "user_signups" DROP CONSTRAINT "user_signups_locale_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_locale_check" CHECK ("bookings"."locale" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');--> statement-breakpoint
ALTER TABLE "resources" ADD CONSTRAINT "resources_language_check" CHECK ("resources"."language" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');--> statement-breakpoint
ALTER TABLE "user_signups" ADD CONSTRAINT "user_signups_locale_check" CHECK ("user_signups"."locale" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');