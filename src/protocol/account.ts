import { z } from 'zod';
import type { UserSettings } from './settings';
import { PASSWORD_MIN } from './users';

/**
 * PUT /api/settings/password (Settings > Account): sets a password, after which picking this
 * identity asks for it. The current one is needed when one is set. New and confirm are compared
 * by the client ('New passwords do not match.'), so only the new one is sent. The new one is as
 * long as sign-up asks (issue 27): a change must not weaken what sign-up protects.
 */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z.string().max(200).optional(),
  newPassword: z.string().min(PASSWORD_MIN, 'Password must be at least 8 characters').max(200),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** GET /api/storage: what my stored objects take up (replacing the spec's fixed 45.2 of 128 GB). */
export interface StorageUsage {
  totalBytes: number;
  objectCount: number;
  /** Bytes per kind of object: `image` (photos) and `voice` (voice notes), and any newer kind. */
  byKind: Record<string, number>;
}

/** A person as an export names them: the public fields only. */
export interface ExportPerson {
  id: string;
  username: string;
  displayName: string;
}

/**
 * GET /api/export (Settings > Storage, 'Export Data'): everything the server keeps of mine, and
 * of other people only what I already see of them (names in my conversations, friends, lists).
 * Other people's messages are not mine to export.
 */
export interface AccountExport {
  exportedAt: string;
  profile: {
    id: string;
    username: string;
    displayName: string;
    avatar: string | null;
    bio: string | null;
    language: string;
    status: string;
    createdAt: string;
    lastSeenAt: string | null;
    hasPassword: boolean;
  };
  settings: UserSettings & { readReceipts: boolean; noTranslate: string[] };
  conversations: Array<{
    id: string;
    name: string | null;
    isGroup: boolean;
    createdAt: string;
    joinedAt: string;
    muted: boolean;
    members: ExportPerson[];
  }>;
  messages: Array<{
    id: string;
    conversationId: string;
    seq: number;
    content: string;
    messageType: string;
    metadata: Record<string, unknown> | null;
    createdAt: string;
    editedAt: string | null;
    deletedAt: string | null;
  }>;
  scheduledMessages: Array<{
    id: string;
    conversationId: string;
    content: string;
    sendAt: string;
    status: string;
  }>;
  starredMessageIds: Array<{ messageId: string; starredAt: string }>;
  friends: Array<ExportPerson & { since: string }>;
  friendRequests: {
    sent: Array<{ to: ExportPerson; createdAt: string }>;
    received: Array<{ from: ExportPerson; createdAt: string }>;
  };
  blocked: Array<ExportPerson & { blockedAt: string }>;
  contactLists: Array<{
    id: string;
    name: string;
    description: string;
    isPublic: boolean;
    tags: string[];
    createdAt: string;
    members: ExportPerson[];
  }>;
  broadcastLists: Array<{
    id: string;
    name: string;
    description: string;
    category: string;
    createdAt: string;
    subscriberCount: number;
  }>;
  broadcastSubscriptions: Array<{ listId: string; listName: string; since: string }>;
  broadcasts: Array<{ id: string; content: string; listNames: string[]; createdAt: string }>;
  statuses: Array<{ id: string; content: string; createdAt: string; expiresAt: string }>;
  objects: Array<{
    id: string;
    kind: string;
    mimeType: string;
    size: number;
    createdAt: string;
  }>;
  wallet: {
    balanceCents: number;
    payments: Array<{
      id: string;
      fromUserId: string;
      toUserId: string;
      amountCents: number;
      note: string | null;
      status: string;
      createdAt: string;
      settledAt: string | null;
    }>;
    paymentRequests: Array<{
      id: string;
      requesterId: string;
      payerId: string;
      amountCents: number;
      note: string | null;
      status: string;
      createdAt: string;
    }>;
  };
}
