CREATE TABLE "site_versions" (
	"site_id" text NOT NULL,
	"domain" text NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "site_versions_site_id_domain_pk" PRIMARY KEY("site_id","domain")
);
--> statement-breakpoint
ALTER TABLE "site_versions" ADD CONSTRAINT "site_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" DROP COLUMN "content_version";