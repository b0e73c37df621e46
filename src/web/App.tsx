import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useSessionUser } from './features/identity/session';
import { AppLayout } from './layout/AppLayout';
import { LiveProvider } from './lib/LiveProvider';
import { queryClientCreate } from './lib/query-client';
import { AppRoutes } from './routes';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Toaster } from './ui/Toaster';

/** Opens the live connection once someone is signed in, wherever they are in the app. */
function SignedInLive({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return <LiveProvider userId={user?.id ?? null}>{children}</LiveProvider>;
}

export function App() {
  const [client] = useState(queryClientCreate);
  return (
    <QueryClientProvider client={client}>
      <SignedInLive>
        <AppLayout>
          <ErrorBoundary>
            <AppRoutes />
          </ErrorBoundary>
        </AppLayout>
      </SignedInLive>
      <Toaster />
    </QueryClientProvider>
  );
}
