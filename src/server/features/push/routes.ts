import type { FastifyInstance } from 'fastify';
import type { PushKey } from '../../../protocol';
import { ERROR_TEXTS, pushSubscriptionSchemaFor, pushUnsubscribeSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { notFound, parse, sessionUserId } from '../../kernel/http';
import { pushSubscriptionDelete, pushSubscriptionSave } from './subscriptions';

/**
 * Issue 31 'Web Push': the key a browser subscribes with, and my browsers' subscriptions. A
 * subscription is the signed-in person's, from the session it was made in.
 */
export function pushRoutes(app: FastifyInstance, ctx: AppContext, publicKey: string): void {
  const subscriptionSchema = pushSubscriptionSchemaFor({
    loopback: ctx.config.pushLocalService !== undefined,
  });

  app.get('/api/push/key', async (): Promise<PushKey> => ({ publicKey }));

  app.put('/api/push/subscriptions', async (request, reply) => {
    const me = sessionUserId(request);
    const subscription = parse(subscriptionSchema, request.body);
    await pushSubscriptionSave(ctx.db, me, request.sessionHash, subscription);
    return reply.status(204).send();
  });

  app.delete('/api/push/subscriptions', async (request, reply) => {
    const me = sessionUserId(request);
    const { endpoint } = parse(pushUnsubscribeSchema, request.body);
    // Another person's endpoint is as unknown to me as one nobody registered.
    if (!(await pushSubscriptionDelete(ctx.db, me, endpoint))) throw notFound(ERROR_TEXTS.notFound);
    return reply.status(204).send();
  });
}
