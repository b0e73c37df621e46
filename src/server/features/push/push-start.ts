import webpush from 'web-push';
import type { AppContext } from '../../context/app-context';
import type { TextTranslations } from '../translate/service';
import { PushNotifier } from './notifier';
import { pushAgentPublic } from './push-agent';
import { vapidDetailsCreate, vapidKeysLoad } from './vapid';

/**
 * Web Push wired in: the VAPID keys loaded once (made on the first start under DATA_DIR) and the
 * notifier listening to what the send path and calls deliver; `pushRoutes` takes its key. A
 * server without a data directory (`:memory:`, tests) makes a key pair for its own lifetime.
 */
export async function pushStart(
  ctx: AppContext,
  translations: TextTranslations,
): Promise<PushNotifier> {
  const { config } = ctx;
  const keys =
    config.dataDir === ':memory:'
      ? webpush.generateVAPIDKeys()
      : await vapidKeysLoad(config.dataDir);
  const vapid = vapidDetailsCreate(keys, config.pushSubject);
  const local = config.pushLocalService;
  const notifier = local
    ? new PushNotifier(ctx, translations, vapid, local.agent, false)
    : new PushNotifier(ctx, translations, vapid, pushAgentPublic(), true);
  ctx.delivered.on(notifier.listen);
  return notifier;
}
