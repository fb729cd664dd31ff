ALTER TABLE "activity_log" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "target_type" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "target_id" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "activity_log_site_user_time_idx" ON "activity_log" USING btree ("site_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_site_kind_time_idx" ON "activity_log" USING btree ("site_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_site_user_kind_time_idx" ON "activity_log" USING btree ("site_id","user_id","kind","created_at","id");