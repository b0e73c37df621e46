import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { PhoneOff } from 'lucide-react';
import { useT } from '../../i18n/use-t';
import { EmptyState } from '../../ui/EmptyState';
import { SignedIn } from '../identity/SignedIn';
import { callParamsRead } from './call-params';
import { VideoCallScreen } from './VideoCallScreen';

/**
 * Route /video-call (spec core 2, secondary 'Video call screen'). The call is the signed-in
 * person's: `currentUserId` in the address is taken only when it names them.
 */
export function VideoCallPage() {
  const t = useT();
  const search = useSearch();
  const params = useMemo(() => callParamsRead(new URLSearchParams(search)), [search]);
  return (
    <SignedIn fullScreen>
      {(me) =>
        !params || params.currentUserId !== me.id ? (
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
        ) : (
          <VideoCallScreen params={params} me={me} />
        )
      }
    </SignedIn>
  );
}
