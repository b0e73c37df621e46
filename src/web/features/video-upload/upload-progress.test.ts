import { describe, expect, it } from 'vitest';
import {
  PROGRESS_CIRCUMFERENCE,
  UPLOAD_IDLE,
  progressDashOffset,
  uploadProgressNext,
} from './upload-progress';
import type { UploadProgress, UploadStep } from './upload-progress';

const run = (steps: UploadStep[], from: UploadProgress = UPLOAD_IDLE) =>
  steps.reduce(uploadProgressNext, from);

describe('upload progress (spec secondary 4)', () => {
  it('goes idle → uploading → processing → complete → idle', () => {
    const start = run([{ type: 'start', fileName: 'clip.mp4', fileSize: 1000 }]);
    expect(start).toMatchObject({
      status: 'uploading',
      fileName: 'clip.mp4',
      fileSize: 1000,
      percentage: 0,
    });
    const half = uploadProgressNext(start, {
      type: 'progress',
      bytesUploaded: 505,
      bytesTotal: 1000,
    });
    expect(half).toMatchObject({ percentage: 50, bytesUploaded: 505 });
    const processing = uploadProgressNext(half, { type: 'processing' });
    expect(processing).toMatchObject({
      status: 'processing',
      percentage: 100,
      bytesUploaded: 1000,
    });
    const complete = uploadProgressNext(processing, { type: 'complete' });
    expect(complete.status).toBe('complete');
    expect(uploadProgressNext(complete, { type: 'reset' })).toEqual(UPLOAD_IDLE);
  });

  it('never shows more than the file, and ignores progress once past uploading', () => {
    const start = run([{ type: 'start', fileName: 'a.mp4', fileSize: 100 }]);
    expect(
      uploadProgressNext(start, { type: 'progress', bytesUploaded: 500, bytesTotal: 100 })
        .percentage,
    ).toBe(100);
    const processing = uploadProgressNext(start, { type: 'processing' });
    expect(
      uploadProgressNext(processing, { type: 'progress', bytesUploaded: 1, bytesTotal: 100 }),
    ).toBe(processing);
  });

  it('an error shows from any running status, but not from idle; complete needs processing', () => {
    const start = run([{ type: 'start', fileName: 'a.mp4', fileSize: 100 }]);
    expect(uploadProgressNext(start, { type: 'error' }).status).toBe('error');
    expect(uploadProgressNext(UPLOAD_IDLE, { type: 'error' })).toBe(UPLOAD_IDLE);
    expect(uploadProgressNext(start, { type: 'complete' })).toBe(start);
  });

  it('draws the circle of radius 45 by percentage', () => {
    expect(PROGRESS_CIRCUMFERENCE).toBeCloseTo(2 * Math.PI * 45);
    expect(progressDashOffset(0)).toBeCloseTo(PROGRESS_CIRCUMFERENCE);
    expect(progressDashOffset(50)).toBeCloseTo(PROGRESS_CIRCUMFERENCE / 2);
    expect(progressDashOffset(100)).toBe(0);
    expect(progressDashOffset(140)).toBe(0);
  });
});
