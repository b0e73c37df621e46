import type { QueryClient } from '@tanstack/react-query';
import { clientIdCreate } from '../../lib/client-id';
import { outboxFor } from '../outbox/outbox-registry';
import { recordingBaseType } from './recorder-media';
import { voiceUpload } from './voice-upload';

/** A finished recording, ready to send. */
export interface VoiceRecording {
  blob: Blob;
  /** The recorder's media type (`audio/webm;codecs=opus`, `audio/mp4`...). */
  type: string;
  durationMs: number;
  waveform: number[] | undefined;
}

export interface VoiceNoteSendOptions {
  conversationId: string;
  meId: string;
  recording: VoiceRecording;
  /** Burner mode was on (spec core 4): the note disappears like any burner message. */
  isBurner: boolean;
  /** The message of this chat it answers (issue 31). */
  replyTo?: string;
}

/**
 * Uploads the note (kind voice), then sends the message that points at it through the outbox,
 * like any send: shown at once as pending, retried with the same clientId if the connection
 * drops. Resolves once the upload is done and the message is on its way; throws when the
 * upload was refused or failed, and then nothing was sent.
 */
export async function voiceNoteSend(
  client: QueryClient,
  { conversationId, meId, recording, isBurner, replyTo }: VoiceNoteSendOptions,
): Promise<void> {
  const stored = await voiceUpload(recording.blob, recordingBaseType(recording.type));
  void outboxFor(client, meId).add({
    conversationId,
    senderId: meId,
    content: stored.url,
    messageType: 'voice',
    metadata: {
      objectRef: stored.ref,
      // Contract: whole milliseconds, at least 1.
      durationMs: Math.max(1, Math.round(recording.durationMs)),
      ...(recording.waveform ? { waveform: recording.waveform } : {}),
    },
    clientId: clientIdCreate(),
    ...(isBurner ? { isBurner: true } : {}),
    ...(replyTo ? { replyTo } : {}),
  });
}
