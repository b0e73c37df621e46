import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'wouter';
import { Link2Off, MonitorSmartphone } from 'lucide-react';
import type { DeviceLinkPeek, Session } from '../../../protocol';
import { useLocale, useT } from '../../i18n/use-t';
import { apiRequest } from '../../lib/api';
import { useNow } from '../../lib/use-now';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Spinner } from '../../ui/Spinner';
import { toast } from '../../ui/toast-store';
import { sessionAdopt, useSessionUser } from '../identity/session';
import { countdownLabel } from './countdown';
import { linkRefusalText } from './link-errors';

/**
 * Route /link/{code}: what a 'Link Device' QR code opens on the new device. It shows whose
 * account the code signs into and asks before using it (a link preview fetching the address
 * must not spend the code); then this browser is signed in as that person.
 */
export function LinkPage() {
  const { code = '' } = useParams<{ code: string }>();
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const me = useSessionUser();
  const now = useNow(1_000);
  const path = `/api/device-links/${encodeURIComponent(code)}`;
  const peek = useQuery({
    queryKey: ['device-link-peek', code],
    gcTime: 0,
    // When it arrived, by this device's clock: the time left counts from then.
    queryFn: async () => ({
      ...(await apiRequest<DeviceLinkPeek>('GET', path)),
      arrived: Date.now(),
    }),
  });
  const claim = useMutation({
    mutationFn: () => apiRequest<Session>('POST', `${path}/claim`),
    onSuccess: ({ user }) => {
      // Someone else was signed in here: nothing read as them may show for the new person.
      if (me && me.id !== user.id) client.clear();
      sessionAdopt(client, user);
      toast({
        title: t('devices.linkedHereTitle'),
        description: t('devices.linkedHereBody', { name: user.displayName }),
      });
      navigate('/', { replace: true });
    },
  });

  const refused = claim.error ?? peek.error;
  if (refused) {
    const { title, body } = linkRefusalText(t, refused);
    return (
      <EmptyState
        icon={<Link2Off className="h-9 w-9" />}
        tone="danger"
        title={title}
        body={body}
        heading="h1"
        action={
          <Link href="/" className="font-semibold text-brand-700 hover:underline">
            {t('devices.openAllo')}
          </Link>
        }
        testId="link-page-refused"
      />
    );
  }
  const seen = peek.data;
  if (!seen || me === undefined) {
    return (
      <div className="flex flex-1 items-center justify-center py-24 text-brand-500">
        <Spinner className="h-6 w-6" />
      </div>
    );
  }

  const owner = seen.user;
  const left = Math.max(0, seen.arrived + seen.expiresInMs - now.getTime());
  const already = me?.id === owner.id;
  return (
    <section
      className="flex flex-1 flex-col items-center gap-3 px-8 pt-14 text-center text-[15px] text-slate-600"
      data-testid="link-page"
    >
      <span className="flex h-16 w-16 items-center justify-center rounded-3xl bg-brand-50 text-brand-600">
        <MonitorSmartphone className="h-8 w-8" aria-hidden />
      </span>
      <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">
        {t('devices.linkHereTitle')}
      </h1>
      <div className="mt-2 flex items-center gap-3 rounded-3xl bg-white px-4 py-3 text-start shadow-card ring-1 ring-slate-900/5">
        <Avatar src={owner.avatar} name={owner.displayName} size={48} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{owner.displayName}</p>
          <p className="truncate text-[13px] text-slate-500">
            <bdi>@{owner.username}</bdi>
          </p>
        </div>
      </div>
      {already ? (
        <>
          <p data-testid="link-page-already">
            {t('devices.alreadyHere', { name: owner.displayName })}
          </p>
          <Link href="/" className="font-semibold text-brand-700 hover:underline">
            {t('devices.openAllo')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('devices.linkHereBody', { name: owner.displayName })}</p>
          <p className="text-[13px] text-slate-500">{t('devices.linkHereWarning')}</p>
          <Button
            size="lg"
            className="mt-2 w-full"
            disabled={claim.isPending || left === 0}
            onClick={() => claim.mutate()}
            data-testid="link-page-confirm"
          >
            {claim.isPending ? t('devices.linking') : t('devices.linkHereButton')}
          </Button>
          <p className="text-[13px] text-slate-500 tabular-nums" data-testid="link-page-time-left">
            {left > 0
              ? t('devices.expiresIn', { time: countdownLabel(locale, left) })
              : t('devices.codeExpired')}
          </p>
        </>
      )}
    </section>
  );
}
