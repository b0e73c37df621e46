import type { LiveFeature } from './lib/live-registry';
import { peopleLive } from './features/people/live';
import { receiptsLive } from './features/receipts/live';
import { chatPreferencesLive } from './features/chat-preferences/live';
import { chatInfoLive } from './features/chat-info/live';
import { gamesLive } from './features/games/live';
import { paymentsLive } from './features/payments/live';
import { scheduledLive } from './features/scheduled/live';
import { starredLive } from './features/starred/live';
import { reactionsLive } from './features/reactions/live';
import { messagePinsLive } from './features/message-pins/live';
import { mentionsLive } from './features/mentions/live';
import { friendsLive } from './features/friends/live';
import { statusLive } from './features/status/live';
import { reelsLive } from './features/reels/live';
import { listsLive } from './features/lists/live';
import { broadcastsLive } from './features/broadcasts/live';
import { devicesLive } from './features/devices/live';
import { settingsLive } from './features/settings/live';
import { outboxLive } from './features/outbox/live';
import { callsLive } from './features/calls/live';

/**
 * Every web feature's live-event registration (`lib/live-registry.ts`), in the order they run.
 * The app hands this list to `LiveProvider`, which loads it with the live connection after the
 * first screen: this file and what it imports stay out of the entry chunk. A feature that
 * handles server events adds one line here.
 */
export const LIVE_FEATURES: readonly LiveFeature[] = [
  peopleLive,
  receiptsLive,
  chatPreferencesLive,
  chatInfoLive,
  gamesLive,
  paymentsLive,
  scheduledLive,
  starredLive,
  reactionsLive,
  messagePinsLive,
  mentionsLive,
  friendsLive,
  statusLive,
  reelsLive,
  listsLive,
  broadcastsLive,
  devicesLive,
  settingsLive,
  outboxLive,
  callsLive,
];
