CREATE TABLE "message_stars" (
	"user_id" text NOT NULL,
	"message_id" text NOT NULL,
	"starred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_stars_user_id_message_id_pk" PRIMARY KEY("user_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "message_versions" (
	"message_id" text NOT NULL,
	"version" integer NOT NULL,
	"content" text NOT NULL,
	"language" text,
	"written_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_versions_message_id_version_pk" PRIMARY KEY("message_id","version")
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"content" text NOT NULL,
	"is_burner" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_messages_status_check" CHECK ("scheduled_messages"."status" in ('pending', 'sent', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "conversation_members" ADD COLUMN "delivered_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "read_receipts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "message_stars" ADD CONSTRAINT "message_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_stars" ADD CONSTRAINT "message_stars_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_versions" ADD CONSTRAINT "message_versions_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_stars_user_idx" ON "message_stars" USING btree ("user_id","starred_at");--> statement-breakpoint
CREATE INDEX "scheduled_messages_due_idx" ON "scheduled_messages" USING btree ("send_at") WHERE "scheduled_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "scheduled_messages_sender_idx" ON "scheduled_messages" USING btree ("sender_id","conversation_id");--> statement-breakpoint
CREATE INDEX "messages_burner_idx" ON "messages" USING btree ("expires_at") WHERE "messages"."is_burner" and "messages"."deleted_at" is null;