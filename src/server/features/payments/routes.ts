import type { FastifyInstance } from 'fastify';
import type { Balance } from '../../../protocol';
import {
  idParamsSchema,
  idempotencyKeySchema,
  paymentCreateSchema,
  paymentRequestCreateSchema,
  paymentStatusUpdateSchema,
} from '../../../protocol';
import { parse, requireSelf, sessionUserId } from '../../kernel/http';
import type { PaymentService } from './service';

/** Spec core 7, the payment calls, plus balance and payment requests (additions). */
export function paymentsRoutes(app: FastifyInstance, payments: PaymentService): void {
  app.post('/api/payments', async (request, reply) => {
    const input = parse(paymentCreateSchema, request.body);
    const userId = requireSelf(request, input.fromUserId);
    const header = request.headers['idempotency-key'];
    const key = header === undefined ? undefined : parse(idempotencyKeySchema, header);
    const { payment, replayed } = await payments.create(userId, input, key);
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.status(201).send(payment);
  });

  app.put('/api/payments/:id/status', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    parse(paymentStatusUpdateSchema, request.body);
    return payments.settle(sessionUserId(request), id);
  });

  app.get('/api/payments/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return payments.get(sessionUserId(request), id);
  });

  app.get('/api/users/:id/payments', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return payments.list(requireSelf(request, id));
  });

  app.get('/api/users/:id/balance', async (request): Promise<Balance> => {
    const { id } = parse(idParamsSchema, request.params);
    return { balanceCents: await payments.balance(requireSelf(request, id)) };
  });

  app.post('/api/payment-requests', async (request, reply) => {
    const input = parse(paymentRequestCreateSchema, request.body);
    const userId = requireSelf(request, input.userId);
    return reply.status(201).send(await payments.request(userId, input));
  });

  app.get('/api/payment-requests/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return payments.requestGet(sessionUserId(request), id);
  });
}
