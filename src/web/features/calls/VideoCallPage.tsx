import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { PhoneOff } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { IdentityPicker } from '../identity/IdentityPicker';
import { useIdentity } from '../identity/use-identity';
import { callParamsRead } from './call-params';
import { VideoCallScreen } from './VideoCallScreen';

/**
 * Route /video-call (spec core 2, secondary 'Video call screen'). The call is the signed-in
 * person's: `currentUserId` in the address is taken only when it names them.
 */
export function VideoCallPage() {
  const t = useT();
  const identity = useIdentity();
  const search = useSearch();
  const params = useMemo(() => callParamsRead(new URLSearchParams(search)), [search]);
  switch (identity.stage) {
    case 'loading':
      return (
        <div className="flex h-dvh items-center justify-center text-brand-500">
          <Spinner className="h-7 w-7" />
        </div>
      );
    case 'picker':
    case 'error':
      return <IdentityPicker />;
    case 'ready':
      if (!params || params.currentUserId !== identity.user.id)
        return (
          <EmptyState
            icon={<PhoneOff className="h-9 w-9" />}
            tone="muted"
            title={t('calls.invalidTitle')}
            body={t('calls.invalidBody')}
            action={
              <Link href="/chats" className="font-semibold text-brand-700 hover:underline">
                {t('calls.backToChats')}
              </Link>
            }
            testId="call-invalid"
          />
        );
      return <VideoCallScreen params={params} me={identity.user} />;
  }
}
