ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "signup_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_signup_id_user_signups_id_fk" FOREIGN KEY ("signup_id") REFERENCES "public"."user_signups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessment_results_email_lower_idx" ON "assessment_results" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "bookings_email_lower_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "community_posts_author_email_lower_idx" ON "community_posts" USING btree (lower("author_email"));--> statement-breakpoint
CREATE INDEX "contact_submissions_email_lower_idx" ON "contact_submissions" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "notifications_contact_id_idx" ON "notifications" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "notifications_signup_id_idx" ON "notifications" USING btree ("signup_id");--> statement-breakpoint
CREATE INDEX "user_signups_email_lower_idx" ON "user_signups" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('booking_received', 'contact_received', 'booking_confirmed', 'booking_cancelled', 'signup_exists'));