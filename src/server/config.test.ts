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

  it('should read the remote translation engines and refuse one without its address', () => {
    const c = configFromEnv({
      TRANSLATOR: 'openai',
      OPENAI_BASE_URL: 'http://localhost:11434/v1',
      OPENAI_MODEL: 'llama3.1:8b',
      OPENAI_LANGUAGES: 'en, es',
      LIBRETRANSLATE_API_KEY: '',
    });
    expect(c).toMatchObject({
      translator: 'openai',
      openaiBaseUrl: 'http://localhost:11434/v1',
      openaiModel: 'llama3.1:8b',
      openaiLanguages: ['en', 'es'],
      libretranslateApiKey: undefined,
    });
    expect(() => configFromEnv({ TRANSLATOR: 'libretranslate' })).toThrow(
      'LIBRETRANSLATE_URL: required when TRANSLATOR=libretranslate',
    );
    expect(() =>
      configFromEnv({ TRANSLATOR: 'openai', OPENAI_BASE_URL: 'localhost:11434' }),
    ).toThrow(
      /OPENAI_BASE_URL: must be an http\(s\) URL[\s\S]*OPENAI_MODEL: required when TRANSLATOR=openai/,
    );
    expect(() => configFromEnv({ OPENAI_LANGUAGES: 'en,xx' })).toThrow(/OPENAI_LANGUAGES/);
  });
});
