CREATE TABLE "experiment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"experiment_id" text NOT NULL,
	"choice" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"relation" text DEFAULT 'follow' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_target_kind_target_id_pk" PRIMARY KEY("user_id","target_kind","target_id")
);
--> statement-breakpoint
CREATE TABLE "reads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"story_id" bigint NOT NULL,
	"article_id" bigint,
	"outlet_id" text,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiment_events" ADD CONSTRAINT "experiment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reads" ADD CONSTRAINT "reads_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiment_events_experiment" ON "experiment_events" USING btree ("experiment_id","created_at");--> statement-breakpoint
CREATE INDEX "experiment_events_user" ON "experiment_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "follows_user_relation" ON "follows" USING btree ("user_id","relation","target_kind","created_at");--> statement-breakpoint
CREATE INDEX "follows_target" ON "follows" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "reads_user_read_at" ON "reads" USING btree ("user_id","read_at");