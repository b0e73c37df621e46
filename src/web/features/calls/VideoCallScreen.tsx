import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ArrowLeft, UserPlus } from 'lucide-react';
import type { User } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { useLive } from '../../lib/live-context';
import { useUsersById } from '../conversations/queries';
import type { CallParams } from './call-params';
import { callDuration } from './call-params';
import { gridOthers } from './call-tiles';
import { CallBanners } from './CallBanners';
import { CallButton } from './CallButton';
import { CallControls } from './CallControls';
import { useCall } from './use-call';
import { VideoTile } from './VideoTile';

/** Spec secondary 9: the group grid holds at most four tiles. */
const GRID_TILES = 4;

/** Spec secondary 'Video call screen' for a signed-in user. */
export function VideoCallScreen({ params, me }: { params: CallParams; me: User }) {
  const t = useT();
  const [, navigate] = useLocation();
  const { connection } = useLive();
  const usersById = useUsersById();
  const call = useCall(params, connection);
  const { state } = call;
  const [grouped, setGrouped] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(tick);
  }, []);

  const left = useRef(false);
  const leave = () => {
    // Once: hanging up also empties the call, which would otherwise end it a second time.
    if (left.current) return;
    left.current = true;
    // Spec: ending the call goes back in history (to the chats when the call was opened directly).
    if (window.history.length > 1) window.history.back();
    else navigate('/chats');
  };
  const end = () => {
    call.end();
    leave();
  };
  useEffect(() => {
    if (state.over) end();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.over]);

  const group = grouped || params.participants.length > 2;
  const name = (id: string) => usersById.get(id)?.displayName ?? '';
  const avatar = (id: string) => usersById.get(id)?.avatar ?? null;
  const others = params.participants.filter((id) => id !== me.id);
  const connected = state.connectedAt !== null;
  // After 'No answer' nothing is waited for any more.
  const waitingText = state.noAnswer ? t('calls.noAnswer') : t('calls.waiting');
  const weakLabel = (weak: boolean) => (weak ? t('calls.weak') : undefined);
  // The trouble is mine when every connection is weak.
  const allWeak = state.peers.length > 0 && state.peers.every((p) => state.weak.includes(p.userId));
  const selfTile = (className: string) => (
    <VideoTile
      stream={state.local?.stream ?? null}
      name={me.displayName}
      avatar={me.avatar}
      self
      videoOff={state.cameraOff && !state.sharing}
      screen={state.sharing}
      weak={weakLabel(allWeak)}
      className={className}
      testId="call-self"
    />
  );
  /** Their picture; their avatar while their camera is off (they told us), or in a voice call. */
  const remoteTile = (id: string, className: string, placeholder: string | undefined) => {
    const peer = state.peers.find((p) => p.userId === id);
    const media = peer?.media;
    return (
      <VideoTile
        key={id}
        stream={peer?.stream ?? null}
        name={name(id)}
        avatar={avatar(id)}
        placeholder={placeholder}
        videoOff={!!media && !media.camera && !media.screen}
        screen={media?.screen}
        weak={weakLabel(state.weak.includes(id))}
        large={!group}
        className={className}
        testId="call-remote"
        userId={id}
      />
    );
  };
  // A voice call shows my own tile only once I turn my camera on or share my screen.
  const selfShown = !params.audioOnly || !state.cameraOff || state.sharing;

  return (
    <section
      className="flex h-dvh flex-col bg-slate-950 text-white"
      data-testid="video-call"
      data-connected={connected}
      data-call-type={params.audioOnly ? 'audio' : 'video'}
      data-ice-restarts={state.iceRestarts}
      data-peers={state.peers.map((p) => p.userId).join(' ')}
    >
      <header className="flex items-center gap-2 px-3 pt-3 pb-2">
        <CallButton header label={t('calls.back')} onClick={end}>
          <ArrowLeft className="h-5 w-5 rtl:-scale-x-100" />
        </CallButton>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold" data-testid="call-title">
            {group
              ? t('calls.groupCall')
              : params.audioOnly
                ? t('calls.voiceCall')
                : t('calls.videoCall')}
          </h1>
          <p className="text-sm text-white/70 tabular-nums" data-testid="call-timer">
            {callDuration(connected ? (now - state.connectedAt!) / 1000 : 0)}
          </p>
        </div>
        <CallButton
          header
          label={t('calls.addParticipant')}
          testId="call-add"
          onClick={() => {
            setGrouped(true);
            call.ringAgain();
          }}
        >
          <UserPlus className="h-5 w-5" />
        </CallButton>
      </header>

      <CallBanners
        state={state}
        group={group}
        otherName={name(others[0] ?? '')}
        onClose={end}
        onShareStop={() => void call.toggleShare()}
      />

      <div className="relative mt-3 min-h-0 flex-1 px-3">
        {group ? (
          <div className="grid h-full grid-cols-2 gap-2" data-testid="call-grid">
            {selfTile('rounded-2xl')}
            {gridOthers(others, state.peers, GRID_TILES - 1).map((id) =>
              remoteTile(
                id,
                'rounded-2xl',
                state.peers.find((p) => p.userId === id)?.stream ? undefined : waitingText,
              ),
            )}
          </div>
        ) : (
          <>
            {remoteTile(
              others[0] ?? '',
              'h-full rounded-3xl',
              state.peers.some((p) => p.stream) ? undefined : waitingText,
            )}
            {selfShown && (
              <div className="absolute end-6 bottom-3 h-40 w-28 overflow-hidden rounded-2xl border-2 border-white/30 shadow-lg">
                {selfTile('h-full w-full')}
              </div>
            )}
          </>
        )}
      </div>

      <CallControls
        muted={state.muted}
        cameraOff={state.cameraOff}
        sharing={state.sharing}
        onMute={call.toggleMute}
        onCamera={() => void call.toggleCamera()}
        onShare={() => void call.toggleShare()}
        onSwitch={() => void call.switchCamera()}
        onEnd={end}
      />
    </section>
  );
}
