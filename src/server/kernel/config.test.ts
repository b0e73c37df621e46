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

  it('should trust no proxy by default, and only the addresses TRUST_PROXY lists', () => {
    expect(configFromEnv({}).trustProxy).toEqual([]);
    expect(configFromEnv({ TRUST_PROXY: '' }).trustProxy).toEqual([]);
    expect(
      configFromEnv({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.2', '10.1.0.0/16', 'fd00::/8', 'loopback']);
    // A hop count cannot tell the balancer from a client that reaches the server directly.
    expect(() => configFromEnv({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: .*not a hop count/);
    for (const bad of ['true', '10.0.0.300', '10.0.0.0/33', 'balancer.local'])
      expect(() => configFromEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });

  it('should read the Redis prefix and refuse one with spaces', () => {
    expect(configFromEnv({ REDIS_PREFIX: 'allo-eu' }).redisPrefix).toBe('allo-eu');
    expect(() => configFromEnv({ REDIS_PREFIX: 'a b' })).toThrow(/REDIS_PREFIX/);
  });

  it("should read the calls' STUN/TURN servers, the public STUN pair by default", () => {
    expect(configFromEnv({}).iceServers).toEqual([
      { urls: 'stun:stun.l.google.com:19302' },
      { urls: 'stun:stun1.l.google.com:19302' },
    ]);
    const turn = [{ urls: ['turn:turn.example:3478'], username: 'u', credential: 'p' }];
    expect(configFromEnv({ ICE_SERVERS: JSON.stringify(turn) }).iceServers).toEqual(turn);
    expect(configFromEnv({ ICE_SERVERS: '[]' }).iceServers).toEqual([]);
    for (const bad of ['stun:x', '[{"url":"stun:x"}]', '{"urls":"stun:x"}']) {
      expect(() => configFromEnv({ ICE_SERVERS: bad })).toThrow(/ICE_SERVERS/);
    }
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

  it('should keep objects on disk by default and in S3 when S3_BUCKET is set', () => {
    expect(configFromEnv({}).objects).toEqual({ kind: 'disk' });
    expect(
      configFromEnv({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'allo',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objects,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'allo',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(() => configFromEnv({ S3_BUCKET: 'allo', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => configFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: required when S3_ENDPOINT is set',
    );
  });

  it('should draw pictures offline by default and refuse the openai generator without its address', () => {
    expect(configFromEnv({}).imageGenerator).toBe('offline');
    expect(
      configFromEnv({
        IMAGE_GENERATOR: 'openai',
        IMAGE_API_URL: 'https://api.openai.com',
        IMAGE_API_KEY: 'sk-1',
        IMAGE_MODEL: 'dall-e-3',
      }),
    ).toMatchObject({
      imageGenerator: 'openai',
      imageApiUrl: 'https://api.openai.com',
      imageApiKey: 'sk-1',
      imageModel: 'dall-e-3',
    });
    expect(() => configFromEnv({ IMAGE_GENERATOR: 'openai' })).toThrow(
      /IMAGE_API_URL: required when IMAGE_GENERATOR=openai[\s\S]*IMAGE_MODEL: required/,
    );
    expect(() => configFromEnv({ IMAGE_GENERATOR: 'dalle' })).toThrow(/IMAGE_GENERATOR/);
  });
});
