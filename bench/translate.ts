/**
 * Translation latency through POST /api/translate on the offline engine (Apertium): p50/p99 of
 * texts the server has not seen (the engine works) and of the same texts again (the cache
 * answers), for a direct pair (en → es) and one that goes through Spanish (fr → en).
 */
import { performance } from 'node:perf_hooks';
import { DEMO_USERS } from '../src/server/features/users/demo-users';
import { testLogin, testStart } from '../src/server/testing/harness';
import { percentile, round } from './lib/stats';

export interface TranslateResult {
  pair: string;
  texts: number;
  uncachedP50Ms: number;
  uncachedP99Ms: number;
  cachedP50Ms: number;
  cachedP99Ms: number;
}

const SUBJECTS = {
  en: ['My sister', 'The new neighbour', 'Our teacher', 'The driver', 'Your friend'],
  fr: ['Ma sœur', 'Le nouveau voisin', 'Notre professeur', 'Le chauffeur', 'Ton ami'],
};
const PREDICATES = {
  en: [
    'is waiting at the station',
    'wants to see the film tonight',
    'bought a red car yesterday',
    'cannot find the keys of the house',
    'will call you after dinner',
    'is cooking for everybody',
  ],
  fr: [
    'attend à la gare',
    'veut voir le film ce soir',
    'a acheté une voiture rouge hier',
    'ne trouve pas les clés de la maison',
    "t'appellera après le dîner",
    'cuisine pour tout le monde',
  ],
};
const ENDINGS = {
  en: ['', ' and is happy', ' but is tired', ' with the children', ' because it is late'],
  fr: ['', ' et est content', ' mais est fatigué', ' avec les enfants', " parce qu'il est tard"],
};

/** Distinct chat-like sentences (5 × 6 × 5 = 150 per language). */
function sentences(lang: 'en' | 'fr'): string[] {
  return SUBJECTS[lang].flatMap((s) =>
    PREDICATES[lang].flatMap((p) => ENDINGS[lang].map((e) => `${s} ${p}${e}.`)),
  );
}

export async function benchTranslate(): Promise<TranslateResult[]> {
  const s = await testStart({ translator: 'apertium' });
  try {
    // Each user may make 120 translation calls a minute: the calls go round the demo users.
    const cookies = await Promise.all(DEMO_USERS.map((u) => testLogin(s.app, u.id)));
    let n = 0;
    const one = async (text: string, source: string, target: string): Promise<number> => {
      const cookie = cookies[n++ % cookies.length]!;
      const t0 = performance.now();
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/translate',
        headers: { cookie },
        payload: { text, sourceLanguage: source, targetLanguage: target },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`translate ${source}→${target}: ${res.body}`);
      return ms;
    };
    const results: TranslateResult[] = [];
    for (const [source, target] of [
      ['en', 'es'],
      ['fr', 'en'],
    ] as const) {
      const texts = sentences(source);
      // The pipelines start on first use: that start is not a translation's latency.
      await one('Good morning', source === 'en' ? 'en' : 'fr', target);
      const uncached: number[] = [];
      for (const t of texts) uncached.push(await one(t, source, target));
      const cached: number[] = [];
      for (const t of texts) cached.push(await one(t, source, target));
      uncached.sort((a, b) => a - b);
      cached.sort((a, b) => a - b);
      results.push({
        pair: `${source} → ${target}`,
        texts: texts.length,
        uncachedP50Ms: round(percentile(uncached, 50)),
        uncachedP99Ms: round(percentile(uncached, 99)),
        cachedP50Ms: round(percentile(cached, 50)),
        cachedP99Ms: round(percentile(cached, 99)),
      });
    }
    return results;
  } finally {
    await s.close();
  }
}
