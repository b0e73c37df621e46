/**
 * A multipart upload survives a reload: its upload id and key are kept per person, with what
 * names the file (name, size, last change). Picking the same file again lists the parts the
 * store already has and sends only the rest. The browser cannot read a file again by itself,
 * so the person picks it; the modal says so.
 */
export interface UploadResumeEntry {
  name: string;
  size: number;
  lastModified: number;
  uploadId: string;
  key: string;
  /** When the upload started (ms): the server sweeps unfinished uploads after a day. */
  startedAt: number;
}

/** Spec secondary 9 (our store's sweep): an upload older than this is gone on the server. */
const RESUME_TTL_MS = 23 * 60 * 60 * 1000;

const storageKey = (userId: string) => `allo.videoUpload.${userId}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function resumeRead(userId: string, now = Date.now()): UploadResumeEntry | null {
  const raw = storage()?.getItem(storageKey(userId));
  if (!raw) return null;
  try {
    const entry = JSON.parse(raw) as UploadResumeEntry;
    if (typeof entry.uploadId !== 'string' || typeof entry.key !== 'string') return null;
    if (now - entry.startedAt > RESUME_TTL_MS) {
      resumeClear(userId);
      return null;
    }
    return entry;
  } catch {
    return null;
  }
}

export function resumeWrite(userId: string, entry: UploadResumeEntry): void {
  try {
    storage()?.setItem(storageKey(userId), JSON.stringify(entry));
  } catch {
    // A full or disabled storage only loses the resume after a reload.
  }
}

export function resumeClear(userId: string): void {
  storage()?.removeItem(storageKey(userId));
}

/** True when a picked file is the one the kept upload was sending. */
export function resumeMatches(
  entry: UploadResumeEntry,
  file: { name: string; size: number; lastModified?: number },
): boolean {
  return (
    entry.name === file.name &&
    entry.size === file.size &&
    (file.lastModified === undefined || entry.lastModified === file.lastModified)
  );
}
