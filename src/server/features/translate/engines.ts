import type { Config } from '../../kernel/config';
import { ApertiumTranslator } from './apertium';
import { LibreTranslateTranslator } from './libretranslate';
import { OpenAiTranslator } from './openai';
import type { LanguagePairs, Translator } from './translator';
import { pairsWhere, translationUnavailable } from './translator';

/** TRANSLATOR=none: every pair is unavailable, and says so. */
class NoTranslator implements Translator {
  readonly engine = 'none';
  async translate(_texts: readonly unknown[], source: string, target: string): Promise<string[]> {
    throw translationUnavailable(source, target);
  }
  async languagePairs(codes: readonly string[]): Promise<LanguagePairs> {
    return pairsWhere(codes, () => false);
  }
  async close(): Promise<void> {}
}

/** A setting the engine cannot start without (configFromEnv checks it first; tests may not). */
function required(value: string | undefined, name: string, translator: string): string {
  if (!value) throw new Error(`${name} is required when TRANSLATOR=${translator}`);
  return value;
}

/** The engine TRANSLATOR names. */
export function translatorFromConfig(config: Config): Translator {
  switch (config.translator) {
    case 'apertium':
      return new ApertiumTranslator();
    case 'libretranslate':
      return new LibreTranslateTranslator({
        url: required(config.libretranslateUrl, 'LIBRETRANSLATE_URL', config.translator),
        apiKey: config.libretranslateApiKey,
      });
    case 'openai':
      return new OpenAiTranslator({
        baseUrl: required(config.openaiBaseUrl, 'OPENAI_BASE_URL', config.translator),
        model: required(config.openaiModel, 'OPENAI_MODEL', config.translator),
        apiKey: config.openaiApiKey,
        languages: config.openaiLanguages,
      });
    case 'none':
      return new NoTranslator();
    default:
      throw new Error(`TRANSLATOR=${config.translator} is not a translation engine`);
  }
}
