import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ERROR_TEMPLATES,
  ERROR_TEXTS,
  IMAGE_GENERATION_BUSY,
  IMAGE_PROMPT_REQUIRED,
  OBJECT_TEXT,
  PAYMENT_TEXT,
  SCHEDULED_TEXT,
  UNSEND_TEXT,
  clientIdSchema,
  clientMessageTypeSchema,
  errorCodeIsKnown,
  errorCodeOf,
  errorTemplateParts,
  errorTemplateText,
  gameCreateSchema,
  generateImageRequestSchema,
  idempotencyKeySchema,
  messageContentSchema,
  metadataSchema,
  noTranslateUpdateSchema,
  objectRefSchema,
  paymentCreateSchema,
  paymentStatusUpdateSchema,
  scheduledCreateSchema,
  scheduledUpdateSchema,
  signupSchema,
  translateRequestSchema,
  translationSettingsUpdateSchema,
  unknownGameText,
} from './index';
import type { ErrorCode } from './index';

const firstIssue = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error(`accepted ${JSON.stringify(value)}`);
  return result.error.issues[0]!.message;
};

describe('error codes', () => {
  it('should give each text one code, and no code twice', () => {
    const texts = Object.values(ERROR_TEXTS);
    expect(new Set(texts).size).toBe(texts.length);
    const both = Object.keys(ERROR_TEXTS).filter((c) => Object.hasOwn(ERROR_TEMPLATES, c));
    expect(both).toEqual([]);
    for (const [code, text] of Object.entries(ERROR_TEXTS))
      expect(errorCodeOf(text)).toEqual({ code });
  });

  it("should read a template's params back from its text", () => {
    for (const code of Object.keys(ERROR_TEMPLATES) as (keyof typeof ERROR_TEMPLATES)[]) {
      const params = Object.fromEntries(errorTemplateParts(code).map((p) => [p, `x ${p} y`]));
      const text = errorTemplateText(code, params as never);
      expect(text).not.toMatch(/[{}]/);
      expect(errorCodeOf(text)).toEqual({ code, params });
    }
    expect(errorCodeOf('Translation unavailable for ja → es')).toEqual({
      code: 'translationUnavailable',
      params: { source: 'ja', target: 'es' },
    });
    expect(errorCodeOf('userId is required')).toEqual({
      code: 'fieldRequired',
      params: { field: 'userId' },
    });
    // A fixed text wins over a template that would also read it.
    expect(errorCodeOf('Text is required')).toEqual({ code: 'textRequired' });
  });

  it('should write the game type refusal as the client words it', () => {
    expect(errorTemplateText('gameTypeUnsupported', { type: 'chess' })).toBe(
      unknownGameText('chess'),
    );
  });

  it('should know nothing of other words', () => {
    expect(errorCodeOf('The image service returned no image')).toBeNull();
    expect(errorCodeOf('')).toBeNull();
    expect(errorCodeIsKnown('messageNotFound')).toBe(true);
    expect(errorCodeIsKnown('toString')).toBe(false);
    expect(errorCodeIsKnown(undefined)).toBe(false);
  });

  it('should know the protocol texts the server sends', () => {
    const cases: [string, ErrorCode][] = [
      [SCHEDULED_TEXT.past, 'scheduledPast'],
      [SCHEDULED_TEXT.tooFar, 'scheduledTooFar'],
      [SCHEDULED_TEXT.tooMany, 'scheduledTooMany'],
      [SCHEDULED_TEXT.alreadySent, 'scheduledAlreadySent'],
      [SCHEDULED_TEXT.notFound, 'scheduledNotFound'],
      [SCHEDULED_TEXT.invalidMoment, 'scheduledInvalidMoment'],
      [SCHEDULED_TEXT.nothingToChange, 'scheduledNothingToChange'],
      [UNSEND_TEXT.expired, 'unsendExpired'],
      [OBJECT_TEXT.image.invalidType, 'imageInvalidType'],
      [OBJECT_TEXT.image.tooLarge, 'imageTooLarge'],
      [OBJECT_TEXT.voice.invalidType, 'voiceInvalidType'],
      [OBJECT_TEXT.voice.tooLarge, 'voiceTooLarge'],
      [PAYMENT_TEXT.invalidAmount, 'amountInvalid'],
      [PAYMENT_TEXT.required, 'paymentFieldsRequired'],
      [IMAGE_PROMPT_REQUIRED, 'promptRequired'],
      [IMAGE_GENERATION_BUSY, 'generationBusy'],
    ];
    for (const [text, code] of cases) expect(errorCodeOf(text), text).toEqual({ code });
  });

  it("should know the words of the schemas' refusals", () => {
    const words = [
      firstIssue(messageContentSchema, 'x'.repeat(10_001)),
      firstIssue(messageContentSchema, '  '),
      firstIssue(messageContentSchema, 'a\u0000b'),
      firstIssue(clientIdSchema, 'a b'),
      firstIssue(clientMessageTypeSchema, 'payment'),
      firstIssue(clientMessageTypeSchema, 'game'),
      firstIssue(metadataSchema, { a: 'x'.repeat(20_001) }),
      firstIssue(metadataSchema, { a: '\u0000' }),
      firstIssue(objectRefSchema, '../../etc/passwd'),
      firstIssue(signupSchema, { username: 'ab', displayName: 'A' }),
      firstIssue(signupSchema, { username: 'abc', displayName: '  ' }),
      firstIssue(signupSchema, { username: 'abc', displayName: 'A', language: 'xx-nope' }),
      firstIssue(translateRequestSchema, { targetLanguage: 'es' }),
      firstIssue(translateRequestSchema, { text: 'hi', targetLanguage: 'tlh' }),
      firstIssue(translateRequestSchema, {
        text: 'hi',
        sourceLanguage: 'tlh',
        targetLanguage: 'es',
      }),
      firstIssue(translateRequestSchema, { text: 'x'.repeat(5_001), targetLanguage: 'es' }),
      firstIssue(translateRequestSchema, { text: 'a\u0000', targetLanguage: 'es' }),
      firstIssue(translationSettingsUpdateSchema, {}),
      firstIssue(translationSettingsUpdateSchema, { autoTranslate: 'yes' }),
      firstIssue(noTranslateUpdateSchema, { words: 'Allo' }),
      firstIssue(noTranslateUpdateSchema, { words: [1] }),
      firstIssue(noTranslateUpdateSchema, { words: ['x'.repeat(61)] }),
      firstIssue(noTranslateUpdateSchema, {
        words: Array.from({ length: 201 }, (_, i) => `w${i}`),
      }),
      firstIssue(noTranslateUpdateSchema, { words: ['a\u0000'] }),
      firstIssue(generateImageRequestSchema, { prompt: ' ', style: 'cartoon', userId: 'u' }),
      firstIssue(generateImageRequestSchema, {
        prompt: 'x'.repeat(1_001),
        style: 'cartoon',
        userId: 'u',
      }),
      firstIssue(generateImageRequestSchema, { prompt: 'cat', style: 'pixel', userId: 'u' }),
      firstIssue(generateImageRequestSchema, { prompt: 'cat', style: 'cartoon' }),
      firstIssue(paymentCreateSchema, { fromUserId: 'a', amount: 1, conversationId: 'c' }),
      firstIssue(paymentCreateSchema, {
        fromUserId: 'a',
        toUserId: 'b',
        amount: 0.001,
        conversationId: 'c',
      }),
      firstIssue(paymentCreateSchema, {
        fromUserId: 'a',
        toUserId: 'b',
        amount: 1,
        conversationId: 'c',
        note: 'x'.repeat(101),
      }),
      firstIssue(paymentCreateSchema, {
        fromUserId: 'a',
        toUserId: 'b',
        amount: 1,
        conversationId: 'c',
        note: '\u0000',
      }),
      firstIssue(paymentStatusUpdateSchema, { status: 'failed' }),
      firstIssue(idempotencyKeySchema, ''),
      firstIssue(idempotencyKeySchema, 'k'.repeat(101)),
      firstIssue(idempotencyKeySchema, 'a key'),
      firstIssue(gameCreateSchema, { conversationId: 'c', gameType: 'x', players: ['a'] }),
      firstIssue(scheduledCreateSchema, { conversationId: 'c', content: 'hi', sendAt: 'soon' }),
      firstIssue(scheduledUpdateSchema, {}),
    ];
    expect(words.filter((w) => !errorCodeOf(w))).toEqual([]);
  });
});
