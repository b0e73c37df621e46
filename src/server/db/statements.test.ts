import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackend } from '../testing/harness';
import type { Database } from './connect';
import { dbConnect } from './connect';
import { statementNameCheck } from './statements';

describe('statement names', () => {
  it('should allow only plain statement names', () => {
    expect(() => statementNameCheck('send_batch')).not.toThrow();
    expect(() => statementNameCheck('x; drop')).toThrow();
  });
});

describe('prepared statements', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const backend = await testBackend();
    drop = backend.drop;
    database = await dbConnect({
      databaseUrl: backend.config.databaseUrl,
      dataDir: backend.config.dataDir,
    });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('should run a statement many times with hostile text arriving intact', async () => {
    const text = `select $1::text as t, jsonb_array_length($2::jsonb) as n`;
    const tricky = `quote ' backslash \\ dollar $1 emoji 🌍 newline \n end`;
    for (let i = 0; i < 3; i++) {
      const rows = await database.statements.run<{ t: string; n: number }>('echo', text, [
        tricky,
        JSON.stringify([1, "it's", null]),
      ]);
      expect(rows).toEqual([{ t: tricky, n: 3 }]);
    }
    const nulls = await database.statements.run<{ t: string | null }>('echo', text, [null, '[]']);
    expect(nulls[0]!.t).toBeNull();
  });
});
