CREATE TABLE "reader_counters_pending" (
	"user_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reader_counters_pending" ADD CONSTRAINT "reader_counters_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;