import type { Conversation, Message } from '../../protocol';
import type { Config } from '../kernel/config';
import { testLogin, testStart } from './harness';
import { LiveClient } from './live-client';

/** The people of a chat fixture; Lukas is in none of its conversations. */
export type ChatWho = 'emma' | 'sofia' | 'camille' | 'lukas';

/** Each one's user id. */
export const CHAT_USER: Record<ChatWho, string> = {
  emma: 'u-emma',
  sofia: 'u-sofia',
  camille: 'u-camille',
  lukas: 'u-lukas',
};

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
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
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
  /** Sends as `who` over HTTP; throws unless the server stored it. */
  const send = async (
    who: ChatWho,
    conversationId: string,
    content: string,
    extra: object = {},
  ): Promise<Message> => {
    const res = await inject(who, 'POST', '/api/messages', {
      conversationId,
      senderId: CHAT_USER[who],
      content,
      ...extra,
    });
    if (res.statusCode !== 201) throw new Error(`send: ${res.statusCode} ${res.body}`);
    return res.json<Message>();
  };
  return { s, cookies, inject, direct, group, phone, phonesClose, send };
}
