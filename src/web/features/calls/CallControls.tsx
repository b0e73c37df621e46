import {
  Mic,
  MicOff,
  MonitorOff,
  MonitorUp,
  PhoneOff,
  SwitchCamera,
  Video,
  VideoOff,
} from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { screenShareSupported } from './call-video';
import { CallButton } from './CallButton';

export interface CallControlsProps {
  muted: boolean;
  cameraOff: boolean;
  sharing: boolean;
  onMute: () => void;
  onCamera: () => void;
  onShare: () => void;
  onSwitch: () => void;
  onEnd: () => void;
}

/**
 * Mute, camera, end, share screen (where the browser can: not on phones) and switch camera
 * (while the camera is on and shown). A voice call has the same buttons: its camera button turns the
 * camera on, and the others then see me.
 */
export function CallControls(p: CallControlsProps) {
  const t = useT();
  return (
    <nav
      className="flex items-center justify-center gap-4 px-4 pt-4 pb-8"
      aria-label={t('calls.controls')}
    >
      <CallButton
        label={p.muted ? t('calls.unmute') : t('calls.mute')}
        active={p.muted}
        onClick={p.onMute}
        testId="call-mute"
      >
        {p.muted ? <MicOff className="h-6 w-6" /> : <Mic className="h-6 w-6" />}
      </CallButton>
      <CallButton
        label={p.cameraOff ? t('calls.cameraOn') : t('calls.cameraOff')}
        active={p.cameraOff}
        onClick={p.onCamera}
        testId="call-camera"
      >
        {p.cameraOff ? <VideoOff className="h-6 w-6" /> : <Video className="h-6 w-6" />}
      </CallButton>
      <CallButton label={t('calls.end')} danger onClick={p.onEnd} testId="call-end">
        <PhoneOff className="h-6 w-6" />
      </CallButton>
      {screenShareSupported() && (
        <CallButton
          label={p.sharing ? t('calls.shareStop') : t('calls.share')}
          active={p.sharing}
          onClick={p.onShare}
          testId="call-share"
        >
          {p.sharing ? <MonitorOff className="h-6 w-6" /> : <MonitorUp className="h-6 w-6" />}
        </CallButton>
      )}
      {!p.cameraOff && !p.sharing && (
        <CallButton label={t('calls.switchCamera')} onClick={p.onSwitch} testId="call-switch">
          <SwitchCamera className="h-6 w-6" />
        </CallButton>
      )}
    </nav>
  );
}
