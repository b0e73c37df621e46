CREATE TABLE "burner_reads" (
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"conversation_id" text NOT NULL,
	"burn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "burner_reads_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "burner_reads" ADD CONSTRAINT "burner_reads_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burner_reads" ADD CONSTRAINT "burner_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "burner_reads" ADD CONSTRAINT "burner_reads_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "burner_reads_reader_idx" ON "burner_reads" USING btree ("user_id","conversation_id");--> statement-breakpoint
CREATE INDEX "burner_reads_due_idx" ON "burner_reads" USING btree ("conversation_id","burn_at");