import { describe, expect, it } from 'vitest';
import { isUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isUnavailable', () => {
  it('should recognise lost and refused connections, also wrapped as a cause', () => {
    expect(isUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:1', 'ECONNREFUSED'))).toBe(true);
    expect(isUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isUnavailable(withCode('the database system is shutting down', '57P03'))).toBe(true);
    expect(isUnavailable(withCode('connection failure', '08006'))).toBe(true);
    const wrapped = new Error('Failed query: select 1', {
      cause: withCode('read ECONNRESET', 'ECONNRESET'),
    });
    expect(isUnavailable(wrapped)).toBe(true);
  });

  it('should leave ordinary query errors alone', () => {
    expect(isUnavailable(withCode('duplicate key value', '23505'))).toBe(false);
    expect(isUnavailable(withCode('syntax error', '42601'))).toBe(false);
    expect(isUnavailable(new Error('Failed query: x', { cause: new Error('boom') }))).toBe(false);
    expect(isUnavailable('ECONNREFUSED')).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
  });
});
