import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { Span } from '../../../lang/protect';
import { ApertiumPipe, modeCommand } from './apertium-pipe';
import type { LanguagePairs, Translator } from './translator';
import { pairsWhere, translationUnavailable } from './translator';

/** Where Debian's Apertium packages put their modes (one file per direction of a pair). */
export const APERTIUM_MODES_DIR = '/usr/share/apertium/modes';

/** Apertium names some languages by their three-letter codes. */
const ISO3: Record<string, string> = {
  eng: 'en',
  spa: 'es',
  fra: 'fr',
  deu: 'de',
  jpn: 'ja',
  ara: 'ar',
  zho: 'zh',
  hin: 'hi',
  por: 'pt',
  rus: 'ru',
  ita: 'it',
  kor: 'ko',
  cat: 'ca',
};
const iso1 = (code: string) => ISO3[code] ?? code;

/** At most this many pairs chained for one direction (en → es → it, say). */
const MAX_LEGS = 2;

/** Characters Apertium's stream format reserves; in text they go backslash-escaped. */
const RESERVED = /[\\^$@/<>{}[\]*#~]/g;
const escapeStream = (text: string) => text.replace(RESERVED, (c) => `\\${c}`);

/**
 * Text in Apertium's stream format: kept spans (names, URLs, numbers, emoji…) become
 * superblanks, which every stage passes through untouched and in place.
 */
export function streamEncode(spans: readonly Span[]): string {
  return spans
    .map((s) =>
      s.keep ? `[${escapeStream(s.text)}]` : escapeStream(s.text).replace(/\n/g, '[\n]'),
    )
    .join('');
}

/** A chain's output as plain text, and for each of its characters whether a superblank held it. */
function streamRead(stream: string): { text: string; kept: boolean[] } {
  let text = '';
  const kept: boolean[] = [];
  let inBlank = false;
  const put = (c: string) => {
    text += c;
    kept.push(inBlank);
  };
  for (let i = 0; i < stream.length; i++) {
    const c = stream[i]!;
    if (c === '\\' && i + 1 < stream.length) {
      put(stream[++i]!);
    } else if (!inBlank && c === '[') {
      inBlank = true;
    } else if (inBlank && c === ']') {
      inBlank = false;
    } else if (!inBlank && (c === '@' || c === '#' || c === '*')) {
      // A mark, not text: every @, # or * of the input arrives escaped.
    } else {
      put(c);
    }
  }
  return { text, kept };
}

/**
 * Plain text from a chain's output: escapes undone, superblanks opened, and the marks stages
 * leave on words they could not handle (`@`, `#`, `*` before a word) removed.
 */
export function streamDecode(stream: string): string {
  return streamRead(stream).text;
}

/**
 * The translation a chain's output says: decoded, with the blanks a dropped word leaves behind
 * closed up ("I am late" → " Soy tarde") and the ends trimmed. Blanks inside a superblank are
 * a kept span's own (`<a  href=x>`) and stay exactly as they were.
 */
export function streamTranslation(stream: string): string {
  const { text, kept } = streamRead(stream);
  return text
    .replace(/(?<=\S) {2,}(?=\S)/g, (run: string, at: number) =>
      kept.slice(at, at + run.length).some(Boolean) ? run : ' ',
    )
    .trim();
}

/**
 * True when every program of a mode's pipeline is installed. A pair can be present while a
 * stage of it is not (ita-spa needs cg-proc, from Debian's cg3): such a pair would fail on every
 * message, so it is not offered at all.
 */
function modeRunnable(modePath: string): boolean {
  let mode: string;
  try {
    mode = readFileSync(modePath, 'utf8');
  } catch {
    return false;
  }
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  return mode
    .split('|')
    .map((stage) => stage.trim().split(/\s+/)[0]!)
    .every((program) => dirs.some((dir) => existsSync(join(dir, program))));
}

/**
 * The offline engine: Debian's Apertium pairs, each direction a resident pipeline started on
 * first use. A direction with no pair of its own goes through another language (fr → en through
 * es). Rule-based and modest, but private, free, and a millisecond or two per message.
 */
export class ApertiumTranslator implements Translator {
  readonly engine = 'apertium';
  /** 'en-es' → the mode file's path. */
  private readonly modes = new Map<string, string>();
  private readonly pipes = new Map<string, ApertiumPipe>();

  constructor(modesDir = APERTIUM_MODES_DIR) {
    let files: string[] = [];
    try {
      files = readdirSync(modesDir);
    } catch {
      // Apertium is not installed: every pair is unavailable, and says so.
    }
    for (const file of files) {
      // Plain pairs only: 'eng-spa.mode', not variants ('spa-eng_US') or chained ('eco-es-fr').
      const m = /^([a-z]{2,3})-([a-z]{2,3})\.mode$/.exec(file);
      const path = join(modesDir, file);
      if (m && modeRunnable(path)) this.modes.set(`${iso1(m[1]!)}-${iso1(m[2]!)}`, path);
    }
  }

  /** The pairs to chain from `source` to `target`, shortest first; null when there is no way. */
  route(source: string, target: string): string[] | null {
    let paths: string[][] = [[source]];
    for (let legs = 0; legs < MAX_LEGS; legs++) {
      const next: string[][] = [];
      for (const path of paths) {
        const at = path[path.length - 1]!;
        for (const pair of this.modes.keys()) {
          const [from, to] = pair.split('-') as [string, string];
          if (from !== at || path.includes(to)) continue;
          const longer = [...path, to];
          if (to === target) return longer.slice(1).map((lang, i) => `${longer[i]}-${lang}`);
          next.push(longer);
        }
      }
      paths = next;
    }
    return null;
  }

  supports(source: string, target: string): boolean {
    return this.route(source, target) !== null;
  }

  via(source: string, target: string): string[] {
    const legs = this.route(source, target) ?? [];
    return legs.slice(1).map((leg) => leg.split('-')[0]!);
  }

  async languagePairs(codes: readonly string[]): Promise<LanguagePairs> {
    return pairsWhere(codes, (s, t) => this.supports(s, t));
  }

  async translate(texts: readonly Span[][], source: string, target: string): Promise<string[]> {
    const legs = this.route(source, target);
    if (!legs) throw translationUnavailable(source, target);
    return Promise.all(
      texts.map(async (spans) => {
        let stream = streamEncode(spans);
        for (const leg of legs) stream = await this.pipe(leg).run(stream);
        return streamTranslation(stream);
      }),
    );
  }

  async close(): Promise<void> {
    for (const pipe of this.pipes.values()) pipe.close();
    this.pipes.clear();
  }

  private pipe(pair: string): ApertiumPipe {
    let pipe = this.pipes.get(pair);
    if (!pipe) {
      pipe = new ApertiumPipe(modeCommand(readFileSync(this.modes.get(pair)!, 'utf8')));
      this.pipes.set(pair, pipe);
    }
    return pipe;
  }
}
