import type { Config } from '../../config';
import { ApertiumTranslator } from './apertium';
import type { Translator } from './translator';
import { translationUnavailable } from './translator';

/** TRANSLATOR=none: every pair is unavailable, and says so. */
class NoTranslator implements Translator {
  readonly engine = 'none';
  async translate(_texts: readonly unknown[], source: string, target: string): Promise<string[]> {
    throw translationUnavailable(source, target);
  }
  async close(): Promise<void> {}
}

/** The engine TRANSLATOR names. */
export function translatorFromConfig(config: Config): Translator {
  switch (config.translator) {
    case 'apertium':
      return new ApertiumTranslator();
    case 'none':
      return new NoTranslator();
    default:
      throw new Error(`TRANSLATOR=${config.translator} is not available in this version`);
  }
}
