import Uppy from '@uppy/core';
import type { Meta, UppyFile } from '@uppy/core';
import AwsS3 from '@uppy/aws-s3';
import type { AwsS3Part } from '@uppy/aws-s3';
import type { MultipartCompleted, Video, VideoUploadUrl } from '../../../protocol';
import {
  VIDEO_COMPANION_BASE,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  VIDEO_MULTIPART_THRESHOLD_BYTES,
  VIDEO_PART_RETRY_DELAYS_MS,
  VIDEO_UPLOAD_CONCURRENCY,
} from '../../../protocol/videos';
import { apiRequest } from '../../lib/api';

/** What the modal adds to the file: the caption the feed shows. */
export interface VideoMeta extends Meta {
  title: string;
  description: string;
  /** A single PUT's upload id, set when its URL is given. */
  uploadId?: string;
}

/** The finished video, from `POST /api/videos` (one PUT) or the multipart `complete`. */
export interface VideoBody extends Record<string, unknown> {
  video?: Video;
  location?: string;
}

export type VideoUppy = Uppy<VideoMeta, VideoBody>;
export type VideoFile = UppyFile<VideoMeta, VideoBody>;

/** Spec secondary 9: the library's default is multipart above 100 MB (our threshold). */
export function multipartWanted(file: { size: number | null }): boolean {
  return (file.size ?? 0) > VIDEO_MULTIPART_THRESHOLD_BYTES;
}

/**
 * Uppy as the spec's uploader (secondary 5, 7, 9): one video file of at most 100 MB with one of
 * the spec's extensions, not sent until asked (auto-proceed off); its S3 plugin against our
 * companion routes, 6 requests at a time, parts retried after 0, 1, 3 and 5 s.
 *
 * A single PUT goes to the `uploadURL` of `POST /api/objects/upload` (spec 7), the upload id
 * riding on the file for the finish. A multipart upload's `complete` carries the caption, and
 * answers with the finished video.
 */
export function videoUppyCreate(
  strings: Record<string, string | Record<number, string>>,
): VideoUppy {
  const uppy = new Uppy<VideoMeta, VideoBody>({
    autoProceed: false,
    allowMultipleUploadBatches: false,
    restrictions: {
      maxNumberOfFiles: 1,
      maxFileSize: VIDEO_MAX_BYTES,
      allowedFileTypes: [...VIDEO_EXTENSIONS],
    },
    meta: { title: '', description: '' },
    locale: { strings, pluralize: (n: number) => (n === 1 ? 0 : 1) },
  });
  uppy.use(AwsS3<VideoMeta, VideoBody>, {
    endpoint: VIDEO_COMPANION_BASE,
    shouldUseMultipart: (file: VideoFile) => multipartWanted(file),
    limit: VIDEO_UPLOAD_CONCURRENCY,
    retryDelays: [...VIDEO_PART_RETRY_DELAYS_MS],
    getUploadParameters: async (file: VideoFile) => {
      const grant = await apiRequest<VideoUploadUrl>('POST', '/api/objects/upload', {
        filename: file.name,
        type: file.type,
        size: file.size ?? undefined,
      });
      uppy.setFileMeta(file.id, { ...file.meta, uploadId: grant.uploadId });
      // Absolute: Uppy parses it (our disk store's URL is a path on this origin).
      const url = new URL(grant.uploadURL, window.location.href).toString();
      return { method: 'PUT', url, headers: grant.headers };
    },
    completeMultipartUpload: async (
      file: VideoFile,
      { uploadId, key, parts }: { uploadId: string; key: string; parts: AwsS3Part[] },
    ) => {
      const done = await apiRequest<MultipartCompleted>(
        'POST',
        `${VIDEO_COMPANION_BASE}/s3/multipart/${encodeURIComponent(uploadId)}/complete?key=${encodeURIComponent(key)}`,
        {
          parts,
          title: file.meta.title || undefined,
          description: file.meta.description || undefined,
        },
      );
      return { location: done.location, video: done.video } as { location: string };
    },
  });
  return uppy;
}

/** A single PUT's upload id (set when its URL was asked for), for `POST /api/videos`. */
export function singleUploadId(file: VideoFile): string | null {
  return file.meta.uploadId ?? null;
}

/** Finishes a single-PUT upload: the server checks the file and takes its thumbnail. */
export function videoFinish(file: VideoFile, uploadId: string): Promise<Video> {
  return apiRequest<Video>('POST', '/api/videos', {
    uploadId,
    title: file.meta.title || undefined,
    description: file.meta.description || undefined,
  });
}
