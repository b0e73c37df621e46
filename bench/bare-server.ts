/**
 * The ceiling: a bare `ws` broadcast server with no database, no auth and no validation beyond
 * JSON. A client joins a room by URL (`/?room=R&user=U`); a text frame `{content, clientId}` is stamped with
 * its sender and sent, serialised once, to every socket in the room. Allo is measured against it.
 *
 * Run as a script: `node --import tsx bench/bare-server.ts <port>`.
 */
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

const port = Number(process.argv[2] ?? 0);
const rooms = new Map<string, Set<WebSocket>>();
let next = 0;

const wss = new WebSocketServer({ port, host: '127.0.0.1' });
wss.on('connection', (socket, request) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const room = url.searchParams.get('room') ?? 'lobby';
  const user = url.searchParams.get('user') ?? 'anon';
  let members = rooms.get(room);
  if (!members) {
    members = new Set();
    rooms.set(room, members);
  }
  members.add(socket);
  socket.on('message', (raw) => {
    let frame: { content?: unknown; clientId?: unknown };
    try {
      frame = JSON.parse(raw.toString()) as typeof frame;
    } catch {
      return;
    }
    const { content, clientId } = frame;
    if (typeof content !== 'string') return;
    const data = JSON.stringify({
      type: 'message',
      message: { id: String(next++), conversationId: room, senderId: user, content, clientId },
    });
    for (const peer of members) if (peer.readyState === peer.OPEN) peer.send(data);
  });
  socket.on('close', () => members.delete(socket));
});
wss.on('listening', () => process.send?.('ready'));
process.on('SIGTERM', () => wss.close(() => process.exit(0)));
