import { Clapperboard } from 'lucide-react';
import { Link } from 'wouter';
import { useT } from '../../i18n/use-t';

/** The way into the Reels feed (/videos), for the Status page's header. */
export function ReelsLink() {
  const t = useT();
  return (
    <Link
      href="/videos"
      data-testid="reels-link"
      className="bg-brand-gradient shadow-float inline-flex h-10 items-center gap-2 rounded-full px-4 text-[15px] font-bold text-white transition hover:brightness-110 active:scale-[0.98]"
    >
      <Clapperboard aria-hidden className="h-[18px] w-[18px]" />
      {t('reels.open')}
    </Link>
  );
}
