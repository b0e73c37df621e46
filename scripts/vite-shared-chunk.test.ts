import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { sharedGroupName, sharedModules } from './vite-shared-chunk.ts';

/** A module graph: each module's static and dynamic imports. */
type Graph = Record<string, { imports?: string[]; dynamic?: string[] }>;

function contextOf(graph: Graph): ChunkingContext {
  const info = (id: string) => {
    if (!graph[id]) return null;
    const importers = Object.keys(graph).filter((by) => graph[by]!.imports?.includes(id));
    const dynamicImporters = Object.keys(graph).filter((by) => graph[by]!.dynamic?.includes(id));
    return {
      id,
      importedIds: graph[id].imports ?? [],
      dynamicallyImportedIds: graph[id].dynamic ?? [],
      importers,
      dynamicImporters,
    } as unknown as ModuleInfo;
  };
  return { getModuleInfo: info };
}

// main imports lib; main lazily loads the chat and settings; both use backoff (which uses
// jitter); only the chat uses bubble; settings lazily loads a dialog the chat imports outright;
// both use an icon, which the icons' group claims.
const GRAPH: Graph = {
  main: { imports: ['lib'], dynamic: ['chat', 'settings'] },
  lib: {},
  chat: { imports: ['bubble', 'backoff', 'dialog', 'icon', 'lib'] },
  settings: { imports: ['backoff', 'icon'], dynamic: ['dialog'] },
  bubble: { imports: ['format'] },
  format: {},
  backoff: { imports: ['jitter'] },
  jitter: {},
  dialog: {},
  icon: {},
};

describe('sharedModules', () => {
  const shared = sharedModules('chat', contextOf(GRAPH), (id) => id === 'icon');

  it('should gather what the chat shares with other screens, with what that imports', () => {
    expect([...shared].sort()).toEqual(['backoff', 'dialog', 'jitter', 'lib']);
  });

  it("should leave the chat's own modules, and those another group claims, where they are", () => {
    expect(shared.has('chat')).toBe(false);
    expect(shared.has('bubble')).toBe(false);
    expect(shared.has('format')).toBe(false);
    expect(shared.has('icon')).toBe(false);
  });

  it('should name the group once per build, and nothing outside it', () => {
    const name = sharedGroupName('chat', 'chat-shared', (id) => id === 'icon');
    const ctx = contextOf(GRAPH);
    expect(name('backoff', ctx)).toBe('chat-shared');
    expect(name('bubble', ctx)).toBeNull();
    expect(name('icon', ctx)).toBeNull();
  });
});
