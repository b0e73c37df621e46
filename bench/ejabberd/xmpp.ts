/**
 * The few XMPP-over-WebSocket exchanges (RFC 7395) the send path's clients need against
 * ejabberd: open a stream, SASL PLAIN, bind a resource, join a group chat room (XEP-0045), and
 * the groupchat message frame. One stanza per WebSocket frame; replies are recognised by plain
 * string tests, which is all a load generator needs and costs it little.
 */
import type WebSocket from 'ws';

export const XMPP_DOMAIN = 'localhost';
export const MUC_DOMAIN = `conference.${XMPP_DOMAIN}`;
/** How long one step of the exchange may take before the client counts as failed. */
const STEP_MS = 30_000;

export const roomJid = (room: number) => `room${room}@${MUC_DOMAIN}`;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Sends `frame` (if any) and waits for the first frame that `done` accepts. */
function exchange(ws: WebSocket, frame: string | null, done: (text: string) => boolean) {
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      ws.off('message', onMessage);
      reject(new Error(`XMPP: no answer to ${frame?.slice(0, 60) ?? 'open'}`));
    }, STEP_MS);
    const onMessage = (raw: Buffer) => {
      const text = raw.toString();
      if (text.includes('<failure') || text.includes("type='error'")) {
        clearTimeout(timer);
        ws.off('message', onMessage);
        reject(new Error(`XMPP: ${text.slice(0, 300)}`));
      } else if (done(text)) {
        clearTimeout(timer);
        ws.off('message', onMessage);
        resolve(text);
      }
    };
    ws.on('message', onMessage);
    if (frame) ws.send(frame);
  });
}

const open = `<open xmlns='urn:ietf:params:xml:ns:xmpp-framing' to='${XMPP_DOMAIN}' version='1.0'/>`;

/**
 * Logs user `user` in and joins `room` under its own nick, resolving on the room's presence for
 * itself (status 110), which comes after the other occupants' presences. A room's first joiner
 * creates it from the default options (persistent, archived).
 */
export async function xmppJoin(
  ws: WebSocket,
  user: string,
  password: string,
  room: number,
): Promise<void> {
  await exchange(ws, open, (t) => t.includes('mechanisms'));
  const plain = Buffer.from(`\0${user}\0${password}`).toString('base64');
  await exchange(
    ws,
    `<auth xmlns='urn:ietf:params:xml:ns:xmpp-sasl' mechanism='PLAIN'>${plain}</auth>`,
    (t) => t.startsWith('<success'),
  );
  await exchange(ws, open, (t) => t.includes('xmpp-bind'));
  await exchange(
    ws,
    `<iq type='set' id='bind'><bind xmlns='urn:ietf:params:xml:ns:xmpp-bind'><resource>bench</resource></bind></iq>`,
    (t) => t.includes("id='bind'"),
  );
  const joined = await exchange(
    ws,
    `<presence to='${roomJid(room)}/${user}'><x xmlns='http://jabber.org/protocol/muc'>` +
      `<history maxstanzas='0'/></x></presence>`,
    (t) => t.startsWith('<presence') && t.includes("code='110'"),
  );
  // A new room is locked until its owner accepts the default configuration (an instant room).
  if (joined.includes("code='201'")) {
    await exchange(
      ws,
      `<iq type='set' id='instant' to='${roomJid(room)}'>` +
        `<query xmlns='http://jabber.org/protocol/muc#owner'><x xmlns='jabber:x:data' type='submit'/></query></iq>`,
      (t) => t.includes("id='instant'"),
    );
  }
}

/** A groupchat message to `room` whose id is the stamp (ejabberd keeps it on every copy). */
export function xmppGroupMessage(room: number, content: string, id: string): string {
  return `<message to='${roomJid(room)}' type='groupchat' id='${id}'><body>${escapeXml(content)}</body></message>`;
}

/** The frame before a delivered message's stamp, as ejabberd writes it. */
export const XMPP_STAMP_KEY = " id='m-";
