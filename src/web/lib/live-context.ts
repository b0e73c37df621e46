import { createContext, useContext, useSyncExternalStore } from 'react';
import type { LiveConnection, LiveStatus } from './live';
import type { TypingStore } from './typing-store';
import type { ReceiptReporter } from '../features/receipts/receipt-reporter';

export interface LiveContextValue {
  connection: LiveConnection | null;
  /** Null until the connection module has loaded (and when signed out). */
  typing: TypingStore | null;
  /** Read receipts reporter; null until the connection module has loaded. */
  receipts: ReceiptReporter | null;
  /** Tells the live layer which chat is on screen (join, unread counting). */
  setOpenConversation: (conversationId: string | null) => void;
}

export const LiveContext = createContext<LiveContextValue | null>(null);

export function useLive(): LiveContextValue {
  const value = useContext(LiveContext);
  if (!value) throw new Error('useLive outside <LiveProvider>');
  return value;
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
