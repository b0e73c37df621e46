import type { Agent } from 'node:https';
import { isIP } from 'node:net';
import { z } from 'zod';
import { languageIsSupported } from '../../lang/catalog';
import type { IceServer } from '../../protocol/calls';
import { ICE_SERVERS_DEFAULT, iceServersSchema } from '../../protocol/calls';
import type { UserLimitTable } from './limit-table';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An empty variable means the same as an unset one. */
const unsetWhenEmpty = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(unsetWhenEmpty, z.string().optional());
const optionalUrl = z.preprocess(
  unsetWhenEmpty,
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);
/** A comma-separated list (spaces around items ignored), each item checked by `valid`. */
const commaList = (valid: (item: string) => boolean, message: string) =>
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((items) => items.every(valid), message);

/** Comma-separated language codes, each one of ours. */
const languageList = commaList(languageIsSupported, 'only translation language codes (en,es…)');

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (`10.0.0.0/8`), an IPv4 address with a netmask, or a range's name. */
function proxyAddressIsValid(s: string): boolean {
  if (PROXY_RANGE_NAMES.has(s)) return true;
  const [address = '', bits, ...rest] = s.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (/^\d+$/.test(bits)) return Number(bits) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(bits) === 4;
}

/**
 * TRUST_PROXY: the balancers whose X-Forwarded-For and X-Forwarded-Proto are believed (issue 18),
 * as comma-separated addresses or CIDRs. Unset: no one's, so a client cannot name its own address
 * (and escape the sign-in limit). A hop count is refused: it cannot tell the balancer from a
 * client that reaches the server directly, and Fastify 5 ignores one (it trusts nobody then).
 */
const trustProxyField = z.preprocess(
  unsetWhenEmpty,
  z
    .string()
    .optional()
    .transform((v, ctx): string[] => {
      if (v === undefined) return [];
      const list = v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (list.length > 0 && list.every(proxyAddressIsValid)) return list;
      ctx.addIssue({
        code: 'custom',
        message: /^\s*\d+\s*$/.test(v)
          ? "the balancers' addresses or CIDRs, not a hop count (e.g. 10.0.0.2 or 10.0.0.0/24)"
          : 'comma-separated proxy addresses or CIDRs (e.g. 10.0.0.2 or 10.0.0.0/24)',
      });
      return z.NEVER;
    }),
);

const envFields = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
  // Part of every channel and key name: letters, digits and a few separators keep it one token.
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, _ . : - only')
    .default('allo'),
  ALLOWED_ORIGINS: z.string().optional(),
  TRUST_PROXY: trustProxyField,
  // Multiplies every per-person limit (limits/user-limits.ts): load tests raise it.
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(10_000).default(1),
  // Calls: a JSON list of STUN/TURN servers for the browsers (docs/deploy.md: TURN in production).
  ICE_SERVERS: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (v === undefined) return ICE_SERVERS_DEFAULT;
        try {
          const servers = iceServersSchema.safeParse(JSON.parse(v));
          if (servers.success) return servers.data;
        } catch {
          // Reported below, like a list of the wrong shape.
        }
        ctx.addIssue({ code: 'custom', message: 'a JSON list of {"urls": ...} servers' });
        return z.NEVER;
      }),
  ),
  // Calls through a TURN relay (issue 32): its turn:/turns: addresses, comma-separated, and the
  // secret shared with coturn's `use-auth-secret` (static-auth-secret), from which each member
  // of a call gets a username and password that expire (the TURN REST API). Both or neither.
  TURN_URLS: z.preprocess(
    unsetWhenEmpty,
    commaList((url) => /^turns?:\S+$/.test(url), 'turn: or turns: addresses'),
  ),
  TURN_SECRET: optionalText,
  // 'relay': calls go through TURN only, so neither side learns the other's addresses.
  ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
  // Calls: how long a call rings before it ends as unanswered for everyone (45 s, issue 27:
  // a call to someone offline rang forever). Tests shorten it.
  CALL_RING_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(45_000),
  // Calls: how long someone whose every connection closed may take to come back before they
  // leave the calls they were in (a network change or a reload is not a hang-up; issue 32).
  CALL_LEAVE_GRACE_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  // Issue 31: the server fetches the title and picture of a link in a message (0: never).
  LINK_PREVIEWS: z.enum(['0', '1']).default('1'),
  REQUIRE_PASSWORDS: flag,
  TRANSLATOR: z.enum(['apertium', 'libretranslate', 'openai', 'none']).default('apertium'),
  LIBRETRANSLATE_URL: optionalUrl,
  LIBRETRANSLATE_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: optionalText,
  OPENAI_API_KEY: optionalText,
  OPENAI_LANGUAGES: languageList,
  // Objects go to an S3 bucket when S3_BUCKET is set, else to DATA_DIR/objects.
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: z.preprocess(unsetWhenEmpty, z.string().default('us-east-1')),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Signs the disk store's upload URLs; instances sharing a disk must share it. */
  OBJECT_URL_SECRET: optionalText,
  // The Image Playground's pictures: drawn offline, or by an OpenAI-compatible images endpoint.
  IMAGE_GENERATOR: z.enum(['offline', 'openai']).default('offline'),
  IMAGE_API_URL: optionalUrl,
  IMAGE_API_KEY: optionalText,
  IMAGE_MODEL: optionalText,
  // Web Push: who runs this server, for push services to contact (RFC 8292 §2.1): a mailto:
  // address or an https: URL. Apple's service refuses a localhost one, so production names a
  // real address (docs/deploy.md).
  VAPID_SUBJECT: z.preprocess(unsetWhenEmpty, z.string().default('mailto:admin@allo.invalid')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
});

