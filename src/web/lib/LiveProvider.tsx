import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from './first-screen';
import { LiveContext } from './live-context';
import type { LiveContextValue } from './live-context';
import type { LiveSession } from './live-session';

/**
 * Owns the signed-in user's live connection (see `live-session.ts`). That module, and the
 * schema library it validates events with, loads once the first screen is shown
 * (`first-screen.ts`), outside the first screen's download.
 */
export function LiveProvider({ userId, children }: { userId: string | null; children: ReactNode }) {
  const client = useQueryClient();
  const [session, setSession] = useState<LiveSession | null>(null);
  const openRef = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    let started: LiveSession | null = null;
    const wait = afterFirstScreen(() => {
      void import('./live-session').then(({ liveSessionStart }) => {
        if (cancelled) return;
        started = liveSessionStart(client, userId, () => openRef.current);
        setSession(started);
      });
    });
    return () => {
      cancelled = true;
      wait();
      started?.stop();
      setSession(null);
    };
  }, [client, userId]);

  const value = useMemo<LiveContextValue>(
    () => ({
      connection: session?.connection ?? null,
      typing: session?.typing ?? null,
      receipts: session?.receipts ?? null,
      setOpenConversation: (conversationId) => {
        openRef.current = conversationId;
        if (userId) session?.connection.join(userId, conversationId);
      },
    }),
    [session, userId],
  );

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
