import {
  RECORDER_BITS_PER_SECOND,
  RECORDER_SLICE_MS,
  microphoneErrorText,
  recorderSupportProblem,
  recorderTypeChoose,
} from './recorder-media';
import { RecorderClock } from './recorder-clock';
import type { RecorderEvent } from './recorder-state';
import {
  RECORDER_INITIAL,
  RECORDER_MAX_MS,
  recorderElapsedMs,
  recorderReduce,
} from './recorder-state';
import type { RecordedNote, RecorderLike, RecorderMedia, RecorderSnapshot } from './recorder-media';
import { tNow } from '../../i18n/intl';

/** Shows a failure to the person: a toast title and its text, in the app language. */
export type RecorderErrorShow = (title: string, text: string) => void;

function tracksStop(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * The Voice Message recorder without its UI (spec core 4, 8, 9): asks for the microphone,
 * records in 100 ms slices (webm/Opus, mp4 where webm is not recorded), stops by itself at
 * 300 s, puts the stopped note together with its length and waveform, and releases the
 * microphone on dispose. The browser comes in through {@link RecorderMedia}.
 */
export class VoiceNoteRecorder {
  private snapshot: RecorderSnapshot = {
    state: RECORDER_INITIAL,
    elapsedMs: 0,
    note: null,
    analyser: null,
  };
  private readonly listeners = new Set<() => void>();
  private stream: MediaStream | null = null;
  private metered: MediaStream | null = null;
  private recorder: RecorderLike | null = null;
  /** While recording: the clock on screen moves, and at 300 s the recording stops. */
  private readonly clock = new RecorderClock(
    () => {
      this.snapshot = {
        ...this.snapshot,
        elapsedMs: recorderElapsedMs(this.snapshot.state, this.media.now()),
      };
      this.publish();
    },
    () => this.stop(),
  );
  /** Bumped on retry and dispose: an answer to an older request for the microphone is dropped. */
  private generation = 0;
  private disposed = false;

  constructor(
    private readonly media: RecorderMedia,
    private readonly onError: RecorderErrorShow,
  ) {}

  /** For useSyncExternalStore: the same object until something changes. */
  getSnapshot = (): RecorderSnapshot => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Initialising: asks for the microphone, kept until dispose. */
  open(): void {
    const generation = ++this.generation;
    const problem = recorderSupportProblem({
      getUserMedia: this.media.getUserMedia,
      MediaRecorder: this.media.createRecorder,
    });
    if (problem) return this.fail(problem);
    this.media.getUserMedia!({ audio: { echoCancellation: true } }).then(
      (stream) => {
        if (generation !== this.generation || this.disposed) return tracksStop(stream);
        this.stream = stream;
        // A microphone unplugged or taken away mid-way ends the recording with the reason.
        for (const track of stream.getAudioTracks()) {
          track.addEventListener('ended', () => {
            if (this.stream === stream) this.fail(tNow('voice-notes.errorGeneric'));
          });
        }
        this.apply({ type: 'granted' });
      },
      (error: unknown) => {
        if (generation === this.generation && !this.disposed) this.fail(microphoneErrorText(error));
      },
    );
  }

  start(): void {
    const stream = this.stream;
    if (!stream || this.snapshot.state.phase !== 'ready') return;
    let recorder: RecorderLike;
    try {
      const type = recorderTypeChoose(this.media.isTypeSupported);
      recorder = this.media.createRecorder!(stream, {
        ...(type ? { mimeType: type } : {}),
        audioBitsPerSecond: RECORDER_BITS_PER_SECOND,
      });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => {
        if (e.data.size > 0) chunks.push(e.data);
      };
      recorder.onstop = () => this.noteMake(recorder, chunks, type);
      recorder.start(RECORDER_SLICE_MS);
    } catch {
      this.onError(tNow('voice-notes.startFailedTitle'), tNow('voice-notes.startFailed'));
      return;
    }
    this.recorder = recorder;
    this.apply({ type: 'start', at: this.media.now() });
    // Once per microphone stream: a new one comes only after an error and a retry.
    if (this.metered !== stream) {
      this.metered = stream;
      this.snapshot = { ...this.snapshot, analyser: this.media.meter(stream) };
      this.publish();
    }
  }

  pause(): void {
    if (this.snapshot.state.phase !== 'recording') return;
    this.recorder?.pause();
    this.apply({ type: 'pause', at: this.media.now() });
  }

  resume(): void {
    if (this.snapshot.state.phase !== 'paused') return;
    this.recorder?.resume();
    this.apply({ type: 'resume', at: this.media.now() });
  }

  stop(): void {
    const phase = this.snapshot.state.phase;
    if (phase !== 'recording' && phase !== 'paused') return;
    this.apply({ type: 'stop', at: this.media.now() });
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
  }

  /** Throws the stopped note away: ready to record again. */
  remove(): void {
    if (this.snapshot.state.phase !== 'stopped') return;
    this.noteDrop();
    this.recorder = null;
    this.apply({ type: 'delete' });
  }

  /** Asks for the microphone again after an error. */
  retry(): void {
    if (this.snapshot.state.phase !== 'error') return;
    this.release();
    this.apply({ type: 'retry' });
    this.open();
  }

  /** Runs the send of the stopped note; the note stays for another try if it throws. */
  async send(run: (note: RecordedNote) => Promise<void>): Promise<void> {
    const note = this.snapshot.note;
    if (this.snapshot.state.phase !== 'stopped' || !note) return;
    this.apply({ type: 'send' });
    try {
      await run(note);
      this.apply({ type: 'sent' });
    } catch (error) {
      this.apply({ type: 'sendFailed' });
      throw error;
    }
  }

  /** The recorder closed: drop what is being recorded and release the microphone. */
  dispose(): void {
    this.disposed = true;
    this.generation++;
    this.release();
    this.noteDrop();
    this.listeners.clear();
  }

  private release(): void {
    this.clock.halt();
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder && recorder.state !== 'inactive') {
      recorder.ondataavailable = null;
      recorder.onstop = null;
      recorder.stop();
    }
    tracksStop(this.stream);
    this.stream = null;
  }

  private noteMake(recorder: RecorderLike, chunks: Blob[], type: string | undefined): void {
    const blob = new Blob(chunks, { type: recorder.mimeType || type || 'audio/webm' });
    const clockMs = this.snapshot.elapsedMs;
    void this.media.analyse(blob).then(({ durationMs, waveform }) => {
      // Deleted, retried or closed while it was being analysed.
      if (this.recorder !== recorder || this.disposed) return;
      const note: RecordedNote = {
        blob,
        type: blob.type,
        durationMs: durationMs ?? clockMs,
        waveform,
        url: this.media.createUrl(blob),
      };
      this.snapshot = { ...this.snapshot, note };
      this.publish();
    });
  }

  private noteDrop(): void {
    const note = this.snapshot.note;
    if (!note) return;
    this.media.revokeUrl(note.url);
    this.snapshot = { ...this.snapshot, note: null };
    this.publish();
  }

  private fail(text: string): void {
    this.apply({ type: 'failed', error: text });
    // What was being recorded is lost with the microphone; a stopped note is kept to send.
    if (this.snapshot.state.phase === 'error') this.release();
    this.onError(tNow('voice-notes.errorTitle'), text);
  }

  private apply(event: RecorderEvent): void {
    const state = recorderReduce(this.snapshot.state, event);
    if (state === this.snapshot.state) return;
    const wasRecording = this.snapshot.state.phase === 'recording';
    this.snapshot = {
      ...this.snapshot,
      state,
      elapsedMs: recorderElapsedMs(state, this.media.now()),
    };
    if (state.phase === 'recording' && !wasRecording) {
      this.clock.run(RECORDER_MAX_MS - recorderElapsedMs(state, this.media.now()));
    }
    if (state.phase !== 'recording' && wasRecording) this.clock.halt();
    this.publish();
  }

  private publish(): void {
    for (const listener of this.listeners) listener();
  }
}
