CREATE TABLE "real_estate_loans" (
	"loan_id" uuid PRIMARY KEY NOT NULL,
	"real_estate_id" uuid NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_estates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"estimate" jsonb,
	"estimate_refusal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_estate_loans" ADD CONSTRAINT "real_estate_loans_loan_id_portfolios_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estate_loans" ADD CONSTRAINT "real_estate_loans_real_estate_id_real_estates_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estates" ADD CONSTRAINT "real_estates_id_portfolios_id_fk" FOREIGN KEY ("id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estates" ADD CONSTRAINT "real_estates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;