DROP INDEX "activity_log_site_created_idx";--> statement-breakpoint
CREATE INDEX "activity_log_site_time_idx" ON "activity_log" USING btree ("site_id","created_at","id");