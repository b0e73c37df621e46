/** Messages between the main thread and the PGlite worker. */
export type Request =
  | {
      op: 'query';
      id: number;
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      tx?: number;
    }
  | { op: 'exec'; id: number; sql: string }
  // `text` is null once the worker has prepared the statement under `name`.
  | { op: 'prepared'; id: number; name: string; text: string | null; args: Array<string | null> }
  | { op: 'begin'; id: number; tx: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'close'; id: number };

export type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: Record<string, unknown> };
