CREATE TABLE "customer_sessions" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_sessions_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "confirm_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reset_token_hash" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reset_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "pending_email" text;--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("site_id","customer_id");--> statement-breakpoint
CREATE INDEX "customer_sessions_expires_idx" ON "customer_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_confirm_token_key" ON "customers" USING btree ("site_id","confirm_token_hash") WHERE "customers"."confirm_token_hash" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_reset_token_key" ON "customers" USING btree ("site_id","reset_token_hash") WHERE "customers"."reset_token_hash" IS NOT NULL;