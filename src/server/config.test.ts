import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

describe('configFromEnv', () => {
  it('should give the documented defaults', () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({
      port: 5000,
      host: '127.0.0.1',
      dataDir: './data',
      seedDemo: true,
      requirePasswords: false,
      redisPrefix: 'allo',
    });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
  });

  it('should read origins as a comma-separated list', () => {
    expect(
      configFromEnv({ ALLOWED_ORIGINS: 'https://a.example, https://b.example' }).allowedOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });

  it('should read the Redis prefix and refuse one with spaces', () => {
    expect(configFromEnv({ REDIS_PREFIX: 'allo-eu' }).redisPrefix).toBe('allo-eu');
    expect(() => configFromEnv({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
  });

  it('should name every bad variable', () => {
    expect(() => configFromEnv({ PORT: 'eighty', SEED_DEMO: 'yes' })).toThrow(
      /PORT[\s\S]*SEED_DEMO/,
    );
  });
});
