import { useCallback, useEffect, useRef, useState } from 'react';
import type { ClientEvent, IceConfig } from '../../../protocol';
import { useT } from '../../i18n/use-t';
import { apiRequest } from '../../lib/api';
import type { LiveConnection } from '../../lib/live';
import { toast } from '../../ui/toast-store';
import { mediaErrorText } from './call-errors';
import { callLeftAsk } from './call-left';
import { callEventsListen } from './call-events';
import type { CallMedia } from './call-media';
import { CallMediaFailure, callMediaGet, streamStop } from './call-media';
import type { CallMeshError } from './call-mesh-types';
import { CallMesh } from './call-mesh';
import type { CallParams } from './call-params';
import { callQualityWatch } from './call-stats';
import { CallVideo, videoSend } from './call-video';
import { useCallVideo } from './use-call-video';
import type { CallState } from './call-state';

import { callStateNew } from './call-state';

/** Spec secondary 7: offers go out 100 ms after the screen opens. */
const OFFER_DELAY_MS = 100;
/** When a group call's screen asks who is in it: by then my offers have made me one of them. */
const LEFT_CHECK_MS = 5_000;

/**
 * A call from this screen's side (spec secondary 'Video call screen'): my camera and
 * microphone, one connection to each other participant, and hanging up. Signals that cannot go
 * while the live connection is down wait for it.
 */
