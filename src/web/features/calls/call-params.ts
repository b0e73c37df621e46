/**
 * The call screen's address (spec core 2 route table): /video-call?conversationId=…&participants=
 * [json list of user ids, me included]&currentUserId=…, plus callId (which call the signals
 * belong to) and type (video, or audio only).
 */
export interface CallParams {
  conversationId: string;
  participants: string[];
  currentUserId: string;
  callId: string;
  audioOnly: boolean;
}

export function callHref(p: CallParams): string {
  const q = new URLSearchParams({
    conversationId: p.conversationId,
    participants: JSON.stringify(p.participants),
    currentUserId: p.currentUserId,
    callId: p.callId,
  });
  if (p.audioOnly) q.set('type', 'audio');
  return `/video-call?${q.toString()}`;
}

/** Null when the address does not name a call. */
export function callParamsRead(search: URLSearchParams): CallParams | null {
  const conversationId = search.get('conversationId');
  const currentUserId = search.get('currentUserId');
  const callId = search.get('callId');
  let participants: unknown;
  try {
    participants = JSON.parse(search.get('participants') ?? 'null');
  } catch {
    return null;
  }
  if (!conversationId || !currentUserId || !callId || !/^[A-Za-z0-9_-]{1,64}$/.test(callId))
    return null;
  if (!Array.isArray(participants) || !participants.every((p) => typeof p === 'string'))
    return null;
  const everyone = [...new Set([currentUserId, ...(participants as string[])])];
  return {
    conversationId,
    participants: everyone,
    currentUserId,
    callId,
    audioOnly: search.get('type') === 'audio',
  };
}

/** A new call's id: random, and valid as the server's callId. */
export function callIdNew(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/** mm:ss (spec secondary 'Video call screen'), hours folded into minutes. */
export function callDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
