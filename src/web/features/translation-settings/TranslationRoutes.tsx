import { useQueryClient } from '@tanstack/react-query';
import { languageFind } from '../../../lang/catalog';
import { useLocale, useT } from '../../i18n/use-t';
import { deviceEngine } from '../device-translate/device-engine';
import { enginePreferenceSet, useEnginePreference } from '../translate/engine-preference';
import { languageName } from '../translate/language-name';
import { TranslationPackPrompt } from '../translate/TranslationPackPrompt';
import { useTranslateLanguages } from '../translate/translate-languages';
import type { TranslationRoute } from '../translate/translation-routes';
import { serverTranslates, serverVia, translationRoute } from '../translate/translation-routes';
import { useDeviceAvailability } from '../translate/use-device-availability';
import { SettingSwitch } from '../../ui/SettingSwitch';
import { useContactLanguages } from './use-contact-languages';

const ROUTE_TEXT: Record<TranslationRoute, string> = {
  server: 'translation-settings.routeServer',
  device: 'translation-settings.routeDevice',
  download: 'translation-settings.routeDownload',
  unavailable: 'translation-settings.routeUnavailable',
};

/**
 * For each language the reader's contacts write in, how their messages reach the reader in
 * `target`: the server's engine, this device, a download away (with the download), or not at
 * all, with what would change that. Where both could, the reader picks which they read.
 */
export function TranslationRoutes({ userId, target }: { userId: string; target: string }) {
  const t = useT();
  const locale = useLocale();
  const pairs = useTranslateLanguages().data;
  const client = useQueryClient();
  const preference = useEnginePreference();
  const languages = useContactLanguages(userId, target);
  const device = useDeviceAvailability(
    languages.map((source) => ({ sourceLanguage: source, targetLanguage: target })),
  );
  if (languages.length === 0 || !pairs) return null;
  const present = deviceEngine.present();
  const name = (code: string) => languageName(locale, code, languageFind(code).name);
  const rows = languages.map((source, i) => {
    const serverCan = serverTranslates(pairs, source, target);
    return {
      source,
      serverCan,
      via: serverVia(pairs, source, target),
      device: device[i],
      route: translationRoute(serverCan, device[i] ?? null, preference),
    };
  });
  const both = rows.some((r) => r.serverCan && r.device != null && r.device !== 'unavailable');

  return (
    <section aria-labelledby="translation-routes-title" data-testid="translation-routes">
      <h3 id="translation-routes-title" className="text-[15px] font-semibold text-slate-900">
        {t('translation-settings.routesTitle')}
      </h3>
      <p className="text-sm text-slate-500">
        {t('translation-settings.routesHint', { language: name(target) })}
      </p>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.source}
              data-testid={`translation-route-${r.source}`}
              data-route={r.route}
              className="border-t border-slate-100 align-top"
            >
              <th scope="row" className="py-2 pe-3 text-start font-medium text-slate-700">
                {name(r.source)}
              </th>
              <td className="py-2 text-slate-600">
                <span data-testid="translation-route">
                  {r.route === 'server' && r.via.length > 0
                    ? t('translation-settings.routeServerVia', {
                        engine: pairs.engine,
                        via: r.via.map(name).join(', '),
                      })
                    : t(ROUTE_TEXT[r.route], { engine: pairs.engine })}
                </span>
                {r.route === 'download' && (
                  <TranslationPackPrompt
                    pair={{ sourceLanguage: r.source, targetLanguage: target }}
                  />
                )}
                {r.route === 'unavailable' && (
                  <span
                    className="block text-xs text-slate-500"
                    data-testid="translation-route-fix"
                  >
                    {present
                      ? t('translation-settings.fixServer')
                      : t('translation-settings.fixBrowserOrServer')}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {both && (
        <SettingSwitch
          label={t('translation-settings.preferDevice')}
          hint={t('translation-settings.preferDeviceHint')}
          checked={preference === 'device'}
          onChange={(device) => {
            enginePreferenceSet(device ? 'device' : 'server');
            // Every message is read again, from the engine now chosen.
            void client.invalidateQueries({ queryKey: ['translation'] });
          }}
          testId="prefer-device-switch"
        />
      )}
    </section>
  );
}
