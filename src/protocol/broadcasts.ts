import { z } from 'zod';
import { listDescriptionSchema, listNameSchema } from './lists';
import { BROADCAST_CATEGORIES, BROADCAST_LISTS_MAX } from './lists-limits';
import { clientIdSchema, messageContentSchema } from './messages';
import { queryTextSchema } from './params';

export const broadcastCategorySchema = z.enum(BROADCAST_CATEGORIES, {
  error: 'Category must be General, Business, Technology or Work',
});

/**
 * Spec secondary 3 'Broadcast list'. `isSubscribed` is true for my own lists (spec secondary 4:
 * a new list is 'subscribed'). `lastBroadcast` is when the newest broadcast went, or null.
 * Addition: `creatorAvatar`.
 */
export const broadcastListSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  subscriberCount: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
  creatorName: z.string(),
  creatorAvatar: z.string().nullable(),
  isSubscribed: z.boolean(),
  lastBroadcast: z.string().nullable(),
  totalBroadcasts: z.number().int(),
  category: broadcastCategorySchema,
});
export type BroadcastList = z.infer<typeof broadcastListSchema>;

/** POST /api/broadcast-lists ('Create List': name, description). */
export const broadcastListCreateSchema = z.object({
  name: listNameSchema,
  description: listDescriptionSchema.default(''),
  category: broadcastCategorySchema.default('General'),
});
export type BroadcastListCreate = z.input<typeof broadcastListCreateSchema>;

/** PATCH /api/broadcast-lists/{id} ('Edit List'): any of the fields, at least one. */
export const broadcastListUpdateSchema = z
  .object({
    name: listNameSchema.optional(),
    description: listDescriptionSchema.optional(),
    category: broadcastCategorySchema.optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), 'Nothing to change');
export type BroadcastListUpdate = z.input<typeof broadcastListUpdateSchema>;

/** GET /api/broadcast-lists/discover?q=: other people's lists, matched by name, description, category. */
export const broadcastDiscoverQuerySchema = z.object({
  q: queryTextSchema(100).trim().default(''),
});

/**
 * POST /api/broadcasts ('Send Broadcast'). Spec secondary 5: a non-empty trimmed message and at
 * least one of my lists. `clientId` makes a retry the same broadcast, never a second one.
 */
export const broadcastSendSchema = z.object({
  content: messageContentSchema.transform((s) => s.trim()),
  listIds: z
    .array(z.string().min(1).max(100))
    .min(1, 'Select at least one list')
    .max(BROADCAST_LISTS_MAX, `At most ${BROADCAST_LISTS_MAX} lists at a time`),
  clientId: clientIdSchema,
});
export type BroadcastSend = z.input<typeof broadcastSendSchema>;

/**
 * Spec secondary 3 'Recent broadcast': one I sent. `recipientCount` counts the people it went to
 * (each once, whatever lists they are on); `readCount` those whose read position in our chat
 * reached it, as the read-receipt privacy rule lets me see. Additions: every list it went to
 * (`listIds`, `listNames`; `listId`/`listName` are the first).
 */
export const recentBroadcastSchema = z.object({
  id: z.string(),
  listId: z.string(),
  listName: z.string(),
  listIds: z.array(z.string()),
  listNames: z.array(z.string()),
  content: z.string(),
  sentAt: z.string(),
  senderName: z.string(),
  senderAvatar: z.string().nullable(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  mediaType: z.literal('text'),
});
export type RecentBroadcast = z.infer<typeof recentBroadcastSchema>;

/** GET /api/broadcast-lists/{id}/subscribers ('Manage Subscribers', the owner only). */
export const broadcastSubscriberSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  subscribedAt: z.string(),
});
export type BroadcastSubscriber = z.infer<typeof broadcastSubscriberSchema>;

/** GET /api/broadcast-lists/{id}/analytics ('View Analytics', the owner only). */
export const broadcastAnalyticsSchema = z.object({
  listId: z.string(),
  subscriberCount: z.number().int(),
  totalBroadcasts: z.number().int(),
  recipientCount: z.number().int(),
  readCount: z.number().int(),
  lastBroadcast: z.string().nullable(),
});
export type BroadcastAnalytics = z.infer<typeof broadcastAnalyticsSchema>;

/**
 * Addition: broadcast lists I own or follow changed (a subscriber came or went, a list was edited
 * or deleted, a broadcast went out): the lists and Recent are read again.
 */
export const broadcastsChangedEventSchema = z.object({ type: z.literal('broadcasts_changed') });
