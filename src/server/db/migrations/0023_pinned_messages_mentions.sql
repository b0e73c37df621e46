ALTER TABLE "conversations" ADD COLUMN "pinned_messages" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "mentions" text[];