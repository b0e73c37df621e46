import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Message, ServerEvent, StarredMessage } from '../../../protocol';
import { starredApplyEvents, starredKey } from './starred-cache';

const held = { id: 'm-1', content: 'Hello' } as StarredMessage;
const message = (id: string) => ({ id, conversationId: 'c-1' }) as Message;

function clientHolding(list: StarredMessage[] | undefined) {
  const client = new QueryClient();
  if (list) client.setQueryData(starredKey('u-emma'), list);
  return client;
}
const stale = (client: QueryClient) => client.getQueryState(starredKey('u-emma'))?.isInvalidated;

describe('starredApplyEvents', () => {
  it.each<[string, ServerEvent, boolean]>([
    [
      'a star changed on another device',
      { type: 'star_updated', messageId: 'm-9', starred: true, starredAt: '2026-01-01T00:00:00Z' },
      true,
    ],
    ['a starred message edited or unsent', { type: 'message', message: message('m-1') }, true],
    ['a message that is not starred', { type: 'message', message: message('m-2') }, false],
    ['a presence change', { type: 'presence', userId: 'u-sofia', status: 'online' }, false],
  ])('should tell whether to fetch the list again: %s', (_, event, expected) => {
    const client = clientHolding([held]);
    starredApplyEvents(client, [event], 'u-emma');
    expect(stale(client) ?? false).toBe(expected);
  });
});
