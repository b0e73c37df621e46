import { readFileSync } from 'node:fs';

/** How long a sample is: one word, two words, or a sentence (see chat-messages.tsv). */
export type SampleKind = 'word' | 'pair' | 'sentence';
export const SAMPLE_KINDS: readonly SampleKind[] = ['sentence', 'pair', 'word'];

export interface Sample {
  language: string;
  kind: SampleKind;
  text: string;
}

/** The non-comment lines of a file beside this one, split at tabs. */
function rows(name: string): string[][] {
  return readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

/** The labelled chat messages of chat-messages.tsv (language detection's regression set). */
export function detectionSamples(): Sample[] {
  return rows('chat-messages.tsv').map(([language, kind, text]) => {
    if (!language || !text || !SAMPLE_KINDS.includes(kind as SampleKind)) {
      throw new Error(
        `chat-messages.tsv: not "language<TAB>kind<TAB>text": ${[language, kind, text].join('\t')}`,
      );
    }
    return { language, kind: kind as SampleKind, text };
  });
}

/** Sentences in languages other than the twelve translation languages (other-languages.tsv). */
export function otherLanguageSamples(): Sample[] {
  return rows('other-languages.tsv').map(([language, text]) => {
    if (!language || !text) throw new Error(`other-languages.tsv: not "language<TAB>text"`);
    return { language, kind: 'sentence', text };
  });
}