/** The settings each remote translation engine cannot start without. */
const TRANSLATOR_NEEDS: Record<string, readonly (keyof z.infer<typeof envFields>)[]> = {
  libretranslate: ['LIBRETRANSLATE_URL'],
  openai: ['OPENAI_BASE_URL', 'OPENAI_MODEL'],
};

/** A remote engine without its address is a startup error, not a failure at the first message. */
const envSchema = envFields.superRefine((e, ctx) => {
  for (const name of TRANSLATOR_NEEDS[e.TRANSLATOR] ?? []) {
    if (!e[name]) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `required when TRANSLATOR=${e.TRANSLATOR}`,
      });
    }
  }
  // A key without its secret (or the reverse) is a typo, not a wish for the default chain.
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
  if (e.IMAGE_GENERATOR === 'openai') {
    for (const name of ['IMAGE_API_URL', 'IMAGE_MODEL'] as const) {
      if (!e[name]) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'required when IMAGE_GENERATOR=openai',
        });
      }
    }
  }
  // A relay without its secret hands out nothing that works; a secret without a relay is a typo.
  if (e.TURN_URLS.length > 0 !== Boolean(e.TURN_SECRET)) {
    ctx.addIssue({
      code: 'custom',
      path: [e.TURN_SECRET ? 'TURN_URLS' : 'TURN_SECRET'],
      message: 'TURN_URLS and TURN_SECRET go together',
    });
  }
  if (e.ICE_TRANSPORT_POLICY === 'relay' && !e.TURN_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['ICE_TRANSPORT_POLICY'],
      message: 'relay needs a TURN server (TURN_URLS and TURN_SECRET)',
    });
  }
  if (e.S3_ENDPOINT && !e.S3_BUCKET) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: 'required when S3_ENDPOINT is set',
    });
  }
});

