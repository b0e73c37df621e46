import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../../protocol';
import { conversationsApplyMemberLeft } from './member-left-cache';

const group: Conversation = {
  id: 'g',
  name: 'Book club',
  isGroup: true,
  participants: ['u-camille', 'u-emma', 'u-sofia'],
  updatedAt: '2026-05-01T10:00:00.000Z',
};
const direct: Conversation = { ...group, id: 'd', name: null, isGroup: false };

describe('conversationsApplyMemberLeft', () => {
  it('should drop someone else who left from the members', () => {
    const list = [group, direct];
    const next = conversationsApplyMemberLeft(list, 'g', 'u-camille', 'u-emma');
    expect(next[0]!.participants).toEqual(['u-emma', 'u-sofia']);
    expect(next[1]).toBe(direct);
  });

  it('should drop the group from my list when I left', () => {
    expect(conversationsApplyMemberLeft([group, direct], 'g', 'u-emma', 'u-emma')).toEqual([
      direct,
    ]);
  });

  it('should give the same list back when the event was already applied', () => {
    const list = [direct];
    expect(conversationsApplyMemberLeft(list, 'g', 'u-camille', 'u-emma')).toBe(list);
    const after = conversationsApplyMemberLeft([group], 'g', 'u-camille', 'u-emma');
    expect(conversationsApplyMemberLeft(after, 'g', 'u-camille', 'u-emma')).toBe(after);
  });
});
