import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, lazy, useEffect, useState } from 'react';
import type { User } from '../protocol';
import type { ReactNode } from 'react';
import { useSessionUser } from './features/identity/session';
import { chatReadsPrefetchIfOpen } from './features/messenger/chat-view-load';
import { ThemeSync } from './features/settings/ThemeSync';
import { VideoUploadHost } from './features/video-upload/VideoUploadHost';
import { I18nProvider } from './i18n/I18nProvider';
import { appLanguageFor, appLanguageGuess } from './i18n/languages';
import { AppLayout } from './layout/AppLayout';
import { AppSplash } from './layout/AppSplash';
import { useAfterFirstScreen } from './lib/use-after-first-screen';
import { LiveProvider } from './lib/LiveProvider';
import { offlineKeepStart } from './lib/offline-reads';
import { OFFLINE_KEYS, queryClientCreate } from './lib/query-client';
import { AppRoutes } from './routes';
import { ErrorBoundary } from './ui/ErrorBoundary';
import { Toaster } from './ui/Toaster';

/** Rings for an incoming call wherever the person is; not needed for the first screen. */
const IncomingCall = lazy(() =>
  import('./features/calls/IncomingCall').then((m) => ({ default: m.IncomingCall })),
);

/** Browser notifications of what arrives while the tab is hidden; not on the first screen. */
const Notifier = lazy(() =>
  import('./features/notifications/Notifier').then((m) => ({ default: m.Notifier })),
);
/** This browser's Web Push subscription, kept in step with the person's switch; loaded late too. */
const PushSubscriber = lazy(() =>
  import('./features/push/PushSubscriber').then((m) => ({ default: m.PushSubscriber })),
);

/**
 * The ringer for incoming calls and the notifier, loaded once the first screen is shown: calls
 * and messages come over the live connection, which itself opens only then.
 */
function CallRinger({ me }: { me: User }) {
  if (!useAfterFirstScreen()) return null;
  return (
    <>
      <Suspense fallback={null}>
        <IncomingCall me={me} />
      </Suspense>
      <Suspense fallback={null}>
        <Notifier me={me} />
      </Suspense>
      <Suspense fallback={null}>
        <PushSubscriber me={me} />
      </Suspense>
    </>
  );
}

/** What each feature does with server events: loaded with the live connection, not before. */
const liveFeatures = () => import('./live-features').then((m) => m.LIVE_FEATURES);

/** Opens the live connection once someone is signed in, wherever they are in the app. */
function SignedInLive({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  return (
    <LiveProvider userId={user?.id ?? null} features={liveFeatures}>
      {children}
      {user && <CallRinger me={user} />}
      {user && <ThemeSync />}
      {user && <VideoUploadHost me={user.id} />}
    </LiveProvider>
  );
}

/** The app speaks the signed-in user's language; before sign-in, this device's last or the browser's. */
function Localised({ children }: { children: ReactNode }) {
  const user = useSessionUser();
  const [guess] = useState(appLanguageGuess);
  return (
    <I18nProvider lang={user ? appLanguageFor(user.language) : guess} fallback={<AppSplash />}>
      {children}
    </I18nProvider>
  );
}

export function App() {
  const [client] = useState(queryClientCreate);
  // What is read is kept for opening offline (features/pwa), from after the first screen.
  useEffect(() => offlineKeepStart(client, OFFLINE_KEYS), [client]);
  useEffect(() => chatReadsPrefetchIfOpen(client, window.location.search), [client]);
  return (
    <QueryClientProvider client={client}>
      <Localised>
        <SignedInLive>
          <AppLayout>
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </AppLayout>
        </SignedInLive>
        <Toaster />
      </Localised>
    </QueryClientProvider>
  );
}
