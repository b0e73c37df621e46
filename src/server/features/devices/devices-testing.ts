import { expect } from 'vitest';
import type { testStart } from '../../testing/harness';

type Started = Awaited<ReturnType<typeof testStart>>;

/** Two browsers' User-Agent headers, for the devices tests. */
export const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs a user in as a browser with this User-Agent would; returns the Cookie header value. */
export async function loginAs(s: Started, userId: string, ua: string): Promise<string> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/session',
    headers: { 'user-agent': ua },
    payload: { userId },
  });
  expect(res.statusCode).toBe(200);
  return `allo_session=${res.cookies.find((c) => c.name === 'allo_session')!.value}`;
}
