CREATE TABLE "email_bodies" (
	"key" text PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "html" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "text" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "body_key" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "vars" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_body_key_email_bodies_key_fk" FOREIGN KEY ("body_key") REFERENCES "public"."email_bodies"("key") ON DELETE cascade ON UPDATE no action;