import { useSyncExternalStore } from 'react';

/**
 * Photos of ours on their way, by the clientId of their message: the picture on this device
 * (an object URL) and how far the upload has got. The outgoing bubble shows the local picture
 * with the progress until the server's copy of the picture has loaded.
 */
export interface PhotoUpload {
  previewUrl: string;
  /** 0..1 of the bytes sent; 1 once stored. */
  progress: number;
  width?: number;
  height?: number;
}

const uploads = new Map<string, PhotoUpload>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const l of listeners) l();
}

export function photoUploadSet(clientId: string, upload: PhotoUpload): void {
  uploads.set(clientId, upload);
  emit();
}

export function photoUploadProgress(clientId: string, progress: number): void {
  const held = uploads.get(clientId);
  if (!held || held.progress === progress) return;
  uploads.set(clientId, { ...held, progress });
  emit();
}

/** Forgets one upload and frees its local picture (the server's has loaded, or it failed). */
export function photoUploadRelease(clientId: string): void {
  const held = uploads.get(clientId);
  if (!held) return;
  uploads.delete(clientId);
  if (held.previewUrl.startsWith('blob:')) URL.revokeObjectURL(held.previewUrl);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The upload of the message with this clientId, if it is one of ours on its way. */
export function usePhotoUpload(clientId: string | null | undefined): PhotoUpload | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (clientId ? uploads.get(clientId) : undefined),
    () => undefined,
  );
}
