import type { FastifyInstance } from 'fastify';
import { seedDemoSchema } from '../../../protocol';
import type { AppContext } from '../../context/app-context';
import { parse, requireSelf } from '../../kernel/http';
import { demoSeed } from './service';

export function demoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/seed-demo', async (request) => {
    const { userId } = parse(seedDemoSchema, request.body);
    const conversations = await demoSeed(ctx, requireSelf(request, userId));
    return { conversations };
  });
}
