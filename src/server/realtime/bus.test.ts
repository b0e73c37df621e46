import { describe, expect, it } from 'vitest';
import { envelopeDecode, envelopeEncode, memoryBus } from './bus';
import { memoryPresence } from './presence';
import { SocketRegistry } from './socket-registry';

describe('envelope wire form', () => {
  it('should round-trip recipients and data, newlines in data included', () => {
    const e = { to: ['a', 'b-2'], data: '{"type":"message","x":"line1\\nline2"}\n' };
    expect(envelopeDecode(envelopeEncode(e))).toEqual(e);
  });

  it('should decode no recipients and refuse a frame without a header', () => {
    expect(envelopeDecode('\n{}')).toEqual({ to: [], data: '{}' });
    expect(envelopeDecode('garbage')).toBeNull();
  });
});

describe('memoryBus', () => {
  it('should hand every published envelope to every subscriber', async () => {
    const bus = memoryBus();
    const got: string[] = [];
    bus.subscribe((e) => got.push(`1:${e.data}`));
    bus.subscribe((e) => got.push(`2:${e.data}`));
    await bus.publish({ to: ['u'], data: 'x' });
    expect(got).toEqual(['1:x', '2:x']);
  });
});

describe('memoryPresence', () => {
  it('should report online on the first connection and offline after the last', async () => {
    const p = memoryPresence();
    expect(await p.connect('u')).toBe(true);
    expect(await p.connect('u')).toBe(false);
    expect(await p.disconnect('u')).toBe(false);
    expect([...(await p.onlineAmong(['u', 'v']))]).toEqual(['u']);
    expect(await p.disconnect('u')).toBe(true);
    expect((await p.onlineAmong(['u'])).size).toBe(0);
  });
});

describe('SocketRegistry', () => {
  it('should track several sockets per user and forget users with none', () => {
    const r = new SocketRegistry<string>();
    r.add('u', 's1');
    r.add('u', 's2');
    r.add('v', 's3');
    expect([...r.of('u')]).toEqual(['s1', 's2']);
    expect(r.size).toBe(3);
    r.remove('u', 's1');
    r.remove('u', 's2');
    expect([...r.of('u')]).toEqual([]);
    expect([...r.all()]).toEqual(['s3']);
  });
});
