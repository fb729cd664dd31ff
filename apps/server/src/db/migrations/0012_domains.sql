CREATE TABLE "domain_configurations" (
	"domain" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"status" text NOT NULL,
	"verify_value" text NOT NULL,
	"validation_started_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_configurations" ADD CONSTRAINT "domain_configurations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_configurations_site_idx" ON "domain_configurations" USING btree ("site_id","created_at");