import type { FastifyInstance } from 'fastify';
import type { Conversation } from '../../../protocol';

/**
 * A chat made through the API by the person whose session `cookie` is, with `participants`;
 * with a `name`, a group of that name. For the calls tests.
 */
export async function chatCreate(
  app: FastifyInstance,
  cookie: string,
  participants: string[],
  name?: string,
): Promise<Conversation> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie },
    payload: { participants, ...(name ? { name } : {}) },
  });
  return res.json<Conversation>();
}
