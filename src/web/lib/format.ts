/**
 * Display formats shared by the lists and the chat, in the app language through `Intl`. Pure:
 * the locale and "now" are passed in. Formatter objects are costly to build, so each locale and
 * options pair is built once.
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locale, options)));
  return f;
}

function relativeFormat(
  locale: string,
  style: 'long' | 'short' | 'narrow',
): Intl.RelativeTimeFormat {
  const key = locale + style;
  let f = relativeFormats.get(key);
  if (!f)
    relativeFormats.set(key, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style })));
  return f;
}

function capitalized(locale: string, text: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/**
 * The app's one clock: 24-hour HH:MM, as the bubbles show it (the spec's clock). Every format
 * that writes a time of day spreads these options, so toasts, details and bubbles agree.
 */
export const CLOCK = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

/** 24-hour HH:MM in local time (the spec's clock, in the locale's digits). */
export function timeHm(locale: string, date: Date): string {
  return dateFormat(locale, CLOCK).format(date);
}

function dayStart(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days between two dates in local time (0 = same day). */
export function daysBetween(earlier: Date, later: Date): number {
  return Math.round((dayStart(later) - dayStart(earlier)) / 86_400_000);
}

/** 'Today' / 'Yesterday' in the locale's words. */
function dayWord(locale: string, days: 0 | 1): string {
  return capitalized(locale, relativeFormat(locale, 'long').format(-days, 'day'));
}

/**
 * The conversation list's time column: today HH:MM, yesterday 'Yesterday', within the week the
 * short weekday, this year month and day, else the short numeric date.
 */
export function timeListLabel(locale: string, iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return timeHm(locale, date);
  if (days === 1) return dayWord(locale, 1);
  if (days < 7) return dateFormat(locale, { weekday: 'short' }).format(date);
  if (date.getFullYear() === now.getFullYear())
    return dateFormat(locale, { month: 'short', day: 'numeric' }).format(date);
  return dateFormat(locale, { day: '2-digit', month: '2-digit', year: '2-digit' }).format(date);
}

/** The chat's date separators: Today, Yesterday, a weekday this week, else a full date. */
export function dateSeparatorLabel(locale: string, iso: string, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  if (days <= 0) return dayWord(locale, 0);
  if (days === 1) return dayWord(locale, 1);
  if (days < 7) return dateFormat(locale, { weekday: 'long' }).format(date);
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date);
}

/** A local calendar-day key, for grouping messages by day. */
export function dayKey(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}

/**
 * Spec secondary 9: counts above 1,000 show compact ('1.2K', '3.4M') with one decimal, where the
 * language abbreviates at all (Japanese writes 1500 in full, and 1.5万 from 10,000).
 */
export function countLabel(locale: string, n: number): string {
  if (n > 1_000) {
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    const parts = numberFormat(locale, compact).formatToParts(n);
    if (parts.some((p) => p.type === 'compact'))
      return numberFormat(locale, { ...compact, minimumFractionDigits: 1 }).format(n);
  }
  return numberFormat(locale).format(n);
}

/** A plain number in the locale's digits and grouping. */
export function numberLabel(locale: string, n: number): string {
  return numberFormat(locale).format(n);
}

/** Spec secondary 9: amounts are cents, shown as dollars with 2 decimals. */
export function moneyLabel(locale: string, cents: number, currency = 'USD'): string {
  const parts = numberFormat(locale, { style: 'currency', currency }).formatToParts(cents / 100);
  // A right-to-left pattern (Arabic's starts with a right-to-left mark) lets the '$' of 'US$'
  // drift to the other side of its letters ('$US'): the currency goes as one left-to-right unit.
  const rtl = parts.some((p) => p.type === 'literal' && /[\u200f\u061c]/.test(p.value));
  return parts
    .map((p) => (rtl && p.type === 'currency' ? `\u2066${p.value}\u2069` : p.value))
    .join('');
}

/**
 * 'Xm ago', 'Xh ago' under a day, else 'Xd ago' (spec secondary 9's last-seen rule, used for
 * every 'X ago'); 'now' under a minute.
 */
export function agoLabel(locale: string, iso: string, now: Date): string {
  const ms = now.getTime() - new Date(iso).getTime();
  if (Number.isNaN(ms)) return '';
  // English narrow is the spec's own 'Xh ago'; elsewhere narrow may drop the words for a bare
  // minus sign (French '-5 min', Russian '-5 мин'), so the short form speaks for them.
  const rtf = relativeFormat(
    locale,
    locale === 'en' || locale.startsWith('en-') ? 'narrow' : 'short',
  );
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return rtf.format(0, 'second');
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  return rtf.format(-Math.floor(hours / 24), 'day');
}

/** A full date and time, for details such as a payment's or a photo's. */
export function dateTimeLabel(locale: string, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric', ...CLOCK }).format(
    date,
  );
}
