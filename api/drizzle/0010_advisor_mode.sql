CREATE TABLE "customer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"firm_id" uuid NOT NULL,
	"advisor_user_id" uuid,
	"advisor_name" text NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"phone" text,
	"company_name" text,
	"contact_name" text,
	"promo_code" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisory_customers" DROP CONSTRAINT "advisory_customers_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "advisory_customers_firm_idx";--> statement-breakpoint
ALTER TABLE "advisory_customers" DROP CONSTRAINT "advisory_customers_pkey";--> statement-breakpoint
ALTER TABLE "advisory_customers" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "subject_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "civil_title" text;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "birthplace" text;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "marital_status" smallint;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "children" smallint;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "advisor_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "access_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "access_withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
-- Existing customers (savers linked by an accepted invitation) take their names and address from their account.
UPDATE "advisory_customers" AS c SET "first_name" = u."first_name", "last_name" = u."last_name", "email" = u."email", "access_granted_at" = c."created_at", "updated_at" = c."created_at" FROM "users" AS u WHERE u."id" = c."user_id";--> statement-breakpoint
ALTER TABLE "advisory_customers" ALTER COLUMN "first_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "advisory_customers" ALTER COLUMN "last_name" SET NOT NULL;--> statement-breakpoint
-- Invitations belong to a customer record: the saver's when accepted, otherwise one per firm and address.
UPDATE "invitations" AS i SET "customer_id" = c."id" FROM "advisory_customers" AS c WHERE i."user_id" = c."user_id" AND i."firm_id" = c."firm_id";--> statement-breakpoint
INSERT INTO "advisory_customers" ("firm_id", "advisor_user_id", "civil_title", "first_name", "last_name", "email", "created_at", "updated_at")
  SELECT DISTINCT ON (i."firm_id", lower(i."email")) i."firm_id", i."advisor_user_id", i."civil_title", i."first_name", i."last_name", i."email", i."invited_at", i."invited_at"
  FROM "invitations" AS i
  WHERE i."customer_id" IS NULL AND NOT EXISTS (SELECT 1 FROM "advisory_customers" AS c WHERE c."firm_id" = i."firm_id" AND lower(c."email") = lower(i."email"))
  ORDER BY i."firm_id", lower(i."email"), i."invited_at" DESC;--> statement-breakpoint
UPDATE "invitations" AS i SET "customer_id" = c."id" FROM "advisory_customers" AS c WHERE i."customer_id" IS NULL AND c."firm_id" = i."firm_id" AND lower(c."email") = lower(i."email");--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_customer_id_advisory_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."advisory_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_firm_id_advisory_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."advisory_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_advisor_user_id_users_id_fk" FOREIGN KEY ("advisor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_events_customer_idx" ON "customer_events" USING btree ("customer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "customer_events_firm_idx" ON "customer_events" USING btree ("firm_id","occurred_at");--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD CONSTRAINT "advisory_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_customer_id_advisory_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."advisory_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "advisory_customers_firm_email_key" ON "advisory_customers" USING btree ("firm_id",lower("email"));--> statement-breakpoint
CREATE INDEX "invitations_customer_idx" ON "invitations" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "advisory_customers_firm_idx" ON "advisory_customers" USING btree ("firm_id",lower("last_name"));--> statement-breakpoint
ALTER TABLE "advisory_customers" ADD CONSTRAINT "advisory_customers_user_key" UNIQUE("user_id");