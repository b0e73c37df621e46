CREATE TABLE "calls" (
	"conversation_id" text NOT NULL,
	"call_id" text NOT NULL,
	"caller_id" text NOT NULL,
	"call_type" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"joined" text[] DEFAULT '{}'::text[] NOT NULL,
	"outcome" text,
	CONSTRAINT "calls_conversation_id_call_id_pk" PRIMARY KEY("conversation_id","call_id"),
	CONSTRAINT "calls_type_check" CHECK ("calls"."call_type" in ('video', 'audio')),
	CONSTRAINT "calls_outcome_check" CHECK ("calls"."outcome" in ('missed', 'declined', 'ended'))
);
--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;