import { TRANSLATION_LANGUAGES } from '../../../lang/catalog';
import { deviceEngine } from '../device-translate/device-engine';
import type { TranslatorPair } from '../device-translate/translator-api';
import { useDeviceAvailability } from '../translate/use-device-availability';

const CODES = TRANSLATION_LANGUAGES.map((l) => l.code);

/**
 * What this device could translate, to widen what the pickers offer beyond the server's engine:
 * the targets it reaches from any of `sources`, and the sources it reaches `target` from (none
 * asked while `target` is null: a closed dialog). Null where the browser has no translator (the
 * server's pairs alone then decide).
 */
export function useDeviceOffered(
  sources: readonly string[],
  target: string | null,
): { targets: Set<string>; sources: Set<string> } | null {
  const present = deviceEngine.present();
  const toTargets: TranslatorPair[] = sources.flatMap((s) =>
    CODES.filter((t) => t !== s).map((t) => ({ sourceLanguage: s, targetLanguage: t })),
  );
  const fromSources: TranslatorPair[] =
    target === null
      ? []
      : CODES.filter((s) => s !== target).map((s) => ({
          sourceLanguage: s,
          targetLanguage: target,
        }));
  const asked = present ? [...toTargets, ...fromSources] : [];
  const answers = useDeviceAvailability(asked);
  if (!present) return null;
  const can = (i: number) => answers[i] != null && answers[i] !== 'unavailable';
  return {
    targets: new Set(toTargets.filter((_, i) => can(i)).map((p) => p.targetLanguage)),
    sources: new Set(
      fromSources.filter((_, i) => can(toTargets.length + i)).map((p) => p.sourceLanguage),
    ),
  };
}

/** The server's offer and the device's together; null while the server's is unknown. */
export function offeredWith(
  server: Set<string> | null,
  device: Set<string> | undefined,
): Set<string> | null {
  if (!server) return null;
  return device ? new Set([...server, ...device]) : server;
}
