import { createHash, randomBytes } from 'node:crypto';
import { dbConnect } from '../../src/server/db/connect';
import { conversationMembers, conversations, sessions, users } from '../../src/server/db/schema';
import { sessionExpiry } from '../../src/server/features/session/service';

export interface Population {
  /** Cookie header per client, in client order. */
  cookies: string[];
  userIds: string[];
  /** Conversation id per client (client i is in conversation floor(i / perRoom)). */
  roomOf: string[];
}

/**
 * Writes users, sessions and conversations straight into the database the server will open, so
 * a benchmark measures the send path and not the set-up.
 */
export async function preparePopulation(opts: {
  dataDir: string;
  databaseUrl?: string;
  clients: number;
  rooms: number;
}): Promise<Population> {
  const database = await dbConnect({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl });
  const { db } = database;
  const perRoom = Math.ceil(opts.clients / opts.rooms);
  const userIds: string[] = [];
  const cookies: string[] = [];
  const userRows = [];
  const sessionRows = [];
  const expiresAt = sessionExpiry(new Date());
  for (let i = 0; i < opts.clients; i++) {
    const id = `bench-${i}`;
    const token = randomBytes(16).toString('base64url');
    userIds.push(id);
    cookies.push(`allo_session=${token}`);
    userRows.push({ id, username: `bench${i}`, displayName: `Bench ${i}`, language: 'en' });
    sessionRows.push({
      idHash: createHash('sha256').update(token).digest('hex'),
      userId: id,
      expiresAt,
    });
  }
  for (let i = 0; i < userRows.length; i += 500) {
    await db.insert(users).values(userRows.slice(i, i + 500));
    await db.insert(sessions).values(sessionRows.slice(i, i + 500));
  }
  const roomIds: string[] = [];
  for (let r = 0; r < opts.rooms; r++) {
    const id = `bench-room-${r}`;
    roomIds.push(id);
    await db.insert(conversations).values({ id, name: `Room ${r}`, isGroup: true });
    const members = userIds.slice(r * perRoom, (r + 1) * perRoom);
    if (members.length) {
      await db
        .insert(conversationMembers)
        .values(members.map((userId) => ({ conversationId: id, userId })));
    }
  }
  await database.close();
  return { cookies, userIds, roomOf: userIds.map((_, i) => roomIds[Math.floor(i / perRoom)]!) };
}
