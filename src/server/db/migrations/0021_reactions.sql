ALTER TABLE "conversations" ADD COLUMN "last_reaction" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reactions" jsonb;