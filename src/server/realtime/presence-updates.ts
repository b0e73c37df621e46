import type { Connection } from './connection';
import type { LiveContext } from './live-context';
import { sessionPresenceKey } from './presence';
import { publishTo } from './publish';

/**
 * What presence needs from the features that know people (ARCHITECTURE 'The send path': realtime
 * knows no feature): who hears that someone came online or went away, and where 'last seen' is
 * kept. The composition root (`app.ts`) gives it.
 */
export interface PresencePeople {
  /** The people who see `userId`'s presence (their contacts). */
  contactsOf(userId: string): Promise<string[]>;
  /** `userId`'s last live connection closed now. */
  lastSeen(userId: string): Promise<void>;
  /** What `userId` chose to be shown as while connected: Available ('online'), Busy or Away. */
  chosenStatus(userId: string): Promise<'online' | 'busy' | 'away'>;
}

/**
 * A live connection opened or closed: its person's presence and its session's, told to whoever
 * shows them. Nothing is recorded while the server shuts down (`closing`): another instance, or
 * Redis expiry, answers for it.
 */
export function presenceUpdate(
  ctx: LiveContext,
  people: PresencePeople,
  closing: () => boolean,
): (conn: Connection, status: 'online' | 'offline') => void {
  async function userPresence(userId: string, status: 'online' | 'offline'): Promise<void> {
    if (closing()) return;
    try {
      const changed =
        status === 'online'
          ? await ctx.presence.connect(userId)
          : await ctx.presence.disconnect(userId);
      if (!changed) return;
      if (status === 'offline') await people.lastSeen(userId);
      const to = await people.contactsOf(userId);
      // Connected, a person is shown as they chose: Available, Busy or Away (issue 31).
      const shown = status === 'online' ? await people.chosenStatus(userId) : status;
      if (to.length) {
        const event = { type: 'presence', userId, status: shown };
        await ctx.bus.publish({ to, data: JSON.stringify(event) });
      }
    } catch (err) {
      ctx.log.warn({ err, userId, status }, 'presence update failed');
    }
  }

  /**
   * Which sessions have a live connection, on any instance (Linked Devices' Online): counted
   * under the session's own presence key. Going offline is that session's last activity. When
   * a session comes online or goes offline everywhere, the user's pages hear `devices_changed`.
   */
  async function sessionPresence(conn: Connection, status: 'online' | 'offline'): Promise<void> {
    if (closing()) return;
    try {
      const key = sessionPresenceKey(conn.sessionHash);
      const changed =
        status === 'online' ? await ctx.presence.connect(key) : await ctx.presence.disconnect(key);
      if (status === 'offline') ctx.sessions.touch(conn.sessionHash);
      if (changed) await publishTo(ctx, [conn.userId], { type: 'devices_changed' });
    } catch (err) {
      ctx.log.warn({ err, status }, 'session presence update failed');
    }
  }

  return (conn, status) => {
    void userPresence(conn.userId, status);
    void sessionPresence(conn, status);
  };
}
