CREATE TABLE "translation_settings" (
	"user_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"auto_translate" boolean DEFAULT true NOT NULL,
	"source_language" text DEFAULT 'auto' NOT NULL,
	"target_language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translation_settings_user_id_conversation_id_pk" PRIMARY KEY("user_id","conversation_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "no_translate" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "translation_settings" ADD CONSTRAINT "translation_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_settings" ADD CONSTRAINT "translation_settings_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;