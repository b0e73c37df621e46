import { describe, expect, it } from 'vitest';
import { pushCallWanted, pushMessageWanted } from './push-rules';

const ALL_ON = {
  busy: false,
  notifications: true,
  notifyMessages: true,
  notifyGroups: true,
  notifyCalls: true,
};

describe('pushMessageWanted', () => {
  it('should push a one-to-one message under Messages and a group message under Groups', () => {
    expect(pushMessageWanted(ALL_ON, { isGroup: false, muted: false }, false)).toBe(true);
    expect(
      pushMessageWanted(
        { ...ALL_ON, notifyMessages: false },
        { isGroup: false, muted: false },
        false,
      ),
    ).toBe(false);
    expect(
      pushMessageWanted(
        { ...ALL_ON, notifyMessages: false },
        { isGroup: true, muted: false },
        false,
      ),
    ).toBe(true);
    expect(
      pushMessageWanted({ ...ALL_ON, notifyGroups: false }, { isGroup: true, muted: false }, false),
    ).toBe(false);
  });

  it('should keep a muted chat silent unless the message mentions the reader', () => {
    expect(pushMessageWanted(ALL_ON, { isGroup: true, muted: true }, false)).toBe(false);
    expect(pushMessageWanted(ALL_ON, { isGroup: true, muted: true }, true)).toBe(true);
  });

  it('should push nothing with the master switch off, mention or not', () => {
    const off = { ...ALL_ON, notifications: false };
    expect(pushMessageWanted(off, { isGroup: false, muted: false }, true)).toBe(false);
  });
});

describe('Busy', () => {
  it('should silence messages, mentions and calls alike', () => {
    const busy = { ...ALL_ON, busy: true };
    expect(pushMessageWanted(busy, { isGroup: false, muted: false }, true)).toBe(false);
    expect(pushCallWanted(busy, { muted: false })).toBe(false);
  });
});

describe('pushCallWanted', () => {
  it('should push a call under Calls, not in a muted chat', () => {
    expect(pushCallWanted(ALL_ON, { muted: false })).toBe(true);
    expect(pushCallWanted({ ...ALL_ON, notifyCalls: false }, { muted: false })).toBe(false);
    expect(pushCallWanted(ALL_ON, { muted: true })).toBe(false);
  });
});
