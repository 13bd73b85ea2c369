CREATE TABLE "aggregator_users" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_user_id" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"connection_id" text,
	"bank_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"state" text DEFAULT 'none' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"syncing" boolean DEFAULT false NOT NULL,
	"last_sync_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"progress" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"portfolio_id" uuid PRIMARY KEY NOT NULL,
	"kind_detail" text NOT NULL,
	"total_amount" numeric(16, 2) NOT NULL,
	"remaining_capital" numeric(16, 2) NOT NULL,
	"rate" numeric(8, 6) NOT NULL,
	"insurance_rate" numeric(8, 6),
	"monthly_payment" numeric(16, 2) NOT NULL,
	"signature_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_investments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"isin" text,
	"label" text NOT NULL,
	"valuation" numeric(16, 2) NOT NULL,
	"quantity" numeric(20, 6),
	"unit_value" numeric(20, 6),
	"valuation_date" date NOT NULL,
	"invested_amount" numeric(16, 2),
	"euro_fund" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_values" (
	"portfolio_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value" numeric(16, 2) NOT NULL,
	CONSTRAINT "portfolio_values_portfolio_id_date_pk" PRIMARY KEY("portfolio_id","date")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"account_id" uuid,
	"external_id" text,
	"name" text NOT NULL,
	"number" text,
	"kind" text NOT NULL,
	"kind_detail" text,
	"status" text DEFAULT 'active' NOT NULL,
	"category" text,
	"type" text DEFAULT 'asset' NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"opening_date" date,
	"simulated_from" date,
	"real_estate_id" uuid,
	"infos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recommended_risk" smallint,
	"risk_survey" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portfolios_recommended_risk_range" CHECK ("portfolios"."recommended_risk" IS NULL OR "portfolios"."recommended_risk" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"portfolio_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"label" text NOT NULL,
	"category" text
);
--> statement-breakpoint
ALTER TABLE "aggregator_users" ADD CONSTRAINT "aggregator_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_investments" ADD CONSTRAINT "portfolio_investments_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_values" ADD CONSTRAINT "portfolio_values_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_account_id_bank_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_connection_key" ON "bank_accounts" USING btree ("user_id","connection_id");--> statement-breakpoint
CREATE INDEX "jobs_claim_idx" ON "jobs" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "jobs_user_idx" ON "jobs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "portfolio_investments_portfolio_idx" ON "portfolio_investments" USING btree ("portfolio_id");--> statement-breakpoint
CREATE INDEX "portfolios_user_idx" ON "portfolios" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_account_external_key" ON "portfolios" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_portfolio_external_key" ON "transactions" USING btree ("portfolio_id","external_id");--> statement-breakpoint
CREATE INDEX "transactions_portfolio_date_idx" ON "transactions" USING btree ("portfolio_id","date");