/** Where objects (photos, voice notes) are kept: see src/server/storage. */
export type ObjectStoreConfig =
  | { kind: 'disk' }
  | {
      kind: 's3';
      endpoint: string | undefined;
      bucket: string;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

/** Everything the server reads from its environment, parsed once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the install's own PostgreSQL, started under dataDir/postgres. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Channel and key prefix on Redis, so several deployments or test runs can share one server. */
  redisPrefix: string;
  /** Origins allowed to open the live connection; empty means the server's own origins. */
  allowedOrigins: string[];
  /** The balancers (addresses, CIDRs) whose X-Forwarded-* headers are believed; none when empty. */
  trustProxy: string[];
  /** STUN/TURN servers the browsers use to connect calls. */
  iceServers: IceServer[];
  /** The TURN relay's addresses and the secret its credentials are made with (issue 32). */
  turn: { urls: string[]; secret: string } | undefined;
  /** 'relay': browsers connect calls through TURN only. */
  iceTransportPolicy: 'all' | 'relay';
  /** How long a call rings unanswered before the server ends it ('No answer'); 45 s. */
  callRingTimeoutMs: number;
  /** How long someone with no connection left stays in their calls; 20 s. */
  callLeaveGraceMs: number;
  /** Every per-person limit times this (RATE_LIMIT_SCALE; 1 in production). */
  rateLimitScale: number;
  /** Limits a test sets in place of the table's (never from the environment). */
  userLimits?: Partial<UserLimitTable>;
  seedDemo: boolean;
  /** Link previews: the server fetches a message's first link's title and picture. */
  linkPreviews: boolean;
  /**
   * Tests only (never from the environment): an address the link preview fetcher may reach
   * although it is not public, such as a page served on this machine. Metadata addresses stay
   * refused whatever it says.
   */
  linkPreviewAddressAllowed?: (address: string, port: number) => boolean;
  requirePasswords: boolean;
  translator: string;
  /** LibreTranslate's address and key, for TRANSLATOR=libretranslate. */
  libretranslateUrl: string | undefined;
  libretranslateApiKey: string | undefined;
  /** An OpenAI-compatible API (…/v1), its model and key, for TRANSLATOR=openai. */
  openaiBaseUrl: string | undefined;
  openaiModel: string | undefined;
  openaiApiKey: string | undefined;
  /** Languages the model is trusted with; empty means every translation language. */
  openaiLanguages: string[];
  /** Disk (under dataDir/objects) unless S3_BUCKET is set. */
  objects: ObjectStoreConfig;
  objectUrlSecret: string | undefined;
  /** Who makes the Image Playground's pictures: `offline` (drawn here) or `openai`. */
  imageGenerator: 'offline' | 'openai';
  /** The images API's base (POST {base}/v1/images/generations), key and model, for `openai`. */
  imageApiUrl: string | undefined;
  imageApiKey: string | undefined;
  imageModel: string | undefined;
  /** Web Push's contact for push services (VAPID_SUBJECT): a mailto: address or https: URL. */
  pushSubject: string;
  /**
   * Tests only (never from the environment): a push service on this machine. Its loopback
   * endpoints are accepted, and pushes are sent through `agent`, which trusts that service's
   * certificate alone; TLS checks stay on for everything else.
   */
  pushLocalService?: { agent: Agent };
  logLevel: string;
  /** Where the built web client is; served when it exists. */
  webDir: string | undefined;
}

/** Parses the environment; throws a readable error naming each bad variable. */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL || undefined,
    redisUrl: e.REDIS_URL || undefined,
    redisPrefix: e.REDIS_PREFIX,
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    iceServers: e.ICE_SERVERS,
    turn:
      e.TURN_URLS.length > 0 && e.TURN_SECRET
        ? { urls: e.TURN_URLS, secret: e.TURN_SECRET }
        : undefined,
    iceTransportPolicy: e.ICE_TRANSPORT_POLICY,
    callRingTimeoutMs: e.CALL_RING_TIMEOUT_MS,
    callLeaveGraceMs: e.CALL_LEAVE_GRACE_MS,
    seedDemo: e.SEED_DEMO === '1',
    linkPreviews: e.LINK_PREVIEWS === '1',
    requirePasswords: e.REQUIRE_PASSWORDS,
    translator: e.TRANSLATOR,
    libretranslateUrl: e.LIBRETRANSLATE_URL,
    libretranslateApiKey: e.LIBRETRANSLATE_API_KEY,
    openaiBaseUrl: e.OPENAI_BASE_URL,
    openaiModel: e.OPENAI_MODEL,
    openaiApiKey: e.OPENAI_API_KEY,
    openaiLanguages: e.OPENAI_LANGUAGES,
    objects: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : { kind: 'disk' },
    objectUrlSecret: e.OBJECT_URL_SECRET,
    imageGenerator: e.IMAGE_GENERATOR,
    imageApiUrl: e.IMAGE_API_URL,
    imageApiKey: e.IMAGE_API_KEY,
    imageModel: e.IMAGE_MODEL,
    pushSubject: e.VAPID_SUBJECT,
    logLevel: e.LOG_LEVEL,
    webDir: 'dist',
  };
}

/** The origins a browser may open the live connection from when none are configured. */
export function defaultOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
}
