import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycleEdges, folderCycles, folderGraph, sourceFiles } from '../../scripts/folder-cycles';
import type { SourceFile } from '../../scripts/folder-cycles';

const ROOTS = ['src/web', 'src/server', 'src/protocol', 'src/games', 'src/lang'] as const;

/** Each cycle of `root` (plus `extra` files) as its folders and the imports that close it. */
function cyclesOf(root: string, extra: SourceFile[] = []): string[] {
  const graph = folderGraph(root, [...sourceFiles(root), ...extra]);
  return folderCycles(graph).map(
    (group) => `${group.join(', ')}\n  ${cycleEdges(graph, group).join('\n  ')}`,
  );
}

describe('folder-level import cycles', () => {
  for (const root of ROOTS) {
    it(`should find no cycle between the folders of ${root}`, () => {
      expect(cyclesOf(root)).toEqual([]);
    });
  }

  it('should find a cycle that a probe import closes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'allo-cycles-'));
    for (const folder of ['a', 'b', 'c']) mkdirSync(join(dir, folder));
    writeFileSync(
      join(dir, 'a/one.ts'),
      "import { two } from '../b/two';\nexport const one = two;\n",
    );
    writeFileSync(join(dir, 'b/two.ts'), 'export const two = 2;\n');
    writeFileSync(join(dir, 'c/three.ts'), "import type { one } from '../a/one';\n");
    expect(folderCycles(folderGraph(dir, sourceFiles(dir)))).toEqual([]);
    // b reaches back to a through c: a type-only or lazy import ties folders as well.
    writeFileSync(join(dir, 'b/probe.ts'), "export const probe = () => import('../c/three');\n");
    expect(folderCycles(folderGraph(dir, sourceFiles(dir)))).toEqual([['a', 'b', 'c']]);
  });

  it('should fail on a probe import from a lower folder of the app to one above it', () => {
    // The app shell imports the design system; the design system reaching back closes a loop.
    const webProbe: SourceFile = {
      path: resolve('src/web/ui/probe.ts'),
      text: "export const probe = () => import('../layout/AppLayout');\n",
    };
    const web = cyclesOf('src/web', [webProbe]);
    expect(web).toHaveLength(1);
    expect(web[0]).toMatch(/^[^\n]*\blayout\b[^\n]*\bui\b/);
    expect(web[0]).toContain('ui -> layout (1: ui/probe.ts -> layout/AppLayout.tsx)');
    // Realtime is below the features: a feature type named from the gateway closes a loop.
    const serverProbe: SourceFile = {
      path: resolve('src/server/realtime/probe.ts'),
      text: "import type { AppContext } from '../context/app-context';\n",
    };
    const server = cyclesOf('src/server', [serverProbe]);
    expect(server).toHaveLength(1);
    expect(server[0]).toContain(
      'realtime -> context (1: realtime/probe.ts -> context/app-context.ts)',
    );
  });
});
