CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "articles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outlet_id" text NOT NULL,
	"feed_id" integer,
	"url" text NOT NULL,
	"hash" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"author" text,
	"image_url" text,
	"published_at" timestamp with time zone NOT NULL,
	"date_flagged" boolean DEFAULT false NOT NULL,
	"language" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clustered_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', coalesce(title, '') || ' ' || coalesce(description, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "engine_state" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" text NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"etag" text,
	"last_modified" text,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"last_status" integer,
	"last_fetched_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_item_count" integer,
	"articles_added" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone,
	CONSTRAINT "feeds_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"country_code" text,
	"region_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlet_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"outlet_id" text NOT NULL,
	"kind" text NOT NULL,
	"rater" text NOT NULL,
	"label" text NOT NULL,
	"rated_on" date NOT NULL,
	"url" text
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"domains" text[] NOT NULL,
	"country" text NOT NULL,
	"editions" text[] NOT NULL,
	"bias" text DEFAULT 'unknown' NOT NULL,
	"bias_basis" text DEFAULT '' NOT NULL,
	"factuality" text DEFAULT 'unknown' NOT NULL,
	"owner" text,
	"ownership_type" text,
	"paywall" boolean DEFAULT false NOT NULL,
	"border_colour" text NOT NULL,
	"logo" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"image_url" text,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"article_count" integer DEFAULT 0 NOT NULL,
	"source_count" integer DEFAULT 0 NOT NULL,
	"bias_counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"left_percent" integer DEFAULT 0 NOT NULL,
	"center_percent" integer DEFAULT 0 NOT NULL,
	"right_percent" integer DEFAULT 0 NOT NULL,
	"blindspot_for" text,
	"editions" text[] DEFAULT '{}'::text[] NOT NULL,
	"interest_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"merged_into" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_articles" (
	"article_id" bigint PRIMARY KEY NOT NULL,
	"story_id" bigint NOT NULL,
	"score" real NOT NULL,
	"shared_terms" text[] DEFAULT '{}'::text[] NOT NULL,
	"shared_entities" text[] DEFAULT '{}'::text[] NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_interests" (
	"story_id" bigint NOT NULL,
	"interest_id" integer NOT NULL,
	"score" real DEFAULT 1 NOT NULL,
	CONSTRAINT "story_interests_story_id_interest_id_pk" PRIMARY KEY("story_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"fullname" text,
	"username" text,
	"avatar" text,
	"category" text,
	"time_zone_id" text,
	"top_feed_edition" text,
	"subscription_status" text DEFAULT 'free' NOT NULL,
	"subscription_will_renew" boolean DEFAULT false NOT NULL,
	"subscribed_until" timestamp with time zone,
	"left_color" text,
	"right_color" text,
	"registered" boolean DEFAULT true NOT NULL,
	"trial_start" timestamp with time zone,
	"inst_verif_pending" boolean DEFAULT false NOT NULL,
	"local_is_manual" boolean DEFAULT false NOT NULL,
	"local_place" jsonb,
	"image_mode" text DEFAULT 'color' NOT NULL,
	"institutional_user" boolean DEFAULT false NOT NULL,
	"stripe_customer_id" text,
	"utm_medium" text,
	"pn_level" text,
	"pn_sound" boolean,
	"pn_daily_time" integer,
	"push_id" text,
	"onboarding_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_feed_id_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feeds" ADD CONSTRAINT "feeds_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlet_ratings" ADD CONSTRAINT "outlet_ratings_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_articles" ADD CONSTRAINT "story_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_articles" ADD CONSTRAINT "story_articles_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_interests" ADD CONSTRAINT "story_interests_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_interests" ADD CONSTRAINT "story_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "articles_url_unique" ON "articles" USING btree ("url");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_outlet_hash_unique" ON "articles" USING btree ("outlet_id","hash");--> statement-breakpoint
CREATE INDEX "articles_published" ON "articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "articles_unclustered" ON "articles" USING btree ("id") WHERE clustered_at IS NULL;--> statement-breakpoint
CREATE INDEX "articles_search" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "feeds_due" ON "feeds" USING btree ("next_check_at");--> statement-breakpoint
CREATE INDEX "feeds_outlet" ON "feeds" USING btree ("outlet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_slug_unique" ON "interests" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "interests_name_trgm" ON "interests" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interests_place" ON "interests" USING btree ("country_code","region_code");--> statement-breakpoint
CREATE UNIQUE INDEX "outlet_ratings_unique" ON "outlet_ratings" USING btree ("outlet_id","kind","rater","rated_on");--> statement-breakpoint
CREATE INDEX "outlets_name_trgm" ON "outlets" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "stories_last_seen" ON "stories" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "stories_first_seen" ON "stories" USING btree ("first_seen_at");--> statement-breakpoint
CREATE INDEX "stories_editions" ON "stories" USING gin ("editions");--> statement-breakpoint
CREATE INDEX "stories_interests" ON "stories" USING gin ("interest_ids");--> statement-breakpoint
CREATE INDEX "stories_blindspot" ON "stories" USING btree ("blindspot_for","last_seen_at") WHERE blindspot_for IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stories_title_trgm" ON "stories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "story_articles_story" ON "story_articles" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "story_interests_interest" ON "story_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));