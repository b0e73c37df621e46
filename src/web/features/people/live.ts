import type { Session } from '../../../protocol';
import { liveFeature } from '../../lib/live-registry';
import { SESSION_KEY } from '../../lib/query-client';
import { usersUpsert } from './users-upsert';
import { usersWatch } from './users-watch';

/**
 * Someone's record changed (`user_updated`): the user list takes it, and when it is mine the
 * session follows, and with it the app's language. For the whole session, a chat or message
 * naming someone the list lacks fetches the list again.
 */
export const peopleLive = liveFeature({
  events: ['user_updated'],
  fold: (cache, event) =>
    cache.users ? { ...cache, users: usersUpsert(cache.users, event.user) } : cache,
  applyEvents: (client, events, { userId }) => {
    for (const event of events)
      if (event.user.id === userId)
        client.setQueryData(SESSION_KEY, { user: event.user } satisfies Session);
  },
  start: ({ client }) => ({ stop: usersWatch(client) }),
});
