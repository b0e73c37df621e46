import { z } from 'zod';
import { userStatusSchema } from './users';

/** Spec core 5 and 9: a friend search shows at most 5 people. */
export const FRIEND_SEARCH_MAX = 5;

/** What a friend request shows of a person (spec core 7: sender {avatar, displayName}). */
export const friendPersonSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
});
export type FriendPerson = z.infer<typeof friendPersonSchema>;

/**
 * POST /api/friend-requests (spec core 7: senderId, receiverId). The sender is the session's
 * user; a senderId naming anyone else is refused.
 */
export const friendRequestCreateSchema = z.strictObject({
  senderId: z.string().min(1).max(100).optional(),
  receiverId: z.string().min(1).max(100),
});
export type FriendRequestCreate = z.infer<typeof friendRequestCreateSchema>;

export const friendRequestSchema = z.object({
  id: z.string(),
  senderId: z.string(),
  receiverId: z.string(),
  sender: friendPersonSchema,
  receiver: friendPersonSchema,
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/**
 * What sending a request did: it waits for the other person, or they had already asked me, so
 * we are friends now.
 */
export const friendRequestResultSchema = z.object({
  status: z.enum(['sent', 'friends']),
  request: friendRequestSchema.nullable(),
});
export type FriendRequestResult = z.infer<typeof friendRequestResultSchema>;

/** Spec secondary 3 'Friend view', for the contacts screen: everyone I may know. */
export const friendViewSchema = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar: z.string().nullable(),
  status: userStatusSchema,
  /** When their last live connection closed (ISO); null while online or never seen. */
  lastSeen: z.string().nullable(),
  isFriend: z.boolean(),
  /** I asked them and they have not answered. */
  isPendingRequest: z.boolean(),
  /**
   * Addition: they asked me and I have not answered: their request's id, for Accept and Decline
   * (Contacts > Pending). Null otherwise.
   */
  incomingRequestId: z.string().nullable(),
  mutualFriends: z.number().int().nonnegative(),
});
export type FriendView = z.infer<typeof friendViewSchema>;

/** Spec secondary 3 'Blocked user'. */
export const blockedUserSchema = friendPersonSchema.extend({ blockedAt: z.string() });
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blockCreateSchema = z.strictObject({ userId: z.string().min(1).max(100) });
