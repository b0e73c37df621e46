import { useSyncExternalStore } from 'react';

/**
 * Whether the upload modal is open. More > Upload Video opens it from anywhere (spec secondary
 * 2: it opens a flow, not a route); the flow itself loads only then.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const l of listeners) l();
}

export function videoUploadOpen(): void {
  set(true);
}

export function videoUploadClose(): void {
  set(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVideoUploadOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
