CREATE TABLE "payment_provider_settings" (
	"site_id" text NOT NULL,
	"provider" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_settings_site_id_provider_pk" PRIMARY KEY("site_id","provider")
);
