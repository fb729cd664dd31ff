CREATE TABLE "page_view_days" (
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "page_view_days_site_id_day_pk" PRIMARY KEY("site_id","day")
);
--> statement-breakpoint
CREATE TABLE "page_view_hours" (
	"site_id" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_hours_site_id_hour_pk" PRIMARY KEY("site_id","hour")
);
--> statement-breakpoint
CREATE TABLE "page_view_page_days" (
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_view_page_days_site_id_day_path_pk" PRIMARY KEY("site_id","day","path")
);
--> statement-breakpoint
CREATE TABLE "page_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_visitors" (
	"site_id" text NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "page_view_visitors_site_id_day_visitor_pk" PRIMARY KEY("site_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"path" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "page_views_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "page_views_viewed_at_idx" ON "page_views" USING btree ("viewed_at");