-- Sessions now end 30 days after their last use: existing ones get that expiry before the
-- column becomes NOT NULL.
ALTER TABLE "sessions" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
UPDATE "sessions" SET "expires_at" = "last_seen_at" + interval '30 days';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "expires_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");
