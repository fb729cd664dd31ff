DROP INDEX "system_messages_created_idx";--> statement-breakpoint
DROP INDEX "timeline_events_site_created_idx";--> statement-breakpoint
CREATE INDEX "system_messages_created_idx" ON "system_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "timeline_events_site_created_idx" ON "timeline_events" USING btree ("site_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);