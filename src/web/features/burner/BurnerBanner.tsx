import { useT } from '../../i18n/use-t';

/** Spec core 2 'burner-mode banner': above the input while the next message is a burner. */
export function BurnerBanner() {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="burner-banner"
      className="animate-fade-in flex items-center justify-center gap-1.5 border-t border-orange-200/70 bg-gradient-to-r from-orange-50 to-rose-50 px-4 py-1.5 text-[13px] font-semibold text-orange-800"
    >
      <span aria-hidden>🔥</span>
      {t('burner.banner')}
    </div>
  );
}
