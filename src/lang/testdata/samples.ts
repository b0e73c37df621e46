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

/** Labelled chat messages, one `language<TAB>kind<TAB>text` a line. */
function labelled(name: string): Sample[] {
  return rows(name).map(([language, kind, text]) => {
    if (!language || !text || !SAMPLE_KINDS.includes(kind as SampleKind)) {
      throw new Error(
        `${name}: not "language<TAB>kind<TAB>text": ${[language, kind, text].join('\t')}`,
      );
    }
    return { language, kind: kind as SampleKind, text };
  });
}

/** The labelled chat messages of chat-messages.tsv (language detection's regression set). */
export function detectionSamples(): Sample[] {
  return labelled('chat-messages.tsv');
}

/**
 * The second set, chat-words-fresh.tsv: mostly single words and pairs, written apart from the
 * first set and from the word tables, to tell whether detection holds beyond what it was tuned on.
 */
export function freshSamples(): Sample[] {
  return labelled('chat-words-fresh.tsv');
}

/** Sentences in languages other than the twelve translation languages (other-languages.tsv). */
export function otherLanguageSamples(): Sample[] {
  return rows('other-languages.tsv').map(([language, text]) => {
    if (!language || !text) throw new Error(`other-languages.tsv: not "language<TAB>text"`);
    return { language, kind: 'sentence', text };
  });
}
