CREATE TABLE "analysis_page_visits" (
	"portfolio_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"step" text NOT NULL,
	"substep" smallint NOT NULL,
	"visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analysis_page_visits_portfolio_id_user_id_step_substep_pk" PRIMARY KEY("portfolio_id","user_id","step","substep")
);
--> statement-breakpoint
CREATE TABLE "portfolio_analyses" (
	"portfolio_id" uuid NOT NULL,
	"type" text NOT NULL,
	"version" text NOT NULL,
	"body" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portfolio_analyses_portfolio_id_type_pk" PRIMARY KEY("portfolio_id","type")
);
--> statement-breakpoint
ALTER TABLE "analysis_page_visits" ADD CONSTRAINT "analysis_page_visits_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_page_visits" ADD CONSTRAINT "analysis_page_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_analyses" ADD CONSTRAINT "portfolio_analyses_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analysis_page_visits_user_idx" ON "analysis_page_visits" USING btree ("user_id");