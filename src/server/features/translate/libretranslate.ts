import type { Span } from '../../../lang/protect';
import { keptTranslate } from './kept-markup';
import { remoteJson, translationFailed } from './remote';
import type { LanguagePairs, Translator } from './translator';
import { pairsWhere, translationUnavailable } from './translator';

/** A reader waits for the answer; after this long, saying it failed beats waiting on. */
const TIMEOUT_MS = 10_000;

/**
 * How long the server's list of pairs is trusted. It changes only when its operator installs a
 * model; an hour sees that soon enough, and costs one small request an hour.
 */
const LANGUAGES_TTL_MS = 60 * 60_000;

export interface LibreTranslateOptions {
  /** The server's address, e.g. http://localhost:5000 (LIBRETRANSLATE_URL). */
  url: string;
  /** Sent as api_key when the server wants one (LIBRETRANSLATE_API_KEY). */
  apiKey?: string;
  timeoutMs?: number;
}

/** Source code (LibreTranslate's) → the codes it translates into. */
type Pairs = Map<string, Set<string>>;

/** LibreTranslate's HTML mode reads entities; the answer comes back with them undone. */
const htmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** LibreTranslate's code for one of ours: the same, or a script variant ('zh' → 'zh-Hans'). */
function codeOf(pairs: Pairs, code: string): string | null {
  if (pairs.has(code)) return code;
  for (const their of pairs.keys()) if (their.startsWith(`${code}-`)) return their;
  return null;
}

/** LibreTranslate's codes for a pair of ours, or null when it does not translate that pair. */
function theirPair(pairs: Pairs, source: string, target: string): [string, string] | null {
  const from = codeOf(pairs, source);
  const to = codeOf(pairs, target);
  return from && to && pairs.get(from)!.has(to) ? [from, to] : null;
}

/**
 * TRANSLATOR=libretranslate: a LibreTranslate server (self-hosted or libretranslate.com). Its
 * GET /languages says which pairs exist; kept spans travel as translate="no" markup
 * (kept-markup.ts).
 */
export class LibreTranslateTranslator implements Translator {
  readonly engine = 'libretranslate';
  private readonly url: string;
  private pairs: { until: number; list: Promise<Pairs> } | null = null;

  constructor(private readonly options: LibreTranslateOptions) {
    this.url = options.url.replace(/\/+$/, '');
  }

  async languagePairs(codes: readonly string[]): Promise<LanguagePairs> {
    const pairs = await this.languages();
    return pairsWhere(codes, (s, t) => theirPair(pairs, s, t) !== null);
  }

  async translate(texts: readonly Span[][], source: string, target: string): Promise<string[]> {
    const pairs = await this.languages();
    const pair = theirPair(pairs, source, target);
    if (!pair) throw translationUnavailable(source, target);
    const [from, to] = pair;
    return keptTranslate(
      texts,
      {
        marked: (lines) => this.call(lines, from, to, 'html'),
        plain: (pieces) => this.call(pieces, from, to, 'text'),
      },
      htmlEscape,
    );
  }

  async close(): Promise<void> {}

  /** POST /translate with `q` as a list: one request for every line, answers in order. */
  private async call(q: string[], source: string, target: string, format: 'html' | 'text') {
    if (q.length === 0) return [];
    const { apiKey } = this.options;
    const body = await remoteJson('LibreTranslate', `${this.url}/translate`, {
      body: { q, source, target, format, ...(apiKey ? { api_key: apiKey } : {}) },
      timeoutMs: this.options.timeoutMs ?? TIMEOUT_MS,
    });
    const out = (body as { translatedText?: unknown }).translatedText;
    if (!Array.isArray(out) || out.length !== q.length || out.some((t) => typeof t !== 'string')) {
      throw translationFailed('LibreTranslate answered without translatedText');
    }
    return out as string[];
  }

  /** GET /languages, kept for a while; a failed read is not kept, so the next call tries again. */
  private languages(): Promise<Pairs> {
    if (this.pairs && this.pairs.until > Date.now()) return this.pairs.list;
    const list = this.fetchLanguages();
    const entry = { until: Date.now() + LANGUAGES_TTL_MS, list };
    this.pairs = entry;
    list.catch(() => {
      if (this.pairs === entry) this.pairs = null;
    });
    return list;
  }

  private async fetchLanguages(): Promise<Pairs> {
    const body = await remoteJson('LibreTranslate', `${this.url}/languages`, {
      method: 'GET',
      timeoutMs: this.options.timeoutMs ?? TIMEOUT_MS,
    });
    if (!Array.isArray(body)) throw translationFailed('LibreTranslate sent no list of languages');
    const langs = body as { code?: unknown; targets?: unknown }[];
    const codes = langs.map((l) => l.code).filter((c): c is string => typeof c === 'string');
    const pairs: Pairs = new Map();
    for (const lang of langs) {
      if (typeof lang.code !== 'string') continue;
      // Servers older than `targets` translate between every pair of their languages.
      const targets = Array.isArray(lang.targets) ? (lang.targets as unknown[]) : codes;
      pairs.set(lang.code, new Set(targets.filter((t): t is string => typeof t === 'string')));
    }
    return pairs;
  }
}