export function useCall(params: CallParams, connection: LiveConnection | null) {
  const t = useT();
  const connectionRef = useRef(connection);
  useEffect(() => {
    connectionRef.current = connection;
  }, [connection]);
  const waiting = useRef<ClientEvent[]>([]);
  const meshRef = useRef<CallMesh | null>(null);
  const localRef = useRef<CallMedia | null>(null);
  const videoRef = useRef<CallVideo | null>(null);
  const joined = useRef(false);
  const [state, setState] = useState<CallState>(() => callStateNew(params.audioOnly));

  const send = useCallback((event: ClientEvent) => {
    if (!connectionRef.current?.send(event)) waiting.current.push(event);
  }, []);

  // What waited for the connection goes when it is open.
  useEffect(() => {
    if (!connection) return undefined;
    const flush = () => {
      if (connection.getStatus() !== 'open') return;
      const held = waiting.current;
      waiting.current = [];
      for (const e of held) send(e);
    };
    flush();
    return connection.subscribe(flush);
  }, [connection, send]);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopQuality = () => {};
    // Back online after a drop (another Wi-Fi, mobile data): the old paths are gone for good.
    const online = () => meshRef.current?.restartAll();
    window.addEventListener('online', online);
    const meshErrorText: Record<CallMeshError, string> = {
      offer: t('calls.offerFailed'),
      incoming: t('calls.incomingFailed'),
      connection: t('calls.connectionFailed'),
    };
    // In a group, who is in the call is the server's word (call-left.ts).
    const leftCheck = () => {
      if (params.participants.length <= 2) return;
      void callLeftAsk(params, joined.current).then((left) => {
        if (!left || cancelled) return;
        meshRef.current?.prune(left.others);
        if (left.alone) setState((s) => ({ ...s, over: true }));
      });
    };
    const stopListening = callEventsListen((event) => {
      const mesh = meshRef.current;
      if (event.type === 'call_incoming') return;
      if (event.type === 'call_ended' && event.reason === 'no_answer') {
        // The server gave up ringing. Once someone is connected it is late news (another
        // instance's clock): the call goes on.
        if (event.callId !== params.callId || joined.current) return;
        meshRef.current?.end();
        meshRef.current = null;
        streamStop(localRef.current?.stream);
        if (event.from === params.currentUserId) setState((s) => ({ ...s, noAnswer: true }));
        else setState((s) => ({ ...s, over: true }));
        return;
      }
      if (event.type === 'call_ended') {
        if (event.callId !== params.callId || event.from === params.currentUserId) return;
        // In a one-to-one call, the other side hanging up (or declining) ends it.
        if (params.participants.length <= 2) setState((s) => ({ ...s, over: true }));
        else leftCheck();
        return;
      }
      void mesh?.handle(event);
    });

    void (async () => {
      let media: CallMedia;
      try {
        media = await callMediaGet('user', params.audioOnly);
      } catch (err) {
        const text = mediaErrorText(err, t);
        // Spec: the banner with Try Again is for a refused permission ('denied').
        const denied = err instanceof CallMediaFailure && err.reason.kind === 'denied';
        if (denied) setState((s) => ({ ...s, deniedError: text }));
        else toast({ title: t('calls.startFailed'), description: text, variant: 'destructive' });
        return;
      }
      if (cancelled) return streamStop(media.stream);
      localRef.current = media;
      const video = new CallVideo(media.stream, () =>
        setState((s) => ({
          ...s,
          local: s.local && { ...s.local },
          cameraOff: !video.state().camera,
          sharing: video.state().screen,
        })),
      );
      videoRef.current = video;
      setState((s) => ({
        ...s,
        local: media,
        cameraOff: !video.state().camera,
        audioOnlyNotice: media.audioOnly && !params.audioOnly,
      }));
      // This call's servers: TURN credentials are made for a member of this chat (issue 32).
      const ice = await apiRequest<IceConfig>(
        'GET',
        `/api/calls/ice-servers?conversationId=${encodeURIComponent(params.conversationId)}`,
      ).catch((): IceConfig => ({ iceServers: [] }));
      if (cancelled) return undefined;
      const mesh = new CallMesh({
        me: params.currentUserId,
        callId: params.callId,
        conversationId: params.conversationId,
        iceServers: ice.iceServers as RTCIceServer[],
        iceTransportPolicy: ice.iceTransportPolicy ?? 'all',
        local: media.stream,
        media: video.state(),
        send,
        onChange: () => {
          const peers = mesh.view();
          const iceRestarts = mesh.restarts();
          const connected = peers.some((p) => p.state === 'connected');
          if (connected) joined.current = true;
          setState((s) => ({
            ...s,
            peers,
            iceRestarts,
            connectedAt: s.connectedAt ?? (connected ? Date.now() : null),
            // Everyone I was talking to has gone.
            over: s.over || (joined.current && peers.length === 0),
          }));
        },
        onError: (error) =>
          toast({
            title: t('calls.errorTitle'),
            description: meshErrorText[error],
            variant: 'destructive',
          }),
      });
      meshRef.current = mesh;
      video.attach({
        set: (track) =>
          videoSend(
            mesh.connections().map((c) => c.pc),
            track,
            media.stream,
          ),
        tell: (m) => mesh.mediaTell(m),
      });
      stopQuality = callQualityWatch(
        () => mesh.connections(),
        (weak) => setState((s) => ({ ...s, weak })),
      );
      timer = setTimeout(() => {
        for (const id of params.participants) mesh.connect(id);
        timer = setTimeout(leftCheck, LEFT_CHECK_MS);
      }, OFFER_DELAY_MS);
      return undefined;
    })();

    return () => {
      cancelled = true;
      clearTimeout(timer);
      stopQuality();
      window.removeEventListener('online', online);
      stopListening();
      meshRef.current?.end();
      meshRef.current = null;
      videoRef.current?.stop();
      streamStop(localRef.current?.stream);
    };
    // One call per screen: its address does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const videoControls = useCallVideo(videoRef, state);
  const tracks = (kind: 'audio' | 'video') =>
    localRef.current?.stream.getTracks().filter((tr) => tr.kind === kind) ?? [];

  return {
    state,
    toggleMute: () =>
      setState((s) => {
        tracks('audio').forEach((tr) => (tr.enabled = s.muted));
        return { ...s, muted: !s.muted };
      }),
    ...videoControls,
    /** Rings the members who are not in the call yet, again. */
    ringAgain: () =>
      send({
        type: 'call_start',
        callId: params.callId,
        conversationId: params.conversationId,
        callType: params.audioOnly ? 'audio' : 'video',
      }),
    /** Hangs up: every connection closed, the members told, my camera off. */
    end: () => {
      meshRef.current?.end();
      meshRef.current = null;
      send({ type: 'call_end', callId: params.callId, conversationId: params.conversationId });
      videoRef.current?.stop();
      streamStop(localRef.current?.stream);
    },
  };
}
