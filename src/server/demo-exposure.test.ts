import { describe, expect, it } from 'vitest';
import { demoExposureWarning, hostIsLoopback } from './demo-exposure';

describe('hostIsLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['localhost', true],
    ['LOCALHOST', true],
    ['::1', true],
    ['[::1]', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['', false],
    ['10.0.0.11', false],
    ['192.168.1.20', false],
    ['fe80::1', false],
    ['::ffff:10.0.0.1', false],
    ['allo.example.com', false],
    ['localhost.example.com', false],
  ])('should say %s is loopback: %s', (host, loopback) => {
    expect(hostIsLoopback(host)).toBe(loopback);
  });
});

describe('demoExposureWarning', () => {
  it('should stay quiet on loopback, and with SEED_DEMO off', () => {
    expect(
      demoExposureWarning({ host: '127.0.0.1', seedDemo: true, requirePasswords: false }),
    ).toBeNull();
    expect(
      demoExposureWarning({ host: '0.0.0.0', seedDemo: false, requirePasswords: false }),
    ).toBeNull();
  });

  it('should warn when the demo people face the network, naming what to set', () => {
    const open = demoExposureWarning({ host: '0.0.0.0', seedDemo: true, requirePasswords: false });
    expect(open).toContain('0.0.0.0');
    expect(open).toContain('without a password');
    expect(open).toContain('SEED_DEMO=0 and REQUIRE_PASSWORDS=1');
    const guarded = demoExposureWarning({ host: '::', seedDemo: true, requirePasswords: true });
    expect(guarded).toContain('SEED_DEMO=0');
    expect(guarded).not.toContain('without a password');
  });
});
