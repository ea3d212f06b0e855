CREATE TABLE "gift_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'vantage' NOT NULL,
	"months" integer DEFAULT 12 NOT NULL,
	"buyer_email" text NOT NULL,
	"recipient_email" text,
	"checkout_session_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	CONSTRAINT "gift_codes_checkout_session_id_unique" UNIQUE("checkout_session_id")
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "stripe_subscription_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "subscription_state_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_codes_redeemed_by" ON "gift_codes" USING btree ("redeemed_by");