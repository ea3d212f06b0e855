CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"section" text NOT NULL,
	"page" text NOT NULL,
	"referrer_host" text,
	"landing" boolean DEFAULT false NOT NULL,
	"utm_campaign" text
);
--> statement-breakpoint
CREATE INDEX "page_views_viewed_at" ON "page_views" USING btree ("viewed_at");