import type { TranslationOutcome } from '../../../protocol';
import { deviceEngine } from '../device-translate/device-engine';
import type { TranslatorPair } from '../device-translate/translator-api';
import { engineFirst, whenServerCannot } from './engine-choice';
import { enginePreference } from './engine-preference';

/** A translation as its reader gets it, with the pack this device could download for it. */
export type WithPack<A extends TranslationOutcome> = A & { pack?: TranslatorPair };

export interface EngineAsk<A extends TranslationOutcome> {
  /** The language the words are in when known before asking (the reader's or writer's choice). */
  source: string | null;
  target: string;
  server: () => Promise<A>;
  /** The device's translation from `source`; null when it could not make one. */
  device: (source: string) => Promise<A | null>;
}

/**
 * Words translated the way a reader's choice and engines allow, for messages and every other
 * text alike: this device first when its pack is known to be in and the reader prefers it; else
 * the server; and where the server cannot (its answer names the language it found), this device
 * when its pack is in, or its pack offered for a tap. The device is never asked whether it can
 * before the server has answered: a slow first answer must not hold a first paint.
 */
export async function throughEngines<A extends TranslationOutcome>(
  ask: EngineAsk<A>,
): Promise<WithPack<A>> {
  const { source, target } = ask;
  const known = source && source !== target ? deviceEngine.known(source, target) : null;
  if (source && engineFirst(known ?? null, enginePreference()) === 'device') {
    const mine = await ask.device(source);
    if (mine) return mine;
  }
  const answer: WithPack<A> = await ask.server();
  const outcome: TranslationOutcome = answer;
  if (!('error' in outcome)) return answer;
  const from = source ?? outcome.detectedLanguage ?? null;
  if (!from || from === target) return answer;
  const next = whenServerCannot(await deviceEngine.availability(from, target));
  if (next === 'device') return (await ask.device(from)) ?? answer;
  if (next === 'pack') return { ...answer, pack: { sourceLanguage: from, targetLanguage: target } };
  return answer;
}
