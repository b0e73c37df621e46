ALTER TABLE "conversations" ADD COLUMN "last_change_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "change_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "messages_changes_idx" ON "messages" USING btree ("conversation_id","change_seq") WHERE "messages"."change_seq" > 0;