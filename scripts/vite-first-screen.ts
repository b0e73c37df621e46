import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { firstScreenPreloadScript } from '../src/web/first-screen-preload.ts';
import { CATALOG_MODULE_PREFIX } from './vite-catalogs.ts';

function chunksOf(bundle: OutputBundle): OutputChunk[] {
  return Object.values(bundle).filter((c): c is OutputChunk => c.type === 'chunk');
}

/** `chunk` and every chunk it imports statically, by file name. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk): Set<string> {
  const out = new Set<string>();
  const visit = (fileName: string) => {
    if (out.has(fileName)) return;
    out.add(fileName);
    const next = bundle[fileName];
    if (next?.type === 'chunk') next.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return out;
}

/**
 * Writes `src/web/first-screen-preload.ts`, with the chunk names it needs, beside the build's
 * other files and names it in index.html: each language's catalog, and the chat view
 * (`chatView`, its source path) with what it imports beyond the entry's own chunks, which the
 * page loads anyway. A file of its own, not inline: the Content-Security-Policy allows no inline
 * script (src/server/security-headers.ts). Its tag goes right after the title, `async`: it
 * neither holds up the page nor waits for the stylesheet; and `fetchpriority=high`, since an
 * async script is otherwise fetched last, and what it asks for would start behind the app's
 * own code instead of beside it.
 */
export function firstScreenPreload({ chatView }: { chatView: string }): Plugin {
  let base = '/';
  let outDir = 'dist';
  /** The script's file under outDir and its source, once index.html is built. */
  let script: { fileName: string; source: string } | undefined;
  return {
    name: 'allo-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = config.build.outDir;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = chunksOf(bundle);
        const catalogs: Record<string, string> = {};
        for (const c of chunks) {
          if (c.facadeModuleId?.startsWith(CATALOG_MODULE_PREFIX)) {
            catalogs[c.facadeModuleId.slice(CATALOG_MODULE_PREFIX.length)] = base + c.fileName;
          }
        }
        const entry = chunks.find((c) => c.isEntry);
        const chat = chunks.find((c) => c.facadeModuleId === chatView);
        if (!entry || !chat) throw new Error(`No entry chunk, or no chunk for ${chatView}`);
        const loaded = staticClosure(bundle, entry);
        const chatFiles = [...staticClosure(bundle, chat)].filter((f) => !loaded.has(f));
        const source = firstScreenPreloadScript({
          catalogs,
          chat: chatFiles.map((f) => base + f),
        });
        // Named by its content, like the other assets: cached for good, and a new build's is new.
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        script = { fileName: `assets/first-screen-${hash}.js`, source };
        const at = html.indexOf('</title>');
        if (at < 0)
          throw new Error('index.html has no <title> to put the first-screen preload after');
        const end = at + '</title>'.length;
        const tag = `<script async fetchpriority="high" src="${base}${script.fileName}"></script>`;
        return `${html.slice(0, end)}\n    ${tag}${html.slice(end)}`;
      },
    },
    // Written as the service worker's sw.js is: after the bundle, before the .br and .gz copies.
    async writeBundle() {
      if (!script) return;
      const path = join(outDir, script.fileName);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, script.source);
    },
  };
}
