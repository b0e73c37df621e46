import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from './languages';

/**
 * The catalogs are complete and used: every language has every English key with the same
 * arguments, and every key is named somewhere in the client's code (a key is named by its full
 * id as a string literal, `t('chat.send')`; ids are never built from pieces, so this scan sees
 * them all).
 */
const WEB = join(__dirname, '..');
const LOCALES = join(WEB, 'locales');

function namespaces(lang: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const f of readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith('.json')))
    out[f.slice(0, -5)] = JSON.parse(readFileSync(join(LOCALES, lang, f), 'utf8'));
  return out;
}

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if ('value' in el && el.type !== 0) into.add(String(el.value));
    if ('options' in el)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if ('children' in el) argumentsOf(el.children, into);
  }
  return into;
}

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (path !== LOCALES) sources(path, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

const english = namespaces('en');
const englishIds = new Set(
  Object.entries(english).flatMap(([ns, keys]) => Object.keys(keys).map((k) => `${ns}.${k}`)),
);

describe('catalogs', () => {
  it('should have English messages', () => {
    expect(englishIds.size).toBeGreaterThan(0);
  });

  it.each(APP_LANGUAGES.filter((l) => l !== 'en'))(
    'should give %s every English key, no other, with the same arguments',
    (lang) => {
      const own = namespaces(lang);
      const problems: string[] = [];
      for (const ns of new Set([...Object.keys(english), ...Object.keys(own)])) {
        const en = english[ns] ?? {};
        const theirs = own[ns] ?? {};
        for (const key of Object.keys(en))
          if (typeof theirs[key] !== 'string') problems.push(`missing ${ns}.${key}`);
        for (const key of Object.keys(theirs)) {
          if (!(key in en)) {
            problems.push(`unknown ${ns}.${key}`);
            continue;
          }
          const want = [...argumentsOf(parse(String(en[key])))].sort().join(',');
          const got = [...argumentsOf(parse(String(theirs[key])))].sort().join(',');
          if (want !== got) problems.push(`${ns}.${key} has {${got}}, English has {${want}}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('should parse every English message as ICU, with flat string values', () => {
    const problems: string[] = [];
    for (const [ns, keys] of Object.entries(english))
      for (const [key, text] of Object.entries(keys)) {
        if (typeof text !== 'string') problems.push(`${ns}.${key} is not a string`);
        else
          try {
            parse(text);
          } catch (err) {
            problems.push(`${ns}.${key}: ${(err as Error).message}`);
          }
      }
    expect(problems).toEqual([]);
  });

  const code = sources(WEB).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  const literals = new Set(
    code.flatMap(({ text }) =>
      [...text.matchAll(/['"]([a-z][\w-]*\.[\w.-]+)['"]/g)].map((m) => m[1]!),
    ),
  );

  it('should name every key somewhere in the code', () => {
    expect([...englishIds].filter((id) => !literals.has(id))).toEqual([]);
  });

  it('should ask only for keys that exist, always by their whole id', () => {
    const problems: string[] = [];
    for (const { path, text } of code) {
      const where = relative(WEB, path);
      for (const m of text.matchAll(/\b(?:t|tNow)\(\s*(['"`])([^'"`]*)\1/g)) {
        if (m[1] === '`') problems.push(`${where}: an id built from pieces: ${m[2]}`);
        else if (!englishIds.has(m[2]!)) problems.push(`${where}: unknown id ${m[2]}`);
      }
      for (const m of text.matchAll(/\b(?:t|tNow)\(\s*`/g))
        problems.push(`${where}: an id built from pieces at ${m.index}`);
    }
    expect([...new Set(problems)]).toEqual([]);
  });
});
