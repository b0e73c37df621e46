import { readFileSync } from 'node:fs';

export interface Sample {
  language: string;
  text: string;
}

/** The labelled chat messages of chat-messages.tsv (language detection's regression set). */
export function detectionSamples(): Sample[] {
  const file = new URL('./chat-messages.tsv', import.meta.url);
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => {
      const tab = line.indexOf('\t');
      return { language: line.slice(0, tab), text: line.slice(tab + 1) };
    });
}
