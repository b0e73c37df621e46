/**
 * SQLSTATE class 22, 'data exception': the database refused a value the request carried (a NUL
 * byte, 22021; text that is no number or date, 22P02 and 22007; a number out of range, 22003).
 * Schemas refuse these before any query; this is what is left should one slip through.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

/**
 * True when an error is the database refusing a value the request carried: answered with 400,
 * never 500. node-postgres reports the SQLSTATE as `code`; Drizzle wraps driver errors, so
 * causes are followed.
 */
export function isInvalidInput(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true;
    e = e.cause;
  }
  return false;
}
