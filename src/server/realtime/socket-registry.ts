/** The open sockets of this instance, by user. A user may have several tabs and devices. */
export class SocketRegistry<T> {
  private readonly byUser = new Map<string, Set<T>>();

  add(userId: string, conn: T): void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(conn);
  }

  remove(userId: string, conn: T): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) this.byUser.delete(userId);
  }

  of(userId: string): Iterable<T> {
    return this.byUser.get(userId) ?? [];
  }

  *all(): Iterable<T> {
    for (const set of this.byUser.values()) yield* set;
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }
}
