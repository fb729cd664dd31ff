CREATE TABLE "cookie_definitions" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"consent_categories" text[] NOT NULL,
	"expiry" text NOT NULL,
	"vendor" text NOT NULL,
	CONSTRAINT "cookie_definitions_site_id_id_pk" PRIMARY KEY("site_id","id")
);
