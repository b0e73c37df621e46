import type { ChunkingContext } from 'rolldown';

/** The name of the chunk that holds what the chat shares with other lazily loaded screens. */
export const CHAT_SHARED_CHUNK = 'chat-shared';

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
 * The modules the chat view imports that other screens import too, with what they import.
 * Left to itself, the bundler gives each set of such modules a file of its own: a dozen small
 * files, each a request on the chat's first visit, where a phone's HTTP/1.1 connections take
 * six at a time. Gathered, they are one file: the chat asks for its own chunk and this one, and
 * another screen that shares a few of them downloads a little more. Modules that `elsewhere`
 * claims (the entry's, the schemas', the icons') stay where they are.
 */
export function chatSharedModules(
  chatView: string,
  ctx: ChunkingContext,
  elsewhere: (id: string) => boolean,
): Set<string> {
  const chat = staticClosure([chatView], ctx);
  const shared = [...chat].filter((id) => {
    if (id === chatView || elsewhere(id)) return false;
    const info = ctx.getModuleInfo(id)!;
    return info.dynamicImporters.length > 0 || info.importers.some((by) => !chat.has(by));
  });
  // With what they import, so that the shared file never imports the chat's own chunk.
  const closed = staticClosure(shared, ctx, chat);
  closed.delete(chatView);
  for (const id of closed) if (elsewhere(id)) closed.delete(id);
  return closed;
}

/**
 * A code-splitting group's `name` that puts {@link chatSharedModules} into
 * {@link CHAT_SHARED_CHUNK}; computed once per build, on the first module it is asked about.
 */
export function chatSharedGroupName(
  chatView: string,
  elsewhere: (id: string) => boolean,
): (id: string, ctx: ChunkingContext) => string | null {
  let modules: Set<string> | null = null;
  return (id, ctx) => {
    modules ??= chatSharedModules(chatView, ctx, elsewhere);
    return modules.has(id) ? CHAT_SHARED_CHUNK : null;
  };
}
