import type { FastifyInstance } from 'fastify';
import { gameCreateSchema, gameEndSchema, gameMoveSchema, idParamsSchema } from '../../../protocol';
import { parse, sessionUserId } from '../../kernel/http';
import type { GameService } from './service';

/**
 * Spec core 7, the game calls. Refusals are 4xx with {error, reason}: see refusals.ts for which
 * reason answers which status.
 */
export function gamesRoutes(app: FastifyInstance, games: GameService): void {
  app.post('/api/games', async (request, reply) => {
    const input = parse(gameCreateSchema, request.body);
    return reply.status(201).send(await games.create(sessionUserId(request), input));
  });

  app.get('/api/games/:id', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    return games.get(sessionUserId(request), id);
  });

  app.put('/api/games/:id/move', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const move = parse(gameMoveSchema, request.body);
    return games.move(sessionUserId(request), id, move);
  });

  app.put('/api/games/:id/end', async (request) => {
    const { id } = parse(idParamsSchema, request.params);
    const { winner } = parse(gameEndSchema, request.body);
    return games.end(sessionUserId(request), id, winner);
  });
}
