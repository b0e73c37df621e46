import type { Page } from 'playwright-core';

/** Makes the two friends through the API, with each one's own session. */
export async function befriend(asker: Page, asked: Page, askedId: string): Promise<void> {
  await asker.evaluate(async (receiverId) => {
    const res = await fetch('/api/friend-requests', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ receiverId }),
    });
    if (!res.ok) throw new Error(`friend request: ${res.status}`);
  }, askedId);
  await asked.evaluate(async (me) => {
    const list = await fetch(`/api/users/${me}/friend-requests`, { credentials: 'include' });
    const [request] = (await list.json()) as Array<{ id: string }>;
    const res = await fetch(`/api/friend-requests/${request!.id}/accept`, {
      method: 'POST',
      credentials: 'include',
    });
    if (!res.ok) throw new Error(`accept: ${res.status}`);
  }, askedId);
}
