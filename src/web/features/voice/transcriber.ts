import { tNow } from '../../i18n/intl';
import type { Recogniser, RecogniserResultEvent } from './speech-recogniser';
import { speechErrorSay, speechErrorText } from './speech-errors';

/**
 * The voice transcriber's logic, apart from any UI: it drives a speech recogniser (the Web
 * Speech API in a browser, a stand-in in tests), keeps the transcript, and translates it into
 * the chosen target as it grows.
 */

/** Spec core 4: speech recognition states. */
export type SpeechStatus = 'idle' | 'listening' | 'stopped';
/** Spec core 4: microphone permission as the transcriber knows it. */
export type MicPermission = 'unknown' | 'requesting' | 'granted' | 'denied';

/** Translates into the target language; rejects when it cannot. */
export type TranslateFn = (text: string, target: string) => Promise<string>;

export interface TranscriberOptions {
  /** Makes a recogniser; null when the browser has none (spec core 5). */
  createRecogniser: (() => Recogniser) | null;
  translate: TranslateFn;
  /** The language spoken, as a BCP 47 tag for the recogniser. */
  speechLanguage: string;
  target: string;
  /** Spec core 8: translation failures are logged silently. */
  log?: (message: string, error: unknown) => void;
  /** Pause after the last interim change before translating it. */
  interimDelayMs?: number;
  /**
   * Whether this device has a microphone at all (the one voice notes record with). Asked when
   * the recogniser reports 'audio-capture': only without one is it 'No microphone found'.
   */
  microphonePresent?: () => Promise<boolean>;
}

export interface TranscriberState {
  supported: boolean;
  status: SpeechStatus;
  permission: MicPermission;
  error: string | null;
  target: string;
  /** Settled speech, each result once. */
  finalText: string;
  /** Speech still being recognised; it changes until it settles. */
  interimText: string;
  /** The transcript in the target language; untranslated where translation failed. */
  translatedText: string;
  /** A translation is on its way. */
  translating: boolean;
}

interface Segment {
  text: string;
  translated: string | null;
}

/**
 * Long enough that a burst of interim results (several a second while someone talks) costs one
 * translation, short enough that the translation keeps up with the speaker.
 */
export const INTERIM_DELAY_MS = 500;

/**
 * A small state machine: start and stop listening, fold recogniser events into the transcript,
 * translate settled segments once each and the interim tail after a pause. Translations from a
 * superseded target or an older interim are dropped, so the text never steps backwards.
 */
export class Transcriber {
  private readonly options: Required<Omit<TranscriberOptions, 'createRecogniser'>> &
    Pick<TranscriberOptions, 'createRecogniser'>;
  private readonly listeners = new Set<() => void>();
  private state: TranscriberState;
  private recogniser: Recogniser | null = null;
  /** The latest run's recogniser, after it ended too: a late answer about an older run is dropped. */
  private lastRecogniser: Recogniser | null = null;
  private stopping = false;
  private segments: Segment[] = [];
  /** This recogniser run's result index -> segment index (results restart at 0 per run). */
  private runSegments = new Map<number, number>();
  private interim = '';
  private interimTranslated: string | null = null;
  private interimSeq = 0;
  private interimApplied = 0;
  private interimTimer: ReturnType<typeof setTimeout> | null = null;
  /** Bumped when the target changes or the text is cleared: older answers are ignored. */
  private generation = 0;
  private pending = 0;

  constructor(options: TranscriberOptions) {
    this.options = {
      log: (message, error) => console.warn(message, error),
      interimDelayMs: INTERIM_DELAY_MS,
      microphonePresent: async () => false,
      ...options,
    };
    this.state = {
      supported: options.createRecogniser !== null,
      status: 'idle',
      permission: 'unknown',
      error: null,
      target: options.target,
      finalText: '',
      interimText: '',
      translatedText: '',
      translating: false,
    };
  }

