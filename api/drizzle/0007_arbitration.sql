CREATE TABLE "arbitration_plans" (
	"portfolio_id" uuid PRIMARY KEY NOT NULL,
	"choice" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"version" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_optimisations" (
	"portfolio_id" uuid NOT NULL,
	"key" text NOT NULL,
	"version" text NOT NULL,
	"body" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_optimisations_portfolio_id_key_pk" PRIMARY KEY("portfolio_id","key")
);
--> statement-breakpoint
ALTER TABLE "arbitration_plans" ADD CONSTRAINT "arbitration_plans_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_optimisations" ADD CONSTRAINT "portfolio_optimisations_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;