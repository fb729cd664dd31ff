CREATE TABLE "experiment_counters" (
	"site_id" text NOT NULL,
	"experiment_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"goal_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "experiment_counters_site_id_experiment_id_variant_id_pk" PRIMARY KEY("site_id","experiment_id","variant_id")
);
--> statement-breakpoint
CREATE TABLE "experiment_visitors" (
	"site_id" text NOT NULL,
	"experiment_id" text NOT NULL,
	"visitor" text NOT NULL,
	"variant_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"goal_at" timestamp with time zone,
	CONSTRAINT "experiment_visitors_site_id_experiment_id_visitor_pk" PRIMARY KEY("site_id","experiment_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"site_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"active" boolean NOT NULL,
	"from_date" timestamp with time zone,
	"to_date" timestamp with time zone,
	"reference" text,
	"goal" jsonb NOT NULL,
	"variants" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE INDEX "experiments_name_idx" ON "experiments" USING btree ("site_id","name","id");--> statement-breakpoint
CREATE INDEX "experiments_active_idx" ON "experiments" USING btree ("site_id","active");