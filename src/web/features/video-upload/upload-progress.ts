/**
 * Spec secondary 3 and 4 'Upload progress': percentage, status, file name and size, bytes sent.
 * Idle, then uploading on start; processing on success (shown at least 1.5 s: the server checks
 * the file meanwhile); then complete, back to idle after 2 s. An error shows for 3 s, then idle.
 */
export type UploadStatus = 'idle' | 'uploading' | 'processing' | 'complete' | 'error';

export interface UploadProgress {
  percentage: number;
  status: UploadStatus;
  fileName: string;
  fileSize: number;
  bytesUploaded: number;
}

export const UPLOAD_IDLE: UploadProgress = {
  percentage: 0,
  status: 'idle',
  fileName: '',
  fileSize: 0,
  bytesUploaded: 0,
};

/** Spec secondary 4: how long each ending shows. */
export const PROCESSING_MIN_MS = 1_500;
export const COMPLETE_SHOW_MS = 2_000;
export const ERROR_SHOW_MS = 3_000;

export type UploadStep =
  | { type: 'start'; fileName: string; fileSize: number }
  | { type: 'progress'; bytesUploaded: number; bytesTotal: number }
  | { type: 'processing' }
  | { type: 'complete' }
  | { type: 'error' }
  | { type: 'reset' };

/** The next progress after a step; steps that make no sense in the current status change nothing. */
export function uploadProgressNext(state: UploadProgress, step: UploadStep): UploadProgress {
  switch (step.type) {
    case 'start':
      return {
        ...UPLOAD_IDLE,
        status: 'uploading',
        fileName: step.fileName,
        fileSize: step.fileSize,
      };
    case 'progress': {
      if (state.status !== 'uploading') return state;
      const total = step.bytesTotal || state.fileSize;
      const bytes = Math.min(step.bytesUploaded, total);
      const percentage = total > 0 ? Math.floor((bytes / total) * 100) : 0;
      return { ...state, bytesUploaded: bytes, percentage };
    }
    case 'processing':
      if (state.status !== 'uploading') return state;
      return { ...state, status: 'processing', percentage: 100, bytesUploaded: state.fileSize };
    case 'complete':
      if (state.status !== 'processing') return state;
      return { ...state, status: 'complete' };
    case 'error':
      if (state.status === 'idle') return state;
      return { ...state, status: 'error' };
    case 'reset':
      return UPLOAD_IDLE;
  }
}

/** Spec secondary 9: the progress circle's radius; its length, for the stroke's dash. */
export const PROGRESS_RADIUS = 45;
export const PROGRESS_CIRCUMFERENCE = 2 * Math.PI * PROGRESS_RADIUS;

/** The stroke offset that draws `percentage` of the circle. */
export function progressDashOffset(percentage: number): number {
  const p = Math.min(100, Math.max(0, percentage));
  return PROGRESS_CIRCUMFERENCE * (1 - p / 100);
}
