import type { Conversation } from '../../protocol';
import type { Config } from '../config';
import { testLogin, testStart } from './harness';
import { LiveClient } from './live-client';

/** The people of a chat fixture; Lukas is in none of its conversations. */
export type ChatWho = 'emma' | 'sofia' | 'camille' | 'lukas';

/**
 * What feature suites built on conversations share: a server; Emma, Sofia, Camille and Lukas
 * signed in; Emma and Sofia in a direct conversation, and with Camille in a group called
 * `groupName`; and a call helper that acts as one of them. `overrides` change the server's
 * config (an S3 object store, say).
 */
export async function chatFixture(groupName: string, overrides: Partial<Config> = {}) {
  const s = await testStart(overrides);
  const cookies: Record<ChatWho, string> = {
    emma: await testLogin(s.app, 'u-emma'),
    sofia: await testLogin(s.app, 'u-sofia'),
    camille: await testLogin(s.app, 'u-camille'),
    lukas: await testLogin(s.app, 'u-lukas'),
  };
  const inject = (
    who: ChatWho,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    s.app.inject({
      method,
      url,
      headers: { cookie: cookies[who], ...headers },
      payload: payload as object,
    });
  const conversation = async (payload: object): Promise<Conversation> =>
    (await inject('emma', 'POST', '/api/conversations', payload)).json();
  const direct = await conversation({ participants: ['u-sofia'] });
  const group = await conversation({ participants: ['u-sofia', 'u-camille'], name: groupName });
  const phones: LiveClient[] = [];
  /** A live connection as one of them, closed by `phonesClose`. */
  const phone = async (who: ChatWho): Promise<LiveClient> => {
    const c = await LiveClient.open(s.url, cookies[who]);
    phones.push(c);
    return c;
  };
  const phonesClose = async () => {
    for (const c of phones.splice(0)) await c.close();
  };
  return { s, cookies, inject, direct, group, phone, phonesClose };
}
