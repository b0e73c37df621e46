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
 * Puts `src/web/first-screen-preload.ts` into the built index.html, with the chunk names it
 * needs: each language's catalog, and the chat view (`chatView`, its source path) with what it
 * imports beyond the entry's own chunks, which the page loads anyway. It goes right after the
 * title: before the stylesheet, which a script would otherwise wait for.
 */
export function firstScreenPreload({ chatView }: { chatView: string }): Plugin {
  let base = '/';
  return {
    name: 'allo-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
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
        const script = firstScreenPreloadScript({
          catalogs,
          chat: chatFiles.map((f) => base + f),
        });
        const at = html.indexOf('</title>');
        if (at < 0)
          throw new Error('index.html has no <title> to put the first-screen preload after');
        const end = at + '</title>'.length;
        return `${html.slice(0, end)}\n    <script>\n${script}\n    </script>${html.slice(end)}`;
      },
    },
  };
}
