import type { GameCreate, GameMoveBody, GameSnapshot } from '../../../protocol';
import type { WordHuntDictionary } from '../../../games/word-hunt';
import type { AppContext } from '../../context/app-context';
import { gameCreate } from './create';
import { gameEnd } from './end';
import { gameMove } from './move';
import { gameRead } from './read';
import { gameSnapshot } from './snapshot';

/**
 * The games feature: the server is the referee (ARCHITECTURE "Server-authoritative rules").
 * Each call reads the clock once, so one request sees one moment.
 */
export class GameService {
  /** The server's clock in ms; tests move it on to end a Word Hunt round without waiting. */
  now: () => number = () => Date.now();

  constructor(
    private readonly ctx: AppContext,
    private readonly dictionary: WordHuntDictionary,
  ) {}

  create(userId: string, input: GameCreate): Promise<GameSnapshot> {
    return gameCreate(this.ctx, userId, input, { now: this.now(), dictionary: this.dictionary });
  }

  async get(userId: string, id: string): Promise<GameSnapshot> {
    const now = this.now();
    return gameSnapshot(await gameRead(this.ctx, userId, id, now), userId, now);
  }

  move(userId: string, id: string, body: GameMoveBody): Promise<GameSnapshot> {
    return gameMove(this.ctx, userId, id, body, this.now());
  }

  end(userId: string, id: string, winner: string): Promise<GameSnapshot> {
    return gameEnd(this.ctx, userId, id, winner, this.now());
  }
}
