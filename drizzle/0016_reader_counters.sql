CREATE TABLE "reader_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"stories" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reader_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "reader_interest_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"interest_id" integer NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reader_interest_days_user_id_day_interest_id_pk" PRIMARY KEY("user_id","day","interest_id")
);
--> statement-breakpoint
CREATE TABLE "reader_outlet_days" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"outlet_id" text NOT NULL,
	"weight" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "reader_outlet_days_user_id_day_outlet_id_pk" PRIMARY KEY("user_id","day","outlet_id")
);
--> statement-breakpoint
ALTER TABLE "reader_days" ADD CONSTRAINT "reader_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_interest_days" ADD CONSTRAINT "reader_interest_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_outlet_days" ADD CONSTRAINT "reader_outlet_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_outlet_days" ADD CONSTRAINT "reader_outlet_days_outlet_id_outlets_id_fk" FOREIGN KEY ("outlet_id") REFERENCES "public"."outlets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reads_user_story_read_at" ON "reads" USING btree ("user_id","story_id","read_at");