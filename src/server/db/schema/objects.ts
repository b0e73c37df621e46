import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { messages } from './conversations';
import { users } from './people';

/**
 * A stored photo or voice note (issue 12): its bytes are in the object store under `key` (and a
 * thumbnail under `thumbKey`); this row says whose it is and where it was sent. The id is the
 * public ref in `/api/images/{ref}`. `messageId` is null until a send attaches it (in the send's
 * transaction, so an object goes into one message at most); objects never sent are swept after
 * 24 h. A deleted message's objects go with it (unsend, burner expiry); a message removed by a
 * cascade leaves its object unattached, and the sweep takes it then.
 */
export const objects = pgTable(
  'objects',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** From the bytes, never from what the client claimed. */
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** A voice note's length, as its message declared it. */
    durationMs: integer('duration_ms'),
    key: text('key').notNull(),
    thumbKey: text('thumb_key'),
    /** Of the stored bytes: the Photo Library's Recent shows a photo sent twice once. */
    sha256: text('sha256').notNull(),
    /** Where it came from: upload, camera, library, generated (the Image Playground). */
    source: text('source'),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('objects_kind_check', sql`${t.kind} in ('image', 'voice')`),
    index('objects_owner_idx').on(t.ownerId, t.kind, t.createdAt),
    index('objects_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    // The orphan sweep's look-up: objects never sent, oldest first.
    index('objects_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.messageId} is null`),
  ],
);
