CREATE TABLE "page_views_daily" (
	"day" date NOT NULL,
	"brand" text NOT NULL,
	"page" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_daily_day_brand_page_pk" PRIMARY KEY("day","brand","page")
);
