import type { RefObject } from 'react';
import { useT } from '../../i18n/use-t';
import { toast } from '../../ui/toast-store';
import { mediaErrorText } from './call-errors';
import { CallMediaFailure, callMediaError } from './call-media';
import type { CallVideo } from './call-video';

/** The call's camera and screen buttons, over its {@link CallVideo}. */
export function useCallVideo(
  video: RefObject<CallVideo | null>,
  state: { cameraOff: boolean; sharing: boolean },
) {
  const t = useT();
  return {
    /** Off stops the camera; on asks for it again (a voice call's first time included). */
    toggleCamera: async () => {
      try {
        await video.current?.cameraSet(state.cameraOff);
      } catch (err) {
        // The call goes on as it was; the person is told why the camera did not come.
        toast({
          title: t('calls.cameraFailed'),
          description: mediaErrorText(new CallMediaFailure(callMediaError(err)), t),
          variant: 'destructive',
        });
      }
    },
    /** Front or rear camera; a failure leaves the call as it was (spec: ignored). */
    switchCamera: async () => {
      await video.current?.cameraSwitch().catch(() => undefined);
    },
    toggleShare: async () => {
      if (state.sharing) return video.current?.shareStop();
      // Cancelling the browser's picker is an answer, not an error: nothing changes.
      return video.current?.shareStart().catch(() => undefined);
    },
  };
}
