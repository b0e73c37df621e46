import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ScheduledMessage } from '../../../protocol';
import { cacheApplyScheduled, scheduledKey, scheduledListApply } from './scheduled-cache';

const item = (id: string, patch: Partial<ScheduledMessage> = {}): ScheduledMessage => ({
  id,
  conversationId: 'c1',
  senderId: 'u-emma',
  content: `text ${id}`,
  isBurner: false,
  sendAt: '2026-11-24T09:30:00.000Z',
  status: 'pending',
  messageId: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  ...patch,
});

describe('scheduledListApply (core 4 Scheduled message)', () => {
  it('should add a pending item soonest first', () => {
    const late = item('b', { sendAt: '2026-11-25T09:00:00.000Z' });
    const soon = item('a', { sendAt: '2026-11-24T08:00:00.000Z' });
    expect(scheduledListApply([late], soon)).toEqual([soon, late]);
  });

  it('should move an edited item to its new place', () => {
    const a = item('a', { sendAt: '2026-11-24T08:00:00.000Z' });
    const b = item('b', { sendAt: '2026-11-25T08:00:00.000Z' });
    const moved = item('a', {
      sendAt: '2026-11-26T08:00:00.000Z',
      updatedAt: '2026-11-23T11:00:00.000Z',
    });
    expect(scheduledListApply([a, b], moved)).toEqual([b, moved]);
  });

  it.each(['sent', 'cancelled'] as const)('should drop an item once %s', (status) => {
    const a = item('a');
    const done = item('a', { status, updatedAt: '2026-11-24T09:30:00.000Z' });
    expect(scheduledListApply([a, item('b')], done).map((s) => s.id)).toEqual(['b']);
  });

  it('should ignore an older copy and return the same list when nothing changed', () => {
    const fresh = item('a', { content: 'new', updatedAt: '2026-11-23T12:00:00.000Z' });
    const list = [fresh];
    expect(scheduledListApply(list, item('a', { content: 'old' }))).toBe(list);
    expect(scheduledListApply(list, item('z', { status: 'sent' }))).toBe(list);
  });

  it('should end the same whatever order an edit and its send arrive in', () => {
    const edit = item('a', { content: 'edited', updatedAt: '2026-11-23T11:00:00.000Z' });
    const sent = item('a', { status: 'sent', updatedAt: '2026-11-24T09:30:00.000Z' });
    expect(scheduledListApply(scheduledListApply([item('a')], edit), sent)).toEqual([]);
    expect(scheduledListApply(scheduledListApply([item('a')], sent), edit)).toEqual([edit]);
  });
});

describe('cacheApplyScheduled', () => {
  it('should fold pushes into a cached list and leave lists never fetched alone', () => {
    const client = new QueryClient();
    client.setQueryData(scheduledKey('c1'), [item('a')]);
    cacheApplyScheduled(client, [
      { type: 'scheduled_updated', scheduled: item('b', { sendAt: '2026-11-24T08:00:00.000Z' }) },
      { type: 'scheduled_updated', scheduled: item('x', { conversationId: 'c2' }) },
    ]);
    expect(client.getQueryData<ScheduledMessage[]>(scheduledKey('c1'))!.map((s) => s.id)).toEqual([
      'b',
      'a',
    ]);
    expect(client.getQueryData(scheduledKey('c2'))).toBeUndefined();
  });
});
