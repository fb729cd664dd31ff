CREATE TABLE "customers" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"profile_image" text,
	"anonymous" boolean DEFAULT true NOT NULL,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"last_active" timestamp with time zone,
	"orders" integer DEFAULT 0 NOT NULL,
	"orders_sum" integer DEFAULT 0 NOT NULL,
	"password_hash" text,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_key" ON "customers" USING btree ("site_id","email");--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("site_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_anonymous_created_idx" ON "customers" USING btree ("site_id","anonymous","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "customers_name_prefix_idx" ON "customers" USING btree ("site_id","name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "customers_email_prefix_idx" ON "customers" USING btree ("site_id","email" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "customers_invite_token_key" ON "customers" USING btree ("site_id","invite_token_hash") WHERE "customers"."invite_token_hash" IS NOT NULL;