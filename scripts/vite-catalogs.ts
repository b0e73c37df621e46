import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/**
 * Serves `virtual:catalog/<lang>`: every namespace of `src/web/locales/<lang>/*.json` as one
 * module of ids `namespace.key`. Messages are ICU, parsed here at build time so the browser never
 * ships the parser; a message with no arguments stays a plain string (the client turns it into a
 * one-literal message). A key the language lacks takes the English text, so English is the
 * fallback without a second download.
 */
const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0' + PREFIX;
/** A catalog chunk's module id: this, then the language. */
export const CATALOG_MODULE_PREFIX = RESOLVED;

export type Catalog = Record<string, string>;

/** `{ 'chat.send': 'Send', … }` for one language, read from its folder. */
export function catalogRead(root: string, lang: string): Catalog {
  const dir = join(root, lang);
  const out: Catalog = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.slice(0, -'.json'.length);
    const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>;
    for (const [key, text] of Object.entries(entries)) out[`${ns}.${key}`] = text;
  }
  return out;
}

/** A message needs the formatter when it has ICU syntax: arguments, plurals, quoted braces. */
export function messageIsPlain(text: string): boolean {
  return !/[{}'<]/.test(text);
}

export function catalogCompile(english: Catalog, own: Catalog): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, fallback] of Object.entries(english)) {
    const text = own[id] ?? fallback;
    out[id] = messageIsPlain(text) ? text : parse(text);
  }
  return out;
}

export function catalogs(root: string): Plugin {
  return {
    name: 'allo-catalogs',
    resolveId(id) {
      return id.startsWith(PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const lang = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(lang)) throw new Error(`No catalog for '${lang}'`);
      for (const l of new Set(['en', lang]))
        for (const f of readdirSync(join(root, l))) this.addWatchFile(join(root, l, f));
      const compiled = catalogCompile(catalogRead(root, 'en'), catalogRead(root, lang));
      // JSON.parse of a string literal parses faster than the same object as JavaScript.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
