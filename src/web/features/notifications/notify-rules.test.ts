import { describe, expect, it } from 'vitest';
import type { Call, Message } from '../../../protocol';
import type { NotifyContext } from './notify-rules';
import { callShouldNotify, messageShouldNotify } from './notify-rules';

const message = (over: Partial<Message> = {}): Message => ({
  id: 'm1',
  conversationId: 'c1',
  senderId: 'u-sofia',
  content: 'Hola',
  messageType: 'text',
  metadata: null,
  isBurner: false,
  expiresAt: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  seq: 4,
  clientId: null,
  editedAt: null,
  language: 'es',
  deletedAt: null,
  changeSeq: 0,
  ...over,
});

const call: Call = {
  callId: 'call-1',
  conversationId: 'c1',
  from: 'u-sofia',
  callType: 'video',
  participants: ['u-sofia', 'u-emma'],
  startedAt: '2026-05-01T10:00:00.000Z',
};

const ON = { notifications: true, notifyMessages: true, notifyGroups: true, notifyCalls: true };

const ctx = (over: Partial<NotifyContext> = {}): NotifyContext => ({
  meId: 'u-emma',
  hidden: true,
  permission: 'granted',
  settings: ON,
  conversation: { isGroup: false, muted: false },
  ...over,
});

describe('notify rules', () => {
  it('should tell a new message from someone else while the tab is hidden', () => {
    expect(messageShouldNotify(message(), ctx())).toBe(true);
    // A conversation the list does not know yet (just started with me) is not muted.
    expect(messageShouldNotify(message(), ctx({ conversation: undefined }))).toBe(true);
  });

  it('should stay quiet when the tab is shown, or the browser has no permission', () => {
    expect(messageShouldNotify(message(), ctx({ hidden: false }))).toBe(false);
    for (const permission of ['default', 'denied', 'unsupported'] as const)
      expect(messageShouldNotify(message(), ctx({ permission }))).toBe(false);
  });

  it('should never tell me my own messages, nor edits and unsends', () => {
    expect(messageShouldNotify(message({ senderId: 'u-emma' }), ctx())).toBe(false);
    expect(messageShouldNotify(message({ editedAt: '2026-05-01T10:01:00.000Z' }), ctx())).toBe(
      false,
    );
    expect(messageShouldNotify(message({ deletedAt: '2026-05-01T10:01:00.000Z' }), ctx())).toBe(
      false,
    );
    expect(messageShouldNotify(message({ changeSeq: 3 }), ctx())).toBe(false);
  });

  it('should honour the master switch, the Messages and Groups switches, and Mute', () => {
    const settings = (over: Partial<typeof ON>) => ({ ...ON, ...over });
    expect(
      messageShouldNotify(message(), ctx({ settings: settings({ notifications: false }) })),
    ).toBe(false);
    expect(
      messageShouldNotify(message(), ctx({ settings: settings({ notifyMessages: false }) })),
    ).toBe(false);
    // Groups has its own switch: Messages off leaves groups on, and the other way round.
    const group = { isGroup: true, muted: false };
    expect(
      messageShouldNotify(
        message(),
        ctx({ conversation: group, settings: settings({ notifyMessages: false }) }),
      ),
    ).toBe(true);
    expect(
      messageShouldNotify(
        message(),
        ctx({ conversation: group, settings: settings({ notifyGroups: false }) }),
      ),
    ).toBe(false);
    expect(
      messageShouldNotify(message(), ctx({ settings: settings({ notifyGroups: false }) })),
    ).toBe(true);
    expect(
      messageShouldNotify(message(), ctx({ conversation: { isGroup: false, muted: true } })),
    ).toBe(false);
  });

  it('should tell a ringing call by the Calls switch, not the Messages one', () => {
    expect(callShouldNotify(call, ctx())).toBe(true);
    expect(callShouldNotify(call, ctx({ settings: { ...ON, notifyMessages: false } }))).toBe(true);
    expect(callShouldNotify(call, ctx({ settings: { ...ON, notifyCalls: false } }))).toBe(false);
    expect(callShouldNotify(call, ctx({ settings: { ...ON, notifications: false } }))).toBe(false);
    expect(callShouldNotify(call, ctx({ hidden: false }))).toBe(false);
    expect(callShouldNotify(call, ctx({ conversation: { isGroup: false, muted: true } }))).toBe(
      false,
    );
    expect(callShouldNotify({ ...call, from: 'u-emma' }, ctx())).toBe(false);
  });

  it('should tell a mention of me in a muted group, and nothing else there', () => {
    const muted = ctx({ conversation: { isGroup: true, muted: true } });
    expect(messageShouldNotify(message(), muted)).toBe(false);
    expect(messageShouldNotify(message({ mentions: ['u-camille'] }), muted)).toBe(false);
    expect(messageShouldNotify(message({ mentions: ['u-emma'] }), muted)).toBe(true);
    // The master switch still rules.
    const off = ctx({
      conversation: { isGroup: true, muted: true },
      settings: { ...ON, notifications: false },
    });
    expect(messageShouldNotify(message({ mentions: ['u-emma'] }), off)).toBe(false);
  });

  it('should tell nothing while I am Busy, calls and mentions included', () => {
    const busy = ctx({ busy: true, conversation: { isGroup: true, muted: false } });
    expect(messageShouldNotify(message(), busy)).toBe(false);
    expect(messageShouldNotify(message({ mentions: ['u-emma'] }), busy)).toBe(false);
    expect(callShouldNotify(call, busy)).toBe(false);
    expect(messageShouldNotify(message(), ctx({ busy: false }))).toBe(true);
  });
});
