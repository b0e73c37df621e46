import { useCallback, useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorText } from '../../lib/api';
import type { ChatMessage } from '../../lib/apply-event';
import { messageIsConfirmed, messagesAddPending } from '../../lib/apply-event';
import { clientIdCreate } from '../../lib/client-id';
import { messagesKey } from '../../lib/query-client';
import { toast } from '../../ui/toast-store';
import type { StoredObject } from '../media/upload';
import { objectUpload } from '../media/upload';
import { uploadErrorToast } from '../media/upload-toast';
import { outboxFor } from '../outbox/outbox-registry';
import { messagesWithoutPending, photoPendingMessage } from './photo-pending';
import type { PhotoProblem } from './photo-rules';
import { photoPrepare } from './photo-prepare';
import { photoUploadProgress, photoUploadRelease, photoUploadSet } from './photo-uploads';
import { tNow } from '../../i18n/intl';
import { PHOTO_PROBLEM_TEXT } from './photos-text';

/** Where a photo came from (kept in its metadata; the contract's `source`). */
export type PhotoSource = 'upload' | 'camera' | 'library';

export interface PhotoSendOptions {
  source: PhotoSource;
  caption?: string;
  fileName?: string;
  /** Burner mode was on (spec core 4): the photo disappears like any burner message. */
  isBurner?: boolean;
  /** The message of this chat it answers (issue 31). */
  replyTo?: string;
}

/** The toast for a file refused before any upload (spec core 5). */
export function photoProblemToast(problem: PhotoProblem): void {
  const text = PHOTO_PROBLEM_TEXT[problem];
  toast({ title: tNow(text.title), description: tNow(text.description), variant: 'destructive' });
}

/** The picture's own size, for the bubble's box while it uploads; undefined if it won't decode. */
async function imageSize(blob: Blob): Promise<{ width: number; height: number } | undefined> {
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return undefined;
  }
}

/**
 * Sending photos into one chat (spec core 5, issue 12): a picture is read, checked by its bytes
 * and made to fit (photo-prepare.ts: a phone's 8 MB photo goes, upright and without its EXIF), shown at once as an outgoing bubble with its upload's progress, stored
 * (`POST /api/objects?kind=image`), and then sent like any message through the outbox, as an
 * image message that refers to its object. A photo from the Photo Library's Recent tab is
 * copied on the server instead (`POST /api/objects/{ref}/copy`), so every message has its own
 * object. 'Photo sent!' once the server has the message.
 */
