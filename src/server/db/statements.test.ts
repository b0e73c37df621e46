import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteRemote } from './pglite-remote';
import { sqlLiteral, statementNameCheck } from './statements';

describe('sqlLiteral', () => {
  it('should quote text so that nothing in it escapes the literal', () => {
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral("'); drop table users; --")).toBe("'''); drop table users; --'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(() => sqlLiteral('a\u0000b')).toThrow('NUL');
  });

  it('should allow only plain statement names', () => {
    expect(() => statementNameCheck('send_batch')).not.toThrow();
    expect(() => statementNameCheck('x; drop')).toThrow();
  });
});

describe('prepared statements on PGlite', () => {
  let db: PGliteRemote;
  beforeAll(async () => {
    db = await PGliteRemote.start(
      ':memory:',
      fileURLToPath(new URL('./migrations', import.meta.url)),
    );
  });
  afterAll(() => db.close());

  it('should run a statement many times with hostile text arriving intact', async () => {
    const text = `select $1::text as t, jsonb_array_length($2::jsonb) as n`;
    const tricky = `quote ' backslash \\ dollar $1 emoji 🌍 newline \n end`;
    for (let i = 0; i < 3; i++) {
      const rows = (await db.prepared('echo', text, [
        tricky,
        JSON.stringify([1, "it's", null]),
      ])) as Array<{
        t: string;
        n: number;
      }>;
      expect(rows).toEqual([{ t: tricky, n: 3 }]);
    }
    const nulls = (await db.prepared('echo', text, [null, '[]'])) as Array<{ t: string | null }>;
    expect(nulls[0]!.t).toBeNull();
  });
});
