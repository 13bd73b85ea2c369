CREATE TABLE "catalogue_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"bank_id" text NOT NULL,
	"url" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"kind" text NOT NULL,
	"description" text,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"minimum_deposit" numeric(16, 2),
	"euro_fund_rate" numeric(8, 6),
	"edited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_products_url_unique" UNIQUE("url")
);
--> statement-breakpoint
ALTER TABLE "loans" ALTER COLUMN "insurance_rate" SET DATA TYPE numeric(10, 8);--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_edited_by_user_id_users_id_fk" FOREIGN KEY ("edited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_bank_name_key" ON "catalogue_products" USING btree ("bank_id","name_key");