CREATE TABLE "objects" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"key" text NOT NULL,
	"thumb_key" text,
	"sha256" text NOT NULL,
	"source" text,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objects_kind_check" CHECK ("objects"."kind" in ('image', 'voice'))
);
--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objects" ADD CONSTRAINT "objects_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "objects_owner_idx" ON "objects" USING btree ("owner_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "objects_message_idx" ON "objects" USING btree ("message_id") WHERE "objects"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "objects_unsent_idx" ON "objects" USING btree ("created_at") WHERE "objects"."message_id" is null;