import type { GameSnapshot } from '../../../protocol';
import { liveFeature } from '../../lib/live-registry';
import { gameKey } from '../../lib/query-client';
import { gameSnapshotPick } from './game-cache';

/**
 * Game updates replace the cached copy of that game when they are newer. Only games already
 * cached (open now, or opened before) are touched: one never looked at is fetched when opened.
 */
export const gamesLive = liveFeature({
  events: ['game_updated'],
  applyEvents: (client, events) => {
    for (const event of events) {
      const key = gameKey(event.game.id);
      const held = client.getQueryData<GameSnapshot>(key);
      if (held && gameSnapshotPick(held, event.game) !== held) client.setQueryData(key, event.game);
    }
  },
});
