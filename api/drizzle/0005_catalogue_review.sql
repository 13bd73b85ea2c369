DROP INDEX "catalogue_products_bank_name_key";--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "declared_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD COLUMN "published_by_user_id" uuid;--> statement-breakpoint
-- Products that exist before the review step were visible to everyone: they stay published. A declared row's
-- author is its last editor (the declarer unless an advisor edited it since).
UPDATE "catalogue_products" SET "published_at" = "created_at", "declared_by_user_id" = CASE WHEN "source" = 'declared' THEN "edited_by_user_id" END;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_declared_by_user_id_users_id_fk" FOREIGN KEY ("declared_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_products" ADD CONSTRAINT "catalogue_products_published_by_user_id_users_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_pending_name_key" ON "catalogue_products" USING btree ("bank_id","name_key","declared_by_user_id") WHERE "catalogue_products"."published_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_products_bank_name_key" ON "catalogue_products" USING btree ("bank_id","name_key") WHERE "catalogue_products"."published_at" is not null;