import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycleEdges, folderCycles, folderGraph, sourceFiles } from '../../scripts/folder-cycles';
import { KNOWN_CYCLES } from './known-cycles';

const ROOTS = ['src/web', 'src/server', 'src/protocol', 'src/games', 'src/lang'] as const;

/** The cycles of `root` that no known group holds whole: each a folder list and its edges. */
function newCycles(root: string, extra: { path: string; text: string }[] = []): string[] {
  const graph = folderGraph(root, [...sourceFiles(root), ...extra]);
  const known = KNOWN_CYCLES[root] ?? [];
  return folderCycles(graph)
    .filter((group) => !known.some((k) => group.every((folder) => k.includes(folder))))
    .map((group) => `${group.join(', ')}\n  ${cycleEdges(graph, group).join('\n  ')}`);
}

describe('folder-level import cycles', () => {
  for (const root of ROOTS) {
    it(`should find no new cycle between the folders of ${root}`, () => {
      expect(newCycles(root)).toEqual([]);
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
});
