import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/** What the flooder is given: its socket's address, its session, its room. */
export interface FlooderData {
  url: string;
  cookie: string;
  roomId: string;
}

/**
 * One person flooding, in a thread of its own so its sending does not slow the generator that
 * times everyone else: it sends messages to its room as fast as its socket takes them and, like
 * a script would, connects again whenever the server closes it. Counts what it sent, what was
 * accepted (acked), refused (rate limited) and how often it connected; posts them when told
 * to stop.
 */
const { url, cookie, roomId } = workerData as FlooderData;
const counts = { sent: 0, accepted: 0, refused: 0, connects: 0, upgradesRefused: 0 };
let stopping = false;

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
    const pump = () => {
      if (stopping || ws.readyState !== WebSocket.OPEN) return;
      if (ws.bufferedAmount < 1 << 20) {
        for (let k = 0; k < 20; k++) {
          const clientId = `f-${counts.sent++}`;
          const frame = { type: 'message', conversationId: roomId, content: 'flood', clientId };
          ws.send(JSON.stringify(frame));
        }
      }
      setTimeout(pump, 2);
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

parentPort!.on('message', () => {
  stopping = true;
  parentPort!.postMessage(counts);
});
parentPort!.postMessage({ ready: true });
connect();
