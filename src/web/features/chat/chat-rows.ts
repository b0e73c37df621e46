import type { ChatMessage } from '../../lib/apply-event';
import { dayKey } from '../../lib/format';

/** Messages from one sender this close together form a run: one tail, one name, one avatar. */
export const RUN_GAP_MS = 5 * 60_000;

export type ChatRow =
  | { kind: 'older'; key: string }
  | { kind: 'date'; key: string; iso: string }
  | {
      kind: 'message';
      key: string;
      message: ChatMessage;
      own: boolean;
      runStart: boolean;
      runEnd: boolean;
    };

/**
 * A stable row key: our own messages keep their clientId key from optimistic to confirmed, so
 * the row is not remounted (or re-measured) when the server's copy replaces ours.
 */
export function messageRowKey(m: ChatMessage): string {
  return m.clientId ? `c:${m.senderId}:${m.clientId}` : `m:${m.id}`;
}

function sameRun(a: ChatMessage, b: ChatMessage): boolean {
  return (
    a.senderId === b.senderId &&
    dayKey(a.createdAt) === dayKey(b.createdAt) &&
    Math.abs(Date.parse(b.createdAt) - Date.parse(a.createdAt)) < RUN_GAP_MS
  );
}

/** The chat's rows: an 'older' loader when there is more history, date separators, messages. */
export function chatRowsBuild(
  messages: readonly ChatMessage[],
  meId: string,
  hasOlder: boolean,
): ChatRow[] {
  // What the reader deleted for themself is not shown (it keeps its place in the cache only).
  if (messages.some((m) => m.hiddenForMe)) messages = messages.filter((m) => !m.hiddenForMe);
  const rows: ChatRow[] = [];
  if (hasOlder) rows.push({ kind: 'older', key: 'older' });
  let lastDay = '';
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i]!;
    const day = dayKey(m.createdAt);
    if (day !== lastDay) {
      rows.push({ kind: 'date', key: `d:${day}`, iso: m.createdAt });
      lastDay = day;
    }
    const prev = messages[i - 1];
    const next = messages[i + 1];
    rows.push({
      kind: 'message',
      key: messageRowKey(m),
      message: m,
      own: m.senderId === meId,
      runStart: !prev || !sameRun(prev, m),
      runEnd: !next || !sameRun(m, next),
    });
  }
  return rows;
}
