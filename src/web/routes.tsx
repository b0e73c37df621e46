import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
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
const PlaceholderPage = lazy(() =>
  import('./pages/PlaceholderPage').then((m) => ({ default: m.PlaceholderPage })),
);
const StarredPage = lazy(() =>
  import('./features/starred/StarredPage').then((m) => ({ default: m.StarredPage })),
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
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);

/** Spec core 2: screens later work builds, shown as titled placeholders for now. */
const PLACEHOLDERS: Array<[path: string, titleId: string]> = [
  ['/status', 'layout.status'],
  ['/settings', 'layout.settings'],
  ['/avatar', 'layout.avatarProfile'],
  ['/lists', 'layout.contactLists'],
  ['/broadcast', 'layout.broadcastMessages'],
  ['/notifications', 'layout.notifications'],
  ['/privacy', 'layout.privacy'],
  ['/storage', 'layout.storage'],
  ['/app-info', 'layout.appInformation'],
  ['/linked-devices', 'layout.linkedDevices'],
];

function PageSpinner() {
  return (
    <div className="flex flex-1 items-center justify-center py-24 text-brand-500">
      <Spinner className="h-6 w-6" />
    </div>
  );
}

function placeholder(title: string): ComponentType {
  return function Placeholder() {
    return <PlaceholderPage title={title} />;
  };
}

const PLACEHOLDER_ROUTES = PLACEHOLDERS.map(([path, title]) => ({
  path,
  component: placeholder(title),
}));

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
        <Route path="/contacts" component={ContactsPage} />
        <Route path="/invite/:userId" component={InvitePage} />
        <Route path="/video-call" component={VideoCallPage} />
        {PLACEHOLDER_ROUTES.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
