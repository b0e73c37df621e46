import { Suspense, lazy, useState } from 'react';
import { useVideoUploadOpen } from './upload-store';

const VideoUploadFlow = lazy(() =>
  import('./VideoUploadFlow').then((m) => ({ default: m.VideoUploadFlow })),
);

/**
 * Where the upload flow lives, wherever the person is in the app. Uppy and the editor load the
 * first time the modal opens, and stay: an upload goes on while the modal is closed.
 */
export function VideoUploadHost({ me }: { me: string }) {
  const open = useVideoUploadOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <VideoUploadFlow me={me} />
    </Suspense>
  );
}
