import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodeOf } from '../protocol';
import { games, messages } from './db/schema';
import { GENERATION_FAILED } from './features/images/service';
import { errorBody } from './kernel/http';
import type { ChatWho } from './testing/chat-fixture';
import { chatFixture } from './testing/chat-fixture';
import { UNAVAILABLE } from './kernel/unavailable';

/**
 * Error bodies carry a stable code beside the English text (protocol/error-codes.ts), so a client
 * shows them in its own language: every fixed text the server writes has one, a template's text
 * comes with its params, and the English stays as it was.
 */

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'testing') sources(path, out);
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** A quoted literal: '…' or "…". */
const LITERAL = String.raw`(?:'([^'\n]+)'|"([^"\n]+)")`;
/** Where the server and the game rules write a refusal's words as a literal. */
const REFUSALS = [
  // new HttpError(400, 'text') and new HttpError(400, cond ? 'a' : 'b'), over lines too.
  new RegExp(String.raw`new HttpError\(\s*\d+,\s*(?:[^,;]*?\?\s*)?${LITERAL}`, 'g'),
  new RegExp(String.raw`new HttpError\(\s*\d+,\s*[^,;]*?\?\s*'[^']+'\s*:\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\b(?:refuse|gameRefusal)\(\s*'\w+',\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\b(?:errorBody|notFound)\(\s*${LITERAL}`, 'g'),
  // partiesCheck(ctx, userId, toUserId, conversationId, 'You cannot …')
  new RegExp(String.raw`\bpartiesCheck\([^;]*?${LITERAL}\s*,?\s*\)`, 'g'),
];

describe('error codes: every fixed refusal text has one', () => {
  const root = join(__dirname, '..');
  const files = [...sources(join(root, 'server')), ...sources(join(root, 'games'))];
  const texts = new Map<string, string>();
  for (const path of files) {
    const text = readFileSync(path, 'utf8');
    for (const re of REFUSALS)
      for (const m of text.matchAll(re)) texts.set(m[1] ?? m[2]!, relative(root, path));
  }

  it('should find the refusals in the code', () => {
    // A guard on the scan itself: these are written in each of the ways it reads.
    for (const text of [
      'Message not found',
      'It is not your turn.',
      "A Four in a Row move is a 'drop'.",
      'Recipient not found',
      'The recipient is not in this conversation',
      'You cannot send money to yourself',
      'Origin not allowed',
      'Not signed in',
    ])
      expect(texts.has(text), text).toBe(true);
  });

  it('should know every one of them', () => {
    const unknown = [...texts].filter(([text]) => !errorCodeOf(text)).map(([t, f]) => `${f}: ${t}`);
    expect(unknown).toEqual([]);
  });

  it('should know the texts kept in constants', () => {
    for (const text of [GENERATION_FAILED, UNAVAILABLE, 'This request has already been paid'])
      expect(errorCodeOf(text), text).not.toBeNull();
  });

  it('should build a body with the code, params and reason, and none for unknown words', () => {
    expect(errorBody('Message not found')).toEqual({
      error: 'Message not found',
      code: 'messageNotFound',
    });
    expect(errorBody('Time is up.', 'time_up')).toEqual({
      error: 'Time is up.',
      code: 'wordHuntTimeUp',
      reason: 'time_up',
    });
    expect(errorBody('Rate limit exceeded, retry in 1 minute')).toEqual({
      error: 'Rate limit exceeded, retry in 1 minute',
      code: 'rateLimited',
      params: { after: '1 minute' },
    });
    expect(errorBody('The image service returned no image')).toEqual({
      error: 'The image service returned no image',
    });
  });
});

describe('error codes on the wire', () => {
  let f: Awaited<ReturnType<typeof chatFixture>>;
  const USER: Record<ChatWho, string> = {
    emma: 'u-emma',
    sofia: 'u-sofia',
    camille: 'u-camille',
    lukas: 'u-lukas',
  };
  const stored = async () => ({
    messages: (await f.s.app.ctx.db.select().from(messages)).length,
    games: (await f.s.app.ctx.db.select().from(games)).length,
  });

  beforeAll(async () => {
    f = await chatFixture('Codes');
  });
  afterAll(async () => {
    await f.phonesClose();
    await f.s.close();
  });

  it('should name a 404 by its code, and store nothing', async () => {
    const before = await stored();
    // Lukas is in no conversation of the fixture.
    const res = await f.inject('lukas', 'POST', '/api/messages', {
      conversationId: f.direct.id,
      senderId: USER.lukas,
      content: 'hello?',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Conversation not found', code: 'conversationNotFound' });
    expect(await stored()).toEqual(before);

    const star = await f.inject('emma', 'PUT', '/api/messages/m-nope/star');
    expect(star.statusCode).toBe(404);
    expect(star.json()).toEqual({ error: 'Message not found', code: 'messageNotFound' });
  });

  it("should name a schema's 400, with the field as a param when one is missing", async () => {
    const before = await stored();
    const send = (payload: object) =>
      f.inject('emma', 'POST', '/api/messages', {
        conversationId: f.direct.id,
        senderId: USER.emma,
        ...payload,
      });
    const missing = await send({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'content is required',
      code: 'fieldRequired',
      params: { field: 'content' },
    });
    const blank = await send({ content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ error: 'Message cannot be empty', code: 'messageEmpty' });
    const payment = await send({ content: '$5', messageType: 'payment' });
    expect(payment.statusCode).toBe(400);
    expect(payment.json()).toEqual({
      error: 'Payments are sent with Allo Cash',
      code: 'paymentsViaAlloCash',
    });
    expect(await stored()).toEqual(before);
  });

  it("should send a template's code and params with its English words, starting nothing", async () => {
    const before = await stored();
    const res = await f.inject('emma', 'POST', '/api/games', {
      conversationId: f.direct.id,
      gameType: 'chess',
      players: [USER.emma, USER.sofia],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Game type "chess" is not supported.',
      code: 'gameTypeUnsupported',
      params: { type: 'chess' },
    });
    expect(await stored()).toEqual(before);
  });

  it('should name the session and route refusals answered before any route', async () => {
    const anonymous = await f.s.app.inject({ method: 'GET', url: '/api/conversations' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Not signed in', code: 'notSignedIn' });
    const nowhere = await f.inject('emma', 'GET', '/api/nowhere');
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toEqual({ error: 'Not found', code: 'notFound' });
  });

  it('should name the live connection’s refusals the same way', async () => {
    const before = await stored();
    const phone = await f.phone('lukas');
    phone.send({ type: 'message', content: 'hi' });
    expect(await phone.next('error')).toEqual({
      type: 'error',
      error: 'Join a conversation first',
      code: 'joinConversationFirst',
    });
    phone.send({ type: 'message', conversationId: f.direct.id, content: 'hi', clientId: 'c-2' });
    expect(await phone.next('error', (e) => e.clientId === 'c-2')).toEqual({
      type: 'error',
      error: 'Conversation not found',
      code: 'conversationNotFound',
      clientId: 'c-2',
    });
    phone.socket.send('{not json');
    expect(await phone.next('error')).toEqual({
      type: 'error',
      error: 'Invalid JSON',
      code: 'invalidJson',
    });
    expect(await stored()).toEqual(before);
  });
});
