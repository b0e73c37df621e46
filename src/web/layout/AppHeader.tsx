import { Link } from 'wouter';
import { useT } from '../i18n/use-t';
import { Logo } from './Logo';

/** Spec secondary 2: the sticky header with a large logo. */
export function AppHeader() {
  const t = useT();
  return (
    <header className="sticky top-0 z-30 flex items-center border-b border-slate-200/60 bg-white/85 px-4 pt-[max(0.625rem,env(safe-area-inset-top))] pb-2.5 backdrop-blur-lg">
      {/* Named by its hidden text, not aria-label: a label must contain the visible text (axe's
          label-content-name-mismatch), and the mark's glyphs count as visible text. */}
      <Link href="/">
        <span aria-hidden>
          <Logo size={38} />
        </span>
        <span className="sr-only">{t('layout.home')}</span>
      </Link>
    </header>
  );
}
