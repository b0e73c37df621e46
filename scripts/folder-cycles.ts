import ts from 'typescript';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Folder-level import cycles: a folder imports another that imports it back, directly or
 * through others. Every folder is a node (`features/chat/edit` is not `features/chat`); the
 * loose files of a folder are that folder. Type-only and lazy (`import()`) imports count, since
 * both tie the folders together for whoever reads or changes them. Tests and test support
 * (`testing/` folders) are left out: they may reach anywhere.
 *
 * `npx tsx scripts/folder-cycles.ts src/web` prints the cycles and the edges that close them.
 */

/** A source file: its path (absolute) and text. */
export interface SourceFile {
  path: string;
  text: string;
}

const SOURCE = /\.tsx?$/;
const TEST = /\.(test|e2e)\.tsx?$|\.d\.ts$/;

function isSupport(path: string): boolean {
  return TEST.test(path) || path.split('/').includes('testing');
}

/** Every non-test source file under `root`. */
export function sourceFiles(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (SOURCE.test(name) && !isSupport(path))
        out.push({ path, text: readFileSync(path, 'utf8') });
    }
  };
  walk(resolve(root));
  return out;
}

function resolveImport(from: string, spec: string, known: ReadonlySet<string>): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  const bare = base.replace(/\.js$/, '');
  for (const candidate of [
    base,
    `${bare}.ts`,
    `${bare}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (known.has(candidate)) return candidate;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Folder → folder → the imports (file → file) that make the edge. Folders relative to root. */
export type FolderGraph = Map<string, Map<string, string[]>>;

export function folderGraph(root: string, files: readonly SourceFile[]): FolderGraph {
  const top = resolve(root);
  const known = new Set(files.map((f) => f.path));
  const graph: FolderGraph = new Map();
  for (const file of files) {
    const from = relative(top, dirname(file.path)) || '.';
    for (const ref of ts.preProcessFile(file.text, true, true).importedFiles) {
      const target = resolveImport(file.path, ref.fileName, known);
      if (!target || isSupport(target) || !target.startsWith(`${top}/`)) continue;
      const to = relative(top, dirname(target)) || '.';
      if (to === from) continue;
      let edges = graph.get(from);
      if (!edges) graph.set(from, (edges = new Map()));
      const list = edges.get(to) ?? [];
      list.push(`${relative(top, file.path)} -> ${relative(top, target)}`);
      edges.set(to, list);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one folder (Tarjan), each sorted. */
export function folderCycles(graph: FolderGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) groups.push(group.sort());
  };
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((e) => [...e.keys()])]);
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return groups.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The edges inside one cycle group, with one import that makes each. */
export function cycleEdges(graph: FolderGraph, group: readonly string[]): string[] {
  const inside = new Set(group);
  const out: string[] = [];
  for (const from of group) {
    for (const [to, imports] of graph.get(from) ?? []) {
      if (inside.has(to)) out.push(`${from} -> ${to} (${imports.length}: ${imports[0]})`);
    }
  }
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  let found = 0;
  for (const root of process.argv.slice(2)) {
    const graph = folderGraph(root, sourceFiles(root));
    for (const group of folderCycles(graph)) {
      found++;
      console.log(`${root}: a cycle through ${group.length} folders: ${group.join(', ')}`);
      for (const edge of cycleEdges(graph, group)) console.log(`  ${edge}`);
    }
  }
  process.exitCode = found ? 1 : 0;
}
