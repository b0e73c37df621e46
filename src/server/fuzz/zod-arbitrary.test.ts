import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientEventSchema, messagePageQuerySchema, scheduledCreateSchema } from '../../protocol';
import { zodArbitrary } from './zod-arbitrary';
import { zodInvalid } from './zod-invalid';

const SEED = 42;
const sample = (arb: fc.Arbitrary<unknown>, numRuns = 200) =>
  fc.sample(arb, { seed: SEED, numRuns });

/** A schema with every kind the walker knows, and nothing it must leave to chance. */
const everything = z.object({
  name: z.string().min(2).max(5),
  code: z.string().regex(/^[A-Z]{3}$/),
  ref: z
    .string()
    .min(8)
    .max(12)
    .regex(/^[a-z0-9-]+$/),
  when: z.iso.datetime({ offset: true }),
  count: z.number().int().min(-3).max(3),
  ratio: z.number().gt(0).lt(1),
  flag: z.boolean(),
  colour: z.enum(['red', 'green']),
  kind: z.literal('fixed'),
  tags: z.array(z.string().max(3)).min(1).max(2),
  either: z.union([z.number().int().min(0).max(9), z.literal('none')]),
  event: z.discriminatedUnion('type', [
    z.object({ type: z.literal('a'), a: z.number().int().min(0).max(1) }),
    z.object({ type: z.literal('b'), b: z.string().length(2) }),
  ]),
  maybe: z.string().max(1).optional(),
  none: z.string().max(1).nullable(),
  fallback: z.string().max(3).default('x'),
  scores: z.record(z.string().max(3), z.number().int().min(0).max(5)),
  pair: z.tuple([z.boolean(), z.literal(1)]),
  trimmed: z
    .string()
    .trim()
    .min(1)
    .max(4)
    .transform((s) => s.length),
});

describe('zodArbitrary', () => {
  it('should generate only values the schema takes when the schema has no refinement', () => {
    for (const value of sample(zodArbitrary(everything))) {
      const parsed = everything.safeParse(value);
      // Only `trimmed` may miss: a blank string of the right length is trimmed below its min.
      if (!parsed.success) expect(parsed.error.issues.map((i) => i.path[0])).toEqual(['trimmed']);
    }
  });

  it('should leave out optional keys sometimes and keep required ones always', () => {
    const values = sample(zodArbitrary(everything)) as Array<Record<string, unknown>>;
    expect(values.every((v) => 'name' in v && 'event' in v)).toBe(true);
    expect(values.some((v) => !('maybe' in v))).toBe(true);
    expect(values.some((v) => 'maybe' in v)).toBe(true);
    expect(values.some((v) => v.none === null)).toBe(true);
  });

  it('should cover every option of a union and a discriminated union', () => {
    const values = sample(zodArbitrary(everything)) as Array<{
      either: unknown;
      event: { type: string };
    }>;
    expect(new Set(values.map((v) => v.event.type))).toEqual(new Set(['a', 'b']));
    expect(values.some((v) => v.either === 'none')).toBe(true);
    expect(values.some((v) => typeof v.either === 'number')).toBe(true);
  });

  it('should make valid protocol messages: every live event type, queries, datetimes', () => {
    const events = sample(zodArbitrary(clientEventSchema), 400) as Array<{ type: string }>;
    const types = new Set(events.map((e) => e.type));
    for (const option of clientEventSchema.options) {
      expect(types).toContain(option.shape.type.value);
    }
    for (const q of sample(zodArbitrary(messagePageQuerySchema))) {
      expect(messagePageQuerySchema.safeParse(q).success).toBe(true);
    }
    const moments = sample(zodArbitrary(scheduledCreateSchema)) as Array<{ sendAt: string }>;
    expect(moments.every((m) => !Number.isNaN(Date.parse(m.sendAt)))).toBe(true);
  });

  it('should put edge values at the leaves in boundary mode', () => {
    const schema = z.object({ text: z.string().min(1).max(10), n: z.number().int().min(0).max(5) });
    const values = sample(zodArbitrary(schema, { mode: 'boundary' }), 500) as Array<{
      text: unknown;
      n: unknown;
    }>;
    const texts = values.map((v) => v.text);
    expect(texts).toContain('');
    expect(texts).toContain('x'.repeat(11));
    expect(texts).toContain('\u0000');
    expect(texts.some((t) => typeof t === 'string' && t.length >= 100_000)).toBe(true);
    const numbers = values.map((v) => v.n);
    for (const edge of [-1, 6, 0, 5, Number.MAX_SAFE_INTEGER + 2]) expect(numbers).toContain(edge);
    expect(values.some((v) => schema.safeParse(v).success)).toBe(true);
  });

  it('should use a hint for a key the schema leaves open', () => {
    const schema = z.object({ language: z.custom<string>(() => true) });
    const hinted = zodArbitrary(schema, { hints: { language: fc.constant('fr') } });
    expect(
      sample(hinted).filter((v) => (v as { language: unknown }).language === 'fr').length,
    ).toBeGreaterThan(100);
  });

  it('should fall back to anything for a kind it does not know', () => {
    const values = sample(zodArbitrary(z.custom(() => true)), 300);
    expect(new Set(values.map((v) => typeof v)).size).toBeGreaterThan(3);
  });
});

describe('zodInvalid', () => {
  it('should mostly make values the schema refuses: wrong root, missing keys, wrong types', () => {
    const schema = z.strictObject({ id: z.string().min(1), n: z.number().int() });
    const values = sample(zodInvalid(schema), 500);
    const refused = values.filter((v) => !schema.safeParse(v).success);
    expect(refused.length).toBeGreaterThan(450);
    expect(values.some((v) => Array.isArray(v))).toBe(true);
    expect(values.some((v) => v === null || typeof v !== 'object')).toBe(true);
  });
});
