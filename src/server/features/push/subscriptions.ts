import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionJson } from '../../../protocol';
import type { Db } from '../../db/connect';
import { pushSubscriptions } from '../../db/schema';

/**
 * Keeps a browser's subscription for the signed-in user: the same endpoint again updates its
 * keys and session, and one another account registered moves to this one (the browser profile
 * behind an endpoint is signed into one account at a time: the last to subscribe from it).
 */
export async function pushSubscriptionSave(
  db: Db,
  userId: string,
  sessionHash: string | null,
  subscription: PushSubscriptionJson,
): Promise<void> {
  const row = {
    userId,
    sessionHash,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: subscription.endpoint, ...row })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: row });
}

/** Drops one of the user's subscriptions; false when they have none at that endpoint. */
export async function pushSubscriptionDelete(
  db: Db,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ endpoint: pushSubscriptions.endpoint });
  return gone.length > 0;
}
