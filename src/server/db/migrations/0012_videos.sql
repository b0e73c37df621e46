CREATE TABLE "videos" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"key" text NOT NULL,
	"multipart_id" text,
	"original_name" text DEFAULT '' NOT NULL,
	"mime_type" text,
	"size" bigint,
	"duration_ms" integer,
	"width" integer,
	"height" integer,
	"thumb_key" text,
	"status" text DEFAULT 'uploading' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hashtags" text[] DEFAULT '{}'::text[] NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "videos_key_unique" UNIQUE("key"),
	CONSTRAINT "videos_status_check" CHECK ("videos"."status" in ('uploading', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_feed_idx" ON "videos" USING btree ("ready_at") WHERE "videos"."status" = 'ready';--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_unfinished_idx" ON "videos" USING btree ("created_at") WHERE "videos"."status" <> 'ready';