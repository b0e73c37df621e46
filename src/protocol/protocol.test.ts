import { describe, expect, it } from 'vitest';
import {
  SEQ_MAX,
  chatMediaQuerySchema,
  clientEventSchema,
  conversationCreateSchema,
  conversationReadSchema,
  messagePageQuerySchema,
  messageSendSchema,
  serverEventSchema,
  signupSchema,
} from './index';

const send = { conversationId: 'c1', senderId: 'u1', content: 'hello' };

describe('messageSendSchema (core 5: non-blank trimmed text)', () => {
  it('should accept a text message and default its type to text', () => {
    expect(messageSendSchema.parse(send).messageType).toBe('text');
  });

  it.each(['', '   ', '\n\t'])('should refuse blank content %j', (content) => {
    expect(messageSendSchema.safeParse({ ...send, content }).success).toBe(false);
  });

  it('should keep the content as written (no trimming of what is sent)', () => {
    expect(messageSendSchema.parse({ ...send, content: '  hi  ' }).content).toBe('  hi  ');
  });

  it('should refuse NUL in content and metadata, and only NUL', () => {
    expect(messageSendSchema.safeParse({ ...send, content: 'a\u0000b' }).success).toBe(false);
    expect(
      messageSendSchema.safeParse({ ...send, metadata: { deep: [{ x: 'a\u0000' }] } }).success,
    ).toBe(false);
    expect(messageSendSchema.safeParse({ ...send, metadata: { 'k\u0000': 1 } }).success).toBe(
      false,
    );
    // A backslash followed by "u0000" is ordinary text.
    expect(messageSendSchema.safeParse({ ...send, metadata: { path: 'C:\\u0000' } }).success).toBe(
      true,
    );
  });

  it('should refuse unknown message types and odd clientIds', () => {
    expect(messageSendSchema.safeParse({ ...send, messageType: 'fax' }).success).toBe(false);
    expect(messageSendSchema.safeParse({ ...send, clientId: 'a b' }).success).toBe(false);
    expect(messageSendSchema.safeParse({ ...send, clientId: 'x'.repeat(65) }).success).toBe(false);
    expect(messageSendSchema.parse({ ...send, clientId: 'Ab_9-z' }).clientId).toBe('Ab_9-z');
  });
});

describe('messagePageQuerySchema', () => {
  it('should read numbers from the query string and bound the limit', () => {
    expect(messagePageQuerySchema.parse({ afterSeq: '5', limit: '10' })).toEqual({
      afterSeq: 5,
      limit: 10,
    });
    expect(messagePageQuerySchema.safeParse({ limit: '201' }).success).toBe(false);
    expect(messagePageQuerySchema.safeParse({ beforeSeq: '0' }).success).toBe(false);
    expect(messagePageQuerySchema.safeParse({ afterSeq: '-1' }).success).toBe(false);
  });

  it('should refuse a position past any seq, the database integer, before any query', () => {
    const past = String(SEQ_MAX + 1);
    for (const key of ['beforeSeq', 'afterSeq', 'changedAfter']) {
      expect(messagePageQuerySchema.safeParse({ [key]: past }).success, key).toBe(false);
      expect(messagePageQuerySchema.safeParse({ [key]: String(SEQ_MAX) }).success, key).toBe(true);
    }
    expect(chatMediaQuerySchema.safeParse({ beforeSeq: past }).success).toBe(false);
    // A read position over HTTP is bounded as the live receipt report is.
    expect(conversationReadSchema.safeParse({ seq: SEQ_MAX + 1 }).success).toBe(false);
    expect(conversationReadSchema.safeParse({ seq: SEQ_MAX }).success).toBe(true);
  });
});

describe('clientEventSchema (core 7 live connection)', () => {
  it('should accept the spec events', () => {
    expect(clientEventSchema.parse({ type: 'join', userId: 'u', conversationId: 'c' }).type).toBe(
      'join',
    );
    expect(clientEventSchema.parse({ type: 'typing', isTyping: true }).type).toBe('typing');
    const m = clientEventSchema.parse({ type: 'message', content: 'x' });
    expect(m.type === 'message' && m.messageType).toBe('text');
  });

  it('should refuse unknown types and missing fields', () => {
    expect(clientEventSchema.safeParse({ type: 'nuke' }).success).toBe(false);
    expect(clientEventSchema.safeParse({ type: 'typing' }).success).toBe(false);
    expect(clientEventSchema.safeParse({ type: 'join', userId: 'u' }).success).toBe(false);
  });
});

describe('serverEventSchema', () => {
  it('should accept presence and typing and refuse a bad status', () => {
    expect(
      serverEventSchema.safeParse({ type: 'presence', userId: 'u', status: 'online' }).success,
    ).toBe(true);
    expect(
      serverEventSchema.safeParse({ type: 'presence', userId: 'u', status: 'gone' }).success,
    ).toBe(false);
  });
});

describe('signupSchema (secondary 5)', () => {
  const password = 'correct horse';

  it('should check the username length on the untrimmed value', () => {
    expect(signupSchema.safeParse({ username: ' ab', displayName: 'A', password }).success).toBe(
      true,
    );
    expect(signupSchema.safeParse({ username: 'ab', displayName: 'A', password }).success).toBe(
      false,
    );
  });

  it('should require a display name and default the language to en', () => {
    expect(signupSchema.safeParse({ username: 'abc', displayName: '  ', password }).success).toBe(
      false,
    );
    expect(signupSchema.parse({ username: 'abc', displayName: 'A', password }).language).toBe('en');
  });

  it('should require a password of at least 8 characters (issue 27)', () => {
    expect(signupSchema.safeParse({ username: 'abc', displayName: 'A' }).success).toBe(false);
    const short = signupSchema.safeParse({
      username: 'abc',
      displayName: 'A',
      password: '1234567',
    });
    expect(short.error?.issues[0]?.message).toBe('Password must be at least 8 characters');
    expect(
      signupSchema.safeParse({ username: 'abc', displayName: 'A', password: '12345678' }).success,
    ).toBe(true);
  });

  it('should take any code of the language list, as the list spells it, and refuse others', () => {
    const language = (code: unknown) =>
      signupSchema.safeParse({ username: 'abc', displayName: 'A', language: code, password });
    expect(language('sw').data?.language).toBe('sw');
    expect(language('pt-br').data?.language).toBe('pt-BR');
    expect(language('zh-TW').data?.language).toBe('zh-TW');
    for (const bad of ['xx', 'en-XX', '', 42, null]) {
      expect(language(bad).error?.issues[0]?.message, String(bad)).toBe('Unsupported language');
    }
  });
});

describe('conversationCreateSchema', () => {
  it('should need at least one participant and a non-blank name when named', () => {
    expect(conversationCreateSchema.safeParse({ participants: [] }).success).toBe(false);
    expect(conversationCreateSchema.safeParse({ participants: ['u'], name: '  ' }).success).toBe(
      false,
    );
    expect(conversationCreateSchema.parse({ participants: ['u'], name: ' Trip ' }).name).toBe(
      'Trip',
    );
  });
});
