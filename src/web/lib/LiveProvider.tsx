import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterFirstScreen } from './first-screen';
import { LiveContext } from './live-context';
import type { LiveContextValue } from './live-context';
import type { LiveFeature } from './live-registry';
import type { LiveSession } from './live-session';

/**
 * Owns the signed-in user's live connection (see `live-session.ts`). That module, the schema
 * library it validates events with, and the features' live registrations (`features`, given by
 * the app: lib imports no feature) load once the first screen is shown (`first-screen.ts`),
 * outside the first screen's download.
 */
export function LiveProvider({
  userId,
  features,
  children,
}: {
  userId: string | null;
  features: () => Promise<readonly LiveFeature[]>;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const [session, setSession] = useState<LiveSession | null>(null);
  const openRef = useRef<string | null>(null);

  useEffect(() => {
    if (!userId) return undefined;
    let cancelled = false;
    let started: LiveSession | null = null;
    const wait = afterFirstScreen(() => {
      void Promise.all([import('./live-session'), features()]).then(
        ([{ liveSessionStart }, registered]) => {
          if (cancelled) return;
          started = liveSessionStart(client, userId, () => openRef.current, registered);
          setSession(started);
        },
      );
    });
    return () => {
      cancelled = true;
      wait();
      started?.stop();
      setSession(null);
    };
  }, [client, userId, features]);

  const value = useMemo<LiveContextValue>(
    () => ({
      connection: session?.connection ?? null,
      typing: session?.typing ?? null,
      value: (key) => session?.value(key) ?? null,
      setOpenConversation: (conversationId) => {
        openRef.current = conversationId;
        if (userId) session?.connection.join(userId, conversationId);
      },
    }),
    [session, userId],
  );

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}
