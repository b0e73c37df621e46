import type { ServerEvent } from '../../../protocol';

/** The live events of calls: ringing, hanging up, and the set-up messages between browsers. */
export type CallEvent = Extract<
  ServerEvent,
  {
    type:
      | 'call_incoming'
      | 'call_ended'
      | 'offer'
      | 'answer'
      | 'ice-candidate'
      | 'call-ended'
      | 'media-state';
  }
>;

const CALL_TYPES = new Set<string>([
  'call_incoming',
  'call_ended',
  'offer',
  'answer',
  'ice-candidate',
  'call-ended',
  'media-state',
]);

export function isCallEvent(event: ServerEvent): event is CallEvent {
  return CALL_TYPES.has(event.type);
}

/** Spec secondary 7: signalling reaches the call screen as a window event 'webrtc-message'. */
export const CALL_EVENT_NAME = 'webrtc-message';

export function callEventDispatch(event: CallEvent): void {
  window.dispatchEvent(new CustomEvent<CallEvent>(CALL_EVENT_NAME, { detail: event }));
}

/** Listens to call events until the returned function is called. */
export function callEventsListen(listener: (event: CallEvent) => void): () => void {
  const handle = (e: Event) => listener((e as CustomEvent<CallEvent>).detail);
  window.addEventListener(CALL_EVENT_NAME, handle);
  return () => window.removeEventListener(CALL_EVENT_NAME, handle);
}
