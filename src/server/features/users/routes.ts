import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { userList } from './service';

export function usersRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Public: the identity picker lists everyone before anyone has a session.
  app.get('/api/users', async () => userList(ctx));
}
