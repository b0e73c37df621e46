import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Video } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { errorText } from '../../lib/api';
import { toast } from '../../ui/toast-store';
import {
  COMPLETE_SHOW_MS,
  ERROR_SHOW_MS,
  PROCESSING_MIN_MS,
  UPLOAD_IDLE,
  uploadProgressNext,
} from './upload-progress';
import { resumeClear, resumeMatches, resumeRead, resumeWrite } from './resume-store';
import type { UploadResumeEntry } from './resume-store';
import { uppyStrings, restrictionNotices } from './uppy-strings';
import { singleUploadId, multipartWanted, videoFinish, videoUppyCreate } from './video-uploader';
import type { VideoFile } from './video-uploader';

/** What the editor opens with once a video is in: the server's record and the local file. */
export interface UploadedVideo {
  video: Video;
  file: File;
}

/** The S3 plugin keeps a multipart upload's id and key on the file's state. */
type WithMultipart = { s3Multipart?: { uploadId?: string; key?: string } };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The upload flow's state around one Uppy (spec secondary 4): the picked file and its caption,
 * the restriction notices, the progress, pause and resume of a multipart upload, and what
 * happens at each end (toasts, the editor).
 */
export function useVideoUpload(me: string, onUploaded: (done: UploadedVideo) => void) {
  const t = useT();
  const client = useQueryClient();
  const strings = useMemo(() => uppyStrings(t), [t]);
  const [uppy] = useState(() => videoUppyCreate(strings));
  const [progress, step] = useReducer(uploadProgressNext, UPLOAD_IDLE);
  const [file, setFile] = useState<VideoFile | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [paused, setPaused] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const [resume, setResume] = useState<UploadResumeEntry | null>(() => resumeRead(me));
  const latest = useRef({ onUploaded, t });
  useEffect(() => {
    latest.current = { onUploaded, t };
  });

  useEffect(() => {
    uppy.setOptions({ locale: { strings, pluralize: (n: number) => (n === 1 ? 0 : 1) } });
  }, [uppy, strings]);

  useEffect(() => {
    const timers: ReturnType<typeof setTimeout>[] = [];
    const later = (ms: number, fn: () => void) => timers.push(setTimeout(fn, ms));
    const tr = (id: string) => latest.current.t(id);

    const failed = (reason?: string) => {
      step({ type: 'error' });
      toast({
        title: tr('video-upload.failedTitle'),
        description: tr('video-upload.failedHint'),
        variant: 'destructive',
      });
      setReason(reason);
      later(ERROR_SHOW_MS, () => step({ type: 'reset' }));
    };

    const onUpload = (_id: string, files: VideoFile[]) => {
      const f = files[0];
      if (f) step({ type: 'start', fileName: f.name ?? '', fileSize: f.size ?? 0 });
    };
    const onProgress = (
      _f: VideoFile | undefined,
      p: { bytesUploaded: number; bytesTotal: number | null },
    ) => step({ type: 'progress', bytesUploaded: p.bytesUploaded, bytesTotal: p.bytesTotal ?? 0 });
    const onPart = (f: VideoFile | undefined) => {
      const state = f && uppy.getFile(f.id);
      const mp = (state as (VideoFile & WithMultipart) | undefined)?.s3Multipart;
      if (!state || !mp?.uploadId || !mp.key || !(state.data instanceof File)) return;
      // Written once, at its first part: later parts change nothing kept.
      if (resumeRead(me)?.uploadId === mp.uploadId) return;
      resumeWrite(me, {
        name: state.data.name,
        size: state.data.size,
        lastModified: state.data.lastModified,
        uploadId: mp.uploadId,
        key: mp.key,
        startedAt: Date.now(),
      });
    };
    const onSuccess = (f: VideoFile | undefined, response: { body?: { video?: Video } }) => {
      if (!f) return;
      step({ type: 'processing' });
      toast({
        title: tr('video-upload.successTitle'),
        description: tr('video-upload.successHint'),
      });
      const shown = wait(PROCESSING_MIN_MS);
      const local = f.data instanceof File ? f.data : null;
      void (async () => {
        try {
          const uploadId = singleUploadId(f);
          let video = response.body?.video;
          if (!video) {
            if (!uploadId) throw new Error(tr('video-upload.failedHint'));
            video = await videoFinish(f, uploadId);
          }
          const done = { video, file: local };
          await shown;
          resumeClear(me);
          setResume(null);
          step({ type: 'complete' });
          void client.invalidateQueries({ queryKey: ['videos'] });
          later(COMPLETE_SHOW_MS, () => {
            step({ type: 'reset' });
            uppy.clear();
            setFile(null);
            if (done.file) latest.current.onUploaded({ video: done.video, file: done.file });
          });
        } catch (err) {
          await shown;
          uppy.clear();
          setFile(null);
          failed(errorText(err));
        }
      })();
    };
    const onError = (_f: VideoFile | undefined, err: { message: string }) => {
      uppy.clear();
      setFile(null);
      failed(err.message);
    };
    const onPause = (_f: VideoFile | undefined, isPaused: boolean) => setPaused(isPaused);
    const onOffline = () => toast({ title: tr('video-upload.offline') });
    const onOnline = () => toast({ title: tr('video-upload.online') });
    const onRestriction = (_f: VideoFile | undefined, err: Error) =>
      setErrors((old) => [...old, err.message]);

    // Each handler is taken off with the effect.
    const offs: (() => void)[] = [];
    const listen: typeof uppy.on = (event, handler) => {
      uppy.on(event, handler);
      offs.push(() => uppy.off(event, handler));
      return uppy;
    };
    listen('upload', onUpload);
    listen('upload-progress', onProgress);
    listen('s3-multipart:part-uploaded', onPart);
    listen('upload-success', onSuccess);
    listen('upload-error', onError);
    listen('upload-pause', onPause);
    listen('is-offline', onOffline);
    listen('back-online', onOnline);
    listen('restriction-failed', onRestriction);
    return () => {
      for (const off of offs) off();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [uppy, me, client]);

  useEffect(() => () => uppy.destroy(), [uppy]);

  /** Takes the picked or dropped files: the first that passes the checks is the one. */
  const pick = (files: File[]) => {
    setErrors([]);
    for (const existing of uppy.getFiles()) uppy.removeFile(existing.id);
    setFile(null);
    for (const data of files) {
      try {
        const id = uppy.addFile({ name: data.name, type: data.type, data, source: 'picker' });
        const added = uppy.getFile(id);
        if (resume && resumeMatches(resume, data)) {
          const restore: WithMultipart = {
            s3Multipart: { uploadId: resume.uploadId, key: resume.key },
          };
          uppy.setFileState(id, restore as Partial<VideoFile>);
        }
        setFile(added);
      } catch {
        // Uppy reported it ('restriction-failed'): the notices list it.
      }
    }
  };

  const start = (caption: { title: string; description: string }) => {
    if (!file) return;
    setErrors([]);
    setReason(undefined);
    uppy.setFileMeta(file.id, { ...uppy.getFile(file.id).meta, ...caption });
    setPaused(false);
    void uppy.upload();
  };

  /** Spec secondary 4: cancels all, resets, and says so. */
  const cancel = () => {
    uppy.cancelAll();
    setFile(null);
    setPaused(false);
    resumeClear(me);
    setResume(null);
    step({ type: 'reset' });
    toast({
      title: t('video-upload.cancelledTitle'),
      description: t('video-upload.cancelledHint'),
    });
  };

  const pauseResume = () => {
    const f = uppy.getFiles()[0];
    if (f) uppy.pauseResume(f.id);
  };

  const forgetResume = () => {
    resumeClear(me);
    setResume(null);
  };

  return {
    progress,
    reason,
    file,
    notices: restrictionNotices(errors, t),
    multipart: !!file && multipartWanted(file),
    paused,
    resume,
    pick,
    start,
    cancel,
    pauseResume,
    forgetResume,
    clearFile: () => {
      uppy.clear();
      setFile(null);
      setErrors([]);
    },
  };
}
