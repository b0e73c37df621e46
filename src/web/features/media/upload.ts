import type { ObjectKind, ObjectUpload } from '../../../protocol';

/** An object the server stored, as its answer describes it (`upload-reply.ts` checks it). */
export type StoredObject = ObjectUpload;

/**
 * An upload that did not store anything: `status` is the HTTP status (0 when no answer came:
 * offline, server down, aborted), `reason` the server's code (`invalid_file_type`,
 * `file_too_large`) when it gave one, and the message its own words.
 */
export class UploadError extends Error {
  readonly status: number;
  readonly reason: string | null;

  constructor(status: number, message: string, reason: string | null = null) {
    super(message);
    this.name = 'UploadError';
    this.status = status;
    this.reason = reason;
  }
}

/** One request as a transport sends it. */
export interface UploadRequest {
  url: string;
  body: Blob;
  headers: Readonly<Record<string, string>>;
  /** Called with 0..1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadReply {
  status: number;
  text: string;
}

/** Sends the bytes and resolves with the HTTP answer; rejects only when none came. */
export type UploadTransport = (request: UploadRequest) => Promise<UploadReply>;

/**
 * The browser's transport: XMLHttpRequest, because fetch reports no upload progress and the
 * outgoing bubble shows how far a photo has got.
 */
export const xhrTransport: UploadTransport = (request) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', request.url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) request.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new UploadError(0, 'Network error'));
    xhr.onabort = () => reject(new UploadError(0, 'Upload cancelled'));
    request.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(request.body);
  });

export interface ObjectUploadOptions {
  kind: ObjectKind;
  /** The file's own name, sent as X-File-Name (the server never trusts it for the type). */
  fileName?: string;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  transport?: UploadTransport;
}

/**
 * Uploads one file's bytes as an object of the signed-in user (`POST /api/objects?kind=`), with
 * its claimed type in Content-Type. Resolves with the stored object; rejects with
 * {@link UploadError}.
 */
export async function objectUpload(
  body: Blob,
  options: ObjectUploadOptions,
): Promise<StoredObject> {
  const headers: Record<string, string> = {
    'Content-Type': body.type || 'application/octet-stream',
  };
  if (options.fileName) headers['X-File-Name'] = encodeURIComponent(options.fileName);
  const transport = options.transport ?? xhrTransport;
  const reply = await transport({
    url: `/api/objects?kind=${options.kind}`,
    body,
    headers,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  // The answer's check needs the schema library: it loads with the first answer, not the chat.
  const { uploadReplyRead } = await import('./upload-reply');
  return uploadReplyRead(reply);
}
