import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../lib/apply-event';
import { messagesAddPending, messagesMerge } from '../../lib/apply-event';
import { messagesWithoutPending, photoPendingMessage } from './photo-pending';

const pending = photoPendingMessage({
  clientId: 'c1',
  conversationId: 'conv',
  senderId: 'u-emma',
  content: '',
  metadata: { source: 'upload', width: 1200, height: 800 },
  createdAt: '2025-01-01T10:00:00.000Z',
});

const stored: ChatMessage = {
  id: 'm1',
  conversationId: 'conv',
  senderId: 'u-emma',
  content: '/api/images/ref12345678',
  messageType: 'image',
  metadata: { objectRef: 'ref12345678', width: 1200, height: 800 },
  isBurner: false,
  expiresAt: null,
  createdAt: '2025-01-01T10:00:01.000Z',
  seq: 1,
  clientId: 'c1',
};

describe('photoPendingMessage', () => {
  it('should be an unconfirmed image message of ours with its clientId', () => {
    expect(pending).toMatchObject({
      id: 'pending-c1',
      messageType: 'image',
      sendState: 'pending',
      clientId: 'c1',
      senderId: 'u-emma',
    });
  });

  it('should wear the burner badge at once when sent in burner mode, and not otherwise', () => {
    expect(pending.isBurner).toBe(false);
    const burner = photoPendingMessage({
      clientId: 'c2',
      conversationId: 'conv',
      senderId: 'u-emma',
      content: '',
      metadata: { source: 'camera' },
      createdAt: '2025-01-01T10:00:00.000Z',
      isBurner: true,
    });
    // Still a photo (contract 12: only text becomes a 'burner' message).
    expect(burner).toMatchObject({ messageType: 'image', isBurner: true });
  });

  it("should be replaced by the server's copy with the same clientId", () => {
    const list = messagesAddPending([], pending);
    const merged = messagesMerge(list, [stored]);
    expect(merged).toHaveLength(1);
    expect(merged[0]!.id).toBe('m1');
    expect(merged[0]!.sendState).toBeUndefined();
  });
});

describe('messagesWithoutPending', () => {
  it('should remove our unconfirmed photo whose upload failed', () => {
    const list = messagesAddPending([{ ...stored, id: 'm0', clientId: 'c0', seq: 1 }], pending);
    expect(messagesWithoutPending(list, 'u-emma', 'c1').map((m) => m.id)).toEqual(['m0']);
  });

  it('should keep a confirmed message and give the same list back when nothing goes', () => {
    const list = [stored];
    expect(messagesWithoutPending(list, 'u-emma', 'c1')).toBe(list);
    const other = messagesAddPending([], pending);
    expect(messagesWithoutPending(other, 'u-sofia', 'c1')).toBe(other);
  });
});
