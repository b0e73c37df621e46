import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LiveConnection, LiveStatus } from './live';
import type { TypingStore } from './typing-store';

/**
 * Names a value a feature's part of the live session offers the React tree (the read receipts
 * reporter), with its type: the feature makes the key, its session part provides the value, its
 * components read it with {@link useLiveValue}. Lib knows neither the value nor the feature.
 */
export interface LiveKey<T> {
  readonly name: string;
  /** Never set: it only carries the value's type. */
  readonly valueType?: T;
}

export function liveKey<T>(name: string): LiveKey<T> {
  return { name };
}

export interface LiveContextValue {
  connection: LiveConnection | null;
  /** Null until the connection module has loaded (and when signed out). */
  typing: TypingStore | null;
  /** A feature's session value by its key; null until the connection module has loaded. */
  value<T>(key: LiveKey<T>): T | null;
  /** Tells the live layer which chat is on screen (join, unread counting). */
  setOpenConversation: (conversationId: string | null) => void;
}

export const LiveContext = createContext<LiveContextValue | null>(null);

export function useLive(): LiveContextValue {
  const value = useContext(LiveContext);
  if (!value) throw new Error('useLive outside <LiveProvider>');
  return value;
}

/** The value a feature's session part provides under `key` (null before the session starts). */
export function useLiveValue<T>(key: LiveKey<T>): T | null {
  return useLive().value(key);
}

const noSubscribe = () => () => {};
const closed = (): LiveStatus => 'closed';
const NOBODY: string[] = [];
const nobody = () => NOBODY;

/** The live connection's status, re-rendering on change ('closed' when signed out). */
export function useLiveStatus(): LiveStatus {
  const { connection } = useLive();
  return useSyncExternalStore(
    connection?.subscribe ?? noSubscribe,
    connection?.getStatus ?? closed,
    closed,
  );
}

/** The ids of users typing in this conversation right now. */
export function useTypingUsers(conversationId: string): string[] {
  const { typing } = useLive();
  const get = typing ? () => typing.get(conversationId) : nobody;
  return useSyncExternalStore(typing?.subscribe ?? noSubscribe, get, get);
}
