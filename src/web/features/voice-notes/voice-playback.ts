/** The part of an audio element that taking turns needs. */
export interface Playable {
  pause(): void;
}

let playing: Playable | null = null;

/**
 * One voice note plays at a time, as in every messenger: a note that starts pauses the one
 * playing before it. Called from the element's 'play' event, so it holds whichever way the
 * playing began (the button, the keyboard, the browser's own controls).
 */
export function voicePlaybackStarted(player: Playable): void {
  if (playing && playing !== player) playing.pause();
  playing = player;
}

/** A note paused, ended or left the screen: it no longer holds the turn. */
export function voicePlaybackStopped(player: Playable): void {
  if (playing === player) playing = null;
}

/** The note playing now, if any (for tests and the recorder's preview). */
export function voicePlaybackCurrent(): Playable | null {
  return playing;
}
