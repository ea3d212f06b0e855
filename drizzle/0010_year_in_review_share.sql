ALTER TABLE "users" ADD COLUMN "year_in_review_share" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_year_in_review_share_unique" ON "users" USING btree ("year_in_review_share");