  /** For useSyncExternalStore: the same object until something changes. */
  getState = (): TranscriberState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  start(): void {
    const { createRecogniser } = this.options;
    if (!createRecogniser) {
      this.set({ error: speechErrorSay('unsupported') });
      return;
    }
    if (this.recogniser && !this.stopping) return;
    // Started again before the last run finished ending: keep what it heard, then let it go.
    if (this.recogniser) this.runEnd();
    const before = this.state.permission;
    let rec: Recogniser;
    try {
      rec = createRecogniser();
      rec.continuous = true;
      rec.interimResults = true;
      rec.lang = this.options.speechLanguage;
      rec.onstart = () => this.onStart(rec);
      rec.onresult = (e) => this.onResult(rec, e);
      rec.onerror = (e) => this.onError(rec, e.error);
      rec.onend = () => this.onEnd(rec);
      this.recogniser = rec;
      this.lastRecogniser = rec;
      this.stopping = false;
      this.runSegments = new Map();
      rec.start();
    } catch {
      this.recogniser = null;
      this.set({ status: 'idle', permission: before, error: speechErrorSay('startFailed') });
      return;
    }
    this.set({
      status: 'listening',
      error: null,
      // Once granted the browser does not ask again; otherwise the prompt is (maybe) showing.
      permission: before === 'granted' ? 'granted' : 'requesting',
    });
  }

  stop(): void {
    if (!this.recogniser) return;
    this.stopping = true;
    // stop() (not abort()) lets the recogniser deliver what it heard before ending.
    this.recogniser.stop();
    this.set({ status: 'stopped' });
  }

  /** Picks the translation target; what is already transcribed is translated again. */
  setTarget(target: string): void {
    if (target === this.state.target) return;
    this.state = { ...this.state, target };
    this.retranslate();
  }

  /** Forgets the transcript (after it went into the message, or to start over). */
  clear(): void {
    this.segments = [];
    this.runSegments = new Map();
    this.interim = '';
    this.generation++;
    this.interimTranslated = null;
    this.cancelInterim();
    this.pending = 0;
    this.publish();
  }

  /** Ends everything: the dialog closed. */
  dispose(): void {
    const rec = this.recogniser;
    this.recogniser = null;
    if (rec) {
      rec.onstart = rec.onresult = rec.onerror = rec.onend = null;
      rec.abort();
    }
    this.generation++;
    this.cancelInterim();
  }

  private onStart(rec: Recogniser): void {
    if (rec !== this.recogniser) return;
    this.set({ permission: 'granted' });
  }

  private onResult(rec: Recogniser, event: RecogniserResultEvent): void {
    if (rec !== this.recogniser) return;
    let interim = '';
    // Continuous recognition resends every result of the run; settled ones keep their index.
    for (let i = 0; i < event.results.length; i++) {
      const result = event.results[i]!;
      const text = (result[0]?.transcript ?? '').trim();
      if (!result.isFinal) {
        interim = interim ? `${interim} ${text}` : text;
      } else if (!this.runSegments.has(i) && text) {
        this.runSegments.set(i, this.segments.length);
        this.segmentAdd(text);
      }
    }
    if (this.state.permission !== 'granted') this.state = { ...this.state, permission: 'granted' };
    this.interimSet(interim.trim());
    this.publish();
  }

  private onError(rec: Recogniser, code: string): void {
    if (rec !== this.recogniser) return;
    // Our own stop can end with 'aborted': that is not the user's problem.
    if (code === 'aborted' && this.stopping) return;
    const denied = code === 'not-allowed' || code === 'service-not-allowed';
    const permission: MicPermission = denied
      ? 'denied'
      : this.state.permission === 'requesting'
        ? 'unknown'
        : this.state.permission;
    this.set({ error: speechErrorText(code), permission });
    // 'audio-capture' is the recogniser's own capture failing (its speech service, a
    // microphone held elsewhere), which the spec words as 'No microphone found'. Where the
    // device has one (voice notes record with it), that is untrue: say what failed instead.
    if (code === 'audio-capture') {
      const generation = this.generation;
      void this.options.microphonePresent().then(
        (present) => {
          if (present && generation === this.generation && rec === this.lastRecogniser) {
            this.set({ error: tNow('voice.errorCaptureFailed') });
          }
        },
        () => undefined,
      );
    }
  }

