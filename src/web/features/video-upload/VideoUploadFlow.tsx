import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Video, VideoEdits } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest, errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import { UploadModal } from './UploadModal';
import { UploadOverlay } from './UploadOverlay';
import { VideoEditorDialog } from './VideoEditorDialog';
import { useVideoUploadOpen, videoUploadClose } from './upload-store';
import { useVideoUpload } from './use-video-upload';
import type { UploadedVideo } from './use-video-upload';

/**
 * Spec secondary 2 and 4: the whole flow. The modal takes the file and its caption; the overlay
 * shows the upload; once the server has checked the video the editor opens with it, and after
 * Save & Continue the feed opens on it.
 */
export function VideoUploadFlow({ me }: { me: string }) {
  const t = useT();
  const open = useVideoUploadOpen();
  const [, navigate] = useLocation();
  const client = useQueryClient();
  const [editing, setEditing] = useState<(UploadedVideo & { src: string }) | null>(null);
  const upload = useVideoUpload(me, (done) =>
    setEditing({ ...done, src: URL.createObjectURL(done.file) }),
  );
  /** Closes the editor and opens the feed on the video. */
  const done = (video: Video) => {
    if (editing) URL.revokeObjectURL(editing.src);
    setEditing(null);
    navigate(`/videos?v=${encodeURIComponent(video.id)}`);
  };

  const save = useMutation({
    mutationFn: ({ video, edits }: { video: Video; edits: VideoEdits }) =>
      apiRequest<Video>('PUT', `/api/videos/${encodeURIComponent(video.id)}/edits`, edits),
    onSuccess: (video) => {
      toast({ title: t('video-upload.processed'), variant: 'success' });
      void client.invalidateQueries({ queryKey: ['videos'] });
      done(video);
    },
    onError: (err) =>
      toast({
        title: t('video-upload.saveFailed'),
        description: errorText(err),
        variant: 'destructive',
      }),
  });

  return (
    <>
      <UploadModal
        open={open}
        onOpenChange={(next) => !next && videoUploadClose()}
        upload={upload}
      />
      <UploadOverlay
        progress={upload.progress}
        reason={upload.reason}
        multipart={upload.multipart}
        paused={upload.paused}
        onCancel={upload.cancel}
        onPauseResume={upload.pauseResume}
      />
      {editing && (
        <VideoEditorDialog
          video={editing.video}
          src={editing.src}
          saving={save.isPending}
          onSave={(edits) => save.mutate({ video: editing.video, edits })}
          onCancel={() => done(editing.video)}
        />
      )}
    </>
  );
}
