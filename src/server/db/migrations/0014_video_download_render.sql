ALTER TABLE "video_downloads" ADD COLUMN "edits" jsonb;--> statement-breakpoint
ALTER TABLE "video_downloads" ADD COLUMN "progress_at" timestamp with time zone;