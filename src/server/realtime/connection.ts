import type { WebSocket } from 'ws';
import type { ServerEvent } from '../../protocol';

/** One open live connection: its socket, whose it is, and what it follows. */
export interface Connection {
  socket: WebSocket;
  userId: string;
  /** The session it was opened with: signing that session out closes it. */
  sessionHash: string;
  joined: string | null;
  alive: boolean;
  /** While the person is over a limit, what reads the socket again (frame-limits.ts). */
  resumeTimer: ReturnType<typeof setTimeout> | null;
}

/** Sends an event on the connection, unless its socket has closed meanwhile. */
export function connectionSend(conn: Connection, event: ServerEvent): void {
  if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(event));
}
