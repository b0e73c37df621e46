import { Suspense, lazy } from 'react';
import { Route, Switch } from 'wouter';
import { MessengerPage } from './features/messenger/MessengerPage';
import { Spinner } from './ui/Spinner';

/**
 * Each route is its own chunk, so the first screen downloads only what it shows. The messenger
 * is the first screen nearly always: it comes with the app's own code, so that it needs no
 * second round trip and no spinner while its chunk arrives.
 */
const SignupPage = lazy(() =>
  import('./features/signup/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const StarredPage = lazy(() =>
  import('./features/starred/StarredPage').then((m) => ({ default: m.StarredPage })),
);
const StatusPage = lazy(() =>
  import('./features/status/StatusPage').then((m) => ({ default: m.StatusPage })),
);
const ReelsPage = lazy(() =>
  import('./features/reels/ReelsPage').then((m) => ({ default: m.ReelsPage })),
);
const ContactsPage = lazy(() =>
  import('./features/contacts/ContactsPage').then((m) => ({ default: m.ContactsPage })),
);
const InvitePage = lazy(() =>
  import('./features/contacts/InvitePage').then((m) => ({ default: m.InvitePage })),
);
const VideoCallPage = lazy(() =>
  import('./features/calls/VideoCallPage').then((m) => ({ default: m.VideoCallPage })),
);
const AvatarPage = lazy(() =>
  import('./features/avatar/AvatarPage').then((m) => ({ default: m.AvatarPage })),
);
const SettingsPage = lazy(() =>
  import('./features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })),
);
const LinkedDevicesPage = lazy(() =>
  import('./features/devices/LinkedDevicesPage').then((m) => ({ default: m.LinkedDevicesPage })),
);
const LinkPage = lazy(() =>
  import('./features/devices/LinkPage').then((m) => ({ default: m.LinkPage })),
);
const AppInfoPage = lazy(() =>
  import('./features/app-info/AppInfoPage').then((m) => ({ default: m.AppInfoPage })),
);
const ListsPage = lazy(() =>
  import('./features/lists/ListsPage').then((m) => ({ default: m.ListsPage })),
);
const BroadcastPage = lazy(() =>
  import('./features/broadcasts/BroadcastPage').then((m) => ({ default: m.BroadcastPage })),
);
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-brand-500">
      <Spinner className="h-6 w-6" />
    </div>
  );
}

/** Spec core 2: the route table. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/" component={MessengerPage} />
        <Route path="/channels" component={MessengerPage} />
        <Route path="/chat" component={MessengerPage} />
        <Route path="/chats" component={MessengerPage} />
        <Route path="/signup" component={SignupPage} />
        <Route path="/starred" component={StarredPage} />
        <Route path="/status" component={StatusPage} />
        <Route path="/videos" component={ReelsPage} />
        <Route path="/contacts" component={ContactsPage} />
        {/* Spec secondary 2: one settings screen; the route chooses its tab. */}
        <Route path="/settings" component={SettingsPage} />
        <Route path="/notifications" component={SettingsPage} />
        <Route path="/privacy" component={SettingsPage} />
        <Route path="/storage" component={SettingsPage} />
        <Route path="/invite/:userId" component={InvitePage} />
        <Route path="/video-call" component={VideoCallPage} />
        <Route path="/linked-devices" component={LinkedDevicesPage} />
        <Route path="/link/:code" component={LinkPage} />
        <Route path="/app-info" component={AppInfoPage} />
        <Route path="/avatar" component={AvatarPage} />
        <Route path="/lists" component={ListsPage} />
        <Route path="/broadcast" component={BroadcastPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
