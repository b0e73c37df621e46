import type { Socket } from 'node:net';
import WebSocket from 'ws';

/** What the flooder is given: its socket's address, its session, its room. */
export interface FlooderData {
  url: string;
  cookie: string;
  roomId: string;
}

/**
 * One person flooding, in a process of its own (see flood.ts): it sends messages to its room as
 * fast as its socket takes them and, like a script would, connects again whenever the server
 * closes it. Counts what it sent, what was accepted (acked), refused (rate limited) and how
 * often it connected; sends them to its parent when told to stop.
 */
const { url, cookie, roomId } = JSON.parse(process.env.FLOODER_DATA!) as FlooderData;
const counts = { sent: 0, accepted: 0, refused: 0, connects: 0, upgradesRefused: 0 };
let stopping = false;
let current: Socket | null = null;

function connect(): void {
  if (stopping) return;
  const ws = new WebSocket(url, { headers: { cookie } });
  ws.on('unexpected-response', () => {
    counts.upgradesRefused++;
    setTimeout(connect, 1);
  });
  ws.on('error', () => undefined);
  ws.on('open', () => {
    counts.connects++;
    // As fast as the socket takes them, and no faster: frames are written until a megabyte
    // waits unsent, then again when the network has taken it (no timer: a loop polling every
    // few milliseconds would itself slow this two-core machine, which a remote sender cannot).
    const socket = (ws as unknown as { _socket: Socket })._socket;
    current = socket;
    const pump = () => {
      while (!stopping && ws.readyState === WebSocket.OPEN && ws.bufferedAmount < 1 << 20) {
        const clientId = `f-${counts.sent++}`;
        const frame = { type: 'message', conversationId: roomId, content: 'flood', clientId };
        ws.send(JSON.stringify(frame));
      }
      if (!stopping && ws.readyState === WebSocket.OPEN) socket.once('drain', pump);
    };
    pump();
  });
  ws.on('message', (raw: Buffer) => {
    const text = raw.toString();
    if (text.startsWith('{"type":"ack"')) counts.accepted++;
    else if (text.includes('"code":"rateLimited"')) counts.refused++;
  });
  ws.on('close', () => setTimeout(connect, 1));
}

process.on('message', () => {
  stopping = true;
  // Reset, not closed: the frames still waiting unread in the server's buffers go with the
  // connection, so the next quiet round is quiet (a script that is killed does the same).
  current?.resetAndDestroy();
  process.send!(counts, undefined, {}, () => process.exit(0));
});
process.send!({ ready: true });
connect();