  private onEnd(rec: Recogniser): void {
    if (rec !== this.recogniser) return;
    this.runEnd();
    const status: SpeechStatus = this.state.status === 'idle' ? 'idle' : 'stopped';
    const permission = this.state.permission === 'requesting' ? 'unknown' : this.state.permission;
    this.set({ status, permission });
  }

  /** Lets go of the current run; words still unsettled when it ended are kept as said. */
  private runEnd(): void {
    this.recogniser = null;
    if (this.interim) {
      this.segmentAdd(this.interim);
      this.interimSet('');
    }
  }

  private segmentAdd(text: string): void {
    const segment: Segment = { text, translated: null };
    this.segments.push(segment);
    this.translateSegment(segment);
  }

  /** Spec core 8: a failed translation is logged quietly and the words are shown as said. */
  private translateOrKeep(text: string): Promise<string> {
    return this.options.translate(text, this.state.target).catch((error: unknown) => {
      this.options.log('Transcript translation failed', error);
      return text;
    });
  }

  private translateSegment(segment: Segment): void {
    const generation = this.generation;
    const text = segment.text;
    this.pending++;
    void this.translateOrKeep(text).then((translated) => {
      if (generation !== this.generation) return;
      this.pending--;
      segment.translated = translated;
      this.publish();
    });
  }

  private interimSet(text: string): void {
    if (text === this.interim) return;
    this.interim = text;
    this.cancelInterim();
    if (!text) {
      this.interimTranslated = null;
      // Answers for the old tail must not come back once it settled.
      this.interimApplied = ++this.interimSeq;
      return;
    }
    this.interimTimer = setTimeout(() => this.translateInterim(), this.options.interimDelayMs);
  }

  private cancelInterim(): void {
    if (this.interimTimer) clearTimeout(this.interimTimer);
    this.interimTimer = null;
  }

  private translateInterim(): void {
    this.interimTimer = null;
    const seq = ++this.interimSeq;
    const generation = this.generation;
    const text = this.interim;
    this.pending++;
    void this.translateOrKeep(text).then((translated) => {
      if (generation !== this.generation) return;
      this.pending--;
      // In order: an answer older than one already shown is dropped.
      if (seq <= this.interimApplied) {
        this.publish();
        return;
      }
      this.interimApplied = seq;
      this.interimTranslated = translated;
      this.publish();
    });
  }

  private retranslate(): void {
    this.generation++;
    this.pending = 0;
    this.cancelInterim();
    this.interimTranslated = null;
    for (const segment of this.segments) {
      segment.translated = null;
      this.translateSegment(segment);
    }
    if (this.interim) this.translateInterim();
    this.publish();
  }

  private set(patch: Partial<TranscriberState>): void {
    this.state = { ...this.state, ...patch };
    this.publish();
  }

  private publish(): void {
    const finalText = this.segments.map((s) => s.text).join(' ');
    const translatedParts = this.segments.map((s) => s.translated ?? s.text);
    if (this.interim) translatedParts.push(this.interimTranslated ?? this.interim);
    this.state = {
      ...this.state,
      finalText,
      interimText: this.interim,
      translatedText: translatedParts.join(' '),
      // Between stop() and the recogniser's end its last words may still arrive and need
      // translating: until then the translation is not final.
      translating:
        this.pending > 0 || this.interimTimer !== null || (this.stopping && !!this.recogniser),
    };
    for (const listener of this.listeners) listener();
  }
}
