import type { Conversation } from '../../protocol';
import type { Config } from '../kernel/config';
import type { TestBackend, TestServer } from './harness';
import { testBackend, testLogin, testServer } from './harness';

export interface TwoInstances {
  backend: TestBackend;
  one: TestServer;
  two: TestServer;
  /** Emma's session cookie, made on the first instance. */
  emma: string;
  /** Sofía's session cookie, made on the second. */
  sofia: string;
  /** Emma and Sofía's direct conversation. */
  conv: Conversation;
  close(): Promise<void>;
}

/**
 * Two instances on one backend (ARCHITECTURE "Scale-out"; PostgreSQL and Redis when the suite
 * runs with them), Emma signed in on the first, Sofía on the second, and their conversation.
 * `overrides` change both instances' config.
 */
export async function twoInstances(overrides: Partial<Config> = {}): Promise<TwoInstances> {
  const backend = await testBackend(overrides);
  const one = await testServer(backend.config);
  const two = await testServer({ ...backend.config, seedDemo: false });
  const emma = await testLogin(one.app, 'u-emma');
  const sofia = await testLogin(two.app, 'u-sofia');
  const conv = (
    await one.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: { cookie: emma },
      payload: { participants: ['u-sofia'] },
    })
  ).json<Conversation>();
  return {
    backend,
    one,
    two,
    emma,
    sofia,
    conv,
    async close() {
      await one.close();
      await two.close();
      await backend.drop();
    },
  };
}
