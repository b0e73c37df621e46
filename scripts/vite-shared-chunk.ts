import type { ChunkingContext } from 'rolldown';

/** Every module `from` imports statically, itself included (ids the context knows). */
function staticClosure(from: string[], ctx: ChunkingContext, within?: Set<string>): Set<string> {
  const out = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop()!;
    if (out.has(id) || (within && !within.has(id))) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    out.add(id);
    stack.push(...info.importedIds);
  }
  return out;
}

/**
 * The modules a lazily loaded part (`lazy`: the chat view, the live connection's features)
 * imports that other parts import too, with what they import. Left to itself, the bundler gives
 * each set of such modules a file of its own: a dozen small files, each a request and a module
 * to run when the part loads, where a phone's HTTP/1.1 connections take six requests at a time.
 * Gathered, they are one file: the part asks for its own chunk and this one, and another part
 * that shares a few of them downloads a little more. Modules that `elsewhere` claims (a group of
 * higher priority) stay where they are.
 */
export function sharedModules(
  lazy: string,
  ctx: ChunkingContext,
  elsewhere: (id: string) => boolean,
): Set<string> {
  const part = staticClosure([lazy], ctx);
  const shared = [...part].filter((id) => {
    if (id === lazy || elsewhere(id)) return false;
    const info = ctx.getModuleInfo(id)!;
    return info.dynamicImporters.length > 0 || info.importers.some((by) => !part.has(by));
  });
  // With what they import, so that the shared file never imports the part's own chunk.
  const closed = staticClosure(shared, ctx, part);
  closed.delete(lazy);
  for (const id of closed) if (elsewhere(id)) closed.delete(id);
  return closed;
}

/**
 * A code-splitting group's `name` that puts {@link sharedModules} of `lazy` into the chunk
 * `chunk`; computed once per build, on the first module it is asked about.
 */
export function sharedGroupName(
  lazy: string,
  chunk: string,
  elsewhere: (id: string) => boolean,
): (id: string, ctx: ChunkingContext) => string | null {
  let modules: Set<string> | null = null;
  return (id, ctx) => {
    modules ??= sharedModules(lazy, ctx, elsewhere);
    return modules.has(id) ? chunk : null;
  };
}
