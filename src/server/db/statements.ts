/**
 * Fixed statements on the hot path, parsed and planned once per connection instead of on every
 * call. PostgreSQL: node-postgres named statements. PGlite: `PREPARE` once on its connection, then
 * `EXECUTE` with the arguments as quoted literals (PGlite's query call cannot bind parameters to
 * an EXECUTE). Arguments are text or null; the statement casts them (`$1::jsonb`).
 */
export interface Statements {
  run<T>(name: string, text: string, args: ReadonlyArray<string | null>): Promise<T[]>;
}

/** Statement names become SQL identifiers on PGlite: keep them plain. */
export function statementNameCheck(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad statement name: ${name}`);
}

/**
 * A text argument as an SQL literal. With standard_conforming_strings (on since PostgreSQL 9.1)
 * only the quote needs doubling; a NUL cannot be stored in text at all, so it is refused.
 */
export function sqlLiteral(value: string | null): string {
  if (value === null) return 'NULL';
  if (value.includes('\u0000')) throw new Error('text cannot contain NUL');
  return `'${value.replace(/'/g, "''")}'`;
}
