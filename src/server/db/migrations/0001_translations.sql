CREATE TABLE "message_translations" (
	"message_id" text NOT NULL,
	"target_language" text NOT NULL,
	"engine" text NOT NULL,
	"source_language" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_translations_message_id_target_language_engine_pk" PRIMARY KEY("message_id","target_language","engine")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "message_translations" ADD CONSTRAINT "message_translations_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;