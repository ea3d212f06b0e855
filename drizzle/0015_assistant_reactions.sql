CREATE TABLE "assistant_reactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"story_id" bigint NOT NULL,
	"user_id" integer,
	"question" text NOT NULL,
	"helpful" boolean NOT NULL,
	"via" text NOT NULL,
	"answered" boolean NOT NULL,
	"variant" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_reactions" ADD CONSTRAINT "assistant_reactions_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_reactions" ADD CONSTRAINT "assistant_reactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_reactions_story" ON "assistant_reactions" USING btree ("story_id","created_at");