export function usePhotoSend(conversationId: string, meId: string) {
  const client = useQueryClient();

  return useMemo(() => {
    const key = messagesKey(conversationId);
    const show = (message: ChatMessage) =>
      client.setQueryData<ChatMessage[]>(key, (old) =>
        old ? messagesAddPending(old, message) : old,
      );
    const drop = (clientId: string) => {
      client.setQueryData<ChatMessage[]>(key, (old) =>
        old ? messagesWithoutPending(old, meId, clientId) : old,
      );
      photoUploadRelease(clientId);
    };
    const metadataOf = (options: PhotoSendOptions, size?: { width: number; height: number }) => ({
      source: options.source,
      ...(options.caption?.trim() ? { caption: options.caption.trim() } : {}),
      ...(size ?? {}),
    });

    /** The object is stored: the message goes through the outbox like any other. */
    const messageSend = async (
      clientId: string,
      createdAt: string,
      stored: StoredObject,
      options: PhotoSendOptions,
    ): Promise<boolean> => {
      photoUploadProgress(clientId, 1);
      const metadata = {
        objectRef: stored.ref,
        source: options.source,
        ...(options.caption?.trim() ? { caption: options.caption.trim() } : {}),
      };
      // The waiting bubble now holds what a retry must send again, should the server refuse.
      show(
        photoPendingMessage({
          clientId,
          conversationId,
          senderId: meId,
          content: stored.url,
          metadata: { ...metadata, width: stored.width, height: stored.height },
          createdAt,
          isBurner: !!options.isBurner,
        }),
      );
      await outboxFor(client, meId).add({
        conversationId,
        senderId: meId,
        content: stored.url,
        messageType: 'image',
        metadata,
        clientId,
        // Contract 12: a burner photo stays an image message, with isBurner set.
        ...(options.isBurner ? { isBurner: true } : {}),
        ...(options.replyTo ? { replyTo: options.replyTo } : {}),
      });
      const sent = client
        .getQueryData<ChatMessage[]>(key)
        ?.some((m) => m.clientId === clientId && m.senderId === meId && messageIsConfirmed(m));
      if (sent) toast({ title: tNow('photos.sent'), variant: 'success' });
      return !!sent;
    };

    /** A picked, pasted, dropped, captured or sample picture. */
    /** The outgoing bubble at once, with its picture and progress, before the upload ends. */
    const pending = (
      previewUrl: string,
      size: { width: number; height: number } | undefined,
      options: PhotoSendOptions,
    ) => {
      const clientId = clientIdCreate();
      const createdAt = new Date().toISOString();
      photoUploadSet(clientId, { previewUrl, progress: 0, ...size });
      show(
        photoPendingMessage({
          clientId,
          conversationId,
          senderId: meId,
          content: '',
          metadata: metadataOf(options, size),
          createdAt,
          isBurner: !!options.isBurner,
        }),
      );
      return { clientId, createdAt };
    };

    const sendBlob = async (blob: Blob, options: PhotoSendOptions): Promise<boolean> => {
      let bytes: Blob;
      try {
        // Read now, so a file that went away or cannot be read says so (spec core 8).
        bytes = new Blob([await blob.arrayBuffer()], { type: blob.type });
      } catch {
        toast({ title: tNow('photos.uploadFailed'), variant: 'destructive' });
        return false;
      }
      // Checked by its bytes, then made to fit: upright, metadata dropped, under 5 MB.
      const prepared = await photoPrepare(bytes);
      if (!prepared.ok) {
        photoProblemToast(prepared.problem);
        return false;
      }
      bytes = prepared.blob;
      const size = await imageSize(bytes);
      const { clientId, createdAt } = pending(URL.createObjectURL(bytes), size, options);
      let stored: StoredObject;
      try {
        stored = await objectUpload(bytes, {
          kind: 'image',
          fileName: options.fileName ?? (blob instanceof File ? blob.name : undefined),
          onProgress: (p) => photoUploadProgress(clientId, p),
        });
      } catch (err) {
        drop(clientId);
        toast(uploadErrorToast(err));
        return false;
      }
      return messageSend(clientId, createdAt, stored, options);
    };

    /** One of my recent photos again: a copy of its object, then the message. */
    const sendAgain = async (item: StoredObject, options: PhotoSendOptions): Promise<boolean> => {
      const size =
        item.width && item.height ? { width: item.width, height: item.height } : undefined;
      const { clientId, createdAt } = pending(item.thumbUrl ?? item.url, size, options);
      let copy: StoredObject;
      try {
        const reply = await apiRequest('POST', `/api/objects/${encodeURIComponent(item.ref)}/copy`);
        const { storedObjectRead } = await import('../media/upload-reply');
        const read = storedObjectRead(reply);
        if (!read) throw new Error('The server answered with something that is not an object');
        copy = read;
      } catch (err) {
        drop(clientId);
        toast({
          title: tNow('photos.uploadFailed'),
          description: errorText(err),
          variant: 'destructive',
        });
        return false;
      }
      return messageSend(clientId, createdAt, copy, options);
    };

    return { sendBlob, sendAgain };
  }, [client, conversationId, meId]);
}

/** A sample photo of the library: fetched from the app's own files and sent as a picture. */
export function useSampleSend(sendBlob: (blob: Blob, o: PhotoSendOptions) => Promise<boolean>) {
  return useCallback(
    async (src: string, fileName: string): Promise<boolean> => {
      let blob: Blob;
      try {
        const res = await fetch(src);
        if (!res.ok) throw new Error(`${res.status}`);
        blob = await res.blob();
      } catch {
        toast({ title: tNow('photos.uploadFailed'), variant: 'destructive' });
        return false;
      }
      return sendBlob(blob, { source: 'library', fileName });
    },
    [sendBlob],
  );
}
