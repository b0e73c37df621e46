/**
 * Fixed statements on the hot path, parsed and planned once per connection instead of on every
 * call: node-postgres named statements. Arguments are text or null; the statement casts them
 * (`$1::jsonb`).
 */
export interface Statements {
  run<T>(name: string, text: string, args: ReadonlyArray<string | null>): Promise<T[]>;
}

/** A name is reused on every pooled connection: keep them plain and recognisable in logs. */
export function statementNameCheck(name: string): void {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`bad statement name: ${name}`);
}
