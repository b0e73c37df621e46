/**
 * 'X ago' for the starred cards (spec secondary 2 'Starred X ago'), in the app language through
 * `Intl.RelativeTimeFormat`: '5 minutes ago', 'hace 5 minutos'. Pure: the locale and "now" are
 * passed in.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

const formats = new Map<string, Intl.RelativeTimeFormat>();

function relative(locale: string): Intl.RelativeTimeFormat {
  let f = formats.get(locale);
  if (!f) formats.set(locale, (f = new Intl.RelativeTimeFormat(locale, { numeric: 'always' })));
  return f;
}

/**
 * How long before `now` a moment was, in the largest whole unit ('5 minutes ago'); null under a
 * minute (the caller says 'just now'), '' for a moment it cannot read.
 */
export function timeAgo(locale: string, iso: string, now: Date): string | null {
  const ms = now.getTime() - new Date(iso).getTime();
  if (!Number.isFinite(ms)) return '';
  if (ms < MINUTE) return null;
  const f = relative(locale);
  if (ms < HOUR) return f.format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return f.format(-Math.floor(ms / HOUR), 'hour');
  if (ms < MONTH) return f.format(-Math.floor(ms / DAY), 'day');
  if (ms < YEAR) return f.format(-Math.floor(ms / MONTH), 'month');
  return f.format(-Math.floor(ms / YEAR), 'year');
}
